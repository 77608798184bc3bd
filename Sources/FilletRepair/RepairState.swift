import FilletVerification
import FilletGeometry

/// One version of an element under repair: its path data, the path read from it and drawn, every
/// join's class, and, for a whole check, what the checker says of it (report, every arc cubic's
/// margin).
///
/// A candidate is first judged on a *local* state (`init(bytes:transform:options:localTo:)`):
/// the data read back and every join classed, O(n) with a small constant; the arc
/// cubics and the distance moved are measured for the elements it moved only. The checker's whole
/// report (self-intersection, clearance, orientation: O(n log n) with a large constant) is computed
/// once per round of repairs, on the element they make together (``RepairSession/settle()``).
struct RepairState {
    var bytes: [UInt8]
    var written: Path
    var source: SVGPathSource
    var drawn: Path
    var transform: AffineTransform
    /// The whole check's report; `nil` for a local state.
    var report: PathCheck.Report?
    var joins: [PathCheck.JoinVerdict]
    /// Per recognised arc cubic (element index in `drawn`): its fit and `tolerance − radial error`
    /// (a whole state's, from its report; empty for a local state: see `arcEntry(_:)`).
    var arcs: [Int: (fit: CubicArcFit, margin: Double)]
    /// The drawn path's `Path.characteristicSize`, which an arc's tolerance scales with.
    var size: Double
    /// The most decimals any number of the data is written with.
    var elementDecimals: Int
    /// The point each element of ``drawn`` starts from (``startPoints(_:)``).
    var starts: [Point]
    /// Per element, the command letter governing its segment as written (its own first byte, or
    /// the last letter before it for an implicit repetition; `nil` without a segment): one pass,
    /// where ``PathDataNumbers/command(governing:in:)`` scans back per call.
    var commands: [UInt8?]
    /// What a join's verdict reads of the whole path (a whole state's; a local state keeps its base's).
    var joinScale: PathCheck.JoinScale
    /// The element ranges of the drawn path's subpaths.
    var subpaths: [Range<Int>]
    /// In a local state whose joins were classed around the elements it changed: the indices in
    /// `joins` of those classed again (the others are its base's, one for one); `nil` when every
    /// join was classed.
    var changedJoins: [Int]?
    /// Why no segment of this element can be rewritten (`nil`: editable).
    var notEditableReason: String?
    /// Per element of ``drawn``, the element of ``written`` it is drawn from, when the two differ
    /// (a circular arc drawn as several cubics under a stretch: `PathCheck.ElementNames.match`);
    /// `nil` when they are one to one. Every element index a repair uses is ``drawn``'s: this
    /// maps it to the segment written for it (``segment(ofElement:)``, ``command(ofElement:)``).
    var writtenIndices: [Int]?
    /// Whether ``written`` and ``source`` were read from the whole of ``bytes`` (not spliced
    /// from a base's, `readingLocally(_:text:)`): a whole state of the same bytes reuses them.
    var readWhole = false

    var isEditable: Bool { notEditableReason == nil }
    var isWhole: Bool { report != nil }

    /// A whole state: the data read, every join classed and the checker's whole report.
    init(bytes: [UInt8], transform: AffineTransform, options: PathCheck.Options) throws(PathRepair.Failure) {
        try self.init(bytes: bytes, transform: transform, options: options, base: nil)
    }

    /// A whole state of `bytes`, reading them as `same` read them when `same` holds the same bytes
    /// read whole (``readWhole``): the path, its segments and their commands are a function of
    /// the bytes alone (a settled round's whole check of the text its last candidate read).
    init(bytes: [UInt8], transform: AffineTransform, options: PathCheck.Options, reading same: RepairState) throws(PathRepair.Failure) {
        try self.init(bytes: bytes, transform: transform, options: options, base: nil,
                      reading: same.readWhole && same.bytes == bytes ? same : nil)
    }

    /// A local state of a candidate edit of `base` that may change the elements `near` (and no
    /// other: `structuralChange(_:moves:)` checks): the data read back, and the joins of the
    /// elements it changed classed again on the part of the path around them with `base`'s
    /// scale (`localJoins(drawn:writtenPath:base:changed:options:written:)`), the others `base`'s. The size (which
    /// tolerances scale with) and the decimals written are `base`'s.
    init(bytes: [UInt8], transform: AffineTransform, options: PathCheck.Options, localTo base: RepairState,
         near: [Int]) throws(PathRepair.Failure) {
        try self.init(bytes: bytes, transform: transform, options: options, base: base, near: near)
    }

    private init(bytes: [UInt8], transform: AffineTransform, options: PathCheck.Options, base: RepairState?,
                 near: [Int] = [], reading same: RepairState? = nil) throws(PathRepair.Failure) {
        let whole = base == nil
        let parsed: (path: Path, source: SVGPathSource)
        if let same {
            parsed = (same.written, same.source)
            readWhole = true
        } else {
            let text = String(decoding: bytes, as: UTF8.self)
            if let base, let local = base.readingLocally(bytes, text: text) {
                parsed = local
            } else {
                do { parsed = try Path.readingSVGPathData(text) } catch {
                    throw PathRepair.Failure("path data: \(error.description)")
                }
                readWhole = true
            }
        }
        let drawn: Path
        if transform == .identity {
            drawn = parsed.path
        } else {
            do { drawn = try parsed.path.applying(transform) } catch {
                throw PathRepair.Failure("the transform overflows the path: \(error)")
            }
        }
        if let refusal = CheckableRange.refusal(drawn) { throw PathRepair.Failure(refusal) }
        // A repair names elements by the drawn path's indices and edits the written one's: a
        // circular arc under a stretch is drawn as several cubics, each mapped to the arc.
        if drawn.elements.count != parsed.path.elements.count {
            guard let indices = PathCheck.ElementNames.match(drawn, to: parsed.path) else {
                throw PathRepair.Failure("the drawn elements cannot be matched to the written ones")
            }
            writtenIndices = indices
        }
        self.bytes = bytes
        written = parsed.path
        source = parsed.source
        if let same {
            commands = same.commands
        } else {
            var commands: [UInt8?] = []
            commands.reserveCapacity(parsed.source.segments.count)
            var current: UInt8?
            for index in parsed.source.segments.indices {
                guard let range = parsed.source.segment(ofElement: index), range.lowerBound < bytes.count else { commands.append(nil); continue }
                if PathDataNumbers.isCommand(bytes[range.lowerBound]) {
                    current = bytes[range.lowerBound]
                } else if current == nil {
                    current = PathDataNumbers.command(governing: range.lowerBound, in: bytes)
                }
                commands.append(current)
            }
            self.commands = commands
        }
        starts = Self.startPoints(drawn)
        self.drawn = drawn
        self.transform = transform
        let writtenForm = transform == .identity ? nil
            : PathCheck.WrittenForm(path: parsed.path, stretch: transform.largestStretch)
        size = base?.size ?? drawn.characteristicSize
        var arcs: [Int: (fit: CubicArcFit, margin: Double)] = [:]
        var wholeJoins: [PathCheck.JoinVerdict] = []
        if whole {
            let report: PathCheck.Report
            (report, wholeJoins) = PathCheck.checkWithJoinVerdicts(drawn, options: options, written: writtenForm, source: parsed.source)
            for arc in report.arcs {
                arcs[arc.elementIndex] = (arc.fit, PathCheck.arcCubicTolerance(arc.fit, size: size) - arc.fit.radialError)
            }
            self.report = report
        }
        self.arcs = arcs
        if let base {
            joinScale = base.joinScale
            subpaths = base.subpaths
            joins = []
            // Under a map the written part would not be cut at the drawn indices: every join classed.
            if writtenIndices == nil, drawn.elements.count == base.drawn.elements.count,
               let local = Self.localJoins(drawn: drawn, writtenPath: parsed.path, base: base,
                                           changed: near.filter { drawn.elements.indices.contains($0) && drawn.elements[$0] != base.drawn.elements[$0] },
                                           options: options, written: writtenForm) {
                joins = local.joins
                changedJoins = local.changed
            } else {
                joins = PathCheck.joinVerdicts(drawn, options: options, written: writtenForm)
            }
        } else {
            joinScale = PathCheck.JoinScale(drawn, written: writtenForm)
            subpaths = drawn.subpaths.map(\.elementRange)
            joins = wholeJoins
        }
        if let base {
            elementDecimals = base.elementDecimals
        } else if let same, same.isWhole {
            // A whole state's count is the bytes' own (a local state keeps its base's).
            elementDecimals = same.elementDecimals
        } else {
            var decimals = 0
            PathDataNumbers.forEachToken(in: 0..<bytes.count, of: bytes) { token in
                decimals = Swift.max(decimals, PathDataNumbers.decimals(of: bytes[token]))
            }
            elementDecimals = decimals
        }
        if parsed.source.segments.count != parsed.path.elements.count {
            notEditableReason = "the data's segments do not match the path's elements"
        }
    }

    /// Element `index`'s arc-cubic fit and margin: the report's in a whole state; in a local
    /// state, computed from the drawn cubic as the check computes it (`nil`: not an arc cubic).
    func arcEntry(_ index: Int) -> (fit: CubicArcFit, margin: Double)? {
        if isWhole { return arcs[index] }
        guard drawn.elements.indices.contains(index), case .cubic = drawn.elements[index],
              let curve = drawn.elements[index].curve(from: Self.startPoint(drawn, index)),
              let fit = curve.circularArcFit else { return nil }
        return (fit, PathCheck.arcCubicTolerance(fit, size: size) - fit.radialError)
    }

    /// The point element `index` of `path` starts from (the end of the one before; a cubic never
    /// follows a close without a move in between).
    static func startPoint(_ path: Path, _ index: Int) -> Point {
        guard index > 0 else { return .zero }
        if let end = path.elements[index - 1].endPoint { return end }
        return startPoints(path)[index]
    }

    var kinks: [PathCheck.JoinVerdict] { joins.filter { $0.joinClass == .kink } }
    var nearArcs: [Int] { arcs.filter { $0.value.margin < 0 }.map(\.key).sorted() }

    /// The point each element starts from (the current point before it), in `path`.
    static func startPoints(_ path: Path) -> [Point] {
        var starts: [Point] = []
        starts.reserveCapacity(path.elements.count)
        var current = Point.zero, subpathStart = Point.zero
        for element in path.elements {
            starts.append(current)
            switch element {
            case .move(let point): subpathStart = point; current = point
            case .close: current = subpathStart
            default: current = element.endPoint ?? current
            }
        }
        return starts
    }

    /// The drawn cubic of element `index`, if it is one.
    func cubic(_ index: Int, starts: [Point]) -> CubicCurve? {
        guard drawn.elements.indices.contains(index),
              case .cubic(let control1, let control2, let end) = drawn.elements[index] else { return nil }
        return CubicCurve(starts[index], control1, control2, end)
    }

    /// The element of ``written`` that element `index` of ``drawn`` is drawn from (``writtenIndices``).
    func writtenIndex(_ index: Int) -> Int {
        guard let writtenIndices, writtenIndices.indices.contains(index) else { return index }
        return writtenIndices[index]
    }

    /// Whether element `index` of ``drawn`` is the only one drawn from its written element (not
    /// one of the cubics a circular arc is drawn as under a stretch, which no number of the data
    /// writes alone).
    func isDrawnAlone(_ index: Int) -> Bool {
        guard let writtenIndices, writtenIndices.indices.contains(index) else { return true }
        let own = writtenIndices[index]
        return (index == 0 || writtenIndices[index - 1] != own)
            && (index + 1 == writtenIndices.count || writtenIndices[index + 1] != own)
    }

    /// The byte range of the segment that writes element `index` of ``drawn``, when it has one
    /// inside the data (the cubics of one arc share their arc's).
    func segment(ofElement index: Int) -> Range<Int>? {
        source.segment(ofElement: writtenIndex(index))
    }

    /// The segment range the reader recorded for element `index` of ``drawn``, unchecked against
    /// the data (for telling which elements share one segment).
    private func recordedSegment(_ index: Int) -> Range<Int>? {
        let written = writtenIndex(index)
        return source.segments.indices.contains(written) ? source.segments[written] : nil
    }

    /// How a refusal names element `index` of ``drawn``: its segment as written, else its index.
    func name(ofElement index: Int) -> String {
        PathCheck.ElementNames.sourceName(source, writtenIndex(index))
    }

    /// The command letter governing element `index`'s segment (``commands``).
    func command(ofElement index: Int) -> UInt8? {
        let written = writtenIndex(index)
        return commands.indices.contains(written) ? commands[written] : nil
    }

    /// Which control points of element `index` a repair can write: both for `C`/`c`; for `S`/`s`
    /// the second as its own numbers and the first, the reflection of the previous curve's, by
    /// rewriting that one segment as `C`/`c` (`impliesFirstControl(_:)`); for a quadratic its
    /// one control as `first` (`Q`/`q`, or `T`/`t` rewritten as `Q`/`q`); none for anything else
    /// or for a segment that draws several elements (an elliptical arc's cubics).
    func writtenControls(_ index: Int) -> (first: Bool, second: Bool) {
        guard let command = segmentCommand(index) else { return (false, false) }
        switch (command, written.elements[writtenIndex(index)]) {
        case (UInt8(ascii: "C"), .cubic), (UInt8(ascii: "S"), .cubic): return (true, true)
        case (UInt8(ascii: "Q"), .quad), (UInt8(ascii: "T"), .quad): return (true, false)
        default: return (false, false)
        }
    }

    /// What a move writes, as a key: two moves with one key write the same numbers (an arc's
    /// radii, whichever of its elements the move names).
    func writtenKey(_ move: Move) -> Int {
        let element = move.control == 0 ? arcCommand(move.element)?.elements.lowerBound ?? move.element : move.element
        return element * 4 + move.control
    }

    /// Whether element `index` is an `S`/`s` or `T`/`t` segment: its first control point is
    /// implied (the reflection of the previous curve's), and writing it rewrites the segment as
    /// `C`/`c` or `Q`/`q`.
    func impliesFirstControl(_ index: Int) -> Bool {
        let command = segmentCommand(index)
        return command == UInt8(ascii: "S") || command == UInt8(ascii: "T")
    }

    /// The upper-case command governing element `index`'s own segment, or `nil` when the element
    /// has none to itself (not editable, or one of an arc's cubics: an elliptical arc's as
    /// written, or a circular arc's as drawn under a stretch).
    func segmentCommand(_ index: Int) -> UInt8? {
        guard isEditable, let range = segment(ofElement: index) else { return nil }
        // Only an element before or after it can share its segment (a reopening move, an arc's cubics).
        for other in [index - 1, index + 1] where drawn.elements.indices.contains(other) && recordedSegment(other) == range {
            guard case .move = drawn.elements[other] else { return nil }
        }
        return command(ofElement: index).map { $0 & ~0x20 }
    }

    /// A control point to place: element, which control (1 or 2), where (drawn coordinates); or,
    /// with control 0, the factors the radii (`rx`, `ry`) of the arc command drawing the element
    /// are scaled by.
    struct Move {
        var element: Int
        var control: Int
        var point: Point
        var radiusScales: (x: Double, y: Double) = (1, 1)
    }

    /// An SVG arc command (`A`/`a`) as written, with the elements it draws: one `Arc`
    /// for a circle, the cubics of an elliptical arc otherwise (written coordinates).
    struct ArcCommand {
        /// The elements the command draws (a reopening move sharing its segment left out).
        var elements: ClosedRange<Int>
        var start: Point
        var end: Point
        var radiusX: Double
        var radiusY: Double
        var rotationDegrees: Double
        var largeArc: Bool
        var sweep: Bool
        /// Where `rx` and `ry` are written.
        var radiusTokens: (Range<Int>, Range<Int>)
    }

    /// The arc command drawing element `index` when its radii are its own numbers (both non-zero:
    /// a zero radius draws a line), so they can be rewritten; `nil` otherwise. Its elements are
    /// ``drawn``'s: a circular arc drawn as several cubics under a stretch is all of them (new
    /// radii drawing it as another number of cubics are refused, `structuralChange(_:moves:)`).
    func arcCommand(_ index: Int) -> ArcCommand? {
        guard isEditable, let range = segment(ofElement: index) else { return nil }
        let command = command(ofElement: index)
        guard command == UInt8(ascii: "A") || command == UInt8(ascii: "a") else { return nil }
        var first = index, last = index
        while first > 0, recordedSegment(first - 1) == range {
            if case .move = drawn.elements[first - 1] { break }
            first -= 1
        }
        while last + 1 < drawn.elements.count, recordedSegment(last + 1) == range { last += 1 }
        for element in first...last {
            switch written.elements[writtenIndex(element)] {
            case .arc, .cubic: continue
            default: return nil
            }
        }
        guard let arguments = PathDataNumbers.arcArguments(in: range, of: bytes),
              arguments.radiusX != 0, arguments.radiusY != 0,
              let end = written.elements[writtenIndex(last)].endPoint else { return nil }
        return ArcCommand(elements: first...last, start: Self.startPoint(written, writtenIndex(first)), end: end,
                          radiusX: arguments.radiusX, radiusY: arguments.radiusY,
                          rotationDegrees: arguments.rotationDegrees, largeArc: arguments.largeArc,
                          sweep: arguments.sweep, radiusTokens: (arguments.tokens[0], arguments.tokens[1]))
    }

    /// The data with `moves` written: each control point mapped back to the element's own
    /// coordinates (`inverse`), relative to the segment's start for a lower-case command, at
    /// `decimals(segmentDecimals)` decimals, in the style of the number it replaces. An implied
    /// first control (`S`, `T`) is written by making the segment explicit (`C`, `Q`, the case
    /// kept), its new pair before the others with the segment's own separators; an implicit
    /// repetition after it gets its letter back, so it still reads as the command it repeated.
    /// - Returns: a failure with a reason when a control point is not written by its own numbers or
    ///   a value cannot be written in fixed notation.
    func writing(_ moves: [Move], inverse: AffineTransform, decimals: (Int) -> Int) -> Result<[UInt8], PathRepair.Failure> {
        var replacements: [(range: Range<Int>, text: String)] = []
        var scaledArcs = Set<Int>()
        for move in moves where move.control == 0 {
            guard let arc = arcCommand(move.element) else {
                return .failure(PathRepair.Failure("the arc's radii are not written as its own numbers"))
            }
            guard scaledArcs.insert(arc.elements.lowerBound).inserted else {
                return .failure(PathRepair.Failure("two repairs would scale the radii of one arc"))
            }
            for (token, radius) in [(arc.radiusTokens.0, arc.radiusX * move.radiusScales.x), (arc.radiusTokens.1, arc.radiusY * move.radiusScales.y)] {
                let places = PathDataNumbers.decimals(of: bytes[token])
                guard let text = PathDataNumbers.format(radius, decimals: decimals(places),
                                                        omitLeadingZero: PathDataNumbers.omitsLeadingZero(bytes[token])) else {
                    return .failure(PathRepair.Failure("the new radius is too large to write in fixed notation"))
                }
                replacements.append((token, text))
            }
        }
        var tokenTexts: [Range<Int>: String] = [:]
        // Two numbers per control point: sized once (a batch writes thousands).
        tokenTexts.reserveCapacity(2 * moves.count)
        var explicit: [Int: String] = [:]
        for move in moves where move.control != 0 {
            let controls = writtenControls(move.element)
            guard move.control == 1 ? controls.first : controls.second,
                  let range = segment(ofElement: move.element),
                  let command = command(ofElement: move.element) else {
                return .failure(PathRepair.Failure("the handle is not written as numbers of its own segment"))
            }
            let upper = command & ~0x20
            let implied = upper == UInt8(ascii: "S") || upper == UInt8(ascii: "T")
            let takes = (upper == UInt8(ascii: "C") ? 6 : upper == UInt8(ascii: "Q") || upper == UInt8(ascii: "S") ? 4 : 2)
            let tokens = PathDataNumbers.tokens(in: range, of: bytes)
            guard tokens.count == takes else {
                return .failure(PathRepair.Failure("the segment does not have the numbers its command takes"))
            }
            var segmentDecimals = 0
            for token in tokens { segmentDecimals = Swift.max(segmentDecimals, PathDataNumbers.decimals(of: bytes[token])) }
            let relative = command != upper
            let origin = relative ? Self.startPoint(written, writtenIndex(move.element)) : Point.zero
            let point = inverse.apply(to: move.point)
            let places = decimals(segmentDecimals)
            // The new pair's x and y text (no array per move: a batch writes thousands).
            var texts = (x: "", y: "")
            for offset in 0..<2 {
                let value = offset == 0 ? point.x - origin.x : point.y - origin.y
                // The new pair of an implied control takes the style of the segment's first number.
                let token = tokens[implied ? offset : (move.control == 1 || upper == UInt8(ascii: "S") ? 0 : 2) + offset]
                guard let text = PathDataNumbers.format(value, decimals: places,
                                                        omitLeadingZero: PathDataNumbers.omitsLeadingZero(bytes[token])) else {
                    return .failure(PathRepair.Failure("a new coordinate is too large to write in fixed notation"))
                }
                if offset == 0 { texts.x = text } else { texts.y = text }
                if !(implied && move.control == 1) { tokenTexts[token] = text }
            }
            if implied && move.control == 1 {
                let withinPair = String(decoding: bytes[tokens[0].upperBound..<tokens[1].lowerBound], as: UTF8.self)
                // A T has one pair after it: a comma inside a pair means a space between pairs.
                let betweenPairs = tokens.count > 2
                    ? String(decoding: bytes[tokens[1].upperBound..<tokens[2].lowerBound], as: UTF8.self)
                    : withinPair.contains(",") ? " " : withinPair
                explicit[move.element] = PathDataNumbers.joined(texts.x, withinPair, texts.y) + betweenPairs
            }
        }
        for (range, text) in tokenTexts { replacements.append((range, text)) }
        for (element, pair) in explicit {
            guard let range = segment(ofElement: element), let command = command(ofElement: element) else { continue }
            let tokens = PathDataNumbers.tokens(in: range, of: bytes)
            let letter = command == UInt8(ascii: "S") ? "C" : command == UInt8(ascii: "s") ? "c"
                : command == UInt8(ascii: "T") ? "Q" : "q"
            let first = tokenTexts[tokens[0]] ?? String(decoding: bytes[tokens[0]], as: UTF8.self)
            tokenTexts[tokens[0]] = nil
            replacements.removeAll { $0.range == tokens[0] }
            if PathDataNumbers.isCommand(bytes[range.lowerBound]) {
                let gap = String(decoding: bytes[(range.lowerBound + 1)..<tokens[0].lowerBound], as: UTF8.self)
                replacements.append((range.lowerBound..<tokens[0].upperBound, letter + gap + PathDataNumbers.joined(pair, "", first)))
            } else {
                replacements.append((tokens[0], letter + PathDataNumbers.joined(pair, "", first)))
            }
            // The next segment repeating this command without its letter would now repeat C or Q.
            if explicit[element + 1] == nil, element + 1 < drawn.elements.count, let next = segment(ofElement: element + 1),
               next.lowerBound >= range.upperBound, next.lowerBound < bytes.count,
               !PathDataNumbers.isCommand(bytes[next.lowerBound]),
               self.command(ofElement: element + 1) == command {
                let nextTokens = PathDataNumbers.tokens(in: next, of: bytes)
                guard let nextFirst = nextTokens.first else { continue }
                let text = tokenTexts[nextFirst] ?? String(decoding: bytes[nextFirst], as: UTF8.self)
                replacements.removeAll { $0.range == nextFirst }
                replacements.append((nextFirst, String(decoding: [command], as: UTF8.self) + text))
            }
        }
        return .success(PathDataNumbers.splice(bytes, replacements))
    }
}

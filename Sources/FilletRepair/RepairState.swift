import FilletVerification
import FilletGeometry

/// One version of an element under repair: its path data, the path read from it and drawn, and
/// what the checker says of it (report, every join's class, every arc cubic's margin).
struct RepairState {
    var bytes: [UInt8]
    var written: Path
    var source: SVGPathSource
    var drawn: Path
    var transform: AffineTransform
    var report: PathCheck.Report
    var joins: [PathCheck.JoinVerdict]
    /// Per recognised arc cubic (element index in `drawn`): its fit and `tolerance − radial error`.
    var arcs: [Int: (fit: CubicArcFit, margin: Double)]
    /// The most decimals any number of the data is written with.
    var elementDecimals: Int
    /// Why no segment of this element can be rewritten (`nil`: editable).
    var notEditableReason: String?

    var isEditable: Bool { notEditableReason == nil }

    init(bytes: [UInt8], transform: AffineTransform, options: PathCheck.Options) throws(PathRepair.Failure) {
        let text = String(decoding: bytes, as: UTF8.self)
        let parsed: (path: Path, source: SVGPathSource)
        do { parsed = try Path.readingSVGPathData(text) } catch {
            throw PathRepair.Failure("path data: \(error.description)")
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
        self.bytes = bytes
        written = parsed.path
        source = parsed.source
        self.drawn = drawn
        self.transform = transform
        let writtenForm = transform == .identity ? nil
            : PathCheck.WrittenForm(path: parsed.path, stretch: transform.largestStretch)
        report = PathCheck.check(drawn, options: options, written: writtenForm, source: parsed.source)
        joins = PathCheck.joinVerdicts(drawn, options: options, written: writtenForm)
        let size = drawn.characteristicSize
        var arcs: [Int: (fit: CubicArcFit, margin: Double)] = [:]
        for arc in report.arcs {
            arcs[arc.elementIndex] = (arc.fit, PathCheck.arcCubicTolerance(arc.fit, size: size) - arc.fit.radialError)
        }
        self.arcs = arcs
        var decimals = 0
        for token in PathDataNumbers.tokens(in: 0..<bytes.count, of: bytes) {
            if let places = PathDataNumbers.decimals(of: bytes[token]) { decimals = Swift.max(decimals, places) }
        }
        elementDecimals = decimals
        if drawn.elements.count != parsed.path.elements.count {
            notEditableReason = "the transform draws an arc of the element as several cubics: the data has no numbers for them"
        } else if parsed.source.segments.count != parsed.path.elements.count {
            notEditableReason = "the data's segments do not match the path's elements"
        }
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

    /// Which control points of element `index` the data writes as numbers of its own segment:
    /// both for `C`/`c`, the second for `S`/`s` (the first is the reflection of the previous
    /// curve's), none for anything else or for a segment that draws several elements (an
    /// elliptical arc's cubics).
    func writtenControls(_ index: Int) -> (first: Bool, second: Bool) {
        guard isEditable, let range = source.segment(ofElement: index),
              case .cubic = written.elements[index] else { return (false, false) }
        for (other, otherRange) in source.segments.enumerated() where other != index && otherRange == range {
            guard case .move = written.elements[other] else { return (false, false) }
        }
        switch PathDataNumbers.command(governing: range.lowerBound, in: bytes) {
        case UInt8(ascii: "C"), UInt8(ascii: "c"): return (true, true)
        case UInt8(ascii: "S"), UInt8(ascii: "s"): return (false, true)
        default: return (false, false)
        }
    }

    /// A control point to place: element, which control (1 or 2), where (drawn coordinates); or,
    /// with control 0, an arc's new radius (drawn units).
    struct Move {
        var element: Int
        var control: Int
        var point: Point
        var radius: Double = 0
    }

    /// Whether element `index` is a circular arc whose radius its own segment writes (`A r r …`,
    /// the two radii equal) and drawn through a similarity, so a new radius can be written.
    func writesRadius(_ index: Int) -> Bool {
        guard isEditable, transform.isSimilarity(), let range = source.segment(ofElement: index),
              case .arc = written.elements[index] else { return false }
        for (other, otherRange) in source.segments.enumerated() where other != index && otherRange == range {
            guard case .move = written.elements[other] else { return false }
        }
        let command = PathDataNumbers.command(governing: range.lowerBound, in: bytes)
        guard command == UInt8(ascii: "A") || command == UInt8(ascii: "a") else { return false }
        let tokens = PathDataNumbers.tokens(in: range, of: bytes)
        return tokens.count >= 2 && bytes[tokens[0]] == bytes[tokens[1]]
    }

    /// The data with `moves` written: each control point mapped back to the element's own
    /// coordinates (`inverse`), relative to the segment's start for a lower-case command, at
    /// `decimals(segmentDecimals)` decimals, in the style of the number it replaces.
    /// - Returns: `nil` with a reason when a control point is not written by its own numbers or
    ///   a value cannot be written in fixed notation.
    func writing(_ moves: [Move], inverse: AffineTransform, decimals: (Int) -> Int) -> Result<[UInt8], PathRepair.Failure> {
        let starts = Self.startPoints(written)
        var replacements: [(range: Range<Int>, text: String)] = []
        for move in moves where move.control == 0 {
            guard writesRadius(move.element), let range = source.segment(ofElement: move.element) else {
                return .failure(PathRepair.Failure("the arc's radius is not written as its own numbers"))
            }
            let tokens = PathDataNumbers.tokens(in: range, of: bytes)
            guard let places = PathDataNumbers.decimals(of: bytes[tokens[0]]) else {
                return .failure(PathRepair.Failure("the arc's radius is written with an exponent"))
            }
            let radius = move.radius / transform.determinant.magnitude.squareRoot()
            guard let text = PathDataNumbers.format(radius, decimals: decimals(places),
                                                    omitLeadingZero: PathDataNumbers.omitsLeadingZero(bytes[tokens[0]])) else {
                return .failure(PathRepair.Failure("the new radius is too large to write in fixed notation"))
            }
            replacements.append((tokens[0], text))
            replacements.append((tokens[1], text))
        }
        for move in moves where move.control != 0 {
            let controls = writtenControls(move.element)
            guard move.control == 1 ? controls.first : controls.second,
                  let range = source.segment(ofElement: move.element),
                  let command = PathDataNumbers.command(governing: range.lowerBound, in: bytes) else {
                return .failure(PathRepair.Failure(move.control == 1 && writtenControls(move.element).second
                    ? "its first handle is not written: S reflects the previous curve's"
                    : "the handle is not written as numbers of its own segment"))
            }
            let tokens = PathDataNumbers.tokens(in: range, of: bytes)
            let isSmooth = command == UInt8(ascii: "S") || command == UInt8(ascii: "s")
            guard tokens.count == (isSmooth ? 4 : 6) else {
                return .failure(PathRepair.Failure("the segment does not have the numbers its command takes"))
            }
            var segmentDecimals = 0
            for token in tokens {
                guard let places = PathDataNumbers.decimals(of: bytes[token]) else {
                    return .failure(PathRepair.Failure("the segment writes numbers with exponents"))
                }
                segmentDecimals = Swift.max(segmentDecimals, places)
            }
            let relative = command == UInt8(ascii: "c") || command == UInt8(ascii: "s")
            let origin = relative ? starts[move.element] : Point.zero
            let point = inverse.apply(to: move.point)
            let first = isSmooth ? 0 : (move.control == 1 ? 0 : 2)
            let places = decimals(segmentDecimals)
            for (offset, value) in [(0, point.x - origin.x), (1, point.y - origin.y)] {
                let token = tokens[first + offset]
                guard let text = PathDataNumbers.format(value, decimals: places,
                                                        omitLeadingZero: PathDataNumbers.omitsLeadingZero(bytes[token])) else {
                    return .failure(PathRepair.Failure("a new coordinate is too large to write in fixed notation"))
                }
                replacements.append((token, text))
            }
        }
        return .success(PathDataNumbers.splice(bytes, replacements))
    }
}

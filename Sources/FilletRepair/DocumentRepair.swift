import FilletVerification
import Foundation
import FilletGeometry
import FilletSVG

/// The repair of a whole file (``PathRepair/repair(svgDocument:options:)``,
/// ``PathRepair/repair(pathDataFile:options:)``): the new bytes and what happened to each element.
public struct DocumentRepair: Sendable {
    /// One drawable element with a finding, or one whose `d` was rewritten.
    public struct Element: Sendable {
        /// The drawable's index in document order (`FilletSVG.SVGDrawable.index`); 0 for path data.
        public var index: Int
        public var id: String?
        public var element: String
        /// The line of the file where its start tag ends (`nil` for path data).
        public var line: Int?
        /// Byte offset in the file of the element's path data (0 for a file of path data).
        public var dataOffset: Int?
        /// The repair, when the element's data could be read and edited.
        public var repair: PathRepair.Result?
        /// Why the element was not edited at all (a shape without handles, an ambiguous tag, …).
        public var skipped: String?
        /// Near-miss kinks and arc cubics before and after (after = before when skipped).
        public var findingsBefore: Int
        public var findingsAfter: Int
        /// Why the element could not be checked at all (outside the range the checks support):
        /// a `checkable-input` finding, as `check path` reports it, never a clean element.
        public var unchecked: String? = nil
    }

    /// The original bytes.
    public var original: Data
    /// The repaired bytes (`original` when nothing changed).
    public var data: Data
    public var elements: [Element]

    public var isChanged: Bool { data != original }
    public var findingsBefore: Int { elements.reduce(0) { $0 + $1.findingsBefore } }
    public var findingsAfter: Int { elements.reduce(0) { $0 + $1.findingsAfter } }
}

extension PathRepair {
    /// Repairs a file of SVG path data (the whole text is one element's `d`).
    /// - Throws: `Failure` when it is not UTF-8 or does not parse.
    public static func repair(pathDataFile data: Data, options: Options = Options()) throws(Failure) -> DocumentRepair {
        guard let text = String(data: data, encoding: .utf8) else { throw Failure("not UTF-8 text") }
        // Nothing to repair is a mistake in the input (as check path refuses it), not a clean file.
        guard text.unicodeScalars.contains(where: { !" \t\n\r\u{0C}\u{FEFF}".unicodeScalars.contains($0) }) else {
            throw Failure("empty path data: nothing to fix")
        }
        let result = try repair(pathData: text, transform: .identity, options: options)
        let element = DocumentRepair.Element(
            index: 0, id: nil, element: "path", line: nil, dataOffset: 0, repair: result, skipped: nil,
            findingsBefore: result.kinksBefore + result.nearArcsBefore, findingsAfter: result.kinksAfter + result.nearArcsAfter)
        return DocumentRepair(original: data, data: Data(result.data.utf8),
                              elements: result.hadFindings || result.isChanged ? [element] : [])
    }

    /// Repairs every `<path>` of an SVG document in place, in its own coordinates, rewriting only
    /// numbers inside `d` attributes (FilletSVG's `SVGPathAttributeSpan`): other shapes have no handles and
    /// are reported when they have findings. A `d` drawn several times (through `use`) is repaired
    /// once, for its first drawing, and kept only if every drawing of it is no worse. The new
    /// document is read back whole and each edited drawable re-checked before it is returned.
    /// - Throws: `Failure` when the document cannot be read (`FilletSVG.SVGFile`).
    public static func repair(svgDocument data: Data, options: Options = Options()) throws(Failure) -> DocumentRepair {
        let drawables: [SVGDrawable]
        do { drawables = try SVGFile.drawables(data: data) } catch { throw Failure(error.description) }
        // Nothing drawn is nothing checked (as check path refuses it), never a clean file.
        guard !drawables.isEmpty else { throw Failure("no drawable element: nothing to check") }
        let bytes = [UInt8](data)
        let spans = SVGPathAttributeSpan.spans(in: bytes)
        let located = locate(drawables, spans: spans, bytes: bytes)
        var elements: [DocumentRepair.Element] = []
        var replacements: [(range: Range<Int>, text: String)] = []
        var handled = Set<Int>()
        for drawable in drawables where !handled.contains(drawable.index) {
            if let reason = CheckableRange.refusal(drawable.path) {
                var element = skipped(drawable, 0, "cannot be checked: \(reason)")
                element.unchecked = element.skipped
                elements.append(element)
                continue
            }
            guard drawable.element == "path" else {
                let findings = findingCount(drawable, options: options.check)
                if findings > 0 {
                    elements.append(skipped(drawable, findings, "a <\(drawable.element)> has no handles to turn (only <path> data is rewritten)"))
                }
                continue
            }
            guard case .found(let span, let sharing) = located[drawable.index] ?? .missing("its d attribute was not found in the file") else {
                let findings = findingCount(drawable, options: options.check)
                if findings > 0, case .missing(let reason) = located[drawable.index] ?? .missing("not found") {
                    elements.append(skipped(drawable, findings, reason))
                }
                continue
            }
            for other in sharing { handled.insert(other.index) }
            // Most elements have nothing to repair: the join walk and the arc fits say so without
            // the rest of the check (a repair's first state computes the whole report).
            guard hasNearMiss(drawable, options: options.check) else { continue }
            let raw = String(decoding: bytes[span.valueRange], as: UTF8.self)
            var element = skipped(drawable, 0, nil)
            element.dataOffset = span.valueRange.lowerBound
            do throws(Failure) {
                let result = try repair(pathData: raw, transform: drawable.transform, options: options)
                let findings = result.kinksBefore + result.nearArcsBefore
                guard findings > 0 else { continue }
                element.findingsBefore = findings
                element.repair = result
                element.findingsAfter = result.kinksAfter + result.nearArcsAfter
                if result.isChanged {
                    if let problem = regressionInCopies(sharing, old: raw, new: result.data, options: options.check) {
                        element.repair = withdrawn(result, reason: problem)
                        element.findingsAfter = findings
                    } else {
                        replacements.append((span.valueRange, result.data))
                    }
                }
            } catch {
                // A repair refused before its first round (a transform without inverse, drawn
                // elements that cannot be matched to the written ones): its findings stay, counted as left.
                element.skipped = error.reason
                element.findingsBefore = findingCount(drawable, options: options.check)
                element.findingsAfter = element.findingsBefore
            }
            elements.append(element)
        }
        var newBytes = bytes
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            newBytes.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        let newData = Data(newBytes)
        if newData != data { try readsBack(newData, drawables: drawables) }
        return DocumentRepair(original: data, data: newData, elements: elements)
    }

    /// Where a drawable's `d` is written in the file.
    enum Location {
        /// The span, and every drawable drawing it (this one included).
        case found(SVGPathAttributeSpan, sharing: [SVGDrawable])
        case missing(String)
    }

    /// Matches each `path` drawable to the `d` span on its line whose value reads as its data
    /// (XML attribute-value normalisation: each white space byte, or CR LF, as one space). Several
    /// identical spans on one line go to their drawables in order when there are as many; a
    /// drawable drawn again through `use` shares its span.
    static func locate(_ drawables: [SVGDrawable], spans: [SVGPathAttributeSpan], bytes: [UInt8]) -> [Int: Location] {
        struct Key: Hashable { var line: Int; var data: String }
        var spansByKey: [Key: [SVGPathAttributeSpan]] = [:]
        for span in spans {
            spansByKey[Key(line: span.line, data: normalized(bytes[span.valueRange])), default: []].append(span)
        }
        var drawablesByKey: [Key: [SVGDrawable]] = [:]
        for drawable in drawables where drawable.element == "path" {
            guard let line = drawable.line, let source = drawable.source else { continue }
            drawablesByKey[Key(line: line, data: source.data), default: []].append(drawable)
        }
        var locations: [Int: Location] = [:]
        for (key, group) in drawablesByKey {
            let candidates = spansByKey[key] ?? []
            if candidates.count == 1 {
                for drawable in group { locations[drawable.index] = .found(candidates[0], sharing: group) }
            } else if candidates.count > 1 && candidates.count == group.count {
                for (drawable, span) in zip(group, candidates) { locations[drawable.index] = .found(span, sharing: [drawable]) }
            } else {
                let reason = candidates.isEmpty
                    ? "its d attribute is not written plainly in the file (character or entity references)"
                    : "several identical d attributes on its line: which one it is cannot be told"
                for drawable in group { locations[drawable.index] = .missing(reason) }
            }
        }
        return locations
    }

    static func normalized(_ raw: ArraySlice<UInt8>) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            if byte == UInt8(ascii: "\r") {
                result.append(UInt8(ascii: " "))
                if index + 1 < raw.endIndex, raw[index + 1] == UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") {
                result.append(UInt8(ascii: " "))
            } else {
                result.append(byte)
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Near-miss kinks plus near-miss arc cubics of one drawable, as the checker sees it drawn.
    static func findingCount(_ drawable: SVGDrawable, options: PathCheck.Options) -> Int {
        guard CheckableRange.refusal(drawable.path) == nil else { return 0 }
        let written = drawable.written
        let kinks = PathCheck.joinVerdicts(drawable.path, options: options, written: written).filter { $0.joinClass == .kink }.count
        let report = PathCheck.check(drawable.path, options: options, written: written, source: drawable.source)
        let size = drawable.path.characteristicSize
        let arcs = report.arcs.filter { PathCheck.arcCubicTolerance($0.fit, size: size) < $0.fit.radialError }.count
        return kinks + arcs
    }

    /// The near-miss kinks and arc cubics of `drawable` as the check counts them
    /// (``PathCheck/joinVerdicts(_:options:written:)`` and `PathCheck.nearMissArcCubicCount`),
    /// without the check's other invariants; 0 for a path out of the checkable range.
    static func nearMissCount(_ drawable: SVGDrawable, options: PathCheck.Options) -> Int {
        guard CheckableRange.refusal(drawable.path) == nil else { return 0 }
        let kinks = PathCheck.joinVerdicts(drawable.path, options: options, written: drawable.written).filter { $0.joinClass == .kink }.count
        return kinks + PathCheck.nearMissArcCubicCount(drawable.path)
    }

    /// Whether `nearMissCount(_:options:)` is above 0, from one preparation of the path
    /// (`PathCheck.hasNearMiss`): what decides whether an element is repaired.
    static func hasNearMiss(_ drawable: SVGDrawable, options: PathCheck.Options) -> Bool {
        guard CheckableRange.refusal(drawable.path) == nil else { return false }
        return PathCheck.hasNearMiss(drawable.path, options: options, written: drawable.written)
    }

    static func skipped(_ drawable: SVGDrawable, _ findings: Int, _ reason: String?) -> DocumentRepair.Element {
        DocumentRepair.Element(index: drawable.index, id: drawable.id, element: drawable.element, line: drawable.line,
                               dataOffset: nil, repair: nil, skipped: reason, findingsBefore: findings,
                               findingsAfter: findings)
    }

    /// Why the new data makes some drawing of it (through `use`, under another transform) worse.
    static func regressionInCopies(_ sharing: [SVGDrawable], old: String, new: String,
                                   options: PathCheck.Options) -> String? {
        for drawable in sharing.dropFirst() {
            do throws(Failure) {
                let before = try RepairState(bytes: Array(old.utf8), transform: drawable.transform, options: options)
                let after = try RepairState(bytes: Array(new.utf8), transform: drawable.transform, options: options)
                if let problem = before.regression(after: after) {
                    return "its drawing at drawable \(drawable.index) (through use): \(problem)"
                }
            } catch {
                return "its drawing at drawable \(drawable.index) (through use): \(error.reason)"
            }
        }
        return nil
    }

    /// `result` undone: every edit withdrawn and refused for `reason`.
    static func withdrawn(_ result: Result, reason: String) -> Result {
        var undone = result
        undone.refusals += result.edits.map {
            Refusal(kind: $0.kinds.first ?? .kink, elementIndices: [$0.elementIndex], point: .zero, reason: reason)
        }
        undone.data = result.originalData
        undone.edits = []
        undone.after = result.before
        undone.kinksAfter = result.kinksBefore
        undone.nearArcsAfter = result.nearArcsBefore
        undone.hausdorffDistance = 0
        undone.relativeAreaChange = 0
        return undone
    }

    /// The repaired document read back: the same drawables, each with the outline its data says.
    static func readsBack(_ data: Data, drawables: [SVGDrawable]) throws(Failure) {
        let again: [SVGDrawable]
        do { again = try SVGFile.drawables(data: data) } catch {
            throw Failure("the repaired document does not read back: \(error.description)")
        }
        guard again.count == drawables.count,
              zip(again, drawables).allSatisfy({ $0.element == $1.element && $0.id == $1.id && $0.line == $1.line }) else {
            throw Failure("the repaired document reads back with different elements")
        }
    }
}

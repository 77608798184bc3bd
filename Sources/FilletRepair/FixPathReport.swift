import Foundation
import FilletSupport
import FilletGeometry
import FilletVerification
import PropertyCheck

/// What `fillet fix path` prints: per element with a finding, what was rewritten (old and new
/// text, where, how far the outline moved) and what was left and why; then the totals. As text,
/// or as JSON (`--json`, keys sorted).
package struct FixPathReport: Encodable {
    package struct File: Encodable {
        package var file: String
        package var changed: Bool
        package var elements: [Element]
        /// The unified diff of the file, with `--diff` (in the JSON, so standard output stays one document).
        package var diff: String?
        /// Why the file could not be checked (missing, unreadable, malformed): a `checkable-input`
        /// finding, nothing repaired.
        package var unchecked: String?
        /// Why the repair was not written (symbolic link, hard link, owner or mode that could not
        /// be kept, changed since it was read, a failed write): the file is as it was.
        package var notWritten: String?
    }
    package struct Element: Encodable {
        package var index: Int
        package var id: String?
        package var element: String
        package var line: Int?
        package var findingsBefore: Int
        package var findingsAfter: Int
        /// Upper bound of the Hausdorff distance between the outline before and after (user units).
        package var hausdorff: Double
        package var relativeAreaChange: Double
        package var edits: [Edit]
        package var refusals: [Refusal]
        package var skipped: String?
        /// Why the element could not be checked (a `checkable-input` finding).
        package var unchecked: String?
    }
    package struct Edit: Encodable {
        /// Index of the segment's element in the path read from the data.
        package var segment: Int
        /// Byte offset of the segment in the file.
        package var offset: Int
        package var old: String
        package var new: String
        package var kinds: [String]
        package var distance: Double
        package var addedDecimals: Int
    }
    package struct Refusal: Encodable {
        package var kind: String
        package var segments: [Int]
        package var point: [Double]
        package var reason: String
        /// A line meeting a line: no handle to turn (counted apart in the summary).
        package var lineLine: Bool
    }
    package struct Summary: Encodable {
        package var files: Int
        /// Inputs that could not be checked: whole files, and elements outside the checkable range.
        package var unchecked: Int
        /// Files whose repair (or copy) was not written.
        package var notWritten: Int
        package var filesChanged: Int
        package var elementsWithFindings: Int
        package var elementsFullyRepaired: Int
        /// Near-miss kinks left where a line meets a line (no handle to turn), and the elements
        /// whose only findings left are such joins.
        package var lineLineJoins: Int
        package var elementsLeftWithLineLineOnly: Int
        package var findingsBefore: Int
        package var findingsAfter: Int
        package var edits: Int
        package var largestHausdorff: Double
        package var largestRelativeAreaChange: Double
        package var dryRun: Bool
    }

    package var files: [File]
    package var summary: Summary

    /// Whether files that could not be checked fail the run (`Invariant.checkableInput`
    /// not graded `off`).
    package var uncheckedCount: Bool

    /// What is left: near-misses not repaired, and the files that could not be checked.
    package enum CodingKeys: String, CodingKey { case files, summary }

    package var remaining: Int { summary.findingsAfter + (uncheckedCount ? summary.unchecked : 0) }

    package init(_ attempts: [RepairRun.Attempt], dryRun: Bool, diffs: Bool = false, uncheckedCount: Bool = true) {
        func finite(_ value: Double) -> Double { value.isFinite ? value : -1 }
        self.uncheckedCount = uncheckedCount
        files = attempts.map { attempt in
            guard let repair = attempt.repair else {
                return File(file: attempt.file, changed: false, elements: [], diff: nil, unchecked: attempt.problem ?? "not repaired")
            }
            let file = attempt.file
            return File(file: file, changed: repair.isChanged && attempt.notWritten == nil, elements: repair.elements.map { element in
                let result = element.repair
                let base = element.dataOffset ?? 0
                return Element(
                    index: element.index, id: element.id, element: element.element, line: element.line,
                    findingsBefore: element.findingsBefore, findingsAfter: element.findingsAfter,
                    hausdorff: finite(result?.hausdorffDistance ?? 0),
                    relativeAreaChange: finite(result?.relativeAreaChange ?? 0),
                    edits: (result?.edits ?? []).map {
                        Edit(segment: $0.elementIndex, offset: base + $0.offset, old: $0.oldText, new: $0.newText,
                             kinds: $0.kinds.map(\.rawValue), distance: finite($0.distance), addedDecimals: $0.addedDecimals)
                    },
                    refusals: (result?.refusals ?? []).map {
                        Refusal(kind: $0.kind.rawValue, segments: $0.elementIndices,
                                point: [finite($0.point.x), finite($0.point.y)], reason: $0.reason, lineLine: $0.isLineLine)
                    },
                    skipped: element.unchecked == nil ? element.skipped : nil, unchecked: element.unchecked)
            }, diff: diffs ? UnifiedDiff.text(file: file, repair) : nil, notWritten: attempt.notWritten)
        }
        let elements = files.flatMap(\.elements)
        summary = Summary(
            files: files.count,
            unchecked: files.filter { $0.unchecked != nil }.count + files.flatMap(\.elements).filter { $0.unchecked != nil }.count,
            notWritten: files.filter { $0.notWritten != nil }.count, filesChanged: files.filter(\.changed).count,
            elementsWithFindings: elements.filter { $0.findingsBefore > 0 }.count,
            elementsFullyRepaired: elements.filter { $0.findingsBefore > 0 && $0.findingsAfter == 0 }.count,
            lineLineJoins: elements.reduce(0) { $0 + $1.refusals.filter(\.lineLine).count },
            elementsLeftWithLineLineOnly: elements.filter { element in
                element.findingsAfter > 0 && element.findingsAfter == element.refusals.filter(\.lineLine).count
            }.count,
            findingsBefore: elements.reduce(0) { $0 + $1.findingsBefore },
            findingsAfter: elements.reduce(0) { $0 + $1.findingsAfter },
            edits: elements.reduce(0) { $0 + $1.edits.count },
            largestHausdorff: elements.map(\.hausdorff).max() ?? 0,
            largestRelativeAreaChange: elements.map(\.relativeAreaChange).max() ?? 0,
            dryRun: dryRun)
    }

    package var json: String {
        let data = (try? PropertyCheckJSON.encoder(pretty: true).encode(self)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    package var text: String {
        var text = ""
        for file in files {
            if let problem = file.unchecked {
                text += OneLine.lineStart(OneLine.escaped(file.file)) + "\n    not checked (checkable-input): \(OneLine.escaped(problem))\n"
                continue
            }
            if let reason = file.notWritten, file.elements.isEmpty {
                text += OneLine.lineStart(OneLine.escaped(file.file)) + "\n    not written: \(OneLine.escaped(reason))\n"
                continue
            }
            guard !file.elements.isEmpty else { continue }
            text += OneLine.lineStart(OneLine.escaped(file.file)) + (file.changed ? (summary.dryRun ? " (would change)" : " (changed)") : "") + "\n"
            for element in file.elements {
                let line = element.line.map { " line \($0)" } ?? ""
                let name = "#\(element.index)" + (element.id.map { "(\(OneLine.escaped(OneLine.abbreviated($0))))" } ?? "")
                text += "  \(name)\(line): \(element.findingsBefore) near-miss → \(element.findingsAfter) left"
                if !element.edits.isEmpty {
                    text += ", \(element.edits.count) segments rewritten, moved ≤ \(NumberText.compact(element.hausdorff, digits: 6)), area ±\(NumberText.compact(element.relativeAreaChange, digits: 6))"
                }
                text += "\n"
                for edit in element.edits {
                    text += "    \(edit.kinds.joined(separator: "+")) byte \(edit.offset): \(OneLine.quoted(edit.old)) → \(OneLine.quoted(edit.new))\n"
                }
                for refusal in element.refusals {
                    text += "    left \(refusal.kind): \(OneLine.escaped(refusal.reason))\n"
                }
                if let skipped = element.skipped { text += "    not edited: \(OneLine.escaped(skipped))\n" }
                if let unchecked = element.unchecked { text += "    not checked (checkable-input): \(OneLine.escaped(unchecked))\n" }
            }
            if let reason = file.notWritten { text += "  not written: \(OneLine.escaped(reason))\n" }
        }
        let s = summary
        text += "\(s.files) files" + (s.unchecked > 0 ? " (\(s.unchecked) could not be checked)" : "")
            + (s.notWritten > 0 ? " (\(s.notWritten) not written)" : "") + " (\(s.filesChanged) \(s.dryRun ? "would change" : "changed")), \(s.elementsWithFindings) elements with near-misses, \(s.elementsFullyRepaired) fully repaired\(s.lineLineJoins > 0 ? " (\(s.elementsLeftWithLineLineOnly) more with only line–line joins left: \(s.lineLineJoins) joins, no handle to turn)" : ""); findings \(s.findingsBefore) → \(s.findingsAfter); largest move \(NumberText.compact(s.largestHausdorff, digits: 6)), largest area change \(NumberText.compact(s.largestRelativeAreaChange, digits: 6))\n"
        return text
    }
}

/// A unified diff (`diff -u` format, 3 lines of context) between a file and its repair. A repair
/// never adds or removes a line break, so line i of the old file is line i of the new one and
/// the hunks are the runs of changed lines with their context.
package enum UnifiedDiff {
    package static let context = 3

    package static func text(file: String, _ repair: DocumentRepair) -> String {
        guard repair.isChanged else { return "" }
        let old = lines(repair.original), new = lines(repair.data)
        guard old.count == new.count else { return "" }
        let changed = old.indices.filter { old[$0] != new[$0] }
        guard !changed.isEmpty else { return "" }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = Swift.max(0, index - context)...Swift.min(old.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...Swift.max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        let name = OneLine.escaped(file)
        var text = "--- \(name)\n+++ \(name)\n"
        for hunk in hunks {
            text += "@@ -\(hunk.lowerBound + 1),\(hunk.count) +\(hunk.lowerBound + 1),\(hunk.count) @@\n"
            for index in hunk {
                if old[index] == new[index] {
                    text += " " + old[index] + "\n"
                } else {
                    text += "-" + old[index] + "\n"
                }
                if old[index] != new[index] { text += "+" + new[index] + "\n" }
            }
        }
        return text
    }

    /// `diff` made safe to print where a CI runner reads commands: when a line would begin like
    /// one (a context line ` ::error::…` copied from the file), the diff is wrapped in GitHub's
    /// `::stop-commands::TOKEN` … `::TOKEN::`, with a random token no file can predict, so the
    /// runner reads nothing inside as a command; otherwise unchanged.
    package static func commandSafe(_ diff: String) -> String {
        guard diff.split(separator: "\n").contains(where: { OneLine.holdsCommand(String($0)) }) else { return diff }
        var generator = SystemRandomNumberGenerator()
        let token = "fillet-" + (0..<4).map { _ in String(generator.next() as UInt32, radix: 16) }.joined()
        return "::stop-commands::\(token)\n" + diff + "::\(token)::\n"
    }

    /// The file's lines as the diff shows them: control characters but tab escaped
    /// (`OneLine.escaped(_:)`), so a file's bytes cannot drive the terminal.
    package static func lines(_ data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).map { OneLine.escaped(String($0)) }.joined(separator: "\t")
        }
    }
}

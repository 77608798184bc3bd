import FilletCLI
import FilletExplorer
import FilletSupport
import Foundation
import PropertyCheck

/// One hostile shard for ``FuzzShardMerge``: a valid shard CSV of the fuzz map with one field
/// replaced, its header replaced, its line ends or its first bytes changed. Stored counterexamples
/// hold this recipe, not the file (a huge header would be megabytes of JSON).
struct ShardCase: Codable, Sendable {
    /// The column whose field is replaced (`""`: none).
    var column: String
    /// The data line (0-based, taken modulo the rows) whose field is replaced.
    var row: Int
    /// The field's new text: `value` repeated `repeats` times.
    var value: String
    var repeats: Int
    /// The header replaced by `a,` this many times (0: the writer's header).
    var headerRepeats: Int
    /// CRLF line ends instead of LF.
    var crlf: Bool
    /// A byte order mark before the header.
    var byteOrderMark: Bool
    /// `--preview-budget 0`: a page without shape previews (quicker; the data is the same).
    var withoutPreviews: Bool

    /// The shard's text, from the valid `template`.
    func text(from template: String) -> String {
        var lines = template.split(separator: "\n").map(String.init)
        if let index = RangeMap.csvColumns.firstIndex(of: column), lines.count > 1 {
            let line = 1 + row % (lines.count - 1)
            var fields = lines[line].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if fields.indices.contains(index) { fields[index] = String(repeating: value, count: repeats) }
            lines[line] = fields.joined(separator: ",")
        }
        if headerRepeats > 0, !lines.isEmpty { lines[0] = String(repeating: "a,", count: headerRepeats) }
        return (byteOrderMark ? "\u{FEFF}" : "") + lines.joined(separator: crlf ? "\r\n" : "\n") + (crlf ? "\r\n" : "\n")
    }

    /// Whether the shard is the writer's, but for line ends and a byte order mark: it must merge.
    var isValidShard: Bool { column.isEmpty && headerRepeats == 0 }
}

/// Hostile shard CSVs for `fillet explore … --merge shard.csv --html` (issue 43): text that could
/// end or swallow the page's script (`x<!--<script>y`, `</script>`, U+2028, `&`), values of the
/// wrong type (`nan`, `inf`, `1e400`, negative and fractional counts, unknown statuses), control
/// characters and separators inside a field, oversized fields and headers, CRLF line ends and a
/// byte order mark. Each must either merge — and then the page's embedded data holds no raw `<`,
/// `>`, `&`, U+2028 or U+2029, the page has only its own two script elements, and the data reads
/// back the very text the shard gave — or fail closed: exit 2 with one bounded line naming
/// `--merge`, and no page written. Plus everything ``CLIFuzz/check(_:arguments:scratch:into:)``
/// asks of any invocation.
enum FuzzShardMerge {
    static let propertyName = "cli-fuzz-shard-merge"

    /// The map every case merges: 2 × 2 cells of a star, a fraction of a second with previews.
    static let mapArguments = ["star", "--x", "points=4...6", "--y", "inner-ratio=0.3...0.7", "--grid", "2x2", "--quiet"]

    /// The longest one-line refusal accepted: `OneLine.echoLimit` characters of echoed input plus
    /// the explanation around them (the expected header is 280 bytes).
    static let messageLimit = 1_500

    /// A valid shard of the map, written once per process by `fillet explore --shard 0/1`
    /// (`nil` if that failed: every case then fails, naming it).
    static let template: String? = {
        let directory = FilePaths.join(NSTemporaryDirectory(), "fillet-fuzz-shard-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = FilletCLI.run(["explore"] + mapArguments + ["--shard", "0/1", "--out", directory])
        guard output.exitCode == ExitCode.success else { return nil }
        return try? InputFile.text(FilePaths.join(directory, RangeMapFiles.shardFileName("star", index: 0, count: 1)))
    }()

    static let hostileTexts = ["x<!--<script>y", "</script>", "</SCRIPT >", "<!--", "-->", "\u{2028}", "\u{2029}", "&", "&amp;",
                               "<img src=x onerror=alert(1)>", "\"'`", "]]>", "\\", "\\u003c", "é\u{301}", "\u{202E}rtl", "+", "a++b", "a+b"]
    static let wrongTypes = ["nan", "NaN", "inf", "-inf", "1e400", "-1", "1.5", "", "0x10", "+3", " 3", "٣", "9223372036854775808",
                             "okay", "ok ", "-0", "1e-400", "\u{0}", "a\rb", "a,b", "\u{85}"]

    static let cases: Gen<ShardCase> = {
        let columns = Gen.frequency([(1, Gen.constant("")), (4, Gen.element(of: ["first_failure", "witness_failure", "closed_form_formula"])),
                                     (6, Gen.element(of: RangeMap.csvColumns))])
        let values = Gen.frequency([(3, Gen.element(of: hostileTexts)), (3, Gen.element(of: wrongTypes))])
        let repeats = Gen.frequency([(8, Gen.constant(1)), (1, Gen.element(of: [2, 500, 5_000]))])
        let header = Gen.frequency([(8, Gen.constant(0)), (1, Gen.element(of: [1, 200, 2_500_000]))])
        let field = Gen.zip(columns, Gen.int(in: 0...3), values, repeats) { column, row, value, repeats in
            ShardCase(column: column, row: row, value: value, repeats: repeats, headerRepeats: 0, crlf: false,
                      byteOrderMark: false, withoutPreviews: true)
        }
        let flags = Gen.zip(Gen.bool(probability: 0.3), Gen.bool(probability: 0.15), Gen.bool(probability: 0.7)) { crlf, mark, quick in
            [crlf, mark, quick]
        }
        return Gen.zip(field, header, flags) { field, header, flags in
            var shard = field
            shard.headerRepeats = header
            (shard.crlf, shard.byteOrderMark, shard.withoutPreviews) = (flags[0], flags[1], flags[2])
            return shard
        }
    }()

    static func property(scratchRoot root: String) -> Property<ShardCase> {
        Property(propertyName, cases) { shard, checks in
            guard let template else {
                checks.expect("the template shard was written by fillet explore --shard 0/1", false)
                return
            }
            let directory = FilePaths.join(root, "case-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            _ = mkdir(directory, 0o700)
            let file = FilePaths.join(directory, "shard.csv")
            let text = shard.text(from: template)
            do { try AtomicFile.write(text, to: file) } catch {
                checks.expect("the shard file was written", false, detail: "\(error)")
                return
            }
            let out = FilePaths.join(directory, "merged")
            let arguments = ["explore"] + mapArguments + ["--merge", file, "--html", "--out", out]
                + (shard.withoutPreviews ? ["--preview-budget", "0"] : [])
            let output = FilletCLI.run(arguments)
            checks.classify(true, output.exitCode == ExitCode.success ? "merged" : "refused")
            checks.classify(shard.crlf, "CRLF")
            CLIFuzz.check(output, arguments: arguments, scratch: directory, into: &checks)
            checks.expect("a merge exits 0 or 2", [ExitCode.success, ExitCode.usage].contains(output.exitCode),
                          detail: "exit \(output.exitCode): \(OneLine.quoted(output.standardError))")
            let page = FilePaths.join(out, "star.html")
            if output.exitCode == ExitCode.usage {
                checks.expect("a refusal names --merge", output.standardError.contains("--merge"),
                              detail: OneLine.quoted(output.standardError))
                checks.expect("a refusal is bounded", output.standardError.utf8.count <= messageLimit,
                              detail: "\(output.standardError.utf8.count) bytes")
                checks.expect("a refused merge writes no page", !FileManager.default.fileExists(atPath: page))
            }
            if shard.isValidShard {
                checks.expect("a valid shard merges whatever its line ends", output.exitCode == ExitCode.success,
                              detail: OneLine.quoted(output.standardError))
            }
            if shard.headerRepeats > 0
                || (!shard.column.isEmpty && shard.value.unicodeScalars.contains { $0 == "," || $0 == "\r" || $0.value < 0x20 }) {
                checks.expect("a foreign header, a separator or a control character is refused",
                              output.exitCode == ExitCode.usage, detail: "exit \(output.exitCode)")
            }
            if output.exitCode == ExitCode.success { checkPage(page, shard: shard, into: &checks) }
        }
    }

    /// The page's data is script-safe and reads back the shard's text.
    static func checkPage(_ path: String, shard: ShardCase, into checks: inout Checks) {
        guard let page = try? InputFile.text(path) else {
            checks.expect("a merge with --html writes the page", false)
            return
        }
        let opening = "<script type=\"application/json\" id=\"map-data\">"
        guard let start = page.range(of: opening),
              let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex) else {
            checks.expect("the page has its data element", false)
            return
        }
        let data = page[start.upperBound..<end.lowerBound]
        let raw = data.unicodeScalars.first { ["<", ">", "&", "\u{2028}", "\u{2029}"].contains($0) }
        checks.expect("the page's data holds no raw <, >, &, U+2028 or U+2029", raw == nil,
                      detail: raw.map { "U+\(String($0.value, radix: 16))" } ?? "")
        checks.expect("the page has only its own two script elements",
                      page.components(separatedBy: "<script").count == 3 && page.lowercased().components(separatedBy: "<script").count == 3)
        let object = (try? JSONSerialization.jsonObject(with: Data(data.utf8))) as? [String: Any]
        checks.expect("the page's data parses as JSON", object != nil)
        // The shard's row order is the page's cell order (both row-major): the row's text is shown as given.
        if shard.column == "first_failure", let object, let fields = object["fields"] as? [String],
           let cells = object["cells"] as? [[String]], let index = fields.firstIndex(of: "first_failure"), !cells.isEmpty {
            let expected = String(repeating: shard.value, count: shard.repeats)
            let shown = cells[shard.row % cells.count][index]
            checks.expect("the page's data reads back the shard's first_failure", shown == expected,
                          detail: "\(OneLine.quoted(shown)) for \(OneLine.quoted(expected))")
        }
    }
}

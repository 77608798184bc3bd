import Foundation
import Testing
@testable import FilletExplorer
import FilletSupport

/// Shard CSVs as `--merge` reads them from anywhere: every field checked by its column's kind, bad
/// input refused in one bounded line naming the line and column, CRLF read as LF, and text that
/// is accepted (any printable text in `first_failure`) shown by the page only escaped.
@Suite struct ExplorerShardInputTests {
    /// A 3 × 2 star map, computed once.
    static let mapResult: Result<RangeMap, any Error> = Result {
        let setup = try RangeMapSetup(construction: .star, x: ("points", 4...6), y: ("inner-ratio", 0.3...0.7), grid: (3, 2))
        return RangeExplorer.run(setup)
    }

    /// The map's CSV with field `column` of its first row (CSV line 2) set to `value`.
    static func csv(_ map: RangeMap, setting column: String, to value: String) throws -> String {
        var lines = map.csv.split(separator: "\n").map(String.init)
        try #require(lines.count > 1, "the map has no rows")
        let index = try #require(RangeMap.csvColumns.firstIndex(of: column))
        var fields = lines[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        fields[index] = value
        lines[1] = fields.joined(separator: ",")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text of the page's JSON data element.
    static func scriptData(_ page: String) throws -> Substring {
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"map-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        return page[start.upperBound..<end.lowerBound]
    }

    @Test(arguments: ["x<!--<script>y", "</script><script>alert(1)</script>", "a\u{2028}b\u{2029}c", "R&D <b>bold</b> &amp;"])
    func hostileFirstFailureReachesThePageOnlyEscaped(_ text: String) throws {
        let map = try Self.mapResult.get()
        let cells = try RangeMap.cells(fromCSV: try Self.csv(map, setting: "first_failure", to: text), setup: map.setup)
        let merged = try RangeMap.merge(setup: map.setup, shards: [cells])
        let page = merged.html(name: "star", previews: .none)
        let data = try Self.scriptData(page)
        for raw in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
            #expect(!data.contains(raw), "the page's data holds a raw \(OneLine.escaped(raw))")
        }
        #expect(!page.contains(text), "the text appears unescaped in the page")
        #expect(page.components(separatedBy: "<script").count == 3, "the page has other than its two script elements")
        // Escaped, the data still reads back as the very text: shown as text, not lost.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let fields = try #require(object["fields"] as? [String])
        let shown = try #require(object["cells"] as? [[String]])
        let failure = try #require(fields.firstIndex(of: "first_failure"))
        try #require(!shown.isEmpty)
        #expect(shown[0][failure] == text)
    }

    /// The markdown summary keeps hostile shard text inside its table cell: `|` cannot split a
    /// row, `<` cannot open HTML.
    @Test func hostileFirstFailureStaysInItsMarkdownCell() throws {
        let map = try Self.mapResult.get()
        let text = "a|b<script>x</script>&c"
        let cells = try RangeMap.cells(fromCSV: try Self.csv(map, setting: "first_failure", to: text), setup: map.setup)
        let merged = try RangeMap.merge(setup: map.setup, shards: [cells])
        let summary = merged.markdown(name: "star")
        #expect(!summary.contains("<script>") && !summary.contains("a|b"), "\(summary)")
        #expect(summary.contains("a\\|b&lt;script&gt;x&lt;/script&gt;&amp;c"), "\(summary)")
    }

    @Test func scriptJSONEscapesTheFiveAndReadsBackTheSame() throws {
        let value = ["a</script>&<!--\u{2028}\u{2029}>\\<"]
        let json = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        let escaped = XMLText.scriptJSON(json)
        #expect(escaped.unicodeScalars.allSatisfy { !["<", ">", "&", "\u{2028}", "\u{2029}"].contains($0) }, "\(escaped)")
        #expect(try JSONDecoder().decode([String].self, from: Data(escaped.utf8)) == value)
    }

    /// (column, value, what the message says): each refused naming the file, line 2 and the column.
    @Test(arguments: [
        ("boundary", "nan", "finite number"), ("boundary", "inf", "finite number"), ("boundary", "twelve", "number"),
        ("x", "1e400", "finite number"), ("failing_value", "0x", "number"),
        ("evaluations", "-3", "whole number"), ("evaluations", "1.5", "whole number"), ("evaluations", "", "whole number"),
        ("column", "-1", "whole number"), ("row", "99999999999999999999999", "whole number"),
        ("closed_form_edge", "-1", "whole number"), ("status", "okay", "expected one of"),
        ("first_failure", String(repeating: "a", count: 5_000), "longer than"), ("witness_failure", "a\u{7}b", "control character"),
        ("relative_difference", "nan", "number"), ("first_failure", "a++b", "none empty"), ("witness_failure", "+", "none empty"),
    ])
    func aWrongTypedValueIsRefusedNamingLineAndColumn(_ column: String, _ value: String, _ says: String) throws {
        let map = try Self.mapResult.get()
        let text = try Self.csv(map, setting: column, to: value)
        do {
            _ = try RangeMap.cells(fromCSV: text, setup: map.setup, source: "shard.csv")
            Issue.record("\(column) = \(OneLine.quoted(value)) was read")
        } catch {
            guard case .badCSV(let message) = error else {
                Issue.record("expected badCSV, got \(error)")
                return
            }
            #expect(message.hasPrefix("'shard.csv' line 2, column \(column): "), "\(message)")
            #expect(message.contains(says), "\(message)")
            #expect(OneLine.escaped(message) == message, "not one line: \(message)")
            #expect(message.utf8.count < 600, "\(message.utf8.count) bytes")
        }
    }

    @Test func aClosedFormWithoutItsEdgeIsRefused() throws {
        let map = try Self.mapResult.get()
        let row = try #require(map.cells.first)
        try #require(row.closedForm != nil, "the first cell has no closed form")
        let text = try Self.csv(map, setting: "closed_form_edge", to: "")
        #expect(throws: ExplorerError.self) { try RangeMap.cells(fromCSV: text, setup: map.setup) }
    }

    @Test func crlfShardsMergeToTheSameMapAsLF() throws {
        let map = try Self.mapResult.get()
        let shards = (0..<2).map { RangeExplorer.run(map.setup, shard: ($0, 2)) }
        let lf = try shards.map { try RangeMap.cells(fromCSV: $0.csv, setup: map.setup) }
        let crlfTexts = shards.map { $0.csv.replacingOccurrences(of: "\n", with: "\r\n") }
        #expect(crlfTexts.allSatisfy { $0.contains("\r\n") })
        let crlf = try crlfTexts.map { try RangeMap.cells(fromCSV: $0, setup: map.setup) }
        #expect(crlf == lf)
        let whole = try RangeMap.merge(setup: map.setup, shards: crlf)
        #expect(whole.cells == map.cells)
        #expect(whole.csv == map.csv)
    }

    @Test func aByteOrderMarkBeforeTheHeaderIsSkipped() throws {
        let map = try Self.mapResult.get()
        let text = "\u{FEFF}" + map.csv.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try RangeMap.cells(fromCSV: text, setup: map.setup) == RangeMap.cells(fromCSV: map.csv, setup: map.setup))
    }

    @Test func blankLinesAreSkippedAndLinesCountedAsInTheFile() throws {
        let map = try Self.mapResult.get()
        let text = try Self.csv(map, setting: "boundary", to: "nan").replacingOccurrences(of: "\n", with: "\n\n")
        do {
            _ = try RangeMap.cells(fromCSV: text, setup: map.setup)
            Issue.record("a NaN boundary was read")
        } catch {
            // The header is line 1, a blank line 2, the first row line 3.
            #expect(error.description.hasPrefix("CSV line 3, column boundary"), "\(error)")
        }
        #expect(try RangeMap.cells(fromCSV: map.csv.replacingOccurrences(of: "\n", with: "\n\n"), setup: map.setup).count
                == map.cells.count)
    }

    @Test func aHugeHeaderIsEchoedBounded() throws {
        let map = try Self.mapResult.get()
        let header = String(repeating: "column,", count: 5_000_000 / 7)
        do {
            _ = try RangeMap.cells(fromCSV: header + "\n" + map.csv, setup: map.setup, source: "big.csv")
            Issue.record("a 5 MB header was read")
        } catch {
            let message = error.description
            #expect(message.hasPrefix("'big.csv' line 1: the header"), "\(message)")
            #expect(message.contains("(\(header.utf8.count) bytes)"), "the message does not say how long the header was")
            #expect(message.utf8.count < 1_500, "\(message.utf8.count) bytes")
        }
    }

    @Test func mismatchedShardEchoesAreBounded() throws {
        let map = try Self.mapResult.get()
        let text = try Self.csv(map, setting: "setup", to: String(repeating: "f", count: 4_000))
        do {
            _ = try RangeMap.cells(fromCSV: text, setup: map.setup)
            Issue.record("a row of another setup was read")
        } catch {
            #expect(error.description.utf8.count < 800, "\(error.description.utf8.count) bytes")
        }
    }
}

import FilletSupport
import Foundation
import Testing
@testable import FilletCLI

/// `fillet explore … --html`: the page is written beside the other files, and its boundary outlines
/// are `fillet shape --format svg-path`'s, character for character.
@Suite struct ExplorePageCommandTests {
    @Test func htmlWritesThePageAndItsOutlinesAreFilletShapes() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("explore-page-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let output = ExploreCommand.run(["star", "--x", "points=5...7", "--y", "inner-ratio=0.3...0.6", "--grid", "3x2",
                                         "--html", "--out", out], progressIsTerminal: false)
        #expect(output.exitCode == 0, "\(output.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files == ["star.csv", "star.html", "star.md", "star.svg"])
        let page = try String(contentsOfFile: "\(out)/star.html", encoding: .utf8)
        let csv = try String(contentsOfFile: "\(out)/star.csv", encoding: .utf8)
        let rows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        try #require(rows.count == 6, "the CSV has 6 cells")
        // The page's data: each preview's boundary stop, by cell index.
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"map-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let previews = try #require(data["previews"] as? [String: [String: Any]])
        #expect(previews.count == 6, "every cell of a 3 × 2 map has a preview")
        var compared = 0
        for row in rows {
            let index = Int(row[1])! * 3 + Int(row[0])!
            let preview = try #require(previews[String(index)], "cell \(row[0]), \(row[1]) has a preview")
            let stops = try #require(preview["s"] as? [[String: Any]])
            let boundary = try #require(preview["b"] as? Int, "cell \(row[0]), \(row[1]) has a boundary stop")
            #expect(stops[boundary]["z"] as? String == row[8], "the boundary stop is at the CSV's boundary")
            let shape = FilletCLI.run(["shape", "star", "--points", row[3], "--inner-ratio", row[5],
                                       "--outer-corner-radius", row[8], "--inner-corner-radius", row[8],
                                       "--clamp", "none", "--format", "svg-path"])
            #expect(shape.exitCode == 0, "\(shape.standardError)")
            let expected = shape.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(!expected.isEmpty)
            #expect(stops[boundary]["d"] as? String == expected, "cell \(row[0]), \(row[1]): boundary outline")
            compared += 1
        }
        #expect(compared == 6)
    }
}

import FilletGeometry
import Foundation
import Testing
@testable import FilletExplorer
import FilletVerification

/// The interactive page's contract (``RangeMap/html(name:previews:)``): one element per CSV row
/// with its column and row, the CSV's own texts, no URL, previews drawn from Fillet's path data,
/// a bounded size.
@Suite struct ExplorerPageTests {
    /// A 4 × 3 star map and its page, computed once.
    static let pageResult: Result<(RangeMap, RangePreviewSet, String), any Error> = Result {
        let setup = try RangeMapSetup(construction: .star, x: ("points", 4...7), y: ("inner-ratio", 0.2...0.8), grid: (4, 3))
        let map = RangeExplorer.run(setup)
        let previews = RangePreviewSet(map)
        return (map, previews, map.html(name: "star", previews: previews))
    }

    static func pageData(_ page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"map-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    static func csvRows(_ map: RangeMap) -> [[String]] {
        map.csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test func everyCSVRowIsOneCellElementWithItsColumnAndRow() throws {
        let (map, _, page) = try Self.pageResult.get()
        let pattern = try NSRegularExpression(pattern: "<rect class=\"cell\" data-column=\"(\\d+)\" data-row=\"(\\d+)\"")
        let matches = pattern.matches(in: page, range: NSRange(page.startIndex..., in: page))
        let pairs = matches.map { match in
            (0..<2).map { String(page[Range(match.range(at: $0 + 1), in: page)!]) }
        }
        let expected = Self.csvRows(map).map { [$0[0], $0[1]] }
        #expect(expected.count == 12)
        #expect(pairs.sorted { $0.lexicographicallyPrecedes($1) } == expected.sorted { $0.lexicographicallyPrecedes($1) })
    }

    /// The CSV's texts, except the numbers shown at their display precision: those read back
    /// within their resolution of the CSV's value, and the boundary reads below the failing value.
    @Test func theCellsShowTheCSVTextsAndNumbersThatTellThemApart() throws {
        let (map, _, page) = try Self.pageResult.get()
        let data = try Self.pageData(page)
        let fields = try #require(data["fields"] as? [String])
        let cells = try #require(data["cells"] as? [[String]])
        let rows = Self.csvRows(map)
        try #require(rows.count == cells.count && !rows.isEmpty)
        var shortened = 0
        for row in rows {
            let index = Int(row[1])! * 4 + Int(row[0])!
            func shown(_ name: String) -> String { cells[index][fields.firstIndex(of: name)!] }
            func csv(_ name: String) -> String { row[RangeMap.csvColumns.firstIndex(of: name)!] }
            for name in fields {
                guard RangeMap.displayPrecisionFields.contains(name), let exact = Double(csv(name)) else {
                    #expect(shown(name) == csv(name), "cell \(row[0]), \(row[1]): \(name)")
                    continue
                }
                let read = try #require(Double(shown(name)), "\(name): \(shown(name))")
                // The page's rule: a millionth of the axis step; a tenth of the bisection bracket.
                var allowed = 1e-12 * Swift.abs(exact)
                if name == "x" || name == "y" {
                    allowed = Swift.max(allowed, RangeMap.sampleResolution(exact, among: name == "x" ? map.xValues : map.yValues))
                } else if let boundary = Double(csv("boundary")), let failing = Double(csv("failing_value")) {
                    allowed = Swift.max(allowed, Swift.abs(failing - boundary) / 10)
                }
                #expect(Swift.abs(read - exact) <= allowed * (1 + 1e-9), "\(name): \(shown(name)) for \(csv(name))")
                if shown(name).count < csv(name).count { shortened += 1 }
            }
            if let boundary = Double(shown("boundary")), let failing = Double(shown("failing_value")),
               Double(csv("boundary"))! < Double(csv("failing_value"))! {
                #expect(boundary < failing, "the bracket reads apart: \(shown("boundary")) < \(shown("failing_value"))")
            }
        }
        #expect(shortened > 0, "some numbers are shorter than the CSV's 17 digits")
        #expect(fields.contains("boundary") && fields.contains("first_failure") && fields.contains("closed_form"))
    }

    /// The side table's example: an axis sample computed as 0.5093750000000002 reads 0.509375,
    /// and samples a step apart read apart.
    @Test func displayTextIsTheShortestDecimalWithinTheResolution() {
        #expect(RangeMap.displayText(0.5093750000000002, resolution: 1e-6 * 0.01875) == "0.509375")
        #expect(RangeMap.displayText(23.958333333333332, resolution: 1e-6 * 7.916666666666667) == "23.95833")
        #expect(RangeMap.displayText(5, resolution: 1e-6) == "5")
        #expect(RangeMap.displayText(.nan, resolution: 1) == "")
        // The boundary and failing value of a bisection, 10⁻⁹ apart: each within a tenth of the gap.
        let boundary = 11.979166674427688, failing = 11.97916668606922
        let gap = (failing - boundary) / 10
        let shown = [boundary, failing].map { RangeMap.displayText($0, resolution: gap) }
        #expect(shown[0] != shown[1] && Double(shown[0])! < Double(shown[1])!, "\(shown)")
        #expect(shown.allSatisfy { $0.count < 18 }, "\(shown)")
        #expect(RangeMap.sampleResolution(2, among: [1, 2, 4]) == 1e-6)
        #expect(RangeMap.sampleResolution(2, among: [2]) == 0)
    }

    @Test func thePageNamesNoURLAndLoadsNothing() throws {
        let (_, _, page) = try Self.pageResult.get()
        for forbidden in ["http://", "https://", "<link", " src=", "@import", "url(", "//cdn"] {
            #expect(!page.contains(forbidden), "the page contains \(forbidden)")
        }
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<script>") && page.contains("<style>"))
    }

    @Test func theBoundaryOutlineIsTheShapesPathData() throws {
        let (map, previews, page) = try Self.pageResult.get()
        let data = try Self.pageData(page)
        let shown = try #require(data["previews"] as? [String: [String: Any]])
        try #require(!shown.isEmpty, "the page has previews")
        for cell in map.cells where cell.status == .ok {
            let preview = try #require(shown[String(cell.row * 4 + cell.column)], "cell \(cell.column), \(cell.row)")
            let stops = try #require(preview["s"] as? [[String: Any]])
            let boundary = try #require(preview["b"] as? Int)
            var values = map.setup.base
            values["points"] = cell.x
            values["inner-ratio"] = cell.y
            values["corner-radius"] = cell.boundary
            let path = try map.setup.construction.spec(values, clamping: .none).build().path
            let precision = try #require(path.svgPrecision)
            #expect(stops[boundary]["d"] as? String == path.svgPathData(precision: precision))
            #expect(stops[boundary]["e"] as? Bool == true)
            #expect(previews.previews[cell.row * 4 + cell.column]?.stops[boundary].failures == [],
                    "every counted invariant holds at the boundary")
        }
    }

    @Test func theStopBeyondTheBoundaryCarriesTheCataloguesFailures() throws {
        let (map, previews, _) = try Self.pageResult.get()
        let bounded = map.cells.filter { $0.status == .ok }
        try #require(!bounded.isEmpty)
        for cell in bounded {
            let preview = try #require(previews.previews[cell.row * 4 + cell.column])
            let beyond = try #require(preview.beyondStop)
            #expect(preview.stops[beyond].z == cell.failingValue)
            #expect(preview.stops[beyond].failures == cell.failures, "cell \(cell.column), \(cell.row)")
            #expect(!preview.stops[beyond].marks.isEmpty, "the failure is located")
            #expect(preview.stops.map(\.z) == preview.stops.map(\.z).sorted())
        }
    }

    @Test func stopValuesIncludeTheBoundaryAndTheFailingValue() {
        let cell = RangeCell(column: 0, row: 0, x: 5, y: 0.4, status: .ok, boundary: 20, failingValue: 20.000001,
                             failures: ["radii"], closedForm: nil, witness: nil, witnessFailures: [], evaluations: 1)
        #expect(RangePreview.stopValues(cell, lower: 0, upper: 100) == [0, 10, 20, 20.000001, 30])
        var never = cell
        never.status = .neverValid
        never.boundary = .nan
        never.failingValue = 0
        #expect(RangePreview.stopValues(never, lower: 0, upper: 100) == [0, 50, 100])
        var always = cell
        always.status = .alwaysValid
        always.boundary = 100
        always.failingValue = .nan
        #expect(RangePreview.stopValues(always, lower: 0, upper: 100) == [0, 50, 100])
    }

    /// A budget too small for every cell puts the previews on a lattice, which the page states.
    @Test func aSmallBudgetSamplesALatticeAndSaysSo() throws {
        let (map, all, _) = try Self.pageResult.get()
        #expect(all.columnStride == 1 && all.rowStride == 1 && all.previews.count == 12)
        let bytes = all.previews.values.map(\.estimatedBytes)
        let sampled = RangePreviewSet(map, byteBudget: bytes.reduce(0, +) / 3)
        #expect(sampled.columnStride * sampled.rowStride > 1)
        #expect(sampled.previews.count < 12 && !sampled.previews.isEmpty)
        #expect(sampled.previews.values.reduce(0) { $0 + $1.estimatedBytes } <= sampled.byteBudget)
        for index in sampled.previews.keys {
            #expect((index % 4) % sampled.columnStride == 0 && (index / 4) % sampled.rowStride == 0, "cell \(index) is on the lattice")
        }
        let page = map.html(name: "star", previews: sampled)
        #expect(page.contains("Shape previews are on a lattice"))
    }

    /// The issue's size bound: a 24 × 20 star map (points 3…24: 22 columns) with previews stays
    /// under 2 MB.
    @Test func aDefault24By20MapWithPreviewsStaysUnderTwoMegabytes() throws {
        let setup = try RangeMapSetup(construction: .star, grid: (24, 20))
        let map = RangeExplorer.run(setup)
        let previews = RangePreviewSet(map)
        let page = map.html(name: "star", previews: previews)
        #expect(page.utf8.count < 2_000_000, "\(page.utf8.count) bytes")
        #expect(previews.previews.count >= map.cells.count / 2, "\(previews.previews.count) of \(map.cells.count) cells previewed")
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import FilletExplorer
import FilletVerification

@Suite struct ExplorerOutputTests {
    /// The 4 × 3 star map the tests read, explored once and shared.
    static let smallMapResult: Result<RangeMap, any Error> = Result {
        let setup = try RangeMapSetup(construction: .star, x: ("points", 4...7), y: ("inner-ratio", 0.2...0.8), grid: (4, 3))
        return RangeExplorer.run(setup)
    }

    func smallMap() throws -> RangeMap { try Self.smallMapResult.get() }

    @Test(arguments: ["x", "y", "status", "boundary", "first_failure", "closed_form", "difference"])
    func csvHasTheDocumentedColumn(_ column: String) {
        #expect(RangeMap.csvColumns.contains(column), "no column \(column) in \(RangeMap.csvColumns)")
    }

    @Test func csvHasTheHeaderAndOneRowPerCell() throws {
        let map = try smallMap()
        let lines = map.csv.split(separator: "\n").map(String.init)
        #expect(lines.first == RangeMap.csvColumns.joined(separator: ","))
        #expect(lines.count == 1 + 12)
        try #require(lines.count > 1, "no rows")
        for (row, line) in lines.dropFirst().enumerated() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            #expect(fields.count == RangeMap.csvColumns.count, "row \(row): \(line)")
            try #require(fields.count > 7, "row \(row): \(line)")
            #expect(CellStatus(rawValue: String(fields[7])) != nil, "row \(row): status \(fields[7])")
        }
    }

    @Test func csvReadsBackToTheSameCells() throws {
        let map = try smallMap()
        let cells = try RangeMap.cells(fromCSV: map.csv, setup: map.setup)
        #expect(cells.count == map.cells.count)
        try #require(!map.cells.isEmpty, "the map has no cells")
        for (read, original) in zip(cells, map.cells) {
            let cell = "cell (\(original.column), \(original.row)) at x \(original.x), y \(original.y)"
            #expect(read.boundary == original.boundary, "\(cell)")
            #expect(read.status == original.status, "\(cell)")
            #expect(read.failures == original.failures, "\(cell)")
            #expect(read.closedForm?.value == original.closedForm?.value, "\(cell)")
        }
    }

    @Test func shardsMergeIntoTheWholeMap() throws {
        let map = try smallMap()
        let shards = (0..<3).map { RangeExplorer.run(map.setup, shard: ($0, 3)).cells }
        #expect(shards.map(\.count) == [4, 4, 4])
        let merged = try RangeMap.merge(setup: map.setup, shards: shards)
        #expect(merged.cells == map.cells)
        #expect(throws: ExplorerError.self) { try RangeMap.merge(setup: map.setup, shards: Array(shards.prefix(2))) }
        try #require(shards.count > 0)
        #expect(throws: ExplorerError.self) { try RangeMap.merge(setup: map.setup, shards: shards + [shards[0]]) }
    }

    @Test func csvFromAnotherSetupIsRejected() throws {
        let map = try smallMap()
        let other = try RangeMapSetup(construction: .star, x: ("points", 4...7), y: ("inner-ratio", 0.1...0.9), grid: (4, 3))
        #expect(throws: ExplorerError.self) { try RangeMap.cells(fromCSV: map.csv, setup: other) }
        #expect(throws: ExplorerError.self) { try RangeMap.cells(fromCSV: "a,b\n1,2\n", setup: map.setup) }
    }

    /// Shards computed with another clamp policy, z interval or fixed value sit on the same grid:
    /// only the setup column tells them apart, and merging them is refused (a merge stating its own
    /// settings above their cells would misreport them).
    @Test(arguments: ["clamp", "z", "fixed"])
    func csvComputedWithOtherSettingsIsRejected(_ setting: String) throws {
        let map = try smallMap()
        let other: RangeMapSetup
        switch setting {
        case "clamp":
            other = try RangeMapSetup(construction: .star, x: ("points", 4...7), y: ("inner-ratio", 0.2...0.8),
                                      grid: (4, 3), clamping: .proportional)
        case "z":
            other = try RangeMapSetup(construction: .star, x: ("points", 4...7), y: ("inner-ratio", 0.2...0.8),
                                      z: ("corner-radius", 0...50), grid: (4, 3))
        default:
            other = try RangeMapSetup(construction: .star, x: ("points", 4...7), y: ("inner-ratio", 0.2...0.8),
                                      grid: (4, 3), fixed: [("outer-radius", 1_000)])
        }
        #expect(other.fingerprint != map.setup.fingerprint)
        #expect(other.fingerprint.count == 16)
        do {
            _ = try RangeMap.cells(fromCSV: map.csv, setup: other)
            Issue.record("\(setting): shard rows of another setup were read")
        } catch {
            guard case .mismatchedShards(let message) = error else {
                Issue.record("expected mismatchedShards, got \(error)")
                return
            }
            #expect(message.contains("other settings"), "\(message)")
        }
    }

    /// The ignore list is a set: its order and repeats do not change the setup a merge checks.
    @Test func ignoreOrderDoesNotChangeTheFingerprint() throws {
        func setup(_ ignored: [Invariant]) throws(ExplorerError) -> RangeMapSetup {
            try RangeMapSetup(construction: .rect, grid: (2, 2), ignored: ignored)
        }
        let forward = try setup([.orientation, .radii]), backward = try setup([.radii, .orientation, .radii])
        #expect(forward.fingerprint == backward.fingerprint)
        #expect(forward.fingerprint != (try setup([.radii])).fingerprint)
    }

    /// Along an axis of one continuous value the cells span the plot (they were 0 px high).
    @Test func singleValueAxisCellsFillThePlot() throws {
        let setup = try RangeMapSetup(construction: .rect, y: ("height", 50...50), grid: (3, 1))
        let svg = RangeExplorer.run(setup).svg
        let heights = svg.components(separatedBy: "<rect ").dropFirst().compactMap { tag -> Double? in
            guard let range = tag.range(of: "height=\"") else { return nil }
            return Double(tag[range.upperBound...].prefix { $0 != "\"" })
        }
        try #require(heights.count >= 3, "\(svg.prefix(400))")
        #expect(!heights.contains(0), "\(heights)")
    }

    /// Counts elements and collects text of an SVG document.
    final class SVGCollector: NSObject, XMLParserDelegate {
        var counts: [String: Int] = [:]
        var text = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            counts[name, default: 0] += 1
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string + " " }
    }

    /// The small map's SVG, parsed; records an issue when it is not well-formed.
    func parsedSVG(_ map: RangeMap) -> SVGCollector {
        let parser = XMLParser(data: Data(map.svg.utf8))
        let collector = SVGCollector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        return collector
    }

    @Test func svgIsWellFormedWithARectPerCell() throws {
        let map = try smallMap()
        let collector = parsedSVG(map)
        #expect(collector.counts["svg"] == 1)
        #expect((collector.counts["rect"] ?? 0) >= map.cells.count)
    }

    @Test(arguments: ["points", "inner-ratio", "never valid", "non-monotone", "closed form iso-lines"])
    func svgLabelsItsAxesAndLegend(_ label: String) throws {
        #expect(parsedSVG(try smallMap()).text.contains(label), "missing label \(label)")
    }

    @Test(arguments: ["| clamp policy | none |", "## Status", "## What fails first", "## Closed form: the edge budget", "## Cells"])
    func markdownSummaryNamesPolicyStatusesAndClosedForm(_ part: String) throws {
        let text = try smallMap().markdown(name: "star")
        #expect(text.contains(part), "missing \(part)")
    }

    /// With 25 cells the sampled table still lists the first and the last cell, and says it is a
    /// sample.
    @Test func markdownCellTableSpansFirstToLastCellAndSaysItIsASample() throws {
        let setup = try RangeMapSetup(construction: .rect, x: ("width", 20...400), y: ("height", 20...400), grid: (5, 5))
        let map = RangeExplorer.run(setup)
        let text = map.markdown(name: "rect")
        let rows = text.components(separatedBy: "## Cells")[1].split(separator: "\n").filter { $0.hasPrefix("| ") }
        #expect(rows.count == 1 + RangeMap.tableCells, "header and 24 rows")
        let format = { (value: Double) in RangeMap.format(value, digits: 6) }
        let first = try #require(map.cells.first), last = try #require(map.cells.last)
        #expect(rows.dropFirst().first?.hasPrefix("| \(format(first.x)) | \(format(first.y)) |") == true)
        #expect(rows.last?.hasPrefix("| \(format(last.x)) | \(format(last.y)) |") == true, "\(rows.last ?? "")")
        #expect(text.contains("24 of the 25 cells"))
        // A map of at most 24 cells lists them all, with no note.
        #expect(!(try smallMap().markdown(name: "star")).contains("of the 12 cells"))
    }

    @Test func filesAreWrittenAtomicallyIntoTheDirectory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explorer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = try RangeMapFiles.write(try smallMap(), name: "star", to: directory)
        #expect(written.count == 3)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["star.csv", "star.md", "star.svg"])
    }
}

import Testing
@testable import FilletGeometry
import FilletTestSupport

/// Reports list at most K contacts, the first in report order, and count them all.
@Suite struct SelfIntersectionReportTests {
    /// A comb of `teeth` vertical strokes crossed by `bars` horizontal ones (one open polyline
    /// for the comb, one subpath per bar): exactly teeth × bars crossings.
    static func grid(teeth: Int, bars: Int) throws -> Path {
        var path = Path()
        let (top, bottom) = (-1.0, Double(bars))
        try path.move(to: Point(x: 0, y: top))
        for tooth in 0..<teeth {
            let end = tooth.isMultiple(of: 2) ? bottom : top
            try path.addLine(to: Point(x: Double(tooth), y: end))
            try path.addLine(to: Point(x: Double(tooth + 1), y: end))
        }
        for bar in 0..<bars {
            try path.move(to: Point(x: -0.25, y: Double(bar) + 0.5))
            try path.addLine(to: Point(x: Double(teeth), y: Double(bar) + 0.5))
        }
        return path
    }

    @Test(arguments: [(3, 4), (40, 30), (70, 60)])
    func reportCountsEveryCrossingAndListsTheFirstK(teeth: Int, bars: Int) throws {
        let path = try Self.grid(teeth: teeth, bars: bars)
        let report = path.selfIntersectionReport()
        let expected = teeth * bars
        #expect(report.totalCount == expected)
        #expect(report.intersections.count == Swift.min(expected, Path.selfIntersectionListLimit))
        #expect(report.isComplete == (expected <= Path.selfIntersectionListLimit))
        #expect(report.intersections.allSatisfy { $0.kind == .crossing })
        let everything = path.collectSelfIntersections(tolerance: .absolute(path.intersectionTolerance),
                                                       strategy: .allPairs, limit: Int.max)
        #expect(everything.totalCount == expected)
        #expect(report.intersections == Array(everything.intersections.prefix(Path.selfIntersectionListLimit)))
        #expect(path.selfIntersections() == report.intersections)
        #expect(!path.isSimple)
    }

    @Test func aZeroLimitOnlyCounts() throws {
        let path = try Self.grid(teeth: 5, bars: 5)
        let report = path.collectSelfIntersections(tolerance: .absolute(path.intersectionTolerance),
                                                   strategy: .tree, limit: 0)
        #expect(report.totalCount == 25)
        #expect(report.intersections.isEmpty)
    }

    @Test func aSimplePathReportsNothing() throws {
        let report = try TestShapes.circle(center: .zero, radius: 3).selfIntersectionReport()
        #expect(report.totalCount == 0 && report.isComplete)
    }
}

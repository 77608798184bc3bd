import Testing
import FilletGeometry
@testable import FilletVerification

/// A check that reads nothing of the path's analysis (no invariant checked, no measures wanted)
/// skips it and counts the segments alone: the count is the prepared one.
@Suite struct PathCheckUnmeasuredTests {
    static let nothingChecked = PathCheck.Options(unchecked: Set(GateProfile.invariants), reportsMeasures: false)

    /// Lines, a close that draws a line and one that does not, a subpath returning to its start
    /// without `Z` (closed by the check), an elliptical arc drawn as several cubics (one segment),
    /// curves, and a lone trailing move.
    @Test(arguments: ["M0 0 H10 V10 H0 Z", "M0 0 H10 V10 Z", "M0 0 H10 V10 H0 V0", "M0 0 A5 3 0 1 1 10 0 Z",
                      "M0 0 C1 2 3 4 5 0 Q7 -3 9 0 Z M20 20 L30 20 L20 30 Z", "M0 0 L1 1 M5 5", "M0 0 A5 5 0 0 1 10 0 A5 5 0 0 1 0 0"])
    func theSegmentCountIsThePreparedOne(_ data: String) throws {
        let path = try Path(svgPathData: data)
        let measured = PathCheck.check(path)
        let counted = PathCheck.check(path, options: Self.nothingChecked)
        #expect(counted.segmentCount == measured.segmentCount)
        #expect(counted.results.isEmpty && counted.arcs.isEmpty)
        #expect(counted.measures == PathCheck.Measures(area: 0, length: 0, bounds: nil))
    }

    /// With measures wanted the report holds them; with them off it holds none, whether or not
    /// an invariant is checked (the checked one still gives its row).
    @Test func measuresAreReportedOnlyWhenWanted() throws {
        let path = try Path(svgPathData: "M0 0 H10 V10 H0 Z M2 2 C4 2 6 4 6 6 Z")
        var options = Self.nothingChecked
        options.reportsMeasures = true
        let measured = PathCheck.check(path).measures
        #expect(measured.length > 40 && measured.bounds != nil)
        #expect(PathCheck.check(path, options: options).measures == measured)
        options.reportsMeasures = false
        options.unchecked.remove(.orientation)
        let report = PathCheck.check(path, options: options)
        #expect(report.measures == PathCheck.Measures(area: 0, length: 0, bounds: nil))
        #expect(report.results.map(\.invariant) == [.orientation])
        #expect(report.segmentCount == PathCheck.check(path).segmentCount)
    }

    /// Turning every invariant off one by one on options that checked them all ends in options
    /// equal to ones made with none checked (whether nothing is checked is kept with the set):
    /// until the last is off, the rows of those left are the full check's (margins and details
    /// as a format without measures gets them); after it, none.
    @Test func invariantsTurnedOffOneByOneLeaveTheOthersRows() throws {
        let path = try Path(svgPathData: "M0 0 H10 V10 H0 Z")
        var options = PathCheck.Options(reportsMeasures: false)
        let full = PathCheck.check(path, options: options).results
        for invariant in GateProfile.invariants {
            let report = PathCheck.check(path, options: options)
            #expect(!report.results.isEmpty, "\(invariant)")
            #expect(report.results == full.filter { options.checks($0.invariant) }, "\(invariant)")
            #expect(report.measures == PathCheck.Measures(area: 0, length: 0, bounds: nil))
            options.unchecked.insert(invariant)
        }
        #expect(options == Self.nothingChecked)
        #expect(PathCheck.check(path, options: options).results.isEmpty)
    }

    /// The joins read after the check are this path's, though nothing is checked and no measure
    /// wanted: the check analyses the path for them, whatever the analysis held before.
    @Test func joinVerdictsWithNothingCheckedAreThisPaths() throws {
        let path = try Path(svgPathData: "M0 0 C4 0 6 1 10 1.2 C14 1.3 16 4 20 4 L20 10 L0 10 Z")
        let expected = PathCheck.joinVerdicts(path)
        #expect(expected.contains { $0.joinClass == .kink }, "the sample has a near-miss kink")
        // Another path checked first on this thread: its analysis is the one left behind.
        _ = PathCheck.check(try Path(svgPathData: "M0 0 L5 5 L0 5 Z M10 10 L20 10"))
        let (report, joins) = PathCheck.checkWithJoinVerdicts(path, options: Self.nothingChecked, written: nil, source: nil)
        #expect(joins == expected)
        #expect(report.results.isEmpty)
        #expect(report.measures == PathCheck.check(path).measures)
        #expect(report.segmentCount == PathCheck.check(path).segmentCount)
    }
}

import Testing
import FilletGeometry
import FilletVerification

/// A ``PathCheck/Report`` printed by a library user reads as `fillet check path` prints it.
@Suite struct PathCheckReportDescriptionTests {
    /// A near-miss kink: the row (segments, FAIL, the worst invariant, its margin) and the failing
    /// invariant's margin and detail, naming the written segments; not the raw struct.
    @Test func failingReportPrintsTheRowAndTheFailingDetails() throws {
        let report = PathCheck.check(try Path(svgPathData: "M0 0 L10 0.1 L20 0 L20 10 Z"))
        #expect(!report.passed)
        let text = "\(report)"
        #expect(!text.contains("Report("))
        #expect(!text.contains("InvariantResult("))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)  // header, row, one failure, the final newline
        #expect(lines[0].contains("segments") && lines[0].contains("worst failure"))
        #expect(lines[1].contains("4") && lines[1].contains("FAIL") && lines[1].contains("tangent-continuity"))
        #expect(lines[2].hasPrefix("  tangent-continuity: margin -0.0199993 radians — "))
        #expect(lines[2].contains("near-miss kink"))
    }

    /// A passing report is its row alone.
    @Test func passingReportPrintsItsRow() throws {
        let report = PathCheck.check(try Path(svgPathData: "M0 0 H10 V10 H0 Z"))
        #expect(report.passed)
        let lines = "\(report)".split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[1].contains("pass"))
    }
}

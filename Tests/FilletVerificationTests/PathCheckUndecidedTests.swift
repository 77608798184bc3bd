import Foundation
import Testing
import FilletGeometry
@testable import FilletVerification

/// A path whose contact scan runs out of its work budget fails `non-self-intersection` as
/// undecided (an error, never a crossing found); within the budget the verdict is the exact one.
@Suite struct PathCheckUndecidedTests {
    /// A spiral of 160 quarter-circle cubics whose radius shrinks by 10⁻⁶ a quarter turn (the
    /// curve bundle the scan takes to its fine pieces).
    static func spiral() throws -> Path {
        let handle = 4.0 / 3.0 * tan(Double.pi / 8)
        var path = Path(), radius = 1.0
        for index in 0..<160 {
            let angle = Double(index) * .pi / 2, next = angle + .pi / 2, end = radius - 1e-6
            if index == 0 { try path.move(to: Point(x: radius * cos(angle), y: radius * sin(angle))) }
            try path.addCurve(to: Point(x: end * cos(next), y: end * sin(next)),
                              control1: Point(x: radius * (cos(angle) - handle * sin(angle)),
                                              y: radius * (sin(angle) + handle * cos(angle))),
                              control2: Point(x: end * (cos(next) + handle * sin(next)),
                                              y: end * (sin(next) - handle * cos(next))))
            radius = end
        }
        return path
    }

    @Test func bundleBeyondTheBudgetFailsUndecided() throws {
        let path = try Self.spiral()
        let report = Path.$finePieceWorkBudgetOverride.withValue(1_000) { PathCheck.check(path) }
        let result = try #require(report[.nonSelfIntersection])
        #expect(!result.passed)
        #expect(result.margin < 0)
        #expect(result.detail.hasPrefix("undecided: "), "\(result.detail)")
        #expect(result.detail.contains("not certified") && !result.detail.contains("self-intersections:"))
        #expect(!result.detail.contains("\n"))
        #expect(report.findingMeasures.crossingUndecided)
        #expect(report.findingMeasures.deviation(of: .nonSelfIntersection) == nil)
        #expect(GateProfile.default.severity(of: result, in: report) == .error)
    }

    @Test func bundleWithinTheBudgetPasses() throws {
        let report = PathCheck.check(try Self.spiral())
        let result = try #require(report[.nonSelfIntersection])
        #expect(result.passed, "\(result.detail)")
        #expect(!report.findingMeasures.crossingUndecided)
    }
}

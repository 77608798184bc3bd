import FilletTestSupport
import Foundation
import Testing
import FilletGeometry
import FilletShapes
@testable import FilletVerification

/// Each path-level invariant passes a hand-made good path and catches a hand-made bad one.
@Suite struct PathInvariantTests {
    /// A 100 × 100 square with its corner at (100, 0) rounded by a true fillet of radius 20.
    func filletedSquare() throws -> Path {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 80, y: 0))
        try path.addArc(center: Point(x: 80, y: 20), radius: 20, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        try path.addLine(to: Point(x: 100, y: 100))
        try path.addLine(to: Point(x: 0, y: 100))
        path.closeSubpath()
        return path
    }

    @Test func goodFilletedSquarePassesEveryPathInvariant() throws {
        let report = Catalogue.checkAsConstruction(try filletedSquare())
        #expect(report.passed, "\(report.table)")
        #expect(Set(report.evaluated) == Set([.closedAndFinite, .positionContinuity, .tangentContinuity,
                                              .nonSelfIntersection, .flatteningDeviation, .flatteningChordCount,
                                              .orientation, .scaleInvariance] + Invariant.differential))
    }

    @Test func openSubpathFailsClosedAndFinite() throws {
        var path = Path()
        try path.move(to: .zero)
        try path.addLine(to: Point(x: 10, y: 0))
        try path.addLine(to: Point(x: 10, y: 10))
        expectVerdict(Catalogue.checkAsConstruction(path), .closedAndFinite, passes: false)
        expectVerdict(Catalogue.checkAsConstruction(try square()), .closedAndFinite, passes: true)
    }

    @Test func emptyPathFailsAndStopsTheCatalogue() {
        let report = Catalogue.checkAsConstruction(Path())
        #expect(report.evaluated == [.closedAndFinite])
        #expect(!report.passed)
    }

    @Test func gapBetweenSegmentsFailsPositionContinuity() throws {
        // The arc starts 0.5 away from where the line ends.
        let arc = Arc(center: Point(x: 80, y: 20.5), radius: 20, startAngle: -.pi / 2, sweep: .pi / 2)
        let path = try Path(elements: [.move(to: .zero), .line(to: Point(x: 80, y: 0)), .arc(arc),
                                       .line(to: Point(x: 100, y: 100)), .line(to: Point(x: 0, y: 100)), .close])
        let report = Catalogue.checkAsConstruction(path)
        expectVerdict(report, .positionContinuity, passes: false)
        let gap = try #require(report[.positionContinuity])
        expectNear(-gap.margin * path.characteristicSize, 0.5, tolerance: 1e-6)
    }

    @Test func kinkIntoAnArcFailsTangentContinuityWithItsAngle() throws {
        // The arc is centred on the corner: the line meets it at 90°, not tangentially.
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 80, y: 0))
        try path.addArc(center: Point(x: 100, y: 0), radius: 20, startAngle: .pi, endAngle: .pi / 2, clockwise: true)
        try path.addLine(to: Point(x: 100, y: 100))
        try path.addLine(to: Point(x: 0, y: 100))
        path.closeSubpath()
        let report = Catalogue.checkAsConstruction(path)
        expectVerdict(report, .tangentContinuity, passes: false)
        let kink = try #require(report[.tangentContinuity])
        #expect(Swift.abs(kink.margin + .pi / 2) < 1e-6, "margin is minus the kink in radians: \(kink.margin)")
        expectVerdict(Catalogue.checkAsConstruction(try filletedSquare()), .tangentContinuity, passes: true)
    }

    @Test func sharpCornersBetweenLinesAreNotTangentFailures() throws {
        expectVerdict(Catalogue.checkAsConstruction(try square()), .tangentContinuity, passes: true)
    }

    @Test func bowTieFailsNonSelfIntersectionAtTheCrossing() throws {
        let bowTie = try polygonPath([.zero, Point(x: 100, y: 100), Point(x: 100, y: 0), Point(x: 0, y: 100)])
        let report = Catalogue.checkAsConstruction(bowTie)
        expectVerdict(report, .nonSelfIntersection, passes: false)
        let location = try #require(report[.nonSelfIntersection]?.location)
        #expect(location.distance(to: Point(x: 50, y: 50)) < 1e-9)
        expectVerdict(Catalogue.checkAsConstruction(try square()), .nonSelfIntersection, passes: true)
    }

    @Test func reversedSubpathFailsExpectedOrientation() throws {
        let clockwise = try square()
        let reversed = try polygonPath([.zero, Point(x: 0, y: 100), Point(x: 100, y: 100), Point(x: 100, y: 0)])
        expectVerdict(Catalogue.check(ShapeUnderTest(path: clockwise, expectedTurning: [1])), .orientation, passes: true)
        expectVerdict(Catalogue.check(ShapeUnderTest(path: reversed, expectedTurning: [1])), .orientation, passes: false)
        // Without an expectation either direction is consistent.
        expectVerdict(Catalogue.checkAsConstruction(reversed), .orientation, passes: true)
    }

    /// Seed 003 at roundness 0: every inner point on the centre, so the outline is spikes with zero
    /// area. The sign of a zero area is rounding noise that changed with the scale; a degenerate
    /// area now fails orientation at every scale, so scale invariance holds.
    @Test func zeroAreaSpikesFailOrientationAtEveryScale() throws {
        var parameters = ShapeSpec.Seed003Parameters()
        parameters.frame = Rect(x: 0, y: 0, width: 300, height: 150)
        parameters.roundness = 0
        parameters.numberOfVertexes = 2
        let spikes = ShapeSpec.seed003(parameters)
        let report = try Catalogue.check(spikes)
        expectVerdict(report, .orientation, passes: false)
        expectVerdict(report, .scaleInvariance, passes: true)
    }

    @Test func loopThatTurnsTwiceFailsOrientation() throws {
        // A pentagram drawn as one polyline turns twice.
        let points = (0..<5).map { index -> Point in
            let angle = -Double.pi / 2 + Double(index * 2) * 2 * .pi / 5
            return Point(x: 100 + 100 * cos(angle), y: 100 + 100 * sin(angle))
        }
        expectVerdict(Catalogue.checkAsConstruction(try polygonPath(points)), .orientation, passes: false)
    }

    @Test func flatteningChordCountCatchesTooFewAndTooManyChords() throws {
        let arc = Arc(center: .zero, radius: 10, startAngle: 0, sweep: .pi)
        let tolerance = 0.01
        let minimal = try arc.chordCount(tolerance: tolerance)
        #expect(Catalogue.chordCountMargin(arc, count: minimal, tolerance: tolerance) >= 0)
        #expect(Catalogue.chordCountMargin(arc, count: minimal - 1, tolerance: tolerance) < 0)
        #expect(Catalogue.chordCountMargin(arc, count: minimal + 1, tolerance: tolerance) < 0)
    }

    @Test func flatteningDeviationPassesOnArcs() throws {
        let report = Catalogue.checkAsConstruction(try filletedSquare())
        expectVerdict(report, .flatteningDeviation, passes: true)
        expectVerdict(report, .flatteningChordCount, passes: true)
    }

    @Test func shapeThatOverflowsWhenScaledFailsScaleInvariance() throws {
        // At 10⁶ the coordinates overflow to ∞: the verdicts cannot be the same.
        let huge = try square(size: 1e303)
        expectVerdict(Catalogue.checkAsConstruction(huge), .scaleInvariance, passes: false)
        expectVerdict(Catalogue.checkAsConstruction(try square()), .scaleInvariance, passes: true)
    }

    @Test(arguments: [1e-6, 1e-3, 1e3, 1e6])
    func verdictsDoNotDependOnScaleOrPlacement(factor: Double) throws {
        let base = try filletedSquare()
        let reference = Catalogue.checkAsConstruction(base).results.map(\.passed)
        let scaled = try #require(ShapeUnderTest(path: base).scaled(by: factor), "factor \(factor)")
        #expect(Catalogue.check(scaled).results.map(\.passed) == reference, "factor \(factor)")
    }

    @Test func resultsRoundTripThroughJSON() throws {
        let report = Catalogue.checkAsConstruction(try filletedSquare())
        let data = try JSONEncoder().encode(report)
        #expect(try JSONDecoder().decode(CatalogueReport.self, from: data) == report)
    }
}

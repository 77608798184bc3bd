import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

@Suite struct PathMeasureTests {
    // MARK: Area

    @Test func circleAreaIsPiRSquaredPositiveTowardIncreasingAngle() throws {
        let circle = try TestShapes.circle(center: Point(x: 3, y: -4), radius: 2)
        expectNear(circle.signedArea, 4 * .pi, tolerance: 1e-13)
        let reversed = try TestShapes.circle(center: Point(x: 3, y: -4), radius: 2, clockwise: true)
        expectNear(reversed.signedArea, -4 * .pi, tolerance: 1e-13)
    }

    @Test func circleFarFromTheOriginKeepsItsAreaAccurate() throws {
        let circle = try TestShapes.circle(center: Point(x: 1e6, y: -3e6), radius: 1)
        expectNear(circle.signedArea, .pi, tolerance: 1e-8)
    }

    @Test func squareAreaSignFollowsDirection() throws {
        // (0,0) → (1,0) → (1,1): right then down on a y-down screen = clockwise = increasing angle.
        let square = try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)])
        #expect(square.signedArea == 1)
        let reversed = try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 0)])
        #expect(reversed.signedArea == -1)
    }

    @Test func roundedSquareAreaIsSideSquaredMinusCornerCutoffs() throws {
        let side = 10.0, radius = 2.0
        let path = try TestShapes.roundedPolygon(
            [Point(x: 0, y: 0), Point(x: side, y: 0), Point(x: side, y: side), Point(x: 0, y: side)], radius: radius)
        expectNear(path.signedArea, side * side - (4 - .pi) * radius * radius, tolerance: 1e-12)
        expectNear(path.length, 4 * (side - 2 * radius) + 2 * .pi * radius, tolerance: 1e-12)
        let bounds = path.bounds
        expectNear(bounds.minX, 0, tolerance: 1e-14)
        expectNear(bounds.minY, 0, tolerance: 1e-14)
        expectNear(bounds.maxX, side, tolerance: 1e-14)
        expectNear(bounds.maxY, side, tolerance: 1e-14)
    }

    /// The filleted star's area computed without the arc formula: the polygon's shoelace area, minus
    /// at each convex corner (plus at each concave one) the region between the corner and its
    /// fillet, kite − sector = r·t − ½·r²·(π − A), with t = r·cot(A/2) and A the corner angle.
    @Test func filletedStarAreaMatchesPolygonMinusCornerCutoffs() throws {
        let vertices = TestShapes.starVertices(points: 5, outer: 10, inner: 4.5)
        let radius = 0.8
        let path = try TestShapes.roundedPolygon(vertices, radius: radius)

        var polygonArea = 0.0
        var correction = 0.0
        for index in vertices.indices {
            let previous = vertices[(index + vertices.count - 1) % vertices.count]
            let corner = vertices[index]
            let next = vertices[(index + 1) % vertices.count]
            polygonArea += 0.5 * (corner.x * next.y - next.x * corner.y)
            let toPrevious = (previous - corner).normalized, toNext = (next - corner).normalized
            let cornerAngle = acos(toPrevious.dot(toNext))
            let tangentLength = radius / tan(cornerAngle / 2)
            let cutoff = radius * tangentLength - 0.5 * radius * radius * (.pi - cornerAngle)
            // Walking toward increasing angle, a convex corner turns the same way (+), a concave one (−).
            let turn = (corner - previous).cross(next - corner)
            correction += turn > 0 ? -cutoff : cutoff
        }
        #expect(polygonArea > 0)
        expectNear(path.signedArea, polygonArea + correction, tolerance: 1e-11)
        // Sanity: the fillets changed the area by a visible amount.
        #expect(Swift.abs(correction) > 0.1)
    }

    @Test func openSubpathAreaIsThatOfTheImplicitlyClosedCurve() throws {
        var open = Path()
        try open.move(to: Point(x: 0, y: 0))
        try open.addLine(to: Point(x: 4, y: 0))
        try open.addLine(to: Point(x: 4, y: 3))
        #expect(open.signedArea == 6)
        #expect(open.length == 7)   // the implicit closing line is not drawn, so not measured
        #expect(open.subpathMeasures.first?.isClosed == false)
    }

    @Test func ringOfOppositeOrientationsSubtracts() throws {
        var ring = try TestShapes.circle(center: .zero, radius: 10)
        ring.addPath(try TestShapes.circle(center: .zero, radius: 8, clockwise: true))
        expectNear(ring.signedArea, .pi * (100 - 64), tolerance: 1e-12)
        let measures = ring.subpathMeasures
        #expect(measures.count == 2)
        try #require(measures.count > 1)
        expectNear(measures[0].signedArea, 100 * .pi, tolerance: 1e-12)
        expectNear(measures[1].signedArea, -64 * .pi, tolerance: 1e-12)
        expectNear(measures[1].turningNumber, -1, tolerance: 1e-12)
    }

    @Test func gapBeforeAnArcIsBridgedByALineForTheArea() throws {
        // A half disc whose arc does not start at the move point: the bridge (0,0) → (1,0) closes it.
        let arc = Arc(center: .zero, radius: 1, startAngle: 0, sweep: .pi)
        let path = try Path(elements: [.move(to: .zero), .arc(arc), .close])
        expectNear(path.signedArea, .pi / 2, tolerance: 1e-15)
    }

    // MARK: Bounds

    struct ArcBoundsCase: Sendable, CustomTestStringConvertible {
        var start: Double, sweep: Double
        var minX: Double, minY: Double, maxX: Double, maxY: Double
        var testDescription: String { "start \(start), sweep \(sweep)" }
    }

    static let halfRootTwo = 0.5.squareRoot()
    /// Quarter arcs of the unit circle centred on each axis direction; the last runs backwards.
    static let axisCrossingCases: [ArcBoundsCase] = [
        ArcBoundsCase(start: -.pi / 4, sweep: .pi / 2, minX: halfRootTwo, minY: -halfRootTwo, maxX: 1, maxY: halfRootTwo),
        ArcBoundsCase(start: .pi / 4, sweep: .pi / 2, minX: -halfRootTwo, minY: halfRootTwo, maxX: halfRootTwo, maxY: 1),
        ArcBoundsCase(start: 3 * .pi / 4, sweep: .pi / 2, minX: -1, minY: -halfRootTwo, maxX: -halfRootTwo, maxY: halfRootTwo),
        ArcBoundsCase(start: 5 * .pi / 4, sweep: .pi / 2, minX: -halfRootTwo, minY: -1, maxX: halfRootTwo, maxY: -halfRootTwo),
        ArcBoundsCase(start: .pi / 4, sweep: -.pi / 2, minX: halfRootTwo, minY: -halfRootTwo, maxX: 1, maxY: halfRootTwo),
    ]

    @Test(arguments: axisCrossingCases)
    func arcBoundsIncludeTheAxisExtremeItCrosses(_ expected: ArcBoundsCase) {
        let bounds = Arc(center: .zero, radius: 1, startAngle: expected.start, sweep: expected.sweep).bounds
        expectNear(bounds.minX, expected.minX, tolerance: 1e-15)
        expectNear(bounds.minY, expected.minY, tolerance: 1e-15)
        expectNear(bounds.maxX, expected.maxX, tolerance: 1e-15)
        expectNear(bounds.maxY, expected.maxY, tolerance: 1e-15)
    }

    @Test func arcCrossingAnAxisGetsTheExactExtreme() {
        let bounds = Arc(center: Point(x: 5, y: 7), radius: 3, startAngle: -0.3, sweep: 0.6).bounds
        #expect(bounds.maxX == 8)   // exactly cx + r, not cos rounding
    }

    @Test func arcCrossingNoAxisIsTheBoxOfItsEndPoints() {
        let arc = Arc(center: Point(x: 1, y: 2), radius: 2, startAngle: 0.1, sweep: 1.2)
        #expect(arc.bounds == BoundingBox(arc.startPoint, arc.endPoint))
    }

    @Test func arcSweepingThreeAxesBackwardsIncludesThemAll() {
        // From 1 rad down to −4 rad passes 0, −π/2 (= 3π/2) and −π (= π), but not π/2.
        let arc = Arc(center: .zero, radius: 2, startAngle: 1, sweep: -5)
        let bounds = arc.bounds
        #expect(bounds.maxX == 2)
        #expect(bounds.minY == -2)
        #expect(bounds.minX == -2)
        expectNear(bounds.maxY, Swift.max(2 * sin(1.0), 2 * sin(-4.0)), tolerance: 1e-15)
    }

    @Test func fullCircleBoundsAndCharacteristicSize() throws {
        let circle = try TestShapes.circle(center: Point(x: 1, y: 1), radius: 3)
        #expect(circle.bounds == BoundingBox(minX: -2, minY: -2, maxX: 4, maxY: 4))
        expectNear(circle.characteristicSize, 6 * 2.0.squareRoot(), tolerance: 1e-14)
    }

    @Test func emptyAndSinglePointPathsHaveSizeZero() throws {
        let empty = Path()
        #expect(empty.bounds.isEmpty)
        #expect(empty.characteristicSize == 0)
        #expect(empty.signedArea == 0 && empty.length == 0)
        #expect(empty.subpathMeasures.isEmpty)
        var point = Path()
        try point.move(to: Point(x: 3, y: 4))
        #expect(point.bounds == BoundingBox(point: Point(x: 3, y: 4)))
        #expect(point.characteristicSize == 0)
        #expect(point.subpathMeasures.map(\.turningNumber) == [0])
    }

    // MARK: Length

    @Test func lengthAddsLinesArcsAndClosingLines() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 3, y: 0))
        try path.addArc(center: Point(x: 3, y: 2), radius: 2, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
        path.closeSubpath()   // closing line (3, 4) → (0, 0), length 5
        expectNear(path.length, 3 + 2 * .pi + 5, tolerance: 1e-14)
    }

    // MARK: Turning number

    @Test func simpleClosedLoopsTurnOnceWithTheirOrientation() throws {
        let square = try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)])
        try #require(square.subpathMeasures.count > 0)
        expectNear(square.subpathMeasures[0].turningNumber, 1, tolerance: 1e-14)
        let reversed = try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 0)])
        try #require(reversed.subpathMeasures.count > 0)
        expectNear(reversed.subpathMeasures[0].turningNumber, -1, tolerance: 1e-14)
        let star = try TestShapes.roundedPolygon(TestShapes.starVertices(points: 5, outer: 10, inner: 4), radius: 0.7)
        try #require(star.subpathMeasures.count > 0)
        expectNear(star.subpathMeasures[0].turningNumber, 1, tolerance: 1e-12)
        let circle = try TestShapes.circle(center: .zero, radius: 1, clockwise: true)
        try #require(circle.subpathMeasures.count > 0)
        expectNear(circle.subpathMeasures[0].turningNumber, -1, tolerance: 1e-14)
    }

    @Test func doubledCircleTurnsTwice() throws {
        var twoArcs = Path()
        try twoArcs.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        try twoArcs.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        twoArcs.closeSubpath()
        try #require(twoArcs.subpathMeasures.count > 0)
        expectNear(twoArcs.subpathMeasures[0].turningNumber, 2, tolerance: 1e-12)
        expectNear(twoArcs.signedArea, 2 * .pi, tolerance: 1e-12)
        let oneArc = try Path(elements: [.move(to: Point(x: 1, y: 0)),
                                         .arc(Arc(center: .zero, radius: 1, startAngle: 0, sweep: 4 * .pi)), .close])
        try #require(oneArc.subpathMeasures.count > 0)
        expectNear(oneArc.subpathMeasures[0].turningNumber, 2, tolerance: 1e-12)
    }

    @Test func figureEightTurnsZeroTimes() throws {
        let bowtie = try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 1, y: 0), Point(x: 0, y: 1)])
        try #require(bowtie.subpathMeasures.count > 0)
        expectNear(bowtie.subpathMeasures[0].turningNumber, 0, tolerance: 1e-14)
        expectNear(bowtie.signedArea, 0, tolerance: 1e-15)   // the two lobes cancel
    }

    @Test func openSubpathTurnsAsIfClosedByALine() throws {
        var open = Path()
        try open.move(to: Point(x: 0, y: 0))
        try open.addLine(to: Point(x: 4, y: 0))
        try open.addLine(to: Point(x: 4, y: 3))
        try #require(open.subpathMeasures.count > 0)
        expectNear(open.subpathMeasures[0].turningNumber, 1, tolerance: 1e-14)
    }

    @Test func zeroLengthLineChangesNeitherTurningNorArea() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 2, y: 0))
        try path.addLine(to: Point(x: 2, y: 0))   // zero length: no direction
        try path.addLine(to: Point(x: 2, y: 2))
        try path.addLine(to: Point(x: 0, y: 2))
        path.closeSubpath()
        try #require(path.subpathMeasures.count > 0)
        let measure = path.subpathMeasures[0]
        expectNear(measure.turningNumber, 1, tolerance: 1e-14)
        #expect(measure.signedArea == 4)
        #expect(measure.length == 8)
    }

    @Test func zeroRadiusCornerArcsAddNoTurnOfTheirOwn() throws {
        // Corners drawn as zero-radius arcs sweeping a full extra turn would double the turning
        // number if their sweep counted; being points, they are bridged.
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 2, y: 0))
        try path.addArc(Arc(center: Point(x: 2, y: 0), radius: 0, startAngle: 0, sweep: 2 * .pi))
        try path.addLine(to: Point(x: 2, y: 2))
        try path.addLine(to: Point(x: 0, y: 2))
        path.closeSubpath()
        try #require(path.subpathMeasures.count > 0)
        expectNear(path.subpathMeasures[0].turningNumber, 1, tolerance: 1e-14)
    }
}

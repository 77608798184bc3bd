import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

@Suite struct PathIntersectionsTests {
    static let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]

    @Test func simpleShapesDoNotMeetThemselves() throws {
        #expect(try TestShapes.polygon(Self.square).selfIntersections().isEmpty)
        #expect(try TestShapes.roundedPolygon(Self.square, radius: 2).isSimple)
        #expect(try TestShapes.roundedPolygon(Self.square, radius: 5).isSimple)   // fillets meet mid-edge
        #expect(try TestShapes.circle(center: .zero, radius: 3).isSimple)
        let star = try TestShapes.roundedPolygon(TestShapes.starVertices(points: 5, outer: 10, inner: 4), radius: 0.7)
        #expect(star.selfIntersections().isEmpty)
        let sharpStar = try TestShapes.polygon(TestShapes.starVertices(points: 5, outer: 10, inner: 4))
        #expect(sharpStar.isSimple)
    }

    @Test func consecutiveSegmentsSharingOnlyAnEndPointReportNothing() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 5, y: 0))
        try path.addArc(tangent1End: Point(x: 10, y: 0), tangent2End: Point(x: 10, y: 10), radius: 3)   // line + tangent arc
        try path.addArc(center: Point(x: 10, y: 5), radius: 2, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
        try path.addLine(to: Point(x: 3, y: 20))
        try path.addLine(to: Point(x: 3, y: 20))   // zero-length
        try path.addLine(to: Point(x: 0, y: 20))   // collinear continuation after the zero-length line
        #expect(path.selfIntersections().isEmpty)
    }

    @Test func figureEightReportsOneCrossing() throws {
        let bowtie = try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 1, y: 0), Point(x: 0, y: 1)])
        let found = bowtie.selfIntersections()
        #expect(found.count == 1)
        let crossing = try #require(found.first)
        #expect(crossing.kind == .crossing)
        #expect(crossing.firstElementIndex == 1 && crossing.secondElementIndex == 3)
        expectNear(crossing.point, Point(x: 0.5, y: 0.5), tolerance: 1e-15)
        #expect(!bowtie.isSimple)
    }

    @Test func figureEightOfTwoTangentCirclesTouchesAtItsWaist() throws {
        var path = Path()
        try path.addArc(center: Point(x: -1, y: 0), radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        try path.addArc(center: Point(x: 1, y: 0), radius: 1, startAngle: 3 * .pi, endAngle: .pi, clockwise: true)
        path.closeSubpath()
        #expect(path.joins.count == 2)   // both joins are at the waist
        let found = path.selfIntersections()
        #expect(found.map(\.kind) == [.touching])
        expectNear(found.first?.point ?? Point(x: 9, y: 9), .zero, tolerance: 1e-15)
    }

    @Test func arcToOvershootWithATooLargeRadiusIsDetected() throws {
        // The tangent length r·cot(45°) = 5 exceeds the 2-unit edge before the corner: canvas draws a
        // line back past the current point, along the previous line.
        var path = Path()
        try path.move(to: Point(x: -5, y: 0))
        try path.addLine(to: Point(x: 0, y: 0))
        try path.addArc(tangent1End: Point(x: 2, y: 0), tangent2End: Point(x: 2, y: 10), radius: 5)
        #expect(path.elements.count == 4)   // move, line, backward line, arc
        let found = path.selfIntersections()
        let overlap = try #require(found.first { $0.kind == .overlap })
        #expect(overlap.firstElementIndex == 1 && overlap.secondElementIndex == 2)
        expectNear(overlap.point, Point(x: -3, y: 0), tolerance: 1e-14)
        expectNear(overlap.overlapEnd, Point(x: 0, y: 0), tolerance: 1e-14)
        #expect(!path.isSimple)
    }

    @Test func roundedPolygonWithRadiusTooLargeForItsEdgesIsNotSimple() throws {
        #expect(try !TestShapes.roundedPolygon(Self.square, radius: 7).isSimple)
        let star = try TestShapes.roundedPolygon(TestShapes.starVertices(points: 5, outer: 10, inner: 4), radius: 6)
        #expect(!star.isSimple)
    }

    @Test func borderRingIsSimpleUntilItsRingsMeet() throws {
        var ring = try TestShapes.circle(center: .zero, radius: 10)
        ring.addPath(try TestShapes.circle(center: .zero, radius: 8, clockwise: true))
        #expect(ring.isSimple)

        var crossing = try TestShapes.circle(center: .zero, radius: 10)
        crossing.addPath(try TestShapes.circle(center: Point(x: 3, y: 0), radius: 8, clockwise: true))
        let found = crossing.selfIntersections()
        #expect(found.map(\.kind) == [.crossing, .crossing])
        #expect(found.allSatisfy { $0.firstSubpathIndex == 0 && $0.secondSubpathIndex == 1 })

        var touching = try TestShapes.circle(center: .zero, radius: 10)
        touching.addPath(try TestShapes.circle(center: Point(x: 2, y: 0), radius: 8, clockwise: true))
        #expect(touching.selfIntersections().map(\.kind) == [.touching])
    }

    @Test func doubledCircleOverlapsItself() throws {
        var twoArcs = Path()
        try twoArcs.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        try twoArcs.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(twoArcs.selfIntersections().map(\.kind) == [.overlap])

        let oneArc = try Path(elements: [.move(to: Point(x: 1, y: 0)),
                                         .arc(Arc(center: .zero, radius: 1, startAngle: 0, sweep: 3 * .pi))])
        let found = oneArc.selfIntersections()
        #expect(found.count == 1)
        #expect(found.first?.kind == .overlap && found.first?.firstElementIndex == 1 && found.first?.secondElementIndex == 1)
        expectNear(found.first?.overlapEnd ?? .zero, Point(x: -1, y: 0), tolerance: 1e-15)
    }

    @Test func semicircleClosedByItsDiameterIsSimple() throws {
        var path = Path()
        try path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: false)
        path.closeSubpath()
        #expect(path.isSimple)
    }

    @Test func lineRunningBackAlongItsPredecessorOverlaps() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 4, y: 0))
        try path.addLine(to: Point(x: 1, y: 0))
        let found = path.selfIntersections()
        #expect(found.map(\.kind) == [.overlap])
        expectNear(found.first?.point ?? .zero, Point(x: 1, y: 0), tolerance: 1e-15)
        expectNear(found.first?.overlapEnd ?? .zero, Point(x: 4, y: 0), tolerance: 1e-15)
    }

    @Test func vertexTouchingAnotherEdgeIsATouch() throws {
        // A dart whose tip touches the opposite edge.
        let path = try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10),
                                           Point(x: 5, y: 0.0), Point(x: 0, y: 10)])
        let found = path.selfIntersections()
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.kind == .touching })
        #expect(found.allSatisfy { $0.point.distance(to: Point(x: 5, y: 0)) < 1e-12 })
    }

    @Test func tinyFilletsAtTheToleranceDoNotMakeNeighboursTouch() throws {
        // Fillet arcs shorter than a few tolerances: the lines on either side come within the
        // tolerance of each other across the arc, which is a joint, not a self-intersection.
        let tiny = try TestShapes.roundedPolygon(Self.square, radius: 3e-9)
        #expect(tiny.isSimple)
    }

    /// Shapes whose verdicts must survive scaling, by name (a `Path` is built on demand).
    enum ScalingShape: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case bowtie, filletedStarRadius0_7, filletedStarRadius6, roundedSquareRadius5, ringOfTwoCircles, lineTouchingACircle

        var testDescription: String { rawValue }

        func path() throws -> Path {
            switch self {
            case .bowtie:
                return try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 1, y: 0), Point(x: 0, y: 1)])
            case .filletedStarRadius0_7:
                return try TestShapes.roundedPolygon(TestShapes.starVertices(points: 5, outer: 10, inner: 4), radius: 0.7)
            case .filletedStarRadius6:
                return try TestShapes.roundedPolygon(TestShapes.starVertices(points: 5, outer: 10, inner: 4), radius: 6)
            case .roundedSquareRadius5:
                return try TestShapes.roundedPolygon(PathIntersectionsTests.square, radius: 5)
            case .ringOfTwoCircles:
                var ring = try TestShapes.circle(center: .zero, radius: 10)
                ring.addPath(try TestShapes.circle(center: Point(x: 2, y: 0), radius: 8, clockwise: true))
                return ring
            case .lineTouchingACircle:
                // A line passing the circle 1e-12 of the size outside: touching at every scale.
                var path = try TestShapes.circle(center: .zero, radius: 10)
                try path.move(to: Point(x: 10 + 2e-11, y: -20))
                try path.addLine(to: Point(x: 10 + 2e-11, y: 20))
                return path
            }
        }
    }

    @Test(arguments: ScalingShape.allCases, [1e-6, 1e6])
    func verdictsDoNotChangeWhenThePathIsScaled(_ shapeCase: ScalingShape, factor: Double) throws {
        let shape = try shapeCase.path()
        let reference = shape.selfIntersections().map { "\($0.kind) \($0.firstElementIndex)-\($0.secondElementIndex)" }
        let scaled = try TestShapes.scaled(shape, by: factor)
        let verdict = scaled.selfIntersections().map { "\($0.kind) \($0.firstElementIndex)-\($0.secondElementIndex)" }
        #expect(verdict == reference, "\(shapeCase) at scale \(factor)")
        #expect(scaled.isSimple == shape.isSimple, "\(shapeCase) at scale \(factor)")
        expectNear(scaled.signedArea, shape.signedArea * factor * factor,
                   tolerance: 1e-12 * Swift.abs(shape.signedArea) * factor * factor + 1e-300)
        try #require(scaled.subpathMeasures.count > 0)
        try #require(shape.subpathMeasures.count > 0)
        expectNear(scaled.subpathMeasures[0].turningNumber, shape.subpathMeasures[0].turningNumber, tolerance: 1e-12)
    }

    @Test func scalingShapesCoverBothVerdicts() throws {
        let shapes = try ScalingShape.allCases.map { try $0.path() }
        #expect(shapes.contains { $0.isSimple } && shapes.contains { !$0.isSimple })
    }

    @Test func explicitToleranceMustBeFiniteAndPositive() throws {
        let path = try TestShapes.polygon(Self.square)
        #expect(throws: GeometryError.nonFinite(parameter: "tolerance", value: .infinity)) {
            try path.selfIntersections(tolerance: .infinity)
        }
        #expect(throws: GeometryError.nonPositiveTolerance(0)) { try path.isSimple(tolerance: 0) }
        #expect(throws: GeometryError.nonPositiveTolerance(-1)) { try path.selfIntersections(tolerance: -1) }
        #expect(throws: GeometryError.self) { try path.selfIntersections(tolerance: .nan) }
        #expect(try path.selfIntersections(tolerance: 1e-6).isEmpty)
        // A tolerance above the gap makes the long edges of a thin rectangle meet (overlap).
        let thin = try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 1), Point(x: 0, y: 1)])
        #expect(try thin.isSimple(tolerance: 0.5))
        #expect(try thin.selfIntersections(tolerance: 2).map(\.kind) == [.overlap])
    }

    @Test func emptyAndPointPathsAreSimple() throws {
        #expect(Path().isSimple)
        var point = Path()
        try point.move(to: Point(x: 1, y: 1))
        #expect(point.selfIntersections().isEmpty)
    }
}

import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

@Suite struct PolylineTests {
    @Test func boundsCoverEveryVertexAndAnEmptyPolylineHasEmptyBounds() throws {
        #expect(Polyline().bounds.isEmpty)
        let polyline = try Polyline(subpaths: [(points: [Point(x: 1, y: 2), Point(x: -3, y: 5)], isClosed: true),
                                               (points: [Point(x: 4, y: -1)], isClosed: false)])
        #expect(polyline.bounds == BoundingBox(minX: -3, minY: -1, maxX: 4, maxY: 5))
    }

    @Test func builderStartsSubpathsAndClosesThemWithoutRepeatingTheFirstPoint() throws {
        var polyline = Polyline()
        try polyline.addLine(to: Point(x: 0, y: 0))  // no subpath yet: starts one
        try polyline.addLine(to: Point(x: 3, y: 0))
        try polyline.addLine(to: Point(x: 3, y: 4))
        polyline.closeSubpath()
        try polyline.addLine(to: Point(x: 9, y: 9))  // after close: reopens at the first point
        #expect(polyline.points == [Point(x: 0, y: 0), Point(x: 3, y: 0), Point(x: 3, y: 4),
                                    Point(x: 0, y: 0), Point(x: 9, y: 9)])
        #expect(polyline.subpaths == [PolylineSubpath(pointRange: 0..<3, isClosed: true),
                                      PolylineSubpath(pointRange: 3..<5, isClosed: false)])
        expectNear(polyline.length, 3 + 4 + 5 + 9 * 2.0.squareRoot())
        try #require(polyline.subpaths.count > 1)
        #expect(Array(polyline.points(of: polyline.subpaths[1])) == [Point(x: 0, y: 0), Point(x: 9, y: 9)])
    }

    @Test func moveStartsANewSubpathAndCloseWithoutOpenSubpathDoesNothing() throws {
        var polyline = Polyline()
        polyline.closeSubpath()
        #expect(polyline.isEmpty)
        try polyline.move(to: Point(x: 1, y: 1))
        try polyline.move(to: Point(x: 2, y: 2))
        polyline.closeSubpath()
        polyline.closeSubpath()
        #expect(polyline.subpaths == [PolylineSubpath(pointRange: 0..<1, isClosed: false),
                                      PolylineSubpath(pointRange: 1..<2, isClosed: true)])
        #expect(polyline.length == 0)
    }

    @Test func hostileCoordinatesAreTypedErrors() throws {
        var polyline = Polyline()
        #expect(throws: GeometryError.nonFinite(parameter: "point.x", value: .infinity)) {
            try polyline.move(to: Point(x: .infinity, y: 0))
        }
        #expect(throws: GeometryError.self) { try polyline.addLine(to: Point(x: 0, y: .nan)) }
        #expect(polyline.isEmpty)
        #expect(throws: GeometryError.self) { try Polyline(subpaths: [(points: [Point(x: 0, y: -.infinity)], isClosed: false)]) }
        #expect(throws: GeometryError.malformedPath("polyline subpath 1 has no points")) {
            try Polyline(subpaths: [(points: [.zero], isClosed: false), (points: [], isClosed: true)])
        }
    }

    @Test func initFromSubpathListsLaysPointsOutContiguously() throws {
        let polyline = try Polyline(subpaths: [(points: [.zero, Point(x: 1, y: 0)], isClosed: false),
                                               (points: [Point(x: 5, y: 5)], isClosed: true)])
        #expect(polyline.points == [.zero, Point(x: 1, y: 0), Point(x: 5, y: 5)])
        #expect(polyline.subpaths == [PolylineSubpath(pointRange: 0..<2, isClosed: false),
                                      PolylineSubpath(pointRange: 2..<3, isClosed: true)])
    }

    @Test func removeAllKeepsCapacityByDefault() throws {
        var polyline = Polyline()
        polyline.reserveCapacity(points: 100, subpaths: 4)
        for index in 0..<50 { try polyline.addLine(to: Point(x: Double(index), y: 0)) }
        let capacity = polyline.pointCapacity
        #expect(capacity >= 100)
        polyline.removeAll()
        #expect(polyline.isEmpty && polyline.subpaths.isEmpty)
        #expect(polyline.pointCapacity == capacity)
        polyline.removeAll(keepingCapacity: false)
        #expect(polyline.pointCapacity == 0)
    }
}

@Suite struct PolylineDeviationTests {
    private func quarterCirclePath() throws -> Path {
        var path = Path()
        try path.move(to: Point(x: -1, y: 0))
        try path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        try path.addLine(to: Point(x: -1, y: 0))
        return path
    }

    @Test func exactVerticesMeasureTheSagittaOfTheWidestChord() throws {
        let path = try quarterCirclePath()
        let polyline = try path.flattened(tolerance: 0.05)
        try #require(path.elements.count > 2)
        guard case .arc(let arc) = path.elements[2] else { Issue.record("expected an arc"); return }
        let count = try arc.chordCount(tolerance: 0.05)
        let sagitta = 10 * (1 - cos(Double.pi / 2 / Double(count) / 2))
        expectNear(polyline.maximumDeviation(from: path), sagitta, tolerance: 1e-13)
    }

    @Test func aVertexPushedOffTheArcRaisesTheMeasureByItsDisplacement() throws {
        let path = try quarterCirclePath()
        var polyline = try path.flattened(tolerance: 0.05)
        let clean = polyline.maximumDeviation(from: path)
        // Vertex 3 is an interior arc vertex; push it outward by 0.2.
        try #require(polyline.points.count > 3)
        let vertex = polyline.points[3]
        polyline.points[3] = vertex + (vertex - .zero).normalized * 0.2
        let measured = polyline.maximumDeviation(from: path)
        #expect(measured >= 0.2)
        #expect(measured <= 0.2 + clean + 1e-12)
    }

    @Test func aMovedLineEndIsMeasuredAsItsDistance() throws {
        let path = try quarterCirclePath()
        var polyline = try path.flattened(tolerance: 0.05)
        polyline.points[polyline.points.count - 1] = Point(x: -1, y: 0.75)
        #expect(polyline.maximumDeviation(from: path) == 0.75)
    }

    @Test func tooFewChordsAreMeasuredAsTheirLargerSagitta() throws {
        let path = try quarterCirclePath()
        // A hand-made flattening with one chord for the quarter arc.
        var polyline = Polyline()
        try polyline.move(to: Point(x: -1, y: 0))
        try polyline.addLine(to: Point(x: 10, y: 0))
        try polyline.addLine(to: Arc(center: .zero, radius: 10, startAngle: 0, sweep: .pi / 2).endPoint)
        try polyline.addLine(to: Point(x: -1, y: 0))
        expectNear(polyline.maximumDeviation(from: path), 10 * (1 - cos(Double.pi / 4)), tolerance: 1e-12)
    }

    @Test func mismatchedStructureIsInfinitelyFar() throws {
        let path = try quarterCirclePath()
        let polyline = try path.flattened(tolerance: 0.05)
        var missing = polyline
        missing.points.removeLast()
        missing.subpaths[0].pointRange = 0..<(polyline.points.count - 1)
        #expect(missing.maximumDeviation(from: path) == .infinity)
        var extra = polyline
        extra.points.append(Point(x: -1, y: 0))
        extra.subpaths[0].pointRange = 0..<(polyline.points.count + 1)
        #expect(extra.maximumDeviation(from: path) == .infinity)
        var closed = polyline
        closed.subpaths[0].isClosed = true
        #expect(closed.maximumDeviation(from: path) == .infinity)
        #expect(Polyline().maximumDeviation(from: path) == .infinity)
    }
}

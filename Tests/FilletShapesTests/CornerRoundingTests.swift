import Foundation
import Testing
import FilletGeometry
@testable import FilletShapes
import FilletTestSupport

@Suite struct CornerRoundingTests {
    @Test func tangentLengthAndCentreDistanceMatchHalfAngleFormulas() {
        expectNear(CornerRounding.tangentLength(radius: 10, cornerAngle: .pi / 2), 10)
        expectNear(CornerRounding.centreDistance(radius: 10, cornerAngle: .pi / 2), 10 * 2.0.squareRoot(), tolerance: 1e-12)
        expectNear(CornerRounding.tangentLength(radius: 1, cornerAngle: .pi / 3), 3.0.squareRoot(), tolerance: 1e-12)
        expectNear(CornerRounding.centreDistance(radius: 1, cornerAngle: .pi / 3), 2, tolerance: 1e-12)
    }

    @Test func cornerAngleIsTheUnsignedAngleBetweenEdges() {
        let a = CornerRounding.cornerAngle(previous: Point(x: 1, y: 0), vertex: .zero, next: Point(x: 0, y: 1))
        let b = CornerRounding.cornerAngle(previous: Point(x: 0, y: 1), vertex: .zero, next: Point(x: 1, y: 0))
        expectNear(a, .pi / 2)
        expectNear(b, .pi / 2)
    }

    /// Shapes whose radii (30, 37, 44, …) are far too large for their edges.
    static let overRoundedShapes: [String: [Point]] = [
        "thin irregular triangle": [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 3, y: 10)],
        "non-convex pentagon": [Point(x: 0, y: 0), Point(x: 80, y: 0), Point(x: 40, y: 20), Point(x: 80, y: 60),
                                Point(x: 0, y: 60)],
    ]

    @Test(arguments: ["thin irregular triangle", "non-convex pentagon"])
    func proportionalClampingKeepsTangentLengthsWithinEachEdge(shape: String) throws {
        let vertices = try #require(Self.overRoundedShapes[shape])
        let radii = (0..<vertices.count).map { Double(30 + 7 * $0) }
        let polygon = try RoundedPolygon(vertices: vertices, radii: radii, clamping: .proportional)
        try #require(polygon.corners.count == vertices.count)
        for index in vertices.indices {
            let next = (index + 1) % vertices.count
            let edge = vertices[index].distance(to: vertices[next])
            let used = polygon.corners[index].tangentLength + polygon.corners[next].tangentLength
            #expect(used <= edge * (1 + 1e-12), "edge \(index): tangent lengths \(used) > edge \(edge)")
            #expect(polygon.corners[index].realisedRadius <= radii[index],
                    "corner \(index): realised \(polygon.corners[index].realisedRadius) > requested \(radii[index])")
        }
        #expect(polygon.corners.contains { $0.wasClamped })
        #expect(maximumKink(polygon.path) < 1e-9)
    }

    @Test func proportionalClampingLeavesFittingRadiiAlone() throws {
        let square = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
        let polygon = try RoundedPolygon(vertices: square, radius: 50, clamping: .proportional)
        #expect(polygon.realisedRadii == [50, 50, 50, 50])
        #expect(!polygon.corners.contains { $0.wasClamped })
    }

    @Test func noClampingKeepsTheRequestedRadiusAndOvershoots() throws {
        let triangle = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 50, y: 20)]
        let polygon = try RoundedPolygon(vertices: triangle, radius: 40, clamping: .none)
        #expect(polygon.realisedRadii == [40, 40, 40])
        try #require(triangle.count > 1)
        let edge = triangle[0].distance(to: triangle[1])
        try #require(polygon.corners.count > 1)
        #expect(polygon.corners[0].tangentLength + polygon.corners[1].tangentLength > edge)
    }
}

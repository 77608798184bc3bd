import Foundation
import Testing
import FilletGeometry
@testable import FilletShapes
import FilletTestSupport

@Suite struct RoundedPolygonTests {
    let square = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]

    @Test func squareFilletsHaveHandComputedTangentPointsAndCentres() throws {
        let polygon = try RoundedPolygon(vertices: square, radius: 10)
        try #require(polygon.corners.count > 2)
        let corner = try #require(polygon.corners[0].fillet)
        expectNear(corner.startTangentPoint, Point(x: 0, y: 10))
        expectNear(corner.endTangentPoint, Point(x: 10, y: 0))
        expectNear(corner.arc.center, Point(x: 10, y: 10), tolerance: 1e-12)
        expectNear(abs(corner.arc.sweep), .pi / 2, tolerance: 1e-12)
        let opposite = try #require(polygon.corners[2].fillet)
        expectNear(opposite.arc.center, Point(x: 90, y: 90), tolerance: 1e-12)
    }

    @Test(arguments: [0.0, 1, 10, 25, 50])
    func roundedSquareAreaIsSideSquaredMinusFourMinusPiRSquared(radius r: Double) throws {
        let polygon = try RoundedPolygon(vertices: square, radius: r)
        expectNear(abs(signedArea(polygon.path)), 100 * 100 - (4 - .pi) * r * r, tolerance: 1e-9)
    }

    /// Non-convex (an arrow); both orientations are tested.
    static let arrow = [Point(x: 0, y: 40), Point(x: 60, y: 40), Point(x: 60, y: 10), Point(x: 120, y: 60),
                        Point(x: 60, y: 110), Point(x: 60, y: 80), Point(x: 0, y: 80)]

    @Test(arguments: [false, true])
    func everyFilletIsTangentToBothEdgesAtDistanceR(reversed: Bool) throws {
        let vertices = reversed ? Array(Self.arrow.reversed()) : Self.arrow
        let polygon = try RoundedPolygon(vertices: vertices, radius: 6)
        #expect(polygon.corners.count == vertices.count)
        for (index, corner) in polygon.corners.enumerated() {
            let fillet = try #require(corner.fillet, "corner \(index)")
            let previous = vertices[(index + vertices.count - 1) % vertices.count]
            let next = vertices[(index + 1) % vertices.count]
            let label = "corner \(index) at \(corner.vertex)"
            expectNear(distanceToLine(fillet.arc.center, previous, corner.vertex), 6, tolerance: 1e-9, "\(label)")
            expectNear(distanceToLine(fillet.arc.center, corner.vertex, next), 6, tolerance: 1e-9, "\(label)")
            expectNear(fillet.arc.center.distance(to: corner.vertex),
                       CornerRounding.centreDistance(radius: 6, cornerAngle: corner.cornerAngle), tolerance: 1e-9, "\(label)")
            expectNear(abs(fillet.arc.sweep), .pi - corner.cornerAngle, tolerance: 1e-12, "\(label)")
            expectNear(fillet.arc.startPoint, fillet.startTangentPoint, tolerance: 1e-9, "\(label)")
            expectNear(fillet.arc.endPoint, fillet.endTangentPoint, tolerance: 1e-9, "\(label)")
        }
        #expect(maximumKink(polygon.path) < 1e-9)
    }

    @Test func bothOrientationsEncloseTheSameArea() throws {
        let vertices = [Point(x: 0, y: 0), Point(x: 90, y: 10), Point(x: 40, y: 30), Point(x: 70, y: 80), Point(x: 5, y: 60)]
        let forward = try RoundedPolygon(vertices: vertices, radius: 5)
        let backward = try RoundedPolygon(vertices: vertices.reversed(), radius: 5)
        expectNear(signedArea(forward.path), -signedArea(backward.path), tolerance: 1e-9)
    }

    @Test func zeroRadiusKeepsACornerSharp() throws {
        let polygon = try RoundedPolygon(vertices: square, radii: [10, 0, 10, 0])
        try #require(polygon.corners.count > 1)
        #expect(polygon.corners[1].fillet == nil)
        #expect(polygon.corners[1].realisedRadius == 0)
        #expect(polygon.path.elements.contains(.line(to: Point(x: 100, y: 0))))
        expectNear(abs(signedArea(polygon.path)), 10_000 - 2 * (1 - .pi / 4) * 100, tolerance: 1e-9)
    }

    @Test func pathIsOneClosedSubpathOfLinesAndArcs() throws {
        let polygon = try RoundedPolygon(vertices: square, radius: 10)
        #expect(polygon.path.subpaths.count == 1)
        #expect(polygon.path.elements.last == .close)
        #expect(polygon.path.elements.filter { if case .arc = $0 { return true } else { return false } }.count == 4)
    }

    @Test func collinearVertexStaysSharp() throws {
        let vertices = [Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
        let polygon = try RoundedPolygon(vertices: vertices, radius: 10)
        try #require(polygon.corners.count > 1)
        #expect(polygon.corners[1].fillet == nil)
        #expect(polygon.corners[1].realisedRadius == 0)
        expectNear(abs(signedArea(polygon.path)), 10_000 - (4 - .pi) * 100, tolerance: 1e-9)
    }

    @Test func hostileInputThrowsShapeError() {
        expectShapeError(parameter: "vertices") { _ = try RoundedPolygon(vertices: [.zero, Point(x: 1, y: 0)], radius: 1) }
        expectShapeError(parameter: "radii") { _ = try RoundedPolygon(vertices: square, radii: [1, 2, 3]) }
        expectShapeError(parameter: "radius") { _ = try RoundedPolygon(vertices: square, radius: -1) }
        expectShapeError(parameter: "radius") { _ = try RoundedPolygon(vertices: square, radius: .nan) }
        expectShapeError(parameter: "radii[2]") { _ = try RoundedPolygon(vertices: square, radii: [1, 1, .infinity, 1]) }
        expectShapeError(parameter: "vertices[1].y") {
            _ = try RoundedPolygon(vertices: [.zero, Point(x: 1, y: .nan), Point(x: 0, y: 1)], radius: 1)
        }
        expectShapeError(parameter: "vertices") {
            _ = try RoundedPolygon(vertices: [.zero, .zero, Point(x: 0, y: 1)], radius: 1)
        }
        expectShapeError(parameter: "vertices.count") {
            _ = try RoundedPolygon(vertices: [Point](repeating: .zero, count: ShapeLimits.maximumCount + 1), radius: 1)
        }
    }
}

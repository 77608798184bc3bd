import Foundation
import Testing
import FilletGeometry
@testable import FilletShapes
import FilletTestSupport

@Suite struct Seed003Tests {
    let frame = Rect(width: 200, height: 200)
    let center = Point(x: 100, y: 100)

    @Test func roundness40PutsInnerPointsAtPoint4R() throws {
        let points = try Seed003StarVertexes(roundness: 40, numberOfVertexes: 5).vertexes(in: frame)
        #expect(points.count == 11)
        for (index, point) in points.enumerated() {
            expectNear(point.distance(to: center), index % 2 == 0 ? 100 : 40, tolerance: 1e-12, "point \(index)")
        }
        try #require(points.count > 0)
        expectNear(points[0], Point(x: 100, y: 0), tolerance: 1e-12)
    }

    @Test func lastPointRepeatsTheFirstUpToRounding() throws {
        let points = try Seed003StarVertexes().vertexes(in: frame)
        try #require(points.count > 10)
        expectNear(points[10], points[0], tolerance: 1e-12)
        #expect(points[10] != points[0], "θ = 3π/2 and −π/2 round differently")
    }

    @Test func polygonMovesThenLinesToEveryPointIncludingTheFirst() throws {
        let path = try Seed003StarVertexes().path(in: frame)
        #expect(path.elements.count == 13)
        try #require(path.elements.count > 1)
        #expect(path.elements[0] == .move(to: try Seed003StarVertexes().vertexes(in: frame)[0]))
        #expect(path.elements[1] == .line(to: try Seed003StarVertexes().vertexes(in: frame)[0]))
        #expect(path.elements.last == .close)
    }

    @Test func publishedClampingOfRoundnessAndVertexCount() throws {
        let full = try Seed003StarVertexes(roundness: 150).vertexes(in: frame)
        try #require(full.count > 1)
        expectNear(full[1].distance(to: center), 100, tolerance: 1e-12)
        let none = try Seed003StarVertexes(roundness: -10).vertexes(in: frame)
        try #require(none.count > 1)
        expectNear(none[1], center, tolerance: 1e-12)
        #expect(try Seed003StarVertexes(numberOfVertexes: 1).vertexes(in: frame).count == 5)
        #expect(try Seed003StarVertexes(numberOfVertexes: -7).vertexes(in: frame).count == 5)
    }

    @Test func paddingIsSubtractedOnceAndCanFlipTheStar() throws {
        let padded = try Seed003StarVertexes(padding: 20).vertexes(in: frame)
        try #require(padded.count > 0)
        expectNear(padded[0], Point(x: 100, y: 10), tolerance: 1e-12)
        let flipped = try Seed003StarVertexes(padding: 300).vertexes(in: frame)
        try #require(flipped.count > 0)
        expectNear(flipped[0], Point(x: 100, y: 150), tolerance: 1e-12)
    }

    @Test func hostileInputThrowsShapeError() {
        expectShapeError(parameter: "roundness") { _ = try Seed003StarVertexes(roundness: .nan).vertexes(in: frame) }
        expectShapeError(parameter: "padding") { _ = try Seed003StarVertexes(padding: .infinity).vertexes(in: frame) }
        expectShapeError(parameter: "numberOfVertexes") {
            _ = try Seed003StarVertexes(numberOfVertexes: 1_000_000_000).vertexes(in: frame)
        }
    }
}

import Foundation
import Testing
import FilletGeometry
@testable import FilletShapes
import FilletTestSupport

@Suite struct Seed001Tests {
    typealias PolygonPoint = Seed001RoundedCornerPolygon.PolygonPoint
    let square = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]

    @Test func startsAtTheMidpointOfLastAndFirstAndNeverCloses() throws {
        let points = square.map { PolygonPoint(point: $0, isRounded: true) }
        let path = try Seed001RoundedCornerPolygon(points: points, cornerRadius: 10).path()
        #expect(path.elements.first == .move(to: Point(x: 0, y: 50)))
        #expect(path.elements.last == .line(to: Point(x: 0, y: 50)))
        #expect(!path.elements.contains(.close))
        let centres = path.elements.compactMap { if case .arc(let arc) = $0 { return arc.center } else { return nil } }
        let expectedCentres = [Point(x: 10, y: 10), Point(x: 90, y: 10), Point(x: 90, y: 90), Point(x: 10, y: 90)]
        #expect(centres.count == expectedCentres.count)
        for (index, (centre, expected)) in zip(centres, expectedCentres).enumerated() {
            expectNear(centre, expected, tolerance: 1e-12, "arc \(index)")
        }
        expectNear(abs(signedArea(path)), 10_000 - (4 - .pi) * 100, tolerance: 1e-9)
    }

    @Test func sharpVerticesAreLinesToTheVertex() throws {
        let points = square.enumerated().map { PolygonPoint(point: $1, isRounded: $0 % 2 == 0) }
        let path = try Seed001RoundedCornerPolygon(points: points, cornerRadius: 10).path()
        #expect(path.elements.contains(.line(to: Point(x: 100, y: 0))))
        #expect(path.elements.contains(.line(to: Point(x: 0, y: 100))))
        #expect(path.elements.filter { if case .arc = $0 { return true } else { return false } }.count == 2)
    }

    @Test func oversizedRadiusOvershootsLikeArcTo() throws {
        // Corner angle at (0,0) is atan(10/50); tangent length 30·cot(A/2) ≈ 302.9 ≫ the 25.5 back to the start.
        let triangle = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 50, y: 10)]
        let path = try Seed001RoundedCornerPolygon(points: triangle.map { PolygonPoint(point: $0, isRounded: true) },
                                                   cornerRadius: 30).path()
        try #require(path.elements.count > 1)
        guard case .line(let firstTangentPoint) = path.elements[1] else {
            Issue.record("expected a line first")
            return
        }
        let angle = atan2(10.0, 50.0)
        expectNear(firstTangentPoint.distance(to: .zero), 30 / tan(angle / 2), tolerance: 1e-9)
        #expect(firstTangentPoint.distance(to: .zero) > Point(x: 25, y: 5).distance(to: .zero))
    }

    @Test func fewerThanThreePointsThrows() {
        expectShapeError(parameter: "vertices") {
            _ = try Seed001RoundedCornerPolygon(points: [PolygonPoint(point: .zero, isRounded: true)], cornerRadius: 1).path()
        }
        expectShapeError(parameter: "cornerRadius") {
            _ = try Seed001RoundedCornerPolygon(points: square.map { PolygonPoint(point: $0, isRounded: true) },
                                                cornerRadius: -1).path()
        }
    }
}

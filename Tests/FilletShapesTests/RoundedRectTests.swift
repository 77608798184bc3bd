import Foundation
import Testing
import FilletGeometry
@testable import FilletShapes
import FilletTestSupport

@Suite struct RoundedRectTests {
    @Test func areaIsWidthTimesHeightMinusCornerCuts() throws {
        let rect = Rect(x: 5, y: 7, width: 200, height: 120)
        let radii = RoundedRect.CornerRadii(topLeft: 10, topRight: 0, bottomRight: 30, bottomLeft: 5)
        let shape = try RoundedRect(rect: rect, radii: radii)
        let sum = radii.array.reduce(0) { $0 + $1 * $1 }
        expectNear(abs(signedArea(shape.path)), 200 * 120 - (4 - .pi) / 4 * sum, tolerance: 1e-9)
        try #require(shape.corners.count > 2)
        expectNear(try #require(shape.corners[0].fillet).arc.center, Point(x: 15, y: 17), tolerance: 1e-12)
        expectNear(try #require(shape.corners[2].fillet).arc.center, Point(x: 175, y: 97), tolerance: 1e-12)
        #expect(signedArea(shape.path) > 0, "runs toward increasing angle")
    }

    @Test func oversizedUniformRadiusBecomesAStadium() throws {
        let shape = try RoundedRect(rect: Rect(width: 200, height: 120), cornerRadius: 100)
        #expect(shape.corners.count == 4)
        for (index, corner) in shape.corners.enumerated() {
            expectNear(corner.realisedRadius, 60, tolerance: 1e-12, "corner \(index)")
        }
        expectNear(abs(signedArea(shape.path)), 200 * 120 - (4 - .pi) * 3600, tolerance: 1e-9)
    }

    @Test func reversedRunsTheOtherWay() throws {
        let forward = try RoundedRect(rect: Rect(width: 50, height: 40), cornerRadius: 8)
        let backward = try RoundedRect(rect: Rect(width: 50, height: 40), radii: .init(8), reversed: true)
        expectNear(signedArea(forward.path), -signedArea(backward.path), tolerance: 1e-9)
    }

    @Test func hostileInputThrowsShapeError() {
        expectShapeError(parameter: "rect.width") { _ = try RoundedRect(rect: Rect(width: 0, height: 1), cornerRadius: 0) }
        expectShapeError(parameter: "rect.height") { _ = try RoundedRect(rect: Rect(width: 1, height: -1), cornerRadius: 0) }
        expectShapeError(parameter: "rect.x") { _ = try RoundedRect(rect: Rect(x: .nan, width: 1, height: 1), cornerRadius: 0) }
        expectShapeError(parameter: "cornerRadius") { _ = try RoundedRect(rect: Rect(width: 1, height: 1), cornerRadius: -1) }
        expectShapeError(parameter: "radii.bottomLeft") {
            _ = try RoundedRect(rect: Rect(width: 1, height: 1),
                                radii: .init(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: .infinity))
        }
    }
}

@Suite struct RoundedBorderTests {
    let content = Rect(x: 0, y: 0, width: 200, height: 120)

    @Test func boundariesPerPosition() {
        let inside = RoundedBorder.boundaries(rect: content, borderWidth: 10, position: .inside)
        #expect(inside.outer == content && inside.inner == Rect(x: 10, y: 10, width: 180, height: 100))
        let center = RoundedBorder.boundaries(rect: content, borderWidth: 10, position: .center)
        #expect(center.outer == Rect(x: -5, y: -5, width: 210, height: 130) && center.inner == Rect(x: 5, y: 5, width: 190, height: 110))
        let outside = RoundedBorder.boundaries(rect: content, borderWidth: 10, position: .outside)
        #expect(outside.outer == Rect(x: -10, y: -10, width: 220, height: 140) && outside.inner == content)
    }

    @Test func concentricRuleGivesConstantWidthAndSharedCentres() throws {
        let border = try RoundedBorder(rect: content, borderWidth: 10, position: .inside, cornerRadius: 24)
        let inner = try #require(border.inner)
        try #require(border.outer.corners.count == 4 && inner.corners.count == 4)
        for index in 0..<4 {
            // The inner outline runs reversed: its corner 0 is top-left, 1 bottom-left, 2 bottom-right, 3 top-right.
            let innerIndex = [0, 3, 2, 1][index]
            let label = "outer corner \(index), inner corner \(innerIndex)"
            let outerArc = try #require(border.outer.corners[index].fillet, "\(label)").arc
            let innerArc = try #require(inner.corners[innerIndex].fillet, "\(label)").arc
            expectNear(outerArc.center, innerArc.center, tolerance: 1e-12, "\(label)")
            expectNear(outerArc.radius - innerArc.radius, 10, tolerance: 1e-12, "\(label)")
        }
        let cut = 4 - Double.pi
        let outerArea: Double = 200 * 120 - cut * 576
        let innerArea: Double = 180 * 100 - cut * 196
        let ringArea = outerArea - innerArea
        expectNear(signedArea(border.path), ringArea, tolerance: 1e-9)
        #expect(border.path.subpaths.count == 2)
    }

    @Test func concentricRuleBottomsOutAtZero() throws {
        let border = try RoundedBorder(rect: content, borderWidth: 30, cornerRadius: 20)
        #expect(try #require(border.inner).corners.allSatisfy { $0.realisedRadius == 0 && $0.fillet == nil })
    }

    @Test func sameAsOuterRuleWidensTheCornerDiagonalToWRootTwo() throws {
        let border = try RoundedBorder(rect: content, borderWidth: 10, cornerRadius: 24, innerCornerRule: .sameAsOuter)
        try #require(border.outer.corners.count > 0)
        let outerArc = try #require(border.outer.corners[0].fillet).arc
        let inner = try #require(border.inner)
        try #require(inner.corners.count > 0)
        let innerArc = try #require(inner.corners[0].fillet).arc
        let diagonal = Vector(dx: -1, dy: -1).normalized
        let outerPoint = outerArc.center + diagonal * 24, innerPoint = innerArc.center + diagonal * 24
        expectNear(outerPoint.distance(to: innerPoint), 10 * 2.0.squareRoot(), tolerance: 1e-12)
    }

    @Test func explicitInnerRadiusIsUsed() throws {
        let border = try RoundedBorder(rect: content, borderWidth: 10, position: .outside, cornerRadius: 24,
                                       innerCornerRule: .explicit(8))
        #expect(try #require(border.inner).corners.allSatisfy { $0.realisedRadius == 8 })
    }

    @Test func borderWiderThanHalfTheRectHasNoHole() throws {
        let border = try RoundedBorder(rect: content, borderWidth: 60, position: .inside, cornerRadius: 10)
        #expect(border.inner == nil)
        #expect(border.path.subpaths.count == 1)
    }

    @Test func hostileInputThrowsShapeError() {
        expectShapeError(parameter: "borderWidth") { _ = try RoundedBorder(rect: content, borderWidth: 0, cornerRadius: 1) }
        expectShapeError(parameter: "borderWidth") { _ = try RoundedBorder(rect: content, borderWidth: .nan, cornerRadius: 1) }
        expectShapeError(parameter: "cornerRadius") { _ = try RoundedBorder(rect: content, borderWidth: 1, cornerRadius: -1) }
        expectShapeError(parameter: "innerCornerRadius") {
            _ = try RoundedBorder(rect: content, borderWidth: 1, cornerRadius: 1, innerCornerRule: .explicit(-3))
        }
    }
}

import Foundation
import Testing
import FilletGeometry
@testable import FilletShapes
import FilletTestSupport

@Suite struct StarTests {
    @Test func regularInnerRatioIsCos2PiOverNOverCosPiOverN() throws {
        expectNear(try Star.regularInnerRatio(points: 5), 0.381966011250105, tolerance: 1e-15)
        expectNear(try Star.regularInnerRatio(points: 5), (3 - 5.0.squareRoot()) / 2, tolerance: 1e-15)
    }

    @Test(arguments: 5...40)
    func regularStarInnerRadiusIsRTimesCos2PiOverNOverCosPiOverN(points n: Int) throws {
        let star = try Star(points: n, outerRadius: 50)
        expectNear(star.innerRadius, 50 * cos(2 * .pi / Double(n)) / cos(.pi / Double(n)), tolerance: 1e-12)
    }

    @Test(arguments: [5, 6, 7, 12])
    func regularStarEdgesLieOnTheChordsOfTheStarPolygon(points n: Int) throws {
        // outer_i, inner_i and outer_{i+2} are collinear: inner vertices are where {n/2}'s chords cross.
        let v = try Star(points: n, outerRadius: 1).polygon.vertices
        try #require(v.count == 2 * n)
        for i in 0..<n {
            let outer = v[2 * i], inner = v[2 * i + 1], farOuter = v[(2 * i + 4) % (2 * n)]
            expectNear(distanceToLine(inner, outer, farOuter), 0, tolerance: 1e-14, "n \(n): point \(i)")
        }
    }

    @Test(arguments: [2, 3, 4])
    func regularNeedsAtLeastFivePoints(points n: Int) {
        expectShapeError(parameter: "points") { _ = try Star(points: n, outerRadius: 10, innerRadius: .regular) }
    }

    @Test func verticesAlternateOuterAndInnerRadii() throws {
        let star = try Star(points: 7, outerRadius: 80, innerRadius: .ratio(0.3), rotation: 0.2, center: Point(x: 5, y: -3))
        #expect(star.polygon.vertices.count == 14)
        for (index, vertex) in star.polygon.vertices.enumerated() {
            expectNear(vertex.distance(to: Point(x: 5, y: -3)), index % 2 == 0 ? 80 : 24, tolerance: 1e-12, "vertex \(index)")
        }
        try #require(star.polygon.vertices.count > 0)
        expectNear((star.polygon.vertices[0] - Point(x: 5, y: -3)).angle, 0.2, tolerance: 1e-14)
    }

    /// `rotation + 2π·i/n` at rotation 1e8 rounds to 1.5e-8 rad: the star lost its symmetry and
    /// `fillet check star --rotation 1e8` failed; at 1e300 every point collapsed onto two.
    /// Rotations beyond a full turn are reduced exactly first.
    @Test(arguments: [1e8, -1e15, 1e300])
    func largeRotationsKeepTheSymmetry(_ rotation: Double) throws {
        let star = try Star(points: 7, outerRadius: 80, innerRadius: .ratio(0.4), outerCornerRadius: 3,
                            innerCornerRadius: 2, rotation: rotation)
        let polygon = try RegularPolygon(sides: 9, radius: 50, cornerRadius: 4, rotation: rotation)
        for vertices in [star.polygon.vertices, polygon.polygon.vertices] {
            let stride = vertices.count == 14 ? 2 : 1
            let side = vertices[0].distance(to: vertices[stride])
            for index in Swift.stride(from: 0, to: vertices.count, by: stride) {
                let next = vertices[(index + stride) % vertices.count]
                expectNear(vertices[index].distance(to: next), side, tolerance: 1e-12 * 80, "vertex \(index)")
            }
        }
        // The same angle: the first point where the reduced rotation puts it.
        let first = Point.zero.offset(by: 80, angle: remainder(rotation, 2 * .pi))
        expectNear(star.polygon.vertices[0].distance(to: first), 0, tolerance: 1e-12 * 80)
    }

    @Test func starIsSymmetricUnderRotationByTwoPiOverN() throws {
        let n = 6
        let center = Point(x: 10, y: 20)
        let star = try Star(points: n, outerRadius: 50, innerRadius: .ratio(0.45), outerCornerRadius: 4,
                            innerCornerRadius: 2, rotation: 0.1, center: center)
        let step = 2 * Double.pi / Double(n)
        func rotated(_ p: Point) -> Point {
            let v = p - center
            return Point(x: center.x + v.dx * cos(step) - v.dy * sin(step), y: center.y + v.dx * sin(step) + v.dy * cos(step))
        }
        let corners = star.corners
        #expect(corners.count == 2 * n)
        for index in corners.indices {
            let image = corners[(index + 2) % corners.count]
            let fillet = try #require(corners[index].fillet, "corner \(index)")
            let imageFillet = try #require(image.fillet, "corner \((index + 2) % corners.count)")
            let label = "corner \(index) → \((index + 2) % corners.count)"
            expectNear(rotated(fillet.arc.center), imageFillet.arc.center, tolerance: 1e-12, "\(label)")
            expectNear(rotated(fillet.startTangentPoint), imageFillet.startTangentPoint, tolerance: 1e-12, "\(label)")
            expectNear(fillet.arc.sweep, imageFillet.arc.sweep, tolerance: 1e-12, "\(label)")
            #expect(corners[index].realisedRadius == image.realisedRadius, "\(label)")
        }
    }

    @Test func filletedStarAreaIsPolygonAreaMinusOuterCutsPlusInnerFills() throws {
        // Regular five-pointed star: outer corner angle π/5, inner corner angle (between the edges) 3π/5.
        let R = 100.0, k = try Star.regularInnerRatio(points: 5), ro = 6.0, ri = 3.0
        let star = try Star(points: 5, outerRadius: R, outerCornerRadius: ro, innerCornerRadius: ri, clamping: .none)
        let sharp = 5 * R * R * k * sin(.pi / 5)     // ten triangles centre–outer–inner
        func cut(_ r: Double, _ A: Double) -> Double { r * r * (1 / tan(A / 2) - (.pi - A) / 2) }
        let expected = sharp - 5 * cut(ro, .pi / 5) + 5 * cut(ri, 3 * .pi / 5)
        expectNear(abs(signedArea(star.path)), expected, tolerance: 1e-9)
        try #require(star.corners.count > 1)
        expectNear(star.corners[0].cornerAngle, .pi / 5, tolerance: 1e-12)
        expectNear(star.corners[1].cornerAngle, 3 * .pi / 5, tolerance: 1e-12)
        #expect(maximumKink(star.path) < 1e-9)
    }

    @Test(arguments: [5, 6, 7])
    func fittedStarTouchesTheInsetRectAndIsCentred(points n: Int) throws {
        let rect = Rect(x: 10, y: 20, width: 300, height: 200)
        let star = try Star(points: n, fittedIn: rect, padding: 12, innerRadius: .ratio(0.5))
        let xs = star.polygon.vertices.map(\.x), ys = star.polygon.vertices.map(\.y)
        let (minX, maxX, minY, maxY) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
        #expect(minX >= 22 - 1e-9 && maxX <= 298 + 1e-9 && minY >= 32 - 1e-9 && maxY <= 208 + 1e-9)
        expectNear((minX + maxX) / 2, rect.midX, tolerance: 1e-9)
        expectNear((minY + maxY) / 2, rect.midY, tolerance: 1e-9)
        // It touches one pair of sides: here the height limits it.
        expectNear(maxY - minY, 176, tolerance: 1e-9)
    }

    @Test func hostileInputThrowsShapeError() {
        expectShapeError(parameter: "points") { _ = try Star(points: 1, outerRadius: 10, innerRadius: .ratio(0.5)) }
        expectShapeError(parameter: "points") { _ = try Star(points: 1_000_000_000, outerRadius: 10) }
        expectShapeError(parameter: "innerRatio") { _ = try Star(points: 5, outerRadius: 10, innerRadius: .ratio(0)) }
        expectShapeError(parameter: "innerRatio") { _ = try Star(points: 5, outerRadius: 10, innerRadius: .ratio(1)) }
        expectShapeError(parameter: "innerRatio") { _ = try Star(points: 5, outerRadius: 10, innerRadius: .ratio(-0.2)) }
        expectShapeError(parameter: "innerRatio") { _ = try Star(points: 5, outerRadius: 10, innerRadius: .ratio(.nan)) }
        expectShapeError(parameter: "outerRadius") { _ = try Star(points: 5, outerRadius: -10) }
        expectShapeError(parameter: "outerRadius") { _ = try Star(points: 5, outerRadius: .infinity) }
        expectShapeError(parameter: "outerCornerRadius") { _ = try Star(points: 5, outerRadius: 10, outerCornerRadius: -1) }
        expectShapeError(parameter: "innerCornerRadius") { _ = try Star(points: 5, outerRadius: 10, innerCornerRadius: .nan) }
        expectShapeError(parameter: "rotation") { _ = try Star(points: 5, outerRadius: 10, rotation: .infinity) }
        expectShapeError(parameter: "center.x") { _ = try Star(points: 5, outerRadius: 10, center: Point(x: .nan, y: 0)) }
        expectShapeError(parameter: "padding") { _ = try Star(fittedIn: Rect(width: 10, height: 10), padding: 5) }
        expectShapeError(parameter: "rect.width") { _ = try Star(fittedIn: Rect(width: 0, height: 10)) }
    }

    @Test func twoPointedStarIsARhombus() throws {
        let star = try Star(points: 2, outerRadius: 10, innerRadius: .ratio(0.5), rotation: 0)
        expectNear(abs(signedArea(star.path)), 2 * 10 * 5, tolerance: 1e-12)
    }
}

@Suite struct RegularPolygonTests {
    @Test(arguments: [3, 4, 6, 9])
    func areaIsPolygonAreaMinusCornerCuts(sides n: Int) throws {
        let R = 50.0, r = 5.0
        let polygon = try RegularPolygon(sides: n, radius: R, cornerRadius: r)
        let N = Double(n)
        let expected = N / 2 * R * R * sin(2 * .pi / N) - N * r * r * (tan(.pi / N) - .pi / N)
        expectNear(abs(signedArea(polygon.path)), expected, tolerance: 1e-9)
        try #require(polygon.corners.count > 0)
        expectNear(polygon.corners[0].tangentLength, r * tan(.pi / N), tolerance: 1e-12)
    }

    @Test func radiusAboveTheInradiusClampsToTheIncircle() throws {
        let polygon = try RegularPolygon(sides: 6, radius: 50, cornerRadius: 1000)
        let inradius = 50 * cos(Double.pi / 6)
        #expect(polygon.corners.count == 6)
        for (index, corner) in polygon.corners.enumerated() {
            expectNear(corner.realisedRadius, inradius, tolerance: 1e-9, "corner \(index)")
        }
        expectNear(abs(signedArea(polygon.path)), .pi * inradius * inradius, tolerance: 1e-7)
    }

    @Test func hostileInputThrowsShapeError() {
        expectShapeError(parameter: "sides") { _ = try RegularPolygon(sides: 2, radius: 1) }
        expectShapeError(parameter: "sides") { _ = try RegularPolygon(sides: 2_000_000, radius: 1) }
        expectShapeError(parameter: "radius") { _ = try RegularPolygon(sides: 5, radius: 0) }
        expectShapeError(parameter: "cornerRadius") { _ = try RegularPolygon(sides: 5, radius: 1, cornerRadius: -2) }
    }
}

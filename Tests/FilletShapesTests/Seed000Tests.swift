import Foundation
import Testing
import FilletGeometry
@testable import FilletShapes
import FilletTestSupport

/// Numbers computed from the article's code by hand: frame 150 × 150, n = 5, r = 3.
@Suite struct Seed000Tests {
    let frame = Rect(width: 150, height: 150)

    func arcs(_ path: Path) -> [Arc] {
        path.elements.compactMap { if case .arc(let arc) = $0 { return arc } else { return nil } }
    }

    @Test func defaultsPutOuterArcCentresOnACircleOfPoint9Times75AroundTheShiftedCentre() throws {
        let path = try Seed000StarShape2().path(in: frame)
        let center = Point(x: 75, y: 75 * (5 * -0.04 + 1.3))
        expectNear(center.y, 82.5, tolerance: 1e-12)
        let all = arcs(path)
        #expect(all.count == 10)
        for (index, arc) in all.enumerated() {
            let i = Double(index / 2)
            if index % 2 == 0 {
                let angle = 2 * Double.pi / 5 * i - Double.pi / 2
                expectNear(arc.center, center.offset(by: 67.5, angle: angle), tolerance: 1e-12, "outer arc \(index)")
                expectNear(arc.sweep, 0.9 * .pi, tolerance: 1e-12, "outer arc \(index)")
                expectNear(arc.startAngle, angle - 0.45 * .pi, tolerance: 1e-12, "outer arc \(index)")
            } else {
                let angle = 2 * Double.pi / 5 * (i + 0.5) - Double.pi / 2
                expectNear(arc.center, center.offset(by: 27, angle: angle), tolerance: 1e-12, "inner arc \(index)")
                expectNear(arc.sweep, -0.6 * .pi, tolerance: 1e-12,
                           "inner arc \(index): clockwise: true from φ−0.7π to φ+0.7π is the short way")
            }
            #expect(arc.radius == 3, "arc \(index)")
        }
    }

    @Test func arcsCentredOnTheVerticesPushTipsOutToROuterPlusR() throws {
        let path = try Seed000StarShape2(cornerRadius: 10).path(in: frame)
        let center = Point(x: 75, y: 82.5)
        let tip = arcs(path)[0].point(atAngle: -Double.pi / 2)
        expectNear(tip.distance(to: center), 77.5, tolerance: 1e-12)
    }

    @Test func fixedSweepsLeaveKinksAtEveryLineArcJoin() throws {
        let path = try Seed000StarShape2().path(in: frame)
        #expect(maximumKink(path) > 0.05)
    }

    @Test func firstVersionUsesPoint8AndOuterArcsOnly() throws {
        let path = try Seed000StarShape2(version: .outerArcs).path(in: frame)
        let all = arcs(path)
        #expect(all.count == 5)
        try #require(all.count > 0)
        expectNear(all[0].center, Point(x: 75, y: 82.5 - 60), tolerance: 1e-12)
        // Lines run to the sharp inner vertices at 0.4 · 60 = 24 from the centre.
        let inner = Point(x: 75, y: 82.5).offset(by: 24, angle: 2 * Double.pi / 5 * 0.5 - Double.pi / 2)
        #expect(path.elements.contains { if case .line(let p) = $0 { return p.distance(to: inner) < 1e-12 } else { return false } })
    }

    @Test(arguments: [(3, 1.18), (5, 1.1), (7, 1.02), (9, 1.0), (6, 1.0)])
    func oddCentreShiftFactorsPerN(points n: Int, factor: Double) throws {
        expectNear(Seed000StarShape2(points: n).center(in: frame).y, 75 * factor, tolerance: 1e-12, "n = \(n)")
    }

    @Test func circleOutlineKeepsTheCentreUnshifted() {
        #expect(Seed000StarShape2(points: 5, isCircleOutline: true).center(in: frame).y == 75)
    }

    @Test func cutoutAddsTheFrameAsItsOwnSubpath() throws {
        let rectCutout = try Seed000StarShape2(isCutout: true).path(in: frame)
        #expect(rectCutout.subpaths.count == 2)
        #expect(Array(rectCutout.elements.prefix(5)) == [.move(to: .zero), .line(to: Point(x: 150, y: 0)),
                                                         .line(to: Point(x: 150, y: 150)), .line(to: Point(x: 0, y: 150)), .close])
        let circleCutout = try Seed000StarShape2(isCutout: true, isCircleOutline: true).path(in: frame)
        let circle = try #require(arcs(circleCutout).first)
        #expect(circle.radius == 75 && circle.center == Point(x: 75, y: 75) && abs(circle.sweep) == 2 * .pi)
    }

    @Test func sharpStarShapeUsesOffsetPiOverNPlusHalfPi() throws {
        let path = try Seed000StarShape(points: 5).path(in: frame)
        let points = path.elements.compactMap(\.endPoint)
        #expect(points.count == 10)
        // i = 2: 2·(2π/5) + π/5 + π/2 = 3π/2, straight up from the shifted centre.
        try #require(points.count > 4)
        expectNear(points[4], Point(x: 75, y: 82.5 - 67.5), tolerance: 1e-12)
        let six = try Seed000StarShape(points: 6).path(in: frame).elements.compactMap(\.endPoint)
        // n = 6: no shift, a point at angle π (left), an inner vertex straight up.
        try #require(six.count > 5)
        expectNear(six[2], Point(x: 75 - 67.5, y: 75), tolerance: 1e-12)
        expectNear(six[5], Point(x: 75, y: 75 - 27), tolerance: 1e-12)
    }

    @Test func hostileInputThrowsShapeError() {
        expectShapeError(parameter: "points") { _ = try Seed000StarShape2(points: 0).path(in: frame) }
        expectShapeError(parameter: "points") { _ = try Seed000StarShape2(points: 1_000_000_000).path(in: frame) }
        expectShapeError(parameter: "cornerRadius") { _ = try Seed000StarShape2(cornerRadius: .nan).path(in: frame) }
        expectShapeError(parameter: "rect.width") { _ = try Seed000StarShape(points: 5).path(in: Rect(width: .infinity, height: 1)) }
    }
}

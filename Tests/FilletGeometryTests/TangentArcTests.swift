import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

/// `addArc(tangent1End:tangent2End:radius:)` against hand-computed fillets and the canvas `arcTo`
/// degenerate cases.
@Suite struct TangentArcTests {
    /// A right angle at (10, 0) between the edge from the origin and the edge down to (10, 10):
    /// A = π/2, tangent length r·cot(π/4) = r, centre at r/sin(π/4) = r√2 along the bisector.
    @Test func rightAngleCornerHasTangentLengthEqualToRadius() throws {
        var path = Path()
        try path.move(to: .zero)
        try path.addArc(tangent1End: Point(x: 10, y: 0), tangent2End: Point(x: 10, y: 10), radius: 3)
        #expect(path.elements.count == 3)
        try #require(path.elements.count > 2)
        guard case .line(let lineEnd) = path.elements[1] else { Issue.record("no line"); return }
        expectNear(lineEnd, Point(x: 7, y: 0), tolerance: 1e-14)
        guard case .arc(let arc) = path.elements[2] else { Issue.record("no arc"); return }
        expectNear(arc.center, Point(x: 7, y: 3), tolerance: 1e-14)
        expectNear(arc.radius, 3)
        expectNear(arc.sweep, .pi / 2, tolerance: 1e-15)   // turning toward +y: increasing angle
        expectNear(arc.startPoint, Point(x: 7, y: 0), tolerance: 1e-14)
        expectNear(arc.endPoint, Point(x: 10, y: 3), tolerance: 1e-14)
        expectNear(path.currentPoint!, Point(x: 10, y: 3), tolerance: 1e-14)
    }

    /// A 60° corner: tangent length r·cot(30°) = r√3, centre distance r/sin(30°) = 2r.
    @Test func sixtyDegreeCornerMatchesCotangentAndCosecant() throws {
        let corner = Point(x: 0, y: 0)
        let p0 = Point(x: 20, y: 0)
        let p2 = Point(x: 20 * cos(Double.pi / 3), y: 20 * sin(Double.pi / 3))
        let r = 2.0
        guard let fillet = TangentArc(from: p0, corner: corner, to: p2, radius: r) else {
            Issue.record("no fillet"); return
        }
        expectNear(fillet.cornerAngle, .pi / 3, tolerance: 1e-15)
        expectNear(fillet.tangentLength, r * 3.0.squareRoot(), tolerance: 1e-14)
        expectNear(fillet.arc.center.distance(to: corner), 2 * r, tolerance: 1e-14)
        expectNear(fillet.arc.center, Point(x: 2 * r * cos(Double.pi / 6), y: 2 * r * sin(Double.pi / 6)), tolerance: 1e-14)
        expectNear(abs(fillet.arc.sweep), 2 * .pi / 3, tolerance: 1e-14)
        // p0 → corner → p2 turns toward decreasing angle (from −x to +60°): negative sweep.
        #expect(fillet.arc.sweep < 0)
        // Tangency: the radius at each tangent point is perpendicular to its edge.
        expectNear((fillet.startTangentPoint - fillet.arc.center).dot(p0 - corner), 0, tolerance: 1e-12)
        expectNear((fillet.endTangentPoint - fillet.arc.center).dot(p2 - corner), 0, tolerance: 1e-12)
        expectNear(fillet.arc.endPoint, fillet.endTangentPoint, tolerance: 1e-14)
    }

    @Test func radiusTooLargeIsNotClampedAndTheLineRunsBackwards() throws {
        // Edge length 10, right angle, radius 15: tangent point at x = 10 − 15 = −5, behind the start.
        var path = Path()
        try path.move(to: .zero)
        try path.addArc(tangent1End: Point(x: 10, y: 0), tangent2End: Point(x: 10, y: 10), radius: 15)
        try #require(path.elements.count > 2)
        guard case .line(let lineEnd) = path.elements[1] else { Issue.record("no line"); return }
        expectNear(lineEnd, Point(x: -5, y: 0), tolerance: 1e-14)
        guard case .arc(let arc) = path.elements[2] else { Issue.record("no arc"); return }
        expectNear(arc.center, Point(x: -5, y: 15), tolerance: 1e-13)
        expectNear(path.currentPoint!, Point(x: 10, y: 15), tolerance: 1e-13)
    }

    @Test func currentPointEqualToTangent1EndAddsLine() throws {
        var path = Path()
        try path.move(to: Point(x: 1, y: 1))
        try path.addArc(tangent1End: Point(x: 1, y: 1), tangent2End: Point(x: 5, y: 5), radius: 2)
        #expect(path.elements == [.move(to: Point(x: 1, y: 1)), .line(to: Point(x: 1, y: 1))])
    }

    @Test func coincidentTangentEndsAddLineToTangent1End() throws {
        var path = Path()
        try path.move(to: .zero)
        try path.addArc(tangent1End: Point(x: 4, y: 0), tangent2End: Point(x: 4, y: 0), radius: 2)
        #expect(path.elements.last == .line(to: Point(x: 4, y: 0)))
    }

    @Test func zeroRadiusAddsLineToTangent1End() throws {
        var path = Path()
        try path.move(to: .zero)
        try path.addArc(tangent1End: Point(x: 4, y: 0), tangent2End: Point(x: 4, y: 4), radius: 0)
        #expect(path.elements.last == .line(to: Point(x: 4, y: 0)))
    }

    @Test func collinearContinuingPointsAddLine() throws {
        var path = Path()
        try path.move(to: .zero)
        try path.addArc(tangent1End: Point(x: 4, y: 0), tangent2End: Point(x: 9, y: 0), radius: 2)
        #expect(path.elements.last == .line(to: Point(x: 4, y: 0)))
    }

    @Test func collinearReversingPointsAddLine() throws {
        var path = Path()
        try path.move(to: .zero)
        try path.addArc(tangent1End: Point(x: 4, y: 0), tangent2End: Point(x: 1, y: 0), radius: 2)
        #expect(path.elements.last == .line(to: Point(x: 4, y: 0)))
    }

    @Test func noCurrentPointStartsSubpathAtTangent1End() throws {
        var path = Path()
        try path.addArc(tangent1End: Point(x: 4, y: 0), tangent2End: Point(x: 4, y: 4), radius: 2)
        #expect(path.elements == [.move(to: Point(x: 4, y: 0))])
    }

    @Test func nearlyStraightCornerGivesTinyFilletContinuously() throws {
        // Turn of 1e-6 rad: tangent length r·tan(turn/2) ≈ r·5e-7.
        let turn = 1e-6
        guard let fillet = TangentArc(from: Point(x: -10, y: 0), corner: .zero,
                                      to: Point(x: 10 * cos(turn), y: 10 * sin(turn)), radius: 1) else {
            Issue.record("no fillet"); return
        }
        expectNear(fillet.tangentLength, tan(turn / 2), tolerance: 1e-18)
        expectNear(fillet.arc.sweep, turn, tolerance: 1e-15)
    }

    /// Either orientation: mirroring the corner mirrors the centre and flips the sweep's sign.
    @Test func mirroredCornerFlipsSweepSign() throws {
        let a = TangentArc(from: Point(x: 0, y: 0), corner: Point(x: 10, y: 0), to: Point(x: 13, y: 8), radius: 1.5)!
        let b = TangentArc(from: Point(x: 0, y: 0), corner: Point(x: 10, y: 0), to: Point(x: 13, y: -8), radius: 1.5)!
        expectNear(a.arc.sweep, -b.arc.sweep, tolerance: 1e-15)
        expectNear(a.arc.center, Point(x: b.arc.center.x, y: -b.arc.center.y), tolerance: 1e-14)
    }
}

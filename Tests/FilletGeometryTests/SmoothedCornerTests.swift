import Foundation
import Testing
import FilletGeometry
import FilletTestSupport

/// Continuous-curvature corners (issue 46): the flanks meet the edges with curvature 0 and the arc
/// with curvature 1/r, tangent-continuously, at every corner angle and smoothing.
struct SmoothedCornerTests {
    static let vertex = Point(x: 0, y: 0)

    /// A corner at the origin between an edge arriving from `angle` and one leaving along +x.
    static func fillet(turnDegrees: Double, radius: Double, clockwise: Bool) -> TangentArc {
        let turn = turnDegrees * .pi / 180 * (clockwise ? 1 : -1)
        let incoming = Vector(dx: cos(-turn), dy: sin(-turn))
        return TangentArc(from: vertex - incoming * 100, corner: vertex, to: Point(x: 100, y: 0), radius: radius)!
    }

    /// The unit direction of travel at angle `angle` of a circle traversed with the orientation
    /// `sign` (+1 toward increasing angle). The orientation is the fillet's: the kept arc has
    /// sweep 0 at smoothing 1, and a zero sweep carries no orientation.
    static func travel(atAngle angle: Double, sign: Double) -> Vector {
        Vector(dx: -sin(angle) * sign, dy: cos(angle) * sign)
    }

    /// The rounding allowance of the control points: 16 ulps of the largest coordinate magnitude
    /// involved (the control points and the arc's centre).
    static func pointRounding(_ curve: CubicCurve, _ arc: Arc) -> Double {
        let magnitude = Swift.max(curve.magnitude, Swift.abs(arc.center.x), Swift.abs(arc.center.y), arc.radius)
        return 16 * Double.ulpOfOne * magnitude
    }

    static let turns: [Double] = [0.5, 5, 30, 60, 90, 120, 150, 175, 179.5]
    static let smoothings: [Double] = [0.01, 0.1, 0.25, 0.5, 0.6, 0.75, 0.9, 1]

    @Test(arguments: turns, smoothings)
    func flanksAreCurvatureAndTangentContinuousAtBothEnds(turn: Double, smoothing: Double) throws {
        for clockwise in [true, false] {
            for radius in [1e-3, 1, 37.5, 1e4] {
                let fillet = Self.fillet(turnDegrees: turn, radius: radius, clockwise: clockwise)
                let corner = SmoothedCorner(fillet: fillet, smoothing: smoothing)
                let entry = try #require(corner.entry), exit = try #require(corner.exit)
                let sign: Double = clockwise ? 1 : -1
                #expect((fillet.arc.sweep > 0) == clockwise)
                let label: Comment = "turn \(turn)°, s \(smoothing), r \(radius), clockwise \(clockwise)"
                let delta = Self.pointRounding(entry, corner.arc)

                // Curvature: 0 on the edges, the arc's signed 1/r where a flank meets the arc.
                // Compared as curvature × r (scale-free).
                // The first-order rounding bound of an end curvature (CubicCurve's): a wrong
                // construction misses by O(1/r), far beyond it.
                let entryEdgeBound = entry.endCurvatureRoundingBound(atStart: true, pointRounding: delta)
                let entryArcBound = entry.endCurvatureRoundingBound(atStart: false, pointRounding: delta)
                let exitArcBound = exit.endCurvatureRoundingBound(atStart: true, pointRounding: delta)
                let exitEdgeBound = exit.endCurvatureRoundingBound(atStart: false, pointRounding: delta)
                expectNear(entry.curvature(at: 0) * radius, 0, tolerance: 1e-12 + entryEdgeBound * radius, label)
                expectNear(entry.curvature(at: 1) * radius, sign, tolerance: 1e-12 + entryArcBound * radius, label)
                expectNear(exit.curvature(at: 0) * radius, sign, tolerance: 1e-12 + exitArcBound * radius, label)
                expectNear(exit.curvature(at: 1) * radius, 0, tolerance: 1e-12 + exitEdgeBound * radius, label)

                // Positions: the flanks end exactly where the kept arc starts and ends.
                #expect(entry.p3 == corner.arc.point(at: 0), label)
                #expect(exit.p0 == corner.arc.point(at: 1), label)

                // Tangents: the edges' directions at the outer ends, the arc's where they meet it.
                // A unit direction through two points `d` apart, each within δ, is within 2δ/d.
                let incoming = Self.travel(atAngle: fillet.arc.startAngle, sign: sign)
                let outgoing = Self.travel(atAngle: fillet.arc.endAngle, sign: sign)
                let arcStart = Self.travel(atAngle: corner.arc.startAngle, sign: sign)
                let arcEnd = Self.travel(atAngle: corner.arc.endAngle, sign: sign)
                for (actual, expected, span) in [
                    (entry.startTangent, incoming, (entry.p1 - entry.p0).length),
                    (entry.endTangent, arcStart, (entry.p3 - entry.p2).length),
                    (exit.startTangent, arcEnd, (exit.p1 - exit.p0).length),
                    (exit.endTangent, outgoing, (exit.p3 - exit.p2).length),
                ] {
                    let tolerance = 1e-15 + 2 * delta / span
                    expectNear(actual.dx, expected.dx, tolerance: tolerance, label)
                    expectNear(actual.dy, expected.dy, tolerance: tolerance, label)
                }

                // Each flank starts (1 + s)·t from the vertex, on its edge.
                let cut = (1 + corner.smoothing) * fillet.tangentLength
                expectNear(corner.cutLength, cut, tolerance: 0, label)
                expectNear(entry.p0.distance(to: Self.vertex), cut, tolerance: delta, relative: 1e-15, label)
                expectNear(exit.p3.distance(to: Self.vertex), cut, tolerance: delta, relative: 1e-15, label)
                let incomingDistance = (entry.p0 - Self.vertex).cross(incoming)
                expectNear(incomingDistance, 0, tolerance: delta, label)
                expectNear(exit.p3.y, 0, tolerance: delta, label)
                #expect((entry.p0 - Self.vertex).dot(incoming) < 0 && exit.p3.x > 0, label)
            }
        }
    }

    /// Negative control: the checks above fail for flanks with G1-only handles (the control point
    /// next to the arc placed a third of the way, as a plain Bézier ease would), so they can fail.
    @Test func wrongHandleLengthIsCaught() throws {
        let fillet = Self.fillet(turnDegrees: 90, radius: 10, clockwise: true)
        let corner = SmoothedCorner(fillet: fillet, smoothing: 0.5)
        var entry = try #require(corner.entry)
        entry.p1 = entry.p2 + (entry.p0 - entry.p2) * (1.0 / 3.0)
        let error = Swift.abs(entry.curvature(at: 1) * 10 - 1)
        let bound = entry.endCurvatureRoundingBound(atStart: false, pointRounding: Self.pointRounding(entry, corner.arc)) * 10
        #expect(error > 0.1 && error > 1e6 * bound, "error \(error), rounding bound \(bound)")
    }

    /// A flank's curvature runs from 0 to 1/r and must overshoot 1/r on the way: with the circle
    /// kept (same centre, tangent to the edge), any curvature-continuous flank does (see the
    /// type's documentation). The peak grows with the turn; the bounds are the measured peaks
    /// (×r, over smoothings 0.01–1, 10 001 samples per flank) rounded up in the third digit,
    /// documented on ``SmoothedCorner``.
    @Test(arguments: [(0.5, 1.24), (5, 1.24), (30, 1.25), (60, 1.27), (90, 1.31), (120, 1.39),
                      (150, 1.59), (175, 2.55), (179.5, 6.54)] as [(Double, Double)])
    func flankCurvaturePeakIsMeasuredAndBounded(turn: Double, bound: Double) {
        for smoothing in Self.smoothings {
            let corner = SmoothedCorner(fillet: Self.fillet(turnDegrees: turn, radius: 10, clockwise: true), smoothing: smoothing)
            guard let entry = corner.entry else { Issue.record("no flank at s \(smoothing)"); continue }
            let samples = (0...10_000).map { entry.curvature(at: Double($0) / 10_000) * 10 }
            let largest = samples.max() ?? .nan
            #expect(largest > 1 && largest <= bound, "turn \(turn)°, s \(smoothing): max κ·r \(largest)")
            #expect(samples.allSatisfy { $0 >= -1e-12 }, "turn \(turn)°, s \(smoothing): the flank bends the wrong way")
        }
    }

    @Test func smoothingZeroIsTheFilletBitForBit() {
        let fillet = Self.fillet(turnDegrees: 72, radius: 12, clockwise: false)
        for smoothing in [0, -1, .nan] as [Double] {
            let corner = SmoothedCorner(fillet: fillet, smoothing: smoothing)
            #expect(corner.arc == fillet.arc && corner.entry == nil && corner.exit == nil && corner.smoothing == 0)
        }
        #expect(SmoothedCorner(fillet: fillet, smoothing: 3).smoothing == 1)
    }

    /// At full smoothing the arc vanishes and the flanks meet on the bisector.
    @Test(arguments: [true, false])
    func fullSmoothingLeavesNoArc(clockwise: Bool) throws {
        let corner = SmoothedCorner(fillet: Self.fillet(turnDegrees: 90, radius: 5, clockwise: clockwise), smoothing: 1)
        #expect(corner.arc.sweep == 0 && !corner.keepsArc)
        let entry = try #require(corner.entry), exit = try #require(corner.exit)
        #expect(entry.p3 == exit.p0)
        expectNear(entry.endTangent.dx, exit.startTangent.dx, tolerance: 1e-15)
        expectNear(entry.endTangent.dy, exit.startTangent.dy, tolerance: 1e-15)
    }
}

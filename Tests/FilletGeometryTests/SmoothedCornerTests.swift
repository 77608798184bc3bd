import Foundation
import Testing
import FilletGeometry
import FilletTestSupport

/// Continuous-curvature corners (issue 46): the flanks meet the edges with curvature 0 and the arc
/// with curvature 1/r, tangent-continuously, at every corner angle and smoothing.
struct SmoothedCornerTests {
    /// A corner at the origin between an edge arriving from `angle` and one leaving along +x.
    static func fillet(turnDegrees: Double, radius: Double, clockwise: Bool) -> TangentArc {
        let turn = turnDegrees * .pi / 180 * (clockwise ? 1 : -1)
        let incoming = Vector(dx: cos(-turn), dy: sin(-turn))
        return TangentArc(from: Point(x: 0, y: 0) - incoming * 100, corner: Point(x: 0, y: 0),
                          to: Point(x: 100, y: 0), radius: radius)!
    }

    /// The unit direction of travel along `arc` at parameter `t` (0 start, 1 end).
    static func tangent(_ arc: Arc, at t: Double) -> Vector {
        let angle = arc.startAngle + arc.sweep * t, sign: Double = arc.sweep >= 0 ? 1 : -1
        return Vector(dx: -sin(angle) * sign, dy: cos(angle) * sign)
    }

    static let turns: [Double] = [0.5, 5, 30, 60, 90, 120, 150, 175, 179.5]
    static let smoothings: [Double] = [0.01, 0.1, 0.25, 0.5, 0.6, 0.75, 0.9, 1]

    @Test(arguments: turns, smoothings)
    func flanksAreCurvatureContinuousAtBothEnds(turn: Double, smoothing: Double) throws {
        for clockwise in [true, false] {
            for radius in [1e-3, 1, 37.5, 1e4] {
                let fillet = Self.fillet(turnDegrees: turn, radius: radius, clockwise: clockwise)
                let corner = SmoothedCorner(fillet: fillet, smoothing: smoothing)
                let entry = try #require(corner.entry), exit = try #require(corner.exit)
                let arcCurvature = (corner.arc.sweep >= 0 ? 1 : -1) / radius
                // Relative to the corner's scale: curvature times the radius.
                expectNear(entry.curvature(at: 0) * radius, 0, tolerance: 1e-9)
                expectNear(entry.curvature(at: 1) * radius, arcCurvature * radius, tolerance: 1e-9)
                expectNear(exit.curvature(at: 0) * radius, arcCurvature * radius, tolerance: 1e-9)
                expectNear(exit.curvature(at: 1) * radius, 0, tolerance: 1e-9)
                // Positions meet the arc; tangents agree with the edges and the arc.
                expectNear(entry.p3, corner.arc.point(at: 0), tolerance: 1e-12 * radius)
                expectNear(exit.p0, corner.arc.point(at: 1), tolerance: 1e-12 * radius)
                let (incoming, outgoing) = (Self.tangent(fillet.arc, at: 0), Self.tangent(fillet.arc, at: 1))
                expectNear(entry.startTangent.normalized.dx, incoming.dx, tolerance: 1e-12)
                expectNear(entry.startTangent.normalized.dy, incoming.dy, tolerance: 1e-12)
                expectNear(exit.endTangent.normalized.dx, outgoing.dx, tolerance: 1e-12)
                expectNear(exit.endTangent.normalized.dy, outgoing.dy, tolerance: 1e-12)
                expectNear(entry.endTangent.normalized.dx, Self.tangent(corner.arc, at: 0).dx, tolerance: 1e-9)
                expectNear(exit.startTangent.normalized.dy, Self.tangent(corner.arc, at: 1).dy, tolerance: 1e-9)
                // Each flank starts (1 + s)·t from the vertex, on its edge.
                expectNear((entry.p0 - Point(x: 0, y: 0)).length, corner.cutLength, tolerance: 1e-12 * corner.cutLength + 1e-300)
                expectNear((exit.p3 - Point(x: 0, y: 0)).length, corner.cutLength, tolerance: 1e-12 * corner.cutLength + 1e-300)
                expectNear(exit.p3.y, 0, tolerance: 1e-12 * corner.cutLength)
            }
        }
    }

    /// The curvature along a flank runs from 0 to 1/r and overshoots 1/r by at most about a
    /// quarter on the way (a cubic with these end conditions cannot rise monotonically; measured
    /// peak 1.24/r at every turn and smoothing sampled): the bound the type documents.
    @Test(arguments: turns)
    func flankCurvatureStaysAnEasement(turn: Double) {
        for smoothing in Self.smoothings {
            let corner = SmoothedCorner(fillet: Self.fillet(turnDegrees: turn, radius: 10, clockwise: true), smoothing: smoothing)
            guard let entry = corner.entry else { continue }
            let largest = (0...100).map { Swift.abs(entry.curvature(at: Double($0) / 100)) * 10 }.max() ?? .nan
            #expect(largest < 1.25, "turn \(turn)°, s \(smoothing): max |κ|·r \(largest)")
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
    @Test func fullSmoothingLeavesNoArc() throws {
        let corner = SmoothedCorner(fillet: Self.fillet(turnDegrees: 90, radius: 5, clockwise: true), smoothing: 1)
        expectNear(corner.arc.sweep, 0, tolerance: 1e-15)
        let entry = try #require(corner.entry), exit = try #require(corner.exit)
        expectNear(entry.p3, exit.p0, tolerance: 1e-12)
    }
}

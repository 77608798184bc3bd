import FilletVerification
import Foundation
import FilletGeometry

/// The radius that turns a circular arc's end tangents by a given angle, end points fixed.
enum ArcRadius {
    /// With chord c and half-sweep α = |θ|/2 (sin α = c / 2r), each end tangent makes the angle α
    /// with the chord; turning the tangent at either end by `φ` toward the other side of a join
    /// needs α' = α + sign(θ)·φ, so r' = c / (2·sin α'). `nil` when α' leaves the half of (0, π)
    /// that α is in (the large-arc flag would have to change) or the radius is not finite.
    static func radius(_ arc: Arc, turningEndsBy turn: Double) -> Double? {
        let chord = arc.startPoint.distance(to: arc.endPoint)
        let half = Swift.abs(arc.sweep) / 2
        let newHalf = half + (arc.sweep >= 0 ? 1 : -1) * turn
        let sameSide = half < .pi / 2 ? (newHalf > 0 && newHalf < .pi / 2) : (newHalf > .pi / 2 && newHalf < .pi)
        guard sameSide, chord > 0 else { return nil }
        let radius = chord / (2 * sin(newHalf))
        return radius.isFinite && radius > 0 ? radius : nil
    }
}

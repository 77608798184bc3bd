import Foundation

/// The signed turn of a join, as ``JoinTracker`` measures it.
enum SignedTurn {
    /// Below this `|u × v|` (with `u · v > 1/2`) the turn is `(u × v) / (u · v)` instead of `atan2`.
    static let smallCrossLimit = 0x1p-27

    /// ``Vector/signedAngle(to:)`` between unit tangents, without `atan2` for the tiny turns of
    /// tangent (G1) joins — the common case on filleted shapes:
    ///
    /// ```
    /// x = (u × v) / (u · v),   atan2(u × v, u · v) = atan(x) = x − x³/3 + …
    /// ```
    ///
    /// and with `|u × v| ≤ 2⁻²⁷` and `u · v > 1/2` (so `|x| ≤ 2⁻²⁶`) the dropped `x³/3` is at
    /// most a third of an ulp of `x`: the result is `atan2`'s to within rounding. Anything else
    /// (larger turns, NaN) takes `atan2`.
    @inline(__always)
    static func between(_ incoming: Vector, _ outgoing: Vector) -> Double {
        let cross = incoming.cross(outgoing), dot = incoming.dot(outgoing)
        if Swift.abs(cross) <= smallCrossLimit, dot > 0.5 { return cross / dot }
        return atan2(cross, dot)
    }
}

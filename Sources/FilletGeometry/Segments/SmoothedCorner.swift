import Foundation

/// A corner rounded with **continuous curvature** (G2): a shorter circular arc of the fillet's
/// radius flanked by two cubics that carry the curvature from 0 on each edge to 1/r on the arc —
/// the construction of androidx graphics-shapes' `CornerRounding(radius, smoothing)`, with flanks
/// chosen so that curvature is continuous at both of their ends exactly (up to rounding).
///
/// With the fillet of radius `r` (``TangentArc``: tangent length `t = r·tan σ`, `σ` half the turn
/// `|sweep|/2`) and `smoothing s ∈ [0, 1]`:
///
/// ```
/// cut along each edge   c  = (1 + s) · t                 (the flank starts there: P0)
/// arc kept              sweep' = (1 − s) · sweep          (s·|sweep|/2 cut from each end)
/// flank turn            φ  = s · σ,   τ = tan(φ/2)
/// P3                    the kept arc's end point, its tangent d3 the arc's direction there
/// P2                    where the tangent at P3 meets the edge: r·τ from the tangent point T
///                       towards the vertex (a circle's two tangents from one point are equal)
/// P1                    on the edge, |P2 − P1| = 3·b² / (2·r·sin φ) = (3/4)·r·τ·(1 + τ²),
///                       with b = |P3 − P2| = r·τ
/// ```
///
/// Why it is G2 (derived step by step, with the comparison to Figma's and androidx's flanks, in
/// <doc:ContinuousCurvatureCorners>): a cubic's
/// curvature at its start is `(2/3)·|(P1 − P0) × (P2 − P1)| / |P1 − P0|³`, zero exactly when
/// P0, P1 and P2 are collinear — they all lie on the edge, so the flank leaves the edge with
/// curvature 0, as the edge has. At its end the curvature is
/// `(2/3)·|(P1 − P2) × (P3 − P2)| / |P3 − P2|³ = (2/3)·|P1 − P2|·sin φ / b²`, which the choice of
/// `|P1 − P2|` makes `1/r`; the tangent there is `P3 − P2`, the arc's. The handle `|P1 − P0| =
/// s·t + r·τ·(1 − 3τ²)/4` is positive for every `s ∈ (0, 1]` and `σ ∈ (0, π/2)` (at `τ > 1/√3`,
/// `s > 2/3` and `s·tan σ > 1.15 > 0.5`), so the flank's start tangent is the edge's.
///
/// Between its ends a flank's curvature must overshoot 1/r: with the circle kept (same centre,
/// tangent to the edge at T), write the flank near the edge as a height `y(x)` over it, with
/// `δ(x) = κ(x) − 1/r` on `[0, x3]` (past T) and `δ = κ ≥ 0` on `[x0, 0]`. Matching the arc's
/// slope and height at `x3` needs, to first order in the turn, `∫δ = 0` and `∫δ·(x3 − x) = 0`;
/// if `δ ≤ 0` on all of `[0, x3]` the second integral would exceed `x3·∫δ = 0` (its positive
/// part carries the larger weights), so `κ > 1/r` somewhere — for any G2 flank, cubic or
/// clothoid. Measured peaks of `κ·r` (10 001 samples per flank, smoothings 0.01–1; they barely
/// depend on the smoothing):
///
/// | turn `2σ` | ≤ 30° | 60°  | 90°  | 120° | 150° | 175° | 179.5° |
/// |-----------|-------|------|------|------|------|------|--------|
/// | peak κ·r  | 1.242 | 1.263| 1.305| 1.389| 1.588| 2.549| 6.534  |
///
/// The peak grows at sharp turns because the flank starts `s·t` before T, and `t = r·tan σ` is
/// long next to the flank's turn `s·σ`: most of the bending gathers near the arc.
///
/// Rounding: the conditions hold exactly for the computed control points' real values, and the
/// points are rounded like any coordinates (a few ulps of their magnitude `M`). The end
/// curvatures are then within about `⅔·4δ·(|P1 − P0| + |P2 − P1|)/|P1 − P0|³` of 0 and 1/r
/// (`δ` ≈ 16 ulps of `M`); this is large only for a flank turning less than about 1e-4 rad,
/// whose end curvature is ill-conditioned in absolute coordinates anyway (its distance from the
/// edge, `r·(1 − cos φ)`, is a few ulps of `M`).
///
/// At `s = 0` there are no flanks and the arc is the fillet's, bit for bit. At `s = 1` the arc
/// vanishes (``keepsArc`` is false: a sweep of 0 carries no orientation, so a path leaves it out)
/// and the two flanks meet on the bisector with curvature 1/r on both sides.
///
/// - Complexity: O(1), two tangents and a handful of products.
public struct SmoothedCorner: Hashable, Sendable {
    /// The fillet smoothed.
    public var fillet: TangentArc
    /// The smoothing, clamped to [0, 1] (NaN reads as 0).
    public var smoothing: Double
    /// The flank from the first edge into the arc (`nil` at smoothing 0).
    public var entry: CubicCurve?
    /// The arc kept: the fillet's, shortened by `smoothing·|sweep|/2` at each end.
    public var arc: Arc
    /// The flank from the arc out onto the second edge (`nil` at smoothing 0).
    public var exit: CubicCurve?

    /// Smooths `fillet` by `smoothing` (clamped to [0, 1]; NaN is 0).
    public init(fillet: TangentArc, smoothing: Double) {
        let s = smoothing.isNaN ? 0 : Swift.min(1, Swift.max(0, smoothing))
        self.fillet = fillet
        self.smoothing = s
        let full = fillet.arc
        guard s > 0, full.radius > 0, full.sweep != 0 else {
            arc = full
            entry = nil
            exit = nil
            return
        }
        let r = full.radius
        let cut = s * full.sweep / 2
        arc = Arc(center: full.center, radius: r, startAngle: full.startAngle + cut, sweep: full.sweep - 2 * cut)
        let phi = Swift.abs(cut)
        let tau = tan(phi / 2)
        let reach = r * tau
        let handle = 0.75 * r * tau * (1 + tau * tau)
        let lead = (1 + s) * fillet.tangentLength
        let directions = Self.edgeDirections(of: fillet)
        let vertex = fillet.startTangentPoint + directions.incoming * fillet.tangentLength
        // Entry: P0 on the first edge, P1 and P2 on it too, P3 the kept arc's start.
        let p2 = fillet.startTangentPoint + directions.incoming * reach
        // The kept arc's ends from the directions its initialiser computed: `point(at: 0)` and
        // `point(at: 1)` bit for bit (the same angles, the same `sincos`), without two more.
        entry = CubicCurve(vertex - directions.incoming * lead, p2 - directions.incoming * handle, p2, arc.startPoint)
        // Exit: the mirror image, from the kept arc's end onto the second edge.
        let q1 = fillet.endTangentPoint - directions.outgoing * reach
        exit = CubicCurve(arc.endPoint, q1, q1 + directions.outgoing * handle, vertex + directions.outgoing * lead)
    }

    /// Whether any of the arc is kept: false at smoothing 1 (and for a degenerate fillet of zero
    /// sweep), where the flanks meet directly.
    public var keepsArc: Bool { arc.sweep != 0 }

    /// How far from the vertex each flank starts on its edge: `(1 + smoothing)·t`.
    public var cutLength: Double { (1 + smoothing) * fillet.tangentLength }

    /// The unit directions of travel along the first edge (into the vertex) and the second (out
    /// of it): the arc's tangents at its two ends.
    static func edgeDirections(of fillet: TangentArc) -> (incoming: Vector, outgoing: Vector) {
        let arc = fillet.arc
        let sign: Double = arc.sweep >= 0 ? 1 : -1
        let incoming = Vector(dx: -arc.startDirection.dy * sign, dy: arc.startDirection.dx * sign)
        let outgoing = Vector(dx: -arc.endDirection.dy * sign, dy: arc.endDirection.dx * sign)
        return (incoming, outgoing)
    }
}

extension CubicCurve {
    /// How far the curvature at an end can move when each control point is moved by at most
    /// `pointRounding` (rounding), to first order:
    ///
    /// ```
    /// start:  ⅔ · 4δ · (|P1 − P0| + |P2 − P1|) / |P1 − P0|³
    /// end:    ⅔ · 4δ · (|P3 − P2| + |P2 − P1|) / |P3 − P2|³
    /// ```
    ///
    /// (from `κ(0) = ⅔·(P1 − P0) × (P2 − P1)/|P1 − P0|³`: the cross product moves by at most
    /// `4δ·(|P1 − P0| + |P2 − P1|)` to first order, and the denominator's change is of the same
    /// order relative to a curvature no larger). Infinite when the end's first leg is 0.
    /// A curvature continuity check compares jumps with this; a wrong handle misses by O(1/r).
    public func endCurvatureRoundingBound(atStart: Bool, pointRounding delta: Double) -> Double {
        let lead = atStart ? (p1 - p0).length : (p3 - p2).length
        let middle = (p2 - p1).length
        return 2.0 / 3.0 * 4 * delta * (lead + middle) / (lead * lead * lead)
    }

    /// The signed curvature at parameter `t ∈ [0, 1]`: `(B′ × B″) / |B′|³`, positive where the
    /// curve turns toward increasing angle (as an arc of positive sweep); NaN where `B′ = 0`.
    public func curvature(at t: Double) -> Double {
        let first = derivative(at: t), second = secondDerivative(at: t)
        let speed = (first.dx * first.dx + first.dy * first.dy).squareRoot()
        return (first.dx * second.dy - first.dy * second.dx) / (speed * speed * speed)
    }
}

import Foundation

/// The circular arc of a given radius tangent to two lines meeting at a corner: the fillet that
/// canvas `arcTo` and ``Path/addArc(tangent1End:tangent2End:radius:)`` draw.
///
/// With unit directions `u0 = unit(p0 − corner)` and `u2 = unit(p2 − corner)`, the corner angle `A`
/// satisfies `cos A = u0·u2`, `sin A = |u0 × u2|`, and
///
/// ```
/// turn           = signed angle from (corner − p0) to (p2 − corner)  (= ±(π − A))
/// tangentLength  = r · cot(A/2) = r · tan(|turn|/2)
/// centre         = startTangentPoint + r · (unit normal of the first edge, on the turning side)
///                  (its distance from the corner is r / sin(A/2))
/// sweep          = turn, positive when the path turns toward increasing angle
/// ```
///
/// Working from the turn angle (atan2 of cross and dot) keeps nearly straight corners accurate,
/// where `1 + cos A` would cancel.
public struct TangentArc: Hashable, Sendable {
    /// The corner's angle A in [0, π] between the two edges.
    public var cornerAngle: Double
    /// Distance from the corner to each tangent point, r·cot(A/2).
    public var tangentLength: Double
    /// Where the arc leaves the first edge.
    public var startTangentPoint: Point
    /// Where the arc meets the second edge.
    public var endTangentPoint: Point
    /// The arc from `startTangentPoint` to `endTangentPoint`.
    public var arc: Arc

    /// The fillet at `corner` between the edges from `p0` and to `p2`, or `nil` in the canvas
    /// degenerate cases (zero radius, coincident points, collinear points).
    /// Inputs are assumed finite; the builder checks them.
    public init?(from p0: Point, corner: Point, to p2: Point, radius: Double) {
        guard radius > 0, p0 != corner, corner != p2 else { return nil }
        self.init(corner: corner, incoming: (corner - p0).normalized, outgoing: (p2 - corner).normalized,
                  radius: radius)
    }

    /// The fillet at `corner` from the unit directions of travel into it (`incoming`) and out of it
    /// (`outgoing`), computed exactly as ``init(from:corner:to:radius:)`` does, so a construction that
    /// already has the edge directions (each edge is one corner's outgoing and the next one's
    /// incoming) normalises each edge once. `nil` for non-finite directions or collinear edges.
    package init?(corner: Point, incoming: Vector, outgoing: Vector, radius: Double) {
        guard incoming.isFinite, outgoing.isFinite else { return nil }
        let turnSine = incoming.cross(outgoing)
        guard Swift.abs(turnSine) > Path.collinearitySineTolerance else { return nil }
        // The signed turn (exterior angle) is accurate for nearly straight corners, where
        // 1 + cos A would cancel; A = π − |turn|.
        let turn = atan2(turnSine, incoming.dot(outgoing))
        let tangentLength = radius * tan(Swift.abs(turn) / 2)
        let startTangentPoint = corner - incoming * tangentLength
        let endTangentPoint = corner + outgoing * tangentLength
        // The centre sits one radius from the first tangent point, on the side the path turns to,
        // so the arc is tangent to the first edge by construction.
        let inward = turn > 0 ? incoming.perpendicular : -incoming.perpendicular
        let center = startTangentPoint + inward * radius
        self.cornerAngle = Double.pi - Swift.abs(turn)
        self.tangentLength = tangentLength
        self.startTangentPoint = startTangentPoint
        self.endTangentPoint = endTangentPoint
        self.arc = Arc(center: center, radius: radius, startAngle: (-inward).angle, sweep: turn)
    }

    /// A fillet from its parts, for constructions that place a precomputed fillet (e.g. one
    /// computed once per congruent corner of a symmetric shape, then rotated into place).
    @inlinable
    package init(cornerAngle: Double, tangentLength: Double, startTangentPoint: Point,
                 endTangentPoint: Point, arc: Arc) {
        self.cornerAngle = cornerAngle
        self.tangentLength = tangentLength
        self.startTangentPoint = startTangentPoint
        self.endTangentPoint = endTangentPoint
        self.arc = arc
    }
}

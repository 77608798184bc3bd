import Foundation

/// The circular arc of a given radius tangent to two lines meeting at a corner: the fillet that
/// canvas `arcTo` and ``Path/addArc(tangent1End:tangent2End:radius:)`` draw.
///
/// With unit directions `u0 = unit(p0 − corner)` and `u2 = unit(p2 − corner)`, the corner angle `A`
/// satisfies `cos A = u0·u2`, `sin A = |u0 × u2|`, and
///
/// ```
/// tangentLength  = r · cot(A/2) = r · (1 + cos A) / sin A
/// centreDistance = √(r² + tangentLength²)          (= r / sin(A/2))
/// centre         = corner + centreDistance · unit(u0 + u2)
/// sweep          = ±(π − A), positive when the path turns toward increasing angle
/// ```
///
/// These half-angle forms stay accurate for nearly straight and nearly reversed corners.
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
        let toPrevious = (p0 - corner).normalized
        let toNext = (p2 - corner).normalized
        guard toPrevious.isFinite, toNext.isFinite else { return nil }
        let cosine = toPrevious.dot(toNext)
        let turn = toPrevious.cross(toNext)   // sin A, signed
        let sine = Swift.abs(turn)
        guard sine > Path.collinearitySineTolerance else { return nil }
        let tangentLength = radius * (1 + cosine) / sine
        let startTangentPoint = corner + toPrevious * tangentLength
        let endTangentPoint = corner + toNext * tangentLength
        let bisector = (toPrevious + toNext).normalized
        let centreDistance = (radius * radius + tangentLength * tangentLength).squareRoot()
        let center = corner + bisector * centreDistance
        // Travelling p0 → corner → p2 turns by the signed exterior angle; its sign is that of
        // (corner − p0) × (p2 − corner) = (−toPrevious) × toNext = −turn.
        let exteriorAngle = Double.pi - atan2(sine, cosine)
        let sweep = turn < 0 ? exteriorAngle : -exteriorAngle
        let startAngle = (startTangentPoint - center).angle
        self.cornerAngle = atan2(sine, cosine)
        self.tangentLength = tangentLength
        self.startTangentPoint = startTangentPoint
        self.endTangentPoint = endTangentPoint
        self.arc = Arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }
}

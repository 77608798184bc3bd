import Foundation

/// A circular arc: centre, radius, start angle and signed sweep.
///
/// Angles are radians from +x toward +y (y-down coordinates). A positive sweep runs toward
/// increasing angle, which looks clockwise on screen. The arc's points are
///
/// ```
/// p(θ) = center + radius · (cos θ, sin θ),   θ from startAngle to startAngle + sweep
/// ```
///
/// `|sweep|` may exceed 2π only if the caller builds it so; the builders never produce more than 2π.
/// A radius of zero is allowed (the arc is a single point); negative and non-finite values are
/// rejected by every public builder, but this value type does not re-check them.
///
/// The arc also carries the unit directions from its centre to its two ends, `(cos θ, sin θ)` of
/// the start and end angles: computed once where the arc is made (or handed over by a construction
/// that already has them, to within a few ulps), so end points, tangents, bounds and flattening
/// anchors never call `sin`/`cos` again. Equality and hashing read the four defining numbers only.
public struct Arc: Hashable, Sendable {
    /// The circle's centre.
    public var center: Point
    /// The circle's radius, ≥ 0.
    public var radius: Double
    /// The angle of the start point from the centre, radians from +x toward +y.
    public let startAngle: Double
    /// The signed sweep in radians: positive toward increasing angle.
    public let sweep: Double
    /// `(cos startAngle, sin startAngle)`: the unit vector from the centre to the start point.
    public let startDirection: Vector
    /// `(cos endAngle, sin endAngle)`: the unit vector from the centre to the end point.
    public let endDirection: Vector

    @inlinable
    /// An arc from its four defining numbers; the end directions are computed here, once.
    public init(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.sweep = sweep
        self.startDirection = Vector(angle: startAngle)
        self.endDirection = Vector(angle: startAngle + sweep)
    }

    /// An arc whose end directions the caller already has (a construction that rotates one
    /// model fillet into place): each must be `(cos θ, sin θ)` of its angle to within
    /// ``handedDirectionTolerance`` (checked in debug builds). Such an arc and one made from the same
    /// four numbers by the public initialiser are equal, and their derived points agree to that
    /// tolerance times the radius.
    @inlinable
    package init(center: Point, radius: Double, startAngle: Double, sweep: Double,
                 startDirection: Vector, endDirection: Vector) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.sweep = sweep
        self.startDirection = startDirection
        self.endDirection = endDirection
        assert(!startAngle.isFinite || !sweep.isFinite
               || ((startDirection - Vector(angle: startAngle)).length <= Arc.handedDirectionTolerance
                   && (endDirection - Vector(angle: startAngle + sweep)).length <= Arc.handedDirectionTolerance),
               "handed-over arc directions disagree with the angles")
    }

    /// How far a handed-over end direction may be from `(cos θ, sin θ)`: 1e-12, room for the
    /// symmetric constructions' rotation chains (a few dozen ulps) and nothing more.
    public static let handedDirectionTolerance = 1e-12

    @inlinable
    public static func == (lhs: Arc, rhs: Arc) -> Bool {
        lhs.center == rhs.center && lhs.radius == rhs.radius && lhs.startAngle == rhs.startAngle && lhs.sweep == rhs.sweep
    }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(center)
        hasher.combine(radius)
        hasher.combine(startAngle)
        hasher.combine(sweep)
    }

    /// `startAngle + sweep`.
    @inlinable public var endAngle: Double { startAngle + sweep }

    /// The point at angle `angle` on the arc's circle.
    @inlinable
    public func point(atAngle angle: Double) -> Point { center.offset(by: radius, angle: angle) }

    /// The point at parameter `t ∈ [0, 1]` along the arc (0 = start, 1 = end).
    @inlinable
    public func point(at t: Double) -> Point { point(atAngle: startAngle + sweep * t) }

    /// The point where the arc starts.
    @inlinable public var startPoint: Point {
        Point(x: center.x + radius * startDirection.dx, y: center.y + radius * startDirection.dy)
    }
    /// The point where the arc ends.
    @inlinable public var endPoint: Point {
        Point(x: center.x + radius * endDirection.dx, y: center.y + radius * endDirection.dy)
    }

    /// Arc length `r·|sweep|`.
    @inlinable public var length: Double { radius * Swift.abs(sweep) }

    /// Unit direction of travel at angle `angle`: the radial direction turned by ±90° with the sweep's sign.
    @inlinable
    public func tangent(atAngle angle: Double) -> Vector {
        let radial = Vector(angle: angle)
        return sweep >= 0 ? radial.perpendicular : -radial.perpendicular
    }

    /// The unit direction of travel at the start.
    @inlinable public var startTangent: Vector { sweep >= 0 ? startDirection.perpendicular : -startDirection.perpendicular }
    /// The unit direction of travel at the end.
    @inlinable public var endTangent: Vector { sweep >= 0 ? endDirection.perpendicular : -endDirection.perpendicular }

    /// Whether the direction `angle` (from the centre) falls within the swept range.
    @inlinable
    public func contains(angle: Double) -> Bool {
        Angle.isAngle(angle, withinSweepFrom: startAngle, sweep: sweep)
    }

    /// Whether the direction `direction` (from the centre, any non-zero length) lies within the
    /// swept range, ends included: ``contains(angle:)`` without computing an angle, from cross
    /// products with the arc's end directions. `slack` (≥ 0, default 0) widens the range at both
    /// ends by about `slack / |direction|` radians, for callers that must err toward inside.
    ///
    /// Up to a half turn the range is a convex sector: inside iff after the start and before the
    /// end; beyond, the complement of the (convex) rest of the turn. A sweep of 2π or more, or a
    /// NaN sweep, contains every direction; so does the zero vector. O(1), no trigonometry.
    @inlinable
    public func containsDirection(_ direction: Vector, slack: Double = 0) -> Bool {
        let magnitude = Swift.abs(sweep)
        guard magnitude < Angle.twoPi else { return true }
        let (from, to) = sweep >= 0 ? (startDirection, endDirection) : (endDirection, startDirection)
        let afterStart = from.cross(direction) >= -slack, beforeEnd = direction.cross(to) >= -slack
        // Two closed half-planes meet in exactly the sector; only when the ends coincide (a sweep
        // below rounding) does the opposite direction pass both, which the bisector excludes.
        if magnitude <= Double.pi {
            return afterStart && beforeEnd && (magnitude > 0.5 * Double.pi || direction.dot(from + to) >= -slack)
        }
        return afterStart || beforeEnd
    }

    /// The same arc traversed the other way.
    @inlinable
    public var reversed: Arc {
        Arc(center: center, radius: radius, startAngle: endAngle, sweep: -sweep,
            startDirection: endDirection, endDirection: startDirection)
    }

    /// Whether every stored number is finite (the end directions included).
    @inlinable
    public var isFinite: Bool {
        center.isFinite && radius.isFinite && startAngle.isFinite && sweep.isFinite
            && startDirection.dx.isFinite && startDirection.dy.isFinite
            && endDirection.dx.isFinite && endDirection.dy.isFinite
    }
}

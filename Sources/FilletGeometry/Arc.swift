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
public struct Arc: Hashable, Sendable {
    public var center: Point
    public var radius: Double
    public var startAngle: Double
    public var sweep: Double

    @inlinable
    public init(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.sweep = sweep
    }

    @inlinable public var endAngle: Double { startAngle + sweep }

    /// The point at angle `angle` on the arc's circle.
    @inlinable
    public func point(atAngle angle: Double) -> Point { center.offset(by: radius, angle: angle) }

    /// The point at parameter `t ∈ [0, 1]` along the arc (0 = start, 1 = end).
    @inlinable
    public func point(at t: Double) -> Point { point(atAngle: startAngle + sweep * t) }

    @inlinable public var startPoint: Point { point(atAngle: startAngle) }
    @inlinable public var endPoint: Point { point(atAngle: endAngle) }

    /// Arc length `r·|sweep|`.
    @inlinable public var length: Double { radius * Swift.abs(sweep) }

    /// Unit direction of travel at angle `angle`: the radial direction turned by ±90° with the sweep's sign.
    @inlinable
    public func tangent(atAngle angle: Double) -> Vector {
        let radial = Vector(angle: angle)
        return sweep >= 0 ? radial.perpendicular : -radial.perpendicular
    }

    @inlinable public var startTangent: Vector { tangent(atAngle: startAngle) }
    @inlinable public var endTangent: Vector { tangent(atAngle: endAngle) }

    /// Whether the direction `angle` (from the centre) falls within the swept range.
    @inlinable
    public func contains(angle: Double) -> Bool {
        Angle.isAngle(angle, withinSweepFrom: startAngle, sweep: sweep)
    }

    /// The same arc traversed the other way.
    @inlinable
    public var reversed: Arc { Arc(center: center, radius: radius, startAngle: endAngle, sweep: -sweep) }

    /// Whether every stored number is finite.
    @inlinable
    public var isFinite: Bool { center.isFinite && radius.isFinite && startAngle.isFinite && sweep.isFinite }
}

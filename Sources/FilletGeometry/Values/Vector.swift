import Foundation

/// A displacement in the plane (y-down). Angles are radians from +x toward +y.
public struct Vector: Hashable, Sendable {
    /// The x component.
    public var dx: Double
    /// The y component (y-down).
    public var dy: Double

    @inlinable
    /// A vector from its components.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The unit vector at `angle` radians from +x toward +y.
    @inlinable
    public init(angle: Double) {
        let (cosine, sine) = Angle.cosineAndSine(angle)
        self.init(dx: cosine, dy: sine)
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// Whether both components are finite.
    @inlinable public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// Euclidean length, without intermediate overflow or underflow: `√(dx² + dy²)` where the sum
    /// of squares is a normal number above 2⁻⁹⁶⁰ (no square overflowed, and one that underflowed is
    /// below the sum's last bit), `hypot` beyond (a libm call, several times slower). Within an ulp
    /// of `hypot` either way.
    @inlinable public var length: Double {
        let squared = dx * dx + dy * dy
        return squared > 0x1p-960 && squared.isFinite ? squared.squareRoot() : hypot(dx, dy)
    }

    /// `dx² + dy²` (may overflow where ``length`` does not).
    @inlinable public var lengthSquared: Double { dx * dx + dy * dy }

    /// Direction in radians in (−π, π], from +x toward +y. `atan2(0, 0) = 0` for the zero vector.
    @inlinable public var angle: Double { atan2(dy, dx) }

    /// The vector scaled to length 1; the zero vector (or a non-finite one) yields a non-finite result.
    @inlinable public var normalized: Vector {
        let l = length
        return Vector(dx: dx / l, dy: dy / l)
    }

    /// The vector rotated by +90° (from +x toward +y).
    @inlinable public var perpendicular: Vector { Vector(dx: -dy, dy: dx) }

    /// The dot product.
    @inlinable public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

    /// The z component of the 3-D cross product: positive when `other` is turned from `self`
    /// toward increasing angle (clockwise on screen, y-down).
    @inlinable public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }

    /// The signed angle in (−π, π] that turns `self` onto `other`.
    @inlinable public func signedAngle(to other: Vector) -> Double { atan2(cross(other), dot(other)) }

    @inlinable public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }
    @inlinable public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy) }
    @inlinable public static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }
    @inlinable public static func * (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs) }
    @inlinable public static func * (lhs: Double, rhs: Vector) -> Vector { rhs * lhs }
    @inlinable public static func / (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx / rhs, dy: lhs.dy / rhs) }
}

extension Vector: CustomStringConvertible {
    public var description: String { "⟨\(dx), \(dy)⟩" }
}

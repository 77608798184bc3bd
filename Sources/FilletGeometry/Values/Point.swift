import Foundation

/// A position in the plane, in y-down coordinates (as in UIKit and SwiftUI).
///
/// Points and ``Vector``s are distinct types: a point minus a point is a vector,
/// a point plus a vector is a point. Equality of computed points is never exact; compare
/// with ``isApproximatelyEqual(to:absolute:relative:)``.
public struct Point: Hashable, Sendable {
    /// The x coordinate.
    public var x: Double
    /// The y coordinate (y-down).
    public var y: Double

    @inlinable
    /// A point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor ±∞).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point at `distance` from `self` in the direction `angle` (radians from +x toward +y).
    @inlinable
    public func offset(by distance: Double, angle: Double) -> Point {
        let (cosine, sine) = Angle.cosineAndSine(angle)
        return Point(x: x + distance * cosine, y: y + distance * sine)
    }

    /// Euclidean distance to `other`.
    @inlinable
    public func distance(to other: Point) -> Double { (other - self).length }

    /// The point halfway between `self` and `other`.
    @inlinable
    public func midpoint(to other: Point) -> Point {
        Point(x: (x + other.x) * 0.5, y: (y + other.y) * 0.5)
    }

    /// Linear interpolation: `self` at `t = 0`, `other` at `t = 1`.
    @inlinable
    public func interpolated(to other: Point, at t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Vector { Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y) }
    @inlinable
    public static func + (lhs: Point, rhs: Vector) -> Point { Point(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy) }
    @inlinable
    public static func - (lhs: Point, rhs: Vector) -> Point { Point(x: lhs.x - rhs.dx, y: lhs.y - rhs.dy) }
    @inlinable
    public static func += (lhs: inout Point, rhs: Vector) { lhs = lhs + rhs }
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(x), \(y))" }
}

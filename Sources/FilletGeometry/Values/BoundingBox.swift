import Foundation

/// An axis-aligned bounding box given by its extreme coordinates, in y-down coordinates: what
/// ``Path/bounds`` and ``Arc/bounds`` return.
///
/// (Named `BoundingBox`, not `Rect`, because `FilletShapes.Rect` is the origin + size frame that
/// shapes are fitted into; the two meet in every module that imports both.)
///
/// A box contains the points with `minX ≤ x ≤ maxX` and `minY ≤ y ≤ maxY`. A rectangle of a
/// single point (width and height zero) is *not* empty: it contains that point. The empty
/// rectangle ``BoundingBox/empty`` contains no point; it has `minX = minY = +∞` and `maxX = maxY = −∞`, so
/// it is the identity of `union(_:)`.
public struct BoundingBox: Hashable, Sendable {
    /// The least x.
    public var minX: Double
    /// The least y.
    public var minY: Double
    /// The greatest x.
    public var maxX: Double
    /// The greatest y.
    public var maxY: Double

    /// A rectangle from its extreme coordinates, taken as given (no reordering).
    @inlinable
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// A rectangle from its top-left corner (on a y-down screen) and its size, taken as given:
    /// `maxX = minX + width`, `maxY = minY + height`, so a negative width or height gives an empty box.
    @inlinable
    public init(minX: Double, minY: Double, width: Double, height: Double) {
        self.init(minX: minX, minY: minY, maxX: minX + width, maxY: minY + height)
    }

    /// The smallest rectangle containing both points (in any order).
    @inlinable
    public init(_ a: Point, _ b: Point) {
        self.init(minX: Swift.min(a.x, b.x), minY: Swift.min(a.y, b.y),
                  maxX: Swift.max(a.x, b.x), maxY: Swift.max(a.y, b.y))
    }

    /// The rectangle of the single point `point` (width and height zero).
    @inlinable
    public init(point: Point) {
        self.init(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
    }

    /// The rectangle that contains no point: the identity of `union(_:)`.
    public static let empty = BoundingBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    /// Whether the rectangle contains no point (`minX > maxX` or `minY > maxY`, or a NaN bound).
    @inlinable
    public var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }

    /// The largest coordinate magnitude, `max(|minX|, |maxX|, |minY|, |maxY|)`: the scale of the
    /// rounding in computations on points inside (∞ when empty).
    @inlinable
    public var largestMagnitude: Double {
        Swift.max(Swift.max(Swift.abs(minX), Swift.abs(maxX)), Swift.max(Swift.abs(minY), Swift.abs(maxY)))
    }

    /// `maxX − minX`, or 0 when empty.
    @inlinable
    public var width: Double { isEmpty ? 0 : maxX - minX }

    /// `maxY − minY`, or 0 when empty.
    @inlinable
    public var height: Double { isEmpty ? 0 : maxY - minY }

    /// The length of the diagonal, `√(width² + height²)`, computed without overflow; 0 when empty.
    @inlinable
    public var diagonal: Double { hypot(width, height) }

    /// The corner with the smallest coordinates (top-left on a y-down screen).
    @inlinable
    public var origin: Point { Point(x: minX, y: minY) }

    /// The centre, or NaN coordinates when empty.
    @inlinable
    public var center: Point {
        isEmpty ? Point(x: .nan, y: .nan) : Point(x: (minX + maxX) * 0.5, y: (minY + maxY) * 0.5)
    }

    /// The smallest rectangle containing both rectangles; the empty rectangle adds nothing.
    @inlinable
    public func union(_ other: BoundingBox) -> BoundingBox {
        if other.isEmpty { return self }
        if isEmpty { return other }
        return BoundingBox(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
                    maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// The smallest rectangle containing `self` and `point`.
    @inlinable
    public func union(_ point: Point) -> BoundingBox {
        if isEmpty { return BoundingBox(point: point) }
        return BoundingBox(minX: Swift.min(minX, point.x), minY: Swift.min(minY, point.y),
                    maxX: Swift.max(maxX, point.x), maxY: Swift.max(maxY, point.y))
    }

    /// Grows the rectangle in place to contain `point`.
    @inlinable
    public mutating func formUnion(_ point: Point) {
        if isEmpty {
            self = BoundingBox(point: point)
        } else {
            if point.x < minX { minX = point.x }
            if point.x > maxX { maxX = point.x }
            if point.y < minY { minY = point.y }
            if point.y > maxY { maxY = point.y }
        }
    }

    /// Grows the rectangle in place to contain `other`.
    @inlinable
    public mutating func formUnion(_ other: BoundingBox) { self = union(other) }

    /// The rectangle grown by `amount` on every side (shrunk when negative); empty stays empty.
    @inlinable
    public func expanded(by amount: Double) -> BoundingBox {
        if isEmpty { return self }
        return BoundingBox(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
    }

    /// Whether `point` lies inside or on the boundary.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// Whether the two rectangles share at least one point (touching edges count).
    @inlinable
    public func intersects(_ other: BoundingBox) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }
}

extension BoundingBox: CustomStringConvertible {
    public var description: String {
        isEmpty ? "BoundingBox.empty" : "BoundingBox(x: \(minX)…\(maxX), y: \(minY)…\(maxY))"
    }
}

/// Approximate comparison, always with explicit tolerances.
///
/// Two values are approximately equal when `|a − b| ≤ max(absolute, relative · max(|a|, |b|))`.
/// NaN is never approximately equal to anything; infinities are equal only to themselves.
/// This is deliberately a function and not `Equatable`: every call site states its tolerance.
extension Double {
    @inlinable
    public func isApproximatelyEqual(to other: Double, absolute: Double = 0, relative: Double = 0) -> Bool {
        if self == other { return true }
        guard isFinite, other.isFinite else { return false }
        let scale = Swift.max(Swift.abs(self), Swift.abs(other))
        return Swift.abs(self - other) <= Swift.max(absolute, relative * scale)
    }
}

extension Point {
    /// Whether the distance between the points is at most
    /// `max(absolute, relative · max(|self|, |other|))`, where `|p|` is the distance from the origin.
    @inlinable
    public func isApproximatelyEqual(to other: Point, absolute: Double = 0, relative: Double = 0) -> Bool {
        if self == other { return true }
        guard isFinite, other.isFinite else { return false }
        let scale = Swift.max((self - .zero).length, (other - .zero).length)
        return distance(to: other) <= Swift.max(absolute, relative * scale)
    }
}

extension Vector {
    /// Whether `|self − other| ≤ max(absolute, relative · max(|self|, |other|))`.
    @inlinable
    public func isApproximatelyEqual(to other: Vector, absolute: Double = 0, relative: Double = 0) -> Bool {
        if self == other { return true }
        guard isFinite, other.isFinite else { return false }
        let scale = Swift.max(length, other.length)
        return (self - other).length <= Swift.max(absolute, relative * scale)
    }
}

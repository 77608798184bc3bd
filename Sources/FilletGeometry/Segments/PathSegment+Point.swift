extension PathSegment.Geometry {
    /// The point at parameter `t` ∈ [0, 1]: a line's `from + t·(to − from)`, an arc's
    /// ``Arc/point(at:)`` (its angle swept in proportion), a curve's ``CubicCurve/point(at:)``.
    public func point(at t: Double) -> Point {
        switch self {
        case .line(let from, let to): return from.interpolated(to: to, at: t)
        case .arc(let arc): return arc.point(at: t)
        case .curve(let curve): return curve.point(at: t)
        }
    }
}

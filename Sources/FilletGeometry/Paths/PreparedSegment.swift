import Foundation

/// A drawn segment with the values every analysis needs computed once: end points, the arc's
/// radial end directions (the ones the arc carries), the exact bounds and, for a line or an arc,
/// the length (a curve's, a quadrature, is computed when asked: most checks never read it).
///
/// Produced by ``PreparedPath`` for every drawn segment of a path, and shared there by the join
/// analysis, the self-intersection scan and callers such as the invariant catalogue, so a path's
/// trigonometry is done once per analysis pass instead of once per use.
///
/// The values are bit-for-bit those of ``PathSegment`` (`startPoint`, `endPoint`, tangents,
/// `length`) and of ``Arc/bounds``: the same operations in the same order.
public struct PreparedSegment: Sendable {
    public private(set) var geometry: PathSegment.Geometry
    /// Index in ``Path/elements`` of the element drawn (the `.close` for a closing line); −1 for a
    /// segment prepared on its own.
    public internal(set) var elementIndex: Int
    /// Index of the subpath in ``Path/subpaths``; −1 for a segment prepared on its own.
    public internal(set) var subpathIndex: Int
    /// ``PathSegment/startPoint``.
    public private(set) var start: Point
    /// ``PathSegment/endPoint``.
    public private(set) var end: Point
    /// The unit vector from an arc's centre toward its start (the one the arc carries); zero for
    /// a line or a curve. Not stored: the arc has it.
    public var startDirection: Vector {
        if case .arc(let arc) = geometry { return arc.startDirection }
        return .zero
    }
    /// The unit vector from an arc's centre toward its end; zero for a line or a curve.
    public var endDirection: Vector {
        if case .arc(let arc) = geometry { return arc.endDirection }
        return .zero
    }
    /// Exact axis-aligned bounds (``PathSegment/bounds``).
    public private(set) var bounds: BoundingBox
    /// `bounds.diagonal` (`√(Δx² + Δy²)` for a line): a segment with extent ≤ a contact tolerance is a point.
    public private(set) var extent: Double
    /// ``PathSegment/length``: `|to − from|` (``Vector/length``) for a line, `r·|sweep|` for an arc,
    /// ``CubicCurve/length`` for a curve, computed on each ask (``CubicCurve/isLonger(than:)``
    /// compares it with a threshold without the quadrature where it can); a monotone piece of
    /// the self-intersection scan gives its control polygon's instead.
    public var length: Double {
        if storedLength.isNaN, case .curve(let curve) = geometry { return curve.length }
        return storedLength
    }
    /// The length computed when the segment was prepared (a line's, an arc's, a monotone piece's
    /// control polygon); NaN for a curve, whose length is computed when asked.
    private var storedLength: Double

    /// Whether ``length`` > `threshold` (a curve's decided by ``CubicCurve/isLonger(than:)``,
    /// without its quadrature where its chord or control polygon settles it).
    package func isLonger(than threshold: Double) -> Bool {
        guard storedLength.isNaN, case .curve(let curve) = geometry else { return storedLength > threshold }
        return curve.isLonger(than: threshold)
    }

    /// Prepares `geometry` (no element or subpath index).
    public init(_ geometry: PathSegment.Geometry) {
        self.init(geometry, elementIndex: -1, subpathIndex: -1)
    }

    /// Prepares `segment`.
    public init(_ segment: PathSegment) {
        self.init(segment.geometry, elementIndex: segment.elementIndex, subpathIndex: segment.subpathIndex)
    }

    init(_ geometry: PathSegment.Geometry, elementIndex: Int, subpathIndex: Int) {
        self.geometry = geometry
        self.elementIndex = elementIndex
        self.subpathIndex = subpathIndex
        start = geometry.startPoint
        end = geometry.endPoint
        switch geometry {
        case .line(let from, let to):
            bounds = BoundingBox(from, to)
            extent = (to - from).lengthSquared.squareRoot()
            storedLength = from.distance(to: to)
        case .arc(let arc):
            bounds = arc.bounds(startPoint: start, endPoint: end)
            extent = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot()
            storedLength = arc.length
        case .curve(let curve):
            bounds = curve.bounds
            extent = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot()
            storedLength = .nan
        }
    }

    /// A monotone piece of a curve for the self-intersection scan: exact bounds from its end
    /// points (a piece monotone in x and y spans exactly their box) and, as its length, the
    /// control polygon's (≥ the true length; the scan uses it only for joint slack, where too
    /// long can only refuse a joint, never invent one).
    init(monotonePiece curve: CubicCurve, elementIndex: Int, subpathIndex: Int) {
        geometry = .curve(curve)
        self.elementIndex = elementIndex
        self.subpathIndex = subpathIndex
        start = curve.p0
        end = curve.p3
        bounds = BoundingBox(curve.p0, curve.p3)
        extent = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot()
        storedLength = curve.controlPolygonLength
    }

    /// Whether the segment is an arc.
    @inlinable public var isArc: Bool {
        if case .arc = geometry { return true }
        return false
    }

    /// Whether the segment is a Bézier curve.
    @inlinable public var isCurve: Bool {
        if case .curve = geometry { return true }
        return false
    }

    /// The segment as a ``PathSegment``.
    public var pathSegment: PathSegment {
        PathSegment(geometry: geometry, elementIndex: elementIndex, subpathIndex: subpathIndex)
    }

    /// ``PathSegment/startTangent``.
    public var startTangent: Vector { geometry.startTangent }

    /// ``PathSegment/endTangent``.
    public var endTangent: Vector { geometry.endTangent }

    /// Both tangents (``PathSegment/Geometry/tangents``).
    var tangents: (start: Vector, end: Vector) { geometry.tangents }

    /// The length the self-intersection scan measures positions along the path with: `extent`
    /// for a line, `r·|sweep|` for an arc.
    var scanLength: Double {
        if case .arc(let arc) = geometry { return arc.length }
        if case .curve = geometry { return length }
        return extent
    }

    /// Squared distance from `point` to the segment. With `settledAt`, a curve's search may stop
    /// at any point of the curve within that distance (see
    /// ``CurveContacts/distanceSquared(from:to:accuracy:settledAt:ceiling:)``): the result is unchanged
    /// whenever the distance exceeds it. With `ceiling`, a curve's search may stop once no point
    /// left to measure could bring it below `ceiling` (see the same function): `min(ceiling,
    /// result)` is unchanged, for a caller taking a minimum over segments.
    package func distanceSquared(from point: Point, settledAt: Double = -.infinity,
                                 ceiling: Double = .infinity) -> Double {
        switch geometry {
        case .line(let from, let to):
            let direction = to - from
            let lengthSquared = direction.lengthSquared
            guard lengthSquared > 0 else { return (point - from).lengthSquared }
            let t = Swift.min(1, Swift.max(0, (point - from).dot(direction) / lengthSquared))
            return (point - (from + direction * t)).lengthSquared
        case .arc(let arc):
            let offset = point - arc.center
            if arc.containsDirection(offset) {
                let radial = offset.lengthSquared.squareRoot() - arc.radius
                return radial * radial
            }
            return Swift.min((point - start).lengthSquared, (point - end).lengthSquared)
        case .curve(let curve):
            // Within 10⁻¹³ of the curve's extent above the true distance (branch and bound).
            return CurveContacts.distanceSquared(from: point, to: curve, accuracy: 1e-13 * extent,
                                                 settledAt: settledAt, ceiling: ceiling)
        }
    }

    /// The end points within `tolerance` (given squared) of `point`.
    func ends(near point: Point, toleranceSquared: Double) -> SegmentEnds {
        var result: SegmentEnds = []
        if (point - start).lengthSquared <= toleranceSquared { result.insert(.start) }
        if (point - end).lengthSquared <= toleranceSquared { result.insert(.end) }
        return result
    }
}

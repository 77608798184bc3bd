/// Exact self-intersection of line + arc paths.
extension Path {
    /// The default contact tolerance as a fraction of ``characteristicSize``: two pieces of the path
    /// closer than `intersectionRelativeTolerance × characteristicSize` meet.
    ///
    /// 10⁻⁹ is far above the rounding noise of computed coordinates (≈ 10⁻¹⁶ of their magnitude) and
    /// of exact tangencies (a fillet's line and arc are tangent to ≈ 10⁻¹⁶), and far below anything
    /// visible: at a size of 1000 pt it is 10⁻⁶ pt. Because it is relative, a verdict does not change
    /// when the whole path is scaled (tested at factors 10⁻⁶ and 10⁶).
    public static let intersectionRelativeTolerance = 1e-9

    /// Contacts at end points of two segments of one subpath are the path passing through a joint,
    /// not a self-intersection, when the two places are at most this many tolerances apart *along
    /// the path*: consecutive segments (0 apart), and segments separated only by pieces too small
    /// to matter (a point-like segment, or a fillet arc whose chord is below the tolerance, whose
    /// length is at most π/2 × chord).
    public static let intersectionJointSlack = 4.0

    /// Below this many (non-point-like) segments every pair is tested (with a bounding-box check);
    /// above it the sweep runs. For a 5-point rounded star (~20 segments) all pairs is cheaper than
    /// sorting; both give identical results (tested).
    public static let allPairsSegmentLimit = 32

    /// The default absolute contact tolerance for this path:
    /// `intersectionRelativeTolerance × characteristicSize`.
    public var intersectionTolerance: Double { Self.intersectionRelativeTolerance * characteristicSize }

    /// Every place where the path meets itself, using ``intersectionTolerance``.
    ///
    /// Reported (see ``SegmentIntersection`` for the pairwise maths and kinds):
    /// - every crossing, touching or overlap between two segments that are not consecutive in a
    ///   subpath, in the same or different subpaths (a border ring's outer and inner boundaries
    ///   must not meet);
    /// - between consecutive segments (the last and first of a closed subpath are consecutive),
    ///   every contact other than their shared end point: an overlap (a line running back along its
    ///   predecessor, as the canvas `arcTo` overshoot draws), or a second contact elsewhere;
    /// - an arc sweeping more than a full turn overlaps itself (`first == second` element index).
    ///
    /// Contacts at a joint are recognised by arc length along the path (see
    /// ``intersectionJointSlack``), so a full circle closing on itself, or two arcs that each close a
    /// loop at the same point (a figure eight of two circles), are reported correctly. Segments
    /// whose bounds have a diagonal ≤ the tolerance (zero-length lines, zero-radius arcs) are points:
    /// they are skipped and their neighbours meet across them.
    ///
    /// Results are sorted by element indices, then by point (then kind and overlap end).
    /// - Complexity: O(n log n + m) for n segments, m = pairs whose tolerance-grown bounding boxes
    ///   overlap (O(n) for shapes whose segments are short compared to the shape); all pairs with a
    ///   box test below ``allPairsSegmentLimit`` segments. Memory: one temporary segment table
    ///   (≈ 240 bytes per element; on the stack below 1 KiB, otherwise one heap block per call —
    ///   measured: exactly one allocation per call for a 21-segment star), plus the result.
    public func selfIntersections() -> [SelfIntersection] {
        collectSelfIntersections(tolerance: .relative(Self.intersectionRelativeTolerance), strategy: .automatic)
    }

    /// Every place where the path meets itself, with an explicit absolute `tolerance`
    /// (see ``selfIntersections()``).
    /// - Parameters:
    ///   - tolerance: distance > 0 within which two pieces meet; typically a fraction of
    ///     ``characteristicSize``.
    /// - Throws: ``GeometryError/nonFinite(parameter:value:)`` for NaN or ∞,
    ///   ``GeometryError/nonPositiveTolerance(_:)`` for zero or less.
    public func selfIntersections(tolerance: Double) throws(GeometryError) -> [SelfIntersection] {
        try Self.requireTolerance(tolerance)
        return collectSelfIntersections(tolerance: .absolute(tolerance), strategy: .automatic)
    }

    /// Whether the path meets itself nowhere but at its joints (``selfIntersections()`` is empty),
    /// with ``intersectionTolerance``. Stops at the first self-intersection.
    /// - Complexity: as ``selfIntersections()``, without the result array (one temporary table).
    public var isSimple: Bool {
        var found = false
        scanSelfIntersections(tolerance: .relative(Self.intersectionRelativeTolerance), strategy: .automatic) { _ in
            found = true
            return false
        }
        return !found
    }

    /// ``isSimple`` with an explicit absolute `tolerance`.
    /// - Throws: as ``selfIntersections(tolerance:)``.
    public func isSimple(tolerance: Double) throws(GeometryError) -> Bool {
        try Self.requireTolerance(tolerance)
        var found = false
        scanSelfIntersections(tolerance: .absolute(tolerance), strategy: .automatic) { _ in
            found = true
            return false
        }
        return !found
    }

    /// All self-intersections found with `strategy`, sorted.
    func collectSelfIntersections(tolerance: ScanTolerance, strategy: IntersectionStrategy) -> [SelfIntersection] {
        var result: [SelfIntersection] = []
        scanSelfIntersections(tolerance: tolerance, strategy: strategy) {
            result.append($0)
            return true
        }
        if result.count > 1 {
            result.sort {
                if ($0.firstElementIndex, $0.secondElementIndex, $0.point.x, $0.point.y)
                    != ($1.firstElementIndex, $1.secondElementIndex, $1.point.x, $1.point.y) {
                    return ($0.firstElementIndex, $0.secondElementIndex, $0.point.x, $0.point.y)
                        < ($1.firstElementIndex, $1.secondElementIndex, $1.point.x, $1.point.y)
                }
                return ($0.kind.rawValue, $0.overlapEnd.x, $0.overlapEnd.y) < ($1.kind.rawValue, $1.overlapEnd.x, $1.overlapEnd.y)
            }
        }
        return result
    }

    static func requireTolerance(_ tolerance: Double) throws(GeometryError) {
        guard tolerance.isFinite else { throw .nonFinite(parameter: "tolerance", value: tolerance) }
        guard tolerance > 0 else { throw .nonPositiveTolerance(tolerance) }
    }
}

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
    /// above it the star-shaped certificate is tried, then the piece tree. For a 5-point rounded
    /// star (~20 segments) all pairs is cheaper than either; all give identical results (tested).
    public static let allPairsSegmentLimit = 32

    /// K, the most contacts ``selfIntersections()`` and ``selfIntersectionReport()`` list: the
    /// first K in report order; ``SelfIntersectionReport/totalCount`` counts all. A thousand is
    /// more than any picture or message shows, and bounds the report's memory (≈ 100 KB) on a
    /// path with millions of crossings.
    public static let selfIntersectionListLimit = 1_000

    /// The least default contact tolerance, as a fraction of the largest coordinate magnitude:
    /// 2⁻⁴⁸ (16 units in the last place of the largest coordinate, 3.6·10⁻¹⁵ of it).
    ///
    /// A coordinate cannot say where a point is more finely than its ulp, and every piece a check
    /// computes (a carrier root, a halved curve, a monotone piece of a curve) is off by a few ulps
    /// of the coordinates it was computed from. A path lying more than about 2.8·10⁵ times its size
    /// from the origin has ulps above a sixteenth of 10⁻⁹ of its size; there the relative tolerance
    /// would judge rounding: a lone parabola "crossed itself", two curves meeting exactly passed,
    /// and whether a crossing 5 tolerances deep was seen depended on where the path sat. So the
    /// default tolerance is the larger of the two; nearer the origin it is the relative one,
    /// unchanged, and a verdict does not change when the whole path is scaled either way.
    public static let intersectionResolutionFloor = 0x1p-48

    /// The default absolute contact tolerance for this path:
    /// `intersectionRelativeTolerance × characteristicSize`, or ``intersectionResolutionFloor`` ×
    /// the largest coordinate magnitude when that is larger (a path far from the origin).
    public var intersectionTolerance: Double {
        Self.absoluteTolerance(.relative(Self.intersectionRelativeTolerance), bounds: bounds)
    }

    /// The places where the path meets itself, using ``intersectionTolerance``: the first
    /// ``selfIntersectionListLimit`` in order (all of them unless the path has more).
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
    /// - Complexity: O(n log n + m) for n segments, m = pairs of pieces whose oriented boxes in
    ///   the `PieceTree` come within twice the tolerance: O(n log n) for outlines whose pieces
    ///   are clear of each other except at their joints (fitted exponent 1.09 on the benchmark
    ///   stars, 10…20 000 corners), plus O(k log K) for k contacts; all pairs with a box test below
    ///   ``allPairsSegmentLimit`` segments. Memory: one temporary segment table (≈ 240 bytes per
    ///   element) and tree (≤ 2n + 64 nodes of 80 bytes), plus at most K results.
    public func selfIntersections() -> [SelfIntersection] {
        selfIntersectionReport().intersections
    }

    /// ``selfIntersections()`` with the total count of contacts.
    /// - Complexity: as ``selfIntersections()``.
    public func selfIntersectionReport() -> SelfIntersectionReport {
        collectSelfIntersections(tolerance: .relative(Self.intersectionRelativeTolerance), strategy: .automatic,
                                 limit: Self.selfIntersectionListLimit)
    }

    /// At most `limit` self-intersections, in the order the scan meets them (not sorted), with
    /// ``intersectionTolerance``: the scan stops at the `limit`-th, so a path with millions of
    /// crossings costs no more than the first few. Empty when ``isSimple``; empty also when the
    /// scan is undecided (``UndecidedContactSearch``), where ``isSimple`` is `false`.
    /// - Complexity: the tree walk of ``selfIntersections()`` up to the `limit`-th contact; O(limit)
    ///   memory for the result.
    public func selfIntersections(upTo limit: Int) -> [SelfIntersection] {
        var found: [SelfIntersection] = []
        guard limit > 0 else { return found }
        scanSelfIntersections(tolerance: .relative(Self.intersectionRelativeTolerance), strategy: .automatic) { contact in
            found.append(contact)
            return found.count < limit
        }
        return found
    }

    /// Every place where the path meets itself, with an explicit absolute `tolerance`
    /// (see ``selfIntersections()``).
    /// - Parameters:
    ///   - tolerance: distance > 0 within which two pieces meet; typically a fraction of
    ///     ``characteristicSize``.
    /// - Throws: ``GeometryError/nonFinite(parameter:value:)`` for NaN or ∞,
    ///   ``GeometryError/nonPositiveTolerance(_:)`` for zero or less.
    public func selfIntersections(tolerance: Double) throws(GeometryError) -> [SelfIntersection] {
        try selfIntersectionReport(tolerance: tolerance).intersections
    }

    /// ``selfIntersectionReport()`` with an explicit absolute `tolerance`.
    /// - Throws: as ``selfIntersections(tolerance:)``.
    public func selfIntersectionReport(tolerance: Double) throws(GeometryError) -> SelfIntersectionReport {
        try Self.requireTolerance(tolerance)
        return collectSelfIntersections(tolerance: .absolute(tolerance), strategy: .automatic,
                                        limit: Self.selfIntersectionListLimit)
    }

    /// Whether the path meets itself nowhere but at its joints (``selfIntersections()`` is empty),
    /// with ``intersectionTolerance``. Stops at the first self-intersection. `false` too when the
    /// scan is undecided (``UndecidedContactSearch``: not certified, so not simple).
    /// - Complexity: as ``selfIntersections()``, without the result array (one temporary table).
    public var isSimple: Bool {
        var found = false
        let undecided = scanSelfIntersections(tolerance: .relative(Self.intersectionRelativeTolerance),
                                              strategy: .automatic) { _ in
            found = true
            return false
        }
        return !found && undecided == nil
    }

    /// ``isSimple`` with an explicit absolute `tolerance`.
    /// - Throws: as ``selfIntersections(tolerance:)``.
    public func isSimple(tolerance: Double) throws(GeometryError) -> Bool {
        try Self.requireTolerance(tolerance)
        var found = false
        let undecided = scanSelfIntersections(tolerance: .absolute(tolerance), strategy: .automatic) { _ in
            found = true
            return false
        }
        return !found && undecided == nil
    }

    /// The first `limit` self-intersections found with `strategy`, sorted, and the count of all.
    func collectSelfIntersections(tolerance: ScanTolerance, strategy: IntersectionStrategy,
                                  limit: Int) -> SelfIntersectionReport {
        var first = FirstContacts(limit: limit)
        scanSelfIntersections(tolerance: tolerance, strategy: strategy) {
            first.add($0)
            return true
        }
        return first.report()
    }

    static func requireTolerance(_ tolerance: Double) throws(GeometryError) {
        guard tolerance.isFinite else { throw .nonFinite(parameter: "tolerance", value: tolerance) }
        guard tolerance > 0 else { throw .nonPositiveTolerance(tolerance) }
    }
}

extension Path {
    /// ``selfIntersectionReport()`` keeping the first `limit` contacts in report order instead of
    /// ``selfIntersectionListLimit``: what the verification gate holds to the first `limit` of the
    /// whole list, sorted (the bounded heap of `FirstContacts` against a sort).
    package func selfIntersectionReport(limit: Int) -> SelfIntersectionReport {
        collectSelfIntersections(tolerance: .relative(Self.intersectionRelativeTolerance), strategy: .automatic, limit: limit)
    }
}

/// Continuity at every junction: the position gap and the turn of the tangent between consecutive
/// drawn segments.
extension Path {
    /// Segments no longer than this fraction of ``characteristicSize`` have no direction: the join
    /// analysis and the turning number bridge them (see ``forEachJoin(_:)``).
    ///
    /// 10⁻⁹ sits far above the rounding noise of coordinates computed with `cos`/`sin`
    /// (≈ 10⁻¹⁶ of their magnitude, so shapes up to 10⁶ sizes away from the origin are safe) and far
    /// below anything visible. A fillet arc shorter than this is a sharp corner for the analysis.
    public static let degenerateSegmentRelativeTolerance = 1e-9

    /// A turn within this many radians of −π is a reversal (a cusp) and is counted as +π, so that a
    /// path that runs straight back (as canvas `arcTo` draws with a radius too large for its edges)
    /// gets the same ``Join/signedTurn`` and turning number whatever the rounding of its coordinates.
    public static let cuspAngleTolerance = 1e-9

    /// The absolute length below which a segment of this path is degenerate:
    /// `degenerateSegmentRelativeTolerance × characteristicSize`.
    public var degenerateSegmentLength: Double { Self.degenerateSegmentRelativeTolerance * characteristicSize }

    /// Calls `body` with every junction between consecutive drawn segments of each subpath, in path
    /// order, and, for a closed subpath, the closing junction from its last segment back to its first.
    ///
    /// The segments are those of ``forEachSegment(_:)`` (a `.close` contributes its closing line when
    /// the last point differs from the first). Rules:
    /// - A segment of length ≤ ``degenerateSegmentLength`` (a zero-length line, a zero-radius or
    ///   zero-sweep arc, or one shorter than the tolerance) has no direction. It gets no join of its
    ///   own: its neighbours are joined across it, the turn is measured from the end tangent of the
    ///   segment before to the start tangent of the segment after, and the position gaps on both
    ///   sides of it are added into the join's ``Join/positionGap`` (its own length is not a gap).
    ///   ``Join/skippedSegmentCount`` says how many were bridged.
    /// - The first segment of a subpath has no join into it unless the subpath is closed (then the
    ///   closing join leads into it). A gap between a `.move` and the first segment (possible only in
    ///   paths built from element lists) is part of the closing join of a closed subpath, and is not
    ///   reported for an open one.
    /// - A closed subpath with one directed segment (a full circle) has one closing join from that
    ///   segment to itself. A subpath with no directed segment has no join.
    ///
    /// - Complexity: O(number of elements); no allocation.
    public func forEachJoin(_ body: (Join) throws -> Void) rethrows {
        var tracker = JoinTracker<PathSegment>(degenerateLength: degenerateSegmentLength)
        for event in segmentEvents {
            switch event {
            case .beginSubpath(let index, _):
                tracker.begin(subpathIndex: index)
            case .segment(let segment):
                if let join = tracker.add(segment) { try body(join) }
            case .endSubpath(_, _, let isClosed):
                if let join = tracker.finish(isClosed: isClosed) { try body(join) }
            }
        }
    }

    /// Every join, in path order (see ``forEachJoin(_:)``).
    public var joins: [Join] {
        var result: [Join] = []
        result.reserveCapacity(elements.count)
        forEachJoin { result.append($0) }
        return result
    }
}

/// The join analysis on a path prepared once (see ``PreparedPath``).
extension PreparedPath {
    /// ``Path/forEachJoin(_:)`` on the prepared segments: the same joins, in the same order, with
    /// the same values, without recomputing the path's bounds, end points or tangents.
    /// - Complexity: O(number of segments); no allocation, one `atan2` per join that is not
    ///   tangent (see `SignedTurn`).
    public func forEachJoin(_ body: (Join) throws -> Void) rethrows {
        try forEachJoin(degenerateLength: degenerateSegmentLength, body)
    }

    /// ``forEachJoin(_:)`` with an explicit degenerate length (segments no longer than it are
    /// bridged; ``degenerateSegmentLength`` by default).
    public func forEachJoin(degenerateLength: Double, _ body: (Join) throws -> Void) rethrows {
        var tracker = JoinTracker<PreparedSegment>(degenerateLength: degenerateLength)
        for (subpathIndex, subpath) in subpaths.enumerated() {
            tracker.begin(subpathIndex: subpathIndex)
            for index in subpath.segmentRange {
                if let join = tracker.add(segments[index]) { try body(join) }
            }
            if let join = tracker.finish(isClosed: subpath.isClosed) { try body(join) }
        }
    }
}

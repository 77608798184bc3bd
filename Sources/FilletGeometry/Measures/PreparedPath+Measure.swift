/// Exact measures on a path prepared once (see ``PreparedPath``).
extension PreparedPath {
    /// ``SubpathMeasure/signedArea`` of subpath `index`, from the prepared end points and radial
    /// directions (no trigonometry): the same terms as ``Path/signedArea`` —
    /// ``Point/signedAreaTerm(to:relativeTo:)`` for lines and gaps,
    /// ``Arc/signedAreaTerm(startDirection:endDirection:relativeTo:)`` for arcs, relative to the
    /// subpath's first point — in the same order, so the value is bit for bit that of
    /// `path.subpathMeasures[index].signedArea`.
    ///
    /// An open subpath is closed by a straight line back to its first point and gaps between
    /// consecutive segments are bridged by straight lines, as for ``Path/signedArea``.
    /// - Precondition: `index` is in `subpaths.indices`.
    /// - Complexity: O(segments of the subpath); no allocation.
    public func signedArea(ofSubpath index: Int) -> Double {
        let subpath = subpaths[index]
        let origin = subpath.start
        var area = 0.0, lastEnd = origin
        for segmentIndex in subpath.segmentRange {
            let segment = segments[segmentIndex]
            if segment.start != lastEnd { area += lastEnd.signedAreaTerm(to: segment.start, relativeTo: origin) }
            switch segment.geometry {
            case .line(let from, let to):
                area += from.signedAreaTerm(to: to, relativeTo: origin)
            case .arc(let arc):
                area += arc.signedAreaTerm(startDirection: segment.startDirection, endDirection: segment.endDirection,
                                           relativeTo: origin)
            case .curve(let curve):
                area += curve.signedAreaTerm(relativeTo: origin)
            }
            lastEnd = segment.end
        }
        if lastEnd != origin { area += lastEnd.signedAreaTerm(to: origin, relativeTo: origin) }
        return area
    }

    /// ``Path/signedArea``: the sum of ``signedArea(ofSubpath:)`` over the subpaths.
    /// - Complexity: O(number of segments); no allocation.
    public var signedArea: Double {
        var total = 0.0
        for index in subpaths.indices { total += signedArea(ofSubpath: index) }
        return total
    }

    /// ``Path/length``: the sum of the prepared segments' lengths (closing lines of closed
    /// subpaths included, an open subpath's implicit closing line and gaps not).
    /// - Complexity: O(number of segments); no allocation.
    public var length: Double {
        var total = 0.0
        for segment in segments { total += segment.length }
        return total
    }

    /// ``Path/subpathMeasures``: bounds, length, signed area and turning number of each subpath,
    /// in order (the definitions are documented there). An open subpath's turning number includes
    /// the implicit closing line, as its area does.
    /// - Complexity: O(number of segments); allocates the result only.
    public var subpathMeasures: [SubpathMeasure] {
        var measures: [SubpathMeasure] = []
        measures.reserveCapacity(subpaths.count)
        var tracker = JoinTracker<PreparedSegment>(degenerateLength: degenerateSegmentLength, sumsSweeps: true)
        for (index, subpath) in subpaths.enumerated() {
            tracker.begin(subpathIndex: index)
            var box = BoundingBox(point: subpath.start)
            var length = 0.0
            var lastEnd = subpath.start
            var largestTurn = 0.0
            for segmentIndex in subpath.segmentRange {
                let segment = segments[segmentIndex]
                length += segment.length
                box.formUnion(segment.bounds)
                if let join = tracker.add(segment) { largestTurn = Swift.max(largestTurn, join.turnMagnitude) }
                lastEnd = segment.end
            }
            if !subpath.isClosed, lastEnd != subpath.start {
                let closing = PreparedSegment(.line(from: lastEnd, to: subpath.start), elementIndex: -1, subpathIndex: index)
                if let join = tracker.add(closing) { largestTurn = Swift.max(largestTurn, join.turnMagnitude) }
            }
            if let join = tracker.finish(isClosed: true) { largestTurn = Swift.max(largestTurn, join.turnMagnitude) }
            measures.append(SubpathMeasure(subpathIndex: index, isClosed: subpath.isClosed, bounds: box, length: length,
                                           signedArea: signedArea(ofSubpath: index),
                                           turningNumber: (tracker.arcSweepSum + tracker.joinTurnSum) / Angle.twoPi,
                                           largestJoinTurn: largestTurn))
        }
        return measures
    }
}

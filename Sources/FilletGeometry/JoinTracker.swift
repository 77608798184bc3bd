/// Turns the stream of one subpath's segments into ``Join``s, bridging segments too short to have
/// a direction, with no allocation. Shared by the join analysis and the turning number.
struct JoinTracker {
    /// Segments of length ≤ this are degenerate: they have no direction and are bridged.
    let degenerateLength: Double

    private var subpathIndex = 0
    /// Start point of the subpath's first drawn segment, degenerate or not (the wrap target).
    private var firstDrawnStart: Point?
    /// End point of the last drawn segment, degenerate or not.
    private var lastEnd: Point?
    /// The first and latest segments with a direction.
    private var first: PathSegment?
    private var previous: PathSegment?
    /// Gaps and skipped segments accumulated since `previous` (or, before `first`, from the start).
    private var pendingGap = 0.0
    private var pendingSkipped = 0
    private var leadingGap = 0.0
    private var leadingSkipped = 0
    /// Sum of the sweeps of the non-degenerate arcs seen in this subpath.
    private(set) var arcSweepSum = 0.0
    /// Sum of the signed turns of the joins emitted in this subpath.
    private(set) var joinTurnSum = 0.0

    init(degenerateLength: Double) {
        self.degenerateLength = degenerateLength
    }

    /// Forgets everything and starts subpath `index`.
    mutating func begin(subpathIndex index: Int) {
        self = JoinTracker(degenerateLength: degenerateLength)
        subpathIndex = index
    }

    /// Feeds the next segment; returns the join into it when it has a direction and follows another.
    mutating func add(_ segment: PathSegment) -> Join? {
        let start = segment.startPoint
        if let lastEnd { pendingGap += lastEnd.distance(to: start) } else { firstDrawnStart = start }
        lastEnd = segment.endPoint
        guard segment.length > degenerateLength else {
            pendingSkipped += 1
            return nil
        }
        if case .arc(let arc) = segment.geometry { arcSweepSum += arc.sweep }
        defer {
            previous = segment
            pendingGap = 0
            pendingSkipped = 0
        }
        guard let previous else {
            first = segment
            leadingGap = pendingGap
            leadingSkipped = pendingSkipped
            return nil
        }
        return makeJoin(from: previous, to: segment, gap: pendingGap, skipped: pendingSkipped, isClosing: false)
    }

    /// Ends the subpath; returns the closing join (last directed segment back to the first) when
    /// `isClosed` and the subpath has a segment with a direction.
    mutating func finish(isClosed: Bool) -> Join? {
        guard isClosed, let previous, let first, let lastEnd, let firstDrawnStart else { return nil }
        let gap = pendingGap + lastEnd.distance(to: firstDrawnStart) + leadingGap
        return makeJoin(from: previous, to: first, gap: gap, skipped: pendingSkipped + leadingSkipped, isClosing: true)
    }

    private mutating func makeJoin(from incoming: PathSegment, to outgoing: PathSegment, gap: Double, skipped: Int,
                                   isClosing: Bool) -> Join {
        var turn = incoming.endTangent.signedAngle(to: outgoing.startTangent)
        // A reversal's sign is rounding noise; counting every near-reversal as +π keeps the join
        // and the turning number from flipping with the scale or placement of the path.
        if turn <= -.pi + Path.cuspAngleTolerance { turn = .pi }
        joinTurnSum += turn
        return Join(subpathIndex: subpathIndex, incomingElementIndex: incoming.elementIndex,
                    outgoingElementIndex: outgoing.elementIndex, point: incoming.endPoint, positionGap: gap,
                    signedTurn: turn, incomingIsArc: incoming.isArc, outgoingIsArc: outgoing.isArc,
                    isClosing: isClosing, skippedSegmentCount: skipped)
    }
}

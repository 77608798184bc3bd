/// What the join analysis reads from a segment: ``PathSegment`` computes it, ``PreparedSegment``
/// has the points and length stored; both take the tangents from their geometry.
protocol JoinInput {
    var startPoint: Point { get }
    var endPoint: Point { get }
    /// The start and end tangents (``PathSegment/startTangent``, ``PathSegment/endTangent``),
    /// computed together: a line's one direction serves both.
    var tangents: (start: Vector, end: Vector) { get }
    /// Whether the segment is longer than `threshold` (a degenerate one is not).
    func isLonger(than threshold: Double) -> Bool
    var isArc: Bool { get }
    var elementIndex: Int { get }
    /// The sweep of an arc, a curve's tangent turn, 0 for a line.
    var arcSweep: Double { get }
}

extension PathSegment: JoinInput {
    var tangents: (start: Vector, end: Vector) { geometry.tangents }
    var arcSweep: Double { geometry.tangentTurn }
    func isLonger(than threshold: Double) -> Bool {
        if case .curve(let curve) = geometry { return curve.isLonger(than: threshold) }
        return length > threshold
    }
}

extension PreparedSegment: JoinInput {
    var startPoint: Point { start }
    var endPoint: Point { end }
    var arcSweep: Double { geometry.tangentTurn }
}

/// Turns the stream of one subpath's segments into ``Join``s, bridging segments too short to have
/// a direction, with no allocation. Shared by the join analysis and the turning number.
struct JoinTracker<Segment: JoinInput> {
    /// Segments of length ≤ this are degenerate: they have no direction and are bridged.
    let degenerateLength: Double
    /// Whether ``arcSweepSum`` is kept (the turning number's walk); a walk of the joins alone
    /// leaves it 0 and measures no curve's tangent turn.
    let sumsSweeps: Bool

    private var subpathIndex = 0
    /// Start point of the subpath's first drawn segment, degenerate or not (the wrap target).
    private var firstDrawnStart: Point?
    /// End point of the last drawn segment, degenerate or not.
    private var lastEnd: Point?
    /// What a join needs of a segment with a direction (kept instead of the segment, which may
    /// be large).
    private struct Directed {
        var elementIndex: Int
        var isArc: Bool
        var startTangent: Vector
        var endTangent: Vector
        var endPoint: Point
    }

    /// The first and latest segments with a direction.
    private var first: Directed?
    private var previous: Directed?
    /// Gaps and skipped segments accumulated since `previous` (or, before `first`, from the start).
    private var pendingGap = 0.0
    private var pendingSkipped = 0
    private var leadingGap = 0.0
    private var leadingSkipped = 0
    /// Sum of the sweeps of the non-degenerate arcs and the tangent turns of the non-degenerate
    /// curves seen in this subpath, when ``sumsSweeps``.
    private(set) var arcSweepSum = 0.0
    /// Sum of the signed turns of the joins emitted in this subpath.
    private(set) var joinTurnSum = 0.0

    init(degenerateLength: Double, sumsSweeps: Bool = false) {
        self.degenerateLength = degenerateLength
        self.sumsSweeps = sumsSweeps
    }

    /// Forgets everything and starts subpath `index`.
    mutating func begin(subpathIndex index: Int) {
        self = JoinTracker(degenerateLength: degenerateLength, sumsSweeps: sumsSweeps)
        subpathIndex = index
    }

    /// Feeds the next segment; returns the join into it when it has a direction and follows another.
    mutating func add(_ segment: Segment) -> Join? {
        let start = segment.startPoint, end = segment.endPoint
        if let lastEnd {
            // Adding the distance 0 of a continuous join changes nothing: skip the `hypot`.
            if lastEnd != start { pendingGap += lastEnd.distance(to: start) }
        } else {
            firstDrawnStart = start
        }
        lastEnd = end
        guard segment.isLonger(than: degenerateLength) else {
            pendingSkipped += 1
            return nil
        }
        let isArc = segment.isArc
        // An arc's sweep, a curve's own tangent turn (0 for a line): the turning inside segments.
        if sumsSweeps { arcSweepSum += segment.arcSweep }
        let tangents = segment.tangents
        let directed = Directed(elementIndex: segment.elementIndex, isArc: isArc, startTangent: tangents.start,
                                endTangent: tangents.end, endPoint: end)
        defer {
            previous = directed
            pendingGap = 0
            pendingSkipped = 0
        }
        guard let previous else {
            first = directed
            leadingGap = pendingGap
            leadingSkipped = pendingSkipped
            return nil
        }
        return makeJoin(from: previous, to: directed, gap: pendingGap, skipped: pendingSkipped, isClosing: false)
    }

    /// Ends the subpath; returns the closing join (last directed segment back to the first) when
    /// `isClosed` and the subpath has a segment with a direction.
    mutating func finish(isClosed: Bool) -> Join? {
        guard isClosed, let previous, let first, let lastEnd, let firstDrawnStart else { return nil }
        let closingGap = lastEnd == firstDrawnStart ? 0 : lastEnd.distance(to: firstDrawnStart)
        let gap = pendingGap + closingGap + leadingGap
        return makeJoin(from: previous, to: first, gap: gap, skipped: pendingSkipped + leadingSkipped, isClosing: true)
    }

    private mutating func makeJoin(from incoming: Directed, to outgoing: Directed, gap: Double, skipped: Int,
                                   isClosing: Bool) -> Join {
        var turn = SignedTurn.between(incoming.endTangent, outgoing.startTangent)
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

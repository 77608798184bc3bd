/// The junction between two consecutive drawn segments of a subpath: how far apart they are and
/// how sharply the direction of travel turns there. The raw material of the continuity invariants
/// (position continuity: `positionGap ≈ 0`; tangent continuity into and out of arcs: `turnMagnitude ≈ 0`).
///
/// Produced by ``Path/forEachJoin(_:)`` and ``Path/joins``, which document which junctions exist and
/// how segments too short to have a direction are bridged.
public struct Join: Hashable, Sendable {
    /// Index of the subpath in ``Path/subpaths``.
    public var subpathIndex: Int
    /// Element index (in ``Path/elements``) of the segment arriving at the junction.
    public var incomingElementIndex: Int
    /// Element index of the segment leaving the junction.
    public var outgoingElementIndex: Int
    /// Where the incoming segment ends.
    public var point: Point
    /// The sum of the distances between the end of each segment and the start of the next along the
    /// run from the incoming to the outgoing segment: 0 for a continuous path. With no skipped
    /// segment this is simply `|incoming.end − outgoing.start|`.
    public var positionGap: Double
    /// The signed angle in (−π, π] that turns the incoming end tangent onto the outgoing start
    /// tangent; positive toward increasing angle (clockwise on a y-down screen). A reversal (a cusp,
    /// within ``Path/cuspAngleTolerance`` of ±π) is +π.
    public var signedTurn: Double
    /// Whether the incoming segment is an arc.
    public var incomingIsArc: Bool
    /// Whether the outgoing segment is an arc.
    public var outgoingIsArc: Bool
    /// Whether this is the junction from the last segment of a closed subpath back to its first.
    public var isClosing: Bool
    /// How many segments too short to have a direction lie between the incoming and outgoing
    /// segments and were bridged (see ``Path/degenerateSegmentRelativeTolerance``).
    public var skippedSegmentCount: Int

    public init(subpathIndex: Int, incomingElementIndex: Int, outgoingElementIndex: Int, point: Point,
                positionGap: Double, signedTurn: Double, incomingIsArc: Bool, outgoingIsArc: Bool,
                isClosing: Bool, skippedSegmentCount: Int) {
        self.subpathIndex = subpathIndex
        self.incomingElementIndex = incomingElementIndex
        self.outgoingElementIndex = outgoingElementIndex
        self.point = point
        self.positionGap = positionGap
        self.signedTurn = signedTurn
        self.incomingIsArc = incomingIsArc
        self.outgoingIsArc = outgoingIsArc
        self.isClosing = isClosing
        self.skippedSegmentCount = skippedSegmentCount
    }

    /// `|signedTurn|` in [0, π]: 0 where the path is tangent-continuous (G1).
    @inlinable public var turnMagnitude: Double { Swift.abs(signedTurn) }

    /// Whether an arc is on either side: the joins the tangent-continuity (G1) invariant constrains.
    @inlinable public var involvesArc: Bool { incomingIsArc || outgoingIsArc }
}

import FilletGeometry
import FilletShapes

extension Catalogue {
    /// ``Invariant/tangentContinuity`` from a join walk (``PathAnalysis/walkJoins(_:)``) under the
    /// constructions' policy (``ConstructionJoinPolicy``); ``Invariant/positionContinuity`` reads
    /// the walk's summary (``emitPositionContinuity(_:_:)``).
    ///
    /// ```
    /// position margin = (length tolerance − max positionGap) / size
    /// tangent margin  = min over joins with an arc of (tolerance_j − |turn_j|)   [radians]
    /// tolerance_j     = angle + 2 · pointRounding · magnitude / min(ℓ_in, ℓ_out)
    /// ```
    /// Joins between two lines are not constrained (sharp corners are allowed), nor are joins at a
    /// corner the construction leaves sharp (a ``ShapeUnderTest/corners`` entry without fillet, or
    /// with one shorter than the degenerate length, within the length tolerance): when clamping uses up an edge, a fillet ends exactly at the
    /// neighbouring sharp vertex. Segments shorter than the core's degenerate length are bridged
    /// by the join analysis.
    static func checkTangentContinuity<Sink: InvariantSink>(_ shape: ShapeUnderTest, _ analysis: PathAnalysis,
                                                     _ verdicts: inout VerdictRecorder<Sink>,
                                                     _ scratch: inout EntryScratch) {
        let degenerate = Path.degenerateSegmentRelativeTolerance * analysis.size
        // The sharp vertices sorted by x, so each arc join looks only at those within the
        // tolerance in x: a scan of every corner per join would be quadratic in the corners of a
        // star with sharp inner corners.
        var sharpVertices: [Point] = []
        swap(&sharpVertices, &scratch.points)
        defer { swap(&sharpVertices, &scratch.points) }
        sharpVertices.removeAll(keepingCapacity: true)
        for corner in shape.corners where (corner.fillet?.arc.length ?? 0) <= degenerate {
            sharpVertices.append(corner.vertex)
        }
        sharpVertices.sort { $0.x < $1.x }
        var policy = ConstructionJoinPolicy(sharpVertices: sharpVertices, elementLengths: analysis.elementLengths,
                                            rounding: 2 * VerificationTolerances.pointRounding * analysis.magnitude,
                                            sharpTolerance: analysis.lengthTolerance)
        analysis.walkJoins(&policy)
        let exempt = policy.exempt
        if policy.arcJoins == 0 {
            verdicts.emit(.tangentContinuity, margin: VerificationTolerances.angle) {
                exempt > 0 ? "every join with an arc is at a sharp corner (\(exempt) exempt)" : "no join involves an arc"
            }
        } else {
            let worstTurn = policy.worstTurn, arcJoins = policy.arcJoins
            verdicts.emit(.tangentContinuity, margin: policy.worstMargin, location: policy.tangentLocation) {
                "largest tangent turn at a join with an arc \(degrees(Swift.abs(worstTurn))) (\(format(worstTurn)) rad) over \(arcJoins) arc joins" + (exempt > 0 ? " (\(exempt) at sharp corners exempt)" : "")
            }
        }
    }
}

/// The constructions' join policy: a join with an arc must be tangent-continuous within
///
/// ```
/// tolerance_j = angle + 2 · pointRounding · magnitude / min(ℓ_in, ℓ_out)
/// ```
/// except at a vertex the construction leaves sharp (within the length tolerance of it); joins
/// between two lines are corners, allowed.
struct ConstructionJoinPolicy: JoinPolicy {
    /// The sharp vertices, sorted by x.
    let sharpVertices: [Point]
    /// Per element, its drawn length.
    let elementLengths: [Double]
    /// `2 · pointRounding · magnitude`.
    let rounding: Double
    /// How near a sharp vertex a join is at it.
    let sharpTolerance: Double
    /// Joins with an arc judged, and those exempt at sharp vertices.
    private(set) var arcJoins = 0
    private(set) var exempt = 0
    /// The smallest `tolerance_j − |turn_j|`, its join's signed turn and point.
    private(set) var worstMargin = Double.infinity
    private(set) var worstTurn = 0.0
    private(set) var tangentLocation: Point?

    init(sharpVertices: [Point], elementLengths: [Double], rounding: Double, sharpTolerance: Double) {
        self.sharpVertices = sharpVertices
        self.elementLengths = elementLengths
        self.rounding = rounding
        self.sharpTolerance = sharpTolerance
    }

    mutating func judge(_ join: Join) {
        guard join.involvesArc else { return }
        if !sharpVertices.isEmpty, isAtSharpVertex(join.point) {
            exempt += 1
            return
        }
        arcJoins += 1
        let shorter = Swift.min(elementLengths[join.incomingElementIndex], elementLengths[join.outgoingElementIndex])
        let tolerance = VerificationTolerances.angle + (shorter > 0 ? rounding / shorter : 0)
        let margin = tolerance - join.turnMagnitude
        if margin < worstMargin || margin.isNaN {
            worstMargin = margin
            worstTurn = join.signedTurn
            tangentLocation = join.point
        }
    }

    /// Whether a sharp vertex lies within the tolerance of `point`. The window in x is twice the
    /// tolerance on each side, so rounding of `x ± window` never leaves out a vertex the distance
    /// test would accept.
    private func isAtSharpVertex(_ point: Point) -> Bool {
        let window = 2 * sharpTolerance
        var low = 0, high = sharpVertices.count
        while low < high {
            let middle = (low + high) / 2
            if sharpVertices[middle].x < point.x - window { low = middle + 1 } else { high = middle }
        }
        while low < sharpVertices.count, sharpVertices[low].x <= point.x + window {
            if sharpVertices[low].distance(to: point) <= sharpTolerance { return true }
            low += 1
        }
        return false
    }
}

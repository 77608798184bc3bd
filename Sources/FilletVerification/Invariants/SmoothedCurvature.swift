import Foundation
import FilletGeometry
import FilletShapes

extension Catalogue {
    /// ``Invariant/curvatureContinuity`` for constructions with smoothed corners (a corner with
    /// smoothing > 0 is drawn as two cubic flanks around a shorter arc): at every join into or
    /// out of a flank, the curvature on both sides agrees (G2), within
    ///
    /// ```
    /// jump_j      = |κ_in(end) − κ_out(start)|     (line 0, arc ±1/r, curve its end curvature)
    /// tolerance_j = curvatureJumpRelative / size + bound_in + bound_out
    /// margin      = min over flank joins of (tolerance_j − jump_j) · size      [relative curvature]
    /// ```
    ///
    /// where a curve's `bound` is `CubicCurve.endCurvatureRoundingBound(atStart:pointRounding:)`
    /// with `δ = pointRounding · magnitude` (a line's and an arc's are 0). Joins between lines and
    /// arcs only are not judged here: a plain fillet jumps from 0 to 1/r by design (the users'
    /// gate reports those), nor joins at a vertex the construction leaves sharp (a corner: a flank
    /// filling its edge ends there), nor joins at a flank no longer than the degenerate length
    /// (bridged by the join analysis: ``Catalogue/appendSharpVertices(of:degenerate:to:)``). Not evaluated for a shape without smoothed corners, so every
    /// unsmoothed construction's report is unchanged.
    static func checkSmoothedCurvatureContinuity<Sink: InvariantSink>(_ shape: ShapeUnderTest, _ analysis: PathAnalysis,
                                                                     _ verdicts: inout VerdictRecorder<Sink>) {
        let policy = flankCurvatureJoins(shape, analysis)
        let flankJoins = policy.flankJoins, largestJump = policy.largestJump, exempt = policy.exempt
        guard flankJoins > 0 else {
            guard exempt > 0 else {
                verdicts.emitVerdict(.curvatureContinuity, false) { "smoothed corners promised, but no join involves a flank" }
                return
            }
            verdicts.emit(.curvatureContinuity, margin: VerificationTolerances.curvatureJumpRelative) {
                "every flank join is at a corner of the outline or a flank below the degenerate length (\(exempt) exempt)"
            }
            return
        }
        verdicts.emit(.curvatureContinuity, margin: policy.worstMargin, location: policy.location) {
            "largest curvature jump at a flank join \(format(largestJump)) / size over \(flankJoins) flank joins"
        }
    }

    /// The flank joins of `shape`'s analysed path judged by ``SmoothedCurvatureJoinPolicy``:
    /// their count, the largest jump × size and the smallest margin.
    static func flankCurvatureJoins(_ shape: ShapeUnderTest, _ analysis: PathAnalysis) -> SmoothedCurvatureJoinPolicy {
        let segments = analysis.prepared.segments
        // Each element draws at most one segment: the segment of every element, to read the
        // geometry on both sides of a join.
        var segmentOfElement = [Int](repeating: -1, count: analysis.prepared.elementCount)
        for index in segments.indices where segments[index].elementIndex >= 0
            && segments[index].elementIndex < segmentOfElement.count {
            segmentOfElement[segments[index].elementIndex] = index
        }
        var sharpVertices: [Point] = []
        appendSharpVertices(of: shape, degenerate: Path.degenerateSegmentRelativeTolerance * analysis.size, to: &sharpVertices)
        var policy = SmoothedCurvatureJoinPolicy(segments: segments, segmentOfElement: segmentOfElement,
                                                 pointRounding: VerificationTolerances.pointRounding * analysis.magnitude,
                                                 size: analysis.size, sharpVertices: sharpVertices,
                                                 sharpTolerance: analysis.lengthTolerance,
                                                 subpathSegments: analysis.prepared.subpaths.map(\.segmentRange))
        analysis.walkJoins(&policy)
        return policy
    }

    /// The coverage label of a smoothed case by its largest curvature jump × size at a flank
    /// join, in decades from `< 1e-15` to `< 1e0`, then `≥ 1` (`0` when every flank join is
    /// exact): a run's coverage table is the distribution of the jumps, its last non-empty row
    /// the bound on the largest (the 10⁵-case measurement of the DocC article
    /// "Continuous-curvature corners"). Jumps above 10⁻⁹ pass only within the flanks' rounding
    /// bound (flanks tiny beside the shape, whose end curvature is ill-conditioned).
    static func flankCurvatureJumpLabel(_ jumpTimesSize: Double) -> String {
        guard jumpTimesSize > 0 else { return "flank curvature jump × size: 0" }
        for exponent in -15 ... 0 where jumpTimesSize < pow(10, Double(exponent)) {
            return "flank curvature jump × size < 1e\(exponent)"
        }
        return "flank curvature jump × size ≥ 1"
    }
}

/// The constructions' G2 policy at flank joins (see
/// ``Catalogue/checkSmoothedCurvatureContinuity(_:_:_:)``).
struct SmoothedCurvatureJoinPolicy: JoinPolicy {
    let segments: [PreparedSegment]
    let segmentOfElement: [Int]
    /// `pointRounding · magnitude`.
    let pointRounding: Double
    let size: Double
    /// The vertices the construction leaves sharp, sorted by x, and how near a join is at one:
    /// a corner of the outline, where neither tangent nor curvature is continuous (a flank may
    /// fill its edge up to such a vertex).
    let sharpVertices: [Point]
    let sharpTolerance: Double
    /// Per subpath, its range of `segments`: where a join's bridged segments lie.
    let subpathSegments: [Range<Int>]
    private(set) var flankJoins = 0
    /// Flank joins not judged: at a sharp vertex, or across a flank below the degenerate length.
    private(set) var exempt = 0
    /// The smallest `(tolerance_j − jump_j)·size` and its join's point.
    private(set) var worstMargin = Double.infinity
    private(set) var location: Point?
    /// The largest `jump_j·size` (NaN when a curvature is undefined).
    private(set) var largestJump = 0.0

    init(segments: [PreparedSegment], segmentOfElement: [Int], pointRounding: Double, size: Double,
         sharpVertices: [Point] = [], sharpTolerance: Double = 0, subpathSegments: [Range<Int>] = []) {
        self.segments = segments
        self.segmentOfElement = segmentOfElement
        self.pointRounding = pointRounding
        self.size = size
        self.sharpVertices = sharpVertices
        self.sharpTolerance = sharpTolerance
        self.subpathSegments = subpathSegments
    }

    /// Whether the segments `join` bridges (those after its incoming one, shorter than the
    /// degenerate length) include a flank.
    private func bridgesFlank(_ join: Join, incomingSegment: Int) -> Bool {
        guard join.skippedSegmentCount > 0, join.subpathIndex >= 0, join.subpathIndex < subpathSegments.count else { return false }
        let range = subpathSegments[join.subpathIndex]
        guard range.contains(incomingSegment) else { return false }
        var index = incomingSegment
        for _ in 0..<Swift.min(join.skippedSegmentCount, range.count) {
            index = index + 1 == range.upperBound ? range.lowerBound : index + 1
            if case .curve = segments[index].geometry { return true }
        }
        return false
    }

    /// The signed curvature at one end of a segment and its rounding bound.
    private func endCurvature(_ geometry: PathSegment.Geometry, atStart: Bool) -> (curvature: Double, bound: Double) {
        switch geometry {
        case .line: return (0, 0)
        case .arc(let arc): return (arc.radius > 0 ? (arc.sweep >= 0 ? 1 : -1) / arc.radius : .nan, 0)
        case .curve(let curve):
            return (curve.curvature(at: atStart ? 0 : 1),
                    curve.endCurvatureRoundingBound(atStart: atStart, pointRounding: pointRounding))
        }
    }

    mutating func judge(_ join: Join) {
        let incomingIndex = join.incomingElementIndex, outgoingIndex = join.outgoingElementIndex
        guard incomingIndex >= 0, incomingIndex < segmentOfElement.count, outgoingIndex >= 0,
              outgoingIndex < segmentOfElement.count else { return }
        let incomingSegment = segmentOfElement[incomingIndex], outgoingSegment = segmentOfElement[outgoingIndex]
        guard incomingSegment >= 0, outgoingSegment >= 0 else { return }
        let incoming = segments[incomingSegment].geometry, outgoing = segments[outgoingSegment].geometry
        var isFlank = false
        if case .curve = incoming { isFlank = true }
        if case .curve = outgoing { isFlank = true }
        if !isFlank, bridgesFlank(join, incomingSegment: incomingSegment) {
            exempt += 1
            return
        }
        guard isFlank else { return }
        if Catalogue.isAtSharpVertex(join.point, sortedByX: sharpVertices, tolerance: sharpTolerance) {
            exempt += 1
            return
        }
        flankJoins += 1
        let end = endCurvature(incoming, atStart: false), start = endCurvature(outgoing, atStart: true)
        let jump = Swift.abs(end.curvature - start.curvature)
        let tolerance = VerificationTolerances.curvatureJumpRelative / size + end.bound + start.bound
        let margin = (tolerance - jump) * size
        if margin < worstMargin || margin.isNaN {
            worstMargin = margin
            location = join.point
        }
        if !(jump * size <= largestJump) { largestJump = jump * size }
    }
}

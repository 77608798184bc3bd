import FilletGeometry
import FilletShapes

extension Catalogue {
    /// ``Invariant/tangentContinuity`` from a join walk (``PathAnalysis/walkJoins(_:)``) under the
    /// constructions' policy (``ConstructionJoinPolicy``); ``Invariant/positionContinuity`` reads
    /// the walk's summary (``emitPositionContinuity(_:_:)``).
    ///
    /// ```
    /// position margin = (length tolerance − max positionGap) / size
    /// tangent margin  = min over joins with an arc or a flank of (tolerance_j − |turn_j|)   [radians]
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
        appendSharpVertices(of: shape, degenerate: degenerate, to: &sharpVertices)
        // A smoothed corner's flanks are its construction's only curves: their joins are
        // constrained as an arc's are (a flank that overshoots its edge meets a line running
        // backwards). Without smoothing no element is a flank and the verdict is the arcs' alone.
        var flankElements: [Bool] = []
        if shape.corners.contains(where: { $0.smoothing > 0 }) {
            flankElements = shape.path.elements.map { if case .cubic = $0 { true } else { false } }
        }
        let joinKind = flankElements.isEmpty ? "an arc" : "an arc or a flank"
        var policy = ConstructionJoinPolicy(sharpVertices: sharpVertices, elementLengths: analysis.elementLengths,
                                            flankElements: flankElements,
                                            rounding: 2 * VerificationTolerances.pointRounding * analysis.magnitude,
                                            sharpTolerance: analysis.lengthTolerance)
        analysis.walkJoins(&policy)
        let exempt = policy.exempt
        if policy.arcJoins == 0 {
            verdicts.emit(.tangentContinuity, margin: VerificationTolerances.angle) {
                exempt > 0 ? "every join with \(joinKind) is at a sharp corner (\(exempt) exempt)" : "no join involves \(joinKind)"
            }
        } else {
            let worstTurn = policy.worstTurn, arcJoins = policy.arcJoins
            let joinsName = flankElements.isEmpty ? "arc joins" : "arc and flank joins"
            verdicts.emit(.tangentContinuity, margin: policy.worstMargin, location: policy.tangentLocation) {
                "largest tangent turn at a join with \(joinKind) \(degrees(Swift.abs(worstTurn))) (\(format(worstTurn)) rad) over \(arcJoins) \(joinsName)" + (exempt > 0 ? " (\(exempt) at sharp corners exempt)" : "")
            }
        }
    }
}

extension Catalogue {
    /// The points where `shape`'s joins are corners at the analysis's resolution, appended to
    /// `vertices`, which is then sorted by x (for ``isAtSharpVertex(_:sortedByX:tolerance:)``):
    /// the vertices its construction leaves sharp (a corner without fillet, or with one no longer
    /// than `degenerate`), and both ends of a smoothed corner's flank no longer than `degenerate`
    /// (a smoothing reduced to a few millionths, or a tiny radius: the join analysis bridges the
    /// flank, so its neighbours meet across it, turning by the flank's turn, their curvatures
    /// 0 and 1/r). The joins there are not judged for continuity.
    static func appendSharpVertices(of shape: ShapeUnderTest, degenerate: Double, to vertices: inout [Point]) {
        for corner in shape.corners {
            if (corner.fillet?.arc.length ?? 0) <= degenerate {
                vertices.append(corner.vertex)
            } else if let smoothed = corner.smoothedCorner {
                for flank in [smoothed.entry, smoothed.exit].compactMap({ $0 }) where flank.length <= degenerate {
                    vertices.append(flank.p0)
                    vertices.append(flank.p3)
                }
            }
        }
        vertices.sort { $0.x < $1.x }
    }

    /// Whether a vertex of `vertices` (sorted by x) lies within `tolerance` of `point`. The
    /// window in x is twice the tolerance on each side, so rounding of `x ± window` never leaves
    /// out a vertex the distance test would accept.
    static func isAtSharpVertex(_ point: Point, sortedByX vertices: [Point], tolerance: Double) -> Bool {
        guard !vertices.isEmpty else { return false }
        let window = 2 * tolerance
        var low = 0, high = vertices.count
        while low < high {
            let middle = (low + high) / 2
            if vertices[middle].x < point.x - window { low = middle + 1 } else { high = middle }
        }
        while low < vertices.count, vertices[low].x <= point.x + window {
            if vertices[low].distance(to: point) <= tolerance { return true }
            low += 1
        }
        return false
    }
}

/// The constructions' join policy: a join with an arc or a smoothed corner's flank must be
/// tangent-continuous within
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
    /// Per element, whether it is a smoothed corner's flank (empty: none is).
    let flankElements: [Bool]
    /// `2 · pointRounding · magnitude`.
    let rounding: Double
    /// How near a sharp vertex a join is at it.
    let sharpTolerance: Double
    /// Joins with an arc or a flank judged, and those exempt at sharp vertices.
    private(set) var arcJoins = 0
    private(set) var exempt = 0
    /// The smallest `tolerance_j − |turn_j|`, its join's signed turn and point.
    private(set) var worstMargin = Double.infinity
    private(set) var worstTurn = 0.0
    private(set) var tangentLocation: Point?

    init(sharpVertices: [Point], elementLengths: [Double], flankElements: [Bool] = [], rounding: Double,
         sharpTolerance: Double) {
        self.sharpVertices = sharpVertices
        self.elementLengths = elementLengths
        self.flankElements = flankElements
        self.rounding = rounding
        self.sharpTolerance = sharpTolerance
    }

    private func isFlank(_ element: Int) -> Bool {
        element >= 0 && element < flankElements.count && flankElements[element]
    }

    mutating func judge(_ join: Join) {
        guard join.involvesArc || isFlank(join.incomingElementIndex) || isFlank(join.outgoingElementIndex) else { return }
        if Catalogue.isAtSharpVertex(join.point, sortedByX: sharpVertices, tolerance: sharpTolerance) {
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
}

import FilletGeometry
import FilletShapes

extension Catalogue {
    /// ``Invariant/positionContinuity`` and ``Invariant/tangentContinuity`` from one walk over the
    /// joins (``FilletGeometry/PreparedPath/forEachJoin(_:)`` on the context's prepared segments).
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
    static func checkContinuity<Sink: InvariantSink>(_ shape: ShapeUnderTest, _ context: CatalogueContext,
                                                     _ sink: inout Sink) {
        var worstGap = 0.0, gapLocation: Point?
        var worstTangentMargin = Double.infinity, worstTurn = 0.0, tangentLocation: Point?
        var arcJoins = 0
        let lengths = context.elementLengths
        let rounding = 2 * VerificationTolerances.pointRounding * context.magnitude
        let degenerate = Path.degenerateSegmentRelativeTolerance * context.size
        let sharpTolerance = context.lengthTolerance
        var exempt = 0, largestTurn = 0.0
        // Local arrays while walking: no exclusivity check on the context per join.
        var turns: [Double] = []
        swap(&turns, &context.subpathTurns)
        defer { swap(&turns, &context.subpathTurns) }
        // The sharp vertices sorted by x, so each arc join looks only at those within the
        // tolerance in x: a scan of every corner per join would be quadratic in the corners of a
        // star with sharp inner corners.
        var sharpVertices: [Point] = []
        swap(&sharpVertices, &context.points)
        defer { swap(&sharpVertices, &context.points) }
        sharpVertices.removeAll(keepingCapacity: true)
        for corner in shape.corners where (corner.fillet?.arc.length ?? 0) <= degenerate {
            sharpVertices.append(corner.vertex)
        }
        sharpVertices.sort { $0.x < $1.x }
        // The window is twice the tolerance wide on each side, so rounding of `x ± window` never
        // leaves out a vertex the distance test would accept.
        let window = 2 * sharpTolerance
        func isAtSharpVertex(_ point: Point) -> Bool {
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
        context.prepared.forEachJoin(degenerateLength: degenerate) { join in
            if join.subpathIndex < turns.count { turns[join.subpathIndex] += join.signedTurn }
            largestTurn = Swift.max(largestTurn, join.turnMagnitude)
            if gapLocation == nil || join.positionGap > worstGap {
                worstGap = join.positionGap
                gapLocation = join.point
            }
            guard join.involvesArc else { return }
            if !sharpVertices.isEmpty, isAtSharpVertex(join.point) {
                exempt += 1
                return
            }
            arcJoins += 1
            let shorter = Swift.min(lengths[join.incomingElementIndex], lengths[join.outgoingElementIndex])
            let tolerance = VerificationTolerances.angle + (shorter > 0 ? rounding / shorter : 0)
            let margin = tolerance - join.turnMagnitude
            if margin < worstTangentMargin || margin.isNaN {
                worstTangentMargin = margin
                worstTurn = join.signedTurn
                tangentLocation = join.point
            }
        }
        context.largestJoinTurn = largestTurn
        let gapMargin = context.relative(context.lengthTolerance - worstGap)
        context.emit(&sink, .positionContinuity, margin: gapMargin, location: gapLocation) {
            "largest gap between consecutive segments \(format(worstGap)) (\(format(context.relative(worstGap))) of size), tolerance \(format(context.lengthTolerance))"
        }
        if arcJoins == 0 {
            context.emit(&sink, .tangentContinuity, margin: VerificationTolerances.angle) {
                exempt > 0 ? "every join with an arc is at a sharp corner (\(exempt) exempt)" : "no join involves an arc"
            }
        } else {
            context.emit(&sink, .tangentContinuity, margin: worstTangentMargin, location: tangentLocation) {
                "largest tangent turn at a join with an arc \(degrees(Swift.abs(worstTurn))) (\(format(worstTurn)) rad) over \(arcJoins) arc joins" + (exempt > 0 ? " (\(exempt) at sharp corners exempt)" : "")
            }
        }
    }
}

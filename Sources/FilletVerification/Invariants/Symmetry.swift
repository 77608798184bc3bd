import Foundation
import FilletGeometry

extension Catalogue {
    /// ``Invariant/rotationalSymmetry``: rotating the outline by 2π/n about the centre maps it
    /// onto itself.
    ///
    /// The outline's features, in path order, are the end point of every non-degenerate segment
    /// and, for arcs, centre, radius and sweep. With m features, m must be a multiple of n and,
    /// for period p = m/n, feature k rotated by ±2π/n (the better direction) must equal feature
    /// k + p:
    ///
    /// ```
    /// error  = max over k of |rot(endₖ) − endₖ₊ₚ|, |rot(centreₖ) − centreₖ₊ₚ|, |rₖ − rₖ₊ₚ|, |θₖ − θₖ₊ₚ|·r
    /// margin = (length tolerance − error) / size
    /// ```
    ///
    /// The features come from the analysis's prepared segments (no trigonometry) and the errors are
    /// compared squared, with one square root for the worst.
    static func checkSymmetry<Sink: InvariantSink>(_ shape: ShapeUnderTest, _ symmetry: RotationalSymmetry,
                                                   _ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>,
                                                   _ scratch: inout EntryScratch) {
        let degenerate = Path.degenerateSegmentRelativeTolerance * analysis.size
        // The indices of the feature segments, in a local array (no exclusivity check per access).
        var features: [Int] = []
        swap(&features, &scratch.indices)
        defer { swap(&features, &scratch.indices) }
        features.removeAll(keepingCapacity: true)
        let segments = analysis.prepared.segments
        for index in segments.indices where segments[index].length > degenerate { features.append(index) }
        let featureCount = features.count
        let order = symmetry.order
        guard order >= 2, featureCount > 0, featureCount % order == 0 else {
            verdicts.emitVerdict(.rotationalSymmetry, false) {
                "\(featureCount) segments cannot repeat \(order) times"
            }
            return
        }
        let period = featureCount / order
        let center = symmetry.center
        // cos(−a) = cos(a) and sin(−a) = −sin(a) exactly: one pair serves both directions.
        let angle = 2 * Double.pi / Double(order)
        let cosine = cos(angle), positiveSine = sin(angle)
        var best = Double.infinity, bestIndex = 0
        for direction in 0..<2 {
            let sine = direction == 0 ? positiveSine : -positiveSine
            func rotate(_ point: Point) -> Point {
                let dx = point.x - center.x, dy = point.y - center.y
                return Point(x: center.x + cosine * dx - sine * dy, y: center.y + sine * dx + cosine * dy)
            }
            var worstSquared = 0.0, worstIndex = 0
            for feature in 0..<featureCount {
                let image = direction == 0 ? (feature + period) % featureCount
                                           : (feature + featureCount - period) % featureCount
                let segment = segments[features[feature]], imageSegment = segments[features[image]]
                var errorSquared: Double
                switch (segment.geometry, imageSegment.geometry) {
                case (.line, .line):
                    errorSquared = (rotate(segment.end) - imageSegment.end).lengthSquared
                case (.arc(let arc), .arc(let imageArc)):
                    errorSquared = (rotate(segment.end) - imageSegment.end).lengthSquared
                    errorSquared = Swift.max(errorSquared, (rotate(arc.center) - imageArc.center).lengthSquared)
                    let radiusError = arc.radius - imageArc.radius
                    errorSquared = Swift.max(errorSquared, radiusError * radiusError)
                    let sweepError = (arc.sweep - imageArc.sweep) * Swift.max(arc.radius, imageArc.radius)
                    errorSquared = Swift.max(errorSquared, sweepError * sweepError)
                default:
                    errorSquared = .infinity
                }
                if errorSquared > worstSquared || errorSquared.isNaN { worstSquared = errorSquared; worstIndex = feature }
            }
            let worst = worstSquared.squareRoot()
            if worst < best || best.isInfinite { best = worst; bestIndex = worstIndex }
        }
        let location = segments[features[bestIndex]].end
        verdicts.emit(.rotationalSymmetry, margin: analysis.relative(analysis.lengthTolerance - best),
                     location: location) {
            "\(order)-fold, \(featureCount) segments (period \(period)); largest mismatch \(format(best)) at segment \(bestIndex)"
        }
    }

    /// ``checkSymmetry(_:_:_:_:_:)`` alone on `shape`'s path (`context` prepared for it), into `sink`.
    package static func checkSymmetry<Sink: InvariantSink>(_ shape: ShapeUnderTest, _ symmetry: RotationalSymmetry,
                                                           in context: CatalogueContext, into sink: inout Sink) {
        var verdicts = VerdictRecorder(consume sink)
        checkSymmetry(shape, symmetry, context.analysis, &verdicts, &context.scratch)
        sink = verdicts.sink
    }
}

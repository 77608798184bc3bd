import FilletGeometry

/// The stages measured over the prepared segments on first ask: what few checks read and a
/// curve makes costly (its length is a quadrature, its tangent turn a root search).
extension PathAnalysis {
    /// Length of each element's drawn segment (0 for `move`; the closing line for `close`): a
    /// stage, measured on first ask (a curve's length is a quadrature).
    var elementLengths: [Double] {
        if elementLengthsMeasured { return elementLengthStage }
        elementLengthStage.removeAll(keepingCapacity: true)
        elementLengthStage.append(contentsOf: repeatElement(0, count: prepared.elementCount))
        for segment in prepared.segments { elementLengthStage[segment.elementIndex] = segment.length }
        elementLengthsMeasured = true
        return elementLengthStage
    }

    /// Per subpath, the sweeps of its non-degenerate arcs and the tangent turns of its
    /// non-degenerate curves: with its joins' turns (``joins``) the turning number is
    /// `(sweeps + turns) / 2π`, as ``FilletGeometry/Path/subpathMeasures`` defines it. A stage,
    /// measured on first ask.
    var subpathSweeps: [Double] {
        if subpathSweepsMeasured { return subpathSweepStage }
        let degenerate = Path.degenerateSegmentRelativeTolerance * size
        subpathSweepStage.removeAll(keepingCapacity: true)
        for subpath in prepared.subpaths {
            var sweep = 0.0
            for index in subpath.segmentRange {
                let segment = prepared.segments[index]
                if case .arc(let arc) = segment.geometry, arc.length > degenerate { sweep += arc.sweep }
                // A curve turns by its own tangent turn (``FilletGeometry/CubicCurve/tangentTurn``), as
                // ``FilletGeometry/Path/subpathMeasures`` counts it; constructions draw no curves.
                if case .curve(let curve) = segment.geometry, curve.isLonger(than: degenerate) { sweep += curve.tangentTurn }
            }
            subpathSweepStage.append(sweep)
        }
        subpathSweepsMeasured = true
        return subpathSweepStage
    }
}

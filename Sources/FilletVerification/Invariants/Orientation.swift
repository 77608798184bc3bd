import FilletGeometry

extension Catalogue {
    /// ``Invariant/orientation``: each subpath's turning number is the expected ±1 (or, with no
    /// expectation, ±1 at all), and its signed area has the same sign.
    ///
    /// ```
    /// margin = turningNumber tolerance − max over subpaths |Tₛ − expectedₛ|        [turns]
    ///          −1 for a subpath whose area sign disagrees, whose |area| ≤ 10⁻⁹·size² (no
    ///          orientation: the sign is rounding noise), or a subpath count mismatch
    /// ```
    /// A border's hole runs the other way (−1) so both fill rules paint the ring.
    ///
    /// For closed subpaths the turning numbers and areas come from the catalogue's own walk (the
    /// joins already analysed for continuity plus the arc sweeps), with the definition of
    /// ``FilletGeometry/Path/subpathMeasures``; a path with an open subpath uses the prepared path's
    /// ``FilletGeometry/PreparedPath/subpathMeasures`` (the same definition, no second preparation).
    static func checkOrientation<Sink: InvariantSink>(_ shape: ShapeUnderTest, _ analysis: PathAnalysis,
                                                      _ verdicts: inout VerdictRecorder<Sink>) {
        // Closed subpaths are read in place from the analysis (no per-case array); an open one
        // falls back to `subpathMeasures`.
        let isClosedWalk = analysis.allSubpathsClosed
        let openMeasures: [(turningNumber: Double, signedArea: Double)] = isClosedWalk
            ? [] : analysis.subpathMeasures.map { ($0.turningNumber, $0.signedArea) }
        let count = isClosedWalk ? analysis.subpathAreas.count : openMeasures.count
        func measure(_ index: Int) -> (turningNumber: Double, signedArea: Double) {
            guard isClosedWalk else { return openMeasures[index] }
            return (analysis.turningNumber(ofSubpath: index), analysis.subpathAreas[index])
        }
        let expected = shape.expectedTurning
        if let expected, expected.count != count {
            verdicts.emitVerdict(.orientation, false) {
                "expected \(expected.count) subpaths, found \(count)"
            }
            return
        }
        var worst = 0.0, worstSubpath = 0, areaMismatch = false
        for index in 0..<count {
            let subpath = measure(index)
            let turning = subpath.turningNumber
            let target = Double(expected?[index] ?? (turning >= 0 ? 1 : -1))
            let (error, areaDisagrees) = analysis.orientationError(turning: turning, area: subpath.signedArea, target: target)
            if areaDisagrees { areaMismatch = true }
            if error > worst || error.isNaN { worst = error; worstSubpath = index }
        }
        verdicts.emit(.orientation, margin: VerificationTolerances.turningNumber - worst) {
            let measures = (0..<count).map(measure)
            let turns = measures.map { format($0.turningNumber) }.joined(separator: ", ")
            let areas = measures.map { format($0.signedArea) }.joined(separator: ", ")
            let wanted = expected.map { " (expected \($0.map(String.init).joined(separator: ", ")))" } ?? ""
            return "turning numbers \(turns)\(wanted); signed areas \(areas)"
                + (areaMismatch ? "; area sign disagrees, or the area is degenerate (≤ 1e-9·size²), in subpath \(worstSubpath)" : "")
        }
    }
}

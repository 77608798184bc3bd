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
    /// ``FilletGeometry/Path/subpathMeasures``; a path with an open subpath uses that property.
    static func checkOrientation<Sink: InvariantSink>(_ shape: ShapeUnderTest, _ context: CatalogueContext,
                                                      _ sink: inout Sink) {
        let measures: [(turningNumber: Double, signedArea: Double)]
        if context.allSubpathsClosed {
            measures = context.subpathAreas.indices.map {
                ((context.subpathSweeps[$0] + context.subpathTurns[$0]) / Angle.twoPi, context.subpathAreas[$0])
            }
        } else {
            measures = shape.path.subpathMeasures.map { ($0.turningNumber, $0.signedArea) }
        }
        let expected = shape.expectedTurning
        if let expected, expected.count != measures.count {
            context.emitVerdict(&sink, .orientation, false) {
                "expected \(expected.count) subpaths, found \(measures.count)"
            }
            return
        }
        var worst = 0.0, worstSubpath = 0, areaMismatch = false
        let degenerateArea = VerificationTolerances.degenerateAreaRelative * context.size * context.size
        for (index, measure) in measures.enumerated() {
            let turning = measure.turningNumber
            let target = Double(expected?[index] ?? (turning >= 0 ? 1 : -1))
            var error = Swift.abs(turning - target)
            if !(measure.signedArea * target > 0) || !(Swift.abs(measure.signedArea) > degenerateArea) {
                error = Swift.max(error, 1 + VerificationTolerances.turningNumber)
                areaMismatch = true
            }
            if error > worst || error.isNaN { worst = error; worstSubpath = index }
        }
        context.emit(&sink, .orientation, margin: VerificationTolerances.turningNumber - worst) {
            let turns = measures.map { format($0.turningNumber) }.joined(separator: ", ")
            let areas = measures.map { format($0.signedArea) }.joined(separator: ", ")
            let wanted = expected.map { " (expected \($0.map(String.init).joined(separator: ", ")))" } ?? ""
            return "turning numbers \(turns)\(wanted); signed areas \(areas)"
                + (areaMismatch ? "; area sign disagrees, or the area is degenerate (≤ 1e-9·size²), in subpath \(worstSubpath)" : "")
        }
    }
}

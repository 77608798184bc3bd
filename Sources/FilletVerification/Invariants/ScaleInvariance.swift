import FilletGeometry
import FilletShapes

extension Catalogue {
    /// ``Invariant/scaleInvariance``: the shape rebuilt at each factor of
    /// ``VerificationTolerances/scaleFactors`` (from its spec when it has one, otherwise its path
    /// and metadata scaled about the origin) gets the same verdict on every invariant.
    /// Verdict-only margin; the details name the invariants that flipped. The rebuilt shapes run
    /// the differential invariants exactly when the original did (`options.differentials` chose
    /// it by the original's path), so both masks hold the same invariants.
    ///
    /// The entry reads no other entry's verdicts: it evaluates the other entries itself, the
    /// original on `context`'s analysis (whose stages the others share), each rebuilt shape on an
    /// analysis of its own (``CatalogueContext/scaled``), all verdict-only. So it may run anywhere
    /// in the gate.
    static func checkScaleInvariance<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Options,
                                                          _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        var originalVerdicts = VerdictRecorder(MaskOnlySink())
        evaluateGate(on: shape, options: options, scaleInvariance: false, context, &originalVerdicts)
        let original = originalVerdicts.mask
        let differentials: Options.Sampling = comparesDifferentials(shape.path, options) ? .always : .never
        let rebuiltOptions = Options(scaleInvariance: .never, flatteningDeviation: .always, differentials: differentials)
        var flipped: [(Double, [Invariant])] = []
        var unbuildable: [Double] = []
        for factor in VerificationTolerances.scaleFactors {
            let scaled: ShapeUnderTest?
            if let spec = shape.spec {
                scaled = try? ShapeUnderTest(spec: spec.scaled(by: factor))
            } else {
                scaled = shape.scaled(by: factor)
            }
            guard let scaled else {
                unbuildable.append(factor)
                continue
            }
            var scaledVerdicts = MaskOnlySink()
            let mask = evaluate(scaled, options: rebuiltOptions, context: context.scaled, into: &scaledVerdicts)
            let differences = mask.differences(from: original)
            if !differences.isEmpty { flipped.append((factor, differences)) }
        }
        verdicts.emitVerdict(.scaleInvariance, flipped.isEmpty && unbuildable.isEmpty) {
            if !unbuildable.isEmpty {
                return "cannot be built at scale \(unbuildable.map { "\($0)" }.joined(separator: ", "))"
            }
            if flipped.isEmpty {
                return "same verdicts at scale \(VerificationTolerances.scaleFactors.map { "\($0)" }.joined(separator: " and "))"
            }
            return flipped.map { factor, invariants in
                "at scale \(factor): \(invariants.map(\.name).joined(separator: ", ")) flipped"
            }.joined(separator: "; ")
        }
    }
}

import FilletGeometry

/// The verdicts are the same for the shape scaled by 10⁻⁶ and 10⁶.
enum ScaleInvarianceInvariant: ConstructionInvariant {
    static let name = "scale-invariance"
    static var invariant: Invariant { .scaleInvariance }
    static let marginUnit = Invariant.MarginUnit.verdict
    static var summary: String {
        let t = VerificationTolerances.self
        return "same verdicts at scale \(t.scaleFactors.map { "\($0)" }.joined(separator: " and "))"
    }

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard Catalogue.isSampled(shape.path, options.scaleInvariance) else { return }
        Catalogue.checkScaleInvariance(shape, options: options, context, &verdicts)
    }
}

extension Invariant {
    /// The verdicts are the same for the shape scaled by 10⁻⁶ and 10⁶.
    public static let scaleInvariance = Invariant(ScaleInvarianceInvariant.self)
}

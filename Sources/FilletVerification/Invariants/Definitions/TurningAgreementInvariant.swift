import FilletGeometry

/// Differential: each subpath's exact turning number equals the winding of the polyline's chord
/// directions (compared where no polyline vertex can turn by π).
enum TurningAgreementInvariant: ConstructionInvariant {
    static let name = "turning-vs-polyline"
    static var invariant: Invariant { .turningAgreement }
    static let marginUnit = Invariant.MarginUnit.turns
    static var summary: String {
        let t = VerificationTolerances.self
        return "exact turning number = winding of the polyline's chord directions (within \(t.turningNumber) turns)"
    }
    static let isDifferential = true
    static let comparesWithPolyline = true

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard Catalogue.comparesDifferentials(shape.path, options) else { return }
        Catalogue.checkTurningAgreement(context.analysis, &verdicts)
    }
}

extension Invariant {
    /// Differential: each subpath's exact turning number equals the winding of the polyline's chord
    /// directions (compared where no polyline vertex can turn by π).
    public static let turningAgreement = Invariant(TurningAgreementInvariant.self)
}

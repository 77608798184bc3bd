import FilletGeometry

/// Differential: per segment, chords ≤ exact length ≤ chords + the largest excess of arcs with
/// sagitta ≤ the flattening tolerance.
enum LengthAgreementInvariant: ConstructionInvariant {
    static let name = "length-vs-polyline"
    static var invariant: Invariant { .lengthAgreement }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        return "per segment: chords ≤ exact length ≤ chords + largest arc excess at sagitta ≤ the flattening tolerance"
    }
    static let isDifferential = true
    static let comparesWithPolyline = true

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard Catalogue.comparesDifferentials(shape.path, options) else { return }
        Catalogue.checkLengthAgreement(context.analysis, &verdicts)
    }
}

extension Invariant {
    /// Differential: per segment, chords ≤ exact length ≤ chords + the largest excess of arcs with
    /// sagitta ≤ the flattening tolerance.
    public static let lengthAgreement = Invariant(LengthAgreementInvariant.self)
}

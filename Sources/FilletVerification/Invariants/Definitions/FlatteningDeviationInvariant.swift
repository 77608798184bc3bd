import FilletGeometry

/// Flattening stays within its tolerance of the exact path (measured Hausdorff bound).
enum FlatteningDeviationInvariant: ConstructionInvariant, PathInvariant {
    static let name = "flattening-deviation"
    static var invariant: Invariant { .flatteningDeviation }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        let t = VerificationTolerances.self
        return "flattened at \(t.flatteningRelative)·size: Hausdorff bound ≤ tolerance + rounding allowance"
    }
    static let findingDescription = "The flattening leaves its tolerance."

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        Catalogue.checkFlatteningDeviation(context.analysis, &verdicts,
                                           measuresDeviation: Catalogue.isSampled(shape.path, options.flatteningDeviation))
    }

    /// The users' gate.
    static func evaluate<Sink: InvariantSink>(options: PathCheck.Options, _ context: CatalogueContext,
                                              _ verdicts: inout VerdictRecorder<Sink>) -> PathCheck.FindingMeasures {
        Catalogue.checkFlatteningDeviation(context.analysis, &verdicts)
        return PathCheck.FindingMeasures()
    }
}

extension Invariant {
    /// Flattening stays within its tolerance of the exact path (measured Hausdorff bound).
    public static let flatteningDeviation = Invariant(FlatteningDeviationInvariant.self)
}

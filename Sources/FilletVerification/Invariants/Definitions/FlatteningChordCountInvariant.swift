import FilletGeometry

/// Flattening uses the minimal chord count per arc: n chords are within the tolerance, n − 1
/// would not be.
enum FlatteningChordCountInvariant: ConstructionInvariant, PathInvariant {
    static let name = "flattening-chord-count"
    static var invariant: Invariant { .flatteningChordCount }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        let t = VerificationTolerances.self
        return "each arc: n chords within the tolerance, n − 1 not (slack \(t.chordCountRelativeSlack) of the tolerance)"
    }
    static let findingDescription = "An arc's flattening does not use the minimal chord count."

    /// The constructions' gate (which also holds the flattening's vertex limit).
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        Catalogue.checkFlatteningChordCount(context.analysis, &verdicts, &context.scratch, checksLimit: true)
    }

    /// The users' gate.
    static func evaluate<Sink: InvariantSink>(options: PathCheck.Options, _ context: CatalogueContext,
                                              _ verdicts: inout VerdictRecorder<Sink>) -> PathCheck.FindingMeasures {
        Catalogue.checkFlatteningChordCount(context.analysis, &verdicts, &context.scratch)
        return PathCheck.FindingMeasures()
    }
}

extension Invariant {
    /// Flattening uses the minimal chord count per arc: n chords are within the tolerance, n − 1
    /// would not be.
    public static let flatteningChordCount = Invariant(FlatteningChordCountInvariant.self)
}

import FilletGeometry

/// Every subpath turns once in the expected direction, and its signed area agrees.
enum OrientationInvariant: ConstructionInvariant, PathInvariant {
    static let name = "orientation"
    static var invariant: Invariant { .orientation }
    static let marginUnit = Invariant.MarginUnit.turns
    static var summary: String {
        let t = VerificationTolerances.self
        return "each subpath turns ±1 as expected (within \(t.turningNumber) turns), area sign agrees"
    }
    static let findingDescription = "A closed subpath does not turn once, or its area disagrees."

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        Catalogue.checkOrientation(shape, context.analysis, &verdicts)
    }

    /// The users' gate.
    static func evaluate<Sink: InvariantSink>(options: PathCheck.Options, _ context: CatalogueContext,
                                              _ verdicts: inout VerdictRecorder<Sink>) -> PathCheck.FindingMeasures {
        PathCheck.checkSubpathOrientation(context.analysis, &verdicts)
        return PathCheck.FindingMeasures()
    }
}

extension Invariant {
    /// Every subpath turns once in the expected direction, and its signed area agrees.
    public static let orientation = Invariant(OrientationInvariant.self)
}

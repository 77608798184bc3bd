import FilletGeometry

/// The path meets itself nowhere but at its joints (exact, from the geometry core).
enum NonSelfIntersectionInvariant: ConstructionInvariant, PathInvariant {
    static let name = "non-self-intersection"
    static var invariant: Invariant { .nonSelfIntersection }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        let relative = FilletGeometry.Path.intersectionRelativeTolerance
        return "no contact but at joints (contact tolerance \(relative)·size, at least 2⁻⁴⁸·largest coordinate)"
    }
    static let findingDescription = "The element touches or crosses itself."
    static var defaultRule: GateProfile.Rule { GateProfile.Rule(severity: .error, visibleAbove: GateProfile.defaultVisibleCrossingDepth) }
    static var settings: [GateConfig.Setting] {
        [GateConfig.visibility("visible-depth", "a crossing is an error when it pokes through by more (document units)")]
    }
    static func deviation(in measures: PathCheck.FindingMeasures) -> Double? { measures.crossingUndecided ? nil : measures.crossingDepth }
    static func element(in measures: PathCheck.FindingMeasures) -> Int? { measures.crossingElement }

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        Catalogue.checkSelfIntersection(context.analysis, &verdicts)
    }

    /// The users' gate.
    static func evaluate<Sink: InvariantSink>(options: PathCheck.Options, _ context: CatalogueContext,
                                              _ verdicts: inout VerdictRecorder<Sink>) -> PathCheck.FindingMeasures {
        PathCheck.checkUserSelfIntersection(context.analysis, &verdicts)
    }
}

extension Invariant {
    /// The path meets itself nowhere but at its joints (exact, from the geometry core).
    public static let nonSelfIntersection = Invariant(NonSelfIntersectionInvariant.self)
}

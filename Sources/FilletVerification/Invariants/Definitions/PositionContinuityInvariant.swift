import FilletGeometry

/// Consecutive segments meet: the largest `Join.positionGap` ≤ the length tolerance.
enum PositionContinuityInvariant: ConstructionInvariant, PathInvariant {
    static let name = "position-continuity"
    static var invariant: Invariant { .positionContinuity }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        let t = VerificationTolerances.self
        return "join gaps ≤ \(t.lengthRelative)·size + \(t.coordinateRounding)·magnitude"
    }
    static let findingDescription = "Consecutive segments do not meet."
    static var defaultRule: GateProfile.Rule { GateProfile.Rule(severity: .error, visibleAbove: GateProfile.defaultVisibleGap) }
    static var settings: [GateConfig.Setting] {
        [GateConfig.visibility("visible-gap", "consecutive segments failing to meet are an error when the gap is larger (document units)")]
    }
    static func deviation(in measures: PathCheck.FindingMeasures) -> Double? { measures.positionGap }

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        Catalogue.emitPositionContinuity(context.analysis, &verdicts)
    }

    /// The users' gate.
    static func evaluate<Sink: InvariantSink>(options: PathCheck.Options, _ context: CatalogueContext,
                                              _ verdicts: inout VerdictRecorder<Sink>) -> PathCheck.FindingMeasures {
        // The users' join walk (which tangent and curvature continuity read) fills the join
        // summary too: one walk over the joins whichever of the three runs first.
        _ = context.analysis.userJoins(kinkThreshold: options.kinkThreshold)
        Catalogue.emitPositionContinuity(context.analysis, &verdicts)
        return PathCheck.FindingMeasures(positionGap: context.analysis.joins.worstGap)
    }
}

extension Invariant {
    /// Consecutive segments meet: the largest `Join.positionGap` ≤ the length tolerance.
    public static let positionContinuity = Invariant(PositionContinuityInvariant.self)
}

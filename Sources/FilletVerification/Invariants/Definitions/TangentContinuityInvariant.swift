import FilletGeometry

/// Constructions: G1 at every join into or out of an arc or a smoothed corner's flank (the
/// tangent turn ≤ the angle tolerance). A user's path (``PathCheck``): at *every* join, a turn above the G1 tolerance
/// but below the kink threshold is a near-miss kink; larger turns are intended corners.
enum TangentContinuityInvariant: ConstructionInvariant, PathInvariant {
    static let name = "tangent-continuity"
    static var invariant: Invariant { .tangentContinuity }
    static let marginUnit = Invariant.MarginUnit.radians
    static var summary: String {
        let t = VerificationTolerances.self
        return "turn at arc joins ≤ \(t.angle) rad + direction rounding of the shorter segment; user paths: no join turns between that and the kink threshold"
    }
    static let findingDescription = "A join meant to be smooth turns slightly: a near-miss kink."
    static var defaultRule: GateProfile.Rule { GateProfile.Rule(severity: .error, visibleAbove: GateProfile.defaultVisibleKinkOffset) }
    static var settings: [InvariantSetting] {
        [
            InvariantSetting.visibility("visible-offset", "a near-miss kink is an error when making it smooth moves the curve by more (document units)"),
            InvariantSetting(key: "kink-threshold", range: 0...180,
                               summary: "degrees: a join turning by less (and more than its G1 tolerance) is a near-miss kink") {
                profile, _, degrees in profile.options.kinkThreshold = degrees * .pi / 180
            },
            InvariantSetting(key: "max-move", range: Double.leastNormalMagnitude...Double.greatestFiniteMagnitude,
                             summary: "fix path refuses a repair that moves the outline by more (Hausdorff distance, document units; default 0.125)") {
                profile, _, distance in profile.maximumRepairMove = distance
            },
        ]
    }
    static func deviation(in measures: PathCheck.FindingMeasures) -> Double? { measures.kinkOffset }
    static func element(in measures: PathCheck.FindingMeasures) -> Int? { measures.kinkElement }
    static let repair: RepairKind? = .kink

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        Catalogue.checkTangentContinuity(shape, context.analysis, &verdicts, &context.scratch)
    }

    /// The users' gate.
    static func evaluate<Sink: InvariantSink>(options: PathCheck.Options, _ context: CatalogueContext,
                                              _ verdicts: inout VerdictRecorder<Sink>) -> PathCheck.FindingMeasures {
        PathCheck.checkUserTangentContinuity(options: options, context.analysis, &verdicts)
    }
}

extension Invariant {
    /// Constructions: G1 at every join into or out of an arc or a smoothed corner's flank (the
    /// tangent turn ≤ the angle tolerance). A user's path (``PathCheck``): at *every* join, a turn above the G1 tolerance
    /// but below the kink threshold is a near-miss kink; larger turns are intended corners.
    public static let tangentContinuity = Invariant(TangentContinuityInvariant.self)
}

import FilletGeometry
import FilletSupport

/// User paths (``PathCheck``): every cubic that stands for a circular arc
/// (`CubicCurve.circularArcFit`) stays within its radial tolerance.
enum ArcCubicsInvariant: PathInvariant {
    static let name = "arc-cubics"
    static var invariant: Invariant { .arcCubics }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        let t = VerificationTolerances.self
        return "cubics standing for arcs: radial error ≤ \(NumberText.short(t.arcCubicStandardFactor))× the standard cubic's + max(\(t.arcCubicRelative)·r, \(t.arcCubicSizeRelative)·size)"
    }
    static let findingDescription = "A cubic standing for a circular arc is off its circle."
    static var defaultRule: GateProfile.Rule { GateProfile.Rule(severity: .error, visibleAbove: GateProfile.defaultVisibleArcRadialError) }
    static var settings: [GateConfig.Setting] {
        [GateConfig.visibility("visible-radial-error", "a cubic standing for an arc is an error when off its circle by more (document units)")]
    }
    static func deviation(in measures: PathCheck.FindingMeasures) -> Double? { measures.arcRadialError }
    static func element(in measures: PathCheck.FindingMeasures) -> Int? { measures.arcElement }
    static let repair: PathRepair.Kind? = .arcCubic

    /// The users' gate.
    static func evaluate<Sink: InvariantSink>(options: PathCheck.Options, _ context: CatalogueContext,
                                              _ verdicts: inout VerdictRecorder<Sink>) -> PathCheck.FindingMeasures {
        PathCheck.checkArcCubics(context.analysis, &verdicts)
    }
}

extension Invariant {
    /// User paths (``PathCheck``): every cubic that stands for a circular arc
    /// (`CubicCurve.circularArcFit`) stays within its radial tolerance.
    public static let arcCubics = Invariant(ArcCubicsInvariant.self)
}

import FilletGeometry

/// User paths (``PathCheck``): the largest curvature jump at a tangent-continuous join, times the
/// size (G2). Reported; it gates only with ``PathCheck/Options/maximumCurvatureJump``.
enum CurvatureContinuityInvariant: PathInvariant {
    static let name = "curvature-continuity"
    static var invariant: Invariant { .curvatureContinuity }
    static let marginUnit = Invariant.MarginUnit.relativeCurvature
    static var summary: String {
        return "largest curvature jump × size at smooth joins (reported; gates only with a limit)"
    }
    static let findingDescription = "The curvature jumps at a smooth join beyond the limit."
    static var settings: [GateConfig.Setting] {
        [
            GateConfig.Setting(key: "max-curvature-jump", range: 0...Double.greatestFiniteMagnitude,
                               summary: "fail smooth joins whose curvature jumps by more than this / size (G2)") {
                profile, _, limit in profile.options.maximumCurvatureJump = limit
            },
        ]
    }

    /// The users' gate.
    static func evaluate<Sink: InvariantSink>(options: PathCheck.Options, _ context: CatalogueContext,
                                              _ verdicts: inout VerdictRecorder<Sink>) -> PathCheck.FindingMeasures {
        PathCheck.checkCurvatureContinuity(options: options, context.analysis, &verdicts)
        return PathCheck.FindingMeasures()
    }
}

extension Invariant {
    /// User paths (``PathCheck``): the largest curvature jump at a tangent-continuous join, times the
    /// size (G2). Reported; it gates only with ``PathCheck/Options/maximumCurvatureJump``.
    public static let curvatureContinuity = Invariant(CurvatureContinuityInvariant.self)
}

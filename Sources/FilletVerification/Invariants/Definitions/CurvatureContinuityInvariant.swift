import FilletGeometry

/// User paths (``PathCheck``): the largest curvature jump at a tangent-continuous join, times the
/// size (G2). Reported; it gates only with ``PathCheck/Options/maximumCurvatureJump``.
/// Constructions with smoothed corners: G2 at every join of a flank, within 10⁻⁹/size plus the
/// flanks' rounding bound (``Catalogue/checkSmoothedCurvatureContinuity(_:_:_:)``); not evaluated
/// for constructions without smoothing.
enum CurvatureContinuityInvariant: PathInvariant, ConstructionInvariant {
    static let name = "curvature-continuity"
    static var invariant: Invariant { .curvatureContinuity }
    static let marginUnit = Invariant.MarginUnit.relativeCurvature
    static var summary: String {
        return "largest curvature jump × size at smooth joins (reported; gates only with a limit); smoothed constructions: G2 at every flank join"
    }
    static let findingDescription = "The curvature jumps at a smooth join beyond the limit."
    static var settings: [InvariantSetting] {
        [
            InvariantSetting(key: "max-curvature-jump", range: 0...Double.greatestFiniteMagnitude,
                               summary: "fail smooth joins whose curvature jumps by more than this / size (G2)") {
                profile, _, limit in profile.options.maximumCurvatureJump = limit
            },
        ]
    }

    /// The constructions' gate: only for shapes with a smoothed corner.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard shape.corners.contains(where: { $0.smoothing > 0 }) else { return }
        Catalogue.checkSmoothedCurvatureContinuity(shape, context.analysis, &verdicts)
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
    /// Constructions with smoothed corners: G2 at every join of a flank.
    public static let curvatureContinuity = Invariant(CurvatureContinuityInvariant.self)
}

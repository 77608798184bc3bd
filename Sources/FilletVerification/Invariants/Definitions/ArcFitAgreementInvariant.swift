import FilletGeometry

/// Path suite: each circular arc, written as the standard cubics of pieces of at most a quarter
/// turn, is recognised by `CubicCurve.circularArcFit` as that arc: centre, radius, sweep, and a
/// radial error within the standard cubic's closed form (see `Catalogue.checkArcFitAgreement`).
enum ArcFitAgreementInvariant: ConstructionInvariant {
    static let name = "arc-fit-vs-arcs"
    static var invariant: Invariant { .arcFitAgreement }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        return "an arc's standard cubics (pieces ≤ π/2) are fitted as that arc: centre, radius, sweep; radial error within 2 % below (2/27)·sin⁶(θ/4)/cos²(θ/4)·r"
    }

    /// The constructions' gate (the path suite's option ``Catalogue/Options/arcFit``).
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard Catalogue.isSampled(shape.path, options.arcFit) else { return }
        Catalogue.checkArcFitAgreement(context.analysis, &verdicts)
    }
}

extension Invariant {
    /// Path suite: each circular arc, written as the standard cubics of pieces of at most a quarter
    /// turn, is recognised by `CubicCurve.circularArcFit` as that arc: centre, radius, sweep, and a
    /// radial error within the standard cubic's closed form (see `Catalogue.checkArcFitAgreement`).
    public static let arcFitAgreement = Invariant(ArcFitAgreementInvariant.self)
}

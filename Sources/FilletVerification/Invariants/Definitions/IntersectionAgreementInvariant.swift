import FilletGeometry

/// Differential: the exact self-intersection verdict agrees with an independent segment test of
/// the polyline wherever the polyline decides (a robust crossing, or clear by 4 tolerances).
enum IntersectionAgreementInvariant: ConstructionInvariant {
    static let name = "intersection-vs-polyline"
    static var invariant: Invariant { .intersectionAgreement }
    static let marginUnit = Invariant.MarginUnit.verdict
    static var summary: String {
        let t = VerificationTolerances.self
        return "exact self-intersection verdict = polyline segment test where it decides (robust crossing, or clear by \(t.intersectionClearReach) tolerances)"
    }
    static let isDifferential = true
    static let comparesWithPolyline = true

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard Catalogue.comparesDifferentials(shape.path, options) else { return }
        Catalogue.checkIntersectionAgreement(context.analysis, &verdicts, &context.scratch)
    }
}

extension Invariant {
    /// Differential: the exact self-intersection verdict agrees with an independent segment test of
    /// the polyline wherever the polyline decides (a robust crossing, or clear by 4 tolerances).
    public static let intersectionAgreement = Invariant(IntersectionAgreementInvariant.self)
}

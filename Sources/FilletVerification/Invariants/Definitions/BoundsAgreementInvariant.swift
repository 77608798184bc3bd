import FilletGeometry

/// Differential: the exact bounds contain every polyline vertex and exceed the vertices' box by
/// at most the flattening tolerance.
enum BoundsAgreementInvariant: ConstructionInvariant {
    static let name = "bounds-vs-polyline"
    static var invariant: Invariant { .boundsAgreement }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        return "exact bounds ⊇ polyline vertices, and exceed their box by ≤ the flattening tolerance"
    }
    static let isDifferential = true
    static let comparesWithPolyline = true

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard Catalogue.comparesDifferentials(shape.path, options) else { return }
        Catalogue.checkBoundsAgreement(context.analysis, &verdicts)
    }
}

extension Invariant {
    /// Differential: the exact bounds contain every polyline vertex and exceed the vertices' box by
    /// at most the flattening tolerance.
    public static let boundsAgreement = Invariant(BoundsAgreementInvariant.self)
}

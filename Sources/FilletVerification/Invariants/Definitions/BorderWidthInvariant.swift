import FilletGeometry

/// Borders: every inner-boundary point is exactly w from the outer boundary, and no
/// outer-boundary point is nearer than w to the inner one.
enum BorderWidthInvariant: ConstructionInvariant {
    static let name = "border-width"
    static var invariant: Invariant { .borderWidth }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        let t = VerificationTolerances.self
        return "inner boundary exactly w from the outer, ring nowhere thinner than w (\(t.borderSamplesPerSegment) samples per segment)"
    }

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard let border = shape.border, border.claimsConstantWidth, border.innerSubpath != nil else { return }
        Catalogue.checkBorderWidth(border, context.analysis, &verdicts)
    }
}

extension Invariant {
    /// Borders: every inner-boundary point is exactly w from the outer boundary, and no
    /// outer-boundary point is nearer than w to the inner one.
    public static let borderWidth = Invariant(BorderWidthInvariant.self)
}

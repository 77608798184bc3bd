import FilletGeometry

/// Borders: each rounded inner corner shares its centre with the outer corner and has radius
/// R − w; a sharp inner corner only where R ≤ w.
enum BorderConcentricInvariant: ConstructionInvariant {
    static let name = "border-concentric"
    static var invariant: Invariant { .borderConcentric }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        return "rounded inner corners share the outer centre with radius R − w; sharp only where R ≤ w"
    }

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard let border = shape.border, border.claimsConstantWidth, border.innerSubpath != nil else { return }
        Catalogue.checkBorderConcentric(border, context.analysis, &verdicts)
    }
}

extension Invariant {
    /// Borders: each rounded inner corner shares its centre with the outer corner and has radius
    /// R − w; a sharp inner corner only where R ≤ w.
    public static let borderConcentric = Invariant(BorderConcentricInvariant.self)
}

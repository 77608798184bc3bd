import FilletGeometry

/// Differential: the exact signed area of each subpath equals the flattened polyline's plus the
/// circular segments its chords cut off, within rounding (see `Catalogue.checkDifferentials`).
enum AreaAgreementInvariant: ConstructionInvariant {
    static let name = "area-vs-polyline"
    static var invariant: Invariant { .areaAgreement }
    static let marginUnit = Invariant.MarginUnit.relativeArea
    static var summary: String {
        let t = VerificationTolerances.self
        return "exact area = polyline area + circular segments cut off by the chords, within (\(t.lengthRelative)·size + rounding)·perimeter"
    }
    static let isDifferential = true
    static let comparesWithPolyline = true

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard Catalogue.comparesDifferentials(shape.path, options) else { return }
        Catalogue.checkAreaAgreement(context.analysis, &verdicts)
    }
}

extension Invariant {
    /// Differential: the exact signed area of each subpath equals the flattened polyline's plus the
    /// circular segments its chords cut off, within rounding (see `Catalogue.checkDifferentials`).
    public static let areaAgreement = Invariant(AreaAgreementInvariant.self)
}

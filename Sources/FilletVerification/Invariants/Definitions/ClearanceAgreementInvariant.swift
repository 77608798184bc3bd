import FilletGeometry

/// Differential: the exact clearance (the least distance between segments that are not
/// neighbours) is within twice the flattening's Hausdorff bound of the least distance between
/// the chords of those same segments (see `Catalogue.checkClearanceAgreement`).
enum ClearanceAgreementInvariant: ConstructionInvariant {
    static let name = "clearance-vs-polyline"
    static var invariant: Invariant { .clearanceAgreement }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        return "exact clearance = least distance between the chords of non-neighbouring segments, within 2 flattening tolerances (+ rounding)"
    }
    static let isDifferential = true
    static let comparesWithPolyline = true

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard Catalogue.comparesDifferentials(shape.path, options) else { return }
        Catalogue.checkClearanceAgreement(context.analysis, &verdicts)
    }
}

extension Invariant {
    /// Differential: the exact clearance (the least distance between segments that are not
    /// neighbours) is within twice the flattening's Hausdorff bound of the least distance between
    /// the chords of those same segments (see `Catalogue.checkClearanceAgreement`).
    public static let clearanceAgreement = Invariant(ClearanceAgreementInvariant.self)
}

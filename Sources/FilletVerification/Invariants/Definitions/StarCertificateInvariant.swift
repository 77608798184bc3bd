import FilletGeometry

/// Convex constructions of lines and arcs (one ring of corners around a strictly convex polygon)
/// are certified star-shaped by `Path.isCertifiedStarShaped`, so the self-intersection verdict
/// skips the full scan on them (see `Catalogue.checkStarCertificate`).
enum StarCertificateInvariant: ConstructionInvariant {
    static let name = "star-certificate"
    static var invariant: Invariant { .starCertificate }
    static let marginUnit = Invariant.MarginUnit.verdict
    static var summary: String {
        return "a convex construction of lines and arcs (strictly convex corner polygon) is certified star-shaped, so its scan is skipped"
    }

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        Catalogue.checkStarCertificate(shape, context.analysis, &verdicts)
    }
}

extension Invariant {
    /// Convex constructions of lines and arcs (one ring of corners around a strictly convex polygon)
    /// are certified star-shaped by `Path.isCertifiedStarShaped`, so the self-intersection verdict
    /// skips the full scan on them (see `Catalogue.checkStarCertificate`).
    public static let starCertificate = Invariant(StarCertificateInvariant.self)
}

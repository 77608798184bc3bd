import FilletGeometry

/// Differential (path suite): `path.applying(T)` for a drawn affine map T has det T times the
/// areas, bounds within the flattening bound of the mapped polyline, and under similarities
/// the scaled length and clearance and the same verdict (see `Catalogue.checkAffineMap`).
enum AffineMapInvariant: ConstructionInvariant {
    static let name = "affine-map"
    static var invariant: Invariant { .affineMap }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        return "path.applying(T), T drawn per path: areas × det T, bounds vs the mapped polyline; similarities: length and clearance × scale, same verdict"
    }

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard Catalogue.isSampled(shape.path, options.affineMap) else { return }
        Catalogue.checkAffineMap(context.analysis, &verdicts, &context.scratch)
    }
}

extension Invariant {
    /// Differential (path suite): `path.applying(T)` for a drawn affine map T has det T times the
    /// areas, bounds within the flattening bound of the mapped polyline, and under similarities
    /// the scaled length and clearance and the same verdict (see `Catalogue.checkAffineMap`).
    public static let affineMap = Invariant(AffineMapInvariant.self)
}

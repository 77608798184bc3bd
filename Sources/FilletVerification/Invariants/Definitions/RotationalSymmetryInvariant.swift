import FilletGeometry

/// Stars and regular polygons: rotating by 2π/n about the centre maps the outline onto itself.
enum RotationalSymmetryInvariant: ConstructionInvariant {
    static let name = "rotational-symmetry"
    static var invariant: Invariant { .rotationalSymmetry }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        let t = VerificationTolerances.self
        return "rotation by 2π/n maps every arc and segment end onto the next period, within \(t.lengthRelative)·size"
    }

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard let symmetry = shape.symmetry else { return }
        Catalogue.checkSymmetry(shape, symmetry, context.analysis, &verdicts, &context.scratch)
    }
}

extension Invariant {
    /// Stars and regular polygons: rotating by 2π/n about the centre maps the outline onto itself.
    public static let rotationalSymmetry = Invariant(RotationalSymmetryInvariant.self)
}

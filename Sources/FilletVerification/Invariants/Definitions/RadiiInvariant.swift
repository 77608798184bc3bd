import FilletGeometry

/// Realised radii equal the requested ones, or were clamped (and reported) only where the
/// requested ones do not fit; every fillet is tangent to both edges; every edge's tangent
/// lengths fit in it.
enum RadiiInvariant: ConstructionInvariant {
    static let name = "radii"
    static var invariant: Invariant { .radii }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        return "realised = requested unless clamped where it does not fit; fillets tangent to both edges; edges fit"
    }

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard !shape.corners.isEmpty else { return }
        Catalogue.checkRadii(shape, context.analysis, &verdicts)
    }
}

extension Invariant {
    /// Realised radii equal the requested ones, or were clamped (and reported) only where the
    /// requested ones do not fit; every fillet is tangent to both edges; every edge's tangent
    /// lengths fit in it.
    public static let radii = Invariant(RadiiInvariant.self)
}

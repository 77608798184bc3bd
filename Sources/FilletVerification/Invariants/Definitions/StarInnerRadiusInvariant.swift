import FilletGeometry

/// Stars: the inner vertices' distance from the centre equals k·R, and for the regular star
/// the tan-based formula `R·cos(2π/n)/cos(π/n)`.
enum StarInnerRadiusInvariant: ConstructionInvariant {
    static let name = "star-inner-radius"
    static var invariant: Invariant { .starInnerRadius }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        let t = VerificationTolerances.self
        return "inner radius = k·R; regular: R·cos(2π/n)/cos(π/n) (tan form of seed 002), within \(t.lengthRelative)·size"
    }

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard let star = shape.star else { return }
        Catalogue.checkStarRadius(star, context.analysis, &verdicts)
    }
}

extension Invariant {
    /// Stars: the inner vertices' distance from the centre equals k·R, and for the regular star
    /// the tan-based formula `R·cos(2π/n)/cos(π/n)`.
    public static let starInnerRadius = Invariant(StarInnerRadiusInvariant.self)
}

import FilletGeometry

/// Regular stars: inner vertices i and i+1 lie on the chord from outer vertex i to i+2.
enum StarInnerCollinearInvariant: ConstructionInvariant {
    static let name = "star-inner-collinear"
    static var invariant: Invariant { .starInnerCollinear }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        let t = VerificationTolerances.self
        return "regular star: inner i, i+1 on chord outer i → outer i+2, within \(t.lengthRelative)·size"
    }

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard let star = shape.star else { return }
        Catalogue.checkStarCollinear(star, context.analysis, &verdicts)
    }
}

extension Invariant {
    /// Regular stars: inner vertices i and i+1 lie on the chord from outer vertex i to i+2.
    public static let starInnerCollinear = Invariant(StarInnerCollinearInvariant.self)
}

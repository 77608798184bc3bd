import FilletGeometry

/// Shapes fitted into a frame stay inside it (exact arc bounds).
enum WithinFrameInvariant: ConstructionInvariant {
    static let name = "within-frame"
    static var invariant: Invariant { .withinFrame }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        let t = VerificationTolerances.self
        return "exact bounds inside the frame (padding applied), within \(t.lengthRelative)·size"
    }

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard let frame = shape.frame else { return }
        Catalogue.checkFrame(shape, frame, context.analysis, &verdicts)
    }
}

extension Invariant {
    /// Shapes fitted into a frame stay inside it (exact arc bounds).
    public static let withinFrame = Invariant(WithinFrameInvariant.self)
}

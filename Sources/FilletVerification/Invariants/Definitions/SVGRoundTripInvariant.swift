import FilletGeometry

/// The ``VerificationSuite/svg`` suite: a path written as an SVG document (every command,
/// nested transforms, `use`, basic shapes) reads back as the outlines built directly and
/// mapped by the transforms composed independently (see `Catalogue.checkSVGRoundTrip(_:)`).
enum SVGRoundTripInvariant: InvariantDefinition {
    static let name = "svg-round-trip"
    static var invariant: Invariant { .svgRoundTrip }
    static let marginUnit = Invariant.MarginUnit.relativeLength
    static var summary: String {
        return "SVG document written from a path reads back as the outlines built directly, transforms composed independently"
    }

    // Evaluated by the SVG suite (``VerificationSuite/svg``) on the documents it writes, not on a
    // path's analysis: no gate lists it.
}

extension Invariant {
    /// The ``VerificationSuite/svg`` suite: a path written as an SVG document (every command,
    /// nested transforms, `use`, basic shapes) reads back as the outlines built directly and
    /// mapped by the transforms composed independently (see `Catalogue.checkSVGRoundTrip(_:)`).
    public static let svgRoundTrip = Invariant(SVGRoundTripInvariant.self)
}

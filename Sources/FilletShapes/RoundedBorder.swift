import FilletGeometry

/// A border of constant width around a rectangle with rounded corners: the ring between an outer
/// and an inner rounded rectangle (seed 004's problem, solved).
///
/// `rect` is the content the border belongs to; `position` says where the border of width `w` lies
/// relative to the content's edge:
///
/// ```
/// position   outer boundary        inner boundary
/// inside     rect                  rect inset by w
/// center     rect outset by w/2    rect inset by w/2
/// outside    rect outset by w      rect
/// ```
///
/// `cornerRadius` is the outer boundary's radius R (as in the seed). The inner radius follows
/// ``InnerCornerRule``; the default, ``InnerCornerRule/concentric``, `max(0, R − w)`, shares each
/// corner's centre with the outer arc, so the border is exactly `w` wide all round. The seed's
/// rule (inner = outer radius) makes it wider at the corners: along each corner's diagonal the gap
/// between the two arcs is `w·√2` instead of `w` (the inner arc's centre is `w` further in on both axes).
///
/// The ``path`` holds two closed subpaths: the outer boundary clockwise on screen and the inner one
/// the other way, so both the even-odd and the non-zero fill rule paint exactly the ring. When the
/// border is at least half the outer rect's smaller side there is no hole: the path is the outer
/// boundary alone and ``inner`` is `nil`.
public struct RoundedBorder: Hashable, Sendable {
    /// Where the border lies relative to the content rect's edge.
    public enum Position: String, Hashable, Sendable, Codable, CaseIterable {
        case inside, center, outside
    }

    /// How the inner boundary's corner radius follows from the outer one.
    public enum InnerCornerRule: Hashable, Sendable {
        /// `max(0, R − w)`: same centres, constant width `w` (the default).
        case concentric
        /// The outer radius R, as seed 004 does when no inside radius is set: the border is wider
        /// at the corners than along the edges.
        case sameAsOuter
        /// A given radius ≥ 0.
        case explicit(Double)
    }

    /// The outer boundary (runs clockwise on screen).
    public let outer: RoundedRect
    /// The inner boundary (runs the other way), or `nil` when the border fills the whole rect.
    public let inner: RoundedRect?
    public let borderWidth: Double
    public let position: Position
    /// The ring: outer then inner subpath. Fill with either rule.
    public let path: Path

    /// - Parameters:
    ///   - rect: the content rect; finite, width and height > 0.
    ///   - borderWidth: w, finite, > 0.
    ///   - position: default `.inside`.
    ///   - cornerRadius: R of the outer boundary, finite, ≥ 0.
    ///   - innerCornerRule: default `.concentric`; an explicit radius must be finite and ≥ 0.
    ///   - clamping: applied to both boundaries (default `.proportional`). With it, the concentric
    ///     rule uses the outer boundary's realised radius, so the width stays constant even when R
    ///     exceeds half the outer rect's smaller side.
    /// - Throws: ``ShapeError`` naming `rect.*`, `borderWidth`, `cornerRadius` or `innerCornerRadius`.
    public init(rect: Rect, borderWidth: Double, position: Position = .inside, cornerRadius: Double,
                innerCornerRule: InnerCornerRule = .concentric,
                clamping: CornerRounding.Clamping = .proportional) throws(ShapeError) {
        try rect.validate("rect")
        try Check.positive(borderWidth, "borderWidth")
        try Check.nonNegative(cornerRadius, "cornerRadius")
        if case .explicit(let radius) = innerCornerRule { try Check.nonNegative(radius, "innerCornerRadius") }
        let (outerRect, innerRect) = Self.boundaries(rect: rect, borderWidth: borderWidth, position: position)
        let outer = try RoundedRect(rect: outerRect, cornerRadius: cornerRadius, clamping: clamping)
        var path = outer.path
        var inner: RoundedRect?
        if innerRect.width > 0, innerRect.height > 0 {
            let outerRealised = outer.corners[0].realisedRadius
            let innerRadius = Self.innerCornerRadius(innerCornerRule, outerRadius: outerRealised,
                                                     borderWidth: borderWidth)
            let hole = try RoundedRect(rect: innerRect, radii: .init(innerRadius), clamping: clamping,
                                       reversed: true)
            path.addPath(hole.path)
            inner = hole
        }
        self.outer = outer
        self.inner = inner
        self.borderWidth = borderWidth
        self.position = position
        self.path = path
    }

    /// The outer and inner boundary rects for `position` (the inner may have size ≤ 0: no hole).
    public static func boundaries(rect: Rect, borderWidth: Double, position: Position) -> (outer: Rect, inner: Rect) {
        switch position {
        case .inside: return (rect, rect.insetBy(dx: borderWidth, dy: borderWidth))
        case .center:
            let half = borderWidth / 2
            return (rect.insetBy(dx: -half, dy: -half), rect.insetBy(dx: half, dy: half))
        case .outside: return (rect.insetBy(dx: -borderWidth, dy: -borderWidth), rect)
        }
    }

    /// The inner corner radius the rule gives for an outer radius R and width w.
    public static func innerCornerRadius(_ rule: InnerCornerRule, outerRadius: Double, borderWidth: Double) -> Double {
        switch rule {
        case .concentric: return Swift.max(0, outerRadius - borderWidth)
        case .sameAsOuter: return outerRadius
        case .explicit(let radius): return radius
        }
    }
}

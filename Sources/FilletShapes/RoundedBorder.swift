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

    /// The content rect the border belongs to.
    public let rect: Rect
    public let borderWidth: Double
    public let position: Position
    /// R, the outer boundary's requested corner radius.
    public let cornerRadius: Double
    public let innerCornerRule: InnerCornerRule
    /// The corner smoothing of both boundaries, in [0, 1] (0: plain arcs).
    public let smoothing: Double
    public let clamping: CornerRounding.Clamping
    /// The ring: outer then inner subpath. Fill with either rule.
    public let path: Path
    /// The inner boundary's requested corner radius, or `nil` when there is no hole.
    let innerCornerRadius: Double?

    /// The outer boundary (runs clockwise on screen).
    ///
    /// Derived on access from the stored parameters (the same numbers that built ``path``), so
    /// building a border allocates only its path.
    /// - Complexity: O(1); two allocations (the rect's corners and outline) per access.
    public var outer: RoundedRect {
        let (outerRect, _) = Self.boundaries(rect: rect, borderWidth: borderWidth, position: position)
        return Self.boundary(outerRect, radius: cornerRadius, smoothing: smoothing, clamping: clamping, reversed: false)
    }

    /// The inner boundary (runs the other way), or `nil` when the border fills the whole rect.
    ///
    /// Derived on access, like ``outer``.
    public var inner: RoundedRect? {
        guard let innerCornerRadius else { return nil }
        let (_, innerRect) = Self.boundaries(rect: rect, borderWidth: borderWidth, position: position)
        return Self.boundary(innerRect, radius: innerCornerRadius, smoothing: smoothing, clamping: clamping, reversed: true)
    }

    /// The outer boundary's corners, then the inner one's (if any): ``outer`` and ``inner``'s
    /// corners without building their outlines. One allocation.
    var boundaryCorners: [CornerRounding.Corner] {
        let (outerRect, innerRect) = Self.boundaries(rect: rect, borderWidth: borderWidth, position: position)
        var corners: [CornerRounding.Corner] = []
        corners.reserveCapacity(innerCornerRadius == nil ? 4 : 8)
        corners.append(contentsOf: RoundedRect.fourCorners(rect: outerRect, radii: .init(cornerRadius),
                                                           clamping: clamping, reversed: false))
        if smoothing != 0 { CornerRounding.applySmoothing(&corners, smoothing: .init(uniform: smoothing), clamping: clamping) }
        if let innerCornerRadius {
            var inner = Array(RoundedRect.fourCorners(rect: innerRect, radii: .init(innerCornerRadius),
                                                      clamping: clamping, reversed: true))
            if smoothing != 0 { CornerRounding.applySmoothing(&inner, smoothing: .init(uniform: smoothing), clamping: clamping) }
            corners.append(contentsOf: inner)
        }
        return corners
    }

    /// A boundary of a border built before, whose outline was therefore finite.
    private static func boundary(_ rect: Rect, radius: Double, smoothing: Double, clamping: CornerRounding.Clamping,
                                 reversed: Bool) -> RoundedRect {
        do {
            return try RoundedRect(rect: rect, radii: .init(radius), smoothing: smoothing, clamping: clamping,
                                   reversed: reversed)
        } catch {
            preconditionFailure("a border's boundary was validated when the border was built: \(error)")
        }
    }

    /// - Parameters:
    ///   - rect: the content rect; finite, width and height > 0.
    ///   - borderWidth: w, finite, > 0.
    ///   - position: default `.inside`.
    ///   - cornerRadius: R of the outer boundary, finite, ≥ 0.
    ///   - innerCornerRule: default `.concentric`; an explicit radius must be finite and ≥ 0.
    ///   - smoothing: in [0, 1] (default 0: plain arcs, the path bit for bit as without it),
    ///     applied to every corner of both boundaries as ``RoundedRect`` applies it (each
    ///     boundary's smoothing reduced, and reported on its corners, where its flanks do not
    ///     fit). The kept arcs of the concentric rule stay concentric (the flanks turn the same
    ///     `s·45°`), but a flank is not the offset of the other boundary's flank, so there the
    ///     width is not exactly `w`: the inner flank starts `s·w` nearer its corner along the
    ///     edge, and the ring is narrower there, never wider: measured for w = 12, R = 24 (the
    ///     default border), its narrowest width is 0.998·w at s = 0.25, 0.993·w at 0.5 and
    ///     0.973·w at 1.
    ///   - clamping: applied to both boundaries (default `.proportional`). With it, the concentric
    ///     rule uses the outer boundary's realised radius, so the width stays constant even when R
    ///     exceeds half the outer rect's smaller side.
    /// - Throws: ``ShapeError`` naming `rect.*`, `borderWidth`, `cornerRadius`, `innerCornerRadius`
    ///   or `smoothing`.
    /// - Complexity: O(1); one allocation (the path's elements, both boundaries built straight
    ///   into it).
    public init(rect: Rect, borderWidth: Double, position: Position = .inside, cornerRadius: Double,
                innerCornerRule: InnerCornerRule = .concentric, smoothing: Double = 0,
                clamping: CornerRounding.Clamping = .proportional) throws(ShapeError) {
        try rect.validate("rect")
        try Check.positive(borderWidth, "borderWidth")
        try Check.nonNegative(cornerRadius, "cornerRadius")
        if case .explicit(let radius) = innerCornerRule { try Check.nonNegative(radius, "innerCornerRadius") }
        try Check.smoothing(smoothing, "smoothing")
        let (outerRect, innerRect) = Self.boundaries(rect: rect, borderWidth: borderWidth, position: position)
        try outerRect.validate("rect", checksResolution: false)
        let outerCorners = RoundedRect.fourCorners(rect: outerRect, radii: .init(cornerRadius), clamping: clamping,
                                                   reversed: false)
        var innerCornerRadius: Double? = nil
        var innerCorners: RoundedRect.FourCorners? = nil
        if innerRect.width > 0, innerRect.height > 0 {
            try innerRect.validate("rect", checksResolution: false)
            let radius = Self.innerCornerRadius(innerCornerRule, outerRadius: outerCorners[0].realisedRadius,
                                                borderWidth: borderWidth)
            innerCornerRadius = radius
            innerCorners = RoundedRect.fourCorners(rect: innerRect, radii: .init(radius), clamping: clamping,
                                                   reversed: true)
        }
        var elements: [PathElement] = []
        elements.reserveCapacity(2 * RoundedRect.FourCorners.maximumElementCount)
        var start: Point, isFinite: Bool
        if smoothing == 0 {
            (start, isFinite) = RoundedPolygon.appendOutline(outerCorners, to: &elements)
            if let innerCorners {
                let inner = RoundedPolygon.appendOutline(innerCorners, to: &elements)
                start = inner.start
                isFinite = isFinite && inner.isFinite
            }
        } else {
            var outer = Array(outerCorners)
            CornerRounding.applySmoothing(&outer, smoothing: .init(uniform: smoothing), clamping: clamping)
            (start, isFinite) = RoundedPolygon.appendOutline(outer, to: &elements)
            if let innerCorners {
                var inner = Array(innerCorners)
                CornerRounding.applySmoothing(&inner, smoothing: .init(uniform: smoothing), clamping: clamping)
                let appended = RoundedPolygon.appendOutline(inner, to: &elements)
                start = appended.start
                isFinite = isFinite && appended.isFinite
            }
        }
        guard isFinite else {
            // Coordinates near overflow: the error each boundary's own construction reports.
            _ = try outerCorners.outline()
            _ = try innerCorners?.outline()
            do { _ = try Path(elements: elements) } catch { throw .geometry(error) }
            preconditionFailure("a non-finite outline passed Path's checks")
        }
        self.rect = rect
        self.borderWidth = borderWidth
        self.position = position
        self.cornerRadius = cornerRadius
        self.innerCornerRule = innerCornerRule
        self.smoothing = smoothing
        self.clamping = clamping
        self.innerCornerRadius = innerCornerRadius
        self.path = Path(trustedElements: elements, currentPoint: start, subpathStart: start, endsClosed: true)
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

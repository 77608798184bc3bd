import FilletGeometry

/// An axis-aligned rectangle with a circular fillet of its own radius at each corner.
///
/// Corners are right angles, so each fillet's tangent length equals its radius and its centre sits
/// `r` in from both edges. The outline runs clockwise on screen (increasing angle, y-down) from
/// the top-left corner, or the other way with ``init(rect:radii:smoothing:clamping:reversed:)``.
///
/// ```
/// area = w·h − (4 − π)/4 · Σ rᵢ²      (when the radii fit: r_a + r_b ≤ the side between them)
/// ```
///
/// With `.proportional` clamping, radii that do not fit are scaled per the edge budget of
/// ``CornerRounding/Clamping/proportional``: a uniform radius above `min(w, h)/2` becomes
/// `min(w, h)/2` (a stadium, or a circle for a square), which is also what SwiftUI's
/// `RoundedRectangle` does.
public struct RoundedRect: Hashable, Sendable {
    /// Radii per corner, in the order top-left, top-right, bottom-right, bottom-left.
    public struct CornerRadii: Hashable, Sendable, Codable {
        public var topLeft: Double
        public var topRight: Double
        public var bottomRight: Double
        public var bottomLeft: Double

        public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
            self.topLeft = topLeft
            self.topRight = topRight
            self.bottomRight = bottomRight
            self.bottomLeft = bottomLeft
        }

        /// The same radius at every corner.
        public init(_ radius: Double) {
            self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
        }

        /// `[topLeft, topRight, bottomRight, bottomLeft]`.
        public var array: [Double] { [topLeft, topRight, bottomRight, bottomLeft] }

        /// `{"topLeft", "topRight", "bottomRight", "bottomLeft"}`, all four required; any other
        /// key is refused.
        public init(from decoder: any Decoder) throws {
            try ShapeSpec.refuseUnknownKeys(in: decoder, known: ["topLeft", "topRight", "bottomRight", "bottomLeft"],
                                            of: "corner radii")
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(topLeft: try container.decode(Double.self, forKey: .topLeft),
                      topRight: try container.decode(Double.self, forKey: .topRight),
                      bottomRight: try container.decode(Double.self, forKey: .bottomRight),
                      bottomLeft: try container.decode(Double.self, forKey: .bottomLeft))
        }
    }

    public let rect: Rect
    /// The rounded outline as a general polygon (corners in path order, realised radii).
    public let polygon: RoundedPolygon

    public var path: Path { polygon.path }
    public var corners: [CornerRounding.Corner] { polygon.corners }

    /// - Parameters:
    ///   - rect: finite origin, width and height > 0.
    ///   - cornerRadius: the same radius at every corner, finite, ≥ 0.
    ///   - smoothing: in [0, 1], default 0 (plain arcs, bit for bit as without it); see
    ///     ``init(rect:radii:smoothing:clamping:reversed:)``.
    ///   - clamping: default `.proportional`.
    /// - Throws: ``ShapeError`` naming `rect.width`, `rect.height`, `rect.x`, `rect.y`,
    ///   `cornerRadius` or `smoothing`.
    public init(rect: Rect, cornerRadius: Double, smoothing: Double = 0,
                clamping: CornerRounding.Clamping = .proportional) throws(ShapeError) {
        try Check.nonNegative(cornerRadius, "cornerRadius")
        try self.init(rect: rect, radii: CornerRadii(cornerRadius), smoothing: smoothing, clamping: clamping)
    }

    /// - Parameters:
    ///   - rect: finite origin, width and height > 0.
    ///   - radii: per corner, each finite and ≥ 0.
    ///   - smoothing: in [0, 1], the same at every corner; default 0 (plain arcs, the outline bit
    ///     for bit as without it). Above 0 each corner is a `SmoothedCorner` (FilletGeometry)
    ///     reaching `(1 + smoothing)·r` along each side; with `.proportional` clamping the radii
    ///     are fitted first exactly as without smoothing, then each corner's smoothing is
    ///     reduced where its flanks do not fit on a side, and its corner says so
    ///     (``CornerRounding/Corner/smoothingWasReduced``).
    ///   - clamping: default `.proportional`.
    ///   - reversed: run the outline the other way (top-left, bottom-left, bottom-right,
    ///     top-right), e.g. for the hole of a ring filled with the non-zero rule.
    /// - Throws: ``ShapeError`` naming the rect field, `radii.topLeft` etc. or `smoothing`.
    public init(rect: Rect, radii: CornerRadii, smoothing: Double = 0,
                clamping: CornerRounding.Clamping = .proportional, reversed: Bool = false) throws(ShapeError) {
        try rect.validate("rect")
        try Check.nonNegative(radii.topLeft, "radii.topLeft")
        try Check.nonNegative(radii.topRight, "radii.topRight")
        try Check.nonNegative(radii.bottomRight, "radii.bottomRight")
        try Check.nonNegative(radii.bottomLeft, "radii.bottomLeft")
        try Check.smoothing(smoothing, "smoothing")
        self.rect = rect
        let corners = Self.fourCorners(rect: rect, radii: radii, clamping: clamping, reversed: reversed)
        var cornerList: [CornerRounding.Corner] = []
        cornerList.reserveCapacity(4)
        cornerList.append(contentsOf: corners)
        let path: Path
        if smoothing == 0 {
            path = try corners.outline()
        } else {
            CornerRounding.applySmoothing(&cornerList, smoothing: .init(uniform: smoothing), clamping: clamping)
            path = try RoundedPolygon.outline(cornerList)
        }
        self.polygon = RoundedPolygon(corners: cornerList, clamping: clamping, path: path)
    }
}

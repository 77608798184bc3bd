import FilletGeometry

/// An axis-aligned rectangle in y-down coordinates: `origin` is the top-left corner.
///
/// A plain value: width and height may hold anything, including negative or non-finite numbers;
/// each construction that takes a `Rect` validates it and throws ``ShapeError`` for bad values.
public struct Rect: Hashable, Sendable, Codable {
    /// The left edge.
    public var x: Double
    /// The top edge (y-down).
    public var y: Double
    /// The width (the constructions require > 0).
    public var width: Double
    /// The height (the constructions require > 0).
    public var height: Double

    /// A rectangle with its top-left corner at (x, y).
    public init(x: Double = 0, y: Double = 0, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge, `x`.
    public var minX: Double { x }
    /// The top edge, `y`.
    public var minY: Double { y }
    /// The right edge, `x + width`.
    public var maxX: Double { x + width }
    /// The bottom edge, `y + height`.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width * 0.5 }
    /// The vertical centre.
    public var midY: Double { y + height * 0.5 }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The rectangle moved inward by `dx` on the left and right and `dy` on top and bottom
    /// (outward for negative values), keeping its centre. Sizes may become negative.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The corners clockwise on screen (increasing angle, y-down) from the top-left.
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// Checks that every field is finite, each side `> 0` (`≥ 0` when `allowEmpty`), and a side
    /// that is not 0 at least 10⁻⁹ of the rect's coordinates (``Check/resolvable(_:atScale:_:)``).
    /// - Parameter checksResolution: `false` for a rect the construction derived (a border's inner
    ///   rect), which the parameters it came from already answer for.
    func validate(_ parameter: StaticString, allowEmpty: Bool = false, checksResolution: Bool = true) throws(ShapeError) {
        try Check.finite(x, "\(parameter).x")
        try Check.finite(y, "\(parameter).y")
        if allowEmpty {
            try Check.nonNegative(width, "\(parameter).width")
            try Check.nonNegative(height, "\(parameter).height")
        } else {
            try Check.positive(width, "\(parameter).width")
            try Check.positive(height, "\(parameter).height")
        }
        // A side too small for its coordinates (x = 1e200, width 200): every corner would be one
        // point, a shape of size 0 that printed with exit 0.
        let scale = Swift.max(Swift.abs(x), Swift.abs(x + width), Swift.abs(y), Swift.abs(y + height))
        // Not finite: the overflow error the construction raises says more.
        guard checksResolution, scale.isFinite else { return }
        if width > 0 { try Check.resolvable(width, atScale: scale, "\(parameter).width") }
        if height > 0 { try Check.resolvable(height, atScale: scale, "\(parameter).height") }
    }
}

extension Rect {
    /// `{"x", "y", "width", "height"}`, all four required; any other key is refused.
    public init(from decoder: any Decoder) throws {
        try ShapeSpec.refuseUnknownKeys(in: decoder, known: ["x", "y", "width", "height"], of: "a rect")
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y),
                  width: try container.decode(Double.self, forKey: .width),
                  height: try container.decode(Double.self, forKey: .height))
    }
}

import FilletSupport
import Foundation

/// How an SVG item is painted.
public struct SVGStyle: Hashable, Sendable {
    /// SVG `fill-rule`: which points count as inside a self-overlapping or nested outline.
    public enum FillRule: String, Hashable, Sendable {
        /// Inside where the winding number is non-zero.
        case nonzero
        /// Inside where a ray crosses the outline an odd number of times.
        case evenodd
    }

    /// Fill colour (any SVG colour: `"#1f77b4"`, `"rgb(…)"`, `"red"`); `nil` paints no fill.
    public var fill: String?
    /// Stroke colour; `nil` paints no stroke.
    public var stroke: String?
    /// Stroke width in user units; `nil` uses ``SVGDocument/defaultStrokeWidthFraction`` of the
    /// view box's larger side, so the outline looks the same at every scale.
    public var strokeWidth: Double?
    /// How overlapping subpaths fill (default nonzero).
    public var fillRule: FillRule
    /// Opacity 0…1 of the whole item; `nil` for opaque.
    public var opacity: Double?

    /// A style; by default a black stroke of the default width and no fill.
    public init(fill: String? = nil, stroke: String? = "black", strokeWidth: Double? = nil,
                fillRule: FillRule = .nonzero, opacity: Double? = nil) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.fillRule = fillRule
        self.opacity = opacity
    }
}

/// A standalone SVG picture: paths, polylines, markers, rectangles and labels in one `<svg>`
/// whose view box is fitted to the content plus padding.
///
/// Used to draw shapes, counterexamples (the exact path, its flattening, the offending points)
/// and heatmaps (a grid of rectangles). Coordinates are the geometry's own, y-down, as in SVG.
/// The value only builds text; writing a file is the caller's business.
///
/// ```swift
/// var picture = SVGDocument()
/// picture.addPath(star, style: SVGStyle(fill: "#f6c", fillRule: .evenodd))
/// picture.addMarker(at: badPoint, style: SVGStyle(fill: "red", stroke: nil))
/// let text = picture.render()
/// ```
public struct SVGDocument: Hashable, Sendable {
    /// One drawn item, in painting order (later items on top).
    public enum Item: Hashable, Sendable {
        /// A path in its exact form (lines, arcs, curves).
        case path(Path, SVGStyle)
        /// A polyline.
        case polyline(Polyline, SVGStyle)
        /// A dot of `radius` (nil: ``SVGDocument/defaultMarkerRadiusFraction`` of the view size).
        case marker(center: Point, radius: Double?, SVGStyle)
        /// A filled or stroked rectangle (a heatmap cell).
        case rectangle(BoundingBox, SVGStyle)
        /// Text with its baseline starting at `position`; `size` nil uses
        /// ``SVGDocument/defaultLabelSizeFraction`` of the view size.
        case label(String, position: Point, size: Double?, color: String)
    }

    /// Default stroke width: 0.3 % of the view box's larger side.
    public static let defaultStrokeWidthFraction = 0.003
    /// Default marker radius: 0.8 % of the view box's larger side.
    public static let defaultMarkerRadiusFraction = 0.008
    /// Default label size: 3 % of the view box's larger side.
    public static let defaultLabelSizeFraction = 0.03

    /// The items, in painting order.
    public var items: [Item] = []
    /// Padding around the content, as a fraction of its larger side (default 5 %). Content of
    /// zero extent (a single point) gets a padding of 1 unit.
    public var paddingFraction: Double
    /// A fixed view box (in SVG user units) instead of the fitted one.
    public var viewBox: BoundingBox?
    /// The rendered picture's larger side in pixels (`width`/`height` attributes).
    public var pixelSize: Double
    /// Background colour painted under everything; `nil` for transparent.
    public var background: String?
    /// Digits after the decimal point for every coordinate.
    public var precision: Int

    /// An empty picture fitted to its content.
    public init(paddingFraction: Double = 0.05, pixelSize: Double = 800, background: String? = "white",
                precision: Int = SVGNumberFormat.defaultPrecision) {
        self.paddingFraction = paddingFraction
        self.pixelSize = pixelSize
        self.background = background
        self.precision = precision
    }

    /// Draws `path` on top.
    public mutating func addPath(_ path: Path, style: SVGStyle = SVGStyle()) { items.append(.path(path, style)) }
    /// Draws `polyline` on top.
    public mutating func addPolyline(_ polyline: Polyline, style: SVGStyle = SVGStyle()) {
        items.append(.polyline(polyline, style))
    }
    /// Draws a dot at `center` (red by default).
    public mutating func addMarker(at center: Point, radius: Double? = nil,
                                   style: SVGStyle = SVGStyle(fill: "red", stroke: nil)) {
        items.append(.marker(center: center, radius: radius, style))
    }
    /// Draws a rectangle on top.
    public mutating func addRectangle(_ rectangle: BoundingBox, style: SVGStyle) { items.append(.rectangle(rectangle, style)) }
    /// Writes `text` with its baseline starting at `position`.
    public mutating func addLabel(_ text: String, at position: Point, size: Double? = nil, color: String = "black") {
        items.append(.label(text, position: position, size: size, color: color))
    }

    /// The bounds of all items (exact path bounds, arc extrema included; polyline vertices;
    /// marker radii included when given; rectangles; label anchors only), or ``BoundingBox/empty``
    /// when there is nothing to draw.
    /// - Complexity: O(total elements and points).
    public var contentBounds: BoundingBox {
        var box = BoundingBox.empty
        for item in items {
            switch item {
            case .path(let path, _):
                box.formUnion(path.bounds)
            case .polyline(let polyline, _):
                box.formUnion(polyline.bounds)
            case .marker(let center, let radius, _):
                let reach = radius ?? 0
                box.formUnion(BoundingBox(Point(x: center.x - reach, y: center.y - reach),
                                          Point(x: center.x + reach, y: center.y + reach)))
            case .rectangle(let rectangle, _):
                box.formUnion(rectangle)
            case .label(_, let position, _, _):
                box.formUnion(position)
            }
        }
        return box
    }

    /// ``viewBox`` if set, else the content bounds grown by ``paddingFraction`` of their larger
    /// side on every edge (1 unit for content of zero extent; the unit square for no content).
    public var fittedViewBox: BoundingBox {
        if let viewBox { return viewBox }
        let content = contentBounds
        guard !content.isEmpty else { return BoundingBox(minX: 0, minY: 0, width: 1, height: 1) }
        let extent = Swift.max(content.width, content.height)
        let padding = extent > 0 ? extent * paddingFraction : 1
        return content.expanded(by: padding)
    }

    /// The complete SVG document as text.
    /// - Complexity: O(total elements and points).
    public func render() -> String {
        let format = SVGNumberFormat(precision: precision)
        let box = fittedViewBox
        let side = Swift.max(box.width, box.height)
        let scale = side > 0 ? pixelSize / side : 1
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        out += " viewBox=\"\(format.string(box.minX)) \(format.string(box.minY)) \(format.string(box.width)) \(format.string(box.height))\""
        out += " width=\"\(SVGNumberFormat(precision: 2).string(box.width * scale))\""
        out += " height=\"\(SVGNumberFormat(precision: 2).string(box.height * scale))\">\n"
        if let background {
            out += "<rect x=\"\(format.string(box.minX))\" y=\"\(format.string(box.minY))\""
            out += " width=\"\(format.string(box.width))\" height=\"\(format.string(box.height))\""
            out += " fill=\"\(Self.escaped(background))\"/>\n"
        }
        for item in items {
            switch item {
            case .path(let path, let style):
                out += "<path d=\"\(path.svgPathData(precision: precision))\"\(attributes(style, side: side, format: format))/>\n"
            case .polyline(let polyline, let style):
                out += "<path d=\"\(polyline.svgPathData(precision: precision))\"\(attributes(style, side: side, format: format))/>\n"
            case .marker(let center, let radius, let style):
                let r = radius ?? side * Self.defaultMarkerRadiusFraction
                out += "<circle cx=\"\(format.string(center.x))\" cy=\"\(format.string(center.y))\" r=\"\(format.string(r))\""
                out += "\(attributes(style, side: side, format: format))/>\n"
            case .rectangle(let rectangle, let style):
                out += "<rect x=\"\(format.string(rectangle.minX))\" y=\"\(format.string(rectangle.minY))\""
                out += " width=\"\(format.string(rectangle.width))\" height=\"\(format.string(rectangle.height))\""
                out += "\(attributes(style, side: side, format: format))/>\n"
            case .label(let text, let position, let size, let color):
                let fontSize = size ?? side * Self.defaultLabelSizeFraction
                out += "<text x=\"\(format.string(position.x))\" y=\"\(format.string(position.y))\""
                out += " font-size=\"\(format.string(fontSize))\" font-family=\"sans-serif\" fill=\"\(Self.escaped(color))\">"
                out += Self.escaped(text) + "</text>\n"
            }
        }
        out += "</svg>\n"
        return out
    }

    private func attributes(_ style: SVGStyle, side: Double, format: SVGNumberFormat) -> String {
        var text = " fill=\"\(style.fill.map(Self.escaped) ?? "none")\""
        if style.fill != nil { text += " fill-rule=\"\(style.fillRule.rawValue)\"" }
        if let stroke = style.stroke {
            let width = style.strokeWidth ?? side * Self.defaultStrokeWidthFraction
            text += " stroke=\"\(Self.escaped(stroke))\" stroke-width=\"\(format.string(width))\" stroke-linejoin=\"round\""
        }
        if let opacity = style.opacity { text += " opacity=\"\(format.string(Swift.min(Swift.max(opacity, 0), 1)))\"" }
        return text
    }

    /// `text` escaped for XML (``FilletSupport/XMLText``).
    static func escaped(_ text: String) -> String { XMLText.escaped(text) }
}

extension Path {
    /// A standalone SVG picture of the path alone, view box fitted to its bounds (arc extrema
    /// included) plus 5 % padding; see ``SVGDocument`` for overlays.
    /// - Parameters:
    ///   - style: paint; default a light fill with a black outline, non-zero fill rule.
    ///   - precision: digits after the decimal point.
    public func svgDocument(style: SVGStyle = SVGStyle(fill: "#d0e4f5", stroke: "black"),
                            precision: Int = SVGNumberFormat.defaultPrecision) -> String {
        var document = SVGDocument(precision: precision)
        document.addPath(self, style: style)
        return document.render()
    }
}

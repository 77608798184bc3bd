import FilletGeometry
import FilletSupport
import Foundation

/// Foundation declares a type of the same name; in this module the geometry's is meant.
typealias AffineTransform = FilletGeometry.AffineTransform

/// One rendered shape element of an SVG file, its outline in the root's user units.
public struct SVGDrawable: Hashable, Sendable {
    /// 0-based position in document order among the drawables returned (skipped elements take none).
    public var index: Int
    /// The element's `id` attribute, if any (for a shape drawn through `use`: the shape's own `id`).
    public var id: String?
    /// The element's local name: `path`, `rect`, `circle`, `ellipse`, `line`, `polyline` or `polygon`.
    public var element: String
    /// The outline with every transform of the element and its ancestors applied.
    public var path: Path
    /// The outline in the element's own coordinates, as its attributes write it (before any
    /// transform): where the digits its author wrote can be read.
    public var writtenPath: Path
    /// The transform of the element and its ancestors (`use` offsets and viewports included):
    /// `path` is `writtenPath` mapped by it.
    public var transform: FilletGeometry.AffineTransform
    /// For a `path`, where its `d` attribute wrote each element of ``writtenPath``; `nil` for the
    /// other shapes.
    public var source: SVGPathSource?
    /// The line of the document (from 1) of the shape element, for a copy drawn through `use` the
    /// shape's own: where its start tag ends (and as errors name it), which for a tag over several
    /// lines is its last; for an element written by an entity, the line of the entity's
    /// reference; `nil` when the reader does not know.
    public var line: Int?

    /// A drawable from its parts; `writtenPath` defaults to `path` (no transform), `element` to
    /// `path` (a path given as path data).
    public init(index: Int, id: String? = nil, element: String = "path", path: Path, writtenPath: Path? = nil,
                transform: FilletGeometry.AffineTransform = .identity, source: SVGPathSource? = nil,
                line: Int? = nil) {
        self.index = index
        self.id = id
        self.element = element
        self.path = path
        self.writtenPath = writtenPath ?? path
        self.transform = transform
        self.source = source
        self.line = line
    }
}

/// Why an SVG file could not be read, in one line: what went wrong and where.
///
/// Malformed XML names the line and column the XML reader stopped at. An element's bad value names
/// the element, the index it would have had among the drawables, its `id`, its line, the attribute
/// and, for path data and other lists, the UTF-8 byte offset within the attribute's value.
public struct SVGFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line of the XML (for an element: where its start tag ends).
    public var line: Int?
    /// 1-based column, for malformed XML.
    public var column: Int?
    /// The element's local name, when an element's content was wrong.
    public var element: String?
    /// The index the element would have had among the drawables.
    public var drawableIndex: Int?
    /// The element's `id`.
    public var id: String?
    /// The attribute whose value was wrong.
    public var attribute: String?
    /// UTF-8 byte offset (from 0) within the attribute's value.
    public var offset: Int?
    /// What was wrong.
    public var reason: String

    /// An error from what is known of where it happened.
    public init(line: Int? = nil, column: Int? = nil, element: String? = nil, drawableIndex: Int? = nil,
                id: String? = nil, attribute: String? = nil, offset: Int? = nil, reason: String) {
        self.line = line
        self.column = column
        self.element = element
        self.drawableIndex = drawableIndex
        self.id = id
        self.attribute = attribute
        self.offset = offset
        self.reason = reason
    }

    public var description: String {
        var text = ""
        if let element {
            text += "<\(element)>"
            var details: [String] = []
            if let drawableIndex { details.append("drawable \(drawableIndex)") }
            if let id { details.append("id \(OneLine.quoted(id))") }
            if !details.isEmpty { text += " (\(details.joined(separator: ", ")))" }
            if let line { text += " at line \(line)" }
            if let attribute {
                text += ": \(attribute)"
                if let offset { text += " at byte \(offset)" }
            }
            text += ": "
        } else if let line {
            text += "line \(line)" + (column.map { ", column \($0)" } ?? "") + ": "
        }
        return text + OneLine.escaped(reason)
    }
}

/// Reads the shapes of an SVG file: every rendered `path`, `rect`, `circle`, `ellipse`,
/// `line`, `polyline` and `polygon`, as a `Path` in the root's user units.
///
/// What is read, with the SVG 2 sections it follows:
/// - **Structure** (§5): the root must be `svg`. Shapes are found under `svg`, `g`, `a` and `switch`
///   at any depth; the subtree of every other element is not rendered directly and is skipped:
///   `defs`, `symbol`, `clipPath`, `mask`, `marker`, `pattern`, `linearGradient`, `radialGradient`,
///   `filter`, `metadata`, `title`, `desc`, `style`, `script`, `text`, `image`, `foreignObject`,
///   and unknown elements. `switch` (§5.6.3) renders only its first direct child element (among
///   graphics elements and containers) whose conditional attributes hold.
/// - **`use`** (§5.5) is followed: the element its `href` (or `xlink:href`) names as `#id` in this
///   document — a shape, a container, a nested `svg` or a `symbol`, wherever it stands (usually in
///   `defs`) — is drawn again as a child of the `use`, in `transform · translate(x, y)`; a `symbol`
///   or `svg` target takes the `use`'s `width`/`height` for its viewport. Its shapes come out at the
///   `use`'s place in document order, with the target's own `id`s. Unknown ids and references to
///   the `use` itself, an ancestor or a target being expanded (a cycle) draw nothing, as in a
///   renderer. What a renderer would draw but this reader cannot follow makes the document an
///   error, so it never silently leaves the check: a reference to another document, and a chain
///   of `use` inside `use` deeper than 64 (`SVGFileReader.maximumReferenceDepth`). At most 10⁵ elements are drawn again through `use`
///   (`SVGFileReader.maximumExpandedElements`), and at most 9·10⁵ path elements in all, the
///   document's own and those drawn again (`SVGFileReader.maximumDrawnPathElements`); more is an
///   error.
/// - **Conditional processing** (§5.6.4, §5.6.5): `requiredExtensions` (no extension is supported,
///   so any value, even empty, is false) and `systemLanguage` (true when a listed tag is `en` or starts
///   with `en-`) are evaluated on every element; `requiredFeatures` (dropped in SVG 2) is ignored.
/// - **`display="none"`** (§3.2.3), as the attribute or a `display: none` declaration
///   in the `style` attribute (which overrides the attribute), removes the element and its
///   subtree. `visibility`, opacity, fill and stroke do not matter: the outline is read whatever
///   its paint. `<style>` sheets and CSS `transform` properties are not read.
/// - **Namespaces** (§5.10): elements match by local name in the SVG namespace, with or without a
///   prefix (`svg:path`); elements with no namespace at all (a file without `xmlns`) count as SVG.
///   Elements of other namespaces (Inkscape's `sodipodi:namedview`, …) are skipped with their subtree.
/// - **Transforms** (§8.5): the `transform` attribute on any element (but `symbol`), composed down
///   the tree: a shape's coordinates are mapped by `T_root · … · T_parent · T_element`. The root's `viewBox`,
///   `width`, `height`, `x`, `y` and `preserveAspectRatio` do **not** transform: coordinates are the
///   root's user units (its `transform` attribute, which SVG 2 allows, does apply). A nested `svg`
///   is a viewport: `transform · translate(x, y)`, and with a `viewBox` the viewBox transform of
///   §8.2 (`preserveAspectRatio`, default `xMidYMid meet`) into its `width` × `height`. Those
///   default to 100% of the enclosing viewport and may be percentages of it (the only place a
///   percentage is read): the root's viewport is its viewBox size, else its absolute width and
///   height; when unknown, a percentage is an error. Clipping to a viewport is not applied.
///   An element whose composed matrix is not invertible (determinant 0: `scale(0)`,
///   `matrix(1 2 2 4 0 0)`) is not displayed, nor its subtree (CSS Transforms 1 §6).
/// - **Shapes** (§10, rx/ry `auto` §7.4–7.5): see `SVGShapes`: each is drawn in the direction and
///   from the start point the specification gives; circles and round corners are exact arcs (under a similarity
///   transform), ellipses and elliptical corners cubics within 1.8·10⁻¹⁰ × their size.
/// - **Lengths** (§8.9, CSS Values): unitless and `px` are user units; `in`, `cm`, `mm`, `Q`, `pt`,
///   `pc` are converted at 96 px per inch (CSS). `%` (but for nested viewports, above), `em`, `ex`
///   and other relative units are errors.
///   Negative sizes (`width`, `height`, `r`, `rx`, `ry`) are invalid in SVG 2 and treated as not
///   given (the shape is then usually not rendered).
/// - **Not rendered, skipped** (no drawable, no error): a shape whose size is zero (rect width or
///   height, circle r, ellipse rx or ry), a `path` whose data is empty or only moves, a
///   `polyline`/`polygon` with fewer than 2 points.
///
/// Errors (``SVGFileError``): malformed XML (line and column); bad path data (element, drawable
/// index, id, byte offset: SVG renders path data up to its first error (§9.5.4), this reader
/// refuses the file instead); a bad length, transform or viewBox; a result that is not finite (coordinates
/// near ±1.8e308). A `points` list is rendered up to its first error, as the specification says
/// (an odd coordinate count drops the last). External entities are never resolved, no DTD is
/// loaded. Nothing traps.
public enum SVGFile {
    /// The largest file the command-line tool reads as SVG or path data (`shape path --file`,
    /// `check path --file`): 256 MiB — one limit, so a file one command accepts the other does too.
    public static let maximumFileBytes = 256 << 20

    /// The most path elements one input may draw: 9·10⁵ (`SVGFileReader.maximumDrawnPathElements`),
    /// for an SVG document and for a file of bare path data alike.
    public static let maximumPathElements = SVGFileReader.maximumDrawnPathElements

    /// The drawables of an SVG document given as text.
    /// - Throws: ``SVGFileError``.
    /// - Complexity: one pass of the XML reader (`SVGXMLScanner`) over the bytes building a
    ///   light element tree, then one walk: O(size of the text) without `use`. Each `use` re-reads its
    ///   target and tests for a cycle with one comparison of document-order intervals per level of
    ///   `use` nesting (at most 64), whatever the depth of groups, so `use` adds O(elements drawn
    ///   again) — bounded by the 10⁵ elements `use` may draw again.
    public static func drawables(svgText: String) throws(SVGFileError) -> [SVGDrawable] {
        try drawables(data: Data(svgText.utf8))
    }

    /// The drawables of an SVG document given as bytes (UTF-8, or the encoding its XML declaration names).
    /// - Throws: ``SVGFileError``.
    public static func drawables(data: Data) throws(SVGFileError) -> [SVGDrawable] {
        let reader = SVGFileReader()
        return try reader.read(data)
    }

    /// The drawables of a document given as UTF-8 bytes, read in place (no copy, no encoding
    /// sniffing: the bytes are taken as UTF-8 whatever a declaration names). For `fillet verify`,
    /// which reads documents that end where a page the process may not read begins, so that a read
    /// past the end stops it (``SVGFile/drawables(data:)`` copies its bytes first).
    /// - Throws: ``SVGFileError``.
    package static func drawables(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(SVGFileError) -> [SVGDrawable] {
        try SVGFileReader().read(utf8: bytes)
    }

    /// All drawables' subpaths in document order, concatenated into one path.
    public static func path(of drawables: [SVGDrawable]) -> Path {
        var path = Path()
        for drawable in drawables { path.addPath(drawable.path) }
        return path
    }
}

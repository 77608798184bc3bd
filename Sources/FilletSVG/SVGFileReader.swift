import FilletGeometry
import FilletSupport
import Foundation

/// The reader behind ``SVGFile``: `SVGXMLScanner` reads the document's bytes into a light tree
/// of the SVG elements (names, attributes, lines), then one walk with an explicit stack (no
/// recursion, so any nesting depth is safe) composes the transforms and collects the drawables
/// in document order, following `use` references. See ``SVGFile`` for the semantics.
struct SVGFileReader {
    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    /// Whether `name` is a container whose children are rendered (SVG 2 §5: `svg`, `g`, `a`,
    /// `switch`); compared, not hashed, once per element walked.
    static func isContainer(_ name: String) -> Bool {
        switch name {
        case "svg", "g", "a", "switch": true
        default: false
        }
    }
    /// Whether `name` is an element a `switch` may choose (graphics elements and containers);
    /// others inside it are skipped.
    static func isSwitchCandidate(_ name: String) -> Bool {
        switch name {
        case "use", "text", "image", "foreignObject": true
        default: isContainer(name) || SVGShapes.isShape(name)
        }
    }
    /// The attributes the walk reads, of an unprefixed name (XLink's `href` is kept as
    /// `xlink:href`): the element tree keeps these alone, so the values of the others (`fill`,
    /// Inkscape's labels, …) are checked as XML but never copied out of the document's bytes.
    /// A walk that reads another attribute names it here. None holds `K`, `;` or `` ` ``, the
    /// only characters a non-ASCII name is canonically equivalent to, so a name is one of
    /// these iff its bytes are.
    static let readAttributeSpellings: [StaticString] = [
        "id", "style", "display", "requiredExtensions", "systemLanguage", "transform",
        "x", "y", "width", "height", "viewBox", "preserveAspectRatio", "href",
        "d", "points", "r", "rx", "ry", "cx", "cy", "x1", "y1", "x2", "y2",
    ]
    static let readAttributes: [String] = readAttributeSpellings.map(\.description)

    /// The lengths of ``readAttributeSpellings``, as a set of bits (bit n: a spelling of n bytes).
    static let readAttributeLengths: UInt64 = readAttributeSpellings.reduce(0) { $0 | 1 << $1.utf8CodeUnitCount }

    /// The index in ``readAttributes`` of the name `bytes` spell, `nil` for one the walk does not read.
    /// Most names an editor writes that the walk does not read (`pagecolor`, `showgrid`, …) are
    /// told by their length alone, before any comparison.
    static func readAttributeIndex(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count < 64, readAttributeLengths >> UInt64(bytes.count) & 1 == 1, let base = bytes.baseAddress else {
            return nil
        }
        for index in readAttributeSpellings.indices {
            let spelling = readAttributeSpellings[index]
            if spelling.utf8CodeUnitCount == bytes.count, memcmp(spelling.utf8Start, base, bytes.count) == 0 { return index }
        }
        return nil
    }

    /// The most elements one document may draw again through `use` (each reference draws its
    /// target again; nested references multiply: 8 levels of 10 make 10⁸): beyond it the file is refused.
    static let maximumExpandedElements = 100_000
    /// The most path elements one document may draw, its own and those `use` draws again:
    /// 9·10⁵, so `check path` on any accepted document stays under 1.5 GB. Cubics cost the most
    /// (about 1.6 KB each while checked, their monotone pieces in the scan tables; lines and arcs
    /// about 0.8 KB): 9·10⁵ cubics peak at 1.4 GB. The expansion count above bounds the elements
    /// re-drawn, not their size: ten thousand references to a 20 000-segment path are 2·10⁸ segments.
    static let maximumDrawnPathElements = 900_000
    /// The most SVG elements one document may hold (the tree the walk reads; elements of other
    /// namespaces are not kept): 10⁶. A 256 MiB file of `<g/>` is 6.7·10⁷ of them.
    static let maximumElements = 1_000_000
    /// The most shapes one document may draw, its own and those `use` draws again: 2.5·10⁵. Each
    /// costs a few KB while checked whatever its size, so the count, not the path elements, bounds
    /// the memory of a document of many small shapes.
    static let maximumDrawables = 250_000
    /// The longest chain of `use` references followed inside one another.
    static let maximumReferenceDepth = 64

    /// An element of the document in the SVG namespace (or in none); others are not kept.
    ///
    /// Its two variables are written only by the ``ElementTreeBuilder`` that builds the tree and
    /// read by the walk after it, on one thread, never both at once: they are not checked for
    /// exclusive access at run time (`@exclusivity(unchecked)`, a runtime call per access).
    final class Node {
        let name: String
        let attributes: SVGAttributes
        let line: Int
        @exclusivity(unchecked) var children: [Node] = []
        /// Position in document order (the root is 0), and one past the last of its descendants:
        /// `other` lies in this element's subtree iff `order ≤ other.order < subtreeEnd`.
        let order: Int
        @exclusivity(unchecked) var subtreeEnd = Int.max

        init(name: String, attributes: SVGAttributes, line: Int, order: Int) {
            self.name = name
            self.attributes = attributes
            self.line = line
            self.order = order
        }

        /// Whether `other` is this element or one of its descendants; O(1).
        func contains(_ other: Node) -> Bool { order <= other.order && other.order < subtreeEnd }
    }

    /// The counts a document may reach (the constants above; smaller in tests).
    struct Limits {
        var elements = SVGFileReader.maximumElements
        var drawables = SVGFileReader.maximumDrawables
        var pathElements = SVGFileReader.maximumDrawnPathElements
    }

    let limits: Limits

    init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// The drawables of a document's bytes (its encoding as ``SVGDeclaredEncoding`` reads it),
    /// read where they are unless they must be transcoded (a UTF-8 document is not copied).
    func read(_ data: Data) throws(SVGFileError) -> [SVGDrawable] {
        let result: Result<[SVGDrawable], SVGFileError> = data.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            do throws(SVGFileError) {
                guard let transcoded = try SVGDeclaredEncoding.utf8Transcoding(bytes) else {
                    return .success(try read(utf8: bytes))
                }
                return transcoded.withUnsafeBufferPointer { buffer in
                    do throws(SVGFileError) {
                        return .success(try read(utf8: buffer))
                    } catch {
                        return .failure(error)
                    }
                }
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The drawables of a document given as UTF-8: the entity budget, the XML read into the
    /// element tree, the walk.
    func read(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(SVGFileError) -> [SVGDrawable] {
        try SVGEntityBudget.check(bytes)
        let builder = ElementTreeBuilder(limits: limits)
        defer { builder.dismantle() }
        var scanner = SVGXMLScanner(bytes, builder: builder)
        try scanner.readDocument()
        return try walk(builder.finish())
    }

    /// The walk over a tree built by a reader (`nil`: the document held no element).
    func walk(_ tree: ElementTree?) throws(SVGFileError) -> [SVGDrawable] {
        guard let tree else { throw SVGFileError(reason: "no svg element: the document is empty") }
        var walk = Walk(nodesByID: tree.nodesByID, limits: limits)
        try walk.run(root: tree.root)
        return walk.drawables
    }

    /// `display: none` in the `style` attribute, or else `display="none"` as an attribute (a style
    /// declaration overrides the presentation attribute).
    static func isHidden(_ attributes: SVGAttributes) -> Bool {
        if let style = attributes["style"], let hidden = SVGAttributeValues.styleHidesElement(style) { return hidden }
        if let display = attributes["display"] { return SVGAttributeValues.displayHidesElement(display) }
        return false
    }

    /// The conditional processing attributes of SVG 2 §5.6 for a user agent that supports no
    /// extension and whose language is English.
    static func conditionsHold(_ attributes: SVGAttributes) -> Bool {
        if attributes["requiredExtensions"] != nil { return false }
        if let languages = attributes["systemLanguage"] {
            return languages.split(separator: ",").contains { tag in
                let trimmed = tag.trimmingCharacters(in: .whitespaces).lowercased()
                return trimmed == "en" || trimmed.hasPrefix("en-")
            }
        }
        return true
    }
}

import FilletGeometry
import FilletSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The reader behind ``SVGFile``: `XMLParser` (libxml2 on Linux) builds a light tree of the SVG
/// elements (names, attributes, lines), then one walk with an explicit stack (no recursion, so
/// any nesting depth is safe) composes the transforms and collects the drawables in document
/// order, following `use` references. See ``SVGFile`` for the semantics.
final class SVGFileReader: NSObject, XMLParserDelegate {
    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    /// The containers whose children are rendered (SVG 2 §5: `svg`, `g`, `a`, `switch`).
    static let containers: Set<String> = ["svg", "g", "a", "switch"]
    /// Elements a `switch` may choose (graphics elements and containers); others inside it are skipped.
    static let switchCandidates: Set<String> = SVGShapes.names.union(containers)
        .union(["use", "text", "image", "foreignObject"])
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
    final class Node {
        let name: String
        let attributes: [String: String]
        let line: Int
        var children: [Node] = []
        /// Position in document order (the root is 0), and one past the last of its descendants:
        /// `other` lies in this element's subtree iff `order ≤ other.order < subtreeEnd`.
        let order: Int
        var subtreeEnd = Int.max

        init(name: String, attributes: [String: String], line: Int, order: Int) {
            self.name = name
            self.attributes = attributes
            self.line = line
            self.order = order
        }

        /// Whether `other` is this element or one of its descendants; O(1).
        func contains(_ other: Node) -> Bool { order <= other.order && other.order < subtreeEnd }
    }

    // Building the tree.
    private var root: Node?
    /// The open elements; `nil` for an element outside the SVG namespace (its subtree is dropped).
    private var open: [Node?] = []
    private var nodesByID: [String: Node] = [:]
    private var failure: SVGFileError?
    private var sawRoot = false
    private var elementCount = 0
    /// The namespace each prefix is bound to where the parser is (innermost declaration last).
    private var prefixBindings: [String: [String]] = [:]

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

    func read(_ data: Data) throws(SVGFileError) -> [SVGDrawable] {
        defer { dismantleTree() }
        // Fed from a stream, in chunks: handed the whole document at once, libxml2's push parser
        // stops on a document over 10 MB at its lookahead limit, whatever its lines.
        let bytes = try SVGDeclaredEncoding.parseableBytes(data)
        try SVGEntityBudget.check(bytes)
        let parser = XMLParser(stream: InputStream(data: bytes))
        parser.delegate = self
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if let failure { throw failure }
        guard ok else {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw SVGFileError(line: parser.lineNumber, column: parser.columnNumber,
                               reason: "malformed XML (\(Self.describe(xmlErrorCode: code)))")
        }
        guard let root else { throw SVGFileError(reason: "no svg element: the document is empty") }
        var walk = Walk(nodesByID: nodesByID, limits: limits)
        try walk.run(root: root)
        return walk.drawables
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        guard failure == nil else { return }
        let isSVG = namespaceURI == nil || namespaceURI == "" || namespaceURI == Self.svgNamespace
        guard sawRoot else {
            sawRoot = true
            guard isSVG, elementName == "svg" else {
                let namespace = isSVG ? "" : " of namespace \(OneLine.quoted(namespaceURI ?? ""))"
                failure = SVGFileError(line: parser.lineNumber,
                                       reason: "the root element is <\(qName ?? elementName)>\(namespace), not SVG's <svg>")
                parser.abortParsing()
                return
            }
            let node = Node(name: elementName, attributes: svgAttributes(attributes), line: parser.lineNumber, order: 0)
            root = node
            register(node)
            open.append(node)
            return
        }
        guard isSVG, let parentSlot = open.last, let parent = parentSlot else {
            open.append(nil)
            return
        }
        elementCount += 1
        guard elementCount < limits.elements else {
            failure = SVGFileError(line: parser.lineNumber,
                                   reason: "the document holds more than \(limits.elements) SVG elements")
            parser.abortParsing()
            return
        }
        let node = Node(name: elementName, attributes: svgAttributes(attributes), line: parser.lineNumber,
                        order: elementCount)
        parent.children.append(node)
        register(node)
        open.append(node)
    }

    /// Releases the tree without recursion: releasing a node releases its children array, and a
    /// tree 100 000 elements deep would otherwise overflow the stack in nested releases.
    private func dismantleTree() {
        guard let root else { return }
        self.root = nil
        nodesByID = [:]
        open = []
        var pending = [root]
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children)
            node.children = []
        }
    }

    private func register(_ node: Node) {
        // The first element with an id wins, as in getElementById.
        if let id = node.attributes["id"], nodesByID[id] == nil { nodesByID[id] = node }
    }

    func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
        prefixBindings[prefix, default: []].append(namespaceURI)
    }

    func parser(_ parser: XMLParser, didEndMappingPrefix prefix: String) {
        _ = prefixBindings[prefix]?.popLast()
    }

    /// The attributes as the walk reads them: unprefixed ones as written; one whose prefix is
    /// bound to the XLink namespace (under any prefix: `l:href`) as `xlink:<name>`; any other
    /// prefixed attribute (another namespace's, or `xlink:` bound elsewhere) dropped: it is not
    /// SVG's. (An undeclared prefix never gets here: the parser refuses it as malformed XML.)
    private func svgAttributes(_ attributes: [String: String]) -> [String: String] {
        guard attributes.keys.contains(where: { $0.contains(":") }) else { return attributes }
        var result: [String: String] = [:]
        for (name, value) in attributes {
            guard let colon = name.firstIndex(of: ":") else {
                result[name] = value
                continue
            }
            let prefix = String(name[..<colon]), local = name[name.index(after: colon)...]
            if prefixBindings[prefix]?.last == Self.xlinkNamespace { result["xlink:" + local] = value }
        }
        return result
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if let closed = open.popLast(), let node = closed { node.subtreeEnd = elementCount + 1 }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        // libxml2 reports some errors (mismatched end tags) here and still lets parse() succeed.
        guard failure == nil else { return }
        failure = SVGFileError(line: parser.lineNumber, column: parser.columnNumber,
                               reason: "malformed XML (\(Self.describe(xmlErrorCode: (parseError as NSError).code)))")
        parser.abortParsing()
    }

    /// `display: none` in the `style` attribute, or else `display="none"` as an attribute (a style
    /// declaration overrides the presentation attribute).
    static func isHidden(_ attributes: [String: String]) -> Bool {
        if let style = attributes["style"], let hidden = SVGAttributeValues.styleHidesElement(style) { return hidden }
        if let display = attributes["display"] { return SVGAttributeValues.displayHidesElement(display) }
        return false
    }

    /// The conditional processing attributes of SVG 2 §5.6 for a user agent that supports no
    /// extension and whose language is English.
    static func conditionsHold(_ attributes: [String: String]) -> Bool {
        if attributes["requiredExtensions"] != nil { return false }
        if let languages = attributes["systemLanguage"] {
            return languages.split(separator: ",").contains { tag in
                let trimmed = tag.trimmingCharacters(in: .whitespaces).lowercased()
                return trimmed == "en" || trimmed.hasPrefix("en-")
            }
        }
        return true
    }

    /// The commonest libxml2 error codes (`xmlParserErrors`) in words; others by number.
    static func describe(xmlErrorCode code: Int) -> String {
        switch code {
        case 1: return "libxml2 stopped: an internal error, or an attribute value, comment or text over 10 MB, "
            + "its default limit"
        case 4: return "the document is empty or not XML"
        case 5: return "the document ends too early"
        case 9: return "a character not allowed in XML"
        case 26: return "an undeclared entity"
        case 29: return "an external entity (never loaded)"
        case 32: return "an unsupported encoding"
        case 38: return "'<' in an attribute value"
        case 40: return "an attribute value not ended, or longer than libxml2's 10 MB limit"
        case 41: return "an attribute without a value"
        case 42: return "an attribute given twice"
        case 68: return "a name was expected"
        case 73: return "'>' was expected"
        case 76: return "the end tag does not match the start tag"
        case 86: return "content after the root element"
        case 89: return "an entity loop or excessive entity expansion"
        case 201: return "a namespace prefix that is not declared"
        case 203: return "an attribute given twice (namespaced)"
        default: return "libxml2 error \(code)"
        }
    }
}

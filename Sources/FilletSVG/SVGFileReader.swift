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

    // MARK: The walk

    /// The depth-first walk over the tree in document order.
    struct Walk {
        let nodesByID: [String: Node]
        let limits: Limits
        var drawables: [SVGDrawable] = []
        var expanded = 0
        /// Path elements drawn so far (see ``Limits/pathElements``).
        var drawnPathElements = 0

        /// The `use` references being expanded around an element, innermost first: each level's
        /// target is drawn as a copy whose host is the level's `use`.
        final class Chain {
            let target: Node
            let host: Node
            let outer: Chain?
            let depth: Int
            init(target: Node, host: Node, outer: Chain?) {
                self.target = target
                self.host = host
                self.outer = outer
                depth = (outer?.depth ?? 0) + 1
            }
        }

        /// Whether `node` is a shadow-including ancestor of (or is) `use`, which sits in the copy
        /// `chain` is expanding (SVG 2 §5.5: such a reference is in error and draws nothing):
        /// `use`'s ancestors up to the copy's root, then the host `use` and its ancestors up to
        /// the next copy's root, and so on out to the document.
        ///
        /// Each level is one test of document-order intervals: an element of a copy lies in its
        /// target's subtree, so `node` is on the way up from it to the copy's root iff it contains
        /// the element and the root contains it. O(levels), whatever the nesting depth: no walk
        /// up the parents.
        static func isShadowIncludingAncestor(_ node: Node, of use: Node, in chain: Chain?) -> Bool {
            var current = use
            var level = chain
            while let copy = level {
                if node.contains(current) && copy.target.contains(node) { return true }
                current = copy.host
                level = copy.outer
            }
            return node.contains(current)
        }

        struct Entry {
            var node: Node
            /// The transform of the parent's user space.
            var transform: AffineTransform
            var chain: Chain?
            /// For the target of a `use`: the `use` element, whose width and height size a symbol or svg.
            var use: Node? = nil
            /// The size of the nearest enclosing viewport in the parent's user units (what 100% means
            /// for a nested viewport's width and height), when known.
            var viewport: ViewportSize?
        }

        mutating func run(root: Node) throws(SVGFileError) {
            // The root's viewBox, width and height do not transform: coordinates stay its user units.
            // Its transform attribute (allowed on svg in SVG 2) applies.
            guard SVGFileReader.isRendered(root) else { return }
            var transform = AffineTransform.identity
            if let text = root.attributes["transform"] {
                do {
                    transform = try SVGFileReader.transform(text)
                } catch {
                    throw error.located(root, drawableIndex: nil)
                }
            }
            var stack: [Entry] = []
            pushChildren(of: root, transform: transform, chain: nil, viewport: SVGFileReader.rootViewportSize(root),
                         onto: &stack)
            while let entry = stack.popLast() {
                if entry.chain != nil {
                    expanded += 1
                    guard expanded <= SVGFileReader.maximumExpandedElements else {
                        throw SVGFileError(line: entry.node.line, element: entry.node.name,
                                           reason: "use references draw more than \(SVGFileReader.maximumExpandedElements) "
                                               + "elements again")
                    }
                }
                try visit(entry, &stack)
            }
        }

        /// Pushes the rendered children of a container so they pop in document order; a `switch`
        /// keeps only its first child whose conditions hold (SVG 2 §5.6.3).
        func pushChildren(of node: Node, transform: AffineTransform, chain: Chain?, viewport: ViewportSize?,
                          onto stack: inout [Entry]) {
            if node.name == "switch" {
                if let chosen = node.children.first(where: {
                    SVGFileReader.switchCandidates.contains($0.name) && SVGFileReader.conditionsHold($0.attributes)
                }) {
                    stack.append(Entry(node: chosen, transform: transform, chain: chain, viewport: viewport))
                }
                return
            }
            for child in node.children.reversed() {
                stack.append(Entry(node: child, transform: transform, chain: chain, viewport: viewport))
            }
        }

        mutating func visit(_ entry: Entry, _ stack: inout [Entry]) throws(SVGFileError) {
            let node = entry.node
            let isContainer = SVGFileReader.containers.contains(node.name)
            let isShape = SVGShapes.names.contains(node.name)
            // A symbol is rendered only as the target of a use (SVG 2 §5.4).
            let isReferencedSymbol = node.name == "symbol" && entry.use != nil
            guard isContainer || isShape || isReferencedSymbol || node.name == "use",
                  SVGFileReader.isRendered(node) else { return }
            do throws(SVGValueError) {
                var transform = entry.transform
                if let text = node.attributes["transform"], !isReferencedSymbol {
                    transform = transform * (try SVGFileReader.transform(text))
                }
                // CSS Transforms 1 §6 (adopted by SVG 2): an element whose transformation matrix is
                // not invertible is not displayed, nor is its content.
                // On the normalised determinant (``AffineTransform/normalizedDeterminant``), so an
                // invertible scale(1e-200), whose a·d − b·c underflows to 0, is displayed.
                guard transform.normalizedDeterminant != 0 else { return }
                if node.name == "use" {
                    try expandUse(node, transform: transform, chain: entry.chain, viewport: entry.viewport, onto: &stack)
                    return
                }
                var viewportSize = entry.viewport
                if node.name == "svg" || isReferencedSymbol {
                    guard let viewport = try SVGFileReader.viewport(of: node, use: entry.use, parentSize: entry.viewport) else {
                        return
                    }
                    transform = transform * viewport.transform
                    viewportSize = viewport.size
                }
                if !isShape {
                    pushChildren(of: node, transform: transform, chain: entry.chain, viewport: viewportSize, onto: &stack)
                    return
                }
                guard let written = try SVGShapes.outline(of: node.name, node.attributes,
                                                          drawnBefore: drawnPathElements, limit: limits.pathElements)
                else { return }
                let outline = written.path
                drawnPathElements += outline.elements.count
                guard drawnPathElements <= limits.pathElements else { throw SVGShapes.tooManyElements(limits.pathElements) }
                let mapped: Path
                do {
                    mapped = transform == .identity ? outline : try outline.applying(transform)
                } catch {
                    throw SVGValueError(offset: nil, reason: "the transformed coordinates overflow (\(error.description))")
                }
                guard mapped.isFinite else { throw SVGValueError(offset: nil, reason: "the transformed outline is not finite") }
                guard drawables.count < limits.drawables else {
                    throw SVGValueError(offset: nil, reason: "the document draws more than \(limits.drawables) "
                        + "shapes (use references included)")
                }
                drawables.append(SVGDrawable(index: drawables.count, id: node.attributes["id"], element: node.name,
                                             path: mapped, writtenPath: outline, transform: transform,
                                             source: written.source, line: node.line))
            } catch {
                throw error.located(node, drawableIndex: isShape ? drawables.count : nil)
            }
        }

        /// `use` (SVG 2 §5.5): the referenced element drawn as a child of the `use`, in the user space
        /// `transform · translate(x, y)`. Only references within the document (`#id`) are followed;
        /// an unknown id, an external reference, or a reference to one of the `use`'s
        /// shadow-including ancestors (itself, its parents, the `use` elements whose copies hold
        /// it and their parents: a cycle) draws nothing.
        mutating func expandUse(_ use: Node, transform: AffineTransform, chain: Chain?, viewport: ViewportSize?,
                                onto stack: inout [Entry]) throws(SVGValueError) {
            guard let reference = use.attributes["href"] ?? use.attributes["xlink:href"] else { return }
            let trimmed = reference.trimmingCharacters(in: .whitespaces)
            // A renderer may load another document: what it draws would be missing from the check.
            guard trimmed.isEmpty || trimmed.hasPrefix("#") else {
                throw SVGValueError(offset: nil, reason: "a reference to another document (\(OneLine.quoted(trimmed))) "
                                    + "is never loaded: what it draws would be missing from the check",
                                    attribute: use.attributes["href"] != nil ? "href" : "xlink:href")
            }
            guard let target = SVGFileReader.target(of: reference, in: nodesByID) else { return }
            // A target among the use's shadow-including ancestors (itself, its parents, the uses
            // whose copies hold it and their parents) is a cycle: nothing is drawn.
            guard !Self.isShadowIncludingAncestor(target, of: use, in: chain) else { return }
            // A renderer draws a deeper chain: dropping it would take what it draws out of the
            // check without a word, so the document is refused instead.
            guard (chain?.depth ?? 0) < SVGFileReader.maximumReferenceDepth else {
                throw SVGValueError(offset: nil, reason: "use references nest more than "
                                    + "\(SVGFileReader.maximumReferenceDepth) deep: what the chain draws cannot be checked",
                                    attribute: "href")
            }
            let x = try SVGShapes.length(use.attributes, "x") ?? 0, y = try SVGShapes.length(use.attributes, "y") ?? 0
            stack.append(Entry(node: target, transform: transform * .translation(x: x, y: y),
                               chain: Chain(target: target, host: use, outer: chain), use: use, viewport: viewport))
        }
    }

    /// The element a `use` refers to: `#id` (whitespace around allowed) in this document.
    static func target(of reference: String, in nodesByID: [String: Node]) -> Node? {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("#") else { return nil }
        return nodesByID[String(trimmed.dropFirst())]
    }

    /// Whether the element is rendered at all: its conditional attributes hold and it is not
    /// `display: none`.
    static func isRendered(_ node: Node) -> Bool {
        conditionsHold(node.attributes) && !isHidden(node.attributes)
    }

    static func transform(_ text: String) throws(SVGValueError) -> AffineTransform {
        try SVGValueError.naming("transform") { () throws(SVGValueError) in try SVGAttributeValues.transform(text) }
    }

    struct ViewportSize {
        var width: Double
        var height: Double
    }

    /// What 100% means inside the root: its viewBox size, else its absolute width and height
    /// (neither transforms coordinates); `nil` when neither is known. Not an error source: the
    /// root's size matters only if a nested viewport asks for a percentage.
    static func rootViewportSize(_ root: Node) -> ViewportSize? {
        if let text = root.attributes["viewBox"], let box = try? SVGAttributeValues.viewBox(text),
           box.width > 0, box.height > 0 {
            return ViewportSize(width: box.width, height: box.height)
        }
        guard let widthText = root.attributes["width"], let heightText = root.attributes["height"],
              let width = try? SVGAttributeValues.length(widthText), let height = try? SVGAttributeValues.length(heightText),
              width > 0, height > 0 else { return nil }
        return ViewportSize(width: width, height: height)
    }

    /// A viewport length (`x`, `y`, `width`, `height` of a nested `svg` or `use`) in user units: a
    /// percentage is of the enclosing viewport's `size` (SVG 2 §8.9); `nil` when absent.
    static func viewportLength(_ attributes: [String: String], _ name: String, of size: Double?) throws(SVGValueError) -> Double? {
        guard let text = attributes[name] else { return nil }
        let value = try SVGValueError.naming(name) { () throws(SVGValueError) in
            try SVGAttributeValues.lengthOrPercentage(text)
        }
        switch value {
        case nil: return nil
        case .userUnits(let length): return length
        case .percent(let percent):
            guard let size else {
                throw SVGValueError(offset: nil, reason: "a percentage needs the enclosing viewport's size, which the root "
                                    + "does not give (no viewBox, no absolute width and height)", attribute: name)
            }
            return percent / 100 * size
        }
    }

    /// The map from the user space of a nested `svg` (or of a `symbol` drawn by a `use`) to its
    /// parent's, and the size of the viewport it establishes: `translate(x, y)`, and with a
    /// `viewBox` the viewBox transform of SVG 2 §8.2 (`preserveAspectRatio`, default
    /// `xMidYMid meet`) into its `width` × `height` (default 100% of the enclosing viewport; a
    /// `use`'s `width` and `height`, when given, replace the element's: §5.5.2). `nil` when the
    /// element is not rendered (a zero or negative viewBox or viewport size).
    static func viewport(of node: Node, use: Node?, parentSize: ViewportSize?)
        throws(SVGValueError) -> (transform: AffineTransform, size: ViewportSize?)? {
        let attributes = node.attributes
        let x = try viewportLength(attributes, "x", of: parentSize?.width) ?? 0
        let y = try viewportLength(attributes, "y", of: parentSize?.height) ?? 0
        var widthSource = attributes, heightSource = attributes
        if let use {
            if use.attributes["width"] != nil { widthSource = use.attributes }
            if use.attributes["height"] != nil { heightSource = use.attributes }
        }
        // Absent: 100% of the enclosing viewport.
        let width = try viewportLength(widthSource, "width", of: parentSize?.width) ?? parentSize?.width
        let height = try viewportLength(heightSource, "height", of: parentSize?.height) ?? parentSize?.height
        if let width, let height, width <= 0 || height <= 0 { return nil }
        guard let viewBoxText = attributes["viewBox"] else {
            let size = width.flatMap { w in height.map { h in ViewportSize(width: w, height: h) } }
            return (.translation(x: x, y: y), size)
        }
        let box = try SVGValueError.naming("viewBox") { () throws(SVGValueError) in
            try SVGAttributeValues.viewBox(viewBoxText)
        }
        guard box.width > 0, box.height > 0 else { return nil }
        guard let width, let height else {
            throw SVGValueError(offset: nil, reason: "an \(node.name) with a viewBox needs its width and height: none are "
                                + "given and the enclosing viewport's size is unknown", attribute: "viewBox")
        }
        let (align, slice) = Self.aspectRatio(attributes["preserveAspectRatio"])
        var scaleX = width / box.width, scaleY = height / box.height
        if align != "none" {
            let uniform = slice ? Swift.max(scaleX, scaleY) : Swift.min(scaleX, scaleY)
            scaleX = uniform
            scaleY = uniform
        }
        var translateX = x - box.x * scaleX, translateY = y - box.y * scaleY
        if align.contains("xMid") { translateX += (width - box.width * scaleX) / 2 }
        if align.contains("xMax") { translateX += width - box.width * scaleX }
        if align.contains("YMid") { translateY += (height - box.height * scaleY) / 2 }
        if align.contains("YMax") { translateY += height - box.height * scaleY }
        let transform = AffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, e: translateX, f: translateY)
        guard transform.isFinite else {
            throw SVGValueError(offset: nil, reason: "the viewBox transform is not finite", attribute: "viewBox")
        }
        return (transform, ViewportSize(width: box.width, height: box.height))
    }

    /// The ten alignments of SVG 2 §8.2 `preserveAspectRatio`.
    static let alignments: Set<String> = ["none", "xMinYMin", "xMidYMin", "xMaxYMin", "xMinYMid", "xMidYMid",
                                          "xMaxYMid", "xMinYMax", "xMidYMax", "xMaxYMax"]

    /// `preserveAspectRatio`: `[defer] <align> [meet | slice]` (SVG 1.1's `defer` is skipped); a
    /// value that does not parse is the default `xMidYMid meet`, as for an invalid attribute.
    static func aspectRatio(_ text: String?) -> (align: String, slice: Bool) {
        var words = (text ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .map(String.init)
        if words.first == "defer" { words.removeFirst() }
        guard let align = words.first, alignments.contains(align), words.count <= 2,
              words.count == 1 || words[1] == "meet" || words[1] == "slice" else { return ("xMidYMid", false) }
        return (align, words.count == 2 && words[1] == "slice")
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

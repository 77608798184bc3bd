import FilletSupport

extension SVGFileReader {
    /// The element tree a reader builds from start and end tags: the SVG elements (in the SVG
    /// namespace or in none) with their attributes and lines, indexed by `id`. An element of
    /// another namespace is not kept, nor its subtree.
    struct ElementTree {
        var root: Node
        /// The first element of each `id`, as `getElementById` finds it.
        var nodesByID: [String: Node]
    }

    /// Builds the ``ElementTree`` from the events of a reader, in document order, and enforces
    /// the document's shape: the root is SVG's `svg`, at most ``Limits/elements`` SVG elements.
    ///
    /// One reader drives a builder, on one thread, and no access to its state overlaps another
    /// (no `inout` argument is one of its properties): its properties are not checked for
    /// exclusive access at run time (`@exclusivity(unchecked)`), which cost a runtime call per
    /// access, several per element.
    final class ElementTreeBuilder {
        @exclusivity(unchecked) private(set) var root: Node?
        /// The open elements; `nil` for an element outside the SVG namespace (its subtree is dropped).
        @exclusivity(unchecked) private var open: [Node?] = []
        /// The elements with an `id`, in document order; indexed (``ElementTree/nodesByID``) only
        /// when the document holds a `use`, the one reader of the index.
        @exclusivity(unchecked) private var identified: [Node] = []
        @exclusivity(unchecked) private var holdsUse = false
        @exclusivity(unchecked) private var elementCount = 0
        let limits: Limits

        init(limits: Limits) {
            self.limits = limits
        }

        /// A start tag whose attributes a reader gathered in a dictionary.
        func start(localName: String, namespaceURI: String?, qualifiedName: String, attributes: [String: String],
                   line: Int) throws(SVGFileError) {
            try start(localName: localName, namespaceURI: namespaceURI, qualifiedName: qualifiedName,
                      attributes: SVGAttributes(attributes), line: line)
        }

        /// A start tag: `localName` in the namespace `namespaceURI` (`nil` or empty for none),
        /// written `qualifiedName`, its attributes as the walk reads them, its line.
        func start(localName: String, namespaceURI: String?, qualifiedName: String, attributes: SVGAttributes,
                   line: Int) throws(SVGFileError) {
            let isSVG = Self.isSVG(namespaceURI)
            guard root != nil else {
                guard isSVG, localName == "svg" else {
                    let namespace = isSVG ? "" : " of namespace \(OneLine.quoted(namespaceURI ?? ""))"
                    throw SVGFileError(line: line, reason: "the root element is <\(qualifiedName)>\(namespace), not SVG's <svg>")
                }
                let node = Node(name: localName, attributes: attributes, line: line, order: 0)
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
                throw SVGFileError(line: line, reason: "the document holds more than \(limits.elements) SVG elements")
            }
            let node = Node(name: localName, attributes: attributes, line: line, order: elementCount)
            parent.children.append(node)
            register(node)
            open.append(node)
        }

        /// Whether the elements now starting are dropped whatever they are: the innermost open
        /// element is (a reader's hint to build nothing of them).
        var dropsChildren: Bool { root != nil && (open.last ?? nil) == nil }

        /// Whether ``start(localName:namespaceURI:qualifiedName:attributes:line:)`` would drop an
        /// element of `namespaceURI` starting now, and its subtree: another namespace than SVG's,
        /// or under an element dropped. Never the root, which that method judges.
        func drops(namespaceURI: String?) -> Bool {
            (root != nil && !Self.isSVG(namespaceURI)) || dropsChildren
        }

        /// A start tag ``drops(namespaceURI:)`` said is dropped: its name and attributes are not needed.
        func startDropped() {
            open.append(nil)
        }

        private static func isSVG(_ namespaceURI: String?) -> Bool {
            // `isEmpty`, not `== ""`: a comparison with another literal than the one held (the
            // reader keeps SVG's as ``SVGFileReader/svgNamespace`` itself) reads the bytes.
            namespaceURI == nil || namespaceURI!.isEmpty || namespaceURI == SVGFileReader.svgNamespace
        }

        /// The end tag of the innermost open element.
        func end() {
            if let closed = open.popLast(), let node = closed { node.subtreeEnd = elementCount + 1 }
        }

        /// The tree read, `nil` when no element was.
        func finish() -> ElementTree? {
            guard let root else { return nil }
            var nodesByID: [String: Node] = [:]
            // The first element with an id wins, as in getElementById.
            if holdsUse {
                for node in identified where nodesByID[node.attributes["id"]!] == nil { nodesByID[node.attributes["id"]!] = node }
            }
            return ElementTree(root: root, nodesByID: nodesByID)
        }

        private func register(_ node: Node) {
            if node.attributes["id"] != nil { identified.append(node) }
            if node.name == "use" { holdsUse = true }
        }

        /// Releases the tree without recursion: releasing a node releases its children array, and
        /// a tree 100 000 elements deep would otherwise overflow the stack in nested releases.
        func dismantle() {
            guard let root else { return }
            self.root = nil
            identified = []
            open = []
            var pending = [root]
            while let node = pending.popLast() {
                pending.append(contentsOf: node.children)
                node.children = []
            }
        }
    }
}

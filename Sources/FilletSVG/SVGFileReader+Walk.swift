import FilletGeometry
import FilletSupport
import Foundation

/// The walk over the element tree: document order, transforms composed, `use` followed.
extension SVGFileReader {
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
                    SVGFileReader.isSwitchCandidate($0.name) && SVGFileReader.conditionsHold($0.attributes)
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
            let isContainer = SVGFileReader.isContainer(node.name)
            let isShape = SVGShapes.isShape(node.name)
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
}

import FilletGeometry
import FilletSupport
import Foundation

/// Viewports: what 100% means, and the transform a nested `svg` or a `symbol` drawn by `use` adds.
extension SVGFileReader {
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
    static func viewportLength(_ attributes: SVGAttributes, _ name: String, of size: Double?) throws(SVGValueError) -> Double? {
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
}

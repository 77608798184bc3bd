import FilletGeometry
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `XMLParser` delegate behind ``SVGFile``: one pass over the document with a stack of open
/// containers and their transforms (no tree is built), collecting drawables as their start tags
/// arrive. See ``SVGFile`` for the semantics.
final class SVGFileReader: NSObject, XMLParserDelegate {
    static let svgNamespace = "http://www.w3.org/2000/svg"

    /// The containers whose children are rendered (SVG 2 §5: `svg`, `g`, `a`, `switch`).
    static let containers: Set<String> = ["svg", "g", "a", "switch"]
    /// Elements a `switch` may choose (graphics elements and containers); others inside it are skipped.
    static let switchCandidates: Set<String> = SVGShapes.names.union(containers)
        .union(["use", "text", "image", "foreignObject"])

    struct Frame {
        var transform: AffineTransform
        var isSwitch: Bool
        var switchHasChosen = false
    }

    private var frames: [Frame] = []
    /// Depth inside a skipped subtree (0: not skipping).
    private var skipDepth = 0
    private var sawRoot = false
    private var drawables: [SVGDrawable] = []
    private var failure: SVGFileError?

    func read(_ data: Data) throws(SVGFileError) -> [SVGDrawable] {
        let parser = XMLParser(data: data)
        parser.delegate = self
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if let failure { throw failure }
        guard ok else {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw SVGFileError(line: parser.lineNumber, column: parser.columnNumber,
                               reason: "malformed XML (\(Self.describe(xmlErrorCode: code)))")
        }
        guard sawRoot else { throw SVGFileError(reason: "no svg element: the document is empty") }
        return drawables
    }

    private func fail(_ error: SVGFileError, _ parser: XMLParser) {
        if failure == nil { failure = error }
        parser.abortParsing()
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        guard failure == nil else { return }
        if skipDepth > 0 {
            skipDepth += 1
            return
        }
        let isSVG = namespaceURI == nil || namespaceURI == "" || namespaceURI == Self.svgNamespace
        guard sawRoot else {
            sawRoot = true
            guard isSVG, elementName == "svg" else {
                fail(SVGFileError(line: parser.lineNumber, reason: "the root element is <\(qName ?? elementName)>, not <svg>"), parser)
                return
            }
            start(root: attributes, parser)
            return
        }
        guard isSVG, var parent = frames.last else {
            skipDepth = 1
            return
        }
        if parent.isSwitch {
            // §5.8.2: only the first direct child whose conditions hold is rendered.
            guard Self.switchCandidates.contains(elementName), !parent.switchHasChosen,
                  Self.conditionsHold(attributes) else {
                skipDepth = 1
                return
            }
            parent.switchHasChosen = true
            frames[frames.count - 1] = parent
        } else if !Self.conditionsHold(attributes) {
            skipDepth = 1
            return
        }
        if Self.isHidden(attributes) {
            skipDepth = 1
            return
        }
        let isContainer = Self.containers.contains(elementName)
        let isShape = SVGShapes.names.contains(elementName)
        guard isContainer || isShape else {
            skipDepth = 1
            return
        }
        do throws(SVGValueError) {
            var transform = parent.transform
            if let text = attributes["transform"] { transform = transform * (try Self.transform(text)) }
            if isContainer {
                if elementName == "svg" {
                    guard let viewport = try Self.nestedViewport(attributes) else {
                        skipDepth = 1
                        return
                    }
                    transform = transform * viewport
                }
                frames.append(Frame(transform: transform, isSwitch: elementName == "switch"))
                return
            }
            skipDepth = 1  // a shape's children (title, animate, …) draw nothing
            guard let outline = try SVGShapes.outline(of: elementName, attributes) else { return }
            let mapped: Path
            do {
                mapped = try outline.applying(transform)
            } catch {
                throw SVGValueError(offset: nil, reason: "the transformed coordinates overflow (\(error.description))")
            }
            guard mapped.isFinite else { throw SVGValueError(offset: nil, reason: "the transformed outline is not finite") }
            drawables.append(SVGDrawable(index: drawables.count, id: attributes["id"], element: elementName, path: mapped))
        } catch {
            fail(SVGFileError(line: parser.lineNumber, element: elementName,
                              drawableIndex: isShape ? drawables.count : nil, id: attributes["id"],
                              attribute: error.attribute, offset: error.offset, reason: error.reason), parser)
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if skipDepth > 0 {
            skipDepth -= 1
        } else if !frames.isEmpty {
            frames.removeLast()
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        // libxml2 reports some errors (mismatched end tags) here and still lets parse() succeed.
        guard failure == nil else { return }
        failure = SVGFileError(line: parser.lineNumber, column: parser.columnNumber,
                               reason: "malformed XML (\(Self.describe(xmlErrorCode: (parseError as NSError).code)))")
        parser.abortParsing()
    }

    // MARK: Elements

    private func start(root attributes: [String: String], _ parser: XMLParser) {
        // The root's viewBox, width and height do not transform: coordinates stay its user units.
        // Its transform attribute (allowed on svg in SVG 2) applies; display none hides everything.
        var transform = AffineTransform.identity
        if let text = attributes["transform"] {
            do {
                transform = try Self.transform(text)
            } catch {
                fail(SVGFileError(line: parser.lineNumber, element: "svg", attribute: "transform", offset: error.offset,
                                  reason: error.reason), parser)
                return
            }
        }
        if Self.isHidden(attributes) || !Self.conditionsHold(attributes) { skipDepth = 1 }
        frames.append(Frame(transform: transform, isSwitch: false))
    }

    static func transform(_ text: String) throws(SVGValueError) -> AffineTransform {
        do {
            return try SVGAttributeValues.transform(text)
        } catch {
            var named = error
            named.attribute = "transform"
            throw named
        }
    }

    /// The map from a nested `svg`'s user units to its parent's: `translate(x, y)`, and with a
    /// `viewBox` the viewBox transform of SVG 2 §8.2. `nil` when the element is not rendered
    /// (a zero or negative viewBox or viewport size).
    static func nestedViewport(_ attributes: [String: String]) throws(SVGValueError) -> AffineTransform? {
        let x = try SVGShapes.length(attributes, "x") ?? 0, y = try SVGShapes.length(attributes, "y") ?? 0
        guard let viewBoxText = attributes["viewBox"] else { return .translation(x: x, y: y) }
        let box: (x: Double, y: Double, width: Double, height: Double)
        do {
            box = try SVGAttributeValues.viewBox(viewBoxText)
        } catch {
            var named = error
            named.attribute = "viewBox"
            throw named
        }
        guard box.width > 0, box.height > 0 else { return nil }
        guard let width = try SVGShapes.length(attributes, "width"), let height = try SVGShapes.length(attributes, "height") else {
            throw SVGValueError(offset: nil, reason: "a nested svg with a viewBox needs width and height in absolute units "
                                + "(its default, 100%, is relative)", attribute: "viewBox")
        }
        guard width > 0, height > 0 else { return nil }
        let aspect = (attributes["preserveAspectRatio"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        let align = aspect.first.map(String.init) ?? "xMidYMid"
        let slice = aspect.count > 1 && aspect[1] == "slice"
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
        guard transform.isFinite else { throw SVGValueError(offset: nil, reason: "the viewBox transform is not finite", attribute: "viewBox") }
        return transform
    }

    /// `display="none"` as an attribute or in the `style` attribute.
    static func isHidden(_ attributes: [String: String]) -> Bool {
        if let display = attributes["display"], SVGAttributeValues.displayHidesElement(display) { return true }
        if let style = attributes["style"], SVGAttributeValues.styleHidesElement(style) { return true }
        return false
    }

    /// The conditional processing attributes of SVG 2 §5.8.1 for a user agent that supports no
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
        case 4: return "the document is empty or not XML"
        case 5: return "the document ends too early"
        case 9: return "a character not allowed in XML"
        case 26: return "an undeclared entity"
        case 29: return "an external entity (never loaded)"
        case 32: return "an unsupported encoding"
        case 38: return "'<' in an attribute value"
        case 41: return "an attribute without a value"
        case 42: return "an attribute given twice"
        case 68: return "a name was expected"
        case 73: return "'>' was expected"
        case 76: return "the end tag does not match the start tag"
        case 86: return "content after the root element"
        case 89: return "an entity loop or excessive entity expansion"
        default: return "libxml2 error \(code)"
        }
    }
}

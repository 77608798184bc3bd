import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The panel structure of a trend SVG, read with `XMLParser` (which also proves it well-formed).
final class SVGStructure: NSObject, XMLParserDelegate {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// `data-family` of each `<g class="family">`, in document order.
    private(set) var families: [String] = []
    /// `data-panel` of each `<g class="panel">`, in document order.
    private(set) var panels: [String] = []
    /// How many `<g class="series">` each panel holds.
    private(set) var seriesPerPanel: [String: Int] = [:]
    /// Panels outside a family group of their own family, series outside a panel.
    private(set) var nestingErrors: [String] = []

    private var stack: [(kind: String, name: String)] = []

    init(_ svg: String) throws {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw Malformed(description: "SVG is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error")")
        }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard elementName == "g" else { return }
        switch attributes["class"] {
        case "family":
            let family = attributes["data-family"] ?? ""
            families.append(family)
            stack.append(("family", family))
        case "panel":
            let panel = attributes["data-panel"] ?? ""
            panels.append(panel)
            if stack.last?.kind != "family" || stack.last?.name != attributes["data-family"] {
                nestingErrors.append("panel \(panel) is not inside family \(attributes["data-family"] ?? "")")
            }
            stack.append(("panel", panel))
        case "series":
            if let top = stack.last, top.kind == "panel" {
                seriesPerPanel[top.name, default: 0] += 1
            } else {
                nestingErrors.append("series outside a panel")
            }
            stack.append(("series", ""))
        default:
            stack.append(("g", ""))
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "g" { stack.removeLast() }
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import FilletSupport
import FilletGeometry
import FilletVerification

/// Why an input of `fillet check path` cannot be read: one line naming the file.
struct CheckPathInputError: Error, CustomStringConvertible {
    let file: String
    let reason: String

    var description: String { "\(OneLine.quoted(file)): \(OneLine.escaped(reason))" }
}

/// Reads the drawable elements of `fillet check path`'s inputs: the one seam between the command
/// and the file formats.
///
/// - Text that does not start with `<` (after white space) is SVG path data (the `d` attribute),
///   one drawable: index 0, no id, element `path`.
/// - Text that starts with `<` is an SVG document (``svgDrawables(_:file:)``).
enum CheckPathInput {
    /// The drawables of the file at `path`, in document order.
    /// - Throws: ``CheckPathInputError`` when the file cannot be read or is malformed.
    static func drawables(fromFile path: String) throws(CheckPathInputError) -> [PathCheckInput] {
        let data: Data
        do { data = try InputFile.read(path, limit: 64 << 20) } catch {
            throw CheckPathInputError(file: path, reason: error.reason)
        }
        return try drawables(data: data, file: path)
    }

    /// The drawables of a file's bytes (`file` names it in errors).
    static func drawables(data: Data, file: String) throws(CheckPathInputError) -> [PathCheckInput] {
        guard let text = String(data: data, encoding: .utf8) else {
            throw CheckPathInputError(file: file, reason: "not UTF-8 text")
        }
        let start = text.unicodeScalars.first { !($0 == "\u{FEFF}" || $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t") }
        if start == "<" { return try svgDrawables(data, file: file) }
        return [PathCheckInput(index: 0, element: "path", path: try pathData(text, file: file))]
    }

    /// One path from SVG path data.
    static func pathData(_ text: String, file: String) throws(CheckPathInputError) -> Path {
        do { return try Path(svgPathData: text) } catch {
            throw CheckPathInputError(file: file, reason: error.description)
        }
    }

    /// The `<path>` elements of an SVG document, in document order.
    ///
    /// FilletSVG: temporary until the FilletSVG target lands — replace this body with
    /// `SVGFile.drawables(data: data)` mapped field by field onto ``PathCheckInput`` (its
    /// `SVGFileError` becomes the reason). Until then only `<path d="…">` elements without
    /// `transform` (on them or their ancestors) are read; any other shape element, or a
    /// transform, is refused rather than silently skipped.
    static func svgDrawables(_ data: Data, file: String) throws(CheckPathInputError) -> [PathCheckInput] {
        let reader = PathElementReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let problem = reader.problem { throw CheckPathInputError(file: file, reason: problem) }
        guard parsed, reader.depth == 0 else {
            let line = parser.lineNumber
            throw CheckPathInputError(file: file, reason: "malformed SVG near line \(line): \(parser.parserError.map { "\($0.localizedDescription)" } ?? "XML error")")
        }
        var inputs: [PathCheckInput] = []
        for (index, element) in reader.paths.enumerated() {
            let name = element.id.map { "\(file)#\(index)(\($0))" } ?? "\(file)#\(index)"
            inputs.append(PathCheckInput(index: index, id: element.id, element: "path",
                                         path: try pathData(element.data, file: name)))
        }
        return inputs
    }
}

/// Collects `<path>` elements' `d` and `id` (see ``CheckPathInput/svgDrawables(_:file:)``).
private final class PathElementReader: NSObject, XMLParserDelegate {
    var paths: [(id: String?, data: String)] = []
    var problem: String?
    static let unsupported: Set<String> = ["rect", "circle", "ellipse", "line", "polyline", "polygon", "use", "text"]

    /// Open elements: a document that ends with some still open is malformed.
    var depth = 0

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if problem == nil { problem = "malformed SVG near line \(parser.lineNumber)" }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        depth += 1
        guard problem == nil else { return }
        let name = elementName.split(separator: ":").last.map(String.init) ?? elementName
        if attributes["transform"] != nil {
            problem = "<\(name)> has a transform, which is read once FilletSVG is merged"
        } else if Self.unsupported.contains(name) {
            problem = "<\(name)> elements are read once FilletSVG is merged (only <path> for now)"
        } else if name == "path" {
            paths.append((attributes["id"], attributes["d"] ?? ""))
        }
        if problem != nil { parser.abortParsing() }
    }
}

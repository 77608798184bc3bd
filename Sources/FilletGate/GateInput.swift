import Foundation
import FilletSupport
import FilletGeometry
import FilletSVG
import FilletVerification

/// Why an input of the gate (`fillet check path`) cannot be read: one line naming the file.
public struct GateInputError: Error, CustomStringConvertible {
    public let file: String
    public let reason: String

    public var description: String { "\(OneLine.quoted(file)): \(OneLine.escaped(reason))" }
}

/// Reads the drawable elements of the gate's inputs: the one seam between the gate and the file
/// formats.
///
/// - Text that does not start with `<` (after white space) is SVG path data (the `d` attribute),
///   one drawable: index 0, no id, element `path`.
/// - Empty text (or only white space and a byte-order mark) is refused.
/// - Text that starts with `<` is an SVG document (`svgDrawables(_:file:)`), and so is a file
///   starting with a UTF-16 byte-order mark.
public enum GateInput {
    /// The drawables of the file at `path`, in document order.
    /// - Throws: ``GateInputError`` when the file cannot be read or is malformed.
    public static func drawables(fromFile path: String) throws(GateInputError) -> [PathCheckInput] {
        let data: Data
        do { data = try InputFile.read(path, limit: SVGFile.maximumFileBytes) } catch {
            throw GateInputError(file: path, reason: error.reason)
        }
        return try drawables(data: data, file: path)
    }

    /// The drawables of a file's bytes (`file` names it in errors).
    public static func drawables(data: Data, file: String) throws(GateInputError) -> [PathCheckInput] {
        // A UTF-16 byte-order mark, or '<' first (after a UTF-8 mark and white space): an SVG
        // document, whose encoding the reader decides (Latin-1 and UTF-16 included, as shape path
        // --file reads them). Only path data must be UTF-8.
        if isSVGDocument(data) { return try svgDrawables(data, file: file) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw GateInputError(file: file, reason: "not UTF-8 text")
        }
        // Nothing to check is a mistake in the input (a failed export, a wrong redirect), not a
        // shape that fails: refused like an empty SVG document.
        guard text.unicodeScalars.contains(where: { !isBlank($0) }) else {
            throw GateInputError(file: file, reason: "empty input: no SVG document and no path data")
        }
        let (path, source) = try pathData(text, file: file)
        return [PathCheckInput(index: 0, element: "path", path: path, source: source)]
    }

    /// Whether a file's bytes are an SVG document (a UTF-16 byte-order mark, or `<` first after a
    /// UTF-8 mark and white space) rather than path data.
    public static func isSVGDocument(_ data: Data) -> Bool {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) { return true }
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        return body.first(where: { !isBlank(Unicode.Scalar($0)) }) == UInt8(ascii: "<")
    }

    /// What counts as nothing in an input: SVG's white space (space, tab, line feed, carriage
    /// return, form feed) and a byte-order mark.
    public static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
            || scalar == "\u{FEFF}"
    }

    /// One path from SVG path data, and where the data wrote each element.
    /// Empty (white space only) path data is refused: there is nothing to check.
    public static func pathData(_ text: String, file: String) throws(GateInputError) -> (Path, SVGPathSource) {
        guard text.unicodeScalars.contains(where: { !isBlank($0) }) else {
            throw GateInputError(file: file, reason: "empty path data: nothing to check")
        }
        do { return try Path.readingSVGPathData(text, maximumElements: SVGFile.maximumPathElements) } catch {
            throw GateInputError(file: file, reason: error.description)
        }
    }

    /// Every drawable element of an SVG document (`SVGFile.drawables(data:)`: shapes,
    /// transforms, nested viewports, use), in document order (`PathCheckInput` is FilletSVG's `SVGDrawable`).
    public static func svgDrawables(_ data: Data, file: String) throws(GateInputError) -> [PathCheckInput] {
        let drawables: [SVGDrawable]
        do { drawables = try SVGFile.drawables(data: data) } catch {
            throw GateInputError(file: file, reason: error.description)
        }
        // Nothing drawn is nothing checked: refused, as shape path --file refuses it, never "all pass".
        guard !drawables.isEmpty else {
            throw GateInputError(file: file, reason: "no drawable element (nothing outside defs, clipPath, "
                                      + "mask, symbol, and displayed): nothing to check")
        }
        return drawables
    }
}

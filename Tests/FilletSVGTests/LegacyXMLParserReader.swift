import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import FilletSupport
@testable import FilletSVG

/// The reader ``SVGFile`` used before its own XML reader (issue 48): Foundation's `XMLParser`
/// (libxml2 on Linux) building the same element tree, walked by the same walk. Kept in the tests
/// only, as the reference the differential tests compare the new reader with. It traps (a
/// segmentation fault inside `XMLParser`) on a processing instruction without data and on
/// attribute declarations without a default or of a type other than `CDATA`: callers avoid them.
final class LegacyXMLParserReader: NSObject, XMLParserDelegate {
    private let builder: SVGFileReader.ElementTreeBuilder
    private var failure: SVGFileError?
    /// The namespace each prefix is bound to where the parser is (innermost declaration last).
    private var prefixBindings: [String: [String]] = [:]
    private let reader: SVGFileReader

    init(limits: SVGFileReader.Limits = .init()) {
        reader = SVGFileReader(limits: limits)
        builder = SVGFileReader.ElementTreeBuilder(limits: limits)
    }

    /// The drawables of `data`, as the reader before issue 48 read them.
    static func drawables(data: Data) throws(SVGFileError) -> [SVGDrawable] {
        try LegacyXMLParserReader().read(data)
    }

    func read(_ data: Data) throws(SVGFileError) -> [SVGDrawable] {
        defer { builder.dismantle() }
        let bytes = try Self.parseableBytes(data)
        var budget: SVGFileError?
        bytes.withUnsafeBytes { raw in
            do throws(SVGFileError) { try SVGEntityBudget.check(raw.bindMemory(to: UInt8.self)) } catch { budget = error }
        }
        if let budget { throw budget }
        // Fed from a stream, in chunks: handed the whole document at once, libxml2's push parser
        // stops on a document over 10 MB at its lookahead limit, whatever its lines.
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
                               reason: "malformed XML (libxml2 error \(code))")
        }
        return try reader.walk(builder.finish())
    }

    /// The bytes libxml2 read: `data` itself for UTF-8 and the charsets libxml2 decodes (ASCII,
    /// Latin-1), the UTF-8 transcoding of a UTF-16 document, as ``SVGDeclaredEncoding`` checked them.
    static func parseableBytes(_ data: Data) throws(SVGFileError) -> Data {
        let head = [UInt8](data.prefix(SVGDeclaredEncoding.signatureLength))
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]), !head.starts(with: [0xFF, 0xFE, 0, 0]) {
            return try SVGDeclaredEncoding.utf8Transcoding(ofUTF16: data, bigEndian: head[0] == 0xFE)
        }
        let text = head.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        if let declared = try SVGDeclaredEncoding.declaredEncoding(text) {
            let name = declared.lowercased()
            if SVGDeclaredEncoding.latin1Names.contains(name) || SVGDeclaredEncoding.asciiNames.contains(name)
                || SVGDeclaredEncoding.utf8Names.contains(name) { return data }
        }
        // Everything else is refused or passed exactly as the new reader's check does.
        return Data(try SVGDeclaredEncoding.utf8Bytes(data))
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        guard failure == nil else { return }
        do throws(SVGFileError) {
            try builder.start(localName: elementName, namespaceURI: namespaceURI, qualifiedName: qName ?? elementName,
                              attributes: svgAttributes(attributes), line: parser.lineNumber)
        } catch {
            failure = error
            parser.abortParsing()
        }
    }

    func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
        prefixBindings[prefix, default: []].append(namespaceURI)
    }

    func parser(_ parser: XMLParser, didEndMappingPrefix prefix: String) {
        _ = prefixBindings[prefix]?.popLast()
    }

    private func svgAttributes(_ attributes: [String: String]) -> [String: String] {
        guard attributes.keys.contains(where: { $0.contains(":") }) else { return attributes }
        var result: [String: String] = [:]
        for (name, value) in attributes {
            guard let colon = name.firstIndex(of: ":") else {
                result[name] = value
                continue
            }
            let prefix = String(name[..<colon]), local = name[name.index(after: colon)...]
            if prefixBindings[prefix]?.last == SVGFileReader.xlinkNamespace { result["xlink:" + local] = value }
        }
        return result
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        builder.end()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        // libxml2 reports some errors (mismatched end tags) here and still lets parse() succeed.
        guard failure == nil else { return }
        failure = SVGFileError(line: parser.lineNumber, column: parser.columnNumber,
                               reason: "malformed XML (libxml2 error \((parseError as NSError).code))")
        parser.abortParsing()
    }
}

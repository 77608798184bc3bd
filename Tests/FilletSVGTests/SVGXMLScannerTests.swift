import Foundation
import Testing
import FilletGeometry
import FilletSupport
@testable import FilletSVG

/// The XML reader's own behaviour where the reader before it (`XMLParser`) trapped, and where a
/// rule is the reader's alone (the differential tests cover the rest).
@Suite struct SVGXMLScannerTests {
    static let namespace = "xmlns='http://www.w3.org/2000/svg'"
    static let square = "d='M0 0 H1 V1 Z'"

    /// XML 1.0 §3.3.3: a value of a declared type other than CDATA has its spaces trimmed and
    /// collapsed; a CDATA one keeps them (white space characters become spaces in both).
    @Test(arguments: [("ID #IMPLIED", "a b"), ("NMTOKENS #IMPLIED", "a b"), ("CDATA #IMPLIED", "  a   b "),
                      ("(a|b) #REQUIRED", "a b")])
    func declaredTokenTypesNormaliseSpaces(_ declaration: String, _ expected: String) throws {
        let text = "<!DOCTYPE svg [<!ATTLIST path id \(declaration)>]><svg \(Self.namespace)>"
            + "<path id='  a \t b ' \(Self.square)/></svg>"
        let found = try SVGFile.drawables(svgText: text)
        #expect(found.map(\.id) == [expected])
    }

    /// `XMLParser` trapped on these (a segmentation fault): they are XML, and read.
    @Test(arguments: ["<?pi?><svg {NS}><path {D}/></svg>", "<svg {NS}><path {D}/><?pi?></svg>",
                      "<!DOCTYPE svg [<!ELEMENT svg ANY><!ELEMENT g (path|g)*><!ELEMENT p (#PCDATA|b)*>]><svg {NS}><path {D}/></svg>",
                      "<!DOCTYPE svg [<!ELEMENT e ((a,b)|c+)?>]><svg {NS}><path {D}/></svg>"])
    func documentsTheFormerParserTrappedOnAreRead(_ template: String) throws {
        let text = template.replacingOccurrences(of: "{NS}", with: Self.namespace)
            .replacingOccurrences(of: "{D}", with: Self.square)
        #expect(try SVGFile.drawables(svgText: text).count == 1)
    }

    @Test(arguments: ["<!DOCTYPE svg [<!ELEMENT e (a|b,c)>]>", "<!DOCTYPE svg [<!ELEMENT e (#PCDATA|a)>]>",
                      "<!DOCTYPE svg [<!ATTLIST path id ID>]>", "<!DOCTYPE svg [<!ATTLIST path id WORD #IMPLIED>]>"])
    func malformedDeclarationsAreRefusedWithLineAndColumn(_ prolog: String) {
        let error = #expect(throws: SVGFileError.self) {
            _ = try SVGFile.drawables(svgText: prolog + "<svg \(Self.namespace)><path \(Self.square)/></svg>")
        }
        #expect(error?.line == 1 && error?.column != nil, "\(String(describing: error))")
        #expect(error?.reason.hasPrefix("malformed XML (") == true, "\(String(describing: error))")
    }

    /// XML 1.0 §3.3.3: an attribute no declaration names is read as CDATA, spaces kept, also on
    /// an element whose other attributes are declared (tokenised ones).
    @Test func undeclaredAttributesOfADeclaredElementKeepTheirSpaces() throws {
        let text = "<!DOCTYPE svg [<!ATTLIST path class NMTOKENS #IMPLIED>]><svg \(Self.namespace)>"
            + "<path id='  a   b ' class=' x  y ' \(Self.square)/></svg>"
        #expect(try SVGFile.drawables(svgText: text).map(\.id) == ["  a   b "])
    }

    /// XML 1.0 §2.11 then §3.3.3: in a value, CR LF is one line end and a lone CR is one, each
    /// read as a space (LF CR is two). Written as bytes, not references.
    @Test(arguments: [("e\r\nf", "e f"), ("g\n\rh", "g  h"), ("i\rj", "i j"), ("k\r\n\r\nl", "k  l"), ("\r\nm\r", " m ")])
    func lineEndsInValuesReadAsOneSpaceEach(_ written: String, _ expected: String) throws {
        let text = "<svg \(Self.namespace)><path id='\(written)' \(Self.square)/></svg>"
        #expect(try SVGFile.drawables(svgText: text).map(\.id) == [expected])
    }

    /// Namespace names at the edges of RFC 3986's grammar are valid references (libxml2's
    /// `xmlParseURI` takes them): a scheme and an empty path, a lone `/`, a scheme and `/`, an
    /// empty authority, a lone query or fragment. Whether each has a scheme, and that a
    /// document declaring it under a prefix is read.
    @Test(arguments: [("e:", true), ("/", false), ("g:/", true), ("//", false), ("?", false), ("#", false), ("", false)])
    func namespaceNamesAtTheGrammarsEdgesAreRead(_ uri: String, _ hasScheme: Bool) throws {
        #expect(SVGXMLScanner.uriReferenceHasScheme(uri) == hasScheme)
        guard !uri.isEmpty else { return }  // a prefix may not be bound to the empty name
        let text = "<svg \(Self.namespace) xmlns:e='\(uri)'><path \(Self.square)/></svg>"
        #expect(try SVGFile.drawables(svgText: text).count == 1)
    }

    /// An attribute default applies where the attribute is not given; the first declaration wins.
    @Test func attributeDefaultsApplyWhereNotGiven() throws {
        let text = "<!DOCTYPE svg [<!ATTLIST path id CDATA 'first' d CDATA 'M0 0 H2 V2 Z'><!ATTLIST path id CDATA 'second'>]>"
            + "<svg \(Self.namespace)><path/><path id='own'/></svg>"
        let found = try SVGFile.drawables(svgText: text)
        #expect(found.map(\.id) == ["first", "own"])
        #expect(found.allSatisfy { $0.path.elements.count == 4 })
    }

    /// Elements an entity writes are read in its place, at the line of the reference.
    @Test func entityMarkupIsReadAtTheLineOfItsReference() throws {
        let text = "<!DOCTYPE svg [<!ENTITY p \"<path id='p' \(Self.square)/>\"><!ENTITY two '&p;&p;'>]>\n"
            + "<svg \(Self.namespace)>\n\n&p;\n&two;</svg>"
        let found = try SVGFile.drawables(svgText: text)
        #expect(found.map(\.line) == [4, 5, 5])
    }

    /// Ten levels of ten references to an empty entity expand to no bytes (the byte budget
    /// passes them) but to 10¹⁰ references: refused as libxml2 refused them, at once.
    @Test func denseReferencesToEmptyEntitiesAreRefused() {
        var subset = "<!ENTITY a0 ''>"
        for level in 1...10 { subset += "<!ENTITY a\(level) '" + String(repeating: "&a\(level - 1);", count: 10) + "'>" }
        let text = "<!DOCTYPE svg [\(subset)]><svg \(Self.namespace)><path id='&a10;' \(Self.square)/>&a10;</svg>"
        let error = #expect(throws: SVGFileError.self) { _ = try SVGFile.drawables(svgText: text) }
        #expect(error?.reason.contains("excessive entity expansion") == true, "\(String(describing: error))")
    }

    /// The file's bytes as the reader sees them: a Latin-1 document transcoded, after a
    /// byte-order mark too.
    @Test(arguments: [[], [0xEF, 0xBB, 0xBF]] as [[UInt8]])
    func latin1DocumentsAreTranscoded(_ mark: [UInt8]) throws {
        let head = Array("<?xml version='1.0' encoding='ISO-8859-1'?><svg \(Self.namespace)><path id='".utf8)
        let tail = Array("' \(Self.square)/></svg>".utf8)
        let found = try SVGFile.drawables(data: Data(mark + head + [0xE9] + tail))
        #expect(found.map(\.id) == ["\u{E9}"])
    }

    /// A malformed document's error stands at the offending character: its line one more than
    /// the line feeds before it, its column (from 1, in bytes) one more than the bytes since the
    /// last of them — on the first line too, where none has been counted.
    @Test(arguments: ["<svg {NS}><path {D}/>ab\u{1}</svg>", "<svg {NS}>\n  <g>\r\n  <path {D}/>\u{1}</g></svg>",
                      "<svg {NS}>\n\n<!-- x \u{1} --></svg>"])
    func errorsAreReportedAtTheOffendingCharacter(_ template: String) {
        let text = template.replacingOccurrences(of: "{NS}", with: Self.namespace)
            .replacingOccurrences(of: "{D}", with: Self.square)
        let bytes = Array(text.utf8)
        let offset = bytes.firstIndex(of: 1)!
        let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let error = #expect(throws: SVGFileError.self) { _ = try SVGFile.drawables(svgText: text) }
        #expect(error?.line == bytes[..<offset].filter { $0 == 0x0A }.count + 1, "\(String(describing: error))")
        #expect(error?.column == offset - lineStart + 1, "\(String(describing: error))")
    }

    /// A document that ends inside a multi-byte character is not UTF-8 (XML 1.0 §4.3.3).
    @Test(arguments: [[0xC3], [0xE2, 0x82], [0xF0, 0x9D, 0x84]] as [[UInt8]])
    func aCharacterCutByTheEndIsNotUTF8(_ cut: [UInt8]) {
        let text = Array("<svg \(Self.namespace)><!-- ".utf8) + cut
        let error = #expect(throws: SVGFileError.self) { _ = try SVGFile.drawables(data: Data(text)) }
        #expect(error?.reason.contains("not UTF-8") == true, "\(String(describing: error))")
    }

    /// Namespaces §4: an attribute's local part is an NCName, so `p:1` (a Name) is no QName.
    @Test func anAttributeWhoseLocalPartStartsWithADigitIsRefused() {
        let text = "<svg \(Self.namespace) xmlns:p='urn:x' p:1='1'><path \(Self.square)/></svg>"
        let error = #expect(throws: SVGFileError.self) { _ = try SVGFile.drawables(svgText: text) }
        #expect(error?.reason.contains("is not a qualified name") == true, "\(String(describing: error))")
    }

    /// RFC 3986 at the end of a name: a percent escape cut after one digit is invalid; an
    /// authority, or a relative path of characters that could all begin a scheme, may run to the end.
    @Test func uriReferencesEndingMidGrammarAreJudged() {
        #expect(SVGXMLScanner.uriReferenceHasScheme("urn:x%4") == nil)
        #expect(SVGXMLScanner.uriReferenceHasScheme("urn:x%") == nil)
        #expect(SVGXMLScanner.uriReferenceHasScheme("h://a") == true)
        #expect(SVGXMLScanner.uriReferenceHasScheme("i2") == false)
        #expect(SVGXMLScanner.uriReferenceHasScheme("a+b.c-d") == false)
    }

    /// libxml2's density check at its edge: references ten wide over four levels set off
    /// n = 11111 references, refused where 3·n ≥ 10 × the bytes read up to the reference's `;`
    /// (3333) and read one byte later.
    @Test func entityDensityIsRefusedExactlyAtItsLimit() throws {
        var subset = "<!ENTITY a \"x\">", count = 1
        for (previous, name) in [("a", "b"), ("b", "c"), ("c", "d"), ("d", "e")] {
            subset += "<!ENTITY \(name) \"" + String(repeating: "x", count: Swift.max(0, 3 * count / 10 - 2))
                + String(repeating: "&\(previous);", count: 10) + "\">"
            count = 1 + 10 * count
        }
        #expect(count == 11111)
        let head = "<!DOCTYPE svg [\(subset)]><svg \(Self.namespace)><!--"
        func document(endingAt end: Int) -> String {
            head + String(repeating: "x", count: end - head.utf8.count - 6) + "-->&e;</svg>"
        }
        let error = #expect(throws: SVGFileError.self) { _ = try SVGFile.drawables(svgText: document(endingAt: 3333)) }
        #expect(error?.reason.contains("excessive entity expansion") == true, "\(String(describing: error))")
        #expect(try SVGFile.drawables(svgText: document(endingAt: 3334)).isEmpty)
    }

    /// The two 64-bit sets `name()` reads ASCII bytes from say what the scalar tests say.
    @Test func asciiNameBytesAreJudgedAsTheScalarTestsJudgeThem() {
        for byte in UInt8(0)..<0x80 {
            #expect(SVGXMLScanner.isASCIIName(byte, start: true) == SVGXMLScanner.isNameStart(UInt32(byte)), "\(byte)")
            #expect(SVGXMLScanner.isASCIIName(byte, start: false) == SVGXMLScanner.isNameCharacter(UInt32(byte)), "\(byte)")
        }
    }

    /// The eight-byte test of plain value bytes agrees with the byte-by-byte one, on words whose
    /// bytes are drawn mostly from either side of each boundary (a control byte, a space, `&`,
    /// `<`, both quotes, DEL, the first non-ASCII byte).
    @Test(arguments: [UInt8(ascii: "\""), UInt8(ascii: "'")])
    func wordsOfPlainValueBytesAreFoundExactly(_ quote: UInt8) {
        func isPlain(_ byte: UInt8) -> Bool {
            byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != quote
        }
        let edges: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x25, 0x26, 0x27, 0x28, 0x3B, 0x3C, 0x3D, 0x61, 0x7F, 0x80, 0xC3, 0xFF]
        var random = SplitMix64(seed: 48)
        var plainWords = 0
        for _ in 0..<200_000 {
            var bytes = [UInt8](repeating: 0, count: 8)
            let plainOnly = Bool.random(using: &random)
            for index in 0..<8 {
                repeat {
                    bytes[index] = Int.random(in: 0..<4, using: &random) == 0
                        ? UInt8.random(in: 0...255, using: &random) : edges.randomElement(using: &random)!
                } while plainOnly && !isPlain(bytes[index]) && Int.random(in: 0..<8, using: &random) != 0
            }
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            let expected = bytes.allSatisfy(isPlain)
            if expected { plainWords += 1 }
            #expect(SVGXMLScanner.allPlain(word, quote: quote) == expected, "\(bytes)")
        }
        #expect(plainWords > 1_000)
    }

    /// A prefix written `K` and one written with the Kelvin sign U+212A are one prefix (equal as
    /// strings), whichever the binding and the element use, whether the bindings in scope are
    /// scanned or indexed (past ``SVGNamespaceScope/scannedBindings``): the prefix with `K` is
    /// not compared byte for byte.
    @Test(arguments: [("K", "\u{212A}"), ("\u{212A}", "K")], [0, 20])
    func theKelvinSignAndKAreOnePrefix(_ spellings: (bound: String, used: String), otherBindings: Int) throws {
        let others = (0..<otherBindings).map { " xmlns:p\($0)='urn:p\($0)'" }.joined()
        let text = "<svg \(Self.namespace)\(others) xmlns:\(spellings.bound)='http://www.w3.org/2000/svg'>"
            + "<\(spellings.used):path id='k' \(Self.square)/></svg>"
        #expect(try SVGFile.drawables(svgText: text).map(\.id) == ["k"])
    }

    /// The ASCII shortcut of the name reader agrees with XML 1.0's `NameStartChar` and
    /// `NameChar` on every ASCII byte.
    @Test(arguments: [true, false])
    func asciiNameBytesAreTheNameCharactersOfXML(start: Bool) {
        for byte in UInt8(0)..<0x80 {
            let expected = start ? SVGXMLScanner.isNameStart(UInt32(byte)) : SVGXMLScanner.isNameCharacter(UInt32(byte))
            #expect(SVGXMLScanner.isASCIIName(byte, start: start) == expected, "byte 0x\(String(byte, radix: 16))")
        }
    }
}

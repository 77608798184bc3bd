import Foundation
import Testing
import FilletSVG

/// Documents are read only in the encodings SVG is written in; the others are refused with one
/// line before libxml2 sees them (`encoding="EBCDIC-US"` over ASCII bytes, and UTF-16 with an
/// unpaired surrogate, crashed Foundation's parser with a segmentation fault).
@Suite struct SVGDeclaredEncodingTests {
    static func document(declaring encoding: String?) -> String {
        let declaration = encoding.map { "<?xml version=\"1.0\" encoding=\"\($0)\"?>" } ?? ""
        return declaration + "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"10\" height=\"5\"/></svg>"
    }

    @Test(arguments: [nil, "UTF-8", "utf8", "US-ASCII", "ISO-8859-1", "iso-8859-15", "latin1", "windows-1252",
                      "Shift_JIS", "EUC-JP", "GB18030", "Big5", "KOI8-R"])
    func utf8DocumentsDeclaringAnAsciiCompatibleEncodingAreRead(encoding: String?) throws {
        let drawables = try SVGFile.drawables(data: Data(Self.document(declaring: encoding).utf8))
        #expect(drawables.count == 1)
        // With a byte-order mark too.
        let bom = Data([0xEF, 0xBB, 0xBF])
        let marked = try SVGFile.drawables(data: bom + Data(Self.document(declaring: encoding).utf8))
        #expect(marked.count == 1)
    }

    @Test(arguments: ["EBCDIC-US", "EBCDIC", "IBM037", "UTF-32", "UCS-4", "UTF-16", "UTF-7", "x-unknown", ""])
    func otherDeclaredEncodingsAreRefusedWithOneLine(encoding: String) {
        do {
            _ = try SVGFile.drawables(data: Data(Self.document(declaring: encoding).utf8))
            Issue.record("\(encoding) was read")
        } catch {
            #expect(error.description.contains("unsupported encoding"), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func utf16WithAByteOrderMarkIsReadAndOtherEncodingsByTheirFirstBytesAreRefused() throws {
        for encoding in [nil, "UTF-16"] as [String?] {
            for data in [Self.document(declaring: encoding).data(using: .utf16LittleEndian)!,
                         Self.document(declaring: encoding).data(using: .utf16BigEndian)!] {
                let marked = (data.first == 0x3C ? Data([0xFF, 0xFE]) : Data([0xFE, 0xFF])) + data
                #expect(try SVGFile.drawables(data: marked).count == 1)
            }
        }
        // A UTF-16 document declaring an encoding it is not in.
        let lying = Data([0xFF, 0xFE]) + Self.document(declaring: "EBCDIC-US").data(using: .utf16LittleEndian)!
        #expect(throws: SVGFileError.self) { try SVGFile.drawables(data: lying) }
        // EBCDIC bytes ("<?xm" is 4C 6F A7 94), UTF-32 with and without a byte-order mark.
        let firstBytes: [[UInt8]] = [[0x4C, 0x6F, 0xA7, 0x94], [0x00, 0x00, 0xFE, 0xFF], [0xFF, 0xFE, 0x00, 0x00],
                                     [0x3C, 0x00, 0x00, 0x00], [0x00, 0x00, 0x00, 0x3C]]
        for bytes in firstBytes {
            let document = Data(bytes + Array(repeating: 0x20, count: 40))
            #expect(throws: SVGFileError.self) { try SVGFile.drawables(data: document) }
        }
    }

    /// UTF-16 reaches libxml2 as UTF-8: invalid UTF-16 is refused, and a document whose text
    /// spans several lines keeps its line numbers in errors.
    @Test func invalidUTF16IsRefusedAndValidUTF16KeepsItsLineNumbers() throws {
        let text = "<?xml version=\"1.0\"\n encoding=\"UTF-16\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\">\n"
            + "<path d=\"M0 0 L\"/></svg>"
        var units = Array(text.utf16)
        let valid = Data([0xFF, 0xFE]) + Data(units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        do {
            _ = try SVGFile.drawables(data: valid)
            Issue.record("bad path data was read")
        } catch {
            #expect(error.line == 4, "\(error)")
        }
        units.insert(0xD800, at: 10)  // an unpaired high surrogate
        for bigEndian in [false, true] {
            let bytes = units.flatMap { unit in
                bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            let invalid = Data(bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + Data(bytes)
            #expect(throws: SVGFileError.self) { try SVGFile.drawables(data: invalid) }
        }
        #expect(throws: SVGFileError.self) { try SVGFile.drawables(data: Data([0xFF, 0xFE, 0x3C])) }
    }

    /// The declaration is read to its end however long: white space cannot push the encoding out
    /// of sight; a declaration without its `?>` is refused.
    @Test func aLongDeclarationCannotHideItsEncoding() {
        let padding = String(repeating: " ", count: 5_000)
        for document in ["<?xml version=\"1.0\"\(padding)encoding=\"EBCDIC-US\"?><svg/>",
                         "<?xml version=\"1.0\" encoding=\"UTF-8\"\(padding)<svg/>"] {
            #expect(throws: SVGFileError.self) { try SVGFile.drawables(data: Data(document.utf8)) }
        }
        let long = "<?xml version=\"1.0\"\(padding)encoding=\"UTF-8\"?>" + Self.document(declaring: nil)
        #expect((try? SVGFile.drawables(data: Data(long.utf8)))?.count == 1)
    }

    /// Charsets libxml2 decodes through iconv crashed it on an invalid byte (a stray 0x81 under
    /// Shift_JIS or windows-1252): their documents are read only when all ASCII; ISO-8859-1,
    /// which libxml2 decodes itself and where every byte is a character, is read whatever the bytes.
    @Test(arguments: ["Shift_JIS", "windows-1252", "EUC-JP", "KOI8-R", "iso-8859-5"])
    func nonAsciiBytesUnderABorrowedDecoderAreRefused(encoding: String) throws {
        var bytes = Array(Self.document(declaring: encoding).utf8)
        #expect(try SVGFile.drawables(data: Data(bytes)).count == 1)
        bytes.insert(0x81, at: bytes.count - 10)
        do {
            _ = try SVGFile.drawables(data: Data(bytes))
            Issue.record("a non-ASCII \(encoding) document was read")
        } catch {
            #expect(error.description.contains("non-ASCII"), "\(error)")
        }
        let prolog = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><svg xmlns=\"http://www.w3.org/2000/svg\">"
        let latin = Array((prolog + "<title>caf").utf8)
            + [0xE9] + Array("</title><rect width=\"10\" height=\"5\"/></svg>".utf8)  // "café" in Latin-1
        #expect(try SVGFile.drawables(data: Data(latin)).count == 1)
    }
}

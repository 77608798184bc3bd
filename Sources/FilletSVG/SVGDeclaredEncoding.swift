import Foundation
import FilletSupport

/// The encoding an SVG document announces, read before its XML, and its bytes as UTF-8.
///
/// The XML reader (`SVGXMLScanner`) reads UTF-8. Accepted, as the libxml2-based reader before it
/// accepted them:
/// - UTF-8 (with or without its byte-order mark) declared as UTF-8, or not at all: read as it
///   is (invalid UTF-8 is the reader's one-line error);
/// - ISO-8859-1 (Latin-1) as declared: transcoded to UTF-8; US-ASCII as declared: read when every
///   byte is ASCII;
/// - a document in another ASCII-compatible charset (other ISO-8859-*, Windows-125*, Shift_JIS,
///   EUC-*, GB*, Big5, KOI8-*) only when every byte is ASCII, which reads the same in all of
///   them; with other bytes it is refused (convert it to UTF-8);
/// - UTF-16 with a byte-order mark, declared as UTF-16 or not at all: validated and transcoded
///   to UTF-8, its declaration blanked (line breaks kept, so line numbers hold).
///
/// Anything else — EBCDIC, UTF-32, UCS-4, UTF-7, an unknown name, invalid UTF-16 — is refused
/// with one ``SVGFileError``. Line feeds keep their place in every transcoding, so lines hold.
enum SVGDeclaredEncoding {
    /// Declared names of UTF-8 (lowercased, exact).
    static let utf8Names: Set<String> = ["utf-8", "utf8"]
    /// Declared names of ASCII (lowercased, exact): a byte past 0x7F is an error.
    static let asciiNames: Set<String> = ["us-ascii", "ascii", "iso-646-us"]
    /// Declared names of ISO-8859-1 (lowercased, exact): every byte is its own code point.
    static let latin1Names: Set<String> = ["iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "l1"]
    /// Other ASCII-compatible charsets, read only when the document is all ASCII (lowercased, exact).
    static let asciiCompatibleNames: Set<String> = [
        "shift_jis", "sjis", "euc-jp", "euc-kr", "gb2312", "gbk", "gb18030", "big5", "koi8-r", "koi8-u",
    ]
    /// Name prefixes of the 8-bit families, read only when the document is all ASCII.
    static let asciiCompatiblePrefixes = ["iso-8859-", "iso8859-", "latin", "windows-125", "cp125"]
    /// Names a UTF-16 document (byte-order mark) may declare.
    static let utf16Names: Set<String> = ["utf-16", "utf-16le", "utf-16be"]
    /// How many first bytes decide the encoding family.
    static let signatureLength = 4

    /// The document as UTF-8: `data` itself for UTF-8 and ASCII, the UTF-8 transcoding of a
    /// Latin-1 or UTF-16 document (``utf8Transcoding(_:)``).
    static func utf8Bytes(_ data: Data) throws(SVGFileError) -> [UInt8] {
        let result: Result<[UInt8], SVGFileError> = data.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            do throws(SVGFileError) {
                return .success(try utf8Transcoding(bytes) ?? Array(bytes))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The UTF-8 transcoding of a Latin-1 or UTF-16 document; `nil` for a document read as its
    /// bytes are (UTF-8, ASCII). Throws when the document's first bytes, its declared encoding or
    /// its bytes are outside the set above.
    static func utf8Transcoding(_ bytes: UnsafeBufferPointer<UInt8>) throws(SVGFileError) -> [UInt8]? {
        let head = bytes.prefix(signatureLength)
        // First: UTF-32's little-endian mark begins with UTF-16's.
        for (pattern, name) in autodetectedUnsupported where head.starts(with: pattern) {
            throw unsupported(name)
        }
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) {
            return [UInt8](try utf8Transcoding(ofUTF16: Data(bytes), bigEndian: bytes[0] == 0xFE))
        }
        let text = head.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: bytes[3...]) : bytes
        guard let declared = try declaredEncoding(text) else { return nil }
        let name = declared.lowercased()
        if utf8Names.contains(name) { return nil }
        // After a UTF-8 byte-order mark the declared charset still decodes what follows.
        if latin1Names.contains(name) { return latin1ToUTF8(text) }
        guard asciiNames.contains(name) || asciiCompatibleNames.contains(name)
                || asciiCompatiblePrefixes.contains(where: name.hasPrefix) else {
            throw unsupported(OneLine.quoted(declared))
        }
        guard !text.contains(where: { $0 >= 0x80 }) else {
            throw SVGFileError(reason: "the document declares \(OneLine.quoted(declared)) and holds "
                                   + "non-ASCII bytes: convert it to UTF-8 "
                                   + "(read: UTF-8, ISO-8859-1, UTF-16, or ASCII in another charset)")
        }
        return nil
    }

    /// Latin-1 bytes as UTF-8: each byte past 0x7F is the code point of its value.
    static func latin1ToUTF8(_ data: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.count + data.count / 8)
        for byte in data {
            if byte < 0x80 {
                bytes.append(byte)
            } else {
                bytes.append(0xC0 | byte >> 6)
                bytes.append(0x80 | byte & 0x3F)
            }
        }
        return bytes
    }

    /// A UTF-16 document (after its byte-order mark) as UTF-8, its declaration (which may name
    /// only UTF-16) replaced by spaces and its line breaks.
    static func utf8Transcoding(ofUTF16 data: Data, bigEndian: Bool) throws(SVGFileError) -> Data {
        guard data.count % 2 == 0 else { throw SVGFileError(reason: "not valid UTF-16: an odd number of bytes") }
        var units: [UInt16] = []
        units.reserveCapacity(data.count / 2 - 1)
        data.withUnsafeBytes { raw in
            for offset in stride(from: 2, to: raw.count, by: 2) {
                let first = UInt16(raw[offset]), second = UInt16(raw[offset + 1])
                units.append(bigEndian ? first << 8 | second : second << 8 | first)
            }
        }
        var scalars = String.UnicodeScalarView()
        var decoder = UTF16()
        var iterator = units.makeIterator()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break decoding
            case .error:
                throw SVGFileError(reason: "not valid UTF-16: an unpaired surrogate near character \(scalars.count)")
            }
        }
        var text = String(scalars)
        if let declared = try declaredEncoding(text.utf8) {
            guard utf16Names.contains(declared.lowercased()) else { throw unsupported(OneLine.quoted(declared)) }
        }
        if text.hasPrefix("<?xml"), let end = text.range(of: "?>") {
            let blank = text[..<end.upperBound].map { $0.isNewline ? $0 : " " }
            text.replaceSubrange(..<end.upperBound, with: String(blank))
        }
        return Data(text.utf8)
    }

    /// First-byte patterns of encodings XML 1.0 detects from the first bytes (appendix F), not read.
    static let autodetectedUnsupported: [([UInt8], String)] = [
        ([0x00, 0x00, 0xFE, 0xFF], "UTF-32 (byte-order mark)"), ([0xFF, 0xFE, 0x00, 0x00], "UTF-32 (byte-order mark)"),
        ([0x00, 0x00, 0x00, 0x3C], "UTF-32"), ([0x3C, 0x00, 0x00, 0x00], "UTF-32"),
        ([0x00, 0x3C, 0x00, 0x3F], "UTF-16 without a byte-order mark"),
        ([0x3C, 0x00, 0x3F, 0x00], "UTF-16 without a byte-order mark"),
        ([0x00, 0x00, 0x3C, 0x00], "UCS-4 (2143 order)"), ([0x00, 0x3C, 0x00, 0x00], "UCS-4 (3412 order)"),
        ([0x4C, 0x6F, 0xA7, 0x94], "EBCDIC"),
    ]

    /// The `encoding` pseudo-attribute of an XML declaration at the start of `bytes`, if any.
    /// The declaration is read to its `?>` however far that is (XML allows any white space in
    /// it: a window would let a long one hide its encoding).
    /// - Throws: for a declaration without its `?>`.
    static func declaredEncoding<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(SVGFileError) -> String? {
        guard bytes.starts(with: "<?xml".utf8) else { return nil }
        var declaration: [UInt8] = []
        var ended = false
        for byte in bytes {
            if byte == UInt8(ascii: ">"), declaration.last == UInt8(ascii: "?") {
                declaration.removeLast()
                ended = true
                break
            }
            declaration.append(byte)
        }
        guard ended else { throw SVGFileError(line: 1, reason: "the XML declaration has no end ('?>')") }
        let end = declaration.count
        guard let key = firstIndex(of: Array("encoding".utf8), in: declaration) else { return nil }
        var index = key + 8
        func skipSpaces() { while index < end, [0x20, 0x09, 0x0A, 0x0D].contains(declaration[index]) { index += 1 } }
        skipSpaces()
        guard index < end, declaration[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        skipSpaces()
        guard index < end, declaration[index] == UInt8(ascii: "\"") || declaration[index] == UInt8(ascii: "'") else {
            return nil
        }
        let quote = declaration[index]
        let valueStart = index + 1
        guard let valueEnd = declaration[valueStart...].firstIndex(of: quote) else { return nil }
        return String(decoding: declaration[valueStart..<valueEnd], as: UTF8.self)
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    private static func unsupported(_ name: String) -> SVGFileError {
        SVGFileError(line: 1, reason: "unsupported encoding \(name) "
                         + "(SVG is read as UTF-8, UTF-16 with a byte-order mark, or an ASCII-compatible charset)")
    }
}

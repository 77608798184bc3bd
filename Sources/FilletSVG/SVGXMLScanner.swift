import FilletSupport
import Foundation

/// The XML reader behind ``SVGFile``: one pass over a document's UTF-8 bytes that checks it is
/// well-formed XML 1.0 with namespaces and hands its elements to an ``SVGFileReader/ElementTreeBuilder``.
///
/// It reads the XML that SVG files use, as libxml2 (through Foundation's `XMLParser`, the
/// reader before it) read it, and refuses what libxml2 refused:
/// - the prolog: a byte-order mark, the XML declaration (`version` 1.0, `encoding`,
///   `standalone`), comments, processing instructions, and one document type declaration whose
///   internal subset may declare elements, attribute lists (defaults apply, types other than
///   `CDATA` normalise white space), internal general entities and notations; an external DTD
///   is named, never loaded;
/// - elements and attributes with both quote styles, white space normalised in values
///   (XML 1.0 §3.3.3), character references, the five predefined entities and the internal
///   entities, expanded in attribute values and, as markup, in content (their elements get the
///   line of the reference);
/// - namespaces (Namespaces in XML 1.0): prefixes resolved, undeclared ones refused, an
///   attribute given twice under two prefixes of one namespace refused;
/// - characters XML allows, as valid UTF-8; comments without `--`; no `]]>` in text;
/// - libxml2's limits without its `XML_PARSE_HUGE` option: names of at most 50 000 bytes;
///   attribute values, comments, CDATA sections and processing instructions of at most 10⁷
///   bytes. Text is not limited, nor the nesting of elements (libxml2's push parser, which
///   `XMLParser` drove, had no depth limit; the tree is built and walked without recursion).
///
/// Each error is one ``SVGFileError`` with the line (from 1, counted in line feeds as libxml2
/// does) and the column (in bytes, from 1) where reading stopped, and the reason:
/// `malformed XML (…)`. Entity budgets and external entities are ``SVGEntityBudget``'s, checked
/// before this pass. The line of an element is where its start tag's `>` stands.
///
/// Documents on which `XMLParser` itself trapped (a processing instruction without data, an
/// element declaration, an attribute declaration without a default or of a type other than
/// `CDATA`) are read as XML 1.0 says.
///
/// - Complexity: O(bytes) plus the entity expansions ``SVGEntityBudget`` allows; no recursion on
///   the element nesting (an explicit stack), recursion only per level of entity nesting (at
///   most 40).
struct SVGXMLScanner {
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"
    /// libxml2's `XML_MAX_NAME_LENGTH`.
    static let maximumNameLength = 50_000
    /// libxml2's `XML_MAX_TEXT_LENGTH`: the longest attribute value, comment, CDATA section or
    /// processing instruction.
    static let maximumTextLength = 10_000_000
    /// How deep entities may refer to one another in content (libxml2 refuses past 40 as a loop).
    static let maximumEntityDepth = 40
    /// The most applying the DTD's attribute defaults may cost a document: each default a start
    /// tag visits counts ``defaultedAttributeOverhead``, and its name's and value's UTF-8 bytes
    /// when the tag does not give the attribute itself (the default is added). Defaults amplify as
    /// entities do (10 000 declared for `g` and 20 000 empty `<g/>` tags, a 240 KB file, are
    /// 2·10⁸ attributes), so they get a budget of the entity expansion's size.
    static let maximumDefaultedBytes = SVGEntityBudget.maximumExpansion
    /// What one visited attribute default counts whether or not it is added.
    static let defaultedAttributeOverhead = 16

    /// The bytes being read: the document's, or an entity's replacement text being expanded.
    var bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// While an entity's text is read: the line and column of the reference in the document.
    var entityLocation: (line: Int, column: Int)?
    var entityDepth = 0

    /// Line bookkeeping over the document's bytes: the line of `countedTo` and where it starts.
    private var countedTo = 0
    private var countedLine = 1
    private var countedLineStart = 0

    let builder: SVGFileReader.ElementTreeBuilder
    var declarations = SVGXMLDeclarations()
    /// The qualified names of the open elements (ranges of the text they were read from: the
    /// document's, or the entity text that opens and closes them), innermost last.
    var openNames: [Range<Int>] = []
    /// The attributes of the start tag being read (kept between tags for its storage).
    var tagAttributes: [TagAttribute] = []
    /// The values of the start tag being read that were built (``TagAttribute/valueIndex``).
    var tagValues: [String] = []
    /// The names of the attribute defaults the DTD added to the start tag being read
    /// (``TagAttribute/declaredIndex``).
    var tagDeclaredNames: [String] = []
    /// The prefixed attributes of the start tag being read, by index, with their namespace: the
    /// duplicate check's list (kept between tags for its storage).
    var namespacedAttributes: [(index: Int, uri: String)] = []
    /// What the attribute defaults visited so far count against ``maximumDefaultedBytes``.
    var defaultedBytes = 0
    /// The namespace bindings in scope.
    var namespaces = SVGNamespaceScope()

    init(_ bytes: UnsafeBufferPointer<UInt8>, builder: SVGFileReader.ElementTreeBuilder) {
        self.bytes = bytes
        self.builder = builder
    }

    /// Reads a whole document into `builder`.
    /// - Throws: ``SVGFileError`` for a document that is not well-formed, or what the builder refuses.
    mutating func readDocument() throws(SVGFileError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        if hasPrefix("<?xml"), position + 5 < bytes.count, Self.isSpace(bytes[position + 5]) {
            try xmlDeclaration()
        }
        var sawDocumentType = false
        // The prolog: white space, comments, processing instructions, one DOCTYPE.
        while true {
            skipSpaces()
            guard position < bytes.count else { throw error("the document is empty or has no root element") }
            guard bytes[position] == UInt8(ascii: "<") else { throw error("text before the root element") }
            if hasPrefix("<!--") {
                try comment()
            } else if hasPrefix("<?") {
                try processingInstruction()
            } else if hasPrefix("<!DOCTYPE") {
                guard !sawDocumentType else { throw error("a second document type declaration") }
                sawDocumentType = true
                try documentType()
            } else {
                break
            }
        }
        try startTag()
        if !openNames.isEmpty { try content() }
        // After the root: white space, comments and processing instructions only.
        while true {
            skipSpaces()
            guard position < bytes.count else { return }
            if hasPrefix("<!--") {
                try comment()
            } else if hasPrefix("<?") {
                try processingInstruction()
            } else {
                throw error("content after the root element")
            }
        }
    }

    // MARK: Positions and errors

    /// The line and column (from 1) of `offset` in the document's bytes.
    mutating func location(of offset: Int) -> (line: Int, column: Int) {
        if let entityLocation { return entityLocation }
        if offset < countedTo {
            countedTo = 0
            countedLine = 1
            countedLineStart = 0
        }
        let end = Swift.min(offset, bytes.count)
        // From line feed to line feed (`memchr`), not byte by byte: lines hold tens of bytes.
        if let base = bytes.baseAddress {
            var index = countedTo
            while index < end, let found = memchr(base + index, 0x0A, end - index) {
                index = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                countedLine += 1
                countedLineStart = index
            }
        }
        countedTo = end
        return (countedLine, offset - countedLineStart + 1)
    }

    /// The error `malformed XML (reason)` where reading stands.
    mutating func error(_ reason: String) -> SVGFileError {
        let (line, column) = location(of: position)
        return SVGFileError(line: line, column: column, reason: "malformed XML (\(reason))")
    }

    // MARK: Bytes

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    @inline(__always)
    func hasPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let start = prefix.utf8Start
        for offset in 0..<count where bytes[position + offset] != start[offset] { return false }
        return true
    }

    /// Skips white space; whether there was any.
    @discardableResult @inline(__always)
    mutating func skipSpaces() -> Bool {
        let start = position
        var index = position
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        position = index
        return index > start
    }

    mutating func expect(_ literal: StaticString, _ reason: @autoclosure () -> String) throws(SVGFileError) {
        guard hasPrefix(literal) else { throw error(reason()) }
        position += literal.utf8CodeUnitCount
    }

    mutating func requireSpaces(_ reason: @autoclosure () -> String) throws(SVGFileError) {
        guard skipSpaces() else { throw error(reason()) }
    }

    /// The character at `position` (validated UTF-8) and its length in bytes; `nil` at the end.
    /// - Throws: for bytes that are not UTF-8, or a character XML does not allow (XML 1.0 §2.2).
    mutating func character() throws(SVGFileError) -> (scalar: UInt32, length: Int)? {
        guard position < bytes.count else { return nil }
        let first = bytes[position]
        if first < 0x80 {
            guard first >= 0x20 || first == 0x09 || first == 0x0A || first == 0x0D else {
                throw error("a character not allowed in XML")
            }
            return (UInt32(first), 1)
        }
        let length: Int, minimum: UInt32
        var scalar: UInt32
        switch first {
        case 0xC2...0xDF: (length, scalar, minimum) = (2, UInt32(first & 0x1F), 0x80)
        case 0xE0...0xEF: (length, scalar, minimum) = (3, UInt32(first & 0x0F), 0x800)
        case 0xF0...0xF4: (length, scalar, minimum) = (4, UInt32(first & 0x07), 0x10000)
        default: throw error("bytes that are not UTF-8")
        }
        guard position + length <= bytes.count else { throw error("bytes that are not UTF-8") }
        for offset in 1..<length {
            let byte = bytes[position + offset]
            guard byte & 0xC0 == 0x80 else { throw error("bytes that are not UTF-8") }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
            throw error("bytes that are not UTF-8")
        }
        guard Self.isCharacter(scalar) else { throw error("a character not allowed in XML") }
        return (scalar, length)
    }

    /// XML 1.0 §2.2 `Char`.
    static func isCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// XML 1.0 (fifth edition) §2.3 `NameStartChar`.
    static func isNameStart(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x3A: return true
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F,
             0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF: return true
        default: return false
        }
    }

    /// XML 1.0 (fifth edition) §2.3 `NameChar`.
    static func isNameCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
        default: return isNameStart(scalar)
        }
    }

    /// ``isNameStart(_:)`` (with `start`) or ``isNameCharacter(_:)`` of an ASCII byte: letters,
    /// `_` and `:` start a name; `-`, `.` and `0`–`9` continue one too. Letters first, the
    /// common case: setting bit 0x20 maps exactly `A`–`Z` onto `a`–`z`, and no other byte into them.
    @inline(__always)
    static func isASCIIName(_ byte: UInt8, start: Bool) -> Bool {
        if (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") { return true }
        // From `-` (0x2D): `-`, `.` and `0`–`9` are bits 0, 1 and 3–12 (`/`, bit 2, is not).
        let offset = byte &- UInt8(ascii: "-")
        return !start && offset < 13 && 0x1FFB >> offset & 1 == 1
    }

    /// A `Name` at `position` (or, with `token`, an `Nmtoken`): its byte range.
    ///
    /// An ASCII name ending at an ASCII byte or the end of the text, the common case, is read
    /// inline, with nothing to decode or report; any other is read by ``anyName(token:_:)``, from
    /// its start again.
    @inline(__always)
    mutating func name(token: Bool = false, _ what: @autoclosure () -> String = "a name") throws(SVGFileError) -> Range<Int> {
        let start = position
        var index = start
        if index < bytes.count, bytes[index] < 0x80, Self.isASCIIName(bytes[index], start: !token) {
            index += 1
            while index < bytes.count, bytes[index] < 0x80, Self.isASCIIName(bytes[index], start: false) { index += 1 }
            if index == bytes.count || bytes[index] < 0x80, index - start <= Self.maximumNameLength {
                position = index
                return start..<index
            }
        }
        return try anyName(token: token, what())
    }

    /// ``name(token:_:)`` for any name: characters decoded past ASCII, and the errors.
    @inline(never)
    mutating func anyName(token: Bool, _ what: @autoclosure () -> String) throws(SVGFileError) -> Range<Int> {
        let start = position
        // ASCII names are the common case: their bytes are read here, no decoding, the cursor in
        // a local; a non-ASCII character is decoded by `character()` at `position`.
        var index = position
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard Self.isASCIIName(byte, start: index == start && !token) else { break }
                index += 1
                continue
            }
            position = index
            guard let (scalar, length) = try character() else { break }
            let allowed = index == start && !token ? Self.isNameStart(scalar) : Self.isNameCharacter(scalar)
            guard allowed else { break }
            index += length
        }
        position = index
        guard position > start else { throw error("\(what()) was expected") }
        guard position - start <= Self.maximumNameLength else {
            throw error("a name longer than \(Self.maximumNameLength) bytes, libxml2's limit")
        }
        return start..<position
    }

    @inline(__always)
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// A qualified name (Namespaces in XML §4): its prefix (without the colon) and local part.
    mutating func qualifiedName(_ range: Range<Int>) throws(SVGFileError) -> (prefix: Range<Int>?, local: Range<Int>) {
        var colon: Int?
        for index in range where bytes[index] == UInt8(ascii: ":") {
            guard colon == nil else { throw error("the name \(OneLine.quoted(string(range))) is not a qualified name") }
            colon = index
        }
        guard let colon else { return (nil, range) }
        guard colon > range.lowerBound, colon + 1 < range.upperBound,
              Self.isNameStartByte(bytes, at: colon + 1) else {
            throw error("the name \(OneLine.quoted(string(range))) is not a qualified name")
        }
        return (range.lowerBound..<colon, (colon + 1)..<range.upperBound)
    }

    /// Whether the character at `index` may start a name (the bytes were validated as a name).
    static func isNameStartByte(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let first = bytes[index]
        guard first >= 0x80 else { return isNameStart(UInt32(first)) }
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
        var scalar = UInt32(first) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return isNameStart(scalar)
    }
}

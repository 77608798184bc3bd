import FilletSupport

/// Content: elements, attributes, references, text, comments, processing instructions, CDATA.
extension SVGXMLScanner {
    /// Reads content until the open elements close (the document) or the bytes end (an entity's
    /// replacement text, which must close what it opens: XML 1.0 §4.3.2).
    mutating func content(inEntity: Bool = false) throws(SVGFileError) {
        let floor = openNames.count
        while true {
            if !inEntity && openNames.isEmpty { return }
            guard position < bytes.count else {
                if inEntity && openNames.count == floor { return }
                throw error(inEntity ? "an entity's elements are not balanced" : "the document ends too early")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                let next = position + 1 < bytes.count ? bytes[position + 1] : 0
                if next == UInt8(ascii: "/") {
                    guard !inEntity || openNames.count > floor else { throw error("an entity's elements are not balanced") }
                    try endTag()
                } else if next == UInt8(ascii: "!") {
                    if hasPrefix("<!--") {
                        try comment()
                    } else if hasPrefix("<![CDATA[") {
                        try characterDataSection()
                    } else {
                        throw error("markup not allowed in content")
                    }
                } else if next == UInt8(ascii: "?") {
                    try processingInstruction()
                } else {
                    try startTag()
                }
            } else if byte == UInt8(ascii: "&") {
                try contentReference()
            } else {
                try characterData()
            }
        }
    }

    /// Text up to the next `<` or `&`: characters XML allows, and no `]]>`.
    private mutating func characterData() throws(SVGFileError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { return }
            if byte >= 0x20 && byte < 0x80 {
                if byte == UInt8(ascii: "]"), hasPrefix("]]>") { throw error("']]>' in text") }
                position += 1
                continue
            }
            guard let (_, length) = try character() else { return }
            position += length
        }
    }

    /// `<!-- … -->` (XML 1.0 §2.5): no `--` inside.
    mutating func comment() throws(SVGFileError) {
        position += 4
        let start = position
        while true {
            guard position < bytes.count else { throw error("a comment not ended") }
            if bytes[position] == UInt8(ascii: "-"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "-") {
                guard position + 2 < bytes.count, bytes[position + 2] == UInt8(ascii: ">") else {
                    throw error("'--' in a comment")
                }
                guard position - start <= Self.maximumTextLength else {
                    throw error("a comment over 10 MB, libxml2's limit")
                }
                position += 3
                return
            }
            guard let (_, length) = try character() else { continue }
            position += length
        }
    }

    /// `<?target data?>` (XML 1.0 §2.6): a target other than `xml`, without a colon.
    mutating func processingInstruction() throws(SVGFileError) {
        position += 2
        let target = try name(token: false, "a processing instruction target")
        // libxml2 refuses `xml` (an XML declaration not at the start) and warns, which stopped the
        // reader before, on any other target starting with `xml` but its two W3C ones.
        if target.count >= 3, bytes[target.lowerBound..<(target.lowerBound + 3)].map({ $0 | 0x20 }).elementsEqual("xml".utf8),
           !bytes[target].elementsEqual("xml-stylesheet".utf8), !bytes[target].elementsEqual("xml-model".utf8) {
            throw error("a processing instruction target starting with 'xml' (reserved), or an XML declaration "
                        + "not at the start")
        }
        guard !bytes[target].contains(UInt8(ascii: ":")) else { throw error("colons are forbidden in processing instruction targets") }
        if hasPrefix("?>") {
            position += 2
            return
        }
        try requireSpaces("space required after the processing instruction target")
        let start = position
        while true {
            guard position < bytes.count else { throw error("a processing instruction not ended") }
            if hasPrefix("?>") {
                guard position - start <= Self.maximumTextLength else {
                    throw error("a processing instruction over 10 MB, libxml2's limit")
                }
                position += 2
                return
            }
            guard let (_, length) = try character() else { continue }
            position += length
        }
    }

    /// `<![CDATA[ … ]]>` (XML 1.0 §2.7).
    private mutating func characterDataSection() throws(SVGFileError) {
        position += 9
        let start = position
        while true {
            guard position < bytes.count else { throw error("a CDATA section not ended") }
            if hasPrefix("]]>") {
                guard position - start <= Self.maximumTextLength else {
                    throw error("a CDATA section over 10 MB, libxml2's limit")
                }
                position += 3
                return
            }
            guard let (_, length) = try character() else { continue }
            position += length
        }
    }

    /// `&#…;` at `position`: the character it stands for (XML 1.0 §4.1), which XML must allow.
    mutating func characterReference() throws(SVGFileError) -> UInt32 {
        position += 2
        var radix: UInt32 = 10
        if position < bytes.count, bytes[position] == UInt8(ascii: "x") {
            radix = 16
            position += 1
        }
        var value: UInt32 = 0, digits = 0
        while position < bytes.count, bytes[position] != UInt8(ascii: ";") {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("an invalid character reference")
            }
            value = Swift.min(value * radix + digit, 0x11_0000)
            digits += 1
            position += 1
        }
        guard digits > 0, position < bytes.count else { throw error("an invalid character reference") }
        position += 1
        guard Self.isCharacter(value) else { throw error("a character reference to a character not allowed in XML") }
        return value
    }

    func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        switch scalar {
        case ..<0x80: buffer.append(UInt8(scalar))
        case ..<0x800:
            buffer.append(UInt8(0xC0 | scalar >> 6))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            buffer.append(UInt8(0xE0 | scalar >> 12))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        default:
            buffer.append(UInt8(0xF0 | scalar >> 18))
            buffer.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// `&name;` at `position`: the entity's name (its bytes) and, for a predefined one, its byte.
    private mutating func entityReference() throws(SVGFileError) -> (name: Range<Int>, predefined: UInt8?) {
        position += 1
        let range = try name()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
            throw error("an entity reference without ';'")
        }
        position += 1
        return (range, SVGXMLDeclarations.predefined(UnsafeBufferPointer(rebasing: bytes[range])))
    }

    /// The replacement text of the declared entity `name`, after libxml2's density check
    /// (`xmlParserEntityCheck`): an expansion whose references, three bytes each at least,
    /// would be ten times what has been read so far is refused as a loop. libxml2 read an
    /// entity's markup with a parser of its own, so inside an entity's text "read so far" counts
    /// from the start of that text.
    private mutating func declaredEntity(_ name: String) throws(SVGFileError) -> [UInt8] {
        guard let text = declarations.entities[name] else { throw error("an undeclared entity") }
        let consumed = position
        let count = declarations.referenceCount(of: name)
        guard count == 1 || count.multipliedReportingOverflow(by: 3).partialValue < consumed * 10 else {
            throw error("an entity loop or excessive entity expansion")
        }
        return text
    }

    /// A reference in content: a character (text, ignored), or an entity whose replacement text
    /// is read as content in its place, its elements at the line of the reference.
    private mutating func contentReference() throws(SVGFileError) {
        if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "#") {
            _ = try characterReference()
            return
        }
        let (range, predefined) = try entityReference()
        guard predefined == nil else { return }
        let text = try declaredEntity(string(range))
        guard entityDepth < Self.maximumEntityDepth else { throw error("an entity loop or excessive entity expansion") }
        let outer = (bytes, position, entityLocation)
        if entityLocation == nil { entityLocation = location(of: position) }
        entityDepth += 1
        defer {
            (bytes, position, entityLocation) = outer
            entityDepth -= 1
        }
        var failure: SVGFileError?
        text.withUnsafeBufferPointer { replacement in
            bytes = replacement
            position = 0
            do throws(SVGFileError) {
                try content(inEntity: true)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// An attribute value at its opening quote (XML 1.0 §3.3.3): references expanded, white
    /// space characters as spaces, and for a `tokenized` (non-`CDATA`) attribute the spaces
    /// trimmed and collapsed.
    mutating func attributeValue(tokenized: Bool) throws(SVGFileError) -> String {
        let quote = bytes[position]
        position += 1
        let start = position
        // Most values are plain: printable ASCII but for '&' and '<', and no normalisation to do.
        if try plainValueEnds(quote: quote, from: start, closing: !tokenized) { return string(start..<position - 1) }
        var value = Array(bytes[start..<position])
        while true {
            guard position < bytes.count else { throw error("an attribute value not ended") }
            let byte = bytes[position]
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "<"): throw error("'<' in an attribute value")
            case 0x0D:
                value.append(0x20)
                position += position + 1 < bytes.count && bytes[position + 1] == 0x0A ? 2 : 1
            case 0x09, 0x0A:
                value.append(0x20)
                position += 1
            case UInt8(ascii: "&"):
                if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "#") {
                    appendUTF8(try characterReference(), to: &value)
                } else {
                    let (range, predefined) = try entityReference()
                    if let predefined {
                        value.append(predefined)
                    } else {
                        try appendExpansion(of: string(range), to: &value, depth: 1)
                    }
                }
            case 0x20..<0x80:
                // A printable ASCII character (the quote, '<' and '&' are taken above): as `character()` reads it.
                value.append(byte)
                position += 1
            default:
                guard let (_, length) = try character() else { continue }
                value.append(contentsOf: bytes[position..<(position + length)])
                position += length
            }
            guard value.count <= Self.maximumTextLength else { throw valueTooLong() }
        }
        position += 1
        if tokenized { value = Self.collapsingSpaces(value) }
        return String(decoding: value, as: UTF8.self)
    }

    /// An attribute value at its opening quote that is not kept: checked as
    /// ``attributeValue(tokenized:)`` checks it (a `CDATA` value), and the same error where it
    /// has one, without building the value. A plain value (printable ASCII but `&` and `<`) is
    /// only scanned; any other is read by ``attributeValue(tokenized:)`` and dropped.
    mutating func skipAttributeValue() throws(SVGFileError) {
        let quote = bytes[position]
        let opening = position
        position += 1
        if try plainValueEnds(quote: quote, from: position, closing: true) { return }
        position = opening
        _ = try attributeValue(tokenized: false)
    }

    /// Moves `position` past the plain bytes of a value begun at `start` (printable ASCII but
    /// `&`, `<` and `quote`: nothing to expand or normalise). When `closing` and the value ends
    /// there (its `quote` next), checks its length (``maximumTextLength``), moves past the quote
    /// and returns `true`: the value is `start..<position - 1`. Otherwise returns `false` at the
    /// first byte that is not plain (or the quote), where the full reading resumes.
    @inline(__always)
    private mutating func plainValueEnds(quote: UInt8, from start: Int, closing: Bool) throws(SVGFileError) -> Bool {
        // Eight bytes at a time while all are plain, then byte by byte from the word holding the
        // first that is not.
        if let base = bytes.baseAddress {
            while position + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                guard Self.allPlain(word, quote: quote) else { break }
                position += 8
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "&"), byte != UInt8(ascii: "<"), byte != quote else { break }
            position += 1
        }
        guard closing, position < bytes.count, bytes[position] == quote else { return false }
        guard position - start <= Self.maximumTextLength else { throw valueTooLong() }
        position += 1
        return true
    }

    /// Whether each of the eight bytes of `word` is plain: `0x20…0x7F` but `&`, `<` and `quote`.
    /// Exact (no false answer either way): with `ones` = 0x01 in every byte and `highs` = 0x80,
    /// `(w − n·ones) & ~w & highs` is non-zero exactly when some byte of `w` is below `n ≤ 0x80`
    /// (the borrow out of a byte happens only above one that is), and a byte equal to `c` is a
    /// zero byte of `w ^ c·ones`, found the same way with `n` = 1 ("Bit Twiddling Hacks", S. E.
    /// Anderson: haszero, hasless).
    @inline(__always)
    static func allPlain(_ word: UInt64, quote: UInt8) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasByteBelow(_ value: UInt64, _ bound: UInt64) -> Bool { (value &- bound &* ones) & ~value & highs != 0 }
        if word & highs != 0 || hasByteBelow(word, 0x20) { return false }
        return !hasByteBelow(word ^ (UInt64(UInt8(ascii: "&")) &* ones), 1)
            && !hasByteBelow(word ^ (UInt64(UInt8(ascii: "<")) &* ones), 1)
            && !hasByteBelow(word ^ (UInt64(quote) &* ones), 1)
    }

    private mutating func valueTooLong() -> SVGFileError {
        error("an attribute value over 10 MB, libxml2's limit")
    }

    /// An entity's replacement text in an attribute value: its references expanded, no `<`,
    /// white space characters as spaces.
    private mutating func appendExpansion(of name: String, to value: inout [UInt8], depth: Int) throws(SVGFileError) {
        guard depth <= Self.maximumEntityDepth else { throw error("an entity loop or excessive entity expansion") }
        let text = try declaredEntity(name)
        var index = 0
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "<"): throw error("'<' in an attribute value (from the entity \(OneLine.quoted(name)))")
            case 0x09, 0x0A, 0x0D:
                value.append(0x20)
                index += 1
            case UInt8(ascii: "&"):
                // Character references were expanded when the entity was declared; what is left
                // are entity references, checked well-formed there.
                guard let end = text[index...].firstIndex(of: UInt8(ascii: ";")) else {
                    throw error("an entity reference without ';'")
                }
                let inner = text[(index + 1)..<end]
                if let predefined = inner.withContiguousStorageIfAvailable({ SVGXMLDeclarations.predefined($0) }) ?? nil {
                    value.append(predefined)
                } else {
                    try appendExpansion(of: String(decoding: inner, as: UTF8.self), to: &value, depth: depth + 1)
                }
                index = end + 1
            default:
                value.append(byte)
                index += 1
            }
            guard value.count <= Self.maximumTextLength else { throw valueTooLong() }
        }
    }

    /// Spaces trimmed at both ends and runs of spaces collapsed to one (XML 1.0 §3.3.3).
    static func collapsingSpaces(_ value: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(value.count)
        var pendingSpace = false
        for byte in value {
            if byte == 0x20 {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(0x20) }
            pendingSpace = false
            result.append(byte)
        }
        return result
    }
}

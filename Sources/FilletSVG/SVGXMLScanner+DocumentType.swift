import FilletSupport

/// The prolog: the XML declaration and the document type declaration with its internal subset.
extension SVGXMLScanner {
    /// `<?xml version="1.0" encoding="…" standalone="yes|no"?>` (XML 1.0 §2.8, §4.3.3, §2.9).
    /// The encoding's name was read before (``SVGDeclaredEncoding``); here its syntax is checked.
    mutating func xmlDeclaration() throws(SVGFileError) {
        position += 5
        skipSpaces()
        try expect("version", "the XML declaration has no version")
        let version = try pseudoAttributeValue()
        // libxml2 refuses other versions (1.1 as unsupported).
        guard version.elementsEqual("1.0".utf8) else { throw error("an unsupported XML version") }
        var hadSpace = skipSpaces()
        // libxml2 needs space before `standalone` only after an encoding other than UTF-8 (it
        // forgot the UTF-8 one as it read it).
        var spaceBeforeStandalone = true
        if hasPrefix("encoding") {
            guard hadSpace else { throw error("space required before 'encoding'") }
            position += 8
            let name = try pseudoAttributeValue()
            guard let first = name.first, (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z"),
                  name.allSatisfy({ byte in
                      let lower = byte | 0x20
                      return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
                          || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                  }) else { throw error("an invalid encoding name") }
            let lowercased = name.map { $0 | 0x20 }
            if lowercased.elementsEqual("utf-8".utf8) || lowercased.elementsEqual("utf8".utf8) { spaceBeforeStandalone = false }
            hadSpace = skipSpaces()
        }
        if hasPrefix("standalone") {
            guard hadSpace || !spaceBeforeStandalone else { throw error("space required before 'standalone'") }
            position += 10
            let value = try pseudoAttributeValue()
            guard value.elementsEqual("yes".utf8) || value.elementsEqual("no".utf8) else {
                throw error("standalone accepts only 'yes' or 'no'")
            }
            skipSpaces()
        }
        try expect("?>", "the XML declaration is not closed by '?>'")
    }

    /// `S? = S? 'value'` of the XML declaration: the value's bytes.
    private mutating func pseudoAttributeValue() throws(SVGFileError) -> UnsafeBufferPointer<UInt8> {
        skipSpaces()
        try expect("=", "'=' was expected")
        skipSpaces()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw error("a quoted value was expected")
        }
        let quote = bytes[position]
        let start = position + 1
        var end = start
        while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: ">") {
            end += 1
        }
        guard end < bytes.count, bytes[end] == quote else { throw error("a value of the XML declaration is not closed") }
        position = end + 1
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// `<!DOCTYPE name ExternalID? [internal subset]? >` (XML 1.0 §2.8). An external DTD is
    /// named, not loaded.
    mutating func documentType() throws(SVGFileError) {
        position += 9
        // libxml2 reads the name right after the keyword: `<!DOCTYPEsvg` is its document type `svg`.
        skipSpaces()
        _ = try name()
        skipSpaces()
        if hasPrefix("SYSTEM") || hasPrefix("PUBLIC") {
            try externalID(publicIDAlone: false)
            skipSpaces()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "[") {
            try bracketedInternalSubset()
            return
        }
        try expect(">", "the document type declaration is not closed by '>'")
        // libxml2's push parser, which `XMLParser` drove, looked for '[' after the declaration
        // however it ended: `<!DOCTYPE svg>[…]>` declared an internal subset. Kept, so such a
        // document reads as before.
        if position < bytes.count, bytes[position] == UInt8(ascii: "[") { try bracketedInternalSubset() }
    }

    /// `[ intSubset ] S? >` from its `[`.
    private mutating func bracketedInternalSubset() throws(SVGFileError) {
        guard Self.internalSubsetEnds(in: bytes, from: position) else { throw error("the document ends too early") }
        position += 1
        try internalSubset()
        position += 1
        skipSpaces()
        try expect(">", "the document type declaration is not closed by '>'")
    }

    /// Whether libxml2's push parser found the end of an internal subset starting at `start`:
    /// it waited for a `]` followed by white space and `>` outside quotes and comments, reading
    /// every quote outside a comment as opening a literal (in a processing instruction too). Where
    /// it did not find one, the document was refused as ending too early; so is it here.
    static func internalSubsetEnds(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var index = start
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "<"), index + 4 < bytes.count, bytes[index + 1] == UInt8(ascii: "!"),
               bytes[index + 2] == UInt8(ascii: "-"), bytes[index + 3] == UInt8(ascii: "-") {
                var end = index
                while end + 3 < bytes.count, !(bytes[end] == UInt8(ascii: "-") && bytes[end + 1] == UInt8(ascii: "-")
                                                && bytes[end + 2] == UInt8(ascii: ">")) { end += 1 }
                guard end + 3 < bytes.count else { return false }
                index = end + 3
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "]") {
                guard index + 1 < bytes.count else { return false }
                if bytes[index + 1] == UInt8(ascii: "]") {
                    index += 2
                    continue
                }
                var next = index + 1
                while next < bytes.count, isSpace(bytes[next]) { next += 1 }
                guard next < bytes.count else { return false }
                if bytes[next] == UInt8(ascii: ">") { return true }
            }
            index += 1
        }
        return false
    }

    /// `SYSTEM 'literal'` or `PUBLIC 'public id' 'literal'` (the second literal optional in a
    /// notation: `publicIDAlone`).
    private mutating func externalID(publicIDAlone: Bool) throws(SVGFileError) {
        let isPublic = hasPrefix("PUBLIC")
        position += 6
        try requireSpaces("space required after SYSTEM or PUBLIC")
        if isPublic {
            try publicIDLiteral()
            let hadSpace = skipSpaces()
            if publicIDAlone, position < bytes.count, bytes[position] == UInt8(ascii: ">") { return }
            guard hadSpace else { throw error("space required between the public and system identifiers") }
        }
        try systemLiteral()
    }

    private mutating func systemLiteral() throws(SVGFileError) {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw error("a system literal was expected")
        }
        let quote = bytes[position]
        position += 1
        while position < bytes.count, bytes[position] != quote {
            guard let (_, length) = try character() else { break }
            position += length
        }
        try expectClosingQuote()
    }

    /// XML 1.0 §2.3 `PubidLiteral`.
    private mutating func publicIDLiteral() throws(SVGFileError) {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw error("a public identifier was expected")
        }
        let quote = bytes[position]
        position += 1
        while position < bytes.count, bytes[position] != quote {
            let byte = bytes[position]
            let lower = byte | 0x20
            let allowed = byte == 0x20 || byte == 0x0D || byte == 0x0A
                || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "-'()+,./:=?;!*#@$_%".utf8.contains(byte)
            guard allowed else { throw error("a character not allowed in a public identifier") }
            position += 1
        }
        try expectClosingQuote()
    }

    private mutating func expectClosingQuote() throws(SVGFileError) {
        guard position < bytes.count else { throw error("the document ends too early") }
        position += 1
    }

    /// The declarations between `[` and `]` (XML 1.0 §2.8 `intSubset`): markup declarations,
    /// comments, processing instructions. A parameter entity reference is refused (one the
    /// document declares was refused by ``SVGEntityBudget``; others are undeclared).
    private mutating func internalSubset() throws(SVGFileError) {
        while true {
            skipSpaces()
            guard position < bytes.count else { throw error("the document ends too early") }
            if bytes[position] == UInt8(ascii: "]") { return }
            if hasPrefix("<!ENTITY") {
                try entityDeclaration()
            } else if hasPrefix("<!ATTLIST") {
                try attributeListDeclaration()
            } else if hasPrefix("<!ELEMENT") {
                try elementDeclaration()
            } else if hasPrefix("<!NOTATION") {
                try notationDeclaration()
            } else if hasPrefix("<!--") {
                try comment()
            } else if hasPrefix("<?") {
                try processingInstruction()
            } else if bytes[position] == UInt8(ascii: "%") {
                throw error("an undeclared entity")
            } else {
                throw error("a markup declaration was expected in the internal subset")
            }
        }
    }

    /// `<!ENTITY name 'value'>` (XML 1.0 §4.2): the replacement text, character references
    /// expanded; references to general entities kept for when it is expanded.
    private mutating func entityDeclaration() throws(SVGFileError) {
        position += 8
        try requireSpaces("space required after '<!ENTITY'")
        if position < bytes.count, bytes[position] == UInt8(ascii: "%") {
            throw error("a parameter entity (not read)")
        }
        let nameRange = try name()
        guard !bytes[nameRange].contains(UInt8(ascii: ":")) else { throw error("colons are forbidden in entity names") }
        let entityName = string(nameRange)
        try requireSpaces("space required after the entity name")
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw error("an entity value was expected (external entities are not read)")
        }
        let quote = bytes[position]
        position += 1
        var replacement: [UInt8] = []
        while true {
            guard position < bytes.count else { throw error("an entity value not ended") }
            let byte = bytes[position]
            if byte == quote { break }
            if byte == UInt8(ascii: "%") { throw error("a parameter entity reference in the internal subset") }
            if byte == UInt8(ascii: "&") {
                if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "#") {
                    appendUTF8(try characterReference(), to: &replacement)
                    continue
                }
                let start = position
                position += 1
                _ = try name()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
                    throw error("an entity reference without ';'")
                }
                position += 1
                replacement.append(contentsOf: bytes[start..<position])
                continue
            }
            guard let (_, length) = try character() else { break }
            replacement.append(contentsOf: bytes[position..<(position + length)])
            position += length
        }
        position += 1
        skipSpaces()
        try expect(">", "the entity declaration is not closed by '>'")
        let predefined = entityName.utf8.withContiguousStorageIfAvailable { SVGXMLDeclarations.predefined($0) } ?? nil
        if let predefined {
            // XML 1.0 §4.6: a predefined entity may be declared only as itself.
            let character = [predefined]
            let reference = Array("&#\(predefined);".utf8)
            guard replacement == character && predefined != UInt8(ascii: "<") && predefined != UInt8(ascii: "&")
                    || replacement == reference else { throw error("an invalid redeclaration of a predefined entity") }
            return
        }
        if declarations.entities[entityName] == nil { declarations.entities[entityName] = replacement }
    }

    /// `<!ATTLIST element (name type default)*>` (XML 1.0 §3.3).
    private mutating func attributeListDeclaration() throws(SVGFileError) {
        position += 9
        try requireSpaces("space required after '<!ATTLIST'")
        let element = string(try name())
        while true {
            let hadSpace = skipSpaces()
            guard position < bytes.count else { throw error("the document ends too early") }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                return
            }
            guard hadSpace else { throw error("space required in the attribute list declaration") }
            let attribute = string(try name())
            try requireSpaces("space required after the attribute name")
            let isCharacterData = try attributeType()
            try requireSpaces("space required after the attribute type")
            var defaultValue: String?
            if hasPrefix("#REQUIRED") {
                position += 9
            } else if hasPrefix("#IMPLIED") {
                position += 8
            } else {
                if hasPrefix("#FIXED") {
                    position += 6
                    try requireSpaces("space required after #FIXED")
                }
                guard position < bytes.count,
                      bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                    throw error("an attribute default was expected")
                }
                defaultValue = try attributeValue(tokenized: !isCharacterData)
            }
            declarations.declareAttribute(.init(name: attribute, isCharacterData: isCharacterData, defaultValue: defaultValue),
                                          of: element)
        }
    }

    /// An attribute type; whether it is `CDATA`.
    private mutating func attributeType() throws(SVGFileError) -> Bool {
        if hasPrefix("CDATA") {
            position += 5
            return true
        }
        for keyword: StaticString in ["IDREFS", "IDREF", "ID", "ENTITIES", "ENTITY", "NMTOKENS", "NMTOKEN"]
            where hasPrefix(keyword) {
            position += keyword.utf8CodeUnitCount
            return false
        }
        var isNotation = false
        if hasPrefix("NOTATION") {
            position += 8
            try requireSpaces("space required after NOTATION")
            isNotation = true
        }
        try expect("(", "an attribute type was expected")
        while true {
            skipSpaces()
            _ = try name(token: !isNotation)
            skipSpaces()
            guard position < bytes.count else { throw error("the document ends too early") }
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return false
            }
            try expect("|", "'|' or ')' was expected in an enumeration")
        }
    }

    /// `<!ELEMENT name contentspec>` (XML 1.0 §3.2): syntax only.
    private mutating func elementDeclaration() throws(SVGFileError) {
        position += 9
        try requireSpaces("space required after '<!ELEMENT'")
        _ = try name()
        try requireSpaces("space required after the element name")
        if hasPrefix("EMPTY") {
            position += 5
        } else if hasPrefix("ANY") {
            position += 3
        } else {
            try expect("(", "a content specification was expected")
            skipSpaces()
            if hasPrefix("#PCDATA") {
                position += 7
                var names = 0
                while true {
                    skipSpaces()
                    guard position < bytes.count else { throw error("the document ends too early") }
                    if bytes[position] == UInt8(ascii: ")") { break }
                    try expect("|", "'|' or ')' was expected in mixed content")
                    skipSpaces()
                    _ = try name()
                    names += 1
                }
                position += 1
                if names > 0 {
                    try expect("*", "mixed content with names must end with ')*'")
                } else if position < bytes.count, bytes[position] == UInt8(ascii: "*") {
                    position += 1
                }
            } else {
                try contentGroup(depth: 1)
            }
        }
        skipSpaces()
        try expect(">", "the element declaration is not closed by '>'")
    }

    /// A group of content particles after its `(`: `cp (('|' | ',') cp)* ')'` and its repetition.
    private mutating func contentGroup(depth: Int) throws(SVGFileError) {
        // libxml2 refuses content models nested deeper than 128.
        guard depth <= 128 else { throw error("a content model nested too deep") }
        var separator: UInt8?
        while true {
            skipSpaces()
            if position < bytes.count, bytes[position] == UInt8(ascii: "(") {
                position += 1
                try contentGroup(depth: depth + 1)
            } else {
                _ = try name()
                repetition()
            }
            skipSpaces()
            guard position < bytes.count else { throw error("the document ends too early") }
            let byte = bytes[position]
            if byte == UInt8(ascii: ")") {
                position += 1
                repetition()
                return
            }
            guard byte == UInt8(ascii: "|") || byte == UInt8(ascii: ","), separator == nil || separator == byte else {
                throw error("a content model separator was expected")
            }
            separator = byte
            position += 1
        }
    }

    private mutating func repetition() {
        if position < bytes.count, bytes[position] == UInt8(ascii: "?") || bytes[position] == UInt8(ascii: "*")
            || bytes[position] == UInt8(ascii: "+") { position += 1 }
    }

    /// `<!NOTATION name (ExternalID | PublicID)>` (XML 1.0 §4.7).
    private mutating func notationDeclaration() throws(SVGFileError) {
        position += 10
        try requireSpaces("space required after '<!NOTATION'")
        _ = try name()
        try requireSpaces("space required after the notation name")
        guard hasPrefix("SYSTEM") || hasPrefix("PUBLIC") else { throw error("an external identifier was expected") }
        try externalID(publicIDAlone: true)
        skipSpaces()
        try expect(">", "the notation declaration is not closed by '>'")
    }
}

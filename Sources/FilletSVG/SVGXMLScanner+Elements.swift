import FilletSupport

/// Start and end tags, and the namespaces they declare (Namespaces in XML 1.0).
extension SVGXMLScanner {
    /// A start tag at its `<`: name, attributes (declared defaults added), namespaces resolved,
    /// handed to the builder with the line of its `>`.
    mutating func startTag() throws(SVGFileError) {
        position += 1
        let nameRange = try name()
        let elementName = string(nameRange)
        let declared = declarations.attributeLists.isEmpty ? nil : declarations.attributeLists[elementName]
        // A value not kept (``isKept(_:)``) is checked but not built (`nil`); its opening quote
        // is where the namespaces read it again when it is in a namespace they read.
        var specified: [(name: String, value: String?, quote: Int)] = []
        var isEmpty = false
        while true {
            let hadSpace = skipSpaces()
            guard position < bytes.count else { throw error("the document ends too early") }
            if bytes[position] == UInt8(ascii: ">") {
                break
            }
            if hasPrefix("/>") {
                isEmpty = true
                position += 1
                break
            }
            guard hadSpace else { throw error("attributes construct error: space required between attributes") }
            // The range first: `string(try name())` evaluates `self` for `string` before `name()`
            // mutates it, which copies the whole scanner per attribute.
            let attributeRange = try name()
            let attributeName = string(attributeRange)
            skipSpaces()
            try expect("=", "an attribute without a value")
            skipSpaces()
            guard position < bytes.count,
                  bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw error("an attribute value was expected in quotes")
            }
            let value: String?, quote = position
            if declared == nil && !Self.isKept(attributeName) {
                try skipAttributeValue()
                value = nil
            } else {
                let tokenized = declared != nil && declarations.isTokenized(attributeName, of: elementName)
                value = try attributeValue(tokenized: tokenized)
            }
            guard !specified.contains(where: { $0.name == attributeName }) else { throw error("an attribute given twice") }
            specified.append((attributeName, value, quote))
        }
        // At the '>': the line the element is reported at.
        let line = location(of: position).line
        position += 1
        if let declared {
            for attribute in declared where attribute.defaultValue != nil && !specified.contains(where: { $0.name == attribute.name }) {
                specified.append((attribute.name, attribute.defaultValue!, position))
            }
        }
        let attributes = try bindNamespaces(specified)
        let (prefix, local) = try qualifiedName(nameRange)
        // A closure, not the method `string` itself: a method of a mutating `self` taken as a value
        // copies the whole scanner, once per element.
        let namespaceURI = try self.namespace(of: prefix.map { string($0) }, forElement: true)
        try builder.start(localName: string(local), namespaceURI: namespaceURI, qualifiedName: elementName,
                          attributes: attributes, line: line)
        if isEmpty {
            endElement()
        } else {
            openNames.append(Array(bytes[nameRange]))
        }
    }

    /// An end tag at its `<`, which must name the innermost open element.
    mutating func endTag() throws(SVGFileError) {
        position += 2
        let nameRange = try name()
        guard let open = openNames.last, bytes[nameRange].elementsEqual(open) else {
            throw error("the end tag does not match the start tag")
        }
        skipSpaces()
        try expect(">", "'>' was expected")
        openNames.removeLast()
        endElement()
    }

    private mutating func endElement() {
        builder.end()
        let added = bindingCounts.removeLast()
        bindings.removeLast(added)
    }

    /// Declares the `xmlns` attributes' namespaces for the element and returns its other
    /// attributes as the walk reads them: unprefixed ones as written, those in the XLink
    /// namespace (under any prefix) as `xlink:<name>`, the others (another namespace's, `xml:`)
    /// dropped.
    private mutating func bindNamespaces(_ specified: [(name: String, value: String?, quote: Int)]) throws(SVGFileError)
        -> [String: String] {
        var added = 0
        var hasPrefixed = false
        for (name, value, quote) in specified {
            let hasColon = Self.hasColon(name)
            if hasColon { try checkQualifiedName(name) }
            if name == "xmlns" {
                let value = try valueRead(value, at: quote)
                try checkNamespaceDeclaration(prefix: nil, uri: value, added: added)
                bindings.append(("", value))
                added += 1
            } else if name.utf8.starts(with: "xmlns:".utf8) {
                let value = try valueRead(value, at: quote)
                let prefix = String(name.utf8.dropFirst(6))!
                try checkNamespaceDeclaration(prefix: prefix, uri: value, added: added)
                bindings.append((prefix, value))
                added += 1
            } else if hasColon {
                hasPrefixed = true
            }
        }
        bindingCounts.append(added)
        var attributes: [String: String] = [:]
        attributes.reserveCapacity(specified.count - added)
        var namespaced: [(local: Substring, uri: String)] = []
        for (name, value, quote) in specified {
            // Split at the colon byte, not at a colon Character: a scalar that prepends to the
            // next grapheme (U+0600 in `؀:d`) would hide the colon in its cluster, and the name
            // would pass as an unprefixed attribute with an undeclared prefix.
            let utf8 = name.utf8
            guard hasPrefixed, let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else {
                if name != "xmlns", let value { attributes[name] = value }
                continue
            }
            let prefix = String(Substring(utf8[..<colon])), local = Substring(utf8[utf8.index(after: colon)...])
            if prefix == "xmlns" { continue }
            // `checkQualifiedName` let through only names with one colon byte: `local` holds none.
            guard !local.isEmpty, !local.utf8.contains(UInt8(ascii: ":")), !prefix.isEmpty else {
                throw error("the attribute name \(OneLine.quoted(name)) is not a qualified name")
            }
            let uri = try namespace(of: prefix, forElement: false) ?? ""
            // libxml2 warned on another value, which stopped the reader before.
            if uri == Self.xmlNamespace, local == "space" {
                let value = try valueRead(value, at: quote)
                guard value == "default" || value == "preserve" else {
                    throw error("xml:space accepts only 'default' or 'preserve'")
                }
            }
            guard !namespaced.contains(where: { $0.local == local && $0.uri == uri }) else {
                throw error("an attribute given twice (namespaced)")
            }
            namespaced.append((local, uri))
            if uri == SVGFileReader.xlinkNamespace { attributes["xlink:" + local] = try valueRead(value, at: quote) }
        }
        return attributes
    }

    /// Whether an attribute's value is built as it is read: the walk reads it
    /// (``SVGFileReader/readAttributes``), or it declares a namespace. The value of a prefixed
    /// attribute is built only once its prefix is resolved to a namespace whose attributes are
    /// read (``valueRead(_:at:)``): XLink's, and `xml:space`.
    private static func isKept(_ name: String) -> Bool {
        SVGFileReader.readAttributes.contains(name) || name == "xmlns" || name.utf8.starts(with: "xmlns:".utf8)
    }

    /// The value of the attribute whose opening quote is at `quote`: `kept`, or read again where its
    /// start tag was read without building it (``skipAttributeValue()``): the same bytes read the
    /// same way, so the value is what ``attributeValue(tokenized:)`` built there, and no error
    /// (the first reading threw any). Reading resumes where it stood.
    private mutating func valueRead(_ kept: String?, at quote: Int) throws(SVGFileError) -> String {
        if let kept { return kept }
        let resume = position
        defer { position = resume }
        position = quote
        return try attributeValue(tokenized: false)
    }

    /// Whether `name` holds a colon byte (over its contiguous UTF-8 when it has one, as the
    /// scanner's strings do).
    private static func hasColon(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: ":")) } ?? name.utf8.contains(UInt8(ascii: ":"))
    }

    /// An attribute name with a colon must be `prefix:local`, both parts names without a colon
    /// (Namespaces in XML 1.0 §4).
    private mutating func checkQualifiedName(_ name: String) throws(SVGFileError) {
        let isQualified = name.utf8.withContiguousStorageIfAvailable(Self.isQualifiedName)
            ?? Array(name.utf8).withUnsafeBufferPointer(Self.isQualifiedName)
        guard isQualified else {
            throw error("the attribute name \(OneLine.quoted(name)) is not a qualified name")
        }
    }

    /// `prefix:local`: exactly one colon, a prefix, and a local part starting with a name start
    /// character or `_`.
    private static func isQualifiedName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, colon + 1 < bytes.count else { return false }
        let local = UnsafeBufferPointer(rebasing: bytes[(colon + 1)...])
        guard !local.contains(UInt8(ascii: ":")) else { return false }
        return isNameStartByte(local, at: 0) || local[0] == UInt8(ascii: "_")
    }

    /// Namespaces in XML 1.0 §3 constraints on a declaration, and libxml2's: the URI must be a
    /// valid URI reference, and for the default namespace an absolute one (libxml2 warned on a
    /// relative one, which stopped the reader before; on a prefix's it did not).
    private mutating func checkNamespaceDeclaration(prefix: String?, uri: String, added: Int) throws(SVGFileError) {
        if bindings.suffix(added).contains(where: { $0.prefix == (prefix ?? "") }) {
            throw error("a namespace declared twice on one element")
        }
        if prefix == "xml" {
            guard uri == Self.xmlNamespace else { throw error("the prefix 'xml' bound to another namespace") }
            return
        }
        if prefix == "xmlns" { throw error("the prefix 'xmlns' declared") }
        guard uri != Self.xmlNamespace, uri != Self.xmlnsNamespace else {
            throw error("a reserved namespace bound to a prefix")
        }
        if uri.isEmpty {
            guard prefix == nil else { throw error("a namespace prefix bound to the empty URI") }
            return
        }
        guard let hasScheme = Self.uriReferenceHasScheme(uri) else {
            throw error("the namespace URI \(OneLine.quoted(uri)) is not a valid URI")
        }
        guard hasScheme || prefix != nil else {
            throw error("the default namespace URI \(OneLine.quoted(uri)) is not absolute")
        }
    }

    /// Whether `uri`, an RFC 3986 URI reference, has a scheme; `nil` when it is not a valid
    /// reference as libxml2's `xmlParseURI` judged it: a character outside the URI set, a bad
    /// percent escape, a port that is not digits, a relative reference whose first segment holds
    /// a colon. As in libxml2, an IP-literal host is anything between `[` and `]`, and a fragment
    /// may hold brackets.
    static func uriReferenceHasScheme(_ uri: String) -> Bool? {
        let bytes = Array(uri.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        /// unreserved and sub-delims (RFC 3986 §2.2, §2.3).
        func isPlain(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || "-._~!$&'()*+,;=".utf8.contains(byte) }
        var index = 0
        /// Skips the run of characters `allowed` admits (and percent escapes); `false` at a bad escape.
        func skip(_ allowed: (UInt8) -> Bool) -> Bool {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "%") {
                    guard index + 2 < bytes.count, bytes[(index + 1)...(index + 2)].allSatisfy({ $0.isHexDigit }) else {
                        return false
                    }
                    index += 3
                } else if allowed(bytes[index]) {
                    index += 1
                } else {
                    break
                }
            }
            return true
        }
        var schemeEnd = 0
        if let first = bytes.first, isLetter(first) {
            schemeEnd = 1
            while schemeEnd < bytes.count, isLetter(bytes[schemeEnd]) || isDigit(bytes[schemeEnd])
                    || bytes[schemeEnd] == UInt8(ascii: "+") || bytes[schemeEnd] == UInt8(ascii: "-")
                    || bytes[schemeEnd] == UInt8(ascii: ".") { schemeEnd += 1 }
        }
        let hasScheme = schemeEnd > 0 && schemeEnd < bytes.count && bytes[schemeEnd] == UInt8(ascii: ":")
        index = hasScheme ? schemeEnd + 1 : 0
        var hasAuthority = false
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            hasAuthority = true
            index += 2
            // userinfo@, when an '@' comes before the end of the authority.
            var probe = index
            while probe < bytes.count, !"/?#@[".utf8.contains(bytes[probe]) { probe += 1 }
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "@") {
                guard skip({ isPlain($0) || $0 == UInt8(ascii: ":") }), index == probe else { return nil }
                index += 1
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
                guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "]")) else { return nil }
                index = close + 1
            } else {
                guard skip(isPlain) else { return nil }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                index += 1
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            guard index == bytes.count || "/?#".utf8.contains(bytes[index]) else { return nil }
        }
        let pathStart = index
        guard skip({ isPlain($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "/") }) else {
            return nil
        }
        if !hasScheme && !hasAuthority {
            let firstSegment = bytes[pathStart..<index].prefix { $0 != UInt8(ascii: "/") }
            guard !firstSegment.contains(UInt8(ascii: ":")) else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
            guard skip({ isPlain($0) || ":@/?".utf8.contains($0) }) else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            index += 1
            guard skip({ isPlain($0) || ":@/?[]".utf8.contains($0) }) else { return nil }
        }
        return index == bytes.count ? hasScheme : nil
    }

    /// The namespace a prefix (`nil`: none) stands for where reading is: `nil` for no namespace.
    private mutating func namespace(of prefix: String?, forElement: Bool) throws(SVGFileError) -> String? {
        guard let prefix else {
            guard forElement else { return nil }
            let uri = bindings.last(where: { $0.prefix.isEmpty })?.uri
            return uri?.isEmpty == true ? nil : uri
        }
        if prefix == "xml" { return Self.xmlNamespace }
        if prefix == "xmlns" { throw error("an element or attribute in the 'xmlns' prefix") }
        guard let binding = bindings.last(where: { $0.prefix == prefix }) else {
            throw error("a namespace prefix that is not declared")
        }
        return binding.uri
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || ((self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "f"))
    }
}

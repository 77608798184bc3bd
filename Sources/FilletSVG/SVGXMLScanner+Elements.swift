import FilletSupport
import Foundation

/// Start and end tags, and the namespaces they declare (Namespaces in XML 1.0).
extension SVGXMLScanner {
    /// A start tag at its `<`: name, attributes (declared defaults added), namespaces resolved,
    /// handed to the builder with the line of its `>`.
    ///
    /// Attribute names stay byte ranges of the text being read (``TagAttribute``); a value is built
    /// only when the walk reads it or it declares a namespace (others are checked as XML, not
    /// copied), and only the attributes the walk reads reach the builder. An element the builder
    /// drops (of another namespace than SVG's, or under one dropped: an editor's metadata) is
    /// checked as any other, but no attributes, names or strings are built for the builder; its
    /// values are only checked when it looks dropped before its namespaces are known (under a
    /// dropped element, or prefixed, and no attribute list declared for it), and are read again
    /// in the rare case such an element is kept after all.
    mutating func startTag() throws(SVGFileError) {
        position += 1
        let nameRange = try name()
        let declared = declarations.attributeLists.isEmpty ? nil : declarations.attributeLists[string(nameRange)]
        let likelyDropped = builder.dropsChildren || bytes[nameRange].contains(UInt8(ascii: ":"))
        // The list of the previous start tag, emptied: its storage serves again.
        var specified = tagAttributes
        tagAttributes = []
        specified.removeAll(keepingCapacity: true)
        defer { tagAttributes = specified }
        tagValues.removeAll(keepingCapacity: true)
        tagDeclaredNames.removeAll(keepingCapacity: true)
        // Past `comparedInTurn` attributes, the names seen are kept in a set: a tag of n
        // attributes costs O(n), not O(n²), to check for one given twice.
        var names: Set<String>?
        var comparedInTurn = Self.attributesComparedInTurn
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
            let attributeRange = try name()
            skipSpaces()
            try expect("=", "an attribute without a value")
            skipSpaces()
            guard position < bytes.count,
                  bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw error("an attribute value was expected in quotes")
            }
            var attribute = TagAttribute(name: attributeRange, in: bytes, quote: position)
            if declared == nil && !attribute.declaresNamespace && (attribute.readIndex == nil || likelyDropped) {
                try skipAttributeValue()
            } else {
                let tokenized = declared != nil && declarations.isTokenized(string(attributeRange), of: string(nameRange))
                attribute.valueIndex = tagValues.count
                tagValues.append(try attributeValue(tokenized: tokenized))
            }
            if attribute.key == 0 { comparedInTurn = Self.unkeyedComparedInTurn }
            if names == nil, specified.count >= comparedInTurn { names = Set(specified.map(nameString)) }
            // A set of `String`s compares as `sameName` does: bytes for ASCII names, canonical
            // equivalence for others.
            if names != nil {
                guard names!.insert(nameString(attribute)).inserted else { throw error("an attribute given twice") }
            } else {
                guard !specified.contains(where: { sameName($0, attribute) }) else { throw error("an attribute given twice") }
            }
            specified.append(attribute)
        }
        // At the '>': the line the element is reported at.
        let line = location(of: position).line
        position += 1
        if let declared {
            for attribute in declared.defaulted {
                let defaulted = TagAttribute(declaredName: attribute.name, declaredIndex: tagDeclaredNames.count,
                                             valueIndex: tagValues.count, quote: position)
                tagDeclaredNames.append(attribute.name)
                tagValues.append(attribute.defaultValue!)
                if defaulted.key == 0 { comparedInTurn = Self.unkeyedComparedInTurn }
                if names == nil, specified.count >= comparedInTurn { names = Set(specified.map(nameString)) }
                let isGiven = names.map { $0.contains(nameString(defaulted)) } ?? specified.contains { sameName($0, defaulted) }
                // A default the tag gives itself costs its visit; one it adds, its bytes too.
                defaultedBytes += Self.defaultedAttributeOverhead
                    + (isGiven ? 0 : attribute.name.utf8.count + attribute.defaultValue!.utf8.count)
                guard defaultedBytes <= Self.maximumDefaultedBytes else {
                    let (line, column) = location(of: position)
                    throw SVGFileError(line: line, column: column,
                                       reason: "attribute defaults of the DTD would cost more than \(Self.maximumDefaultedBytes) "
                                       + "bytes to apply, the budget for one document")
                }
                guard !isGiven else { continue }
                names?.insert(nameString(defaulted))
                specified.append(defaulted)
            }
        }
        let checked = try bindNamespaces(specified)
        let (prefix, local) = try qualifiedName(nameRange)
        let namespaceURI = try namespace(ofPrefix: prefix, forElement: true)
        if builder.drops(namespaceURI: namespaceURI) {
            builder.startDropped()
        } else {
            let attributes = try readAttributes(specified, checked)
            try builder.start(localName: string(local), namespaceURI: namespaceURI, qualifiedName: string(nameRange),
                              attributes: attributes, line: line)
        }
        if isEmpty {
            endElement()
        } else {
            openNames.append(nameRange)
        }
    }

    /// How many attributes of a tag (or prefixed ones) are checked for a name given twice by
    /// comparing each with the others; past it, by a set of names. An editor's tag may hold a few
    /// dozen, which compare in turn by their hash keys (``TagAttribute/key``) for less than a set
    /// of strings costs to build; past 64, comparisons would grow as n².
    static let attributesComparedInTurn = 64
    /// The same once a name of the tag has no key (a non-ASCII name, compared as strings: each
    /// comparison costs what a set's insertion does).
    static let unkeyedComparedInTurn = 16

    /// An end tag at its `<`, which must name the innermost open element.
    mutating func endTag() throws(SVGFileError) {
        position += 2
        let nameRange = try name()
        // The open element's name is a range of the same text: an entity's text closes what it opens.
        guard let open = openNames.last, open.count == nameRange.count,
              memcmp(bytes.baseAddress! + nameRange.lowerBound, bytes.baseAddress! + open.lowerBound, open.count) == 0 else {
            throw error("the end tag does not match the start tag")
        }
        skipSpaces()
        try expect(">", "'>' was expected")
        openNames.removeLast()
        endElement()
    }

    private mutating func endElement() {
        builder.end()
        namespaces.closeElement()
    }

    /// What ``bindNamespaces(_:)`` found of a start tag's attributes for ``readAttributes(_:_:)``.
    struct CheckedAttributes {
        /// How many unprefixed attributes the walk reads.
        var readCount = 0
        /// Whether any attribute is prefixed (checked against the namespaces in scope).
        var hasPrefixed = false
        /// The index of XLink's `href` (under any prefix bound to the XLink namespace), when given.
        var xlinkHref: Int?
    }

    /// Declares the `xmlns` attributes' namespaces for the element and checks its prefixed
    /// attributes: prefixes declared, `xml:space`'s value, no name given twice in one namespace.
    private mutating func bindNamespaces(_ specified: [TagAttribute]) throws(SVGFileError) -> CheckedAttributes {
        var checked = CheckedAttributes()
        for attribute in specified {
            switch attribute.kind {
            case .notQualified:
                throw error("the attribute name \(OneLine.quoted(nameString(attribute))) is not a qualified name")
            case .defaultNamespace:
                let value = try valueRead(attribute)
                try checkNamespaceDeclaration(prefix: nil, uri: value)
                namespaces.bind("", to: Self.interned(value))
            case .namespaceDeclaration:
                let value = try valueRead(attribute)
                let prefix = withNameBytes(attribute) { String(decoding: $0[6...], as: UTF8.self) }
                try checkNamespaceDeclaration(prefix: prefix, uri: value)
                namespaces.bind(prefix, to: Self.interned(value))
            case .prefixed:
                checked.hasPrefixed = true
            case .unprefixed:
                if attribute.readIndex != nil { checked.readCount += 1 }
            }
        }
        namespaces.endStartTag()
        guard checked.hasPrefixed else { return checked }
        // Each prefixed attribute's index in `specified` and its namespace, for the duplicate check;
        // past `comparedInTurn` of them, their names in a set instead (a `String` compares as
        // `sameLocal` does).
        var comparedInTurn = Self.attributesComparedInTurn
        var namespaced = namespacedAttributes
        namespacedAttributes = []
        namespaced.removeAll(keepingCapacity: true)
        defer { namespacedAttributes = namespaced }
        var namespacedNames: Set<[String]>?
        for index in specified.indices where specified[index].kind == .prefixed {
            let attribute = specified[index]
            let prefix = attribute.name.lowerBound..<(attribute.name.lowerBound + attribute.colon)
            let uri = try attribute.declaredIndex >= 0
                ? namespace(of: withNameBytes(attribute) { String(decoding: $0[..<attribute.colon], as: UTF8.self) },
                            forElement: false) ?? ""
                : namespace(ofPrefix: prefix, forElement: false) ?? ""
            // libxml2 warned on another value, which stopped the reader before.
            if localIs(attribute, "space"), uri == Self.xmlNamespace {
                let value = try valueRead(attribute)
                guard value == "default" || value == "preserve" else {
                    throw error("xml:space accepts only 'default' or 'preserve'")
                }
            }
            func local(_ attribute: TagAttribute) -> String {
                withNameBytes(attribute) { String(decoding: $0[(attribute.colon + 1)...], as: UTF8.self) }
            }
            if attribute.localKey == 0 { comparedInTurn = Self.unkeyedComparedInTurn }
            if namespacedNames == nil, namespaced.count >= comparedInTurn {
                namespacedNames = Set(namespaced.map { [$0.uri, local(specified[$0.index])] })
            }
            if namespacedNames != nil {
                guard namespacedNames!.insert([uri, local(attribute)]).inserted else {
                    throw error("an attribute given twice (namespaced)")
                }
            } else {
                guard !namespaced.contains(where: {
                    mayShareLocal(specified[$0.index], attribute) && $0.uri == uri && sameLocal(specified[$0.index], attribute)
                }) else {
                    throw error("an attribute given twice (namespaced)")
                }
                namespaced.append((index, uri))
            }
            if localIs(attribute, "href"), uri == SVGFileReader.xlinkNamespace { checked.xlinkHref = index }
        }
        return checked
    }

    /// The attributes of a kept element the walk reads (``SVGFileReader/readAttributes``):
    /// unprefixed ones as written, XLink's `href` as `xlink:href`, in the order given.
    private mutating func readAttributes(_ specified: [TagAttribute], _ checked: CheckedAttributes) throws(SVGFileError)
        -> SVGAttributes {
        var attributes = SVGAttributes()
        guard checked.readCount > 0 || checked.xlinkHref != nil else { return attributes }
        if checked.readCount > 0 { attributes.reserveCapacity(checked.readCount + (checked.hasPrefixed ? 1 : 0)) }
        for index in specified.indices {
            let attribute = specified[index]
            if attribute.kind == .unprefixed, let read = attribute.readIndex {
                attributes.add(SVGFileReader.readAttributes[read], try valueRead(attribute))
            } else if index == checked.xlinkHref {
                attributes.add("xlink:href", try valueRead(attribute))
            }
        }
        return attributes
    }

    /// The value of `attribute`: built as its tag was read, or read again from its opening quote
    /// where it was only checked (``skipAttributeValue()``): the same bytes read the same way, so
    /// the value is what ``attributeValue(tokenized:)`` built there, and no error (the first
    /// reading threw any). Reading resumes where it stood.
    private mutating func valueRead(_ attribute: TagAttribute) throws(SVGFileError) -> String {
        if attribute.valueIndex >= 0 { return tagValues[attribute.valueIndex] }
        let resume = position
        defer { position = resume }
        position = attribute.quote
        return try attributeValue(tokenized: false)
    }

    /// `uri`, or SVG's namespace as ``SVGFileReader/svgNamespace`` itself when it is that one: the
    /// element tree compares every element's namespace with SVG's, and two strings of one storage
    /// compare equal without reading their bytes.
    static func interned(_ uri: String) -> String {
        uri == SVGFileReader.svgNamespace ? SVGFileReader.svgNamespace : uri
    }

    /// Namespaces in XML 1.0 §3 constraints on a declaration, and libxml2's: the URI must be a
    /// valid URI reference, and for the default namespace an absolute one (libxml2 warned on a
    /// relative one, which stopped the reader before; on a prefix's it did not).
    private mutating func checkNamespaceDeclaration(prefix: String?, uri: String) throws(SVGFileError) {
        if namespaces.isDeclaredByCurrentElement(prefix ?? "") {
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
        var text = uri
        return text.withUTF8 { (bytes) -> Bool? in
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
            func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            /// unreserved and sub-delims (RFC 3986 §2.2, §2.3).
            func isPlain(_ byte: UInt8) -> Bool { byte.isUnreservedOrSubDelimiter }
            /// Whether `byte` is one of `set`'s (ASCII) bytes.
            func isOneOf(_ byte: UInt8, _ set: StaticString) -> Bool { set.withUTF8Buffer { $0.contains(byte) } }
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
                while probe < bytes.count, !isOneOf(bytes[probe], "/?#@[") { probe += 1 }
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
                guard index == bytes.count || isOneOf(bytes[index], "/?#") else { return nil }
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
                guard skip({ isPlain($0) || isOneOf($0, ":@/?") }) else { return nil }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "#") {
                index += 1
                guard skip({ isPlain($0) || isOneOf($0, ":@/?[]") }) else { return nil }
            }
            return index == bytes.count ? hasScheme : nil
        }
    }

    /// The namespace the prefix written at `prefix` (`nil`: none) stands for where reading is, as
    /// ``namespace(of:forElement:)`` finds it, without a string for the prefix when it is an
    /// ordinary one found by its bytes (ASCII without `K`, not `xml` nor `xmlns`: see
    /// ``SVGNamespaceScope/uri(ofASCII:)``); every other case, errors included, is that method's.
    private mutating func namespace(ofPrefix prefix: Range<Int>?, forElement: Bool) throws(SVGFileError) -> String? {
        if let prefix {
            let written = UnsafeBufferPointer(rebasing: bytes[prefix])
            if SVGNamespaceScope.isComparedByBytes(written), !TagAttribute.equals(written, "xml"),
               !TagAttribute.equals(written, "xmlns"), let uri = namespaces.uri(ofASCII: written) {
                return uri
            }
        }
        return try namespace(of: prefix.map { string($0) }, forElement: forElement)
    }

    /// The namespace a prefix (`nil`: none) stands for where reading is: `nil` for no namespace.
    private mutating func namespace(of prefix: String?, forElement: Bool) throws(SVGFileError) -> String? {
        guard let prefix else {
            guard forElement else { return nil }
            let uri = namespaces.uri(of: "")
            return uri?.isEmpty == true ? nil : uri
        }
        if prefix == "xml" { return Self.xmlNamespace }
        if prefix == "xmlns" { throw error("an element or attribute in the 'xmlns' prefix") }
        guard let uri = namespaces.uri(of: prefix) else {
            throw error("a namespace prefix that is not declared")
        }
        return uri
    }
}

extension UInt8 {
    /// RFC 3986's unreserved characters (`ALPHA DIGIT - . _ ~`, §2.3) and sub-delimiters
    /// (`! $ & ' ( ) * + , ; =`, §2.2).
    fileprivate var isUnreservedOrSubDelimiter: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
             UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }

    fileprivate var isHexDigit: Bool {
        (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || ((self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "f"))
    }
}

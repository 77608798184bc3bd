import Foundation

extension SVGXMLScanner {
    /// An attribute of the start tag being read, its name kept as a byte range of the text being
    /// read (no string per attribute): what the name is for namespaces, whether the walk reads
    /// it, where its value is when built, and its opening quote (where a value not built is read
    /// again). It holds no reference, so keeping and copying it costs no reference counting: a
    /// declared default's name and the values built are the scanner's (``tagDeclaredNames``,
    /// ``tagValues``).
    struct TagAttribute {
        /// What a name is under Namespaces in XML 1.0.
        enum Kind: Equatable {
            /// No colon: an attribute in no namespace.
            case unprefixed
            /// `xmlns`.
            case defaultNamespace
            /// `xmlns:prefix`.
            case namespaceDeclaration
            /// `prefix:local`, the prefix another than `xmlns`.
            case prefixed
            /// A colon, but not `prefix:local` with both parts names without a colon.
            case notQualified
        }

        /// The name's bytes in the text read; empty for a declared default (see `declaredIndex`).
        let name: Range<Int>
        /// For an attribute a document's `<!ATTLIST>` adds with its default: the index of its
        /// name in ``tagDeclaredNames``; −1 for a written one.
        let declaredIndex: Int
        let kind: Kind
        /// The offset of the colon in the name (`prefixed`, `namespaceDeclaration`), else 0.
        let colon: Int
        /// The name's index in ``SVGFileReader/readAttributes`` when the walk reads it.
        let readIndex: Int?
        /// The index of the value in ``tagValues`` when it was built as the tag was read; −1 when
        /// it was only checked.
        var valueIndex = -1
        /// Where the value's opening quote stands in the text read.
        let quote: Int
        /// A hash of the name's bytes when they are ASCII (FNV-1a, 64 bits, made odd), else 0: two
        /// names with unequal non-zero keys are unequal as strings, for ASCII strings are equal
        /// exactly when their bytes are; a key of 0 says nothing.
        let key: UInt64
        /// The same for the local part: the bytes after the first colon (the whole name without one).
        let localKey: UInt64

        /// Whether the attribute declares a namespace (`xmlns`, `xmlns:prefix`): its value is built
        /// as the tag is read, to bind it.
        var declaresNamespace: Bool { kind == .defaultNamespace || kind == .namespaceDeclaration }

        /// A written attribute: `range` of `bytes` is its name (a `Name`, validated UTF-8).
        init(name range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, quote: Int) {
            name = range
            declaredIndex = -1
            (kind, colon, readIndex, key, localKey) = Self.read(UnsafeBufferPointer(rebasing: bytes[range]))
            self.quote = quote
        }

        /// A declared default named `declaredName`, the name at `declaredIndex` in
        /// ``tagDeclaredNames``, its value at `valueIndex` in ``tagValues``; added after the
        /// tag's `>` (at `quote`).
        init(declaredName: String, declaredIndex: Int, valueIndex: Int, quote: Int) {
            name = 0..<0
            self.declaredIndex = declaredIndex
            var copy = declaredName
            (kind, colon, readIndex, key, localKey) = copy.withUTF8(Self.read)
            self.valueIndex = valueIndex
            self.quote = quote
        }

        /// What a name (a `Name`, validated UTF-8) is, from one pass over its bytes: its
        /// ``Kind``, ``colon``, ``readIndex``, ``key`` and ``localKey``.
        static func read(_ name: UnsafeBufferPointer<UInt8>)
            -> (kind: Kind, colon: Int, readIndex: Int?, key: UInt64, localKey: UInt64) {
            // FNV-1a, 64 bits: the whole name, and the bytes after the first colon.
            let basis: UInt64 = 0xCBF2_9CE4_8422_2325, prime: UInt64 = 0x0000_0100_0000_01B3
            var whole = basis, local = basis, firstColon = -1, colons = 0, seen: UInt8 = 0
            // Up to the first colon, then past it (the local part: both hashes, and more colons).
            var index = 0
            while index < name.count {
                let byte = name[index]
                seen |= byte
                whole = (whole ^ UInt64(byte)) &* prime
                index += 1
                if byte == UInt8(ascii: ":") {
                    firstColon = index - 1
                    colons = 1
                    break
                }
            }
            while index < name.count {
                let byte = name[index]
                seen |= byte
                whole = (whole ^ UInt64(byte)) &* prime
                local = (local ^ UInt64(byte)) &* prime
                if byte == UInt8(ascii: ":") { colons += 1 }
                index += 1
            }
            let isASCII = seen < 0x80
            let key = isASCII ? whole | 1 : 0
            let localKey = isASCII ? (firstColon >= 0 ? local : whole) | 1 : 0
            guard firstColon >= 0 else {
                if equals(name, "xmlns") { return (.defaultNamespace, 0, nil, key, localKey) }
                return (.unprefixed, 0, SVGFileReader.readAttributeIndex(name), key, localKey)
            }
            // `prefix:local` (Namespaces in XML 1.0 §4): one colon, a prefix before it, and a local
            // part after it that starts with a name start character.
            guard colons == 1, firstColon > 0, firstColon + 1 < name.count,
                  SVGXMLScanner.isNameStartByte(name, at: firstColon + 1) else {
                return (.notQualified, 0, nil, key, localKey)
            }
            let kind: Kind = firstColon == 5 && equals(UnsafeBufferPointer(rebasing: name[..<5]), "xmlns")
                ? .namespaceDeclaration : .prefixed
            return (kind, firstColon, nil, key, localKey)
        }

        static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
            bytes.count == literal.utf8CodeUnitCount
                && (bytes.isEmpty || memcmp(bytes.baseAddress!, literal.utf8Start, bytes.count) == 0)
        }
    }

    /// Calls `body` with the bytes of `attribute`'s name.
    @inline(__always)
    func withNameBytes<Result>(_ attribute: TagAttribute, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if attribute.declaredIndex >= 0 {
            var declared = tagDeclaredNames[attribute.declaredIndex]
            return declared.withUTF8(body)
        }
        return body(UnsafeBufferPointer(rebasing: bytes[attribute.name]))
    }

    func nameString(_ attribute: TagAttribute) -> String {
        attribute.declaredIndex >= 0 ? tagDeclaredNames[attribute.declaredIndex] : string(attribute.name)
    }

    /// Whether two attributes have one name, as strings compare (canonical equivalence, as the
    /// reader's `String` names compared before).
    func sameName(_ first: TagAttribute, _ second: TagAttribute) -> Bool {
        if first.key != second.key, first.key != 0, second.key != 0 { return false }
        return withNameBytes(first) { one in withNameBytes(second) { other in Self.sameText(one, other) } }
    }

    /// Whether two prefixed attributes may have one local part: `false` when their keys say they
    /// do not (``TagAttribute/localKey``), at the cost of two comparisons.
    func mayShareLocal(_ first: TagAttribute, _ second: TagAttribute) -> Bool {
        first.localKey == second.localKey || first.localKey == 0 || second.localKey == 0
    }

    /// Whether two prefixed attributes have one local part.
    func sameLocal(_ first: TagAttribute, _ second: TagAttribute) -> Bool {
        if !mayShareLocal(first, second) { return false }
        return withNameBytes(first) { one in
            withNameBytes(second) { other in
                Self.sameText(UnsafeBufferPointer(rebasing: one[(first.colon + 1)...]),
                              UnsafeBufferPointer(rebasing: other[(second.colon + 1)...]))
            }
        }
    }

    /// Whether a prefixed attribute's local part is `literal` (ASCII, holding none of the three
    /// characters a non-ASCII one is canonically equivalent to: `K`, `;`, `` ` ``).
    @inline(__always)
    func localIs(_ attribute: TagAttribute, _ literal: StaticString) -> Bool {
        // A written name's local part of another length is not `literal`: no bytes to read.
        if attribute.declaredIndex < 0, attribute.name.count - attribute.colon - 1 != literal.utf8CodeUnitCount { return false }
        return withNameBytes(attribute) { TagAttribute.equals(UnsafeBufferPointer(rebasing: $0[(attribute.colon + 1)...]), literal) }
    }

    /// Whether two names (validated UTF-8) are equal as strings: byte for byte, or, when either
    /// holds a non-ASCII byte, canonically equivalent.
    static func sameText(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        if one.count == other.count, one.isEmpty || memcmp(one.baseAddress!, other.baseAddress!, one.count) == 0 {
            return true
        }
        guard one.contains(where: { $0 >= 0x80 }) || other.contains(where: { $0 >= 0x80 }) else { return false }
        return String(decoding: one, as: UTF8.self) == String(decoding: other, as: UTF8.self)
    }
}

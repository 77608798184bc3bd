import Foundation

extension SVGXMLScanner {
    /// An attribute of the start tag being read, its name kept as a byte range of the text being
    /// read (no string per attribute): what the name is for namespaces, whether the walk reads
    /// it, its value when built, and its opening quote (where a value not built is read again).
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

        /// The name's bytes in the text read; empty for a declared default (see `declaredName`).
        let name: Range<Int>
        /// The name of an attribute a document's `<!ATTLIST>` adds with its default.
        let declaredName: String?
        let kind: Kind
        /// The offset of the colon in the name (`prefixed`, `namespaceDeclaration`), else 0.
        let colon: Int
        /// The name's index in ``SVGFileReader/readAttributes`` when the walk reads it.
        let readIndex: Int?
        /// The value, when built as the tag was read.
        private(set) var value: String?
        /// Where the value's opening quote stands in the text read.
        let quote: Int

        /// Whether the value is built as the tag is read: the walk reads it, or it declares a
        /// namespace. A prefixed attribute's value is built later, once its prefix is resolved
        /// to a namespace whose attributes are read (XLink's `href`, `xml:space`).
        var isKept: Bool { readIndex != nil || kind == .defaultNamespace || kind == .namespaceDeclaration }

        /// A written attribute: `range` of `bytes` is its name (a `Name`, validated UTF-8).
        init(name range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, quote: Int) {
            name = range
            declaredName = nil
            (kind, colon, readIndex) = Self.classify(UnsafeBufferPointer(rebasing: bytes[range]))
            value = nil
            self.quote = quote
        }

        /// A declared default, added after the tag's `>` (at `quote`).
        init(declaredName: String, value: String, quote: Int) {
            name = 0..<0
            self.declaredName = declaredName
            var copy = declaredName
            (kind, colon, readIndex) = copy.withUTF8(Self.classify)
            self.value = value
            self.quote = quote
        }

        func with(value: String?) -> TagAttribute {
            var copy = self
            copy.value = value
            return copy
        }

        static func classify(_ name: UnsafeBufferPointer<UInt8>) -> (kind: Kind, colon: Int, readIndex: Int?) {
            guard let colon = name.firstIndex(of: UInt8(ascii: ":")) else {
                if equals(name, "xmlns") { return (.defaultNamespace, 0, nil) }
                return (.unprefixed, 0, SVGFileReader.readAttributeIndex(name))
            }
            guard SVGXMLScanner.isQualifiedName(name) else { return (.notQualified, 0, nil) }
            return (colon == 5 && equals(UnsafeBufferPointer(rebasing: name[..<5]), "xmlns") ? .namespaceDeclaration : .prefixed,
                    colon, nil)
        }

        static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
            bytes.count == literal.utf8CodeUnitCount
                && (bytes.isEmpty || memcmp(bytes.baseAddress!, literal.utf8Start, bytes.count) == 0)
        }
    }

    /// Calls `body` with the bytes of `attribute`'s name.
    @inline(__always)
    func withNameBytes<Result>(_ attribute: TagAttribute, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if var declared = attribute.declaredName { return declared.withUTF8(body) }
        return body(UnsafeBufferPointer(rebasing: bytes[attribute.name]))
    }

    func nameString(_ attribute: TagAttribute) -> String {
        attribute.declaredName ?? string(attribute.name)
    }

    /// Whether two attributes have one name, as strings compare (canonical equivalence, as the
    /// reader's `String` names compared before).
    func sameName(_ first: TagAttribute, _ second: TagAttribute) -> Bool {
        withNameBytes(first) { one in withNameBytes(second) { other in Self.sameText(one, other) } }
    }

    /// Whether two prefixed attributes have one local part.
    func sameLocal(_ first: TagAttribute, _ second: TagAttribute) -> Bool {
        withNameBytes(first) { one in
            withNameBytes(second) { other in
                Self.sameText(UnsafeBufferPointer(rebasing: one[(first.colon + 1)...]),
                              UnsafeBufferPointer(rebasing: other[(second.colon + 1)...]))
            }
        }
    }

    /// Whether a prefixed attribute's local part is `literal` (ASCII, holding none of the three
    /// characters a non-ASCII one is canonically equivalent to: `K`, `;`, `` ` ``).
    func localIs(_ attribute: TagAttribute, _ literal: StaticString) -> Bool {
        withNameBytes(attribute) { TagAttribute.equals(UnsafeBufferPointer(rebasing: $0[(attribute.colon + 1)...]), literal) }
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

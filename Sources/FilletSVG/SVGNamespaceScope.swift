import Foundation

/// The namespace bindings in scope while a document is read, innermost last.
///
/// A prefix is found by scanning the bindings while there are few (an icon declares a handful),
/// and through a dictionary once there are more than ``scannedBindings``: a hostile document may
/// declare tens of thousands of prefixes on one element and name thousands of elements under
/// them, and a scan per name made reading such a file quadratic (40 000 prefixed attributes on
/// one tag took 23 s).
///
/// Prefixes are `String`s and compare as strings do (canonical equivalence) both ways:
/// `Dictionary` hashes and compares its keys as `==` does.
struct SVGNamespaceScope {
    /// The most bindings looked up by a scan; past it, the dictionary.
    static let scannedBindings = 16

    /// Every binding in scope, outermost first: the prefix (`""` for the default namespace), its
    /// URI, and the index of the binding of the same prefix it shadows (−1: none; kept while the
    /// dictionary is in use).
    private var bindings: [(prefix: String, uri: String, shadowed: Int)] = []
    /// Per prefix, the index in `bindings` of its innermost binding, once there were more than
    /// ``scannedBindings``.
    private var innermost: [String: Int]?
    /// How many bindings each open element added, innermost last.
    private var addedPerElement: [Int] = []
    /// How many bindings the element whose start tag is being read has added so far.
    private(set) var addedByCurrentElement = 0

    /// The index in `bindings` of `prefix`'s innermost binding.
    private func innermostIndex(of prefix: String) -> Int? {
        if let innermost { return innermost[prefix] }
        return bindings.lastIndex { $0.prefix == prefix }
    }

    /// The URI `prefix` (`""`: the default namespace) is bound to where reading is; `nil` when it
    /// is not bound.
    func uri(of prefix: String) -> String? {
        innermostIndex(of: prefix).map { bindings[$0].uri }
    }

    /// Whether a prefix written `bytes` (a name, validated UTF-8) is found by ``uri(ofASCII:)``:
    /// ASCII without `K`. Two ASCII strings are equal as strings exactly when their bytes are; an
    /// ASCII string equals a non-ASCII one only through the three characters whose canonical
    /// decomposition is ASCII: U+212A (`K`), U+037E (`;`) and U+1FEF (`` ` ``), and no name
    /// holds `;` or `` ` ``.
    static func isComparedByBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.contains { $0 >= 0x80 || $0 == UInt8(ascii: "K") }
    }

    /// ``uri(of:)`` for a prefix written `bytes`, which ``isComparedByBytes(_:)`` admits: no string
    /// is made for it while the bindings are scanned, and a binding's prefix is equal to it as a
    /// string exactly when their bytes are.
    func uri(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard innermost == nil else { return uri(of: String(decoding: bytes, as: UTF8.self)) }
        for index in bindings.indices.reversed() {
            let matches = bindings[index].prefix.utf8.withContiguousStorageIfAvailable { prefix in
                prefix.count == bytes.count && (bytes.isEmpty || memcmp(prefix.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
            } ?? bindings[index].prefix.utf8.elementsEqual(bytes)
            if matches { return bindings[index].uri }
        }
        return nil
    }

    /// Whether the start tag being read already declared `prefix`.
    func isDeclaredByCurrentElement(_ prefix: String) -> Bool {
        guard let index = innermostIndex(of: prefix) else { return false }
        return index >= bindings.count - addedByCurrentElement
    }

    /// Binds `prefix` to `uri` for the element whose start tag is being read (and its content).
    mutating func bind(_ prefix: String, to uri: String) {
        if innermost == nil, bindings.count >= Self.scannedBindings { buildIndex() }
        if innermost != nil {
            bindings.append((prefix, uri, innermost![prefix] ?? -1))
            innermost![prefix] = bindings.count - 1
        } else {
            bindings.append((prefix, uri, -1))
        }
        addedByCurrentElement += 1
    }

    /// Indexes the bindings so far: each one's innermost binding, and what each shadows.
    private mutating func buildIndex() {
        var index: [String: Int] = [:]
        for position in bindings.indices {
            bindings[position].shadowed = index[bindings[position].prefix] ?? -1
            index[bindings[position].prefix] = position
        }
        innermost = index
    }

    /// Ends the start tag: the bindings it added stay in scope until ``closeElement()``.
    mutating func endStartTag() {
        addedPerElement.append(addedByCurrentElement)
        addedByCurrentElement = 0
    }

    /// Closes the innermost open element: the bindings it added go out of scope, and those they
    /// shadowed are found again.
    mutating func closeElement() {
        for _ in 0..<addedPerElement.removeLast() {
            let binding = bindings.removeLast()
            if innermost != nil { innermost![binding.prefix] = binding.shadowed >= 0 ? binding.shadowed : nil }
        }
    }
}

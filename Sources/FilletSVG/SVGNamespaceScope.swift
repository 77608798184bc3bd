/// The namespace bindings in scope while a document is read, innermost last, each found by its
/// prefix in constant time: a hostile document may declare tens of thousands of prefixes on one
/// element and name thousands of elements under them, and a scan of the bindings per name made
/// reading such a file quadratic (40 000 prefixed attributes on one tag took 23 s).
///
/// Prefixes are `String`s and compare as strings do (canonical equivalence), as they did when the
/// bindings were scanned: `Dictionary` hashes and compares keys the same way.
struct SVGNamespaceScope {
    /// Every binding in scope, outermost first: the prefix (`""` for the default namespace), its
    /// URI, and the index of the binding of the same prefix it shadows.
    private var bindings: [(prefix: String, uri: String, shadowed: Int?)] = []
    /// Per prefix, the index in `bindings` of its innermost binding.
    private var innermost: [String: Int] = [:]
    /// How many bindings each open element added, innermost last.
    private var addedPerElement: [Int] = []
    /// How many bindings the element whose start tag is being read has added so far.
    private(set) var addedByCurrentElement = 0

    /// The URI `prefix` (`""`: the default namespace) is bound to where reading is; `nil` when it
    /// is not bound.
    func uri(of prefix: String) -> String? {
        innermost[prefix].map { bindings[$0].uri }
    }

    /// Whether the start tag being read already declared `prefix`.
    func isDeclaredByCurrentElement(_ prefix: String) -> Bool {
        guard let index = innermost[prefix] else { return false }
        return index >= bindings.count - addedByCurrentElement
    }

    /// Binds `prefix` to `uri` for the element whose start tag is being read (and its content).
    mutating func bind(_ prefix: String, to uri: String) {
        bindings.append((prefix, uri, innermost[prefix]))
        innermost[prefix] = bindings.count - 1
        addedByCurrentElement += 1
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
            innermost[binding.prefix] = binding.shadowed
        }
    }
}

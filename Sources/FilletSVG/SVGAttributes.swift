/// The attributes of an element the walk reads (``SVGFileReader/readAttributes`` and
/// `xlink:href`), by name: a short flat list, as an element has a handful of them, so building it
/// hashes nothing and costs one allocation at most.
struct SVGAttributes {
    private var entries: [(name: String, value: String)] = []

    init() {}

    /// The attributes of `dictionary` (a reader that builds one).
    init(_ dictionary: [String: String]) {
        entries = dictionary.map { ($0.key, $0.value) }
    }

    mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    /// Adds the attribute `name`, which the list does not hold (the reader refuses a name given
    /// twice before it adds one).
    mutating func add(_ name: String, _ value: String) { entries.append((name, value)) }

    /// The value of the attribute `name`, `nil` when the element has none. `name` is one of
    /// ``SVGFileReader/readAttributes`` or `xlink:href`: ASCII without `K`, `;` or `` ` ``, so a
    /// name canonically equivalent to it (equal as a `String`) has its bytes, hence its length.
    subscript(name: String) -> String? {
        // Lengths first (exact for such a `name`, see above): unequal ones decide without the
        // string comparison's slower path, and most names held differ in length from the one asked.
        let length = name.utf8.count
        for entry in entries where entry.name.utf8.count == length && entry.name == name { return entry.value }
        return nil
    }
}

/// The location of one subpath inside ``Path/elements``.
public struct Subpath: Hashable, Sendable {
    /// Indices of the subpath's elements, starting with its `.move`, including a trailing `.close`.
    public var elementRange: Range<Int>
    /// Whether the subpath ends with `.close`.
    public var isClosed: Bool

    public init(elementRange: Range<Int>, isClosed: Bool) {
        self.elementRange = elementRange
        self.isClosed = isClosed
    }
}

extension Path {
    /// The subpaths in order. A subpath is a `.move` followed by everything up to the next `.move`.
    /// - Complexity: O(number of elements).
    public var subpaths: [Subpath] {
        var result: [Subpath] = []
        var start: Int?
        for (index, element) in elements.enumerated() {
            switch element {
            case .move:
                if let open = start { result.append(Subpath(elementRange: open..<index, isClosed: false)) }
                start = index
            case .close:
                if let open = start { result.append(Subpath(elementRange: open..<(index + 1), isClosed: true)) }
                start = nil
            case .line, .arc, .quad, .cubic:
                break
            }
        }
        if let open = start { result.append(Subpath(elementRange: open..<elements.count, isClosed: false)) }
        return result
    }
}

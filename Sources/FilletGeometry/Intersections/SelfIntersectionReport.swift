/// The self-intersections of a path, bounded: the first ``Path/selfIntersectionListLimit`` in
/// order (element indices, then point, kind and overlap end) and how many there are in all.
///
/// A path with millions of crossings is reported in O(K) memory: the scan keeps the K first
/// contacts in a bounded max-heap (O(log K) per contact) and only counts the rest.
public struct SelfIntersectionReport: Hashable, Sendable {
    /// The first contacts in order, at most ``Path/selfIntersectionListLimit``.
    public var intersections: [SelfIntersection]
    /// How many contacts the scan found in all (≥ `intersections.count`).
    public var totalCount: Int

    public init(intersections: [SelfIntersection], totalCount: Int) {
        self.intersections = intersections
        self.totalCount = totalCount
    }

    /// Whether every contact is listed.
    public var isComplete: Bool { totalCount == intersections.count }
}

extension SelfIntersection {
    /// The report order: element indices, then point, then kind and overlap end.
    static func precedes(_ a: SelfIntersection, _ b: SelfIntersection) -> Bool {
        if (a.firstElementIndex, a.secondElementIndex, a.point.x, a.point.y)
            != (b.firstElementIndex, b.secondElementIndex, b.point.x, b.point.y) {
            return (a.firstElementIndex, a.secondElementIndex, a.point.x, a.point.y)
                < (b.firstElementIndex, b.secondElementIndex, b.point.x, b.point.y)
        }
        return (a.kind.rawValue, a.overlapEnd.x, a.overlapEnd.y) < (b.kind.rawValue, b.overlapEnd.x, b.overlapEnd.y)
    }
}

/// The `limit` first contacts of a stream in report order, as a max-heap (the root is the last
/// kept), plus the count of all.
struct FirstContacts {
    let limit: Int
    private(set) var heap: [SelfIntersection] = []
    private(set) var totalCount = 0

    init(limit: Int) {
        self.limit = Swift.max(0, limit)
    }

    mutating func add(_ contact: SelfIntersection) {
        totalCount += 1
        if heap.count < limit {
            heap.append(contact)
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard SelfIntersection.precedes(heap[parent], heap[child]) else { break }
                heap.swapAt(parent, child)
                child = parent
            }
        } else if limit > 0, SelfIntersection.precedes(contact, heap[0]) {
            heap[0] = contact
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var largest = parent
                if left < heap.count, SelfIntersection.precedes(heap[largest], heap[left]) { largest = left }
                if right < heap.count, SelfIntersection.precedes(heap[largest], heap[right]) { largest = right }
                guard largest != parent else { break }
                heap.swapAt(parent, largest)
                parent = largest
            }
        }
    }

    /// The kept contacts in order and the total.
    func report() -> SelfIntersectionReport {
        SelfIntersectionReport(intersections: heap.sorted(by: SelfIntersection.precedes), totalCount: totalCount)
    }
}

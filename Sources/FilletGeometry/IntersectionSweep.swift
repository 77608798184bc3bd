import Foundation

/// One segment prepared for the self-intersection scan.
struct SweepItem {
    var geometry: PathSegment.Geometry
    var elementIndex: Int
    var subpathIndex: Int
    /// Exact bounds grown by the tolerance.
    var box: Rect
    /// Arc length from the subpath's first segment to this segment's start, all segments counted.
    var startPosition: Double
    var length: Double
    /// Total drawn length of the subpath (set when the subpath ends).
    var subpathLength: Double
    var subpathIsClosed: Bool
}

/// How the candidate pairs are enumerated.
enum IntersectionStrategy {
    /// All pairs below ``Path/allPairsSegmentLimit`` segments, the sweep above.
    case automatic
    /// Sort by `minX` and sweep with an active set.
    case sweep
    /// Every pair (the reference the sweep is tested against).
    case allPairs
}

/// Fills a caller-owned buffer with the segments that are not point-like.
private struct SweepCollector: SegmentVisitor {
    let items: UnsafeMutableBufferPointer<SweepItem>
    let tolerance: Double
    var count = 0
    private var subpathFirstItem = 0
    private var position = 0.0

    init(items: UnsafeMutableBufferPointer<SweepItem>, tolerance: Double) {
        self.items = items
        self.tolerance = tolerance
    }

    mutating func beginSubpath(index: Int, start: Point) {
        subpathFirstItem = count
        position = 0
    }

    mutating func visit(_ segment: PathSegment) {
        let length = segment.length
        defer { position += length }
        let box = segment.bounds
        // A segment within a tolerance-sized box is a point: whatever it touches, its neighbours
        // (which end and start there) touch too, so it adds nothing but work.
        guard box.diagonal > tolerance else { return }
        (items.baseAddress! + count).initialize(to: SweepItem(
            geometry: segment.geometry, elementIndex: segment.elementIndex, subpathIndex: segment.subpathIndex,
            box: box.expanded(by: tolerance), startPosition: position, length: length, subpathLength: 0,
            subpathIsClosed: false))
        count += 1
    }

    mutating func endSubpath(index: Int, start: Point, isClosed: Bool) {
        for item in subpathFirstItem..<count {
            items[item].subpathLength = position
            items[item].subpathIsClosed = isClosed
        }
    }
}

extension Path {
    /// The scan behind ``selfIntersections()`` and ``isSimple``: calls `report` with each
    /// self-intersection until it returns `false`. No allocation below ``allPairsSegmentLimit``
    /// segments except what `report` does (the segment table lives in temporary stack storage).
    func scanSelfIntersections(tolerance: Double, strategy: IntersectionStrategy,
                               _ report: (SelfIntersection) -> Bool) {
        guard !elements.isEmpty else { return }
        withUnsafeTemporaryAllocation(of: SweepItem.self, capacity: elements.count) { buffer in
            var collector = SweepCollector(items: buffer, tolerance: tolerance)
            walkSegments(&collector)
            let items = UnsafeMutableBufferPointer(rebasing: buffer[0..<collector.count])
            defer { items.deinitialize() }
            for item in items {
                if !reportSelfOverlap(of: item, tolerance: tolerance, report) { return }
            }
            let useSweep = strategy == .sweep || (strategy == .automatic && items.count > Self.allPairsSegmentLimit)
            if useSweep {
                sweepPairs(items, tolerance: tolerance, report)
            } else {
                allPairs(items, tolerance: tolerance, report)
            }
        }
    }

    private func allPairs(_ items: UnsafeMutableBufferPointer<SweepItem>, tolerance: Double,
                          _ report: (SelfIntersection) -> Bool) {
        for i in items.indices {
            for j in (i + 1)..<items.count where items[i].box.intersects(items[j].box) {
                if !reportContacts(items[i], items[j], tolerance: tolerance, report) { return }
            }
        }
    }

    /// Sort by the left edge of the (grown) boxes, then sweep left to right keeping the segments
    /// whose boxes still reach the sweep line; only pairs whose boxes overlap are tested exactly.
    /// O(n log n + m), m = pairs with overlapping boxes.
    private func sweepPairs(_ items: UnsafeMutableBufferPointer<SweepItem>, tolerance: Double,
                            _ report: (SelfIntersection) -> Bool) {
        var items = items
        items.sort { $0.box.minX < $1.box.minX }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: items.count) { active in
            var activeCount = 0
            for index in items.indices {
                let item = items[index]
                var kept = 0
                for slot in 0..<activeCount where items[active[slot]].box.maxX >= item.box.minX {
                    active[kept] = active[slot]
                    kept += 1
                }
                activeCount = kept
                for slot in 0..<activeCount {
                    let other = items[active[slot]]
                    guard other.box.intersects(item.box) else { continue }
                    if !reportContacts(other, item, tolerance: tolerance, report) { return }
                }
                active[activeCount] = index
                activeCount += 1
            }
        }
    }

    /// An arc sweeping more than a full turn (by more than the tolerance) overlaps itself.
    private func reportSelfOverlap(of item: SweepItem, tolerance: Double,
                                   _ report: (SelfIntersection) -> Bool) -> Bool {
        guard case .arc(let arc) = item.geometry else { return true }
        let excess = Swift.abs(arc.sweep) - Angle.twoPi
        guard excess * arc.radius > tolerance else { return true }
        let end = arc.point(atAngle: arc.startAngle + (arc.sweep >= 0 ? 1 : -1) * Swift.min(excess, Angle.twoPi))
        return report(SelfIntersection(firstElementIndex: item.elementIndex, secondElementIndex: item.elementIndex,
                                       firstSubpathIndex: item.subpathIndex, secondSubpathIndex: item.subpathIndex,
                                       kind: .overlap, point: arc.startPoint, overlapEnd: end))
    }

    /// Tests one pair exactly and reports its genuine contacts (earlier element first).
    private func reportContacts(_ a: SweepItem, _ b: SweepItem, tolerance: Double,
                                _ report: (SelfIntersection) -> Bool) -> Bool {
        let (first, second) = a.elementIndex <= b.elementIndex ? (a, b) : (b, a)
        let contacts = SegmentIntersection.contacts(first.geometry, second.geometry, tolerance: tolerance)
        for contact in contacts where !Self.isJoint(contact, first, second, tolerance: tolerance) {
            let intersection = SelfIntersection(
                firstElementIndex: first.elementIndex, secondElementIndex: second.elementIndex,
                firstSubpathIndex: first.subpathIndex, secondSubpathIndex: second.subpathIndex,
                kind: contact.kind, point: contact.point, overlapEnd: contact.overlapEnd)
            if !report(intersection) { return false }
        }
        return true
    }

    /// Whether a contact is only the path passing through a joint: both segments are in one
    /// subpath, the contact is at an end point of each, and for every way of placing it at those
    /// end points the two places are at most ``intersectionJointSlack`` × tolerance apart *along
    /// the path* (cyclically for a closed subpath). Overlaps are never joints.
    ///
    /// An end point counts when the contact is within the tolerance of it; when it is within the
    /// tolerance of both ends of a segment whose ends are farther apart than the tolerance, only
    /// the nearer end counts (a short segment is not at both its ends at once), while a segment
    /// whose ends coincide (a full circle) is at both.
    static func isJoint(_ contact: SegmentContact, _ first: SweepItem, _ second: SweepItem,
                        tolerance: Double) -> Bool {
        guard contact.kind != .overlap, first.subpathIndex == second.subpathIndex,
              !contact.firstEnds.isEmpty, !contact.secondEnds.isEmpty else { return false }
        let slack = intersectionJointSlack * tolerance
        let firstEnds = placedEnds(contact.firstEnds, of: first, at: contact.point, tolerance: tolerance)
        let secondEnds = placedEnds(contact.secondEnds, of: second, at: contact.point, tolerance: tolerance)
        for firstAtEnd in [false, true] where firstEnds.contains(firstAtEnd ? .end : .start) {
            let firstPosition = first.startPosition + (firstAtEnd ? first.length : 0)
            for secondAtEnd in [false, true] where secondEnds.contains(secondAtEnd ? .end : .start) {
                let secondPosition = second.startPosition + (secondAtEnd ? second.length : 0)
                var along = Swift.abs(secondPosition - firstPosition)
                if first.subpathIsClosed { along = Swift.min(along, first.subpathLength - along) }
                if along > slack { return false }
            }
        }
        return true
    }

    private static func placedEnds(_ ends: SegmentEnds, of item: SweepItem, at point: Point,
                                   tolerance: Double) -> SegmentEnds {
        guard ends == [.start, .end] else { return ends }
        let start = SegmentIntersection.startPoint(of: item.geometry)
        let end = SegmentIntersection.endPoint(of: item.geometry)
        guard start.distance(to: end) > tolerance else { return ends }
        return point.distance(to: start) <= point.distance(to: end) ? .start : .end
    }
}

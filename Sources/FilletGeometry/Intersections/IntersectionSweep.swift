import Foundation

/// One segment prepared for the self-intersection scan.
struct SweepItem {
    var segment: PreparedSegment
    /// Arc length from the subpath's first segment to this segment's start, all segments counted.
    var startPosition: Double
    /// The segment's length along the path (``PreparedSegment/scanLength``, kept here: the
    /// neighbour tests read it for every pair).
    var length: Double
    /// Total drawn length of the subpath (set when the subpath ends).
    var subpathLength: Double
    var subpathIsClosed: Bool
    /// Whether the piece is (part of) a curve: kept here, a byte in the item's padding, so the
    /// clearance's neighbour test for lines and arcs reads no enum tag.
    var isCurvePiece: Bool
    /// How many elements before this item's element its part starts (``Path/partRuns``; 0 but
    /// for the later cubics of an elliptical arc): also in the padding.
    var partLead: UInt32 = 0
}

/// How the candidate pairs are enumerated (package-wide: the verification gate holds the tree to
/// all pairs, ``PreparedPath/selfIntersectionsReusingTable(upTo:strategy:)``).
package enum IntersectionStrategy: Sendable {
    /// All pairs below ``Path/allPairsSegmentLimit`` segments, the piece tree above.
    case automatic
    /// The oriented-box hierarchy (``PieceTree``).
    case tree
    /// Every pair with a bounding-box test (the reference the tree is tested against).
    case allPairs
    /// The tree split by position only (``PieceTree/init(spatiallyOver:nodes:order:)``, the
    /// fallback of `automatic` on nested pieces), for tests against `allPairs`.
    case spatial
    /// Fine pieces over the tree split by position (``Path/reportContactsOverFinePieces(_:tolerance:pruneDistance:_:)``,
    /// the fallback of `automatic` on paths with curves), for tests against `allPairs`.
    case finePieces
}

extension SweepItem {
    /// The segment's element and subpath (read from it, not stored twice: the table holds one
    /// item per piece of the path, 2·10⁶ for the largest stars).
    var elementIndex: Int { segment.elementIndex }
    var subpathIndex: Int { segment.subpathIndex }
    /// The first element of the item's part: items of one part share it.
    var partElement: Int { segment.elementIndex - Int(partLead) }
}

extension SweepItem: ContactPiece {
    var start: Point { segment.start }
    var end: Point { segment.end }
    @inline(__always)
    func projection(onto direction: Vector) -> (min: Double, max: Double) { segment.projection(onto: direction) }
    var ring: PieceRing { segment.ring }
    func distanceRange(from point: Point) -> (min: Double, max: Double) { segment.distanceRange(from: point) }
}

/// The contact tolerance of a scan: absolute, or a fraction of the path's characteristic size
/// (computed during the same walk that prepares the segments).
enum ScanTolerance {
    case absolute(Double)
    case relative(Double)
}

/// Fills a caller-owned buffer with every drawn segment, prepared, and the path's bounds.
struct SweepCollector: SegmentVisitor {
    let items: UnsafeMutableBufferPointer<SweepItem>
    var count = 0
    var bounds = BoundingBox.empty
    private var subpathFirstItem = 0
    private var position = 0.0

    init(items: UnsafeMutableBufferPointer<SweepItem>) {
        self.items = items
    }

    mutating func beginSubpath(index: Int, start: Point) {
        subpathFirstItem = count
        position = 0
        bounds.formUnion(start)
    }

    mutating func visit(_ segment: PathSegment) {
        add(PreparedSegment(segment))
    }

    mutating func add(_ prepared: PreparedSegment) {
        if case .curve(let curve) = prepared.geometry {
            addMonotonePieces(of: curve, elementIndex: prepared.elementIndex, subpathIndex: prepared.subpathIndex)
            return
        }
        addPiece(prepared)
    }

    /// A curve enters the scan as its pieces between the x and y extrema (at most five), each
    /// monotone in both axes, so its box is exactly its end points' box and no piece can meet
    /// itself; consecutive pieces share their end point exactly (both are `point(at: t)`).
    /// The cuts are ``CubicCurve/extremaParameters`` (at most two per axis), sorted in place on the
    /// stack: no array per curve.
    private mutating func addMonotonePieces(of curve: CubicCurve, elementIndex: Int, subpathIndex: Int) {
        var cuts = InlineArray<4, Double>(repeating: 0)
        var cutCount = 0
        let x = CubicCurve.derivativeRoots(curve.p0.x, curve.p1.x, curve.p2.x, curve.p3.x)
        let y = CubicCurve.derivativeRoots(curve.p0.y, curve.p1.y, curve.p2.y, curve.p3.y)
        func insert(_ t: Double) {
            var index = cutCount
            while index > 0, cuts[index - 1] > t {
                cuts[index] = cuts[index - 1]
                index -= 1
            }
            cuts[index] = t
            cutCount += 1
        }
        if x.count > 0 { insert(x.first) }
        if x.count > 1 { insert(x.second) }
        if y.count > 0 { insert(y.first) }
        if y.count > 1 { insert(y.second) }
        var from = 0.0
        for index in 0...cutCount {
            let to = index < cutCount ? cuts[index] : 1
            guard to > from else { continue }
            addPiece(PreparedSegment(monotonePiece: curve.subcurve(from: from, to: to), elementIndex: elementIndex,
                                     subpathIndex: subpathIndex))
            from = to
        }
    }

    private mutating func addPiece(_ prepared: PreparedSegment) {
        let length = prepared.scanLength
        bounds.formUnion(prepared.bounds)
        precondition(count < items.count, "scan table smaller than its pieces")
        (items.baseAddress! + count).initialize(to: SweepItem(
            segment: prepared, startPosition: position, length: length, subpathLength: 0,
            subpathIsClosed: false, isCurvePiece: prepared.isCurve))
        count += 1
        position += length
    }

    mutating func endSubpath(index: Int, start: Point, isClosed: Bool) {
        for item in subpathFirstItem..<count {
            items[item].subpathLength = position
            items[item].subpathIsClosed = isClosed
        }
    }

    /// Sets each collected item's ``SweepItem/partLead`` from the path's ``Path/partRuns`` (a
    /// pass only for the paths that have runs; the items are in element order).
    func markParts(_ runs: [Range<Int>]) {
        guard !runs.isEmpty else { return }
        var next = 0
        for index in 0..<count {
            let element = items[index].elementIndex
            while next < runs.count, runs[next].upperBound <= element { next += 1 }
            guard next < runs.count else { return }
            if runs[next].contains(element) {
                items[index].partLead = UInt32(truncatingIfNeeded: element - runs[next].lowerBound)
            }
        }
    }
}

extension Path {
    /// The most scan items the path's segments make: one per element, plus four more per curve
    /// (a curve is cut at up to four x/y extrema).
    var scanCapacity: Int {
        var capacity = elements.count
        for element in elements {
            switch element {
            case .quad, .cubic: capacity += 4
            default: break
            }
        }
        return capacity
    }

    /// The scan behind ``selfIntersections()`` and ``isSimple``: calls `report` with each
    /// self-intersection until it returns `false`. The segment table lives in temporary storage
    /// (`withUnsafeTemporaryAllocation`: the stack below 1 KiB, else one heap block per call); the
    /// piece tree adds one table of at most 2n + 64 nodes of 80 bytes.
    /// The scan is undecided (the result) when its search over fine pieces ran out of work
    /// (``UndecidedContactSearch``).
    @discardableResult
    func scanSelfIntersections(tolerance scanTolerance: ScanTolerance, strategy: IntersectionStrategy,
                               _ report: (SelfIntersection) -> Bool) -> UndecidedContactSearch? {
        guard !elements.isEmpty else { return nil }
        return withScanTable { buffer, count, bounds in
            Self.scan(buffer, count: count, bounds: bounds, tolerance: scanTolerance, strategy: strategy, nodes: nil,
                      report)
        }
    }

    /// The path's scan table, collected into temporary storage: `body` gets the buffer, how many
    /// items were written and the path's bounds; the items are deinitialised afterwards.
    func withScanTable<Result>(_ body: (UnsafeMutableBufferPointer<SweepItem>, Int, BoundingBox) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: SweepItem.self, capacity: scanCapacity) { buffer in
            var collector = SweepCollector(items: buffer)
            walkSegments(&collector)
            collector.markParts(partRuns)
            defer { UnsafeMutableBufferPointer(rebasing: buffer[0..<collector.count]).deinitialize() }
            return body(buffer, collector.count, collector.bounds)
        }
    }

    /// How near two pieces' boxes must come for the exact test to run: boxes grown by the
    /// tolerance on both sides meet iff their gap is ≤ 2·tolerance (the all-pairs criterion), plus
    /// the rounding slack, so pruning never skips a pair the exact test could report.
    static func pruneDistance(tolerance: Double, bounds: BoundingBox) -> Double {
        2 * tolerance + boxSlack(bounds)
    }

    /// The scan on segments already prepared (see ``PreparedPath/isSimple``).
    @discardableResult
    static func scanSelfIntersections(_ prepared: PreparedPath, tolerance scanTolerance: ScanTolerance,
                                      strategy: IntersectionStrategy,
                                      _ report: (SelfIntersection) -> Bool) -> UndecidedContactSearch? {
        guard !prepared.segments.isEmpty else { return nil }
        return withUnsafeTemporaryAllocation(of: SweepItem.self, capacity: prepared.scanCapacity) { buffer in
            scanSelfIntersections(prepared, in: buffer, nodes: nil, tolerance: scanTolerance, strategy: strategy, report)
        }
    }

    /// The scan on segments already prepared, with its segment table in `buffer` (uninitialized,
    /// or holding earlier items: ``SweepItem`` is a trivial type, so it is simply overwritten;
    /// capacity ≥ `prepared.segments.count`) and the piece tree in `nodes` (likewise; capacity
    /// ≥ ``PieceTree/nodeCapacity(pieceCount:)``, or `nil` for temporary storage).
    @discardableResult
    static func scanSelfIntersections(_ prepared: PreparedPath, in buffer: UnsafeMutableBufferPointer<SweepItem>,
                                      nodes: UnsafeMutableBufferPointer<PieceTree.Node>?,
                                      tolerance scanTolerance: ScanTolerance, strategy: IntersectionStrategy,
                                      _ report: (SelfIntersection) -> Bool) -> UndecidedContactSearch? {
        guard let count = collect(prepared, into: buffer) else { return nil }
        return scan(buffer, count: count, bounds: prepared.bounds, tolerance: scanTolerance, strategy: strategy,
             nodes: nodes, report)
    }

    /// Fills `buffer` with the prepared segments as scan items; `nil` for a path without segments.
    static func collect(_ prepared: PreparedPath, into buffer: UnsafeMutableBufferPointer<SweepItem>) -> Int? {
        guard !prepared.segments.isEmpty else { return nil }
        precondition(buffer.count >= prepared.scanCapacity, "scan table too small")
        assert(_isPOD(SweepItem.self), "the table is overwritten without deinitializing")
        var collector = SweepCollector(items: buffer)
        for (index, subpath) in prepared.subpaths.enumerated() {
            collector.beginSubpath(index: index, start: subpath.start)
            for segment in subpath.segmentRange { collector.add(prepared.segments[segment]) }
            collector.endSubpath(index: index, start: subpath.start, isClosed: subpath.isClosed)
        }
        collector.markParts(prepared.partRuns)
        return collector.count
    }

    /// The absolute tolerance of a scan over a path with `bounds`: a relative one is `fraction` of
    /// the diagonal, but never below ``intersectionResolutionFloor`` of the coordinates' magnitude.
    static func absoluteTolerance(_ scanTolerance: ScanTolerance, bounds: BoundingBox) -> Double {
        switch scanTolerance {
        case .absolute(let value): return value
        case .relative(let fraction): return Swift.max(fraction * bounds.diagonal, resolutionFloor(bounds))
        }
    }

    /// ``intersectionResolutionFloor`` of the largest coordinate magnitude of `bounds` (0 when it
    /// is not finite).
    static func resolutionFloor(_ bounds: BoundingBox) -> Double {
        let magnitude = bounds.largestMagnitude
        return magnitude.isFinite ? intersectionResolutionFloor * magnitude : 0
    }

    /// Drops point-like segments (bounds diagonal ≤ `tolerance`), keeping path order; returns the
    /// kept items.
    ///
    /// A segment within a tolerance-sized box is a point: whatever it touches, its neighbours
    /// (which end and start there) touch too, so it adds nothing but work.
    static func keepNonPointItems(_ buffer: UnsafeMutableBufferPointer<SweepItem>, count: Int,
                                  tolerance: Double) -> UnsafeMutableBufferPointer<SweepItem> {
        var kept = 0
        for index in 0..<count where buffer[index].segment.extent > tolerance {
            if kept != index { buffer.swapAt(kept, index) }
            kept += 1
        }
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<kept])
    }

    /// The rounding slack of box tests on a path with `bounds`: 10⁻¹² of its largest coordinate
    /// magnitude, far above the error of the tree's projections (a few ulps per level) and far
    /// below any tolerance a caller would use relative to the size; ∞ (no pruning) for
    /// non-finite bounds.
    static func boxSlack(_ bounds: BoundingBox) -> Double {
        let magnitude = bounds.largestMagnitude
        return magnitude.isFinite ? 1e-12 * magnitude : .infinity
    }

    /// Drops point-like segments, then tests every candidate pair of the `count` collected items;
    /// undecided (the result) when the search over fine pieces ran out of work.
    private static func scan(_ buffer: UnsafeMutableBufferPointer<SweepItem>, count: Int, bounds: BoundingBox,
                             tolerance scanTolerance: ScanTolerance, strategy: IntersectionStrategy,
                             nodes: UnsafeMutableBufferPointer<PieceTree.Node>?,
                             _ report: (SelfIntersection) -> Bool) -> UndecidedContactSearch? {
        let tolerance = absoluteTolerance(scanTolerance, bounds: bounds)
        let items = keepNonPointItems(buffer, count: count, tolerance: tolerance)
        for item in items {
            if !reportSelfOverlap(of: item, tolerance: tolerance, report) { return nil }
        }
        let pruneDistance = Self.pruneDistance(tolerance: tolerance, bounds: bounds)
        let useTree = strategy != .allPairs && (strategy != .automatic || items.count > Path.allPairsSegmentLimit)
        // Below the all-pairs limit the certificate costs more than the pairs it would skip.
        if strategy == .automatic, useTree,
           isCertifiedStarShaped(items, bounds: bounds, tolerance: tolerance, pruneDistance: pruneDistance) {
            return nil
        }
        guard useTree else {
            allPairs(items, tolerance: tolerance, report)
            return nil
        }
        // Contacts reported before a restart on the tree split by position are not reported again.
        var reported: Set<SelfIntersection> = []
        var undecided: UndecidedContactSearch?
        withoutActuallyEscaping(report) { report in
            let budget = strategy == .automatic ? Path.nodePairsBeforeSpatialTree(pieceCount: items.count) : .max
            var visitor = ContactVisitor(items: items, tolerance: tolerance, pruneDistance: pruneDistance,
                                         nodePairBudget: budget) { contact in
                if budget != .max { reported.insert(contact) }
                return report(contact)
            }
            withNodes(nodes, pieceCount: items.count) { nodes in
                if strategy != .spatial && strategy != .finePieces {
                    guard !PieceTree(pieces: items, nodes: nodes).forEachClosePair(&visitor), visitor.budget.isExhausted else {
                        return
                    }
                }
                // Curves the path-order tree cannot part (bundles of nearly parallel curves): the
                // same pair tests, on the pairs whose fine pieces come close.
                if strategy == .finePieces || (strategy == .automatic && items.contains(where: \.isCurvePiece)) {
                    undecided = reportContactsOverFinePieces(items, tolerance: tolerance,
                                                             pruneDistance: pruneDistance) { contact in
                        reported.contains(contact) || report(contact)
                    }
                    return
                }
                // Nested pieces the path-order tree cannot part (a spiral of lines): the same pairs
                // again, grouped by position (see ``PieceTree/init(spatiallyOver:nodes:order:)``).
                var again = ContactVisitor(items: items, tolerance: tolerance, pruneDistance: pruneDistance,
                                           nodePairBudget: .max) { contact in
                    reported.contains(contact) || report(contact)
                }
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: items.count) { order in
                    PieceTree(spatiallyOver: items, nodes: nodes, order: order).forEachClosePair(&again)
                }
            }
        }
        return undecided
    }

    /// How many node pairs a search tests on the path-order tree before it starts again on a tree
    /// split by position (``PieceTree/init(spatiallyOver:nodes:order:)``), over the items
    /// themselves or, on a path with curves, over their fine pieces (`FinePiece`): 256 per
    /// piece, plus 16 384, each box test of a pair with a curve counting as a node pair. Outlines
    /// whose pieces are clear of each other except near their joints stay far below it; a
    /// polygonal spiral whose turns are closer than its runs' sagittas exceeds it, and so does a
    /// bundle of nearly parallel curves (each pair of them subdivided until their hulls part).
    static func nodePairsBeforeSpatialTree(pieceCount: Int) -> Int { 256 * pieceCount + 16_384 }

    /// Runs `body` with `nodes` when given, else with temporary node storage.
    static func withNodes(_ nodes: UnsafeMutableBufferPointer<PieceTree.Node>?, pieceCount: Int,
                          _ body: (UnsafeMutableBufferPointer<PieceTree.Node>) -> Void) {
        if let nodes {
            body(nodes)
        } else {
            withUnsafeTemporaryAllocation(of: PieceTree.Node.self,
                                          capacity: PieceTree.nodeCapacity(pieceCount: pieceCount), body)
        }
    }

    /// Tests the tree's candidate pairs exactly and reports their genuine contacts.
    private struct ContactVisitor: PiecePairVisitor {
        let items: UnsafeMutableBufferPointer<SweepItem>
        let tolerance: Double
        let pruneDistance: Double
        var budget: NodePairBudget
        let report: (SelfIntersection) -> Bool
        static var visitsNearerFirst: Bool { false }

        init(items: UnsafeMutableBufferPointer<SweepItem>, tolerance: Double, pruneDistance: Double,
             nodePairBudget: Int, report: @escaping (SelfIntersection) -> Bool) {
            self.items = items
            self.tolerance = tolerance
            self.pruneDistance = pruneDistance
            budget = NodePairBudget(nodePairBudget)
            self.report = report
        }

        @inline(__always)
        mutating func admitsNodePair() -> Bool { budget.admit() }

        mutating func visit(_ first: Int, _ second: Int) -> Bool {
            // A pair with a curve costs its box tests: a bundle of curves the tree cannot part
            // spends the budget on them.
            var work = 0
            defer { budget.charge(work) }
            return Path.reportContacts(items.baseAddress! + first, items.baseAddress! + second, tolerance: tolerance,
                                       work: &work, report)
        }
    }

    private static func allPairs(_ items: UnsafeMutableBufferPointer<SweepItem>, tolerance: Double,
                                 _ report: (SelfIntersection) -> Bool) {
        // Bounds grown by the tolerance on both sides meet iff their gap is ≤ 2·tolerance (grown
        // once, on the stack: at most ``Path/allPairsSegmentLimit`` items come this way).
        withUnsafeTemporaryAllocation(of: BoundingBox.self, capacity: items.count) { boxes in
            for index in items.indices {
                (boxes.baseAddress! + index).initialize(to: items[index].segment.bounds.expanded(by: tolerance))
            }
            allPairs(items, boxes: boxes, tolerance: tolerance, report)
        }
    }

    private static func allPairs(_ items: UnsafeMutableBufferPointer<SweepItem>,
                                 boxes: UnsafeMutableBufferPointer<BoundingBox>, tolerance: Double,
                                 _ report: (SelfIntersection) -> Bool) {
        guard let base = UnsafePointer(items.baseAddress) else { return }
        for i in items.indices {
            // Items are in path order, so `i < j` is already the pair test's order.
            let box = boxes[i]
            for j in (i + 1)..<items.count where box.intersects(boxes[j]) {
                assert(items[i].elementIndex <= items[j].elementIndex, "scan items out of path order")
                if !reportOrderedContacts(base + i, base + j, tolerance: tolerance, report) { return }
            }
        }
    }

    /// An arc sweeping more than a full turn (by more than the tolerance) overlaps itself.
    static func reportSelfOverlap(of item: SweepItem, tolerance: Double,
                                  _ report: (SelfIntersection) -> Bool) -> Bool {
        guard case .arc(let arc) = item.segment.geometry else { return true }
        let excess = Swift.abs(arc.sweep) - Angle.twoPi
        guard excess * arc.radius > tolerance else { return true }
        let end = arc.point(atAngle: arc.startAngle + (arc.sweep >= 0 ? 1 : -1) * Swift.min(excess, Angle.twoPi))
        return report(SelfIntersection(firstElementIndex: item.elementIndex, secondElementIndex: item.elementIndex,
                                       firstSubpathIndex: item.subpathIndex, secondSubpathIndex: item.subpathIndex,
                                       kind: .overlap, point: item.segment.start, overlapEnd: end))
    }

    /// Tests one pair of table items exactly and reports their genuine contacts (earlier element
    /// first). The items are read in place: copying a 200-byte item for each call cost more than
    /// the joint test that decides most pairs.
    static func reportContacts(_ a: UnsafePointer<SweepItem>, _ b: UnsafePointer<SweepItem>, tolerance: Double,
                               _ report: (SelfIntersection) -> Bool) -> Bool {
        var work = 0
        return reportContacts(a, b, tolerance: tolerance, work: &work, report)
    }

    /// ``reportContacts(_:_:tolerance:_:)``, adding the box tests a pair with a curve used to `work`.
    static func reportContacts(_ a: UnsafePointer<SweepItem>, _ b: UnsafePointer<SweepItem>, tolerance: Double,
                               work: inout Int, _ report: (SelfIntersection) -> Bool) -> Bool {
        a.pointee.elementIndex <= b.pointee.elementIndex
            ? reportOrderedContacts(a, b, tolerance: tolerance, work: &work, report)
            : reportOrderedContacts(b, a, tolerance: tolerance, work: &work, report)
    }

    /// The scan's pair test on two items in path order (earlier element first): the joint
    /// pre-test, then the exact contacts beyond the joint. The star-shaped certificate runs it on
    /// neighbours, so that what it certifies is exactly what the scan would pass.
    static func reportOrderedContacts(_ first: UnsafePointer<SweepItem>, _ second: UnsafePointer<SweepItem>,
                                      tolerance: Double, _ report: (SelfIntersection) -> Bool) -> Bool {
        var work = 0
        return reportOrderedContacts(first, second, tolerance: tolerance, work: &work, report)
    }

    /// ``reportOrderedContacts(_:_:tolerance:_:)``, adding the box tests a pair with a curve used to `work`.
    static func reportOrderedContacts(_ first: UnsafePointer<SweepItem>, _ second: UnsafePointer<SweepItem>,
                                      tolerance: Double, work: inout Int,
                                      _ report: (SelfIntersection) -> Bool) -> Bool {
        if meetOnlyAtTheirJoint(first, second, tolerance: tolerance) { return true }
        // Undecided (crossings, joints the pre-test leaves alone): the exact test costs far more than
        // copying the two items.
        let first = first.pointee, second = second.pointee
        let contacts = SegmentIntersection.contacts(first.segment, second.segment, tolerance: tolerance, work: &work)
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
        for firstEnd in 0..<2 where firstEnds.contains(firstEnd == 1 ? .end : .start) {
            for secondEnd in 0..<2 where secondEnds.contains(secondEnd == 1 ? .end : .start) {
                if distanceAlongPath(first, atEnd: firstEnd == 1, second, atEnd: secondEnd == 1) > slack {
                    return false
                }
            }
        }
        return true
    }

    /// The distance along the path between an end point of `first` and one of `second` (same
    /// subpath), cyclically for a closed subpath.
    static func distanceAlongPath(_ first: SweepItem, atEnd firstAtEnd: Bool,
                                  _ second: SweepItem, atEnd secondAtEnd: Bool) -> Double {
        distanceAlongPath(from: first.startPosition + (firstAtEnd ? first.length : 0),
                          to: second.startPosition + (secondAtEnd ? second.length : 0),
                          subpathLength: first.subpathLength, isClosed: first.subpathIsClosed)
    }

    /// The arc length between two positions of a subpath of `subpathLength`, the shorter way
    /// round when it is closed. (Plain numbers, not the items: copying a 200-byte item per pair
    /// cost more than the test.)
    @inline(__always)
    static func distanceAlongPath(from start: Double, to end: Double, subpathLength: Double, isClosed: Bool) -> Double {
        let along = Swift.abs(end - start)
        return isClosed ? Swift.min(along, subpathLength - along) : along
    }

    private static func placedEnds(_ ends: SegmentEnds, of item: SweepItem, at point: Point,
                                   tolerance: Double) -> SegmentEnds {
        guard ends == [.start, .end] else { return ends }
        let start = item.segment.start, end = item.segment.end
        guard (start - end).lengthSquared > tolerance * tolerance else { return ends }
        return (point - start).lengthSquared <= (point - end).lengthSquared ? .start : .end
    }
}

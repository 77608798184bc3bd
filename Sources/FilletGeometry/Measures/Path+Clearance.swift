/// Clearance: how far apart the parts of a path that are not neighbours stay.
extension Path {
    /// The smallest distance between two segments of the path that are not neighbours
    /// (absolute; ∞ when no two segments are non-neighbours). See ``PreparedPath/clearance()``.
    /// - Complexity: as ``PreparedPath/clearance()``, plus preparing the path.
    public func clearance() -> Double {
        PreparedPath(self).clearance()
    }
}

extension PreparedPath {
    /// The smallest distance between two segments of the path that are not **neighbours**;
    /// divided by ``characteristicSize`` it is the path's clearance margin (the catalogue's
    /// `non-self-intersection` margin).
    ///
    /// **Neighbours.** With `tol` = ``intersectionTolerance``, segments `a` (earlier) and `b` of
    /// one subpath are neighbours when the path runs from the end of `a` to the start of `b`, or
    /// (closed subpaths, cyclically) from the end of `b` to the start of `a`, within
    /// ``Path/intersectionJointSlack`` × `tol` of arc length: consecutive segments, the last and
    /// first of a closed subpath, and segments separated only by point-like pieces. Segments
    /// whose bounds' diagonal is ≤ `tol` are points and take no part (their neighbours meet
    /// across them). A curve is one segment here, as an arc is (the scan's monotone pieces of one
    /// curve are neighbours), so the value does not depend on the axes. Everything else counts,
    /// in the same subpath or not.
    ///
    /// Properties: a contact between non-neighbours (what ``isSimple`` reports apart from
    /// neighbours running back along each other) makes the clearance ≤ `tol`; a fillet arc's two
    /// lines are not neighbours, so a rounded corner's clearance is at most its chord
    /// `2r·sin(|sweep|/2)`; the value scales with the path. Distances are exact
    /// (`SegmentDistance`: closed forms for line/line, line/arc, arc/arc).
    ///
    /// - Returns: the distance, 0 when two non-neighbours meet, ∞ when every pair of segments
    ///   are neighbours (a triangle) or there are fewer than two; NaN coordinates never trap.
    /// - Complexity: the `PieceTree` visited with its volumes pruned at the best distance so
    ///   far (all pairs with a box test below ``Path/allPairsSegmentLimit`` segments); O(n log n)
    ///   on outlines whose clearance is small against their size; past
    ///   `Path.nodePairsBeforeSpatialTree(pieceCount:)` node tests (nested pieces; a curve
    ///   pair's box tests count) the search goes on over a tree split by position, on a path with
    ///   curves over their fine pieces (`FinePiece`, within the curve accuracy above); one
    ///   temporary segment table and tree.
    public func clearance() -> Double {
        guard !segments.isEmpty else { return .infinity }
        var result = Double.infinity
        withUnsafeTemporaryAllocation(of: SweepItem.self, capacity: scanCapacity) { items in
            guard let count = Path.collect(self, into: items) else { return }
            defer { UnsafeMutableBufferPointer(rebasing: items[0..<count]).deinitialize() }
            result = Path.clearance(items, count: count, bounds: bounds, nodes: nil, mode: Path.ClearanceOnly.self)
                .clearance
        }
        return result
    }

    /// ``clearance()`` with the scan tables kept in this value (as ``isSimpleReusingTable()``):
    /// no allocation once they have grown to the largest path.
    public mutating func clearanceReusingTable() -> Double {
        clearanceReusingTable(strategy: .automatic)
    }

    /// ``clearanceReusingTable()`` with the pairs enumerated by `strategy` (`.tree` whatever the
    /// count, `.allPairs` every pair with a box test): the same distance for lines and arcs (the
    /// same closed forms on the same pairs), within ``SegmentDistance/curveDistanceRelativeAccuracy``
    /// for curves (their search stops at the best distance so far, which depends on the order).
    package mutating func clearanceReusingTable(strategy: IntersectionStrategy) -> Double {
        var result = Double.infinity
        withScanTables { prepared, items, nodes in
            guard let count = Path.collect(prepared, into: items) else { return }
            result = Path.clearance(items, count: count, bounds: prepared.bounds, nodes: nodes,
                                    mode: Path.ClearanceOnly.self, strategy: strategy).clearance
        }
        return result
    }

    /// ``SegmentDistance/curveDistanceRelativeAccuracy``: how far a clearance involving a curve may
    /// stray from the true distance (lines and arcs are exact).
    package static var clearanceCurveRelativeAccuracy: Double { SegmentDistance.curveDistanceRelativeAccuracy }

    /// ``isSimple`` and ``clearance()`` from one pass over the pairs (the tables kept as in
    /// ``clearanceReusingTable()``): the same verdict and the same distance as the two calls,
    /// for the price of the clearance plus the scan's test of each neighbouring pair.
    ///
    /// The clearance pass visits every pair whose boxes are within the best distance so far; it
    /// also visits every pair the scan would test (boxes within `Path.pruneDistance(tolerance:bounds:)`)
    /// and runs the scan's own pair test on
    /// - every pair of neighbours, and
    /// - every other pair once either its distance or the best distance so far is within
    ///   `Path.contactDistanceBound(tolerance:bounds:)`;
    ///
    /// below ``Path/allPairsSegmentLimit`` pieces, only on pairs whose boxes grown by the
    /// tolerance meet, the scan's own criterion there, computed the same way. For lines and arcs a
    /// contact is a point within the tolerance of both segments, so every pair with a contact is
    /// tested by both passes, and the pairs left out are pairs the scan tests in vain. A path
    /// with curves takes the two passes: the curve contact search may report a crossing for
    /// pieces that only come within the tolerance box-wise (it stops after a bounded number of box
    /// tests), so there a contact does not imply a small distance.
    /// - Complexity: as ``clearance()``.
    public mutating func simplicityAndClearanceReusingTable() -> (isSimple: Bool, clearance: Double) {
        simplicityAndClearanceReusingTable(strategy: .automatic)
    }

    /// ``simplicityAndClearanceReusingTable()`` with the pairs enumerated by `strategy`, as
    /// ``clearanceReusingTable(strategy:)`` and ``selfIntersectionsReusingTable(upTo:strategy:)``
    /// enumerate them: for lines and arcs, the verdict of the scan with `strategy` and its clearance.
    package mutating func simplicityAndClearanceReusingTable(strategy: IntersectionStrategy)
        -> (isSimple: Bool, clearance: Double) {
        if segments.contains(where: \.isCurve) {
            let search = contactSearchReusingTable(upTo: 1, strategy: strategy)
            return (search.contacts.isEmpty && search.undecided == nil, clearanceReusingTable(strategy: strategy))
        }
        var result = (isSimple: true, clearance: Double.infinity)
        withScanTables { prepared, items, nodes in
            guard let count = Path.collect(prepared, into: items) else { return }
            result = Path.clearance(items, count: count, bounds: prepared.bounds, nodes: nodes,
                                    mode: Path.ClearanceAndVerdict.self, strategy: strategy)
        }
        return result
    }
}

extension Path {
    /// Whether the items at `first` and `second` (path order) are neighbours in the sense of
    /// ``PreparedPath/clearance()``, decided on the parts they belong to (``partSpan(_:_:)``): two
    /// pieces of one curve are neighbours, and so are pieces of parts that follow each other.
    @inline(__always)
    static func areNeighbours(_ items: UnsafeMutableBufferPointer<SweepItem>, _ first: Int, _ second: Int,
                              tolerance: Double) -> Bool {
        let a = items.baseAddress! + first, b = items.baseAddress! + second
        guard a.pointee.subpathIndex == b.pointee.subpathIndex else { return false }
        let slack = intersectionJointSlack * tolerance
        guard a.pointee.isCurvePiece || b.pointee.isCurvePiece else {
            return distanceAlongPath(a.pointee, atEnd: true, b.pointee, atEnd: false) <= slack
                || distanceAlongPath(a.pointee, atEnd: false, b.pointee, atEnd: true) <= slack
        }
        return areNeighbourParts(items, first, second, slack: slack)
    }

    /// ``areNeighbours(_:_:_:tolerance:)`` when either item is a curve's piece (kept out of line:
    /// the pair loops of lines and arcs stay small).
    @inline(never)
    private static func areNeighbourParts(_ items: UnsafeMutableBufferPointer<SweepItem>, _ first: Int, _ second: Int,
                                          slack: Double) -> Bool {
        let a = items.baseAddress! + first, b = items.baseAddress! + second
        if a.pointee.partElement == b.pointee.partElement { return true }
        let partA = partSpan(items, first), partB = partSpan(items, second)
        let length = a.pointee.subpathLength, isClosed = a.pointee.subpathIsClosed
        return distanceAlongPath(from: partA.end, to: partB.start, subpathLength: length, isClosed: isClosed) <= slack
            || distanceAlongPath(from: partA.start, to: partB.end, subpathLength: length, isClosed: isClosed) <= slack
    }

    /// Where, along its subpath, the part of the path holding the item at `index` starts and
    /// ends: the item itself for a line or an arc; for a monotone piece of a curve, the whole
    /// curve (its pieces are consecutive in the table), since a curve is one part for clearance,
    /// as an arc is, whatever the axes its pieces were cut along; for a piece of the cubics that
    /// draw one elliptical arc (``Path/partRuns``), the whole arc.
    @inline(__always)
    static func partSpan(_ items: UnsafeMutableBufferPointer<SweepItem>, _ index: Int) -> (start: Double, end: Double) {
        let base = items.baseAddress!, item = base + index
        guard item.pointee.isCurvePiece else {
            return (item.pointee.startPosition, item.pointee.startPosition + item.pointee.length)
        }
        let part = item.pointee.partElement
        var first = index, last = index
        while first > 0, base[first - 1].partElement == part { first -= 1 }
        while last + 1 < items.count, base[last + 1].partElement == part { last += 1 }
        return (base[first].startPosition, base[last].startPosition + base[last].length)
    }

    /// The clearance of the `count` collected items and, for ``ClearanceAndVerdict``, the scan's
    /// verdict on them (see ``PreparedPath/simplicityAndClearanceReusingTable()``; `true` otherwise).
    /// Generic over the mode, so the clearance alone pays no test for the verdict's work.
    static func clearance<Mode: ClearanceMode>(_ buffer: UnsafeMutableBufferPointer<SweepItem>, count: Int,
                                               bounds: BoundingBox, nodes: UnsafeMutableBufferPointer<PieceTree.Node>?,
                                               mode: Mode.Type, strategy: IntersectionStrategy = .automatic)
        -> (isSimple: Bool, clearance: Double) {
        let tolerance = absoluteTolerance(.relative(intersectionRelativeTolerance), bounds: bounds)
        let items = keepNonPointItems(buffer, count: count, tolerance: tolerance)
        let useTree = strategy != .allPairs && (strategy != .automatic || items.count > allPairsSegmentLimit)
        var visitor = ClearanceVisitor<Mode>(items: items, tolerance: tolerance, slack: boxSlack(bounds),
                                             verdict: VerdictBounds(tolerance: tolerance, bounds: bounds),
                                             mirrorsAllPairs: !useTree)
        if Mode.decidesSimplicity {
            for item in items {
                if !reportSelfOverlap(of: item, tolerance: tolerance, { _ in false }) { visitor.foundContact = true }
            }
        }
        if !useTree {
            pairs: for first in items.indices {
                for second in (first + 1)..<items.count
                where boxGap(items[first].segment.bounds, items[second].segment.bounds) <= visitor.pruneDistance {
                    if !visitor.visit(first, second) { break pairs }
                }
            }
        } else {
            withNodes(nodes, pieceCount: items.count) { nodes in
                // A tree split by position costs O(n log n), more than the whole search on an
                // outline; only a search that has run long on the path-order tree (nested pieces
                // its run boxes cannot part) pays for it, then starts again, keeping what it found.
                if strategy != .spatial && strategy != .finePieces {
                    visitor.budget = NodePairBudget(strategy == .automatic
                        ? Path.nodePairsBeforeSpatialTree(pieceCount: items.count) : .max)
                    guard !PieceTree(pieces: items, nodes: nodes).forEachClosePair(&visitor), visitor.budget.isExhausted else {
                        return
                    }
                    visitor.budget = NodePairBudget(.max)
                }
                // Curves the path-order tree cannot part: the distances of their fine pieces.
                if !Mode.decidesSimplicity,
                   strategy == .finePieces || (strategy == .automatic && items.contains(where: \.isCurvePiece)) {
                    visitor.best = clearanceOverFinePieces(items, tolerance: tolerance, slack: visitor.slack,
                                                           best: visitor.best)
                    return
                }
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: items.count) { order in
                    PieceTree(spatiallyOver: items, nodes: nodes, order: order).forEachClosePair(&visitor)
                }
            }
        }
        return (!visitor.foundContact, visitor.best)
    }

    /// Farther apart than this, two segments have no contact (a point within `tolerance` of both):
    /// four times the tolerance, for the factor 2 of that definition and the tangency and
    /// collinearity decisions, plus ``boxSlack(_:)`` for the rounding of the distances.
    static func contactDistanceBound(tolerance: Double, bounds: BoundingBox) -> Double {
        4 * tolerance + boxSlack(bounds)
    }

    /// A lower bound of the distance between two axis-aligned boxes (the larger axis gap).
    @inline(__always)
    static func boxGap(_ a: BoundingBox, _ b: BoundingBox) -> Double {
        Swift.max(Swift.max(b.minX - a.maxX, a.minX - b.maxX), Swift.max(b.minY - a.maxY, a.minY - b.maxY))
    }

    /// Whether a clearance pass also decides the scan's verdict.
    protocol ClearanceMode { static var decidesSimplicity: Bool { get } }
    enum ClearanceOnly: ClearanceMode { static var decidesSimplicity: Bool { false } }
    enum ClearanceAndVerdict: ClearanceMode { static var decidesSimplicity: Bool { true } }

    /// What the clearance pass needs to decide the scan's verdict as well.
    private struct VerdictBounds {
        /// The scan's pruning distance: pairs within it must be visited.
        let scanPruneDistance: Double
        /// ``contactDistanceBound(tolerance:bounds:)``.
        let contactDistance: Double

        init(tolerance: Double, bounds: BoundingBox) {
            scanPruneDistance = Path.pruneDistance(tolerance: tolerance, bounds: bounds)
            contactDistance = Path.contactDistanceBound(tolerance: tolerance, bounds: bounds)
        }
    }

    /// Keeps the least distance between non-neighbours; prunes boxes farther apart than it.
    /// In ``ClearanceAndVerdict`` mode, also runs the scan's pair test where a contact is possible.
    private struct ClearanceVisitor<Mode: ClearanceMode>: PiecePairVisitor {
        let items: UnsafeMutableBufferPointer<SweepItem>
        let tolerance: Double
        let slack: Double
        let verdict: VerdictBounds
        /// Whether the scan takes every pair whose grown boxes meet (below the all-pairs limit):
        /// then only those pairs get its test here.
        let mirrorsAllPairs: Bool
        var best = Double.infinity
        var foundContact = false
        var budget = NodePairBudget(.max)
        var pruneDistance: Double {
            guard Mode.decidesSimplicity, !foundContact else { return best + slack }
            return Swift.max(best + slack, verdict.scanPruneDistance)
        }
        static var visitsNearerFirst: Bool { true }

        init(items: UnsafeMutableBufferPointer<SweepItem>, tolerance: Double, slack: Double, verdict: VerdictBounds,
             mirrorsAllPairs: Bool) {
            self.items = items
            self.tolerance = tolerance
            self.slack = slack
            self.verdict = verdict
            self.mirrorsAllPairs = mirrorsAllPairs
        }

        @inline(__always)
        mutating func admitsNodePair() -> Bool { budget.admit() }

        mutating func visit(_ first: Int, _ second: Int) -> Bool {
            // Read in place (copying the 200-byte items cost more than the neighbour test).
            let a = items.baseAddress! + first, b = items.baseAddress! + second
            let testsPair = Mode.decidesSimplicity && !foundContact
                && (!mirrorsAllPairs || a.pointee.segment.bounds.expanded(by: tolerance)
                        .intersects(b.pointee.segment.bounds.expanded(by: tolerance)))
            if Path.areNeighbours(items, first, second, tolerance: tolerance) {
                if testsPair { foundContact = reportsContact(a, b) }
                return !isDone
            }
            let bestBefore = best
            // A pair with a curve costs its box tests (see ContactVisitor in the scan).
            var work = 0
            defer { budget.charge(work) }
            let distance = SegmentDistance.distance(a.pointee.segment, b.pointee.segment, cutoff: best, work: &work)
            if distance < best { best = distance }
            if testsPair, distance <= verdict.contactDistance || bestBefore <= verdict.contactDistance {
                foundContact = reportsContact(a, b)
            }
            return !isDone
        }

        /// Nothing left to learn: two non-neighbours touch (clearance 0) and, when deciding the
        /// verdict, a contact was found.
        private var isDone: Bool { best == 0 && (!Mode.decidesSimplicity || foundContact) }

        /// Whether the scan's pair test reports a contact for the two items.
        private func reportsContact(_ a: UnsafeMutablePointer<SweepItem>,
                                    _ b: UnsafeMutablePointer<SweepItem>) -> Bool {
            var found = false
            _ = Path.reportContacts(a, b, tolerance: tolerance) { _ in
                found = true
                return false
            }
            return found
        }
    }
}

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
    /// across them). Everything else counts, in the same subpath or not.
    ///
    /// Properties: a contact between non-neighbours (what ``isSimple`` reports apart from
    /// neighbours running back along each other) makes the clearance ≤ `tol`; a fillet arc's two
    /// lines are not neighbours, so a rounded corner's clearance is at most its chord
    /// `2r·sin(|sweep|/2)`; the value scales with the path. Distances are exact
    /// (``SegmentDistance``: closed forms for line/line, line/arc, arc/arc).
    ///
    /// - Returns: the distance, 0 when two non-neighbours meet, ∞ when every pair of segments
    ///   are neighbours (a triangle) or there are fewer than two; NaN coordinates never trap.
    /// - Complexity: the ``PieceTree`` visited with boxes pruned at the best distance so far
    ///   (all pairs with a box test below ``Path/allPairsSegmentLimit`` segments); O(n log n) on
    ///   outlines whose clearance is small against their size; one temporary segment table and tree.
    public func clearance() -> Double {
        guard !segments.isEmpty else { return .infinity }
        var result = Double.infinity
        withUnsafeTemporaryAllocation(of: SweepItem.self, capacity: scanCapacity) { items in
            guard let count = Path.collect(self, into: items) else { return }
            defer { UnsafeMutableBufferPointer(rebasing: items[0..<count]).deinitialize() }
            result = Path.clearance(items, count: count, bounds: bounds, nodes: nil)
        }
        return result
    }

    /// ``clearance()`` with the scan tables kept in this value (as ``isSimpleReusingTable()``):
    /// no allocation once they have grown to the largest path.
    public mutating func clearanceReusingTable() -> Double {
        var result = Double.infinity
        withScanTables { prepared, items, nodes in
            guard let count = Path.collect(prepared, into: items) else { return }
            result = Path.clearance(items, count: count, bounds: prepared.bounds, nodes: nodes)
        }
        return result
    }
}

extension Path {
    /// Whether `first` and `second` (path order) are neighbours in the sense of
    /// ``PreparedPath/clearance()``.
    @inline(__always)
    static func areNeighbours(_ first: SweepItem, _ second: SweepItem, tolerance: Double) -> Bool {
        guard first.subpathIndex == second.subpathIndex else { return false }
        let slack = intersectionJointSlack * tolerance
        return distanceAlongPath(first, atEnd: true, second, atEnd: false) <= slack
            || distanceAlongPath(first, atEnd: false, second, atEnd: true) <= slack
    }

    /// The clearance of the `count` collected items.
    static func clearance(_ buffer: UnsafeMutableBufferPointer<SweepItem>, count: Int, bounds: BoundingBox,
                          nodes: UnsafeMutableBufferPointer<PieceTree.Node>?) -> Double {
        let tolerance = absoluteTolerance(.relative(intersectionRelativeTolerance), bounds: bounds)
        let items = keepNonPointItems(buffer, count: count, tolerance: tolerance)
        var visitor = ClearanceVisitor(items: items, tolerance: tolerance, slack: boxSlack(bounds))
        if items.count <= allPairsSegmentLimit {
            for first in items.indices {
                for second in (first + 1)..<items.count
                where boxGap(items[first].segment.bounds, items[second].segment.bounds) <= visitor.pruneDistance {
                    _ = visitor.visit(first, second)
                }
            }
        } else {
            withNodes(nodes, pieceCount: items.count) { nodes in
                PieceTree(pieces: items, nodes: nodes).forEachClosePair(&visitor)
            }
        }
        return visitor.best
    }

    /// A lower bound of the distance between two axis-aligned boxes (the larger axis gap).
    @inline(__always)
    static func boxGap(_ a: BoundingBox, _ b: BoundingBox) -> Double {
        Swift.max(Swift.max(b.minX - a.maxX, a.minX - b.maxX), Swift.max(b.minY - a.maxY, a.minY - b.maxY))
    }

    /// Keeps the least distance between non-neighbours; prunes boxes farther apart than it.
    private struct ClearanceVisitor: PiecePairVisitor {
        let items: UnsafeMutableBufferPointer<SweepItem>
        let tolerance: Double
        let slack: Double
        var best = Double.infinity
        var pruneDistance: Double { best + slack }
        static var visitsNearerFirst: Bool { true }

        init(items: UnsafeMutableBufferPointer<SweepItem>, tolerance: Double, slack: Double) {
            self.items = items
            self.tolerance = tolerance
            self.slack = slack
        }

        mutating func visit(_ first: Int, _ second: Int) -> Bool {
            // Read in place (copying the 200-byte items cost more than the neighbour test).
            let a = items.baseAddress! + first, b = items.baseAddress! + second
            if Path.areNeighbours(a.pointee, b.pointee, tolerance: tolerance) { return true }
            let distance = SegmentDistance.distance(a.pointee.segment, b.pointee.segment, cutoff: best)
            if distance < best { best = distance }
            return best > 0
        }
    }
}

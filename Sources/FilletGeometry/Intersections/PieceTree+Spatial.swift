import Foundation

extension PieceTree {
    /// Builds a tree that groups pieces by where they lie, not by their order along the path:
    /// the fallback of a search that the path-order tree leaves with too many candidate pairs.
    ///
    /// **Why.** A path-order node bounds a run of consecutive pieces, so its box is as thick as
    /// the run's sagitta. A spiral of lines whose turns are closer than that (20 000 lines, 16 a
    /// turn, 10⁻⁶ apart) has every run's box overlapping the runs of hundreds of other turns, and
    /// the pairs visited grow like n². Split by position instead, a node gathers the nearly
    /// parallel pieces of neighbouring turns: a bundle as thin as the turns it holds, apart from
    /// the next bundle by the spacing, so the search is near-linear again.
    ///
    /// **Construction** (top down, an explicit stack): a range of pieces is split at the median
    /// of their chord midpoints along the longer side of the midpoints' box (quickselect). Each
    /// node's box is aligned with the pieces' mean chord direction (angles doubled, so a chord and
    /// its reverse agree; the x-axis when they cancel) and bounds their projections; its ring is
    /// the ring about the box's centre from the pieces' distance ranges
    /// (``ContactPiece/distanceRange(from:)``: exact for lines and arcs, a bound for curves).
    /// Leaves hold one piece. `order` receives the pieces in leaf order; a node's
    /// ``Node/firstPiece``…``Node/lastPiece`` are positions in `order`, not piece indices.
    ///
    /// - Complexity: O(n log n) time; `nodes` as ``nodeCapacity(pieceCount:)``, `order` n slots.
    init<Piece: ContactPiece>(spatiallyOver pieces: UnsafeMutableBufferPointer<Piece>,
                              nodes: UnsafeMutableBufferPointer<Node>, order: UnsafeMutableBufferPointer<Int32>) {
        precondition(nodes.count >= Self.nodeCapacity(pieceCount: pieces.count), "piece tree buffer too small")
        precondition(order.count >= pieces.count && pieces.count < Int(Int32.max), "order buffer too small")
        self.init(nodes: nodes)
        guard !pieces.isEmpty else { return }
        for index in pieces.indices { order[index] = Int32(index) }
        func middle(_ piece: Int) -> Point {
            let start = pieces[piece].start, end = pieces[piece].end
            return Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
        }
        var next = 1
        var pending: [(node: Int, lower: Int, upper: Int)] = [(0, 0, pieces.count)]
        while let (slot, lower, upper) = pending.popLast() {
            if upper - lower == 1 {
                let piece = Int(order[lower])
                nodes[slot] = Self.node(over: pieces, order, lower..<upper, left: piece, right: -1)
                continue
            }
            var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
            for position in lower..<upper {
                let point = middle(Int(order[position]))
                minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
                minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
            }
            let alongX = !(maxY - minY > maxX - minX)
            let split = (lower + upper) / 2
            Self.select(split, in: order, lower..<upper) { piece in
                let point = middle(piece)
                return alongX ? point.x : point.y
            }
            let left = next, right = next + 1
            next += 2
            nodes[slot] = Self.node(over: pieces, order, lower..<upper, left: left, right: right)
            pending.append((right, split, upper))
            pending.append((left, lower, split))
        }
        root = 0
    }

    /// A node over the pieces at `positions` of `order`: box along their mean chord direction,
    /// exact ring about its centre.
    private static func node<Piece: ContactPiece>(over pieces: UnsafeMutableBufferPointer<Piece>,
                                                  _ order: UnsafeMutableBufferPointer<Int32>, _ positions: Range<Int>,
                                                  left: Int, right: Int) -> Node {
        var doubled = Vector(dx: 0, dy: 0)
        for position in positions {
            let piece = pieces[Int(order[position])]
            let chord = piece.end - piece.start
            // (dx + i·dy)² / |chord|: the doubled angle, weighted by length.
            let length = chord.length
            if length > 0, length.isFinite {
                doubled = doubled + Vector(dx: (chord.dx * chord.dx - chord.dy * chord.dy) / length,
                                           dy: 2 * chord.dx * chord.dy / length)
            }
        }
        var axis = Vector(dx: 1, dy: 0)
        let angle = atan2(doubled.dy, doubled.dx) / 2
        if doubled.lengthSquared > 0, angle.isFinite { axis = Vector(dx: cos(angle), dy: sin(angle)) }
        let across = axis.perpendicular
        var uMin = Double.infinity, uMax = -Double.infinity, vMin = Double.infinity, vMax = -Double.infinity
        for position in positions {
            let piece = pieces[Int(order[position])]
            let along = piece.projection(onto: axis), sideways = piece.projection(onto: across)
            uMin = Swift.min(uMin, along.min); uMax = Swift.max(uMax, along.max)
            vMin = Swift.min(vMin, sideways.min); vMax = Swift.max(vMax, sideways.max)
        }
        let alongMiddle = (uMin + uMax) / 2, acrossMiddle = (vMin + vMax) / 2
        let centre = Point(x: axis.dx * alongMiddle - axis.dy * acrossMiddle,
                           y: axis.dy * alongMiddle + axis.dx * acrossMiddle)
        var inner = Double.infinity, outer = 0.0, isFinite = centre.x.isFinite && centre.y.isFinite
        for position in positions where isFinite {
            let range = pieces[Int(order[position])].distanceRange(from: centre)
            isFinite = range.min.isFinite && range.max.isFinite
            inner = Swift.min(inner, range.min)
            outer = Swift.max(outer, range.max)
        }
        // A non-finite distance (non-finite input): a ring that never prunes.
        var ring = isFinite ? PieceRing(centre: centre, inner: inner, outer: outer)
                            : PieceRing(centre: .zero, inner: 0, outer: .infinity)
        // The pieces' own rings about the middle piece's centre (a leaf's is its piece's own):
        // pieces of nested arcs or curves around one centre keep their radii there, where about
        // the box's centre their ring is a disc. The narrower of the two is kept.
        let pivot = pieces[Int(order[positions.lowerBound + positions.count / 2])].ring.centre
        var ownInner = Double.infinity, ownOuter = 0.0, ownIsFinite = pivot.x.isFinite && pivot.y.isFinite
        for position in positions where ownIsFinite {
            let own = pieces[Int(order[position])].ring.recentred(at: pivot)
            ownIsFinite = own.inner.isFinite && own.outer.isFinite
            ownInner = Swift.min(ownInner, own.inner)
            ownOuter = Swift.max(ownOuter, own.outer)
        }
        if ownIsFinite, ownOuter - ownInner < ring.outer - ring.inner {
            ring = PieceRing(centre: pivot, inner: ownInner, outer: ownOuter)
        }
        return Node(axis: axis, uMin: uMin, uMax: uMax, vMin: vMin, vMax: vMax, ring: ring, left: left, right: right,
                    firstPiece: positions.lowerBound, lastPiece: positions.upperBound - 1)
    }

    /// Reorders `order[range]` so that position `k` holds the piece whose key would sort there,
    /// no smaller key after it and no larger before it.
    ///
    /// Quickselect with a median-of-three pivot and Hoare's partition (expected O(range)); after
    /// `2·⌈log₂ range⌉ + 4` partitions that left more than it should (keys built to defeat the
    /// pivot, which could make every partition peel off one piece: O(range²)) it finishes by
    /// median of medians (Blum, Floyd, Pratt, Rivest & Tarjan, 1973), O(range) whatever the keys.
    /// So the build is O(n log n) in the worst case.
    static func select(_ k: Int, in order: UnsafeMutableBufferPointer<Int32>, _ range: Range<Int>,
                       key: (Int) -> Double) {
        var lower = range.lowerBound, upper = range.upperBound - 1
        var rounds = 2 * (Int.bitWidth - range.count.leadingZeroBitCount) + 4
        while lower < upper {
            guard rounds > 0 else {
                selectByMedianOfMedians(k, in: order, lower..<(upper + 1), key: key)
                return
            }
            rounds -= 1
            let middle = lower + (upper - lower) / 2
            let a = key(Int(order[lower])), b = key(Int(order[middle])), c = key(Int(order[upper]))
            let pivot = Swift.max(Swift.min(a, b), Swift.min(Swift.max(a, b), c))
            var i = lower, j = upper
            while i <= j {
                while key(Int(order[i])) < pivot { i += 1 }
                while key(Int(order[j])) > pivot { j -= 1 }
                if i <= j {
                    order.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j { upper = j } else if k >= i { lower = i } else { return }
        }
    }

    /// ``select(_:in:_:key:)`` by median of medians: groups of five, the median of their medians
    /// (found the same way) as the pivot, a three-way partition, and on into the part holding
    /// `k`; each round keeps at most 7/10 of the range.
    static func selectByMedianOfMedians(_ k: Int, in order: UnsafeMutableBufferPointer<Int32>, _ range: Range<Int>,
                                        key: (Int) -> Double) {
        var lower = range.lowerBound, upper = range.upperBound
        while upper - lower > 5 {
            // Each group's median moves to the front of the range.
            var medians = lower
            var group = lower
            while group < upper {
                let end = Swift.min(group + 5, upper)
                insertionSort(order, group..<end, key: key)
                order.swapAt(medians, group + (end - group - 1) / 2)
                medians += 1
                group = end
            }
            let middle = lower + (medians - lower - 1) / 2
            selectByMedianOfMedians(middle, in: order, lower..<medians, key: key)
            let pivot = key(Int(order[middle]))
            // Three-way partition: [lower, less) < pivot, [less, greater) == pivot, [greater, upper) > pivot.
            var less = lower, index = lower, greater = upper
            while index < greater {
                let value = key(Int(order[index]))
                if value < pivot {
                    order.swapAt(less, index)
                    less += 1
                    index += 1
                } else if value > pivot {
                    greater -= 1
                    order.swapAt(index, greater)
                } else {
                    index += 1
                }
            }
            if k < less { upper = less } else if k >= greater { lower = greater } else { return }
        }
        insertionSort(order, lower..<upper, key: key)
    }

    /// Sorts `order[range]` by key (a few elements).
    private static func insertionSort(_ order: UnsafeMutableBufferPointer<Int32>, _ range: Range<Int>,
                                      key: (Int) -> Double) {
        guard range.count > 1 else { return }
        for index in (range.lowerBound + 1)..<range.upperBound {
            let moving = order[index]
            let value = key(Int(moving))
            var slot = index
            while slot > range.lowerBound, key(Int(order[slot - 1])) > value {
                order[slot] = order[slot - 1]
                slot -= 1
            }
            order[slot] = moving
        }
    }
}

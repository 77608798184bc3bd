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
        let ring = isFinite ? PieceRing(centre: centre, inner: inner, outer: outer)
                            : PieceRing(centre: .zero, inner: 0, outer: .infinity)
        return Node(axis: axis, uMin: uMin, uMax: uMax, vMin: vMin, vMax: vMax, ring: ring, left: left, right: right,
                    firstPiece: positions.lowerBound, lastPiece: positions.upperBound - 1)
    }

    /// Reorders `order[range]` so that position `k` holds the piece whose key would sort there,
    /// no smaller key after it and no larger before it (quickselect, Hoare partition on the
    /// middle element: expected O(range)).
    private static func select(_ k: Int, in order: UnsafeMutableBufferPointer<Int32>, _ range: Range<Int>,
                               key: (Int) -> Double) {
        var lower = range.lowerBound, upper = range.upperBound - 1
        while lower < upper {
            let pivot = key(Int(order[(lower + upper) / 2]))
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
}

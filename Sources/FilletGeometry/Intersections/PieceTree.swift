import Foundation

/// A bounding-volume hierarchy of oriented boxes over a path's pieces, built in path order: the
/// candidate-pair structure of the self-intersection scan and of the clearance.
///
/// **Why oriented boxes in path order.** Measured on the benchmark stars (many long, thin,
/// nearly radial spikes), the pairs whose *axis-aligned* boxes overlap grow like n² — a spike's
/// box is as wide as the spike is long, and hundreds of its neighbours' boxes overlap it, so a
/// uniform grid or an R-tree of axis-aligned boxes tests as many pairs as the old x-sorted sweep.
/// A box aligned with the chord of a run of consecutive pieces is as thin as the run: a spike's
/// box is a spike wide, a run of spikes' box is a wedge. Consecutive pieces are neighbours in
/// space too, so packing the leaves in path order (no sort) gives tight nodes, and the pairs
/// visited are those that come near each other: O(n log n + k) for outlines whose pieces are
/// clear of each other except at their joints. (Gottschalk, Lin & Manocha, "OBBTree: a
/// hierarchical structure for rapid interference detection", SIGGRAPH 1996, for the volume and
/// the separating-axis test; the chord axis and path-order packing are this package's choice.)
///
/// **Nodes.** A leaf bounds one piece with its exact projections onto the chord direction `u` of
/// the piece and onto `v = u⊥`. An inner node takes the chord from its first piece's start to its
/// last piece's end (the x-axis when that chord is zero or not finite) and bounds the four
/// corners of each child's box, so every box contains its subtree's pieces (up to rounding,
/// which the traversal's slack covers). Levels pair consecutive nodes; an odd node is carried up.
///
/// **Separation.** For boxes A and B, each of the four axes w ∈ {u_A, v_A, u_B, v_B} gives the
/// gap between their projection intervals; the largest gap is a lower bound of the distance
/// between anything in A and anything in B (projection onto a unit vector does not increase
/// distances). A pair of nodes is skipped when that bound exceeds the visitor's prune distance.
///
/// **Rings.** Boxes cannot separate pieces nested inside one another — a spiral of semicircles,
/// concentric circles — whose boxes contain each other: with boxes alone the pairs visited grew
/// like n² there (40 000 nested arcs: minutes). Each node therefore also holds a ring
/// (``PieceRing``) about a centre: a leaf its piece's, an inner node the ring about its larger
/// child's centre that holds both children's rings. Nested arcs have rings apart by the
/// difference of their radii, so their pairs are pruned as boxes prune pieces side by side; the
/// separation of two nodes is the larger of the two bounds. Nested *lines* (a polygonal spiral)
/// defeat both volumes of a path-order tree; the clearance then falls back on a tree split by
/// position (``init(spatiallyOver:nodes:order:)``).
///
/// - Complexity: building O(n) time in the caller's node buffer (≤ 2n + 64 nodes); traversal
///   allocates nothing (recursion depth O(log n)).
struct PieceTree {
    /// One node: an oriented box and either two children or one piece.
    struct Node {
        /// Unit axis `u` of the box; `v = (−u.dy, u.dx)`.
        var axis: Vector
        var uMin: Double, uMax: Double, vMin: Double, vMax: Double
        /// A ring holding every piece of the subtree.
        var ring: PieceRing
        // Indices as 32-bit values (a node is 88 bytes, not 104: the tree of the largest stars
        // has 4·10⁶ nodes); the tree refuses more pieces than they can count.
        private var storedLeft: Int32, storedRight: Int32, storedFirstPiece: Int32, storedLastPiece: Int32
        /// Child node indices, or for a leaf `left` = the piece index and `right` = −1.
        @inline(__always) var left: Int { Int(storedLeft) }
        @inline(__always) var right: Int { Int(storedRight) }
        /// First and last piece of the subtree (path order).
        @inline(__always) var firstPiece: Int { Int(storedFirstPiece) }
        @inline(__always) var lastPiece: Int { Int(storedLastPiece) }

        init(axis: Vector, uMin: Double, uMax: Double, vMin: Double, vMax: Double, ring: PieceRing,
             left: Int, right: Int, firstPiece: Int, lastPiece: Int) {
            self.axis = axis
            self.ring = ring
            (self.uMin, self.uMax, self.vMin, self.vMax) = (uMin, uMax, vMin, vMax)
            (storedLeft, storedRight) = (Int32(truncatingIfNeeded: left), Int32(truncatingIfNeeded: right))
            (storedFirstPiece, storedLastPiece) = (Int32(truncatingIfNeeded: firstPiece),
                                                   Int32(truncatingIfNeeded: lastPiece))
        }

        @inline(__always) var isLeaf: Bool { right < 0 }
        @inline(__always) var span: Double { (uMax - uMin) + (vMax - vMin) }

        /// The smallest and largest projection of the box's corners onto `direction`.
        @inline(__always)
        func projection(onto direction: Vector) -> (min: Double, max: Double) {
            let alongU = axis.dx * direction.dx + axis.dy * direction.dy
            let alongV = -axis.dy * direction.dx + axis.dx * direction.dy
            let u0 = alongU * uMin, u1 = alongU * uMax, v0 = alongV * vMin, v1 = alongV * vMax
            return (Swift.min(u0, u1) + Swift.min(v0, v1), Swift.max(u0, u1) + Swift.max(v0, v1))
        }
    }

    /// The number of node slots a tree over `pieceCount` pieces may use.
    static func nodeCapacity(pieceCount: Int) -> Int { 2 * pieceCount + 64 }

    let nodes: UnsafeMutableBufferPointer<Node>
    /// Index of the root; −1 for no pieces.
    var root = -1

    /// An empty tree over `nodes`, for the builders.
    init(nodes: UnsafeMutableBufferPointer<Node>) {
        self.nodes = nodes
    }

    /// Builds the tree over `pieces` into `nodes` (capacity ≥ ``nodeCapacity(pieceCount:)``;
    /// ``Node`` is a trivial type, so earlier contents are simply overwritten).
    init<Piece: ContactPiece>(pieces: UnsafeMutableBufferPointer<Piece>, nodes: UnsafeMutableBufferPointer<Node>) {
        precondition(nodes.count >= Self.nodeCapacity(pieceCount: pieces.count), "piece tree buffer too small")
        precondition(Self.nodeCapacity(pieceCount: pieces.count) <= Int(Int32.max), "too many pieces for the tree")
        assert(_isPOD(Node.self))
        self.nodes = nodes
        guard !pieces.isEmpty else { return }
        for index in pieces.indices {
            let piece = pieces[index]
            let axis = Self.axis(from: piece.start, to: piece.end)
            let along = piece.projection(onto: axis)
            let across = piece.projection(onto: axis.perpendicular)
            nodes[index] = Node(axis: axis, uMin: along.min, uMax: along.max, vMin: across.min, vMax: across.max,
                                ring: piece.ring, left: index, right: -1, firstPiece: index, lastPiece: index)
        }
        var levelStart = 0, levelEnd = pieces.count
        while levelEnd - levelStart > 1 {
            var next = levelEnd
            var index = levelStart
            while index < levelEnd {
                if index + 1 < levelEnd {
                    nodes[next] = Self.parent(nodes[index], index, nodes[index + 1], index + 1, pieces)
                } else {
                    nodes[next] = nodes[index]
                }
                next += 1
                index += 2
            }
            levelStart = levelEnd
            levelEnd = next
        }
        root = levelStart
    }

    /// The unit chord direction, or the x-axis for a zero or non-finite chord.
    @inline(__always)
    private static func axis(from start: Point, to end: Point) -> Vector {
        let chord = end - start
        let lengthSquared = chord.lengthSquared
        guard lengthSquared > 0, lengthSquared.isFinite else { return Vector(dx: 1, dy: 0) }
        return chord / lengthSquared.squareRoot()
    }

    private static func parent<Piece: ContactPiece>(_ left: Node, _ leftIndex: Int, _ right: Node, _ rightIndex: Int,
                                                   _ pieces: UnsafeMutableBufferPointer<Piece>) -> Node {
        let axis = Self.axis(from: pieces[left.firstPiece].start, to: pieces[right.lastPiece].end)
        let across = axis.perpendicular
        let leftAlong = left.projection(onto: axis), rightAlong = right.projection(onto: axis)
        let leftAcross = left.projection(onto: across), rightAcross = right.projection(onto: across)
        // About the larger child's centre: nested pieces keep the outer ones' centre.
        let centre = left.ring.outer >= right.ring.outer ? left.ring.centre : right.ring.centre
        let leftRing = left.ring.recentred(at: centre), rightRing = right.ring.recentred(at: centre)
        let ring = PieceRing(centre: centre, inner: Swift.min(leftRing.inner, rightRing.inner),
                             outer: Swift.max(leftRing.outer, rightRing.outer))
        return Node(axis: axis,
                    uMin: Swift.min(leftAlong.min, rightAlong.min), uMax: Swift.max(leftAlong.max, rightAlong.max),
                    vMin: Swift.min(leftAcross.min, rightAcross.min), vMax: Swift.max(leftAcross.max, rightAcross.max),
                    ring: ring, left: leftIndex, right: rightIndex, firstPiece: left.firstPiece, lastPiece: right.lastPiece)
    }

    /// A lower bound of the distance between anything in node `a` and anything in node `b`: the
    /// larger of the boxes' gap and the rings' (negative when both overlap). A NaN gap gives NaN,
    /// which never prunes; finite input never makes one.
    @inline(__always)
    static func separation(_ a: Node, _ b: Node) -> Double {
        let aAcross = a.axis.perpendicular, bAcross = b.axis.perpendicular
        let bOnAU = b.projection(onto: a.axis), bOnAV = b.projection(onto: aAcross)
        let aOnBU = a.projection(onto: b.axis), aOnBV = a.projection(onto: bAcross)
        let gap1 = Swift.max(bOnAU.min - a.uMax, a.uMin - bOnAU.max)
        let gap2 = Swift.max(bOnAV.min - a.vMax, a.vMin - bOnAV.max)
        let gap3 = Swift.max(aOnBU.min - b.uMax, b.uMin - aOnBU.max)
        let gap4 = Swift.max(aOnBV.min - b.vMax, b.vMin - aOnBV.max)
        let boxGap = Swift.max(Swift.max(gap1, gap2), Swift.max(gap3, gap4))
        let ringGap = a.ring.gap(to: b.ring)
        guard !boxGap.isNaN, !ringGap.isNaN else { return .nan }
        return Swift.max(boxGap, ringGap)
    }

    /// Hands every pair of distinct pieces whose volumes (boxes and rings) are within
    /// `visitor.pruneDistance` of each other to `visitor.visit` (each unordered pair at most once,
    /// lower piece index first), until a visit or ``PiecePairVisitor/admitsNodePair()`` returns
    /// `false`. The prune distance is read before every node test, so a visitor may shrink it as
    /// it goes (the clearance does).
    /// - Returns: `false` when a visit stopped the traversal.
    @discardableResult
    func forEachClosePair<Visitor: PiecePairVisitor>(_ visitor: inout Visitor) -> Bool {
        guard root >= 0 else { return true }
        return selfPairs(root, &visitor)
    }

    private func selfPairs<Visitor: PiecePairVisitor>(_ index: Int, _ visitor: inout Visitor) -> Bool {
        let node = nodes[index]
        if node.isLeaf { return true }
        return selfPairs(node.left, &visitor) && selfPairs(node.right, &visitor)
            && pairs(node.left, node.right, &visitor)
    }

    /// Pairs between the subtrees `a` and `b` (disjoint sets of pieces). The larger
    /// box is split; with ``PiecePairVisitor/visitsNearerFirst`` the nearer child goes first so a
    /// shrinking prune distance cuts more.
    private func pairs<Visitor: PiecePairVisitor>(_ a: Int, _ b: Int, _ visitor: inout Visitor) -> Bool {
        guard visitor.admitsNodePair() else { return false }
        let first = nodes[a], second = nodes[b]
        if Self.separation(first, second) > visitor.pruneDistance { return true }
        if first.isLeaf && second.isLeaf {
            // In path order `a`'s piece comes first; a spatial tree's leaves are in any order.
            return visitor.visit(Swift.min(first.left, second.left), Swift.max(first.left, second.left))
        }
        if second.isLeaf || (!first.isLeaf && first.span >= second.span) {
            let near = !Visitor.visitsNearerFirst
                || Self.separation(nodes[first.left], second) <= Self.separation(nodes[first.right], second)
            return near ? pairs(first.left, b, &visitor) && pairs(first.right, b, &visitor)
                        : pairs(first.right, b, &visitor) && pairs(first.left, b, &visitor)
        }
        let near = !Visitor.visitsNearerFirst
            || Self.separation(first, nodes[second.left]) <= Self.separation(first, nodes[second.right])
        return near ? pairs(a, second.left, &visitor) && pairs(a, second.right, &visitor)
                    : pairs(a, second.right, &visitor) && pairs(a, second.left, &visitor)
    }
}

/// What ``PieceTree/forEachClosePair(_:)`` hands candidate pairs to.
protocol PiecePairVisitor {
    /// Box pairs farther apart than this are skipped; read before every box test.
    var pruneDistance: Double { get }
    /// Whether splitting a node pair should visit the nearer child first (worth its two extra
    /// box tests only when the prune distance shrinks as pairs are visited).
    static var visitsNearerFirst: Bool { get }
    /// Called with two piece indices (`first < second`); returns `false` to stop.
    mutating func visit(_ first: Int, _ second: Int) -> Bool
    /// Called before each pair of nodes is tested; returns `false` to stop (a search with a
    /// work budget). Default: always `true`.
    mutating func admitsNodePair() -> Bool
}

extension PiecePairVisitor {
    @inline(__always) mutating func admitsNodePair() -> Bool { true }
}

/// A visitor's work budget in node pairs (``PiecePairVisitor/admitsNodePair()``): the searches
/// that fall back on a tree split by position when the path-order tree runs long.
struct NodePairBudget {
    /// Node pairs left to test.
    var remaining: Int
    /// Whether a test was refused: the search stopped on the budget, not on its own.
    private(set) var isExhausted = false

    init(_ remaining: Int) { self.remaining = remaining }

    /// Counts one node pair; `false` once the budget is spent.
    @inline(__always)
    mutating func admit() -> Bool {
        remaining -= 1
        guard remaining >= 0 else {
            isExhausted = true
            return false
        }
        return true
    }

    /// Counts `work` node pairs' worth of exact tests (a curve pair's box tests): the next
    /// ``admit()`` refuses once the budget is spent.
    @inline(__always)
    mutating func charge(_ work: Int) {
        remaining -= work
    }
}

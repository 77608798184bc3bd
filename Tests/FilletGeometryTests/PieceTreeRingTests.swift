import Foundation
import Testing
@testable import FilletGeometry
import FilletSupport

/// The piece tree's rings (``PieceRing``): sound lower bounds, and what they are for — nested
/// and concentric pieces, whose boxes contain each other, searched in near-linear work with the
/// same answers as every pair.
@Suite struct PieceTreeRingTests {
    /// A spiral of semicircles, each inside the last (`M1 0 A1 1 0 0 1 -1 0 A0.75 …` with a
    /// smaller step): the boxes of all arcs contain each other.
    static func semicircleSpiral(arcs: Int, step: Double) throws -> Path {
        var data = "M1 0", x = 1.0, radius = 1.0, direction = -1.0
        for _ in 0..<arcs {
            let next = x + direction * 2 * radius
            data += " A\(radius) \(radius) 0 0 1 \(next) 0"
            x = next
            direction = -direction
            radius -= step
        }
        return try Path(svgPathData: data)
    }

    /// Concentric circles, each its own subpath, in two sets far apart (so no one centre serves).
    static func concentricSets(circles: Int) throws -> Path {
        var data = ""
        for set in 0..<2 {
            let cx = Double(set) * 50, cy = Double(set) * 20
            for k in 0..<circles {
                let r = 1 + Double(k) * 0.01
                data += "M\(cx + r) \(cy) A\(r) \(r) 0 1 1 \(cx - r) \(cy) A\(r) \(r) 0 1 1 \(cx + r) \(cy) Z "
            }
        }
        return try Path(svgPathData: data)
    }

    /// A polygonal spiral: 16 lines a turn, turns `spacing` apart (dense ones send the clearance
    /// to the tree split by position).
    static func polygonSpiral(lines: Int, spacing: Double = 0.002) throws -> Path {
        var data = ""
        for index in 0..<lines {
            let angle = Double(index) * 2 * .pi / 16, radius = 1 + Double(index) * spacing / 16
            data += (index == 0 ? "M" : "L") + "\(radius * cos(angle)) \(radius * sin(angle)) "
        }
        return try Path(svgPathData: data)
    }

    static func bruteForceClearance(_ path: Path) -> Double {
        let prepared = PreparedPath(path)
        let tolerance = prepared.intersectionTolerance
        var items = prepared.scanItems().filter { $0.segment.extent > tolerance }
        var best = Double.infinity
        items.withUnsafeMutableBufferPointer { items in
            for i in items.indices {
                for j in (i + 1)..<items.count where !Path.areNeighbours(items, i, j, tolerance: tolerance) {
                    best = Swift.min(best, SegmentDistance.distance(items[i].segment, items[j].segment))
                }
            }
        }
        return best
    }

    @Test(arguments: ["spiral", "concentric", "polygon-spiral", "dense-polygon-spiral"])
    func clearanceOnNestedPiecesEqualsEveryPair(_ kind: String) throws {
        let path: Path
        switch kind {
        case "spiral": path = try Self.semicircleSpiral(arcs: 300, step: 1.0 / 400)
        case "concentric": path = try Self.concentricSets(circles: 80)
        case "dense-polygon-spiral": path = try Self.polygonSpiral(lines: 3_000, spacing: 1e-7)
        default: path = try Self.polygonSpiral(lines: 400)
        }
        let prepared = PreparedPath(path)
        try #require(prepared.segments.count > Path.allPairsSegmentLimit)
        let brute = Self.bruteForceClearance(path)
        try #require(brute.isFinite && brute > 0)
        #expect(prepared.clearance() == brute, "\(kind)")
        var reused = PreparedPath()
        reused.prepare(path)
        let fused = reused.simplicityAndClearanceReusingTable()
        #expect(fused.clearance == brute, "\(kind): fused pass")
        #expect(fused.isSimple == path.isSimple, "\(kind): verdict")
    }

    static func pieces(_ kind: String) throws -> [SweepItem] {
        let path: Path
        switch kind {
        case "spiral": path = try Self.semicircleSpiral(arcs: 70, step: 1.0 / 100)
        case "polygon-spiral": path = try Self.polygonSpiral(lines: 90)
        default: path = try Path(svgPathData: "M0 0 C10 20 30 -20 40 0 L40 10 A5 5 0 0 1 30 10 Q20 30 10 10 L0 10 Z "
                                 + (0..<20).map { "M\($0 * 3) 50 l2 1 a1 1 0 1 1 -1 2 c1 1 2 2 0 3" }.joined(separator: " "))
        }
        return PreparedPath(path).scanItems()
    }

    static func sample(_ item: SweepItem, _ t: Double) -> Point {
        switch item.segment.geometry {
        case .line(let from, let to): return from + (to - from) * t
        case .arc(let arc): return arc.point(at: t)
        case .curve(let curve): return curve.point(at: t)
        }
    }

    /// Every node's box and ring hold its subtree's pieces, in the path-order tree and in the tree
    /// split by position: points sampled along each piece lie within the ring and project within
    /// the box.
    @Test(arguments: ["spiral", "polygon-spiral", "mixed"], [false, true])
    func everyVolumeHoldsItsSubtreesPieces(_ kind: String, spatial: Bool) throws {
        var items = try Self.pieces(kind)
        try #require(items.count > Path.allPairsSegmentLimit)
        var checked = 0
        items.withUnsafeMutableBufferPointer { items in
            Path.withNodes(nil, pieceCount: items.count) { nodes in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: items.count) { order in
                    let tree = spatial ? PieceTree(spatiallyOver: items, nodes: nodes, order: order)
                                       : PieceTree(pieces: items, nodes: nodes)
                    var pending = [tree.root]
                    while let index = pending.popLast() {
                        let node = nodes[index]
                        if !node.isLeaf { pending += [node.left, node.right] }
                        for position in node.firstPiece...node.lastPiece {
                            let piece = spatial ? Int(order[position]) : position
                            for sample in 0...16 {
                                let point = Self.sample(items[piece], Double(sample) / 16)
                                let distance = (point - node.ring.centre).length
                                let slack = 1e-9 * Swift.max(1, node.ring.outer)
                                #expect(distance >= node.ring.inner - slack && distance <= node.ring.outer + slack,
                                        "\(kind) node \(index) piece \(piece): ring")
                                let along = point.x * node.axis.dx + point.y * node.axis.dy
                                let across = -point.x * node.axis.dy + point.y * node.axis.dx
                                #expect(along >= node.uMin - slack && along <= node.uMax + slack
                                        && across >= node.vMin - slack && across <= node.vMax + slack,
                                        "\(kind) node \(index) piece \(piece): box")
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(checked > 1_000)
    }

    /// Collects every pair the tree hands out with nothing pruned.
    struct EveryPair: PiecePairVisitor {
        var pairs: [Int: Int] = [:]
        var pruneDistance: Double { .infinity }
        static var visitsNearerFirst: Bool { true }
        let count: Int
        mutating func visit(_ first: Int, _ second: Int) -> Bool {
            #expect(first < second)
            pairs[first * count + second, default: 0] += 1
            return true
        }
    }

    /// The tree split by position hands out every unordered pair of pieces exactly once, lower
    /// index first, as the path-order tree does: its leaves are a permutation of the pieces.
    @Test(arguments: ["spiral", "polygon-spiral", "mixed"])
    func theSpatialTreeHandsOutEveryPairOnce(_ kind: String) throws {
        var items = try Self.pieces(kind)
        let count = items.count
        var visitor = EveryPair(count: count)
        items.withUnsafeMutableBufferPointer { items in
            Path.withNodes(nil, pieceCount: items.count) { nodes in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: items.count) { order in
                    PieceTree(spatiallyOver: items, nodes: nodes, order: order).forEachClosePair(&visitor)
                    #expect(Set((0..<count).map { Int(order[$0]) }) == Set(0..<count))
                }
            }
        }
        #expect(visitor.pairs.count == count * (count - 1) / 2)
        #expect(visitor.pairs.values.allSatisfy { $0 == 1 })
    }

    /// The ring gap is a lower bound of the distance between any two points of the rings, and a
    /// recentred ring still holds what the ring held: checked on random rings and points.
    @Test func ringGapIsALowerBoundAndRecentringHoldsThePoints() {
        var rng = SplitMix64(seed: 0x5EED_41)
        func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        var pruned = 0
        for _ in 0..<2_000 {
            func ring() -> PieceRing {
                let inner = uniform(0...5)
                return PieceRing(centre: Point(x: uniform(-3...3), y: uniform(-3...3)), inner: inner, outer: inner + uniform(0...2))
            }
            func point(in ring: PieceRing) -> Point {
                let angle = uniform(0...(2 * .pi)), radius = uniform(ring.inner...ring.outer)
                return Point(x: ring.centre.x + radius * cos(angle), y: ring.centre.y + radius * sin(angle))
            }
            let a = ring(), b = ring()
            let gap = a.gap(to: b)
            #expect(gap == b.gap(to: a))
            if gap > 0 { pruned += 1 }
            let moved = a.recentred(at: Point(x: uniform(-3...3), y: uniform(-3...3)))
            for _ in 0..<4 {
                let p = point(in: a), q = point(in: b)
                #expect((p - q).length >= gap - 1e-12)
                let fromMoved = (p - moved.centre).length
                #expect(fromMoved >= moved.inner - 1e-12 && fromMoved <= moved.outer + 1e-12)
            }
        }
        #expect(pruned > 200, "rings apart in \(pruned) of 2 000 draws")
    }

    /// `distanceRange(from:)` brackets the distances to points sampled along lines, arcs (any
    /// sweep) and curves.
    @Test func distanceRangeBracketsSampledDistances() throws {
        var rng = SplitMix64(seed: 0xD157)
        func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        for trial in 0..<600 {
            let geometry: PathSegment.Geometry
            switch trial % 3 {
            case 0: geometry = .line(from: Point(x: uniform(-5...5), y: uniform(-5...5)), to: Point(x: uniform(-5...5), y: uniform(-5...5)))
            case 1: geometry = .arc(Arc(center: Point(x: uniform(-2...2), y: uniform(-2...2)), radius: uniform(0.1...4),
                                        startAngle: uniform(-4...4), sweep: uniform(-6.3...6.3)))
            default: geometry = .curve(CubicCurve(Point(x: uniform(-5...5), y: uniform(-5...5)), Point(x: uniform(-5...5), y: uniform(-5...5)),
                                                  Point(x: uniform(-5...5), y: uniform(-5...5)), Point(x: uniform(-5...5), y: uniform(-5...5))))
            }
            let segment = PreparedSegment(geometry)
            let point = Point(x: uniform(-6...6), y: uniform(-6...6))
            let range = segment.distanceRange(from: point)
            for sample in 0...64 {
                let t = Double(sample) / 64
                let sampled: Point
                switch geometry {
                case .line(let from, let to): sampled = from + (to - from) * t
                case .arc(let arc): sampled = arc.point(at: t)
                case .curve(let curve): sampled = curve.point(at: t)
                }
                let distance = (sampled - point).length
                #expect(distance >= range.min - 1e-9 && distance <= range.max + 1e-9, "trial \(trial) sample \(sample)")
            }
        }
    }
}

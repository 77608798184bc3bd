import Foundation
import Testing
@testable import FilletGeometry
import FilletSupport

/// The searches over fine pieces (``FinePiece``, the fallback for bundles of nearly parallel
/// curves): sound volumes, and the same contacts and clearance as testing every pair.
@Suite struct FinePieceTests {
    /// The handle length of the standard quarter-circle cubic.
    static let quarterHandle = 4.0 / 3.0 * tan(Double.pi / 8)

    /// The quarter-circle cubic from radius `r0` at `angle` to radius `r1` a quarter turn on.
    static func quarterCubic(_ r0: Double, _ r1: Double, _ angle: Double)
        -> (Point, Point, Point, Point) {
        let next = angle + .pi / 2
        let p0 = Point(x: r0 * cos(angle), y: r0 * sin(angle)), p3 = Point(x: r1 * cos(next), y: r1 * sin(next))
        let p1 = Point(x: p0.x - quarterHandle * r0 * sin(angle), y: p0.y + quarterHandle * r0 * cos(angle))
        let p2 = Point(x: p3.x + quarterHandle * r1 * sin(next), y: p3.y - quarterHandle * r1 * cos(next))
        return (p0, p1, p2, p3)
    }

    /// A spiral of `cubics` quarter-circle cubics, the radius shrinking by `gap` a quarter turn.
    static func cubicSpiral(cubics: Int, gap: Double) throws -> Path {
        var path = Path(), radius = 1.0
        for index in 0..<cubics {
            let (p0, p1, p2, p3) = quarterCubic(radius, radius - gap, Double(index) * .pi / 2)
            if index == 0 { try path.move(to: p0) }
            try path.addCurve(to: p3, control1: p1, control2: p2)
            radius -= gap
        }
        return path
    }

    /// `rings` closed circles of four quarter cubics each, radii `4·gap` apart.
    static func concentricCubicRings(rings: Int, gap: Double) throws -> Path {
        var path = Path()
        for ring in 0..<rings {
            let radius = 1 - Double(ring) * 4 * gap
            for quarter in 0..<4 {
                let (p0, p1, p2, p3) = quarterCubic(radius, radius, Double(quarter) * .pi / 2)
                if quarter == 0 { try path.move(to: p0) }
                try path.addCurve(to: p3, control1: p1, control2: p2)
            }
            path.closeSubpath()
        }
        return path
    }

    /// Random cubics, lines and arcs on a coarse grid (crossings, touches and shared end points
    /// are common), sometimes with a small bundle of nearly parallel curves added.
    static func randomCurvePath(_ rng: inout SplitMix64) throws -> Path {
        func gridPoint() -> Point {
            Point(x: Double(Int.random(in: 0...10, using: &rng)), y: Double(Int.random(in: 0...10, using: &rng)))
        }
        var path = Path()
        // A third of the paths are a bundle alone (simple), or crossed by one line.
        if Int.random(in: 0..<3, using: &rng) == 0 {
            let gap = [1e-3, 1e-5, 1e-7][Int.random(in: 0..<3, using: &rng)]
            path = Bool.random(using: &rng) ? try cubicSpiral(cubics: Int.random(in: 8...40, using: &rng), gap: gap)
                                            : try concentricCubicRings(rings: Int.random(in: 2...10, using: &rng), gap: gap)
            if Int.random(in: 0..<4, using: &rng) == 0 {
                try path.move(to: Point(x: 0, y: 0))
                try path.addLine(to: Point(x: 1.5, y: 0.001))
            }
            return path
        }
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            try path.move(to: gridPoint())
            for _ in 0..<Int.random(in: 2...24, using: &rng) {
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: try path.addLine(to: gridPoint())
                case 1: try path.addArc(tangent1End: gridPoint(), tangent2End: gridPoint(),
                                        radius: Double.random(in: 0...2, using: &rng))
                default: try path.addCurve(to: gridPoint(), control1: gridPoint(), control2: gridPoint())
                }
            }
            if Bool.random(using: &rng) { path.closeSubpath() }
        }
        if Bool.random(using: &rng) {
            let bundle = try cubicSpiral(cubics: Int.random(in: 8...24, using: &rng),
                                         gap: [1e-3, 1e-5, 1e-7][Int.random(in: 0..<3, using: &rng)])
            path.addPath(try bundle.applying(.translation(x: 5, y: 5)))
        }
        return path
    }

    /// Clearances of one path by two strategies agree within the curve distance's accuracy:
    /// each is at least the true distance and within that fraction of it (plus the absolute
    /// accuracy, 10⁻¹⁰ of the extent).
    static func agree(_ a: Double, _ b: Double, size: Double) -> Bool {
        if a == b { return true }
        let relative = SegmentDistance.curveDistanceRelativeAccuracy
        return Swift.abs(a - b) <= 2.05 * relative * Swift.min(a, b) + 1e-9 * size
    }

    /// Points sampled along random cubics lie within the ring fitted to them, and a piece close
    /// to a circle gets a ring far thinner than its disc.
    @Test func fittedRingHoldsItsCurve() throws {
        var rng = SplitMix64(seed: 0xF17E_0001)
        func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        var fitted = 0
        for trial in 0..<2_000 {
            let curve: CubicCurve
            if trial % 2 == 0 {
                curve = CubicCurve(Point(x: uniform(-5...5), y: uniform(-5...5)), Point(x: uniform(-5...5), y: uniform(-5...5)),
                                   Point(x: uniform(-5...5), y: uniform(-5...5)), Point(x: uniform(-5...5), y: uniform(-5...5)))
            } else {
                let (p0, p1, p2, p3) = Self.quarterCubic(uniform(0.1...10), uniform(0.1...10), uniform(0...6))
                curve = CubicCurve(p0, p1, p2, p3).subcurve(from: uniform(0...0.5), to: uniform(0.5...1))
            }
            let (ring, width) = FinePiece.fittedRing(curve)
            if width.isFinite { fitted += 1 }
            for sample in 0...64 {
                let distance = (curve.point(at: Double(sample) / 64) - ring.centre).length
                let slack = 1e-12 * Swift.max(1, ring.outer)
                #expect(distance >= ring.inner - slack && distance <= ring.outer + slack,
                        "trial \(trial): \(distance) outside [\(ring.inner), \(ring.outer)]")
            }
        }
        #expect(fitted > 1_000)
        let (p0, p1, p2, p3) = Self.quarterCubic(1, 1, 0)
        let piece = CubicCurve(p0, p1, p2, p3).subcurve(from: 0.25, to: 0.25 + 1.0 / 64)
        let width = FinePiece.fittedRing(piece).1
        #expect(width < 1e-3 * FinePiece.chordSpread(piece), "width \(width), spread \(FinePiece.chordSpread(piece))")
    }

    /// The separation of two fine pieces never exceeds the least distance between points sampled
    /// on them (pieces of nearly parallel quarter cubics, of random cubics, and of arcs), and it
    /// parts pieces of neighbouring turns whose rings' centres differ.
    @Test func separationIsALowerBoundOfTheDistance() throws {
        var rng = SplitMix64(seed: 0xF17E_0005)
        func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        var parted = 0
        for trial in 0..<400 {
            let path: Path
            switch trial % 3 {
            case 0: path = try Self.cubicSpiral(cubics: 9, gap: [1e-6, 1e-4, 1e-2][trial % 9 / 3])
            case 1:
                var random = Path()
                try random.move(to: Point(x: uniform(-1...1), y: uniform(-1...1)))
                for _ in 0..<3 {
                    try random.addCurve(to: Point(x: uniform(-1...1), y: uniform(-1...1)),
                                        control1: Point(x: uniform(-1...1), y: uniform(-1...1)),
                                        control2: Point(x: uniform(-1...1), y: uniform(-1...1)))
                }
                path = random
            default:
                path = try Path(svgPathData: "M1 0 A1 1 0 0 1 -1 0 C-1 -0.6 0.9 -0.6 0.999 0 A0.999 0.999 0 0 1 -0.5 0.8")
            }
            let items = PreparedPath(path).scanItems()
            var pieces: [FinePiece] = []
            for index in items.indices {
                FinePiece.append(items[index], index: index, thinness: 1e-8, to: &pieces)
            }
            func samples(_ piece: FinePiece) -> [Point] {
                if piece.isCurve { return (0...24).map { piece.curve.point(at: Double($0) / 24) } }
                let geometry = items[Int(piece.item)].segment.geometry
                guard case .arc(let arc) = geometry else { return [piece.start, piece.end] }
                // Points of the sub-arc: its ends and points between them on the circle.
                let from = atan2(piece.start.y - arc.center.y, piece.start.x - arc.center.x)
                var sweep = atan2(piece.end.y - arc.center.y, piece.end.x - arc.center.x) - from
                if arc.sweep > 0, sweep < 0 { sweep += 2 * .pi }
                if arc.sweep < 0, sweep > 0 { sweep -= 2 * .pi }
                return (0...24).map { step in
                    let angle = from + sweep * Double(step) / 24
                    return Point(x: arc.center.x + abs(arc.radius) * cos(angle), y: arc.center.y + abs(arc.radius) * sin(angle))
                }
            }
            for _ in 0..<20 {
                let a = pieces[Int.random(in: 0..<pieces.count, using: &rng)]
                let b = pieces[Int.random(in: 0..<pieces.count, using: &rng)]
                let bound = FinePiece.separation(a, b)
                var least = Double.infinity
                for p in samples(a) { for q in samples(b) { least = Swift.min(least, (p - q).length) } }
                #expect(bound <= least + 1e-12, "trial \(trial): separation \(bound) above sampled distance \(least)")
                if bound > 0.5 * least, least > 0, a.item != b.item { parted += 1 }
            }
        }
        #expect(parted > 100)
    }

    /// A curve's fine pieces follow each other from its start to its end, and each is thin or
    /// as deep as the cut goes.
    @Test func finePiecesChainAlongTheirCurve() throws {
        var rng = SplitMix64(seed: 0xF17E_0002)
        var curves = 0
        for _ in 0..<100 {
            var items = PreparedPath(try Self.randomCurvePath(&rng)).scanItems()
            let tolerance = 1e-9 * 15
            for index in items.indices where items[index].isCurvePiece {
                var pieces: [FinePiece] = []
                FinePiece.append(items[index], index: index, thinness: FinePiece.contactThinness(tolerance: tolerance), to: &pieces)
                try #require(!pieces.isEmpty)
                #expect(pieces.first!.start == items[index].segment.start && pieces.last!.end == items[index].segment.end)
                for (a, b) in zip(pieces, pieces.dropFirst()) { #expect(a.end == b.start) }
                #expect(pieces.allSatisfy { Int($0.item) == index && $0.isCurve })
                #expect(pieces.count <= 1 << FinePiece.maximumDepth)
                curves += 1
            }
            items.removeAll()
        }
        #expect(curves > 200)
    }

    /// The cut's depth shrinks so that the pieces of a path with very many curves stay within the
    /// budget, and never below one piece per monotone piece.
    @Test(arguments: [(0, 8), (1, 8), (8_192, 8), (8_193, 7), (10_000, 7), (1 << 21, 0), (1 << 24, 0)])
    func depthLimitKeepsThePiecesWithinTheBudget(_ curvePieces: Int, _ depth: Int) {
        let limit = FinePiece.depthLimit(curvePieces: curvePieces)
        #expect(limit == depth)
        #expect(limit == 0 || curvePieces << limit <= FinePiece.pieceBudget)
    }

    static let bundles = ["spiral-1e-6", "spiral-1e-4", "spiral-crossed", "concentric-1e-6", "concentric-touching"]

    static func bundle(_ kind: String) throws -> Path {
        switch kind {
        case "spiral-1e-6": return try cubicSpiral(cubics: 160, gap: 1e-6)
        case "spiral-1e-4": return try cubicSpiral(cubics: 160, gap: 1e-4)
        case "spiral-crossed":
            var path = try cubicSpiral(cubics: 120, gap: 1e-6)
            try path.move(to: Point(x: 0, y: 0))
            try path.addLine(to: Point(x: 2, y: 0.001))
            return path
        case "concentric-1e-6": return try concentricCubicRings(rings: 40, gap: 1e-6)
        default:
            // Two rings drawn twice: they overlap.
            var path = try concentricCubicRings(rings: 30, gap: 1e-5)
            path.addPath(try concentricCubicRings(rings: 2, gap: 1e-5))
            return path
        }
    }

    /// On bundles of nearly parallel cubics the fine pieces find the contacts every pair finds
    /// and the clearance within the curve distance's accuracy; so does the automatic strategy
    /// (which falls back on them), and the verdict is the same.
    @Test(arguments: bundles)
    func bundlesOverFinePiecesMatchEveryPair(_ kind: String) throws {
        let path = try Self.bundle(kind)
        let tolerance = path.intersectionTolerance
        let allPairs = path.collectSelfIntersections(tolerance: .absolute(tolerance), strategy: .allPairs, limit: .max)
        let fine = path.collectSelfIntersections(tolerance: .absolute(tolerance), strategy: .finePieces, limit: .max)
        #expect(fine.totalCount == allPairs.totalCount && Set(fine.intersections) == Set(allPairs.intersections),
                "\(kind): fine \(fine.totalCount), all pairs \(allPairs.totalCount)")
        #expect(path.isSimple == allPairs.intersections.isEmpty, "\(kind): verdict")
        #expect(allPairs.intersections.isEmpty == !(kind.hasSuffix("crossed") || kind.hasSuffix("touching")),
                "\(kind): the bundle's expected verdict")
        var prepared = PreparedPath(path)
        let every = prepared.clearanceReusingTable(strategy: .allPairs)
        let overFine = prepared.clearanceReusingTable(strategy: .finePieces)
        let automatic = prepared.clearanceReusingTable()
        let size = prepared.characteristicSize
        #expect(Self.agree(overFine, every, size: size), "\(kind): fine \(overFine), all pairs \(every)")
        #expect(Self.agree(automatic, every, size: size), "\(kind): automatic \(automatic), all pairs \(every)")
    }

    /// On random paths of curves, lines and arcs (crossing, touching, with and without bundles)
    /// the fine pieces find the contacts every pair finds and the clearance within the curve
    /// distance's accuracy.
    @Test func randomCurvePathsOverFinePiecesMatchEveryPair() throws {
        var rng = SplitMix64(seed: 0xF17E_0003)
        var crossing = 0, simple = 0
        for trial in 0..<60 {
            let path = try Self.randomCurvePath(&rng)
            let tolerance = path.intersectionTolerance
            let allPairs = path.collectSelfIntersections(tolerance: .absolute(tolerance), strategy: .allPairs,
                                                         limit: .max)
            let fine = path.collectSelfIntersections(tolerance: .absolute(tolerance), strategy: .finePieces, limit: .max)
            #expect(fine.totalCount == allPairs.totalCount && Set(fine.intersections) == Set(allPairs.intersections),
                    "trial \(trial): fine \(fine.totalCount), all pairs \(allPairs.totalCount)")
            var prepared = PreparedPath(path)
            let every = prepared.clearanceReusingTable(strategy: .allPairs)
            let overFine = prepared.clearanceReusingTable(strategy: .finePieces)
            #expect(Self.agree(overFine, every, size: prepared.characteristicSize),
                    "trial \(trial): fine \(overFine), all pairs \(every)")
            if allPairs.intersections.isEmpty { simple += 1 } else { crossing += 1 }
        }
        #expect(crossing > 20)
        #expect(simple > 8)
    }

    /// Keys built against the old pivot (the middle element, chosen greatest of its range every
    /// time, so each partition peeled off one element): selection still puts the k-th key at k
    /// with no larger key before it and no smaller after, and the tree over such midpoints still
    /// holds every piece once.
    @Test func selectionHoldsOnKeysBuiltAgainstTheMiddlePivot() throws {
        let count = 2_001, k = count / 2
        // McIlroy's adversary for the middle pivot: a key is fixed only when it becomes a pivot
        // (the greatest so far, counting down); every other key compares below it.
        var fixed = [Double?](repeating: nil, count: count)
        var order = Array(0..<count)
        var next = Double(2 * count), lower = 0, upper = count - 1, rounds = 0
        func key(_ piece: Int) -> Double { fixed[piece] ?? -1 }
        while lower < upper {
            rounds += 1
            let middle = order[(lower + upper) / 2]
            if fixed[middle] == nil { fixed[middle] = next; next -= 1 }
            let pivot = key(middle)
            var i = lower, j = upper
            while i <= j {
                while key(order[i]) < pivot { i += 1 }
                while key(order[j]) > pivot { j -= 1 }
                if i <= j { order.swapAt(i, j); i += 1; j -= 1 }
            }
            if k <= j { upper = j } else if k >= i { lower = i } else { break }
        }
        // The old pivot needed a round per element peeled off.
        #expect(rounds >= count / 2 - 1)
        var filler = 0.0
        let keys = fixed.map { value -> Double in
            if let value { return value }
            filler += 1
            return filler
        }
        var positions = (0..<count).map { Int32($0) }
        positions.withUnsafeMutableBufferPointer { positions in
            PieceTree.select(k, in: positions, 0..<count) { keys[$0] }
        }
        let chosen = keys[Int(positions[k])]
        #expect(chosen == keys.sorted()[k])
        #expect(positions[..<k].allSatisfy { keys[Int($0)] <= chosen })
        #expect(positions[(k + 1)...].allSatisfy { keys[Int($0)] >= chosen })
        #expect(Set(positions) == Set((0..<count).map { Int32($0) }))
        // The same keys as the x of chords' midpoints, in a tree split by position.
        var items = PreparedPath(try Path(svgPathData: keys.map { "M\($0) 0 l0.5 0.1" }.joined(separator: " ")))
            .scanItems()
        let itemCount = items.count
        items.withUnsafeMutableBufferPointer { items in
            Path.withNodes(nil, pieceCount: items.count) { nodes in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: items.count) { order in
                    _ = PieceTree(spatiallyOver: items, nodes: nodes, order: order)
                    #expect(Set((0..<itemCount).map { Int(order[$0]) }) == Set(0..<itemCount))
                }
            }
        }
    }

    /// Median of medians alone selects correctly, ties and all.
    @Test func medianOfMediansSelects() {
        var rng = SplitMix64(seed: 0xF17E_0004)
        for trial in 0..<200 {
            let count = Int.random(in: 1...300, using: &rng)
            let keys = (0..<count).map { _ in Double(Int.random(in: 0...(trial % 3 == 0 ? 3 : 1_000), using: &rng)) }
            let k = Int.random(in: 0..<count, using: &rng)
            var positions = (0..<count).map { Int32($0) }
            positions.withUnsafeMutableBufferPointer { positions in
                PieceTree.selectByMedianOfMedians(k, in: positions, 0..<count) { keys[$0] }
            }
            #expect(keys[Int(positions[k])] == keys.sorted()[k], "trial \(trial)")
            #expect(positions[..<k].allSatisfy { keys[Int($0)] <= keys[Int(positions[k])] }, "trial \(trial)")
            #expect(positions[k...].allSatisfy { keys[Int($0)] >= keys[Int(positions[k])] }, "trial \(trial)")
        }
    }
}

import Foundation
import FilletSupport
import Testing
@testable import FilletGeometry
import FilletTestSupport

/// Exact segment distances and the clearance between non-neighbouring segments.
@Suite struct PathClearanceTests {
    static let seed: UInt64 = 0xC1EA_2A4C_E000

    /// The least distance between dense samples of two segments: an upper bound of the exact
    /// distance, and within half a sample spacing of each segment above it.
    static func sampledDistance(_ a: PathSegment.Geometry, _ b: PathSegment.Geometry,
                                samples: Int) -> (distance: Double, spacing: Double) {
        func points(_ geometry: PathSegment.Geometry) -> ([Point], Double) {
            switch geometry {
            case .line(let from, let to):
                return ((0...samples).map { from.interpolated(to: to, at: Double($0) / Double(samples)) },
                        from.distance(to: to) / Double(samples))
            case .arc(let arc):
                return ((0...samples).map { arc.point(atAngle: arc.startAngle + arc.sweep * Double($0) / Double(samples)) },
                        arc.length / Double(samples))
            case .curve(let curve):
                // Spacing bounded by the control polygon's length (≥ the curve's) per sample.
                return ((0...samples).map { curve.point(at: Double($0) / Double(samples)) },
                        curve.controlPolygonLength / Double(samples))
            }
        }
        let (first, firstSpacing) = points(a), (second, secondSpacing) = points(b)
        var best = Double.infinity
        for p in first { for q in second { best = Swift.min(best, p.distance(to: q)) } }
        return (best, (firstSpacing + secondSpacing) / 2)
    }

    static func randomSegment(_ rng: inout SplitMix64) -> PathSegment.Geometry {
        func point() -> Point { Point(x: Double.random(in: -5...5, using: &rng), y: Double.random(in: -5...5, using: &rng)) }
        if Bool.random(using: &rng) { return .line(from: point(), to: point()) }
        let arc = Arc(center: point(), radius: Double.random(in: 0.1...4, using: &rng),
                      startAngle: Double.random(in: -4...4, using: &rng),
                      sweep: Double.random(in: -6...6, using: &rng))
        return .arc(arc)
    }

    @Test func exactDistanceAgreesWithDenseSampling() {
        var rng = SplitMix64(seed: Self.seed)
        var apart = 0, meeting = 0
        for trial in 0..<150 {
            let a = Self.randomSegment(&rng), b = Self.randomSegment(&rng)
            let exact = SegmentDistance.distance(PreparedSegment(a), PreparedSegment(b))
            let sampled = Self.sampledDistance(a, b, samples: 300)
            // Exact ≤ sampled (sampled points are points of the pieces), and sampled exceeds the
            // exact distance by at most the sample spacing (rounding allowance 1e-12 of the scene).
            #expect(exact <= sampled.distance + 1e-12, "trial \(trial): \(a) \(b) exact \(exact) sampled \(sampled.distance)")
            #expect(exact >= sampled.distance - sampled.spacing - 1e-12, "trial \(trial): exact \(exact) sampled \(sampled)")
            if exact == 0 { meeting += 1 } else { apart += 1 }
        }
        #expect(apart > 30 && meeting > 30)
    }

    @Test func distanceClosedFormsOnKnownPairs() {
        let line = PreparedSegment(.line(from: Point(x: 0, y: 0), to: Point(x: 10, y: 0)))
        let above = PreparedSegment(.line(from: Point(x: 2, y: 3), to: Point(x: 8, y: 3)))
        expectNear(SegmentDistance.distance(line, above), 3, tolerance: 1e-15)
        // A half circle turned away from the line (angles 0…π run through +y): its end points.
        let away = PreparedSegment(.arc(Arc(center: Point(x: 5, y: 5), radius: 2, startAngle: 0, sweep: .pi)))
        expectNear(SegmentDistance.distance(line, away), 5, tolerance: 1e-15)
        // Turned toward it: the interior normal candidate |h − r| = 5 − 2.
        let facing = PreparedSegment(.arc(Arc(center: Point(x: 5, y: 5), radius: 2, startAngle: .pi, sweep: .pi)))
        expectNear(SegmentDistance.distance(line, facing), 3, tolerance: 1e-14)
        // Two circles 10 apart with radii 2 and 3: 5 between them along the centre line.
        let left = PreparedSegment(.arc(Arc(center: Point(x: 0, y: 20), radius: 2, startAngle: 0, sweep: 2 * .pi)))
        let right = PreparedSegment(.arc(Arc(center: Point(x: 10, y: 20), radius: 3, startAngle: 0, sweep: 2 * .pi)))
        expectNear(SegmentDistance.distance(left, right), 5, tolerance: 1e-14)
        // Concentric quarter arcs over the same angles: the radial gap.
        let inner = PreparedSegment(.arc(Arc(center: .zero, radius: 2, startAngle: 0, sweep: .pi / 2)))
        let outer = PreparedSegment(.arc(Arc(center: .zero, radius: 3.5, startAngle: 0.2, sweep: .pi / 2)))
        expectNear(SegmentDistance.distance(inner, outer), 1.5, tolerance: 1e-14)
        // Crossing lines meet.
        let crossing = PreparedSegment(.line(from: Point(x: 5, y: -1), to: Point(x: 5, y: 1)))
        #expect(SegmentDistance.distance(line, crossing) == 0)
    }

    /// Two disjoint segments along one line: rounding gave cross products 1.7e-18, 0, 0, −2.8e-19,
    /// taken for touching (distance 0, a clearance of 0 for a simple path); the gap is 0.001.
    @Test func disjointCollinearSegmentsAreTheirGapApart() throws {
        let first = PreparedSegment(.line(from: Point(x: 0, y: 0), to: Point(x: 0.2, y: 0.06)))
        let second = PreparedSegment(.line(from: Point(x: 0.201, y: 0.0603), to: Point(x: 0.4, y: 0.12)))
        expectNear(SegmentDistance.distance(first, second), Point(x: 0.2, y: 0.06).distance(to: Point(x: 0.201, y: 0.0603)),
                   tolerance: 1e-15)
        let path = try Path(svgPathData: "M0 0 L0.2 0.06 L0.2 1 L0.201 0.0603 L0.4 0.12 L0.4 -1 Z")
        expectNear(path.clearance(), 0.001, tolerance: 1e-6)
        // Collinear and overlapping: they meet.
        let overlapping = PreparedSegment(.line(from: Point(x: 0.1, y: 0.03), to: Point(x: 0.3, y: 0.09)))
        #expect(SegmentDistance.distance(first, overlapping) == 0)
    }

    @Test func sharpRectangleClearanceIsItsShorterSide() throws {
        let rect = try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 120), Point(x: 0, y: 120)])
        expectNear(rect.clearance(), 120, tolerance: 1e-12)
    }

    @Test(arguments: [1.0, 1e-6, 1e6])
    func roundedCornerClearanceIsTheFilletChord(scale: Double) throws {
        let corners = [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 120), Point(x: 0, y: 120)]
        let rounded = try TestShapes.scaled(TestShapes.roundedPolygon(corners, radius: 10), by: scale)
        // The two lines of a quarter fillet of radius r are r·√2 apart (its chord).
        expectNear(rounded.clearance() / rounded.characteristicSize, 10 * 2.0.squareRoot() / rounded.characteristicSize * scale,
                   tolerance: 1e-12)
    }

    /// A curve is one part, as an arc is: its monotone pieces (cut at x/y extrema, which move
    /// with the axes) are not parts of their own. The far piece of the curve after the right side
    /// was taken for a non-neighbour of that side: 0.625 here where the segment-level clearance is
    /// 1, and another value once the path was rotated.
    @Test(arguments: [0.0, 17.0, 45.0, 90.0, 133.0, 270.0])
    func aCurveIsOnePartWhateverItsOrientation(degrees: Double) throws {
        let path = try Path(svgPathData: "M0 0 L1 0 L1 1 C1 1.5 0 1.5 0 1 Z")
            .applying(.rotation(degrees: degrees, around: Point(x: 0.5, y: 0.5)))
        expectNear(path.clearance(), 1, tolerance: 1e-12)
        var prepared = PreparedPath(path)
        expectNear(prepared.simplicityAndClearanceReusingTable().clearance, 1, tolerance: 1e-12)
    }

    /// An elliptical arc is one part, as a circular one is, though it is drawn as cubics of at most
    /// 7.5° (``Path/partRuns``): a half ellipse closed by its chord has only neighbours (it
    /// reported 0.263 for rx 5, ry 2: the arc's inner cubics against its own chord), and the
    /// runs follow the path through a transform (they moved the clearance 4–6 % under rotation,
    /// with 24 or 25 pieces).
    @Test(arguments: ["M0 0 A5 2 0 0 1 10 0 Z", "M0 0 A5 4.9999 0 0 1 10 0 Z", "M0 0 A50 0.05 0 0 1 100 0 Z"])
    func anEllipticalArcIsOnePart(_ data: String) throws {
        let path = try Path(svgPathData: data)
        #expect(path.elements.count > 20 && path.partRuns.count == 1)
        #expect(path.clearance() == .infinity)
        #expect(try path.applying(.rotation(degrees: 31, around: Point(x: 3, y: 1))).clearance() == .infinity)
        var prepared = PreparedPath(path)
        #expect(prepared.simplicityAndClearanceReusingTable().clearance == .infinity)
    }

    /// Its distance to the parts that are not its neighbours still counts, the same under a
    /// rotation and, for a circular arc, under a non-similar map (which writes it as cubics).
    @Test func anEllipticalArcStillMeetsItsNonNeighbours() throws {
        // The half ellipse bulges upwards over the chord; the bottom side, 1 below, is no neighbour.
        let path = try Path(svgPathData: "M0 0 A5 2 0 0 0 10 0 L10 -1 L0 -1 Z")
        expectNear(path.clearance(), 1, tolerance: 1e-9)
        let turned = try path.applying(.rotation(degrees: 73, around: .zero))
        #expect(turned.partRuns == path.partRuns)
        expectNear(turned.clearance(), 1, tolerance: 1e-9)
        let circle = try Path(svgPathData: "M0 0 A5 5 0 0 0 10 0 L10 -1 L0 -1 Z")
        let stretched = try circle.applying(.scale(x: 1, y: 0.4))
        #expect(stretched.partRuns.count == 1)
        expectNear(stretched.clearance(), 0.4, tolerance: 1e-9)
        // Added to another path, its runs come along, shifted.
        var both = try Path(svgPathData: "M20 20 L30 20 L30 30 Z")
        both.addPath(path)
        #expect(both.partRuns == path.partRuns.map { $0.lowerBound + 4..<$0.upperBound + 4 })
        #expect(both.invariantViolations.isEmpty)
        // Rebuilt from its elements the runs are gone; the path is still equal (it draws the same).
        let rebuilt = try Path(elements: path.elements)
        #expect(rebuilt == path && rebuilt.hashValue == path.hashValue && rebuilt.partRuns.isEmpty)
    }

    /// A hairpin drawn as one cubic between two lines: the lines are not neighbours (the curve
    /// separates them), so the clearance is their distance, 1.
    @Test func linesEitherSideOfACurveAreNotNeighbours() throws {
        let path = try Path(svgPathData: "M0 0 L10 0 C20 0 20 1 10 1 L0 1 Z")
        expectNear(path.clearance(), 1, tolerance: 1e-12)
    }

    /// Random paths of lines and cubics: the clearance is the least distance over the pairs of
    /// pieces whose elements are not neighbours, decided here per element (an oracle that groups
    /// the pieces by element, not the code's walk over adjacent items): pieces of one curve are
    /// neighbours, and so are pieces of elements within the joint slack along the path.
    @Test func withCurvesNeighboursAreDecidedPerElement() throws {
        var rng = SplitMix64(seed: PathIntersectionsRandomizedTests.seed ^ 0x5EC7)
        var curvesCut = 0, finite = 0
        for trial in 0..<150 {
            let path = try Self.randomLinesAndCubics(&rng, grid: 20, elements: 2...7)
            let prepared = PreparedPath(path)
            let tolerance = prepared.intersectionTolerance
            let items = prepared.scanItems().filter { $0.segment.extent > tolerance }
            var spans: [Int: (start: Double, end: Double)] = [:]
            for item in items {
                let span = spans[item.elementIndex] ?? (item.startPosition, item.startPosition)
                spans[item.elementIndex] = (Swift.min(span.start, item.startPosition),
                                            Swift.max(span.end, item.startPosition + item.length))
            }
            if Set(items.map(\.elementIndex)).count < items.count { curvesCut += 1 }
            let slack = Path.intersectionJointSlack * tolerance
            func along(_ a: Double, _ b: Double, _ item: SweepItem) -> Double {
                let direct = Swift.abs(b - a)
                return item.subpathIsClosed ? Swift.min(direct, item.subpathLength - direct) : direct
            }
            var brute = Double.infinity
            for i in items.indices {
                for j in (i + 1)..<items.count {
                    let a = items[i], b = items[j]
                    if a.elementIndex == b.elementIndex { continue }
                    let spanA = spans[a.elementIndex]!, spanB = spans[b.elementIndex]!
                    if along(spanA.end, spanB.start, a) <= slack || along(spanA.start, spanB.end, a) <= slack { continue }
                    brute = Swift.min(brute, SegmentDistance.distance(a.segment, b.segment))
                }
            }
            // Curve distances are searched to 1 % (`curveDistanceRelativeAccuracy`), and where two
            // pieces cross the search stops at a small positive value that depends on its cutoff:
            // equal within that, or both touching (within the tolerance).
            let clearance = prepared.clearance()
            let agree = clearance == brute || (clearance <= tolerance && brute <= tolerance)
                || Swift.abs(clearance - brute) <= SegmentDistance.curveDistanceRelativeAccuracy * brute
            #expect(agree, "trial \(trial): clearance \(clearance), all pairs \(brute): \(path.svgPathData())")
            if brute.isFinite { finite += 1 }
        }
        #expect(curvesCut > 50 && finite > 50, "paths with a curve in pieces: \(curvesCut), finite: \(finite)")
    }

    /// One subpath of lines and cubics between points of a `grid` × `grid` lattice, closed half
    /// the time.
    static func randomLinesAndCubics(_ rng: inout SplitMix64, grid: Int, elements: ClosedRange<Int>) throws -> Path {
        func gridPoint() -> Point {
            Point(x: Double(Int.random(in: 0...grid, using: &rng)), y: Double(Int.random(in: 0...grid, using: &rng)))
        }
        var path = Path()
        try path.move(to: gridPoint())
        for _ in 0..<Int.random(in: elements, using: &rng) {
            if Bool.random(using: &rng) {
                try path.addCurve(to: gridPoint(), control1: gridPoint(), control2: gridPoint())
            } else {
                try path.addLine(to: gridPoint())
            }
        }
        if Bool.random(using: &rng) { path.closeSubpath() }
        return path
    }

    @Test func aTriangleHasOnlyNeighbours() throws {
        let triangle = try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 0, y: 3)])
        #expect(triangle.clearance() == .infinity)
        #expect(Path().clearance() == .infinity)
    }

    @Test func crossingNonNeighboursHaveZeroClearance() throws {
        let bowtie = try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 4, y: 4), Point(x: 4, y: 0), Point(x: 0, y: 4)])
        #expect(bowtie.clearance() == 0)
    }

    /// The tree with pruning finds exactly the least distance over every non-neighbour pair, and
    /// a contact between non-neighbours shows as a clearance within the tolerance.
    @Test(arguments: [1.0, 1e-6, 1e6])
    func clearanceIsTheLeastDistanceOverAllNonNeighbourPairs(scale: Double) throws {
        var rng = SplitMix64(seed: PathIntersectionsRandomizedTests.seed)
        var large = 0, finite = 0, trialsWithItems = 0
        var reused = PreparedPath()
        for trial in 0..<150 {
            let unscaled = try PathIntersectionsRandomizedTests.randomPath(&rng)
            let path = scale == 1 ? unscaled : try TestShapes.scaled(unscaled, by: scale)
            let prepared = PreparedPath(path)
            let tolerance = prepared.intersectionTolerance
            var brute = Double.infinity
            let segments = prepared.segments.filter { $0.extent > tolerance }
            var items = prepared.scanItems().filter { $0.segment.extent > tolerance }
            // Some trials draw only point arcs: no items, no pairs, and the clearance must be ∞ (checked
            // below). The count after the loop shows the filtered set is usually not empty.
            if !items.isEmpty { trialsWithItems += 1 }
            items.withUnsafeMutableBufferPointer { items in
                for i in items.indices {
                    for j in (i + 1)..<items.count where !Path.areNeighbours(items, i, j, tolerance: tolerance) {
                        brute = Swift.min(brute, SegmentDistance.distance(items[i].segment, items[j].segment))
                    }
                }
            }
            #expect(items.count == segments.count, "trial \(trial) at scale \(scale)")
            let clearance = prepared.clearance()
            #expect(clearance == brute, "trial \(trial) at scale \(scale): tree \(clearance), all pairs \(brute)")
            reused.prepare(path)
            #expect(reused.clearanceReusingTable() == brute, "trial \(trial): reused tables")
            if items.count > Path.allPairsSegmentLimit { large += 1 }
            if brute.isFinite { finite += 1 }
        }
        #expect(trialsWithItems > 100, "trials with segments longer than the tolerance: \(trialsWithItems) of 150")
        #expect(large > 15 && finite > 100)
    }

    /// Verdict and clearance from one pass must be exactly the two separate answers: on random
    /// paths at three scales (grid paths touch, overlap and cross often), and on two rounded
    /// squares whose gap steps through the tolerance, where the verdict turns.
    @Test(arguments: [1.0, 1e-6, 1e6])
    func oneSimplicityAndClearancePassEqualsTheTwoSeparateOnes(scale: Double) throws {
        var rng = SplitMix64(seed: PathIntersectionsRandomizedTests.seed ^ 0xC1EA)
        var reused = PreparedPath()
        var simple = 0, touching = 0
        for trial in 0..<300 {
            let unscaled = try PathIntersectionsRandomizedTests.randomPath(&rng)
            let path = scale == 1 ? unscaled : try TestShapes.scaled(unscaled, by: scale)
            reused.prepare(path)
            let fused = reused.simplicityAndClearanceReusingTable()
            #expect(fused.isSimple == path.isSimple, "trial \(trial) at scale \(scale): verdict")
            #expect(fused.clearance == reused.clearanceReusingTable(), "trial \(trial) at scale \(scale): clearance")
            if fused.isSimple { simple += 1 }
            if fused.clearance == 0 { touching += 1 }
        }
        #expect(simple > 30 && simple < 270 && touching > 30, "simple \(simple), touching \(touching) of 300")
        // Two rounded squares side by side, the gap a multiple of the path's tolerance.
        var verdicts: Set<Bool> = []
        for gapInTolerances in [0.0, 0.25, 0.5, 0.9, 1.0, 1.1, 1.5, 1.9, 2.0, 2.1, 3.0, 4.0, 4.5, 6.0] {
            let square = try TestShapes.roundedPolygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10),
                                                        Point(x: 0, y: 10)], radius: 1)
            // The pair's bounds, hence its tolerance, barely depend on the gap: measured on the touching pair.
            var touchingPair = square
            touchingPair.addPath(try square.applying(.translation(x: 10, y: 3)))
            let tolerance = touchingPair.intersectionTolerance
            var pair = square
            pair.addPath(try square.applying(.translation(x: 10 + gapInTolerances * tolerance, y: 3)))
            let path = scale == 1 ? pair : try TestShapes.scaled(pair, by: scale)
            reused.prepare(path)
            let fused = reused.simplicityAndClearanceReusingTable()
            #expect(fused.isSimple == path.isSimple, "gap \(gapInTolerances) tolerances at scale \(scale)")
            #expect(fused.clearance == reused.clearanceReusingTable(), "gap \(gapInTolerances) tolerances")
            verdicts.insert(fused.isSimple)
        }
        #expect(verdicts == [true, false], "the gaps straddle the verdict's turn")
    }

    /// Paths with curves: the curve contact search may report a crossing for pieces farther
    /// apart than the lines-and-arcs bound (it stops after a bounded number of box tests), so the
    /// one pass must still give the scan's verdict: here two long, nearly parallel pieces 5·tol
    /// apart that the scan calls crossing, and random paths of cubics and lines.
    @Test func oneSimplicityAndClearancePassEqualsTheScanOnPathsWithCurves() throws {
        let parallel = try Path(svgPathData: "M0 0 L99 99 L99 0 Z M-0.0000005 0.0000005 C32.9999995 33.0000005 "
                                + "65.9999995 66.0000005 98.9999995 99.0000005 L-0.0000005 99.0000005 Z")
        var reused = PreparedPath()
        reused.prepare(parallel)
        #expect(reused.simplicityAndClearanceReusingTable().isSimple == parallel.isSimple)
        var rng = SplitMix64(seed: PathIntersectionsRandomizedTests.seed ^ 0xC0B1C)
        var simple = 0
        for trial in 0..<200 {
            let path = try Self.randomLinesAndCubics(&rng, grid: 12, elements: 2...12)
            reused.prepare(path)
            let fused = reused.simplicityAndClearanceReusingTable()
            #expect(fused.isSimple == path.isSimple, "trial \(trial): verdict")
            #expect(fused.clearance == reused.clearanceReusingTable(), "trial \(trial): clearance")
            if fused.isSimple { simple += 1 }
        }
        #expect(simple > 5 && simple < 195, "simple \(simple) of 200")
    }
}

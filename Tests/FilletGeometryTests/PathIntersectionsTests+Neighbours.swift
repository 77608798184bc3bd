import Foundation
import FilletSupport
import Testing
@testable import FilletGeometry

/// The scan's joint pre-test (``Path/meetOnlyAtTheirJoint``) may only ever skip a pair that the
/// exact contact test plus ``Path/isJoint`` would report nothing for.
@Suite struct PathIntersectionsNeighbourTests {
    static let seed: UInt64 = 0x0A1D_ACE5_7017

    /// Two items of one subpath, `first` ending where `second` starts (or, when `wraps`, the
    /// closing pair of a closed subpath: `first` starts where `second` ends).
    static func items(_ first: PathSegment.Geometry, _ second: PathSegment.Geometry,
                      wraps: Bool, closed: Bool) -> (SweepItem, SweepItem) {
        let a = PreparedSegment(first, elementIndex: 1, subpathIndex: 0)
        let b = PreparedSegment(second, elementIndex: 2, subpathIndex: 0)
        func item(_ segment: PreparedSegment, at position: Double, total: Double) -> SweepItem {
            SweepItem(segment: segment, startPosition: position, length: segment.scanLength, subpathLength: total,
                      subpathIsClosed: closed || wraps, isCurvePiece: segment.isCurve)
        }
        // Positions as the collector accumulates them (for the closing pair `a` is the subpath's
        // first segment and `b` its last).
        let total = (0 + a.scanLength) + b.scanLength
        return (item(a, at: 0, total: total), item(b, at: a.scanLength, total: total))
    }

    /// A random adjacent pair near `joint`: line/line corners (some nearly collinear or folded
    /// back), lines with tangent, near-tangent, reversed and overshooting fillets, in both orders,
    /// with lengths from below the tolerance to far above it.
    static func randomPair(_ rng: inout SplitMix64, scale: Double, tolerance: Double)
        -> (PathSegment.Geometry, PathSegment.Geometry) {
        func length() -> Double {
            Bool.random(using: &rng) ? tolerance * Double.random(in: 0.2...8, using: &rng)
                                     : scale * Double.random(in: 0.001...2, using: &rng)
        }
        func nudge() -> Double {
            [0, 0, 0.1, 0.5, 1, 2, 5][Int.random(in: 0..<7, using: &rng)] * tolerance
                * Double.random(in: -1...1, using: &rng)
        }
        let far = Int.random(in: 0..<10, using: &rng) == 0
        let joint = Point(x: scale * Double.random(in: -1...1, using: &rng) * (far ? 1e5 : 1),
                          y: scale * Double.random(in: -1...1, using: &rng))
        let heading = Double.random(in: 0..<Angle.twoPi, using: &rng)
        let direction = Vector(dx: cos(heading), dy: sin(heading))
        let lineLength = length()
        let lineStart = joint + direction * -lineLength
        if Int.random(in: 0..<3, using: &rng) == 0 {
            // Line/line: any turn, or nearly straight on, or nearly folded back.
            let turn: Double
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: turn = Double.random(in: -Double.pi...Double.pi, using: &rng)
            case 1: turn = nudge() / Swift.max(lineLength, tolerance)
            default: turn = .pi + nudge() / Swift.max(lineLength, tolerance)
            }
            let end = joint.offset(by: length(), angle: heading + turn) + Vector(dx: nudge(), dy: nudge())
            return (.line(from: lineStart, to: joint), .line(from: joint + Vector(dx: nudge(), dy: 0), to: end))
        }
        // A fillet tangent to the line at the joint (side ±1), perhaps nudged off tangency,
        // perhaps running backward, perhaps sweeping past a half or nearly a full turn.
        let side: Double = Bool.random(using: &rng) ? 1 : -1
        let radius = Bool.random(using: &rng) ? tolerance * Double.random(in: 0.5...20, using: &rng)
                                              : scale * Double.random(in: 0.01...10, using: &rng)
        let center = joint + direction.perpendicular * (side * radius) + Vector(dx: nudge(), dy: nudge())
        let startAngle = (joint - center).angle + nudge() / radius
        var sweep = side * Double.random(in: 1e-6...(Angle.twoPi - 1e-6), using: &rng)
        if Int.random(in: 0..<6, using: &rng) == 0 { sweep = -sweep }
        let arc = Arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
        let line = PathSegment.Geometry.line(from: lineStart, to: joint)
        if Bool.random(using: &rng) { return (line, .arc(arc)) }
        // The reverse: the arc ends at the joint and the line leaves it.
        return (.arc(arc.reversed), .line(from: joint, to: lineStart))
    }

    /// A pair drawn by `pair` at a scale of 10^±`decades` and a tolerance of 0.5…4·10⁻⁹ of it, as
    /// two items of one subpath: in order (the subpath open or closed), or one time in four as a
    /// closed subpath's closing pair; and whether the exact test plus ``Path/isJoint`` is silent on it.
    static func drawnPair(_ rng: inout SplitMix64, decades: Double,
                          _ pair: (inout SplitMix64, Double, Double) -> (PathSegment.Geometry, PathSegment.Geometry))
        -> (PathSegment.Geometry, PathSegment.Geometry, SweepItem, SweepItem, wraps: Bool, tolerance: Double,
            exactIsSilent: Bool) {
        let scale = pow(10, Double.random(in: -decades...decades, using: &rng))
        let tolerance = 1e-9 * scale * Double.random(in: 0.5...4, using: &rng)
        let (g1, g2) = pair(&rng, scale, tolerance)
        let wraps = Int.random(in: 0..<4, using: &rng) == 0
        let (first, second) = wraps
            ? items(g2, g1, wraps: true, closed: true)
            : items(g1, g2, wraps: false, closed: Bool.random(using: &rng))
        let contacts = SegmentIntersection.contacts(first.segment, second.segment, tolerance: tolerance)
        let exactIsSilent = contacts.allSatisfy { Path.isJoint($0, first, second, tolerance: tolerance) }
        return (g1, g2, first, second, wraps, tolerance, exactIsSilent)
    }

    /// The pre-test on two items held by value (the scan reads them in place in its table).
    static func meetOnlyAtTheirJoint(_ first: SweepItem, _ second: SweepItem, tolerance: Double) -> Bool {
        withUnsafePointer(to: first) { first in
            withUnsafePointer(to: second) { Path.meetOnlyAtTheirJoint(first, $0, tolerance: tolerance) }
        }
    }

    @Test func jointPretestNeverSkipsAPairTheExactTestWouldReport() {
        var rng = SplitMix64(seed: Self.seed)
        var proven = 0, silent = 0
        let cases = 200_000
        for _ in 0..<cases {
            let (g1, g2, first, second, wraps, tolerance, exactIsSilent) = Self.drawnPair(&rng, decades: 6, Self.randomPair)
            if exactIsSilent { silent += 1 }
            if Self.meetOnlyAtTheirJoint(first, second, tolerance: tolerance) {
                proven += 1
                #expect(exactIsSilent, "pre-test skipped a reported pair: \(g1) \(g2) wraps \(wraps) tol \(tolerance)")
            }
        }
        // Conclusive on a good share of the silent pairs (the rest are tolerance-sized segments or
        // joints nudged off by up to 5·tol, left to the exact test on purpose), or it saves nothing.
        #expect(proven > silent / 8, "proven \(proven) of \(silent) silent pairs")
    }

    @Test func jointPretestLeavesCollinearOverlapsAndShortSegmentsToTheExactTest() {
        let tolerance = 1e-9
        let (straight, back) = Self.items(.line(from: Point(x: 0, y: 0), to: Point(x: 1, y: 0)),
                                          .line(from: Point(x: 1, y: 0), to: Point(x: 0.5, y: 0)),
                                          wraps: false, closed: false)
        #expect(!Self.meetOnlyAtTheirJoint(straight, back, tolerance: tolerance))
        let (long, short) = Self.items(.line(from: Point(x: 0, y: 0), to: Point(x: 1, y: 0)),
                                       .line(from: Point(x: 1, y: 0), to: Point(x: 1, y: 2e-9)),
                                       wraps: false, closed: false)
        #expect(!Self.meetOnlyAtTheirJoint(long, short, tolerance: tolerance))
        let (corner, leg) = Self.items(.line(from: Point(x: 0, y: 0), to: Point(x: 1, y: 0)),
                                       .line(from: Point(x: 1, y: 0), to: Point(x: 1, y: 1)),
                                       wraps: false, closed: false)
        #expect(Self.meetOnlyAtTheirJoint(corner, leg, tolerance: tolerance))
        // A line and the fillet tangent to it at the joint, as a rounded corner draws them.
        let fillet = Arc(center: Point(x: 1, y: 0.25), radius: 0.25, startAngle: -.pi / 2, sweep: .pi / 2)
        let (edge, round) = Self.items(.line(from: Point(x: 0, y: 0), to: fillet.startPoint), .arc(fillet),
                                       wraps: false, closed: true)
        #expect(Self.meetOnlyAtTheirJoint(edge, round, tolerance: tolerance))
    }

    /// A random adjacent pair with a curve: a cubic (or a line) arriving at `J₁`, a cubic (or an
    /// arc) leaving from `J₂` — the same point, or a few ulps to tol/4 away as where an elliptical
    /// arc's cubics meet, sometimes farther — turning by any angle, nearly straight on, or nearly
    /// back along itself (a cusp retracing the first piece), with handles from tolerance-sized to
    /// longer than the pieces, and far control points that may swing back across the first piece.
    static func randomCurvePair(_ rng: inout SplitMix64, scale: Double, tolerance: Double)
        -> (PathSegment.Geometry, PathSegment.Geometry) {
        func length() -> Double {
            Int.random(in: 0..<6, using: &rng) == 0 ? tolerance * Double.random(in: 0.2...12, using: &rng)
                                                    : scale * Double.random(in: 0.01...2, using: &rng)
        }
        func direction(_ angle: Double) -> Vector { Vector(dx: cos(angle), dy: sin(angle)) }
        let joint = Point(x: scale * Double.random(in: -1...1, using: &rng),
                          y: scale * Double.random(in: -1...1, using: &rng))
        let nudge: Vector
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: nudge = .zero
        case 1: nudge = Vector(dx: joint.x.ulp * Double(Int.random(in: -4...4, using: &rng)),
                               dy: joint.y.ulp * Double(Int.random(in: -4...4, using: &rng)))
        case 2: nudge = direction(Double.random(in: 0..<Angle.twoPi, using: &rng))
                    * (0.25 * tolerance * Double.random(in: 0...1, using: &rng))
        default: nudge = direction(Double.random(in: 0..<Angle.twoPi, using: &rng))
                    * (tolerance * Double.random(in: 0.2...1.5, using: &rng))
        }
        let secondJoint = joint + nudge
        let heading = Double.random(in: 0..<Angle.twoPi, using: &rng)
        let turn: Double
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: turn = Double.random(in: -Double.pi...Double.pi, using: &rng)
        case 1: turn = Double.random(in: -0.3...0.3, using: &rng)
        default: turn = Double.pi + Double.random(in: -0.3...0.3, using: &rng)
        }
        let arriving = direction(heading), leaving = direction(heading + turn)
        // The first piece: its handle at the joint along `arriving`, its far points anywhere behind.
        let firstStart = joint - direction(heading + Double.random(in: -1.2...1.2, using: &rng)) * length()
        let first: PathSegment.Geometry = Int.random(in: 0..<4, using: &rng) == 0
            ? .line(from: joint - arriving * length(), to: joint)
            : .curve(CubicCurve(firstStart, firstStart + direction(Double.random(in: 0..<Angle.twoPi, using: &rng)) * length(),
                                joint - arriving * length(), joint))
        if Int.random(in: 0..<5, using: &rng) == 0 {
            // An arc leaving along `leaving`, bending either way.
            let radius = length(), side: Double = Bool.random(using: &rng) ? 1 : -1
            let center = secondJoint + leaving.perpendicular * (side * radius)
            let sweep = side * Double.random(in: 0.01...3, using: &rng)
            return (first, .arc(Arc(center: center, radius: radius, startAngle: (secondJoint - center).angle,
                                    sweep: sweep)))
        }
        let handle = secondJoint + leaving * length()
        let farAngle = heading + turn + Double.random(in: -2.5...2.5, using: &rng)
        let end = secondJoint + direction(farAngle) * length()
        let beforeEnd = end + direction(Double.random(in: 0..<Angle.twoPi, using: &rng)) * length()
        return (first, .curve(CubicCurve(secondJoint, handle, beforeEnd, end)))
    }

    /// The curve pre-test proves only pairs the exact test is silent on: among them pairs whose
    /// joints are apart by up to tol/4 (an elliptical arc's cubics, a curve meeting an arc), proven
    /// by cones read from each piece's own joint, and pairs proven by their halves
    /// (``Path/halvesPartAtJoint(_:atEnd:_:atEnd:joint:tolerance:)``, also checked on its own).
    /// The generated pairs include cusps and far handles whose contacts the exact test reports.
    @Test func curveJointPretestNeverSkipsAPairTheExactTestWouldReport() {
        var rng = SplitMix64(seed: Self.seed ^ 0xC0E5)
        var proven = 0, provenApart = 0, silent = 0, silentApart = 0, reported = 0, provenByHalves = 0
        for _ in 0..<20_000 {
            let (g1, g2, first, second, wraps, tolerance, exactIsSilent) = Self.drawnPair(&rng, decades: 4,
                                                                                           Self.randomCurvePair)
            let gap = wraps ? first.segment.start.distance(to: second.segment.end)
                            : first.segment.end.distance(to: second.segment.start)
            // Joints apart, but close enough for the joint test (tol/4; a little less, for its rounding).
            let apart = gap > 0 && gap <= 0.249 * tolerance
            if exactIsSilent { silent += 1 } else { reported += 1 }
            if exactIsSilent, apart { silentApart += 1 }
            // The halves' test on its own, where its caller would ask it: one joint point, far ends
            // more than 8·tol from it.
            let joint = wraps ? first.segment.start : first.segment.end
            let far = (wraps ? first.segment.end : first.segment.start, wraps ? second.segment.start : second.segment.end)
            if joint == (wraps ? second.segment.end : second.segment.start),
               far.0.distance(to: joint) > 8 * tolerance, far.1.distance(to: joint) > 8 * tolerance,
               first.segment.extent > tolerance, second.segment.extent > tolerance,
               Path.halvesPartAtJoint(first.segment, atEnd: !wraps, second.segment, atEnd: wraps, joint: joint,
                                      tolerance: tolerance) {
                provenByHalves += 1
                #expect(exactIsSilent, "halves' test skipped a reported pair: \(g1) \(g2) wraps \(wraps) tol \(tolerance)")
            }
            if Self.meetOnlyAtTheirJoint(first, second, tolerance: tolerance) {
                proven += 1
                if apart { provenApart += 1 }
                #expect(exactIsSilent, "pre-test skipped a reported pair: \(g1) \(g2) wraps \(wraps) tol \(tolerance)")
            }
        }
        #expect(reported > 1_000, "the pairs should include ones the exact test reports: \(reported)")
        #expect(proven > silent / 8, "proven \(proven) of \(silent) silent pairs")
        #expect(provenApart > silentApart / 8, "proven \(provenApart) of \(silentApart) silent pairs with joints apart")
        #expect(provenByHalves > silent / 16, "the halves' test proved \(provenByHalves) of \(silent) silent pairs")
    }

    /// Two cubics meeting smoothly at joints a few ulps to just under tol/4 apart (an elliptical
    /// arc's cubics): proven by the cones read from each piece's own joint. The same second cubic
    /// turned back along the first (a cusp that retraces it) has contacts away from the joint
    /// that the exact test reports, and the pre-test leaves it to the exact test.
    @Test(arguments: [0.0, 1e-7, 0.1, 0.24])
    func curveJointPretestReadsJointsApartFromEachPiece(offsetInTolerances: Double) {
        let tolerance = 2e-8
        let joint = Point(x: 3, y: 2)
        let secondJoint = joint + Vector(dx: 0.6, dy: -0.8) * (offsetInTolerances * tolerance)
        let arriving = PathSegment.Geometry.curve(CubicCurve(Point(x: 1, y: 1), Point(x: 1.5, y: 2), Point(x: 2.4, y: 2),
                                                             joint))
        let smooth = PathSegment.Geometry.curve(CubicCurve(secondJoint, Point(x: 3.6, y: 2), Point(x: 4.5, y: 2.5),
                                                           Point(x: 5, y: 3.5)))
        let (first, second) = Self.items(arriving, smooth, wraps: false, closed: false)
        #expect(Self.meetOnlyAtTheirJoint(first, second, tolerance: tolerance))
        let smoothContacts = SegmentIntersection.contacts(first.segment, second.segment, tolerance: tolerance)
        #expect(smoothContacts.allSatisfy { Path.isJoint($0, first, second, tolerance: tolerance) })
        // Back along the first cubic's end tangent (−x), then away: far ends 90° apart, so only
        // the cones' control points refuse it.
        let retracing = PathSegment.Geometry.curve(CubicCurve(secondJoint, Point(x: 2.4, y: 2), Point(x: 2.6, y: 2.6),
                                                              Point(x: 3, y: 4)))
        let (start, back) = Self.items(arriving, retracing, wraps: false, closed: false)
        let contacts = SegmentIntersection.contacts(start.segment, back.segment, tolerance: tolerance)
        #expect(contacts.contains { !Path.isJoint($0, start, back, tolerance: tolerance) },
                "the retracing cubic should meet the first one away from the joint: \(Array(contacts))")
        #expect(!Self.meetOnlyAtTheirJoint(start, back, tolerance: tolerance))
    }

    /// Corners from Papirus icons that the cones and the whole hulls' sectors refuse, proven by
    /// halves: a U-turn (far ends 7° apart, the turn within 0.002 of the joint) and a 31° corner
    /// whose first cubic has its handle retracted onto the joint.
    @Test func halvesProveCornersTheWholeHullsCannot() {
        let uTurn = (CubicCurve(Point(x: 4.839891299999999, y: 16.52480000000014),
                                Point(x: 4.901690932423052, y: 16.52480000000014),
                                Point(x: 4.923661961407385, y: 16.523813115631427),
                                Point(x: 4.923661961407385, y: 16.522257672426484)),
                     CubicCurve(Point(x: 4.923661961407385, y: 16.522257672426484),
                                Point(x: 4.923661961407385, y: 16.51843019990757),
                                Point(x: 4.7906268605178655, y: 16.51116009016885),
                                Point(x: 4.7906268605178655, y: 16.507)), 2.0155644370746375e-08)
        let corner = (CubicCurve(Point(x: 9.205804451454082, y: 17.421102765489543),
                                 Point(x: 9.230087663113665, y: 17.421102765489543),
                                 Point(x: 9.242646986, y: 17.421971979800002), Point(x: 9.242646986, y: 17.421971979800002)),
                      CubicCurve(Point(x: 9.242646986, y: 17.421971979800002),
                                 Point(x: 9.164049959235342, y: 17.366626403858394),
                                 Point(x: 9.035819487141422, y: 17.34232032711328),
                                 Point(x: 8.87937668236237, y: 17.342320327113285)), 9.821936180050647e-09)
        for (arriving, leaving, tolerance) in [uTurn, corner] {
            let (first, second) = Self.items(.curve(arriving), .curve(leaving), wraps: false, closed: false)
            #expect(Path.halvesPartAtJoint(first.segment, atEnd: true, second.segment, atEnd: false,
                                           joint: arriving.p3, tolerance: tolerance))
            #expect(Self.meetOnlyAtTheirJoint(first, second, tolerance: tolerance))
            let contacts = SegmentIntersection.contacts(first.segment, second.segment, tolerance: tolerance)
            #expect(contacts.allSatisfy { Path.isJoint($0, first, second, tolerance: tolerance) })
        }
    }

    /// A corner whose pieces leave the joint 90° apart, halves of which part at the joint, but
    /// whose second cubic swings back across the first far from it: the far halves never come
    /// 64 tolerances apart, so the halves' test gives up and the exact test reports the crossing.
    @Test func halvesLeaveACrossingAwayFromTheJointToTheExactTest() {
        let tolerance = 1e-9
        let arriving = CubicCurve(Point(x: -1, y: 0), Point(x: -0.6, y: 0), Point(x: -0.1, y: 0), Point(x: 0, y: 0))
        let leaving = CubicCurve(Point(x: 0, y: 0), Point(x: 0, y: 0.3), Point(x: -0.5, y: 0.4), Point(x: -0.5, y: -0.3))
        let (first, second) = Self.items(.curve(arriving), .curve(leaving), wraps: false, closed: false)
        let contacts = SegmentIntersection.contacts(first.segment, second.segment, tolerance: tolerance)
        #expect(contacts.contains { $0.kind == .crossing && !Path.isJoint($0, first, second, tolerance: tolerance) },
                "the cubics should cross away from the joint: \(Array(contacts))")
        #expect(!Path.halvesPartAtJoint(first.segment, atEnd: true, second.segment, atEnd: false,
                                        joint: arriving.p3, tolerance: tolerance))
        #expect(!Self.meetOnlyAtTheirJoint(first, second, tolerance: tolerance))
    }
}

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
            let scale = pow(10, Double.random(in: -6...6, using: &rng))
            let tolerance = 1e-9 * scale * Double.random(in: 0.5...4, using: &rng)
            let (g1, g2) = Self.randomPair(&rng, scale: scale, tolerance: tolerance)
            let wraps = Int.random(in: 0..<4, using: &rng) == 0
            let (first, second) = wraps
                ? Self.items(g2, g1, wraps: true, closed: true)
                : Self.items(g1, g2, wraps: false, closed: Bool.random(using: &rng))
            let contacts = SegmentIntersection.contacts(first.segment, second.segment, tolerance: tolerance)
            let exactIsSilent = contacts.allSatisfy { Path.isJoint($0, first, second, tolerance: tolerance) }
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
}

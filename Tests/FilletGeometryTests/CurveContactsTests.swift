import Foundation
import Testing
@testable import FilletGeometry

/// The curve contact search stops at its second contact away from the segments' ends (the
/// result keeps those two first): on every kind of pair, the result is the full search's.
@Suite struct CurveContactsTests {
    func point(_ random: inout SeededGenerator, _ scale: Double) -> Point {
        Point(x: Double.random(in: -1...1, using: &random) * scale, y: Double.random(in: -1...1, using: &random) * scale)
    }

    func curve(_ random: inout SeededGenerator, _ scale: Double) -> CubicCurve {
        CubicCurve(point(&random, scale), point(&random, scale), point(&random, scale), point(&random, scale))
    }

    /// A partner for `curve`: a stretch of it, reversed or not, nudged by a fraction of the
    /// tolerance (lying along it); a crossing curve; a line; or an arc.
    func partner(of curve: CubicCurve, _ random: inout SeededGenerator, scale: Double,
                 tolerance: Double) -> PathSegment.Geometry {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let from = Double.random(in: 0...0.4, using: &random), to = Double.random(in: 0.6...1, using: &random)
            var stretch = curve.split(at: to).0.split(at: from / to).1
            if Bool.random(using: &random) { stretch = CubicCurve(stretch.p3, stretch.p2, stretch.p1, stretch.p0) }
            let nudge = Vector(dx: 0, dy: Double.random(in: -0.5...0.5, using: &random) * tolerance)
            return .curve(CubicCurve(stretch.p0 + nudge, stretch.p1 + nudge, stretch.p2 + nudge, stretch.p3 + nudge))
        case 1:
            return .curve(self.curve(&random, scale))
        case 2:
            return .line(from: point(&random, scale), to: point(&random, scale))
        default:
            return .arc(Arc(center: point(&random, scale), radius: scale * Double.random(in: 0.1...1, using: &random),
                            startAngle: Double.random(in: -3...3, using: &random),
                            sweep: Double.random(in: -3...3, using: &random)))
        }
    }

    @Test(arguments: [1e-3, 1.0, 1e3])
    func stoppingAtTheSecondContactAwayFromTheEndsChangesNothing(scale: Double) {
        var random = SeededGenerator(seed: 41)
        // A coarse tolerance keeps the full search on the stretches lying along their curve
        // (hundreds of leaves each) short enough for a debug build.
        let tolerance = 1e-3 * scale
        var stoppedEarly = 0
        for _ in 0..<200 {
            let first = curve(&random, scale)
            let second = partner(of: first, &random, scale: scale, tolerance: tolerance)
            let a = PreparedSegment(.curve(first)), b = PreparedSegment(second)
            let stopped = CurveContacts.contacts(a, b, tolerance: tolerance)
            let full = CurveContacts.contacts(a, b, tolerance: tolerance, searchesPastTheResult: true)
            #expect(stopped == full, "\(first) and \(second)")
            if stopped.count == 2, stopped.allSatisfy({ $0.firstEnds.isEmpty || $0.secondEnds.isEmpty }) {
                stoppedEarly += 1
            }
        }
        // The stretches lying along their curve are the pairs the stop is for.
        #expect(stoppedEarly >= 20)
    }

    /// A path doubling back on itself along a curve fails with crossings away from its joints.
    @Test func aCurveDoublingBackIsReportedCrossingItself() throws {
        let path = try Path(svgPathData: "M0 0 T5 5 t5 5 S1 1 2 2 s3 3 4 4 Z")
        let found = path.selfIntersections()
        #expect(found.contains { $0.kind == IntersectionKind.crossing })
        #expect(!path.isSimple)
    }
}

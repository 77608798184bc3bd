import Foundation
import FilletSupport
import Testing
@testable import FilletGeometry
import FilletTestSupport

@Suite struct AngleTests {
    /// Arc end points are computed through `Angle.cosineAndSine` by the flattener and by
    /// `Arc.endPoint`; code elsewhere still calls `cos`/`sin`. Both must give the same bits, at
    /// every magnitude the constructions produce and far beyond (large arguments take libm's
    /// slow reduction path).
    @Test(arguments: [1.0, 8.0, 100.0, 1e6, 1e15, 1e300])
    func cosineAndSineAreBitIdenticalToCosAndSin(magnitude: Double) {
        var rng = SplitMix64(seed: 0x51_9C_05 ^ UInt64(magnitude.exponent + 1100))
        for _ in 0..<100_000 {
            let angle = Double.random(in: -magnitude...magnitude, using: &rng)
            let (cosine, sine) = Angle.cosineAndSine(angle)
            guard cosine.bitPattern == cos(angle).bitPattern, sine.bitPattern == sin(angle).bitPattern else {
                Issue.record("angle \(angle): (\(cosine), \(sine)) against (\(cos(angle)), \(sin(angle)))")
                return
            }
        }
    }

    @Test(arguments: [0.0, -0.0, .pi, -.pi / 2, Double.leastNonzeroMagnitude, .greatestFiniteMagnitude])
    func cosineAndSineOfSpecialFiniteValuesAreBitIdenticalToCosAndSin(angle: Double) {
        let (cosine, sine) = Angle.cosineAndSine(angle)
        #expect(cosine.bitPattern == cos(angle).bitPattern && sine.bitPattern == sin(angle).bitPattern, "\(angle)")
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func cosineAndSineOfNonFiniteValuesAreNaN(angle: Double) {
        let (cosine, sine) = Angle.cosineAndSine(angle)
        #expect(cosine.isNaN && sine.isNaN, "\(angle)")
    }
}

@Suite struct ArcDirectionTests {
    /// `containsDirection` decides what `contains(angle:)` decides, away from the ends (where
    /// rounding may go either way), for sweeps of every size and both signs.
    @Test(arguments: [0.001, 0.7, 1.5, Double.pi, 4.0, 6.2, -0.001, -2.5, -Double.pi, -5.9])
    func containsDirectionAgreesWithTheAngleTest(sweep: Double) {
        var rng = SeededGenerator(seed: 0xA2C_D12)
        var inside = 0, outside = 0
        for trial in 0..<2_000 {
            let arc = Arc(center: Point(x: 3, y: -2), radius: 2, startAngle: Double.random(in: -10...10, using: &rng),
                          sweep: sweep)
            let angle = Double.random(in: -4...4, using: &rng)
            let fromEnds = Swift.min(Angle.normalizedPositive(angle - arc.startAngle),
                                     Angle.normalizedPositive(arc.startAngle - angle),
                                     Angle.normalizedPositive(angle - arc.endAngle),
                                     Angle.normalizedPositive(arc.endAngle - angle))
            guard fromEnds > 1e-9 else { continue }
            let expected = arc.contains(angle: angle)
            #expect(arc.containsDirection(Vector(angle: angle) * 7) == expected, "trial \(trial): angle \(angle)")
            if expected { inside += 1 } else { outside += 1 }
        }
        #expect(inside > 0 || abs(sweep) < 0.01, "no direction inside")
        #expect(outside > 0, "no direction outside")
    }

    /// Degenerate and full sweeps, and the slack that widens the range at both ends.
    @Test func containsDirectionAtTheEdges() {
        let full = Arc(center: .zero, radius: 1, startAngle: 1, sweep: 2 * .pi)
        #expect(full.containsDirection(Vector(dx: -1, dy: 0.3)))
        let point = Arc(center: .zero, radius: 1, startAngle: 0.5, sweep: 0)
        #expect(point.containsDirection(Vector(angle: 0.5)))
        #expect(!point.containsDirection(Vector(angle: 0.5 + .pi)), "the opposite of a zero sweep's direction")
        let tiny = Arc(center: .zero, radius: 1, startAngle: 0.5, sweep: 1e-17)
        #expect(!tiny.containsDirection(-tiny.startDirection), "ends equal after rounding: the bisector decides")
        let quarter = Arc(center: .zero, radius: 1, startAngle: 0, sweep: .pi / 2)
        let justOutside = Vector(angle: -1e-9)
        #expect(!quarter.containsDirection(justOutside))
        #expect(quarter.containsDirection(justOutside, slack: 1e-8))
        #expect(!quarter.containsDirection(justOutside, slack: 1e-10))
    }

    /// The end directions an arc carries are its end angles' (cos, sin), and a reversed arc swaps them.
    @Test func endDirectionsAreTheEndAnglesAndReversingSwapsThem() {
        let arc = Arc(center: Point(x: 2, y: 1), radius: 3, startAngle: 0.3, sweep: -2.2)
        expectNear(arc.startPoint, Point(x: 2 + 3 * cos(0.3), y: 1 + 3 * sin(0.3)), tolerance: 1e-15)
        expectNear(arc.endPoint, Point(x: 2 + 3 * cos(0.3 - 2.2), y: 1 + 3 * sin(0.3 - 2.2)), tolerance: 1e-15)
        expectNear(arc.startTangent.dx, sin(0.3), tolerance: 1e-15)
        expectNear(arc.startTangent.dy, -cos(0.3), tolerance: 1e-15)
        #expect(arc.reversed.startDirection == arc.endDirection)
        #expect(arc.reversed.endDirection == arc.startDirection)
        #expect(arc.reversed.endPoint == arc.startPoint)
    }
}

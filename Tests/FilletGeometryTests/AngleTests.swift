import Foundation
import FilletSupport
import Testing
@testable import FilletGeometry

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

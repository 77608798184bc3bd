import FilletTestSupport
import Foundation
import FilletSupport
import Testing
@testable import FilletGeometry

@Suite struct SignedTurnTests {
    /// The atan2-free small-turn branch must agree with `atan2` to rounding, on both sides of its
    /// threshold, for turns from 10⁻¹⁸ rad up to a full half turn.
    @Test func signedTurnMatchesAtan2FromTinyToLargeTurns() {
        var rng = SplitMix64(seed: 0x7A_2E_AD)
        var smallBranch = 0
        for _ in 0..<100_000 {
            let heading = Double.random(in: 0..<Angle.twoPi, using: &rng)
            let magnitude = pow(10, Double.random(in: -18...0.5, using: &rng))
            let turn = (Bool.random(using: &rng) ? 1 : -1) * Swift.min(magnitude, .pi)
            let incoming = Vector(dx: cos(heading), dy: sin(heading))
            let outgoing = Vector(dx: cos(heading + turn), dy: sin(heading + turn))
            let reference = incoming.signedAngle(to: outgoing)
            let fast = SignedTurn.between(incoming, outgoing)
            if Swift.abs(incoming.cross(outgoing)) <= SignedTurn.smallCrossLimit { smallBranch += 1 }
            expectNear(fast, reference, tolerance: 2 * reference.ulp, "turn \(turn): \(fast) vs \(reference)")
        }
        #expect(smallBranch > 10_000)
        #expect(SignedTurn.between(Vector(dx: 1, dy: 0), Vector(dx: -1, dy: 0)) == .pi)
        #expect(SignedTurn.between(Vector(dx: 1, dy: 0), Vector(dx: .nan, dy: 0)).isNaN)
    }
}

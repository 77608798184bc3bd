import Foundation
import Testing
import FilletGeometry
import FilletSupport
@testable import FilletVerification

/// The tip certificate's shortcut (``PathCheck/hasWrongSideWitness(_:separator:sign:disc:joint:)``)
/// against the halving alone, on seeded random spikes: a witness found is never wrong, and the
/// certificate answers the same with and without it.
@Suite struct TipSeparationWitnessTests {
    /// One random spike: a line or a cubic arriving at a tip and a cubic leaving it, the sides
    /// leaving the tip at an interior angle from 10⁻⁶ to 1, with handles sometimes retracted onto
    /// the tip and far control points scattered across the other side; a tip disc from 10⁻⁴ to 10
    /// times the sides' length and a blur from 10⁻¹² to 10⁻² of it.
    struct Spike {
        var arriving: PreparedSegment
        var leaving: PreparedSegment
        var away: Vector
        var onward: Vector
        var radius: Double
        var blur: Double
    }

    static func spike(_ random: inout SplitMix64) throws -> Spike {
        func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        func logUniform(_ low: Double, _ high: Double) -> Double { exp(uniform(log(low)...log(high))) }
        let tip = Point(x: uniform(-100...100), y: uniform(-100...100))
        let heading = uniform(-Double.pi...Double.pi)
        let interior = logUniform(1e-6, 1)
        let length = logUniform(0.1, 10)
        func side(_ angle: Double) -> (Point, Point, Point) {
            let direction = Vector(dx: cos(angle), dy: sin(angle))
            let normal = direction.perpendicular
            let handle = random.next() % 4 == 0 ? 0 : uniform(0...0.5) * length
            let near = tip + direction * handle
            let middle = tip + direction * (uniform(0.2...0.8) * length) + normal * (uniform(-0.3...0.3) * length)
            let far = tip + direction * length + normal * (uniform(-0.5...0.5) * length)
            return (near, middle, far)
        }
        let (awayNear, awayMiddle, awayFar) = side(heading)
        let (onwardNear, onwardMiddle, onwardFar) = side(heading + (random.next() % 2 == 0 ? interior : -interior))
        var path = Path()
        try path.move(to: awayFar)
        if random.next() % 3 == 0 {
            try path.addLine(to: tip)
        } else {
            try path.addCurve(to: tip, control1: awayMiddle, control2: awayNear)
        }
        try path.addCurve(to: onwardFar, control1: onwardNear, control2: onwardMiddle)
        let prepared = PreparedPath(path)
        let arriving = prepared.segments[0], leaving = prepared.segments[1]
        return Spike(arriving: arriving, leaving: leaving, away: -arriving.endTangent, onward: leaving.startTangent,
                     radius: length * logUniform(1e-4, 10), blur: length * logUniform(1e-12, 1e-2))
    }

    /// Wherever a witness is found for a side, separator and sign, the halving alone refuses that
    /// side too; and the certificate is the same with the shortcut as without it.
    @Test func witnessAgreesWithTheHalving() throws {
        var random = SplitMix64(seed: 48)
        var witnesses = 0, certified = 0, refused = 0
        for _ in 0..<300 {
            let spike = try Self.spike(&random)
            let tip = spike.arriving.end
            #expect(tip == spike.leaving.start)
            let disc = Disc(center: .zero, radius: spike.radius), joint = Disc(center: .zero, radius: spike.blur)
            for weight in PathCheck.separatorWeights {
                let separator = (spike.away * (1 - weight) + spike.onward * weight).normalized
                guard separator.isFinite else { continue }
                for (side, fromEnd) in [(spike.arriving, true), (spike.leaving, false)] {
                    guard case .curve(let curve) = side.geometry else { continue }
                    let walked = PathCheck.walkedFromTip(curve, fromEnd: fromEnd, tip: tip)
                    for sign in [1.0, -1.0]
                    where PathCheck.hasWrongSideWitness(walked, separator: separator, sign: sign, disc: disc,
                                                        joint: joint) {
                        witnesses += 1
                        #expect(!PathCheck.staysOnItsSide(side, fromEnd: fromEnd, tip: tip, separator: separator,
                                                          sign: sign, disc: disc, joint: joint,
                                                          refutesByWitness: false),
                                "witness for a side the halving certifies: \(curve), weight \(weight), sign \(sign)")
                    }
                }
            }
            let fast = PathCheck.sidesStayApart(arriving: spike.arriving, leaving: spike.leaving, away: spike.away,
                                                onward: spike.onward, radius: spike.radius, blur: spike.blur)
            let halving = PathCheck.sidesStayApart(arriving: spike.arriving, leaving: spike.leaving, away: spike.away,
                                                   onward: spike.onward, radius: spike.radius, blur: spike.blur,
                                                   refutesByWitness: false)
            #expect(fast == halving, "\(spike.arriving.geometry) / \(spike.leaving.geometry)")
            if halving { certified += 1 } else { refused += 1 }
        }
        // Not vacuous: the shortcut fired, and both answers occurred.
        #expect(witnesses > 100, "\(witnesses) witnesses")
        #expect(certified > 20 && refused > 20, "\(certified) certified, \(refused) refused")
    }
}

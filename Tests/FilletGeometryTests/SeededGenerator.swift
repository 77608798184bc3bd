import Foundation

/// SplitMix64: a tiny reproducible generator for the randomised geometry tests (each test names
/// its seed, so a failure replays exactly).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value whose base-10 logarithm is uniform in `exponents`, to spread sizes over many scales.
    mutating func logUniform(_ exponents: ClosedRange<Double>) -> Double {
        pow(10, Double.random(in: exponents, using: &self))
    }
}

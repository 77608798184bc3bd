import Foundation
import FilletSupport

/// The project's SplitMix64 under the name the randomised geometry tests use (each test names its
/// seed, so a failure replays exactly).
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
    /// A value whose base-10 logarithm is uniform in `exponents`, to spread sizes over many scales.
    mutating func logUniform(_ exponents: ClosedRange<Double>) -> Double {
        pow(10, Double.random(in: exponents, using: &self))
    }
}

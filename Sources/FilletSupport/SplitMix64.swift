/// A seeded, splittable, fast pseudo-random number generator (SplitMix64).
///
/// The state advances by an odd constant `gamma` and each output is a bijective mix of the state:
/// ```
/// state ← state + γ
/// z ← (state ⊕ (state >> 30)) · 0xBF58476D1CE4E5B9
/// z ← (z ⊕ (z >> 27)) · 0x94D049BB133111EB
/// output = z ⊕ (z >> 31)
/// ```
/// Source: G. L. Steele, D. Lea, C. H. Flood, "Fast Splittable Pseudorandom Number Generators",
/// OOPSLA 2014 (the `mix64`, `mixGamma` and `split` functions; the mixing constants are
/// D. Stafford's "Mix13", as in `java.util.SplittableRandom`).
///
/// Properties: passes BigCrush, period 2⁶⁴ per stream, 8 bytes of state, no allocation.
/// Because the state after `i` steps is `seed + i·γ`, output `i` of a stream is computable
/// directly, which is what makes case `i` of a run derivable from `(seed, i)` alone
/// (see ``caseGenerator(seed:caseIndex:)``). Not cryptographically secure.
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
    /// The golden-ratio increment 2⁶⁴/φ, rounded to odd.
    public static let goldenGamma: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The generator's state, advanced by `gamma` at each output.
    public var state: UInt64
    /// The stream's increment (odd).
    public let gamma: UInt64

    /// A stream starting at `seed` with the default increment.
    public init(seed: UInt64) {
        self.state = seed
        self.gamma = Self.goldenGamma
    }

    /// A stream with an explicit increment; an even `gamma` is made odd (the period needs odd γ).
    public init(seed: UInt64, gamma: UInt64) {
        self.state = seed
        self.gamma = gamma | 1
    }

    /// The next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= gamma
        return Self.mix64(state)
    }

    /// A new, statistically independent generator; advances this one by two steps.
    public mutating func split() -> SplitMix64 {
        let seed = next()
        let gammaSeed = next()
        return SplitMix64(seed: Self.mix64(seed), gamma: Self.mixGamma(gammaSeed))
    }

    /// A uniform double in [0, 1) with 53 random bits.
    @inlinable
    public mutating func nextUnitDouble() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// The generator for case `caseIndex` of a run seeded with `seed`.
    ///
    /// Its seed is output `caseIndex` of the root stream `SplitMix64(seed:)`, computed directly
    /// as `mix64(seed + (caseIndex + 1)·γ)` without stepping through the earlier cases, so any
    /// shard or worker can start at any case. - Complexity: O(1).
    @inlinable
    public static func caseGenerator(seed: UInt64, caseIndex: Int) -> SplitMix64 {
        let offset = UInt64(truncatingIfNeeded: caseIndex) &+ 1
        return SplitMix64(seed: mix64(seed &+ offset &* goldenGamma))
    }

    /// Stafford's Mix13 finaliser: a bijection on 64-bit words with full avalanche.
    @inlinable
    public static func mix64(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An odd increment with enough bit transitions, as in Steele et al. §3.
    public static func mixGamma(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        z = (z ^ (z >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        z = (z ^ (z >> 33)) | 1
        let transitions = (z ^ (z >> 1)).nonzeroBitCount
        return transitions < 24 ? z ^ 0xAAAA_AAAA_AAAA_AAAA : z
    }
}

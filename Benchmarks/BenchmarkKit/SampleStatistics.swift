/// Order statistics of a set of timing samples (nanoseconds per iteration).
///
/// Percentiles use the nearest-rank definition on the sorted samples `s[0] ≤ … ≤ s[n−1]`:
///
/// ```
/// p(q) = s[⌈q·n⌉ − 1]          (q in (0, 1]; p(0) = s[0])
/// MAD  = median(|sᵢ − p50|)     median absolute deviation, the robust spread
/// ```
///
/// Nearest rank never invents a value between samples, so `min ≤ p50 ≤ p90 ≤ p99 ≤ max` always
/// holds and each figure is a time that was actually measured. With fewer than 100 samples p99 is
/// the maximum.
/// - Complexity: O(n log n) for the sort.
public struct SampleStatistics: Codable, Hashable, Sendable {
    public var count: Int
    public var min: Double
    public var p50: Double
    public var p90: Double
    public var p99: Double
    public var max: Double
    public var mad: Double
    public var mean: Double

    /// Statistics of `samples`; `nil` when there are none or any sample is not finite.
    public init?(samples: [Double]) {
        guard !samples.isEmpty, samples.allSatisfy(\.isFinite) else { return nil }
        let sorted = samples.sorted()
        count = sorted.count
        min = sorted[0]
        max = sorted[sorted.count - 1]
        let median = Self.percentile(0.5, ofSorted: sorted)
        p50 = median
        p90 = Self.percentile(0.9, ofSorted: sorted)
        p99 = Self.percentile(0.99, ofSorted: sorted)
        let deviations = sorted.map { Swift.abs($0 - median) }.sorted()
        mad = Self.percentile(0.5, ofSorted: deviations)
        mean = sorted.reduce(0, +) / Double(sorted.count)
    }

    /// The nearest-rank percentile `q` (0…1) of ascending `sorted`, which must not be empty.
    public static func percentile(_ q: Double, ofSorted sorted: [Double]) -> Double {
        precondition(!sorted.isEmpty, "percentile of no samples")
        let rank = Int((q * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }

    /// The nearest-rank median of `values` (any order); `nil` when empty.
    public static func median(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : percentile(0.5, ofSorted: values.sorted())
    }
}

/// How long and how often each case is timed.
///
/// Each case is calibrated once: the body runs with 1, 2, 4, … iterations (this is also the
/// warm-up) until one call lasts `warmUpNanoseconds`; the iteration count per sample is then the
/// count that makes one sample last about `sampleTargetNanoseconds`. Timing then proceeds in
/// `rounds` rounds; each round visits every case in turn (odd rounds in reverse order) and takes
/// `samplesPerRound` samples of it, so slow machine drift spreads over all cases instead of
/// reading as a change of one. A case whose single iteration exceeds the sample target takes
/// fewer samples per round, so one round of it stays within `caseRoundBudgetNanoseconds`
/// (never fewer than `minimumSamplesPerRound`).
public struct MeasurementPlan: Codable, Hashable, Sendable {
    public var mode: String
    public var warmUpNanoseconds: Double
    public var sampleTargetNanoseconds: Double
    public var rounds: Int
    public var samplesPerRound: Int
    public var minimumSamplesPerRound: Int
    public var caseRoundBudgetNanoseconds: Double
    /// Iterations over which allocations are counted (after a one-iteration warm-up), in an
    /// untimed run; fewer when a sample holds fewer iterations (slow cases).
    public var allocationIterations: Int
    /// With `--compare`: the most time spent re-timing cases whose fastest sample exceeded the
    /// baseline's by more than the threshold, until each falls within it or the budget is spent
    /// (``BenchmarkRunner/confirm(_:budgetNanoseconds:sample:)``). Sized to outlast the slow spells
    /// of a shared machine (0.3–2 s seen on a 2-core VM). `nil` in files written before it existed.
    public var confirmationBudgetNanoseconds: Double?

    /// The default: 10 ms samples, 5 rounds × 10 samples; up to 5 s re-timing suspects.
    public static let full = MeasurementPlan(
        mode: "full", warmUpNanoseconds: 20e6, sampleTargetNanoseconds: 10e6, rounds: 5, samplesPerRound: 10,
        minimumSamplesPerRound: 2, caseRoundBudgetNanoseconds: 400e6, allocationIterations: 16,
        confirmationBudgetNanoseconds: 5e9)

    /// CI smoke mode: every case runs and is checked, with short 1 ms samples.
    public static let quick = MeasurementPlan(
        mode: "quick", warmUpNanoseconds: 1e6, sampleTargetNanoseconds: 1e6, rounds: 2, samplesPerRound: 3,
        minimumSamplesPerRound: 1, caseRoundBudgetNanoseconds: 30e6, allocationIterations: 4,
        confirmationBudgetNanoseconds: 0.5e9)
}

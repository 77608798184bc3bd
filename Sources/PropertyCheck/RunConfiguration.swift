import Foundation

/// How to run a property: seed, case count, shard, parallelism, limits, persistence, commands.
public struct RunConfiguration: Sendable {
    /// The run's seed; case `i` is generated from `(seed, i)` alone.
    public var seed: UInt64
    /// Case indices `0..<cases` make up the whole run (all shards). Negative counts as 0.
    public var cases: Int
    /// Which slice of the case indices this process runs.
    public var shard: Shard
    /// Worker threads; default all active cores. The report does not depend on it.
    public var workers: Int
    /// Property evaluations allowed for shrinking one failure (boundary search not included).
    public var maxShrinkEvaluations: Int
    /// How many failing cases (lowest indices) are shrunk and reported in full.
    public var maxReportedFailures: Int
    /// The run fails ("gave up") when discarded cases exceed this multiple of cases run.
    public var maxDiscardRatio: Double
    /// Relative gap at which boundary bisection stops (see ``BoundaryPair``).
    public var boundaryRelativeTolerance: Double
    /// Stored regressions to replay before new cases (shard 0 only), if any.
    public var regressions: RegressionStore?
    /// Whether shrunk failures are added to `regressions`.
    public var recordsFailures: Bool
    /// Formats `Failure.replayCommand` and `Failure.rerunCommand`.
    public var replayCommand: CommandTemplate?
    public var rerunCommand: CommandTemplate?

    public static let defaultMaxShrinkEvaluations = 5_000
    public static let defaultMaxDiscardRatio = 5.0
    /// The brief's 1e-9: a boundary located to nine significant digits.
    public static let defaultBoundaryRelativeTolerance = 1e-9

    public init(seed: UInt64, cases: Int, shard: Shard = .whole,
                workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                maxShrinkEvaluations: Int = defaultMaxShrinkEvaluations, maxReportedFailures: Int = 1,
                maxDiscardRatio: Double = defaultMaxDiscardRatio,
                boundaryRelativeTolerance: Double = defaultBoundaryRelativeTolerance,
                regressions: RegressionStore? = nil, recordsFailures: Bool = true,
                replayCommand: CommandTemplate? = nil, rerunCommand: CommandTemplate? = nil) {
        self.seed = seed
        self.cases = max(0, cases)
        self.shard = shard
        self.workers = max(1, workers)
        self.maxShrinkEvaluations = max(0, maxShrinkEvaluations)
        self.maxReportedFailures = max(0, maxReportedFailures)
        self.maxDiscardRatio = maxDiscardRatio
        self.boundaryRelativeTolerance = boundaryRelativeTolerance
        self.regressions = regressions
        self.recordsFailures = recordsFailures
        self.replayCommand = replayCommand
        self.rerunCommand = rerunCommand
    }
}

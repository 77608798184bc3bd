/// The result of running one property: counts, coverage, per-check worst margins, shrunk
/// failures and replayed regressions.
///
/// A report depends only on the property, the seed, the case count and the configuration's
/// limits — never on the number of worker threads, timing or sharding: the reports of shards
/// `0/N … N−1/N` merged with ``merged(_:)`` equal the unsharded report.
public struct PropertyReport: Codable, Equatable, Sendable {
    public var property: String
    public var seed: UInt64
    /// Case indices of the whole run: `0..<cases`, across all shards.
    public var cases: Int
    /// The shards this report covers, out of `shardCount` (`1`, `[0]` for a whole run).
    public var shardCount: Int
    public var shardIndices: [Int]
    /// Cases generated and checked (discarded cases excluded).
    public var casesRun: Int
    /// Cases whose generator gave up (a `filter` exhausted its attempts).
    public var casesDiscarded: Int
    /// Individual `filter` predicate failures, over all cases.
    public var filterRejections: Int
    /// The run gives up (fails) when `casesDiscarded > maxDiscardRatio · max(casesRun, 1)`.
    public var maxDiscardRatio: Double
    /// Cases per coverage label.
    public var coverage: [String: Int]
    /// Per check name (sorted): evaluations, failures, worst margin and the case that gave it.
    public var checks: [CheckStatistics]
    /// Failing cases, in total.
    public var failureCount: Int
    /// The failing cases with the lowest indices (at most `maxReportedFailures`), shrunk.
    public var failures: [Failure]
    public var maxReportedFailures: Int
    /// Stored regressions replayed before the new cases (by shard 0 only).
    public var regressions: [RegressionReplay]
    /// Why the shrunk failures could not be added to the regressions file (it could not be
    /// written), or `nil`. The run's results stand; only their storing failed.
    public var unstoredFailures: String? = nil

    /// True when the discard limit was exceeded.
    public var gaveUp: Bool {
        Double(casesDiscarded) > maxDiscardRatio * Double(max(casesRun, 1))
    }

    /// True when no case and no regression failed and the discard limit held.
    public var passed: Bool {
        failureCount == 0 && !gaveUp && regressions.allSatisfy(\.result.passed)
    }
}

/// Statistics of one named check over a run.
public struct CheckStatistics: Codable, Equatable, Sendable {
    public var name: String
    public var evaluations: Int
    public var failures: Int
    /// The smallest margin seen (NaN counts as the worst), nil if the check never gave one.
    public var worstMargin: Double?
    /// The case that gave `worstMargin` (ties: the lowest index).
    public var worstCaseIndex: Int?
    /// That case's value, and the check's detail on it.
    public var worstValue: JSONValue?
    public var worstDetail: String?

    public static func == (lhs: CheckStatistics, rhs: CheckStatistics) -> Bool {
        lhs.name == rhs.name && lhs.evaluations == rhs.evaluations && lhs.failures == rhs.failures
            && lhs.worstMargin?.bitPattern == rhs.worstMargin?.bitPattern
            && lhs.worstCaseIndex == rhs.worstCaseIndex && lhs.worstValue == rhs.worstValue
            && lhs.worstDetail == rhs.worstDetail
    }

    /// Whether `(margin, index)` is worse than `(other, otherIndex)`: NaN first, then smaller
    /// margins, ties broken by the lower case index (so the choice is order-independent).
    static func isWorse(_ margin: Double, _ index: Int, than other: Double, _ otherIndex: Int) -> Bool {
        if margin.isNaN != other.isNaN { return margin.isNaN }
        if !margin.isNaN && margin != other { return margin < other }
        return index < otherIndex
    }
}

/// A failing case: the original, the shrunk minimal case, its failing checks, the pass/fail
/// pair straddling the validity boundary along each continuous parameter, and how to replay it.
public struct Failure: Codable, Equatable, Sendable {
    public var caseIndex: Int
    public var seed: UInt64
    public var originalValue: JSONValue
    public var shrunkValue: JSONValue
    /// Accepted shrink steps and property evaluations spent shrinking.
    public var shrinkSteps: Int
    public var shrinkEvaluations: Int
    /// The shrunk case's failing checks, with details.
    public var failingChecks: [CheckResult]
    public var error: String?
    public var boundaries: [BoundaryPair]
    /// Paste-ready command replaying the shrunk value, and one re-running the whole run.
    public var replayCommand: String?
    public var rerunCommand: String?
}

/// Along one continuous parameter of a shrunk failing case, with every other draw fixed: a
/// failing and a passing value whose gap is ≤ the configured relative tolerance (1e-9):
/// ```
/// |failing − passing| ≤ tolerance · max(|failing|, |passing|)   (or adjacent doubles)
/// ```
/// found by bisection between the failing value and a passing one (the parameter's simplest
/// value, else a bound of its range).
public struct BoundaryPair: Codable, Equatable, Sendable {
    /// The draw's label, or `"draw k"` for an unlabelled draw.
    public var parameter: String
    /// Position of the draw in the case's choice sequence.
    public var choiceIndex: Int
    public var failing: Double
    public var passing: Double
    /// The whole case at each side; `passingValue` is `nil` when the passing side was a discarded
    /// case (the generator rejected it, so it has no value).
    public var failingValue: JSONValue
    public var passingValue: JSONValue?
    /// The bisection's property evaluations.
    public var evaluations: Int
}

/// A stored regression replayed by the runner.
public struct RegressionReplay: Codable, Equatable, Sendable {
    public var value: JSONValue
    public var note: String?
    public var result: CaseResult
}

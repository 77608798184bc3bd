/// The result of running one property: counts, coverage, per-check worst margins, shrunk
/// failures and replayed regressions.
///
/// A report depends only on the property, the seed, the case count and the configuration's
/// limits — never on the number of worker threads, timing or sharding: the reports of shards
/// `0/N … N−1/N` merged with ``merged(_:)`` equal the unsharded report.
public struct PropertyReport: Codable, Equatable, Sendable {
    /// The property's name.
    public var property: String
    /// The run's seed.
    public var seed: UInt64
    /// Case indices of the whole run: `0..<cases`, across all shards.
    public var cases: Int
    /// The shards this report covers, out of `shardCount` (`1`, `[0]` for a whole run).
    public var shardCount: Int
    /// The shards this report holds (all of `0..<shardCount` once merged).
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
    /// The most failures shrunk and reported; `failureCount` counts them all.
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
    /// The check's name.
    public var name: String
    /// How many cases recorded the check.
    public var evaluations: Int
    /// How many of them failed it.
    public var failures: Int
    /// The smallest margin seen (NaN counts as the worst), nil if the check never gave one.
    public var worstMargin: Double?
    /// The case that gave `worstMargin` (ties: the lowest index).
    public var worstCaseIndex: Int?
    /// That case's value, and the check's detail on it.
    public var worstValue: JSONValue?
    /// The detail of the worst case.
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
    /// The failing case's index in the run.
    public var caseIndex: Int
    /// The run's seed: with `caseIndex` it regenerates the original case.
    public var seed: UInt64
    /// The case as generated.
    public var originalValue: JSONValue
    /// The simplest case found that fails the same first check.
    public var shrunkValue: JSONValue
    /// Accepted shrink steps and property evaluations spent shrinking.
    public var shrinkSteps: Int
    public var shrinkEvaluations: Int
    /// The shrunk case's failing checks, with details.
    public var failingChecks: [CheckResult]
    /// The thrown error's description, when the body threw.
    public var error: String?
    /// The pass/fail pair along each continuous parameter of the shrunk case.
    public var boundaries: [BoundaryPair]
    /// Paste-ready command replaying the shrunk value, and one re-running the whole run.
    public var replayCommand: String?
    public var rerunCommand: String?

    /// What failed, one line each: every failing check with its margin and detail, the error
    /// thrown, then each boundary pair. JUnit's failure text and `fillet verify`'s table both
    /// print these lines.
    public var findingLines: [String] {
        var lines = failingChecks.map { check in
            "\(check.name): margin \(check.margin.map { "\($0)" } ?? "-")" + (check.detail.map { " — \($0)" } ?? "")
        }
        if let error { lines.append("threw: \(error)") }
        for pair in boundaries {
            lines.append("boundary \(pair.parameter): fails at \(pair.failing), passes at \(pair.passing)")
        }
        return lines
    }
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
    /// The parameter's failing value.
    public var failing: Double
    /// The nearest passing value found.
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
    /// The stored case value.
    public var value: JSONValue
    /// The entry's note (where it came from).
    public var note: String?
    /// Its verdict in this run.
    public var result: CaseResult
}

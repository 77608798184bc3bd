extension PropertyReport {
    /// Combines the reports of disjoint shards of one run into one report.
    ///
    /// Counts and coverage add; per check the worst margin is the minimum (NaN worst, ties to
    /// the lowest case index); failures are the union sorted by case index, cut to
    /// `maxReportedFailures`; regressions keep shard order. All of these are associative and
    /// commutative, so the order of `reports` does not matter, and merging every shard of a run
    /// gives exactly the unsharded report (reported as shard `0/1`).
    /// - Throws: `.mergeMismatch` if the reports differ in property, seed, cases, shard count or
    ///   limits, or cover a shard twice; if one is not a report a run could write (a shard index
    ///   outside `0..<shardCount`, a negative count); if the sums overflow; an empty list is also a
    ///   mismatch.
    public static func merged(_ reports: [PropertyReport]) throws(PropertyCheckError) -> PropertyReport {
        guard !reports.isEmpty else { throw .mergeMismatch("no reports") }
        for report in reports {
            if let problem = report.problem { throw .mergeMismatch("report of property '\(report.property)' \(problem)") }
        }
        let ordered = reports.sorted { ($0.shardIndices.first ?? 0) < ($1.shardIndices.first ?? 0) }
        var result = ordered[0]
        var covered = Set(result.shardIndices)
        for other in ordered.dropFirst() {
            guard other.property == result.property, other.seed == result.seed, other.cases == result.cases,
                  other.shardCount == result.shardCount, other.maxDiscardRatio == result.maxDiscardRatio,
                  other.maxReportedFailures == result.maxReportedFailures else {
                throw .mergeMismatch("reports of property '\(other.property)' come from different runs")
            }
            let overlap = covered.intersection(other.shardIndices)
            guard overlap.isEmpty else { throw .mergeMismatch("shard \(overlap.sorted()[0]) appears twice") }
            covered.formUnion(other.shardIndices)
            guard result.absorb(other) else {
                throw .mergeMismatch("the counts of property '\(other.property)' overflow when added")
            }
        }
        result.shardIndices = covered.sorted()
        if covered.count == result.shardCount {
            result.shardCount = 1
            result.shardIndices = [0]
        }
        return result
    }

    /// Whether every shard `0..<shardCount` is covered (`shardCount` 1 after a complete merge).
    public var coversEveryShard: Bool { Set(shardIndices).count == shardCount }

    /// The first `limit` shards not covered yet, in order, and how many are missing in all: O(limit
    /// + covered shards) whatever `shardCount` (a report may claim 2⁶³ − 1 shards).
    public func missingShards(first limit: Int) -> (first: [Int], count: Int) {
        let covered = Set(shardIndices)
        var first: [Int] = []
        var index = 0
        while first.count < limit, index < shardCount {
            if !covered.contains(index) { first.append(index) }
            index += 1
        }
        return (first, shardCount - covered.count)
    }

    /// Why this report cannot come from a run (a shard index outside `0..<shardCount`, no shard, a
    /// negative count), or `nil`.
    var problem: String? {
        guard shardCount >= 1, !shardIndices.isEmpty,
              shardIndices.allSatisfy({ (0..<shardCount).contains($0) }) else {
            return "has shards \(shardIndices) of \(shardCount)"
        }
        let counts = [cases, casesRun, casesDiscarded, filterRejections, failureCount] + Array(coverage.values)
            + checks.flatMap { [$0.evaluations, $0.failures] }
        guard counts.allSatisfy({ $0 >= 0 }) else { return "has a negative count" }
        return nil
    }

    /// Adds `other`'s counts, coverage, checks, failures and regressions into this report; `false`
    /// (this report then partly updated) when a count would overflow.
    mutating func absorb(_ other: PropertyReport) -> Bool {
        guard add(&casesRun, other.casesRun), add(&casesDiscarded, other.casesDiscarded),
              add(&filterRejections, other.filterRejections), add(&failureCount, other.failureCount) else { return false }
        for (label, count) in other.coverage {
            guard add(&coverage[label, default: 0], count) else { return false }
        }
        var byName: [String: CheckStatistics] = [:]
        for statistics in checks { byName[statistics.name] = statistics }
        for statistics in other.checks {
            if let existing = byName[statistics.name] {
                guard let merged = existing.merged(with: statistics) else { return false }
                byName[statistics.name] = merged
            } else {
                byName[statistics.name] = statistics
            }
        }
        checks = byName.values.sorted { $0.name < $1.name }
        failures = Array((failures + other.failures).sorted { $0.caseIndex < $1.caseIndex }.prefix(maxReportedFailures))
        regressions += other.regressions
        unstoredFailures = unstoredFailures ?? other.unstoredFailures
        return true
    }
}

extension CheckStatistics {
    /// Both shards' statistics in one; `nil` when a count overflows.
    func merged(with other: CheckStatistics) -> CheckStatistics? {
        var result = self
        guard add(&result.evaluations, other.evaluations), add(&result.failures, other.failures) else { return nil }
        if let margin = other.worstMargin, let index = other.worstCaseIndex {
            if let current = worstMargin, let currentIndex = worstCaseIndex,
               !CheckStatistics.isWorse(margin, index, than: current, currentIndex) {
                return result
            }
            result.worstMargin = margin
            result.worstCaseIndex = index
            result.worstValue = other.worstValue
            result.worstDetail = other.worstDetail
        }
        return result
    }
}

/// Adds `more` to `total`; `false` (and `total` wrapped) when the sum overflows.
private func add(_ total: inout Int, _ more: Int) -> Bool {
    let (sum, overflow) = total.addingReportingOverflow(more)
    total = sum
    return !overflow
}

extension PropertyReport {
    /// Combines the reports of disjoint shards of one run into one report.
    ///
    /// Counts and coverage add; per check the worst margin is the minimum (NaN worst, ties to
    /// the lowest case index); failures are the union sorted by case index, cut to
    /// `maxReportedFailures`; regressions keep shard order. All of these are associative and
    /// commutative, so the order of `reports` does not matter, and merging every shard of a run
    /// gives exactly the unsharded report (reported as shard `0/1`).
    /// - Throws: `.mergeMismatch` if the reports differ in property, seed, cases, shard count or
    ///   limits, or cover a shard twice; an empty list is also a mismatch.
    public static func merged(_ reports: [PropertyReport]) throws(PropertyCheckError) -> PropertyReport {
        guard !reports.isEmpty else { throw .mergeMismatch("no reports") }
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
            result.absorb(other)
        }
        result.shardIndices = covered.sorted()
        if covered.count == result.shardCount {
            result.shardCount = 1
            result.shardIndices = [0]
        }
        return result
    }

    /// Adds `other`'s counts, coverage, checks, failures and regressions into this report.
    mutating func absorb(_ other: PropertyReport) {
        casesRun += other.casesRun
        casesDiscarded += other.casesDiscarded
        filterRejections += other.filterRejections
        failureCount += other.failureCount
        for (label, count) in other.coverage { coverage[label, default: 0] += count }
        var byName: [String: CheckStatistics] = [:]
        for statistics in checks { byName[statistics.name] = statistics }
        for statistics in other.checks {
            if let existing = byName[statistics.name] {
                byName[statistics.name] = existing.merged(with: statistics)
            } else {
                byName[statistics.name] = statistics
            }
        }
        checks = byName.values.sorted { $0.name < $1.name }
        failures = Array((failures + other.failures).sorted { $0.caseIndex < $1.caseIndex }.prefix(maxReportedFailures))
        regressions += other.regressions
    }
}

extension CheckStatistics {
    func merged(with other: CheckStatistics) -> CheckStatistics {
        var result = self
        result.evaluations += other.evaluations
        result.failures += other.failures
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

/// What one worker accumulates over its cases; becomes a partial ``PropertyReport``.
///
/// Check statistics live in arrays; a check's slot is found by position first (the body
/// usually records the same checks in the same order every case), then by dictionary, so the
/// per-case cost is a few string comparisons and no allocation.
struct Tally {
    struct Accumulator {
        var name: String
        var evaluations = 0
        var failures = 0
        var worstMargin: Double?
        var worstCaseIndex = Int.max
    }

    let failureLimit: Int
    var casesRun = 0
    var casesDiscarded = 0
    var filterRejections = 0
    var failureCount = 0
    /// The lowest failing case indices, ascending, at most `failureLimit`.
    var failingIndices: [Int] = []
    var accumulators: [Accumulator] = []
    var slotByName: [String: Int] = [:]
    var slotAtPosition: [Int] = []
    var coverageLabels: [String] = []
    var coverageCounts: [Int] = []
    var coverageSlotByName: [String: Int] = [:]
    var coverageSlotAtPosition: [Int] = []

    init(failureLimit: Int) {
        self.failureLimit = failureLimit
    }

    mutating func recordDiscard(rejections: Int) {
        casesDiscarded += 1
        filterRejections += rejections
    }

    mutating func record(_ checks: Checks, threw: Bool, caseIndex: Int, rejections: Int) {
        casesRun += 1
        filterRejections += rejections
        var failed = threw
        for position in checks.entries.indices {
            let entry = checks.entries[position]
            let slot = self.slot(for: entry.name, at: position)
            accumulators[slot].evaluations += 1
            if !entry.passed {
                accumulators[slot].failures += 1
                failed = true
            }
            if let margin = entry.margin {
                if let worst = accumulators[slot].worstMargin,
                   !CheckStatistics.isWorse(margin, caseIndex, than: worst, accumulators[slot].worstCaseIndex) {
                    continue
                }
                accumulators[slot].worstMargin = margin
                accumulators[slot].worstCaseIndex = caseIndex
            }
        }
        for position in checks.labels.indices {
            coverageCounts[coverageSlot(for: checks.labels[position], at: position)] += 1
        }
        if failed { recordFailure(caseIndex) }
    }

    private mutating func recordFailure(_ caseIndex: Int) {
        failureCount += 1
        guard failureLimit > 0 else { return }
        if failingIndices.count == failureLimit {
            guard caseIndex < failingIndices[failingIndices.count - 1] else { return }
            failingIndices.removeLast()
        }
        let insertion = failingIndices.firstIndex { $0 > caseIndex } ?? failingIndices.count
        failingIndices.insert(caseIndex, at: insertion)
    }

    @inline(__always)
    private mutating func slot(for name: String, at position: Int) -> Int {
        if position < slotAtPosition.count {
            let cached = slotAtPosition[position]
            if accumulators[cached].name == name { return cached }
        }
        let slot: Int
        if let known = slotByName[name] {
            slot = known
        } else {
            slot = accumulators.count
            accumulators.append(Accumulator(name: name))
            slotByName[name] = slot
        }
        while slotAtPosition.count <= position { slotAtPosition.append(slot) }
        slotAtPosition[position] = slot
        return slot
    }

    @inline(__always)
    private mutating func coverageSlot(for label: String, at position: Int) -> Int {
        if position < coverageSlotAtPosition.count {
            let cached = coverageSlotAtPosition[position]
            if coverageLabels[cached] == label { return cached }
        }
        let slot: Int
        if let known = coverageSlotByName[label] {
            slot = known
        } else {
            slot = coverageLabels.count
            coverageLabels.append(label)
            coverageCounts.append(0)
            coverageSlotByName[label] = slot
        }
        while coverageSlotAtPosition.count <= position { coverageSlotAtPosition.append(slot) }
        coverageSlotAtPosition[position] = slot
        return slot
    }

    var coverage: [String: Int] {
        Dictionary(uniqueKeysWithValues: zip(coverageLabels, coverageCounts))
    }

    /// A partial report: everything but failures' details, worst values and regressions.
    func partialReport(property: String, configuration: RunConfiguration) -> PropertyReport {
        PropertyReport(
            property: property, seed: configuration.seed, cases: configuration.cases,
            shardCount: configuration.shard.count, shardIndices: [configuration.shard.index],
            casesRun: casesRun, casesDiscarded: casesDiscarded, filterRejections: filterRejections,
            maxDiscardRatio: configuration.maxDiscardRatio, coverage: coverage,
            checks: accumulators.map {
                CheckStatistics(name: $0.name, evaluations: $0.evaluations, failures: $0.failures,
                                worstMargin: $0.worstMargin, worstCaseIndex: $0.worstMargin == nil ? nil : $0.worstCaseIndex,
                                worstValue: nil, worstDetail: nil)
            }.sorted { $0.name < $1.name },
            failureCount: failureCount, failures: [], maxReportedFailures: configuration.maxReportedFailures,
            regressions: [])
    }
}

import Foundation

/// Runs properties: stored regressions first, then the shard's cases on all cores, then
/// shrinking and boundary search for the lowest failing cases.
public enum Runner {
    /// Cases per unit of work handed to a worker thread, at most: a run of fewer cases takes
    /// chunks of an eighth of its share per worker (at least ``minimumChunkSize``), so a run of a
    /// few hundred cases (a negative control, a small suite) is shared by every worker too.
    static let chunkSize = 2_048
    static let minimumChunkSize = 32

    /// The chunk size of a run of `cases` cases on `workers` threads (see ``chunkSize``); the
    /// report does not depend on it (tallies merge by associative, commutative operations).
    static func chunkSize(cases: Int, workers: Int) -> Int {
        Swift.max(minimumChunkSize, Swift.min(chunkSize, cases / (8 * Swift.min(Swift.max(1, workers), 4_096))))
    }

    /// Runs `property` as `configuration` says and returns its report.
    ///
    /// The report is a pure function of the property, seed, case count, shard and limits:
    /// worker results are merged with associative, commutative operations, failures are the
    /// lowest failing case indices, and worst margins break ties by case index.
    /// - Throws: only an unreadable or malformed regressions file, read before any case runs; a
    ///   failed write of new failures is reported in ``PropertyReport/unstoredFailures``.
    /// - Parameters:
    ///   - property: the property to run: its generator, name and checks.
    ///   - configuration: seed, case count, shard, workers, limits and the regressions store.
    ///   - full: the property the stored counterexamples are replayed with and the failures are
    ///     shrunk with, when `property` runs some of its checks on a sample of the cases only: the
    ///     same generator and name, every check (default: `property` itself). A stored case must
    ///     fail again whatever the sample, and a shrunk case must keep failing.
    /// - Complexity: O(cases / shard count / workers) wall time plus shrinking.
    public static func run<Value>(_ property: Property<Value>, _ configuration: RunConfiguration,
                                  full: Property<Value>? = nil) throws(PropertyCheckError) -> PropertyReport {
        let full = full ?? property
        var regressionReplays: [RegressionReplay] = []
        if configuration.shard.index == 0, let store = configuration.regressions {
            for entry in try store.entries(for: property.name) {
                regressionReplays.append(RegressionReplay(value: entry.value, note: entry.note,
                                                          result: replay(full, json: entry.value)))
            }
        }

        let tallies = runCases(property, configuration)
        var report = tallies[0].partialReport(property: property.name, configuration: configuration)
        for tally in tallies.dropFirst() {
            // The workers' counts add up to at most the run's case count: no overflow.
            let absorbed = report.absorb(tally.partialReport(property: property.name, configuration: configuration))
            precondition(absorbed, "worker tallies of one run overflow")
        }
        report.regressions = regressionReplays

        let failingIndices = Array(tallies.flatMap(\.failingIndices).sorted().prefix(configuration.maxReportedFailures))
        var source = ChoiceSource()
        var checks = Checks()
        report.failures = failingIndices.map {
            failure(full, caseIndex: $0, configuration: configuration, source: &source, checks: &checks)
        }
        fillWorstCases(&report, property, configuration: configuration, source: &source, checks: &checks)

        if configuration.recordsFailures, let store = configuration.regressions, !report.failures.isEmpty {
            let entries = report.failures.map { failure in
                RegressionEntry(property: property.name, value: failure.shrunkValue, seed: configuration.seed,
                                       caseIndex: failure.caseIndex,
                                       note: "shrunk from case \(failure.caseIndex) of seed \(configuration.seed)")
            }
            // A file that cannot be written (full disk, changed permissions) must not lose the
            // run: the report says so, and the caller reports it.
            do { try store.add(entries) } catch { report.unstoredFailures = error.description }
        }
        return report
    }

    /// Generates and checks the shard's cases on `configuration.workers` threads.
    static func runCases<Value>(_ property: Property<Value>, _ configuration: RunConfiguration) -> [Tally] {
        let shardCases = configuration.shard.caseCount(of: configuration.cases)
        let chunkSize = chunkSize(cases: shardCases, workers: configuration.workers)
        let chunkCount = shardCases == 0 ? 0 : (shardCases - 1) / chunkSize + 1   // no overflow near Int.max
        let workers = max(1, min(configuration.workers, chunkCount))
        let collector = TallyCollector(chunkCount: chunkCount)
        // The loop calls the closures directly: touching `property`'s fields per case would look
        // up the generic metadata of Property<Value> every time (measured: a third of the cost).
        let generate = property.gen.run
        let body = property.body
        let seed = configuration.seed
        let shard = configuration.shard
        let work: @Sendable (Int) -> Void = { _ in
            var source = ChoiceSource()
            var checks = Checks()
            var tally = Tally(failureLimit: configuration.maxReportedFailures)
            while let chunk = collector.claimChunk() {
                let end = min(shardCases, (chunk + 1) * chunkSize)
                for position in (chunk * chunkSize)..<end {
                    let caseIndex = shard.caseIndex(at: position)
                    source.beginCase(seed: seed, caseIndex: caseIndex)
                    let value: Value
                    do {
                        value = try generate(&source)
                    } catch {
                        tally.recordDiscard(rejections: source.rejections)
                        continue
                    }
                    checks.reset(collectingDetails: false)
                    var threw = false
                    do { try body(value, &checks) } catch { threw = true }
                    tally.record(checks, threw: threw, caseIndex: caseIndex, rejections: source.rejections)
                }
            }
            collector.deposit(tally)
        }
        if workers == 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers, execute: work)
        }
        let tallies = collector.tallies
        return tallies.isEmpty ? [Tally(failureLimit: configuration.maxReportedFailures)] : tallies
    }

    /// The value of case `caseIndex` and its choice sequence, or nil if it is discarded.
    static func regenerate<Value>(_ property: Property<Value>, caseIndex: Int, seed: UInt64,
                                  source: inout ChoiceSource) -> (value: Value, choices: [Choice], spans: [Range<Int>])? {
        source.beginCase(seed: seed, caseIndex: caseIndex)
        guard let value = try? property.gen.run(&source) else { return nil }
        return (value, source.choices, source.spans)
    }

    /// A case value as a JSON value (never fails: an unencodable value is described instead).
    static func encode<Value: Encodable>(_ value: Value) -> JSONValue {
        guard let text = try? PropertyCheckJSON.string(value), let json = try? JSONValue(json: text) else {
            return .string("<unencodable \(String(describing: value))>")
        }
        return json
    }
}

/// Hands out chunk numbers and collects worker tallies across threads.
final class TallyCollector: @unchecked Sendable {
    private let lock = NSLock()
    private let chunkCount: Int
    private var nextChunk = 0
    private var collected: [Tally] = []

    init(chunkCount: Int) {
        self.chunkCount = chunkCount
    }

    func claimChunk() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextChunk < chunkCount else { return nil }
        nextChunk += 1
        return nextChunk - 1
    }

    func deposit(_ tally: Tally) {
        lock.lock()
        collected.append(tally)
        lock.unlock()
    }

    var tallies: [Tally] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}

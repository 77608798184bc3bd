import FilletSupport
import FilletVerification
import Foundation
import FilletGeometry
import FilletShapes

/// The raw outcome of sweeping one seed: its cases and, index for index, their results.
public struct SeedRun: Sendable {
    public var seed: AuditSeed
    public var cases: [AuditCase]
    public var results: [AuditCaseResult]
}

/// Runs the sweeps on all cores.
public enum AuditRunner {
    /// Cases per unit of work handed to a worker.
    static let chunkSize = 64

    /// Sweeps every seed in `seeds` and returns the raw results, in seed order.
    /// - Parameters:
    ///   - seeds: which seeds (default all five).
    ///   - workers: threads to use (default: active processors).
    ///   - progress: called with (cases done, total cases) after each chunk, from any thread.
    /// - Complexity: one catalogue run (three with scale invariance) per case.
    public static func run(seeds: [AuditSeed] = AuditSeed.allCases,
                           workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                           progress: (@Sendable (Int, Int) -> Void)? = nil) -> [SeedRun] {
        let sweeps = seeds.map { (seed: $0, cases: AuditSweeps.cases(for: $0)) }
        let all = sweeps.flatMap { sweep in sweep.cases.indices.map { (sweep.cases[$0], $0) } }
        let slots = ResultSlots(count: all.count)
        let chunks = (all.count + chunkSize - 1) / chunkSize
        Parallel.forEach(count: chunks, threads: Swift.max(1, workers)) { chunk in
            let end = Swift.min(all.count, (chunk + 1) * chunkSize)
            for position in (chunk * chunkSize)..<end {
                let (auditCase, index) = all[position]
                slots.store(AuditEvaluation.evaluate(auditCase, index: index), at: position)
            }
            let done = slots.finished(end - chunk * chunkSize)
            progress?(done, all.count)
        }
        let results = slots.results
        var runs: [SeedRun] = []
        var offset = 0
        for sweep in sweeps {
            runs.append(SeedRun(seed: sweep.seed, cases: sweep.cases,
                                results: Array(results[offset..<(offset + sweep.cases.count)])))
            offset += sweep.cases.count
        }
        return runs
    }
}

/// The audit's results as the workers finish them: finished cases counted under a lock; each
/// position's result written by exactly one worker (``WriteOnceSlots``).
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private let storage: WriteOnceSlots<AuditCaseResult>
    private var done = 0

    init(count: Int) { storage = WriteOnceSlots(count: count) }

    func store(_ result: AuditCaseResult, at position: Int) { storage.store(result, at: position) }

    func finished(_ count: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        done += count
        return done
    }

    /// Every case's result, in position order (read after all workers finished).
    var results: [AuditCaseResult] { storage.values }
}

/// Calibrates, checks, counts allocations of and times a list of cases according to a plan.
public struct BenchmarkRunner {
    public var plan: MeasurementPlan
    public var allocationCounter: AllocationCounter?
    /// Receives one line per step (calibration, round), for a progress display.
    public var progress: (String) -> Void

    public init(plan: MeasurementPlan, allocationCounter: AllocationCounter?, progress: @escaping (String) -> Void = { _ in }) {
        self.plan = plan
        self.allocationCounter = allocationCounter
        self.progress = progress
    }

    /// A case that failed its sanity check, named.
    public struct CaseFailure: Error, CustomStringConvertible {
        public var caseName: String
        public var failure: SanityFailure
        public var description: String { "sanity check failed for \(caseName): \(failure.message)" }
    }

    /// Measures `cases` and fits their scaling series.
    ///
    /// Per case, before any timing: the sanity check (which yields the domain metrics), the
    /// calibration (which is the warm-up), and the allocation count over
    /// `plan.allocationIterations` iterations. Then `plan.rounds` interleaved timing rounds.
    /// - Throws: ``CaseFailure`` when a sanity check fails; nothing is timed after that.
    public func measure(_ cases: [BenchmarkCase]) throws(CaseFailure) -> (cases: [CaseResult], fits: [ScalingFit]) {
        var prepared: [Prepared] = []
        for benchmark in cases {
            let metrics: CaseMetrics
            do {
                metrics = try benchmark.check()
            } catch {
                throw CaseFailure(caseName: benchmark.name, failure: error)
            }
            let (iterations, nanosecondsPerIteration) = calibrate(benchmark)
            // Slow cases (one iteration per sample) count over fewer iterations: the count per
            // iteration is deterministic, only the time spent counting would grow.
            let allocationIterations = min(plan.allocationIterations, iterations)
            let allocations = allocationCounter.map { counter in
                benchmark.run(1)
                return counter.count { benchmark.run(allocationIterations) }
            }
            let samples = samplesPerRound(sampleNanoseconds: Double(iterations) * nanosecondsPerIteration)
            prepared.append(Prepared(benchmark: benchmark, metrics: metrics, iterations: iterations,
                                     samplesPerRound: samples, allocations: allocations,
                                     allocationIterations: allocationIterations))
            progress("calibrated \(benchmark.name): \(iterations) iteration(s) per sample, \(samples) sample(s) per round")
        }
        var samples = Array(repeating: [Double](), count: prepared.count)
        var roundMedians = Array(repeating: [Double](), count: prepared.count)
        for round in 0..<plan.rounds {
            let order = round.isMultiple(of: 2) ? Array(prepared.indices) : prepared.indices.reversed()
            for index in order {
                let item = prepared[index]
                var roundSamples: [Double] = []
                roundSamples.reserveCapacity(item.samplesPerRound)
                for _ in 0..<item.samplesPerRound {
                    roundSamples.append(Self.time(item.benchmark, iterations: item.iterations) / Double(item.iterations))
                }
                samples[index] += roundSamples
                roundMedians[index].append(SampleStatistics.median(roundSamples) ?? 0)
            }
            progress("round \(round + 1)/\(plan.rounds) done")
        }
        let results = prepared.indices.map { index in
            let item = prepared[index]
            return CaseResult(
                name: item.benchmark.name, series: item.benchmark.series, iterationsPerSample: item.iterations,
                nanosecondsPerIteration: SampleStatistics(samples: samples[index])!,
                roundMedians: roundMedians[index], medianOfRounds: SampleStatistics.median(roundMedians[index])!,
                shapesPerIteration: item.benchmark.shapesPerIteration, metrics: item.metrics,
                allocations: item.allocations, allocationIterations: item.allocationIterations)
        }
        return (results, ScalingFit.fits(of: results))
    }

    /// Samples per round for a case whose sample lasts `sampleNanoseconds`: the plan's count,
    /// fewer if a round of them would exceed the case's round budget (never below the minimum).
    func samplesPerRound(sampleNanoseconds: Double) -> Int {
        let affordable = Int(Swift.min(plan.caseRoundBudgetNanoseconds / Swift.max(sampleNanoseconds, 1), 1e9))
        return min(plan.samplesPerRound, max(plan.minimumSamplesPerRound, affordable))
    }

    /// A case to re-time: its body, the iterations per sample it was measured with, and the
    /// baseline's fastest time and threshold it must come back within to be cleared.
    public struct Suspect {
        public var benchmark: BenchmarkCase
        public var iterations: Int
        /// The baseline's fastest nanoseconds per iteration; `nil` for a case re-timed for its
        /// scaling series' exponent, which needs its fastest time whatever the baseline: it is
        /// never cleared and samples until the budget is spent.
        public var baseline: Double?
        public var threshold: Double

        public init(benchmark: BenchmarkCase, iterations: Int, baseline: Double?, threshold: Double) {
            self.benchmark = benchmark
            self.iterations = iterations
            self.baseline = baseline
            self.threshold = threshold
        }

        /// Whether `fastest` (ns per iteration) is no regression, by the gate's own test
        /// (``Comparison/isSlower(_:than:threshold:)``).
        func isCleared(by fastest: Double) -> Bool {
            guard let baseline else { return false }
            return !Comparison.isSlower(fastest, than: baseline, threshold: threshold)
        }
    }

    /// Re-times `suspects` to tell a regression from a slow spell of the machine.
    ///
    /// Rounds visit the suspects in turn, as the measuring rounds do, taking up to a round's
    /// samples of each; a suspect leaves at its first sample that clears it. Sampling stops when
    /// no suspect is left or the samples taken add up to `budgetNanoseconds`, except that every
    /// suspect gets at least one sample: the time spent is at most the budget plus one sample per
    /// suspect. A real regression never clears and costs the budget once; a slow spell shorter
    /// than the budget clears. Suspects without a baseline (re-timed for an exponent) never
    /// clear: they share the whole budget.
    /// - Parameter sample: times one call of a body with the given iterations, in nanoseconds
    ///   (`nil`: the wall clock; tests pass a script).
    /// - Returns: per suspect, in order, the samples taken and the fastest per iteration.
    public func confirm(_ suspects: [Suspect], budgetNanoseconds: Double,
                        sample: ((BenchmarkCase, Int) -> Double)? = nil) -> [Confirmation] {
        let sample = sample ?? { Self.time($0, iterations: $1) }
        var results = suspects.map { _ in Confirmation(samples: 0, fastest: .infinity) }
        var pending = Array(suspects.indices)
        var spent = 0.0
        var round = 0
        while !pending.isEmpty, round == 0 || spent < budgetNanoseconds {
            let order = round.isMultiple(of: 2) ? pending : pending.reversed()
            for index in order {
                let suspect = suspects[index]
                guard results[index].samples == 0 || spent < budgetNanoseconds else { continue }
                for taken in 1... {
                    let elapsed = sample(suspect.benchmark, suspect.iterations)
                    spent += elapsed
                    results[index].samples += 1
                    results[index].fastest = min(results[index].fastest, elapsed / Double(suspect.iterations))
                    if suspect.isCleared(by: results[index].fastest) || spent >= budgetNanoseconds
                        || taken >= samplesPerRound(sampleNanoseconds: elapsed) {
                        break
                    }
                }
            }
            pending.removeAll { suspects[$0].isCleared(by: results[$0].fastest) }
            round += 1
        }
        progress("re-timed in \(round) round(s); \(pending.count) of \(suspects.count) still slower")
        return results
    }

    private struct Prepared {
        var benchmark: BenchmarkCase
        var metrics: CaseMetrics
        var iterations: Int
        var samplesPerRound: Int
        var allocations: AllocationCounts?
        var allocationIterations: Int
    }

    /// Doubles the iteration count until one call lasts the warm-up time, then scales it so one
    /// sample lasts the sample target. Never less than one iteration. Also returns the
    /// nanoseconds per iteration of the last calibration call.
    func calibrate(_ benchmark: BenchmarkCase) -> (iterations: Int, nanosecondsPerIteration: Double) {
        var iterations = 1
        var elapsed = Self.time(benchmark, iterations: iterations)
        let warmUp = max(plan.warmUpNanoseconds, plan.sampleTargetNanoseconds)
        while elapsed < warmUp && iterations < 1 << 40 {
            let growth = elapsed > 0 ? min(10, max(2, warmUp / elapsed)) : 10
            iterations = Int((Double(iterations) * growth).rounded(.up))
            elapsed = Self.time(benchmark, iterations: iterations)
        }
        let perIteration = max(elapsed / Double(iterations), 0.01)
        return (max(1, Int((plan.sampleTargetNanoseconds / perIteration).rounded(.up))), perIteration)
    }

    /// Wall-clock nanoseconds of one call of the body with `iterations` iterations.
    static func time(_ benchmark: BenchmarkCase, iterations: Int) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        benchmark.run(iterations)
        let duration = clock.now - start
        let parts = duration.components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
    }
}

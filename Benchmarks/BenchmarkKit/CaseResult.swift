/// The measured figures of one case.
public struct CaseResult: Codable, Hashable, Sendable {
    public var name: String
    public var series: SeriesPoint?
    /// Iterations timed together in one sample.
    public var iterationsPerSample: Int
    /// Pooled statistics of all samples of all rounds, in nanoseconds per iteration.
    public var nanosecondsPerIteration: SampleStatistics
    /// The median of each round's samples, in round order.
    public var roundMedians: [Double]
    /// The median of `roundMedians`: the typical time (reported; the gate, fits and trends read
    /// ``fastest``).
    public var medianOfRounds: Double
    /// The re-timing of a suspected regression (``BenchmarkRunner/confirm(_:budgetNanoseconds:sample:)``),
    /// if `--compare` asked for one; `nil` otherwise and in files written before it existed.
    public var confirmation: Confirmation?
    /// Shapes per second at the pooled p50.
    public var shapesPerSecond: Double
    /// Emitted points per second at the pooled p50 (`nil` if the case emits no points).
    public var pointsPerSecond: Double?
    /// Pooled p50 divided by the emitted points.
    public var nanosecondsPerPoint: Double?
    public var metrics: CaseMetrics
    /// Allocator calls per iteration, from a separate untimed run; `nil` without a counter.
    public var allocationsPerIteration: Double?
    public var freesPerIteration: Double?
    public var bytesPerIteration: Double?

    public init(name: String, series: SeriesPoint?, iterationsPerSample: Int, nanosecondsPerIteration: SampleStatistics,
                roundMedians: [Double], medianOfRounds: Double, shapesPerIteration: Double, metrics: CaseMetrics,
                allocations: AllocationCounts?, allocationIterations: Int) {
        self.name = name
        self.series = series
        self.iterationsPerSample = iterationsPerSample
        self.nanosecondsPerIteration = nanosecondsPerIteration
        self.roundMedians = roundMedians
        self.medianOfRounds = medianOfRounds
        self.metrics = metrics
        let p50 = nanosecondsPerIteration.p50
        shapesPerSecond = p50 > 0 ? shapesPerIteration * 1e9 / p50 : 0
        if let points = metrics.points, points > 0, p50 > 0 {
            pointsPerSecond = Double(points) * 1e9 / p50
            nanosecondsPerPoint = p50 / Double(points)
        }
        confirmation = nil
        if let allocations, allocationIterations > 0 {
            let iterations = Double(allocationIterations)
            allocationsPerIteration = Double(allocations.allocations) / iterations
            freesPerIteration = Double(allocations.frees) / iterations
            bytesPerIteration = Double(allocations.bytesRequested) / iterations
        }
    }

    /// The fastest time measured, in nanoseconds per iteration: the smallest sample of the rounds
    /// and of the ``confirmation``. The figure the regression gate and the scaling fits compare.
    ///
    /// Interference on a shared machine (other processes, a neighbour on the host, frequency
    /// changes) only ever adds time to a sample, so the fastest sample is the estimate it disturbs
    /// least (J. Chen, J. Revels, *Robust benchmarking in noisy environments*, 2016). Measured on a
    /// 2-core VM whose speed drops by a third to a half for 0.3–2 s at a time: over eight runs of
    /// one binary, the median of round medians spread 24–93 % per case, the fastest sample 2–9 %.
    /// What it cannot see: a change that slows only some runs of a case (an intermittent slow
    /// path) or only under contention.
    public var fastest: Double {
        Swift.min(nanosecondsPerIteration.min, confirmation?.fastest ?? .infinity)
    }
}

/// The fitted exponent of a scaling series (time against corner count, against 1/tolerance).
public struct ScalingFit: Codable, Hashable, Sendable {
    public var series: String
    public var x: [Double]
    /// The fastest time (``CaseResult/fastest``), nanoseconds per iteration, at each `x`.
    public var nanoseconds: [Double]
    public var fit: PowerLawFit

    public init(series: String, x: [Double], nanoseconds: [Double], fit: PowerLawFit) {
        self.series = series
        self.x = x
        self.nanoseconds = nanoseconds
        self.fit = fit
    }

    /// Fits every series with at least two distinct x values among `results`, in series order
    /// of first appearance.
    public static func fits(of results: [CaseResult]) -> [ScalingFit] {
        var order: [String] = []
        var members: [String: [(x: Double, ns: Double)]] = [:]
        for result in results {
            guard let point = result.series else { continue }
            if members[point.series] == nil { order.append(point.series) }
            members[point.series, default: []].append((point.x, result.fastest))
        }
        return order.compactMap { series in
            let points = members[series, default: []].sorted { $0.x < $1.x }
            let x = points.map(\.x), ns = points.map(\.ns)
            guard let fit = PowerLawFit(x: x, y: ns) else { return nil }
            return ScalingFit(series: series, x: x, nanoseconds: ns, fit: fit)
        }
    }
}

/// One complete benchmark run: what was measured, where, and how. Baselines are files of this.
public struct BenchmarkRun: Codable, Hashable, Sendable {
    /// Bumped when the file layout changes incompatibly.
    public static let currentSchema = 1
    public var schema: Int
    public var metadata: RunMetadata
    public var plan: MeasurementPlan
    public var cases: [CaseResult]
    public var fits: [ScalingFit]

    public init(metadata: RunMetadata, plan: MeasurementPlan, cases: [CaseResult], fits: [ScalingFit]) {
        schema = Self.currentSchema
        self.metadata = metadata
        self.plan = plan
        self.cases = cases
        self.fits = fits
    }
}

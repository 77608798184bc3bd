/// One line of `history.jsonl`: a run reduced to what trends need.
public struct HistoryEntry: Codable, Hashable, Sendable {
    public var schema: Int
    public var metadata: RunMetadata
    public var mode: String
    public var cases: [Case]
    public var fits: [Fit]

    public struct Case: Codable, Hashable, Sendable {
        public var name: String
        public var p50: Double
        /// The fastest time (``CaseResult/fastest``: the re-timing included), the trend's figure.
        public var min: Double
        public var medianOfRounds: Double
        public var points: Int?
        public var allocationsPerIteration: Double?
    }

    public struct Fit: Codable, Hashable, Sendable {
        public var series: String
        public var exponent: Double
        public var rSquared: Double
    }

    public init(run: BenchmarkRun) {
        schema = BenchmarkRun.currentSchema
        metadata = run.metadata
        mode = run.plan.mode
        cases = run.cases.map {
            Case(name: $0.name, p50: $0.nanosecondsPerIteration.p50, min: $0.fastest,
                 medianOfRounds: $0.medianOfRounds, points: $0.metrics.points,
                 allocationsPerIteration: $0.allocationsPerIteration)
        }
        fits = run.fits.map { Fit(series: $0.series, exponent: $0.fit.exponent, rSquared: $0.fit.rSquared) }
    }
}

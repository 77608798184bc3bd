/// One benchmark: a timed body, an untimed sanity check, and where it sits in a scaling series.
///
/// The body runs `iterations` repetitions per call and must pass each result to ``blackHole(_:)``;
/// the loop lives inside the body so the timing covers no closure call per iteration. The check
/// runs outside the timed region, on a result made the same way, and returns the domain metrics
/// (points emitted, minimal chord count, measured deviation) or throws ``SanityFailure``.
public struct BenchmarkCase: Sendable {
    /// Unique, stable name, `group/construction/parameters` (e.g. `flatten/star-5/tol=0.01`);
    /// baselines and history are keyed by it.
    public var name: String
    /// Shapes produced or processed per iteration (for shapes/s).
    public var shapesPerIteration: Double
    /// Membership in a scaling series whose exponent is fitted, if any.
    public var series: SeriesPoint?
    /// Runs the timed body `iterations` times.
    public var run: @Sendable (_ iterations: Int) -> Void
    /// The untimed sanity check; returns the case's domain metrics.
    public var check: @Sendable () throws(SanityFailure) -> CaseMetrics

    public init(name: String, shapesPerIteration: Double = 1, series: SeriesPoint? = nil,
                run: @escaping @Sendable (_ iterations: Int) -> Void,
                check: @escaping @Sendable () throws(SanityFailure) -> CaseMetrics) {
        self.name = name
        self.shapesPerIteration = shapesPerIteration
        self.series = series
        self.run = run
        self.check = check
    }
}

/// A case's position in a scaling series: the series name and the x value (corner count,
/// 1/tolerance) against which its time is fitted.
public struct SeriesPoint: Codable, Hashable, Sendable {
    public var series: String
    public var x: Double

    public init(series: String, x: Double) {
        self.series = series
        self.x = x
    }
}

/// A sanity check that failed: the benchmark did not do the work it claims, so its time is void.
public struct SanityFailure: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

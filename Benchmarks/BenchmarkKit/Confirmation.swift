/// Extra samples of one case, taken after the rounds because its fastest time exceeded the
/// baseline's by more than the threshold.
public struct Confirmation: Codable, Hashable, Sendable {
    /// Samples taken (each of the case's ``CaseResult/iterationsPerSample`` iterations).
    public var samples: Int
    /// The fastest of them, in nanoseconds per iteration.
    public var fastest: Double

    public init(samples: Int, fastest: Double) {
        self.samples = samples
        self.fastest = fastest
    }
}

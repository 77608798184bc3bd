/// A setting an invariant takes in a team's configuration besides its severity (FilletGate's
/// `GateConfig` reads them from `.fillet.json`): its key, the range of its value, and what it sets
/// in the profile.
public struct InvariantSetting: Sendable {
    public var key: String
    public var range: ClosedRange<Double>
    public var summary: String
    /// Sets the value in a profile, for the invariant the setting belongs to.
    public let apply: @Sendable (inout GateProfile, Invariant, Double) -> Void

    public init(key: String, range: ClosedRange<Double>, summary: String,
                apply: @escaping @Sendable (inout GateProfile, Invariant, Double) -> Void) {
        self.key = key
        self.range = range
        self.summary = summary
        self.apply = apply
    }

    /// The visibility threshold of a measured invariant (``GateProfile/Rule/visibleAbove``).
    static func visibility(_ key: String, _ summary: String) -> InvariantSetting {
        InvariantSetting(key: key, range: 0...Double.greatestFiniteMagnitude, summary: summary) {
            $0.rules[$1, default: .init(severity: .error)].visibleAbove = $2
        }
    }
}

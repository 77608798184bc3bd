/// The verdict of one named check on one case: passed or not, with its signed margin.
///
/// The margin is the slack: how far the case is from violating the check, in the check's own
/// units (for a relative tolerance, the tolerance minus the relative error). Positive or zero
/// = holds with room to spare, negative = violated by that much, NaN = could not be evaluated
/// (counts as a failure). `nil` for pass/fail checks that have no meaningful distance.
///
/// Stored margins are always finite (``finiteMargin(_:)``), so every report encodes as plain JSON
/// even when a broken build produces −∞ or NaN.
public struct CheckResult: Codable, Equatable, Sendable {
    /// The check's name, as the property body recorded it.
    public var name: String
    /// Whether the check holds (a NaN margin never does).
    public var passed: Bool
    /// The signed slack: ≥ 0 holds, < 0 is violated by that much; `nil` for a pass/fail check.
    public var margin: Double?
    /// What was measured, in words.
    public var detail: String?

    /// A check result; a NaN margin fails, and the margin is stored finite.
    public init(name: String, passed: Bool, margin: Double? = nil, detail: String? = nil) {
        self.name = name
        self.passed = passed && !(margin?.isNaN ?? false)
        self.margin = margin.map(Self.finiteMargin)
        self.detail = detail
    }

    /// A margin as reports store it: finite. −∞ and NaN (a measure that broke or could not be
    /// taken) become −`Double.greatestFiniteMagnitude`, +∞ becomes +`greatestFiniteMagnitude`;
    /// finite margins are unchanged. A NaN margin never passes.
    @inlinable
    public static func finiteMargin(_ margin: Double) -> Double {
        if margin.isFinite { return margin }
        return margin == .infinity ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
    }

    /// A check that passes when `margin ≥ 0` (NaN fails).
    public init(name: String, margin: Double, detail: String? = nil) {
        self.init(name: name, passed: margin >= 0, margin: margin, detail: detail)
    }

    public static func == (lhs: CheckResult, rhs: CheckResult) -> Bool {
        lhs.name == rhs.name && lhs.passed == rhs.passed && lhs.detail == rhs.detail
            && lhs.margin?.bitPattern == rhs.margin?.bitPattern
    }
}

/// Collects the checks and coverage labels of one case while a property body runs.
///
/// The body receives it `inout`; each worker owns one and reuses it for every case, so
/// recording a check appends to a reused buffer. `detail` is an autoclosure built only when the
/// check fails or when the runner asks for details (replay, shrunk case, worst case).
public struct Checks {
    struct Entry {
        var name: String
        var passed: Bool
        var margin: Double?
        var detail: String?
    }

    var entries: [Entry] = []
    var labels: [String] = []
    var collectsDetails = false

    /// An empty set of checks, for calling a property body (or part of one) directly in a test.
    public init() {
        entries.reserveCapacity(16)
        labels.reserveCapacity(8)
    }

    /// Whether details are kept for passing checks too (a replay), not only for failures: a
    /// body that formats details itself can skip the ones nobody will read.
    public var isCollectingDetails: Bool { collectsDetails }

    mutating func reset(collectingDetails: Bool) {
        if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
        if !labels.isEmpty { labels.removeAll(keepingCapacity: true) }
        collectsDetails = collectingDetails
    }

    /// Records a check that holds when `margin ≥ 0` (NaN fails).
    public mutating func expect(_ name: String, margin: Double, detail: @autoclosure () -> String = "") {
        let passed = margin >= 0
        entries.append(Entry(name: name, passed: passed, margin: CheckResult.finiteMargin(margin),
                             detail: passed && !collectsDetails ? nil : Self.nonEmpty(detail())))
    }

    /// Records a pass/fail check, with an optional margin (slack; negative = violated).
    public mutating func expect(_ name: String, _ condition: Bool, margin: Double? = nil, detail: @autoclosure () -> String = "") {
        let passed = condition && !(margin?.isNaN ?? false)
        entries.append(Entry(name: name, passed: passed, margin: margin.map(CheckResult.finiteMargin),
                             detail: passed && !collectsDetails ? nil : Self.nonEmpty(detail())))
    }

    /// Records a precomputed result (e.g. one entry of an invariant's violation list).
    public mutating func record(_ result: CheckResult) {
        entries.append(Entry(name: result.name, passed: result.passed, margin: result.margin, detail: result.detail))
    }

    /// Counts this case under coverage label `label` (once per case per label).
    public mutating func label(_ label: String) {
        if !labels.contains(label) { labels.append(label) }
    }

    /// Counts this case under `label` when `condition` holds.
    public mutating func classify(_ condition: Bool, _ label: String) {
        if condition { self.label(label) }
    }

    /// The name of the first check recorded as failed, or nil when all passed.
    var firstFailingName: String? {
        for entry in entries where !entry.passed { return entry.name }
        return nil
    }

    var failed: Bool {
        for entry in entries where !entry.passed { return true }
        return false
    }

    /// The checks recorded so far, in order.
    public var results: [CheckResult] {
        entries.map { CheckResult(name: $0.name, passed: $0.passed, margin: $0.margin, detail: $0.detail) }
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}

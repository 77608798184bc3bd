/// The verdict of one named check on one case: passed or not, with its signed margin.
///
/// The margin is the slack: how far the case is from violating the check, in the check's own
/// units (for a relative tolerance, the tolerance minus the relative error). Positive or zero
/// = holds with room to spare, negative = violated by that much, NaN = could not be evaluated
/// (counts as a failure). `nil` for pass/fail checks that have no meaningful distance.
public struct CheckResult: Codable, Equatable, Sendable {
    public var name: String
    public var passed: Bool
    public var margin: Double?
    public var detail: String?

    public init(name: String, passed: Bool, margin: Double? = nil, detail: String? = nil) {
        self.name = name
        self.passed = passed
        self.margin = margin
        self.detail = detail
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

    init() {
        entries.reserveCapacity(16)
        labels.reserveCapacity(8)
    }

    mutating func reset(collectingDetails: Bool) {
        if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
        if !labels.isEmpty { labels.removeAll(keepingCapacity: true) }
        collectsDetails = collectingDetails
    }

    /// Records a check that holds when `margin ≥ 0` (NaN fails).
    public mutating func expect(_ name: String, margin: Double, detail: @autoclosure () -> String = "") {
        let passed = margin >= 0
        entries.append(Entry(name: name, passed: passed, margin: margin,
                             detail: passed && !collectsDetails ? nil : Self.nonEmpty(detail())))
    }

    /// Records a pass/fail check, with an optional margin (slack; negative = violated).
    public mutating func expect(_ name: String, _ condition: Bool, margin: Double? = nil, detail: @autoclosure () -> String = "") {
        entries.append(Entry(name: name, passed: condition, margin: margin,
                             detail: condition && !collectsDetails ? nil : Self.nonEmpty(detail())))
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

    var failed: Bool {
        for entry in entries where !entry.passed { return true }
        return false
    }

    var results: [CheckResult] {
        entries.map { CheckResult(name: $0.name, passed: $0.passed, margin: $0.margin, detail: $0.detail) }
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}

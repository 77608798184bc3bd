/// What a failing invariant means to the gate (`fillet check path`): an `error` fails it (exit 1),
/// a `warning` is reported and fails only under `--strict`, an invariant `off` is not checked: not
/// computed, not reported, not counted (``GateProfile/checkOptions``).
///
/// The raw value is the name in configuration files, baselines and every output; the order is
/// `off < warning < error`.
public enum Severity: String, CaseIterable, Codable, Comparable, Hashable, Sendable {
    case off
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .off: return 0
        case .warning: return 1
        case .error: return 2
        }
    }
}

/// The valid values of a numeric parameter, described once: validation and help text both read it,
/// so a documented range is always the enforced one.
public enum NumberRange: Hashable, Sendable, CustomStringConvertible {
    /// Any finite number.
    case finite
    /// Finite and > 0 (so 0 and −0 are refused).
    case positive
    /// Finite and ≥ 0 (−0 counts as 0).
    case nonNegative
    /// Finite, strictly between the bounds.
    case open(Double, Double)
    /// Finite, within the bounds, ends included.
    case closed(Double, Double)
    /// A whole number within the bounds.
    case integers(ClosedRange<Int>)

    /// Whether `value` lies in the range (NaN and ±∞ never do).
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        switch self {
        case .finite: return true
        case .positive: return value > 0
        case .nonNegative: return value >= 0
        case .open(let low, let high): return value > low && value < high
        case .closed(let low, let high): return value >= low && value <= high
        case .integers(let range): return value == value.rounded() && value >= Double(range.lowerBound)
            && value <= Double(range.upperBound)
        }
    }

    /// Whether `value` is one of the range's finite bounds (0 of `> 0`, either end of an interval).
    public func hasBound(_ value: Double) -> Bool {
        switch self {
        case .finite: return false
        case .positive, .nonNegative: return value == 0
        case .open(let low, let high), .closed(let low, let high): return value == low || value == high
        case .integers(let range): return value == Double(range.lowerBound) || value == Double(range.upperBound)
        }
    }

    /// Whether the whole number `value` lies in the range.
    public func contains(_ value: Int) -> Bool {
        if case .integers(let range) = self { return range.contains(value) }
        return contains(Double(value))
    }

    /// As help and error messages print it: `> 0`, `≥ 0`, `in (0, 1)`, `in 2…500000`.
    public var description: String {
        switch self {
        case .finite: return "finite"
        case .positive: return "> 0"
        case .nonNegative: return "≥ 0"
        case .open(let low, let high): return "in (\(NumberText.short(low)), \(NumberText.short(high)))"
        case .closed(let low, let high): return "in [\(NumberText.short(low)), \(NumberText.short(high))]"
        case .integers(let range): return "in \(range.lowerBound)…\(range.upperBound)"
        }
    }
}

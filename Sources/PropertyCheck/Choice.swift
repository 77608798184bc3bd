/// One recorded draw of a generator: the unit that shrinking edits and bisection moves.
///
/// A generated case is fully described by its choice sequence. Replaying the same sequence
/// through the same generator gives the same value, so shrinking edits choices (delete, lower,
/// redistribute) and re-runs the generator: shrinking is integrated through `map`, `zip`,
/// `flatMap` and `filter` without any per-type shrink function (the design of Hypothesis,
/// D. R. MacIver et al., "Test-Case Reduction via Test-Case Generation", ECOOP 2020).
///
/// Each choice stores its final value with its constraints, not the raw random bits, so a
/// choice can be set to any value in its domain (what boundary bisection needs).
struct Choice: Hashable {
    enum Kind: UInt8 { case integer, boolean, double }

    var kind: Kind
    /// Int64 bit pattern (integer), 0/1 (boolean) or Double bit pattern (double).
    var bits: UInt64
    /// Lower and upper bound, in the same encoding as `bits`.
    var lower: UInt64
    var upper: UInt64
    /// The interned name given to the draw (`Gen.double(in:label:)`), for boundary pairs.
    var labelID: UInt32

    static func integer(_ value: Int64, in lower: Int64, _ upper: Int64, labelID: UInt32) -> Choice {
        Choice(kind: .integer, bits: UInt64(bitPattern: value), lower: UInt64(bitPattern: lower),
               upper: UInt64(bitPattern: upper), labelID: labelID)
    }

    static func boolean(_ value: Bool) -> Choice {
        Choice(kind: .boolean, bits: value ? 1 : 0, lower: 0, upper: 1, labelID: LabelTable.none)
    }

    static func double(_ value: Double, in lower: Double, _ upper: Double, labelID: UInt32) -> Choice {
        Choice(kind: .double, bits: value.bitPattern, lower: lower.bitPattern, upper: upper.bitPattern, labelID: labelID)
    }

    var label: String? { LabelTable.name(labelID) }

    var integerValue: Int64 { Int64(bitPattern: bits) }
    var integerLower: Int64 { Int64(bitPattern: lower) }
    var integerUpper: Int64 { Int64(bitPattern: upper) }
    var doubleValue: Double { Double(bitPattern: bits) }
    var doubleLower: Double { Double(bitPattern: lower) }
    var doubleUpper: Double { Double(bitPattern: upper) }

    /// This choice with a new value (same kind and constraints).
    func with(integer value: Int64) -> Choice {
        var copy = self
        copy.bits = UInt64(bitPattern: value)
        return copy
    }

    func with(double value: Double) -> Choice {
        var copy = self
        copy.bits = value.bitPattern
        return copy
    }

    /// The integer a choice shrinks toward: 0 clamped into `[lower, upper]`.
    static func integerTarget(lower: Int64, upper: Int64) -> Int64 {
        min(max(0, lower), upper)
    }

    /// The double a choice shrinks toward: 0 if in range, else the bound nearest zero.
    static func simplestDouble(lower: Double, upper: Double) -> Double {
        if lower <= 0 && 0 <= upper { return 0 }
        return lower > 0 ? lower : upper
    }

    var simplestValue: Choice {
        switch kind {
        case .integer: return with(integer: Self.integerTarget(lower: integerLower, upper: integerUpper))
        case .boolean: var copy = self; copy.bits = 0; return copy
        case .double: return with(double: Self.simplestDouble(lower: doubleLower, upper: doubleUpper))
        }
    }

    /// The shrink order key: a choice is simpler than another of the same kind when its key is
    /// lexicographically smaller.
    ///
    /// ```
    /// integer: (|v − target|, v < target ? 1 : 0)
    /// boolean: (v, 0)
    /// double:  (tier, |v − simplest|)   tier 0: v = simplest, 1: integral, 2: other
    /// ```
    /// Non-negative doubles order like their bit patterns, so `|v − s|` is compared as bits.
    var simplicityKey: (UInt64, UInt64) {
        switch kind {
        case .integer:
            let value = integerValue
            let target = Self.integerTarget(lower: integerLower, upper: integerUpper)
            let magnitude = value >= target ? UInt64(bitPattern: value &- target) : UInt64(bitPattern: target &- value)
            return (magnitude, value < target ? 1 : 0)
        case .boolean:
            return (bits, 0)
        case .double:
            let value = doubleValue
            let simplest = Self.simplestDouble(lower: doubleLower, upper: doubleUpper)
            if value == simplest { return (0, 0) }
            let integral = value.isFinite && value == value.rounded() && Swift.abs(value) <= 0x1p53
            let distance = Swift.abs(value - simplest)
            return (integral ? 1 : 2, distance.isNaN ? UInt64.max : distance.bitPattern)
        }
    }

    /// Shortlex order: fewer choices first, then the first differing choice decides.
    static func isSimpler(_ candidate: [Choice], than current: [Choice]) -> Bool {
        if candidate.count != current.count { return candidate.count < current.count }
        for index in candidate.indices {
            let lhs = candidate[index]
            let rhs = current[index]
            if lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
            let lhsKey = lhs.simplicityKey
            let rhsKey = rhs.simplicityKey
            if lhsKey != rhsKey { return lhsKey < rhsKey }
        }
        return false
    }
}

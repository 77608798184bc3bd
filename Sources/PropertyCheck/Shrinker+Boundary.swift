extension Shrinker {
    /// For each double draw of the (shrunk) failing case, the pass/fail pair straddling the
    /// validity boundary along that coordinate, every other choice fixed.
    ///
    /// The passing end is the first of the draw's simplest value, lower bound and upper bound
    /// that does not fail (a discarded case counts as not failing). Bisection runs on the
    /// doubles' order (their bit patterns mapped to a monotone integer), so the midpoint of
    /// 0 and 1 is ~1e-154, not 0.5: every step halves the number of doubles in between, and a
    /// boundary at any magnitude is found in at most 64 evaluations. It stops when
    /// ```
    /// |failing − passing| ≤ relativeTolerance · max(|failing|, |passing|)
    /// ```
    /// or the two are adjacent doubles. Draws along which no tried value passes get no pair.
    /// Boundary evaluations do not count against the shrink budget.
    mutating func boundaries(relativeTolerance: Double, encode: (Value) -> JSONValue) -> [BoundaryPair] {
        let failingCase = current
        var pairs: [BoundaryPair] = []
        for index in failingCase.indices where failingCase[index].kind == .double {
            let choice = failingCase[index]
            let failingValue = choice.doubleValue
            let simplest = Choice.simplestDouble(lower: choice.doubleLower, upper: choice.doubleUpper)
            let evaluationsBefore = evaluations
            var passing: Double?
            for candidate in [simplest, choice.doubleLower, choice.doubleUpper] where candidate != failingValue {
                if run(Self.replacing(failingCase, index, with: choice.with(double: candidate))).status != .failed {
                    passing = candidate
                    break
                }
            }
            guard var passingEnd = passing else { continue }
            var failingEnd = failingValue
            while !Self.isClose(failingEnd, passingEnd, relativeTolerance: relativeTolerance) {
                let middle = Self.orderedMidpoint(failingEnd, passingEnd)
                if middle == failingEnd || middle == passingEnd { break }
                if run(Self.replacing(failingCase, index, with: choice.with(double: middle))).status == .failed {
                    failingEnd = middle
                } else {
                    passingEnd = middle
                }
            }
            let failingJSON = run(Self.replacing(failingCase, index, with: choice.with(double: failingEnd))).value.map(encode)
            let passingJSON = run(Self.replacing(failingCase, index, with: choice.with(double: passingEnd))).value.map(encode)
            pairs.append(BoundaryPair(
                parameter: choice.label ?? "draw \(index)", choiceIndex: index,
                failing: failingEnd, passing: passingEnd,
                failingValue: failingJSON ?? .null, passingValue: passingJSON,
                evaluations: evaluations - evaluationsBefore))
        }
        return pairs
    }

    static func replacing(_ sequence: [Choice], _ index: Int, with choice: Choice) -> [Choice] {
        var candidate = sequence
        candidate[index] = choice
        return candidate
    }

    static func isClose(_ a: Double, _ b: Double, relativeTolerance: Double) -> Bool {
        Swift.abs(a - b) <= relativeTolerance * max(Swift.abs(a), Swift.abs(b))
    }

    /// The double halfway between `a` and `b` in the order of all doubles (not in value).
    static func orderedMidpoint(_ a: Double, _ b: Double) -> Double {
        let low = min(orderedBits(a), orderedBits(b))
        let high = max(orderedBits(a), orderedBits(b))
        return fromOrderedBits(low + (high - low) / 2)
    }

    /// A monotone map from doubles (no NaN) to UInt64: −∞ … −0 < +0 … +∞.
    static func orderedBits(_ x: Double) -> UInt64 {
        let bits = x.bitPattern
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }

    static func fromOrderedBits(_ ordered: UInt64) -> Double {
        Double(bitPattern: ordered & (1 << 63) != 0 ? ordered & ~(1 << 63) : ~ordered)
    }
}

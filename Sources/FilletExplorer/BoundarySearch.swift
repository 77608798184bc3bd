import Foundation
import FilletSupport
import FilletVerification
import PropertyCheck

/// Finds where a predicate over one parameter stops holding: the largest value in an interval at
/// which it holds, by bisection, then checks that the answer is a boundary and not a bump.
///
/// The predicate is assumed to hold on `[lower, b]` and fail on `(b, upper]`. The search
///
/// 1. evaluates both ends (fails at `lower` → never valid; holds at `upper` → valid up to the limit);
/// 2. bisects a bracket `lo` (holds) < `hi` (fails) until
///    ```
///    hi − lo ≤ relativeTolerance · max(|lo|, |hi|)
///    ```
///    (or the midpoint no longer differs from an end, or ``maximumIterations`` is reached);
/// 3. validates: ``evenSamplesBelow`` evenly spaced and ``randomSamplesBelow`` seeded random values
///    in `(lower, lo)` must hold, ``evenSamplesAbove`` + ``randomSamplesAbove`` values in
///    `(hi, upper)` must fail. A contradiction makes the cell ``CellStatus/nonMonotone`` with the
///    offending value as the witness; the bisection's bracket is still reported.
///
/// The same checks apply to the end cases: never-valid cells sample above `lower` for a value
/// that holds, always-valid cells sample below `upper` for one that fails.
///
/// Properties: deterministic for a given seed; a predicate that is monotone (holds exactly on
/// `[lower, b]`) is never reported non-monotone, and `lo ≤ b < hi` with `hi − lo` within the
/// tolerance. A non-monotone predicate is caught when a sample lands in a contrary region;
/// regions narrower than the sample spacing can be missed (the random samples make a miss not
/// systematic).
/// - Complexity: at most `2 + iterations + samples` predicate evaluations, where iterations ≈
///   `log₂((upper − lower) / (relativeTolerance · b))` (about 37 for 100 / 1e-9 at b = 1).
public struct BoundarySearch: Hashable, Sendable {
    /// Bracket width relative to the boundary at which bisection stops (default 10⁻⁹).
    public var relativeTolerance: Double
    /// Evenly spaced validation values strictly between `lower` and the boundary (default 16).
    public var evenSamplesBelow: Int
    /// Seeded uniform random validation values below the boundary (default 8).
    public var randomSamplesBelow: Int
    /// Evenly spaced values strictly between the failing bracket end and `upper` (default 4).
    public var evenSamplesAbove: Int
    /// Seeded uniform random values above the boundary (default 2).
    public var randomSamplesAbove: Int
    /// Upper limit on bisection steps (default 200; 1100 would reach any double).
    public var maximumIterations: Int

    public init(relativeTolerance: Double = 1e-9, evenSamplesBelow: Int = 16, randomSamplesBelow: Int = 8,
                evenSamplesAbove: Int = 4, randomSamplesAbove: Int = 2, maximumIterations: Int = 200) {
        self.relativeTolerance = relativeTolerance
        self.evenSamplesBelow = evenSamplesBelow
        self.randomSamplesBelow = randomSamplesBelow
        self.evenSamplesAbove = evenSamplesAbove
        self.randomSamplesAbove = randomSamplesAbove
        self.maximumIterations = maximumIterations
    }

    /// Runs the search on `[lower, upper]` (finite, `lower ≤ upper`).
    /// - Parameters:
    ///   - lower: the start of the interval searched, finite.
    ///   - upper: its end, finite and ≥ `lower`.
    ///   - seed: seeds the random validation values (a cell's own seed makes runs reproducible
    ///     and independent of the order cells are computed in).
    ///   - predicate: the verdict at a value; called only with values in `[lower, upper]`.
    public func search(lower: Double, upper: Double, seed: UInt64,
                       _ predicate: (Double) -> BoundaryVerdict) -> BoundaryResult {
        precondition(lower <= upper, "BoundarySearch: lower \(lower) > upper \(upper)")
        var random = SplitMix64(seed: seed)
        var evaluations = 0
        func evaluate(_ value: Double) -> BoundaryVerdict {
            evaluations += 1
            return predicate(value)
        }
        /// The first value among `count` even and `randomCount` random ones in the open interval
        /// (from, to) whose verdict is `holds`.
        func firstContrary(from: Double, to: Double, count: Int, randomCount: Int,
                           holds: Bool) -> (value: Double, verdict: BoundaryVerdict)? {
            guard to > from else { return nil }
            for index in 0..<count {
                let value = from + (to - from) * Double(index + 1) / Double(count + 1)
                let verdict = evaluate(value)
                if verdict.holds == holds { return (value, verdict) }
            }
            for _ in 0..<randomCount {
                let value = from + (to - from) * random.nextUnitDouble()
                guard value > from, value < to else { continue }
                let verdict = evaluate(value)
                if verdict.holds == holds { return (value, verdict) }
            }
            return nil
        }
        let atLower = evaluate(lower)
        if !atLower.holds {
            let aboveCount = evenSamplesBelow + evenSamplesAbove, randomCount = randomSamplesBelow + randomSamplesAbove
            if let witness = firstContrary(from: lower, to: upper, count: aboveCount, randomCount: randomCount, holds: true) {
                return BoundaryResult(status: .nonMonotone, boundary: .nan, failingValue: lower, failures: atLower,
                                      witness: witness.value, witnessVerdict: witness.verdict, evaluations: evaluations)
            }
            return BoundaryResult(status: .neverValid, boundary: .nan, failingValue: lower, failures: atLower,
                                  witness: nil, witnessVerdict: nil, evaluations: evaluations)
        }
        if lower == upper {
            return BoundaryResult(status: .alwaysValid, boundary: upper, failingValue: .nan, failures: .valid,
                                  witness: nil, witnessVerdict: nil, evaluations: evaluations)
        }
        let atUpper = evaluate(upper)
        if atUpper.holds {
            let belowCount = evenSamplesBelow + evenSamplesAbove, randomCount = randomSamplesBelow + randomSamplesAbove
            if let witness = firstContrary(from: lower, to: upper, count: belowCount, randomCount: randomCount, holds: false) {
                return BoundaryResult(status: .nonMonotone, boundary: upper, failingValue: .nan, failures: witness.verdict,
                                      witness: witness.value, witnessVerdict: witness.verdict, evaluations: evaluations)
            }
            return BoundaryResult(status: .alwaysValid, boundary: upper, failingValue: .nan, failures: .valid,
                                  witness: nil, witnessVerdict: nil, evaluations: evaluations)
        }
        var low = lower, high = upper, highVerdict = atUpper
        var iterations = 0
        while high - low > relativeTolerance * Swift.max(Swift.abs(low), Swift.abs(high)), iterations < maximumIterations {
            let middle = low + (high - low) / 2
            guard middle > low, middle < high else { break }
            iterations += 1
            let verdict = evaluate(middle)
            if verdict.holds { low = middle } else { high = middle; highVerdict = verdict }
        }
        if let witness = firstContrary(from: lower, to: low, count: evenSamplesBelow, randomCount: randomSamplesBelow,
                                       holds: false)
            ?? firstContrary(from: high, to: upper, count: evenSamplesAbove, randomCount: randomSamplesAbove, holds: true) {
            return BoundaryResult(status: .nonMonotone, boundary: low, failingValue: high, failures: highVerdict,
                                  witness: witness.value, witnessVerdict: witness.verdict, evaluations: evaluations)
        }
        return BoundaryResult(status: .ok, boundary: low, failingValue: high, failures: highVerdict,
                              witness: nil, witnessVerdict: nil, evaluations: evaluations)
    }
}

/// What the boundary search found in one cell.
public enum CellStatus: String, Hashable, Sendable, CaseIterable, Codable {
    /// Holds up to the boundary and fails beyond it, as validated.
    case ok
    /// Holds over the whole interval: the boundary is at least its upper end.
    case alwaysValid = "always-valid-up-to-limit"
    /// Fails already at the lower end (and no sample above holds).
    case neverValid = "never-valid"
    /// A sample below the boundary fails, or one above holds: the valid set is not an interval
    /// starting at the lower end.
    case nonMonotone = "non-monotone"
}

/// The outcome of ``BoundarySearch/search(lower:upper:seed:_:)``.
public struct BoundaryResult: Hashable, Sendable {
    public var status: CellStatus
    /// The largest value found to hold (the bracket's lower end); the upper end of the interval
    /// when always valid; NaN when never valid.
    public var boundary: Double
    /// The smallest value found to fail (the bracket's upper end); NaN when always valid.
    public var failingValue: Double
    /// The verdict at ``failingValue``: what fails first beyond the boundary (for an
    /// always-valid non-monotone cell, the verdict at the witness).
    public var failures: BoundaryVerdict
    /// For a non-monotone cell, the value that contradicts the bracket.
    public var witness: Double?
    public var witnessVerdict: BoundaryVerdict?
    /// How many times the predicate ran.
    public var evaluations: Int

    public init(status: CellStatus, boundary: Double, failingValue: Double, failures: BoundaryVerdict,
                witness: Double?, witnessVerdict: BoundaryVerdict?, evaluations: Int) {
        self.status = status
        self.boundary = boundary
        self.failingValue = failingValue
        self.failures = failures
        self.witness = witness
        self.witnessVerdict = witnessVerdict
        self.evaluations = evaluations
    }
}

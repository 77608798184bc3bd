import Foundation

/// Shrinks a failing case by editing its choice sequence and re-running generator and body.
///
/// A candidate is adopted when it still fails and its recorded choice sequence is simpler in
/// shortlex order (``Choice/isSimpler(_:than:)``); that order is well-founded on the finite
/// set of choice values, so shrinking terminates, and `maxEvaluations` bounds its cost.
/// Passes, repeated until none makes progress:
/// 1. delete array elements (recorded spans), last first;
/// 2. delete chunks of 8, 4, 2, 1 consecutive choices;
/// 3. lower each choice: integers and flags toward their target by binary search, doubles to
///    their simplest value, then to the roundest failing multiple of 10^e, e = ⌊log₁₀|v|⌋ … −8;
/// 4. move the value of an integer into a later integer (so `[50, 50]` can become `[100]`).
///
/// As Hypothesis does (its "interesting origin"), a candidate counts only when it fails the same
/// way as the original: the same first failing check, or a thrown error when the original threw.
/// So a tangent-continuity failure never shrinks into an unrelated one, and the boundary pairs
/// straddle the check that failed. Candidates are ordered before they run: one that is not
/// simpler than the current case (shortlex on its choices) is rejected without running, and a
/// choice sequence already tried is never run twice.
struct Shrinker<Value: Codable & Sendable> {
    enum Status { case failed, passed, discarded }

    let property: Property<Value>
    var source: ChoiceSource
    var checks: Checks
    let maxEvaluations: Int
    private(set) var current: [Choice]
    private(set) var currentSpans: [Range<Int>]
    private(set) var steps = 0
    private(set) var evaluations = 0
    /// How the original case failed: its first failing check's name, or ``thrownOrigin``.
    private(set) var origin: String?
    /// Candidate sequences already run (as built, before the replay records them).
    private var tried: Set<[Choice]> = []

    /// The origin of a failure that threw.
    static var thrownOrigin: String { "\u{0}threw" }

    init(property: Property<Value>, source: ChoiceSource = ChoiceSource(), checks: Checks = Checks(), failing choices: [Choice],
         spans: [Range<Int>], maxEvaluations: Int) {
        self.property = property
        self.source = source
        self.checks = checks
        self.current = choices
        self.currentSpans = spans
        self.maxEvaluations = maxEvaluations
        origin = nil
        origin = failureOrigin(choices)
    }

    /// How `choices` fail (first failing check or a throw), or nil when they pass or are discarded.
    mutating func failureOrigin(_ choices: [Choice]) -> String? {
        source.beginReplay(choices)
        guard let value = try? property.gen.run(&source) else { return nil }
        if property.evaluate(value, into: &checks, collectingDetails: false) != nil { return Self.thrownOrigin }
        return checks.firstFailingName
    }

    /// Replays `candidate` and checks the value it gives.
    mutating func run(_ candidate: [Choice]) -> (status: Status, value: Value?) {
        evaluations += 1
        source.beginReplay(candidate)
        let value: Value
        do { value = try property.gen.run(&source) } catch { return (.discarded, nil) }
        let error = property.evaluate(value, into: &checks, collectingDetails: false)
        let failure = error != nil ? Self.thrownOrigin : checks.firstFailingName
        // A failure of another kind than the original's is not the bug being shrunk: it counts as
        // a pass, so neither shrinking nor the boundary search wanders into it.
        guard let failure else { return (.passed, value) }
        return (origin == nil || failure == origin ? .failed : .passed, value)
    }

    var hasBudget: Bool { evaluations < maxEvaluations }

    /// Adopts `candidate` (as recorded by the replay) if it fails and is simpler.
    mutating func consider(_ candidate: [Choice]) -> Bool {
        guard hasBudget, Choice.isSimpler(candidate, than: current), tried.insert(candidate).inserted else { return false }
        let status = run(candidate).status
        // The sequence the replay recorded (a short candidate is padded with simplest values) is
        // a candidate already tried too.
        tried.insert(source.choices)
        guard status == .failed, Choice.isSimpler(source.choices, than: current) else { return false }
        current = source.choices
        currentSpans = source.spans
        steps += 1
        return true
    }

    func replacing(_ index: Int, with choice: Choice) -> [Choice] {
        var candidate = current
        candidate[index] = choice
        return candidate
    }

    mutating func shrink() {
        var improved = true
        while improved && hasBudget {
            improved = false
            if deleteSpans() { improved = true }
            if deleteChunks() { improved = true }
            if minimizeChoices() { improved = true }
            if redistributeIntegers() { improved = true }
        }
    }

    // MARK: - Passes

    mutating func deleteSpans() -> Bool {
        var changed = false
        var index = currentSpans.count - 1
        while index >= 0 && hasBudget {
            if index < currentSpans.count {
                var candidate = current
                let span = currentSpans[index]
                if span.upperBound <= candidate.count {
                    candidate.removeSubrange(span)
                    if consider(candidate) { changed = true }
                }
            }
            index -= 1
        }
        return changed
    }

    mutating func deleteChunks() -> Bool {
        var changed = false
        for size in [8, 4, 2, 1] {
            var start = current.count - size
            while start >= 0 && hasBudget {
                var candidate = current
                candidate.removeSubrange(start..<(start + size))
                if consider(candidate) {
                    changed = true
                    start = min(start, current.count - size)
                } else {
                    start -= 1
                }
            }
        }
        return changed
    }

    mutating func minimizeChoices() -> Bool {
        var changed = false
        var index = 0
        while index < current.count && hasBudget {
            switch current[index].kind {
            case .boolean:
                if current[index].bits != 0, consider(replacing(index, with: current[index].simplestValue)) { changed = true }
            case .integer:
                if minimizeInteger(at: index) { changed = true }
            case .double:
                if minimizeDouble(at: index) { changed = true }
            }
            index += 1
        }
        return changed
    }

    /// Binary search on the distance to the target, assuming failures are monotone in it.
    mutating func minimizeInteger(at index: Int) -> Bool {
        let choice = current[index]
        let value = choice.integerValue
        let target = Choice.integerTarget(lower: choice.integerLower, upper: choice.integerUpper)
        guard value != target else { return false }
        if consider(replacing(index, with: choice.with(integer: target))) { return true }
        let above = value > target
        var passingDistance: UInt64 = 0
        var failingDistance = above ? UInt64(bitPattern: value &- target) : UInt64(bitPattern: target &- value)
        var changed = false
        while failingDistance - passingDistance > 1 && hasBudget {
            let middle = passingDistance + (failingDistance - passingDistance) / 2
            let candidateValue = above ? target &+ Int64(bitPattern: middle) : target &- Int64(bitPattern: middle)
            guard index < current.count, current[index].kind == .integer else { break }
            if consider(replacing(index, with: current[index].with(integer: candidateValue))) {
                failingDistance = middle
                changed = true
            } else {
                passingDistance = middle
            }
        }
        return changed
    }

    /// Moves a double toward its simplest value through round numbers: for e from ⌊log₁₀ max(|v|,|s|)⌋
    /// down 8 decades, the failing multiple of 10^e nearest the simplest value `s`, found by binary
    /// search between the last known passing value and `v`.
    mutating func minimizeDouble(at index: Int) -> Bool {
        let choice = current[index]
        let simplest = Choice.simplestDouble(lower: choice.doubleLower, upper: choice.doubleUpper)
        guard choice.doubleValue != simplest else { return false }
        if consider(replacing(index, with: choice.with(double: simplest))) { return true }
        let direction: Double = choice.doubleValue > simplest ? 1 : -1
        let scale = max(Swift.abs(choice.doubleValue), Swift.abs(simplest))
        guard scale > 0, scale.isFinite else { return false }
        let topExponent = Int(Foundation.log10(scale).rounded(.down))
        var passingBound = direction * simplest
        var changed = false
        for exponent in stride(from: topExponent, through: topExponent - 8, by: -1) where hasBudget {
            guard index < current.count, current[index].kind == .double else { break }
            let failing = direction * current[index].doubleValue
            let power = Foundation.pow(10, Double(Swift.abs(exponent)))
            func multiple(_ k: Double) -> Double { exponent >= 0 ? k * power : k / power }
            func steps(_ x: Double) -> Double { exponent >= 0 ? x / power : x * power }
            let firstK = (steps(passingBound)).rounded(.down) + 1
            let lastK = (steps(failing)).rounded(.down)
            guard firstK <= lastK, lastK - firstK < 1e6 else { continue }
            var passK = firstK - 1
            var failK = lastK
            if multiple(lastK) != failing {
                if !consider(replacing(index, with: current[index].with(double: direction * multiple(lastK)))) { continue }
                changed = true
            }
            while failK - passK > 1 && hasBudget {
                let middleK = ((passK + failK) / 2).rounded(.down)
                if consider(replacing(index, with: current[index].with(double: direction * multiple(middleK)))) {
                    failK = middleK
                    changed = true
                } else {
                    passK = middleK
                }
            }
            if passK >= firstK { passingBound = multiple(passK) }
        }
        return changed
    }

    /// For integer pairs within 16 choices: set the first to its target and add the difference to
    /// the second (when it stays in range).
    mutating func redistributeIntegers() -> Bool {
        var changed = false
        var first = 0
        while first < current.count && hasBudget {
            if current[first].kind == .integer {
                var second = first + 1
                while second < min(current.count, first + 16) && hasBudget {
                    if current[first].kind == .integer, current[second].kind == .integer,
                       let candidate = movingValue(from: first, to: second), consider(candidate) {
                        changed = true
                    }
                    second += 1
                }
            }
            first += 1
        }
        return changed
    }

    private func movingValue(from first: Int, to second: Int) -> [Choice]? {
        let source = current[first]
        let target = Choice.integerTarget(lower: source.integerLower, upper: source.integerUpper)
        guard source.integerValue != target else { return nil }
        let (delta, overflowA) = source.integerValue.subtractingReportingOverflow(target)
        let destination = current[second]
        let (moved, overflowB) = destination.integerValue.addingReportingOverflow(delta)
        guard !overflowA, !overflowB, moved >= destination.integerLower, moved <= destination.integerUpper else { return nil }
        var candidate = current
        candidate[first] = source.with(integer: target)
        candidate[second] = destination.with(integer: moved)
        return candidate
    }
}

import FilletSupport
/// Thrown by a generator to discard the current case (a `filter` ran out of attempts).
public struct Rejection: Error, Sendable, Equatable {
    public init() {}
}

/// The source of every draw a generator makes: random while generating, a recorded choice
/// sequence while shrinking or bisecting. It records each draw so the case can be replayed.
///
/// Generators receive it `inout`; each worker thread owns one and reuses it for every case.
/// Its buffers keep their capacity and hold plain data, so once they have grown a case
/// allocates nothing.
///
/// Replay rule: draw `k` takes choice `k` of the prefix when it has the same kind, clamped into
/// the draw's constraints; a missing or mismatched choice gives the draw's simplest value
/// (0 or the bound nearest 0, `false`), so deleting choices always yields a valid case.
public struct ChoiceSource {
    enum Mode { case random, replay }

    var mode: Mode = .random
    var rng = SplitMix64(seed: 0)
    var prefix: [Choice] = []
    /// The draws of the current case, in order.
    var choices: [Choice] = []
    /// Choice ranges of array elements (each including its continue flag), for deletion.
    var spans: [Range<Int>] = []
    /// Predicate failures inside `filter` during the current case.
    public internal(set) var rejections = 0

    public init() {
        choices.reserveCapacity(64)
        spans.reserveCapacity(16)
    }

    /// Prepares for case `caseIndex` of a run seeded with `seed`.
    mutating func beginCase(seed: UInt64, caseIndex: Int) {
        mode = .random
        rng = SplitMix64.caseGenerator(seed: seed, caseIndex: caseIndex)
        resetRecording()
    }

    /// Prepares to replay `sequence` (missing choices become simplest values).
    mutating func beginReplay(_ sequence: [Choice]) {
        mode = .replay
        prefix = sequence
        resetRecording()
    }

    @inline(__always)
    private mutating func resetRecording() {
        if !choices.isEmpty { choices.removeAll(keepingCapacity: true) }
        if !spans.isEmpty { spans.removeAll(keepingCapacity: true) }
        rejections = 0
    }

    /// The prefix choice for the next draw if it exists and has `kind`.
    @inline(__always)
    private func replayed(_ kind: Choice.Kind) -> Choice? {
        let position = choices.count
        guard position < prefix.count, prefix[position].kind == kind else { return nil }
        return prefix[position]
    }

    /// Draws an integer in `spec.range`. - Complexity: O(1) amortised, no allocation.
    public mutating func draw(_ spec: borrowing IntegerDraw) -> Int64 {
        let lower = spec.range.lowerBound
        let upper = spec.range.upperBound
        let value: Int64
        switch mode {
        case .random:
            if spec.edgeProbability > 0, !spec.edges.isEmpty, rng.nextUnitDouble() < spec.edgeProbability {
                value = spec.edges[Int(rng.next() % UInt64(spec.edges.count))]
            } else {
                let width = UInt64(bitPattern: upper &- lower)
                let offset = width == .max ? rng.next() : UInt64.random(in: 0...width, using: &rng)
                value = lower &+ Int64(bitPattern: offset)
            }
        case .replay:
            if let choice = replayed(.integer) {
                value = min(max(choice.integerValue, lower), upper)
            } else {
                value = Choice.integerTarget(lower: lower, upper: upper)
            }
        }
        choices.append(.integer(value, in: lower, upper, labelID: spec.labelID))
        return value
    }

    /// Draws `true` with probability `probability` (replay: the recorded flag, else `false`).
    public mutating func drawBool(probability: Double) -> Bool {
        let value: Bool
        switch mode {
        case .random: value = rng.nextUnitDouble() < probability
        case .replay: value = replayed(.boolean).map { $0.bits != 0 } ?? false
        }
        choices.append(.boolean(value))
        return value
    }

    /// Draws a double in `spec.range` (finite, inside the range, never NaN).
    public mutating func draw(_ spec: borrowing DoubleDraw) -> Double {
        let lower = spec.range.lowerBound
        let upper = spec.range.upperBound
        var value: Double
        switch mode {
        case .random:
            if spec.edgeProbability > 0, !spec.edges.isEmpty, rng.nextUnitDouble() < spec.edgeProbability {
                value = spec.edges[Int(rng.next() % UInt64(spec.edges.count))]
            } else {
                value = spec.sample(rng.nextUnitDouble())
            }
        case .replay:
            if let choice = replayed(.double), choice.doubleValue.isFinite {
                value = choice.doubleValue
            } else {
                value = Choice.simplestDouble(lower: lower, upper: upper)
            }
        }
        value = min(max(value, lower), upper)
        choices.append(.double(value, in: lower, upper, labelID: spec.labelID))
        return value
    }

    /// Marks the choices drawn since `start` as one deletable unit (an array element).
    mutating func closeSpan(from start: Int) {
        spans.append(start..<choices.count)
    }

    /// The index of the next choice to be drawn.
    var position: Int { choices.count }
}

import FilletGeometry

/// Where the checks of one evaluation put their verdicts: the caller's sink, the verdicts as a
/// ``VerdictMask``, and the invariants whose verdicts are dropped (a path check's unchecked ones).
/// Apart from the analysis (``PathAnalysis``), which no check writes: a check reads the analysis
/// and records here, and nothing it records is read by another check.
struct VerdictRecorder<Sink: InvariantSink> {
    /// The caller's sink (handed back by the evaluation when it ends).
    var sink: Sink
    /// The verdicts recorded so far.
    private(set) var mask = VerdictMask()
    /// The invariants whose verdicts ``emit(_:margin:location:detail:)`` drops (bits of
    /// ``Invariant``): a path check's unchecked ones (``PathCheck/Options/unchecked``); none for a
    /// construction.
    let unchecked: UInt32

    init(_ sink: consuming Sink, unchecked: UInt32 = 0) {
        self.sink = sink
        self.unchecked = unchecked
    }

    /// Whether the sink wants margins (``InvariantSink/collectsMargins``).
    var collectsMargins: Bool { sink.collectsMargins }
    /// Whether the sink wants the margins of holding invariants (``InvariantSink/collectsPassingMargins``).
    var collectsPassingMargins: Bool { sink.collectsPassingMargins }

    /// Whether `invariant`'s verdict is recorded (not ``unchecked``).
    func records(_ invariant: Invariant) -> Bool { invariant.bit & unchecked == 0 }

    /// Records a verdict that holds when `margin ≥ 0` (NaN fails) in the sink and the mask, unless
    /// its invariant is unchecked: then nothing is recorded and the detail is not written.
    @inline(__always)
    mutating func emit(_ invariant: Invariant, margin: Double, location: Point? = nil, detail: () -> String) {
        guard records(invariant) else { return }
        let passed = margin >= 0
        mask.record(invariant, passed: passed)
        sink.record(invariant, passed: passed, margin: margin, location: location, detail: detail)
    }

    /// A verdict-only result: margin 0 when it holds, −1 when not.
    @inline(__always)
    mutating func emitVerdict(_ invariant: Invariant, _ holds: Bool, location: Point? = nil, detail: () -> String) {
        emit(invariant, margin: holds ? 0 : -1, location: location, detail: detail)
    }

    /// Notes that `invariant` compared its two routes on the path (``VerdictMask/didCompare(_:)``).
    mutating func recordComparison(_ invariant: Invariant) {
        mask.recordComparison(invariant)
    }
}

import FilletGeometry

/// What the one walk over a path's joins finds whoever judges the joins: a stage of the analysis
/// in ``PathAnalysis`` (``PathAnalysis/joins``), read by continuity, orientation and the
/// turning comparison alike.
///
/// The joins are ``FilletGeometry/PreparedPath/forEachJoin(degenerateLength:_:)``'s with the
/// degenerate length `10⁻⁹ × size` (``FilletGeometry/Path/degenerateSegmentRelativeTolerance``).
struct JoinSummary {
    /// Per subpath (``FilletGeometry/PreparedPath/subpaths``), the sum of its joins' signed turns:
    /// with the sweeps of its segments, `2π ×` its turning number.
    var subpathTurns: [Double] = []
    /// Per subpath, how many of its joins reverse (turn by π within ``FilletGeometry/Path/cuspAngleTolerance``):
    /// its turning number is then undefined.
    var subpathReversals: [Int] = []
    /// The largest |signed turn| over the joins.
    var largestTurn = 0.0
    /// The largest position gap between consecutive segments, and where it is (`nil`: no join).
    var worstGap = 0.0
    var gapLocation: Point?

    /// Empties the summary for a path of `subpathCount` subpaths, keeping the storage.
    mutating func start(subpathCount: Int) {
        subpathTurns.removeAll(keepingCapacity: true)
        subpathTurns.append(contentsOf: repeatElement(0, count: subpathCount))
        subpathReversals.removeAll(keepingCapacity: true)
        subpathReversals.append(contentsOf: repeatElement(0, count: subpathCount))
        largestTurn = 0
        worstGap = 0
        gapLocation = nil
    }

    @inline(__always)
    mutating func add(_ join: Join) {
        if join.subpathIndex < subpathTurns.count {
            subpathTurns[join.subpathIndex] += join.signedTurn
            if join.turnMagnitude >= .pi - Path.cuspAngleTolerance { subpathReversals[join.subpathIndex] += 1 }
        }
        largestTurn = Swift.max(largestTurn, join.turnMagnitude)
        if gapLocation == nil || join.positionGap > worstGap {
            worstGap = join.positionGap
            gapLocation = join.point
        }
    }
}

/// How a gate judges each join during the one join walk (``PathAnalysis/walkJoins(_:)``):
/// ``ConstructionJoinPolicy`` (arc joins and the sharp-vertex rule) for the catalogue,
/// ``PathCheck/UserJoinPolicy`` (kink threshold and written precision) for `check path`.
/// Generic, not an existential: each walk is specialised for its policy.
protocol JoinPolicy {
    mutating func judge(_ join: Join)
}

/// The walk for the summary alone (a reader of ``PathAnalysis/joins`` before any check walked).
struct SummaryOnlyJoinPolicy: JoinPolicy {
    @inline(__always) func judge(_ join: Join) {}
}

extension PathAnalysis {
    /// Walks the current path's joins and hands every join to `policy`, in path order; the first
    /// walk over the path also fills the ``joins`` stage (the same summary whichever policy walks)
    /// and, when ``recordsJoins`` is set, keeps the joins (``joinRecord``).
    /// - Complexity: O(number of segments), no allocation once the storage has grown.
    func walkJoins<Policy: JoinPolicy>(_ policy: inout Policy) {
        let degenerate = Path.degenerateSegmentRelativeTolerance * size
        guard !joinsWalked else {
            prepared.forEachJoin(degenerateLength: degenerate) { join in policy.judge(join) }
            return
        }
        var summary = JoinSummary()
        swap(&summary, &joinSummary)
        summary.start(subpathCount: prepared.subpaths.count)
        if recordsJoins {
            startRecordingJoins()
            prepared.forEachJoin(degenerateLength: degenerate) { join in
                summary.add(join)
                record(join)
                policy.judge(join)
            }
            finishRecordingJoins()
        } else {
            prepared.forEachJoin(degenerateLength: degenerate) { join in
                summary.add(join)
                policy.judge(join)
            }
        }
        swap(&summary, &joinSummary)
        joinsWalked = true
    }

    /// The join summary of the current path: the stage a check's join walk filled, or walked now.
    var joins: JoinSummary {
        if !joinsWalked {
            var policy = SummaryOnlyJoinPolicy()
            walkJoins(&policy)
        }
        return joinSummary
    }
}

extension Catalogue {
    /// ``Invariant/positionContinuity``, for constructions and users' paths alike:
    ///
    /// ```
    /// margin = (length tolerance − max positionGap) / size
    /// ```
    static func emitPositionContinuity<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>) {
        let summary = analysis.joins
        let worstGap = summary.worstGap
        verdicts.emit(.positionContinuity, margin: analysis.relative(analysis.lengthTolerance - worstGap),
                      location: summary.gapLocation) {
            "largest gap between consecutive segments \(format(worstGap)) (\(format(analysis.relative(worstGap))) of size), tolerance \(format(analysis.lengthTolerance))"
        }
    }
}

extension PathAnalysis {
    /// Subpath `index`'s turning number from the analysis, as ``FilletGeometry/Path/subpathMeasures``
    /// defines it: `(Σ arc sweeps + Σ curve tangent turns + Σ join turns) / 2π`.
    func turningNumber(ofSubpath index: Int) -> Double {
        (subpathSweeps[index] + joins.subpathTurns[index]) / Angle.twoPi
    }

    /// The area at or below which a subpath has no orientation (its sign is rounding noise):
    /// ``VerificationTolerances/degenerateAreaRelative`` × size².
    var degenerateArea: Double { VerificationTolerances.degenerateAreaRelative * size * size }

    /// How far a subpath is from turning `target` (±1), the one rule of both gates' orientation:
    ///
    /// ```
    /// error = |turning − target|                 (0 when the turning is undefined: `nil`)
    ///         ≥ 1 + turningNumber tolerance      when area · target ≤ 0 or |area| ≤ degenerateArea
    /// ```
    /// - Returns: the error and whether the area disagrees with the target or is degenerate.
    func orientationError(turning: Double?, area: Double, target: Double) -> (error: Double, areaDisagrees: Bool) {
        var error = turning.map { Swift.abs($0 - target) } ?? 0
        let areaDisagrees = !(area * target > 0) || !(Swift.abs(area) > degenerateArea)
        if areaDisagrees { error = Swift.max(error, 1 + VerificationTolerances.turningNumber) }
        return (error, areaDisagrees)
    }
}

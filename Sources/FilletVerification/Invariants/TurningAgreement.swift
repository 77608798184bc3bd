import FilletGeometry

extension Catalogue {
    /// ``Invariant/turningAgreement`` of ``checkAreaAgreement(_:_:)``: per subpath, the
    /// exact turning number against `windings` (the polyline's tangent winding, an integer), within
    /// ``VerificationTolerances/turningNumber``; `chordAngles` per subpath its largest chord angle,
    /// `largestChordAngle` the largest over the path.
    ///
    /// A subpath is not compared where a polyline vertex may turn by π or more (a join's turn plus
    /// a chord angle reaching `π − reversalSlack`); when none is compared the margin is the
    /// tolerance, the detail says "not compared", and ``VerdictMask/didCompare(_:)`` is false.
    static func emitTurningAgreement<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>,
                                                          windings: [Int], chordAngles: [Double],
                                                          largestChordAngle: Double) {
        let turningTolerance = VerificationTolerances.turningNumber
        let halfTurn = Double.pi - VerificationTolerances.reversalSlack
        // When no join and chord of the path can add up to a half turn, every subpath is compared;
        // otherwise each subpath on its own joins (an open subpath's implicit closing joins
        // included: its turning number counts them, and a lone line closes back over itself) and
        // chords, from `subpathMeasures`.
        let joins = analysis.joins
        let measures = analysis.allSubpathsClosed && joins.largestTurn + largestChordAngle < halfTurn
            ? [] : analysis.subpathMeasures
        var worst = 0.0, worstSubpath = -1, exactTurning = 0.0
        var skipped = 0, skippedTurn = 0.0, skippedChord = 0.0
        for index in windings.indices {
            if !measures.isEmpty, measures[index].largestJoinTurn + chordAngles[index] >= halfTurn {
                skipped += 1
                skippedTurn = Swift.max(skippedTurn, measures[index].largestJoinTurn)
                skippedChord = Swift.max(skippedChord, chordAngles[index])
                continue
            }
            let turning = measures.isEmpty
                ? analysis.turningNumber(ofSubpath: index)
                : measures[index].turningNumber
            let error = Swift.abs(turning - Double(windings[index]))
            // The first compared subpath is reported when all agree exactly (its turning number, not 0).
            if worstSubpath < 0 || error > worst || error.isNaN { worst = error; worstSubpath = index; exactTurning = turning }
        }
        func reason() -> String {
            "a join turns by \(format(skippedTurn)) rad and a chord spans \(format(skippedChord)) rad, so a polyline vertex may turn by π"
        }
        guard worstSubpath >= 0 else {
            verdicts.emit(.turningAgreement, margin: turningTolerance) {
                "not compared: " + reason() + (windings.count > 1 ? " (in each of the \(windings.count) subpaths)" : "")
            }
            return
        }
        verdicts.recordComparison(.turningAgreement)
        let notCompared = skipped == 0 ? "" : "\(skipped) of \(windings.count) subpaths not compared: " + reason()
        let polylineWinding = windings[worstSubpath]
        verdicts.emit(.turningAgreement, margin: turningTolerance - worst) {
            "subpath \(worstSubpath): exact turning number \(format(exactTurning)), polyline tangent winding \(polylineWinding)"
                + (notCompared.isEmpty ? "" : "; " + notCompared)
        }
    }
}

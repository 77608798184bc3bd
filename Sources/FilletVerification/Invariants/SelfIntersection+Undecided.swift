import FilletGeometry

extension Catalogue {
    /// The verdict of ``checkSelfIntersection(_:_:)`` when the contact scan ran out of its work
    /// budget before certifying the path (``FilletGeometry/UndecidedContactSearch``: curves
    /// running within a few contact tolerances of each other over long stretches) and met no
    /// contact: **failed**, because nothing certifies the path, with a detail that says it is
    /// undecided, never a crossing found. The margin is that of a contact,
    /// `min(clearance − tol, 0) / size − 10⁻⁹` (the clearance is then a lower bound).
    ///
    /// The constructions and generated cases of `fillet verify` stay far below the budget (their
    /// curves are never nearly parallel over long stretches), so their differential invariants
    /// never meet this verdict: the intersection differential would not compare it (no contact),
    /// and the clearance differentials would see a lower bound.
    static func emitUndecidedSelfIntersection<Sink: InvariantSink>(_ undecided: UndecidedContactSearch,
                                                                   _ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>,
                                                                   clearance known: Double? = nil) {
        let size = analysis.prepared.characteristicSize
        let clearance = verdicts.collectsMargins ? known ?? analysis.exactClearance : .infinity
        let relative = FilletGeometry.Path.intersectionRelativeTolerance
        var margin = Swift.min(clearance - analysis.prepared.intersectionTolerance, 0) / size - relative
        if !(margin < 0) { margin = -relative }
        verdicts.emit(.nonSelfIntersection, margin: margin) { undecidedDetail(undecided) }
    }

    /// One line: what ran out, and that the path is not certified.
    static func undecidedDetail(_ undecided: UndecidedContactSearch) -> String {
        "undecided: curves run within a few contact tolerances (\(format(undecided.tolerance))) of each other "
            + "over more than the search's budget of \(undecided.workBudget) tests on \(undecided.finePieces) "
            + "fine pieces; not certified free of self-intersections"
    }
}

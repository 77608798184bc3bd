/// The curve searches (``CurveContacts``) reachable from the verification gate's probes: their
/// lower bound of a pair's distance and the box tests they spend. The bound orders and prunes
/// the distance search, and the box tests are charged to the callers' work budgets (the fine-piece
/// search's, whose exhaustion makes a scan undecided), so neither shows in a result except on a
/// rare pair; asked directly, they are held to their documented contracts.
extension ContactBoundsProbe {
    /// The most box tests one curve search may use (``CurveContacts/subdivisionBudget``).
    package static var curveSearchBudget: Int { CurveContacts.subdivisionBudget }

    /// ``CurveContacts/lowerBound(_:_:)`` of the whole segments `first` and `second` (a line is
    /// searched as a cubic): the larger of their boxes' gap and their hulls' largest gap along
    /// either chord direction or its normal, never above their distance.
    package static func curveDistanceLowerBound(_ first: PathSegment.Geometry, _ second: PathSegment.Geometry) -> Double {
        CurveContacts.lowerBound(CurveContacts.BoundedPiece(CurveContacts.Piece(first)),
                                 CurveContacts.BoundedPiece(CurveContacts.Piece(second)))
    }

    /// ``CurveContacts/distance(_:_:accuracy:relativeAccuracy:cutoff:work:)`` of `first` and
    /// `second` (at least one a curve) and the box tests it used: at most ``curveSearchBudget``.
    package static func curveDistance(_ first: PathSegment.Geometry, _ second: PathSegment.Geometry, accuracy: Double,
                                      relativeAccuracy: Double) -> (distance: Double, work: Int) {
        var work = 0
        let distance = CurveContacts.distance(first, second, accuracy: accuracy, relativeAccuracy: relativeAccuracy,
                                              work: &work)
        return (distance, work)
    }

    /// ``CurveContacts/contacts(_:_:tolerance:excluding:searchesPastTheResult:work:)`` of `first`
    /// and `second` (at least one a curve) and the box tests it used: at most ``curveSearchBudget``.
    package static func curveContacts(_ first: PathSegment.Geometry, _ second: PathSegment.Geometry,
                                      tolerance: Double) -> (contacts: SegmentContacts, work: Int) {
        var work = 0
        let contacts = CurveContacts.contacts(PreparedSegment(first), PreparedSegment(second), tolerance: tolerance,
                                              work: &work)
        return (contacts, work)
    }
}

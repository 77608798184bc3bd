import FilletGeometry

extension Catalogue {
    /// How many exact contacts a failing path records for the detail and for
    /// ``Invariant/intersectionAgreement`` (which needs one away from the joints): 64.
    static let contactSampleLimit = 64

    /// ``Invariant/nonSelfIntersection``: the verdict is ``FilletGeometry/Path/isSimple`` (exact,
    /// contact tolerance `tol` = 10⁻⁹ of the size), on the analysis's prepared segments; the margin
    /// is the clearance (``FilletGeometry/PreparedPath/clearance()``: the least distance between
    /// segments that are not neighbours) over the size:
    ///
    /// ```
    /// simple      margin = min(clearance / size, 1)                      ≥ 0 (1: no two non-neighbours)
    /// contact     margin = min(clearance − tol, 0) / size − 10⁻⁹          < 0
    /// ```
    ///
    /// The verdict alone decides pass or fail; the margin says how far a simple outline is from
    /// touching (a fillet's chord bounds it: the two lines of a rounded corner are not
    /// neighbours). A verdict-only sink (the scale-invariance re-runs) skips the clearance.
    ///
    /// A sink that collects margins gets verdict and clearance from one pass
    /// (``FilletGeometry/PreparedPath/simplicityAndClearanceReusingTable()``: the same verdict).
    static func checkSelfIntersection<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>) {
        let (isSimple, clearance) = analysis.exactSimplicity(withClearance: verdicts.collectsPassingMargins)
        if isSimple {
            emitNoSelfIntersection(analysis, &verdicts, clearance: clearance)
        } else {
            // The verdict needs one contact; the sample the detail shows is scanned only for a detail.
            guard let first = analysis.exactContacts(through: { _ in true }).first else {
                if let undecided = analysis.exactUndecided {
                    emitUndecidedSelfIntersection(undecided, analysis, &verdicts, clearance: clearance)
                } else {
                    emitSelfIntersections([], analysis, &verdicts, clearance: clearance)
                }
                return
            }
            emitSelfIntersections(first: first, sample: { analysis.exactContacts }, analysis, &verdicts, clearance: clearance)
        }
    }

    /// The passing verdict of ``checkSelfIntersection(_:_:)``: margin the clearance (computed
    /// here unless given) over the size; `note` (if any) follows "no contact but at joints" in the detail.
    /// A sink that takes no passing margin (``InvariantSink/collectsPassingMargins``) gets 0 and
    /// no clearance is measured.
    static func emitNoSelfIntersection<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>,
                                                            note: String = "", clearance known: Double? = nil) {
        guard verdicts.collectsPassingMargins else {
            verdicts.emit(.nonSelfIntersection, margin: 0) { "no contact but at joints\(note); clearance not measured" }
            return
        }
        let size = analysis.prepared.characteristicSize
        let clearance = known ?? analysis.exactClearance
        let margin = Swift.max(0, Swift.min(clearance / size, 1))
        verdicts.emit(.nonSelfIntersection, margin: margin.isNaN ? 0 : margin) {
            "no contact but at joints\(note); clearance \(format(clearance)) (\(format(clearance / size)) of size)"
        }
    }

    /// The failing verdict of ``checkSelfIntersection(_:_:)`` for the first `contacts` the scan
    /// met (at most ``contactSampleLimit``); the clearance is the stage's (``PathAnalysis/exactClearance``)
    /// unless given.
    static func emitSelfIntersections<Sink: InvariantSink>(_ contacts: [SelfIntersection],
                                                           _ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>,
                                                           clearance known: Double? = nil) {
        emitSelfIntersections(first: contacts.first, sample: { contacts }, analysis, &verdicts, clearance: known)
    }

    /// ``emitSelfIntersections(_:_:_:clearance:)`` with the sample of contacts computed only for
    /// the detail: the verdict, margin and location need the first contact alone.
    static func emitSelfIntersections<Sink: InvariantSink>(first: SelfIntersection?, sample: () -> [SelfIntersection],
                                                           _ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>,
                                                           clearance known: Double? = nil) {
        let size = analysis.prepared.characteristicSize
        let clearance = verdicts.collectsMargins ? known ?? analysis.exactClearance : .infinity
        let relative = FilletGeometry.Path.intersectionRelativeTolerance
        let tolerance = analysis.prepared.intersectionTolerance
        var margin = Swift.min(clearance - tolerance, 0) / size - relative
        if !(margin < 0) { margin = -relative }
        let shownLimit = 3
        verdicts.emit(.nonSelfIntersection, margin: margin, location: first?.point) {
            let contacts = sample()
            let shown = contacts.prefix(shownLimit).map(analysis.describe).joined(separator: "; ")
            let count = contacts.count > shownLimit ? "more than \(shownLimit)" : "\(contacts.count)"
            return "\(count) self-intersections: \(shown)\(contacts.count > shownLimit ? "; …" : "")"
        }
    }
}

/// The exact self-intersection facts of the path a ``PathAnalysis`` has prepared: the verdict,
/// the clearance, the first contacts. A stage of the analysis: each part is computed once, when
/// first asked for, whichever invariant asks (non-self-intersection, the intersection and clearance
/// comparisons, the affine map), so no invariant depends on another having run first.
struct ExactIntersectionStage {
    /// ``FilletGeometry/PreparedPath/isSimple``, once known.
    var isSimple: Bool?
    /// ``FilletGeometry/PreparedPath/clearance()``, once known.
    var clearance: Double?
    /// The first ``Catalogue/contactSampleLimit`` contacts the scan meets, once known (empty when simple).
    var contacts: [SelfIntersection]?
    /// Set when the contact scan ran out of its work budget (``FilletGeometry/UndecidedContactSearch``):
    /// the verdict then fails closed.
    var undecided: UndecidedContactSearch?
    /// The contacts a scan stopped early met (``PathAnalysis/exactContacts(through:)``, the
    /// verdict's first contact): a prefix of ``contacts``, in scan order, while that is unknown.
    var contactPrefix: [SelfIntersection] = []

    mutating func reset() {
        isSimple = nil
        clearance = nil
        contacts = nil
        undecided = nil
        if !contactPrefix.isEmpty { contactPrefix.removeAll() }
    }
}

extension PathAnalysis {
    /// The exact verdict on the current path, with the clearance when `withClearance` (from one
    /// pass: ``FilletGeometry/PreparedPath/simplicityAndClearanceReusingTable()``).
    func exactSimplicity(withClearance: Bool) -> (isSimple: Bool, clearance: Double?) {
        if let isSimple = intersectionStage.isSimple, !withClearance || intersectionStage.clearance != nil {
            return (isSimple, withClearance ? intersectionStage.clearance : nil)
        }
        guard withClearance else {
            let isSimple = searchFirstContact()
            intersectionStage.isSimple = isSimple
            return (isSimple, nil)
        }
        let isSimple: Bool, clearance: Double
        if let known = intersectionStage.isSimple {
            // The verdict stands as first computed (whichever entry asked first); only the
            // clearance is measured now, so no order of entries sees two verdicts.
            isSimple = known
            clearance = prepared.clearanceReusingTable()
        } else if prepared.segments.contains(where: \.isCurve) {
            // The two passes ``FilletGeometry/PreparedPath/simplicityAndClearanceReusingTable()``
            // takes on a path with curves, the verdict's first contact kept.
            isSimple = searchFirstContact()
            clearance = intersectionStage.clearance ?? prepared.clearanceReusingTable()
        } else {
            (isSimple, clearance) = prepared.simplicityAndClearanceReusingTable()
        }
        intersectionStage.isSimple = isSimple
        intersectionStage.clearance = clearance
        return (isSimple, clearance)
    }

    /// ``FilletGeometry/PreparedPath/isSimpleReusingTable()`` (the scan stopped at its first
    /// contact), keeping that contact as the prefix of ``exactContacts``, or, when the scan met
    /// none, the complete (empty) list and whether it was undecided.
    private func searchFirstContact() -> Bool {
        let search = prepared.contactSearchReusingTable(upTo: 1, strategy: .automatic)
        if search.contacts.isEmpty {
            intersectionStage.contacts = []
            intersectionStage.undecided = search.undecided
        } else {
            intersectionStage.contactPrefix = search.contacts
        }
        return search.contacts.isEmpty && search.undecided == nil
    }

    /// Calls `body` with the prepared path and each contact of the exact scan, in scan order, until
    /// it returns `false` (one scan, in the reused tables: `body` reads the path it is given, not
    /// ``prepared``); records the verdict as ``exactSimplicity(withClearance:)`` would when it is
    /// not known yet: the first contact as the prefix of ``exactContacts``, or, when the scan met
    /// none, the complete (empty) list and whether it was undecided.
    /// - Returns: ``FilletGeometry/UndecidedContactSearch`` when the scan ran out of work.
    func scanExactContacts(_ body: (PreparedPath, SelfIntersection) -> Bool) -> UndecidedContactSearch? {
        var first: SelfIntersection?
        let undecided = prepared.forEachSelfIntersectionReusingTable { prepared, contact in
            if first == nil { first = contact }
            return body(prepared, contact)
        }
        guard intersectionStage.isSimple == nil else { return undecided }
        if let first {
            intersectionStage.contactPrefix = [first]
            intersectionStage.isSimple = false
        } else {
            intersectionStage.contacts = []
            intersectionStage.undecided = undecided
            intersectionStage.isSimple = undecided == nil
        }
        return undecided
    }

    /// Whether the current path is simple (the exact verdict).
    var exactIsSimple: Bool { exactSimplicity(withClearance: false).isSimple }

    /// The clearance of the current path (``FilletGeometry/PreparedPath/clearance()``).
    var exactClearance: Double {
        if let clearance = intersectionStage.clearance { return clearance }
        let clearance = prepared.clearanceReusingTable()
        intersectionStage.clearance = clearance
        return clearance
    }

    /// The first ``Catalogue/contactSampleLimit`` contacts the exact scan meets on the current
    /// path (not all: a path with millions of crossings would otherwise be counted one by one);
    /// empty when it is simple.
    var exactContacts: [SelfIntersection] {
        if let contacts = intersectionStage.contacts { return contacts }
        guard !exactIsSimple else {
            intersectionStage.contacts = []
            return []
        }
        let search = prepared.contactSearchReusingTable(upTo: Catalogue.contactSampleLimit, strategy: .automatic)
        intersectionStage.contacts = search.contacts
        intersectionStage.undecided = search.undecided
        return search.contacts
    }

    /// The contacts of ``exactContacts``, in scan order, up to and including the first for which
    /// `stop` holds (all of them when none does): what a verdict that needs one kind of contact
    /// reads, the scan stopped there rather than at ``Catalogue/contactSampleLimit`` contacts.
    /// Empty when the path is simple.
    func exactContacts(through stop: (SelfIntersection) -> Bool) -> [SelfIntersection] {
        func prefix(_ contacts: [SelfIntersection]) -> [SelfIntersection]? {
            contacts.firstIndex(where: stop).map { Array(contacts[...$0]) }
        }
        if let contacts = intersectionStage.contacts { return prefix(contacts) ?? contacts }
        guard !exactIsSimple else { return exactContacts }
        if let known = prefix(intersectionStage.contactPrefix) { return known }
        let limit = Catalogue.contactSampleLimit
        var found: [SelfIntersection] = [], stopped = false
        // The same scan as ``exactContacts``, ended at the first contact `stop` accepts (in its own
        // table: `stop` may read the prepared path).
        let undecided = prepared.forEachSelfIntersection { contact in
            found.append(contact)
            if stop(contact) {
                stopped = true
                return false
            }
            return found.count < limit
        }
        if !stopped || found.count == limit {
            intersectionStage.contacts = found
            intersectionStage.undecided = undecided
        } else {
            intersectionStage.contactPrefix = found
        }
        return found
    }

    /// Whether the contact scan of the current path ran out of its work budget, once a contact
    /// search has run (``exactContacts``, or the users' check's own scan).
    var exactUndecided: UndecidedContactSearch? { intersectionStage.undecided }
}

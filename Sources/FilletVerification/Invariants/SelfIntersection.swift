import FilletGeometry

extension Catalogue {
    /// How many exact contacts a failing path records for the detail and for
    /// ``Invariant/intersectionAgreement`` (which needs one away from the joints): 64.
    static let contactSampleLimit = 64

    /// ``Invariant/nonSelfIntersection``: the verdict is ``FilletGeometry/Path/isSimple`` (exact,
    /// contact tolerance `tol` = 10⁻⁹ of the size), on the context's prepared segments; the margin
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
    static func checkSelfIntersection<Sink: InvariantSink>(_ context: CatalogueContext, _ sink: inout Sink) {
        let (isSimple, clearance) = simplicity(context, withClearance: sink.collectsMargins)
        if isSimple {
            emitNoSelfIntersection(context, &sink, clearance: clearance)
        } else {
            // The first contacts the scan meets, not all: a path with millions of crossings (seed
            // 000 with 10⁵ points) would otherwise be counted one by one. The polyline comparison
            // reads them (``contactSampleLimit``).
            let search = context.prepared.contactSearchReusingTable(upTo: contactSampleLimit, strategy: .automatic)
            if search.contacts.isEmpty, let undecided = search.undecided {
                emitUndecidedSelfIntersection(undecided, context, &sink, clearance: clearance)
                return
            }
            emitSelfIntersections(search.contacts, context, &sink, clearance: clearance)
        }
    }

    /// The exact verdict on the context's path and, if asked, its clearance, from one pass.
    static func simplicity(_ context: CatalogueContext, withClearance: Bool) -> (isSimple: Bool, clearance: Double?) {
        guard withClearance else { return (context.prepared.isSimpleReusingTable(), nil) }
        let (isSimple, clearance) = context.prepared.simplicityAndClearanceReusingTable()
        return (isSimple, clearance)
    }

    /// The passing verdict of ``checkSelfIntersection(_:_:)``: margin the clearance (computed
    /// here unless given) over the size; `note` (if any) follows "no contact but at joints" in the detail.
    static func emitNoSelfIntersection<Sink: InvariantSink>(_ context: CatalogueContext, _ sink: inout Sink,
                                                            note: String = "", clearance known: Double? = nil) {
        context.exactIsSimple = true
        let size = context.prepared.characteristicSize
        let clearance = sink.collectsMargins ? known ?? context.prepared.clearanceReusingTable() : .infinity
        if sink.collectsMargins { context.exactClearance = clearance }
        let margin = sink.collectsMargins ? Swift.max(0, Swift.min(clearance / size, 1)) : 0
        context.emit(&sink, .nonSelfIntersection, margin: margin.isNaN ? 0 : margin) {
            "no contact but at joints\(note); clearance \(format(clearance)) (\(format(clearance / size)) of size)"
        }
    }

    /// The failing verdict of ``checkSelfIntersection(_:_:)`` for the first `contacts` the scan
    /// met (at most ``contactSampleLimit``; kept for the polyline comparison); the clearance is
    /// computed here unless given.
    static func emitSelfIntersections<Sink: InvariantSink>(_ contacts: [SelfIntersection],
                                                           _ context: CatalogueContext, _ sink: inout Sink,
                                                           clearance known: Double? = nil) {
        context.exactIsSimple = false
        context.exactContacts = contacts
        let size = context.prepared.characteristicSize
        let clearance = sink.collectsMargins ? known ?? context.prepared.clearanceReusingTable() : .infinity
        if sink.collectsMargins { context.exactClearance = clearance }
        let relative = FilletGeometry.Path.intersectionRelativeTolerance
        let tolerance = context.prepared.intersectionTolerance
        var margin = Swift.min(clearance - tolerance, 0) / size - relative
        if !(margin < 0) { margin = -relative }
        let shownLimit = 3
        context.emit(&sink, .nonSelfIntersection, margin: margin, location: contacts.first?.point) {
            let shown = contacts.prefix(shownLimit).map(context.describe).joined(separator: "; ")
            let count = contacts.count > shownLimit ? "more than \(shownLimit)" : "\(contacts.count)"
            return "\(count) self-intersections: \(shown)\(contacts.count > shownLimit ? "; …" : "")"
        }
    }
}

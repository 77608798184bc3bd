import FilletGeometry

extension Catalogue {
    /// ``Invariant/nonSelfIntersection``: ``FilletGeometry/Path/isSimple`` (exact, contact
    /// tolerance 10⁻⁹ of the size), on the context's prepared segments. Verdict-only margin; the
    /// details list the contacts.
    static func checkSelfIntersection<Sink: InvariantSink>(_ shape: ShapeUnderTest, _ context: CatalogueContext,
                                                           _ sink: inout Sink) {
        let path = shape.path
        if context.prepared.isSimpleReusingTable() {
            context.exactIsSimple = true
            context.emitVerdict(&sink, .nonSelfIntersection, true) { "no contact but at joints" }
            return
        }
        let intersections = path.selfIntersections()
        context.exactIsSimple = false
        context.exactContacts = intersections
        context.emitVerdict(&sink, .nonSelfIntersection, false, location: intersections.first?.point) {
            let shown = intersections.prefix(3).map { "\($0)" }.joined(separator: "; ")
            return "\(intersections.count) self-intersections: \(shown)\(intersections.count > 3 ? "; …" : "")"
        }
    }
}

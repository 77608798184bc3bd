import FilletGeometry

extension Catalogue {
    /// ``Invariant/closedAndFinite``: the path is non-empty, every coordinate finite, the size
    /// finite and positive, every subpath ends with `close`.
    ///
    /// Verdict-only margin. Returns `false` (and the catalogue stops) when the path is empty or not
    /// finite, since no other measurement means anything then; an open subpath is reported and the
    /// other invariants still run.
    static func checkClosedAndFinite<Sink: InvariantSink>(_ shape: ShapeUnderTest, _ context: CatalogueContext,
                                                          _ sink: inout Sink) -> Bool {
        let path = shape.path
        var nonFinite = 0
        var openSubpaths = 0
        var isOpen = false
        var firstOpenPoint: Point?
        var start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let point):
                if isOpen { openSubpaths += 1; if firstOpenPoint == nil { firstOpenPoint = start } }
                if !point.isFinite { nonFinite += 1 }
                start = point
                isOpen = true
            case .line(let point):
                if !point.isFinite { nonFinite += 1 }
            case .arc(let arc):
                if !arc.isFinite { nonFinite += 1 }
            case .quad(let control, let point):
                if !control.isFinite || !point.isFinite { nonFinite += 1 }
            case .cubic(let control1, let control2, let point):
                if !control1.isFinite || !control2.isFinite || !point.isFinite { nonFinite += 1 }
            case .close:
                isOpen = false
            }
        }
        if isOpen { openSubpaths += 1; if firstOpenPoint == nil { firstOpenPoint = start } }
        let size = context.size
        let measurable = !path.isEmpty && nonFinite == 0 && size.isFinite && size > 0
        context.emitVerdict(&sink, .closedAndFinite, measurable && openSubpaths == 0, location: firstOpenPoint) {
            if path.isEmpty { return "the path is empty" }
            if nonFinite > 0 { return "\(nonFinite) elements have non-finite coordinates" }
            if !(size.isFinite && size > 0) { return "size \(format(size)): the path has no extent" }
            if openSubpaths > 0 {
                return "\(openSubpaths) of \(path.subpaths.count) subpaths not closed (no close element)"
            }
            return "\(path.subpaths.count) closed subpaths, \(path.elements.count) elements, size \(format(size))"
        }
        return measurable
    }
}

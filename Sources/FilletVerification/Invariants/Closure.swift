import FilletGeometry

/// How ``Invariant/closedAndFinite`` treats an open subpath (one not ending with `close`).
enum ClosurePolicy {
    /// A construction's rule: every subpath ends with `close`; an open one fails, located at its start.
    case closedRequired
    /// A user's path: open subpaths (strokes; a fill closes them implicitly) are counted in the
    /// detail and do not fail.
    case openReported
}

extension Catalogue {
    /// ``Invariant/closedAndFinite``: the path is non-empty, every coordinate finite, the size
    /// finite and positive, and, under ``ClosurePolicy/closedRequired``, every subpath ends with
    /// `close`.
    ///
    /// Verdict-only margin. Returns `false` (and the gate stops) when the path is empty, not
    /// finite or without extent, since no other measurement means anything then; an open subpath
    /// is reported (or fails, by `policy`) and the other invariants still run.
    static func checkClosedAndFinite<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>,
                                                          policy: ClosurePolicy) -> Bool {
        let path = analysis.path
        var nonFinite = 0
        var arcEndsFinite = true
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
                if !arc.isFinite { nonFinite += 1 } else if !arc.endPoint.isFinite { arcEndsFinite = false }
            case .quad(let control, let point):
                if !control.isFinite || !point.isFinite { nonFinite += 1 }
            case .cubic(let control1, let control2, let point):
                if !control1.isFinite || !control2.isFinite || !point.isFinite { nonFinite += 1 }
            case .close:
                isOpen = false
            }
        }
        if isOpen { openSubpaths += 1; if firstOpenPoint == nil { firstOpenPoint = start } }
        let size = analysis.size
        switch policy {
        case .closedRequired:
            let measurable = !path.isEmpty && nonFinite == 0 && size.isFinite && size > 0
            verdicts.emitVerdict(.closedAndFinite, measurable && openSubpaths == 0, location: firstOpenPoint) {
                if path.isEmpty { return "the path is empty" }
                if nonFinite > 0 { return "\(nonFinite) elements have non-finite coordinates" }
                if !(size.isFinite && size > 0) { return "size \(format(size)): the path has no extent" }
                if openSubpaths > 0 {
                    return "\(openSubpaths) of \(path.subpaths.count) subpaths not closed (no close element)"
                }
                return "\(path.subpaths.count) closed subpaths, \(path.elements.count) elements, size \(format(size))"
            }
            return measurable
        case .openReported:
            // `Path.isFinite`: every number, the arcs' end points and the size.
            let finite = nonFinite == 0 && arcEndsFinite && size.isFinite
            let measurable = !path.isEmpty && finite && size > 0
            verdicts.emitVerdict(.closedAndFinite, measurable) {
                if path.isEmpty { return "the path is empty" }
                if !finite { return "some coordinates are not finite, or the size overflows" }
                if !(size > 0) { return "size \(format(size)): the path has no extent" }
                let subpaths = analysis.prepared.subpaths
                let open = subpaths.filter { !$0.isClosed }.count
                return "\(subpaths.count) subpaths (\(open) open: reported, not failed; a fill closes them), size \(format(size))"
            }
            return measurable
        }
    }
}

import FilletGeometry

extension VerificationSuite {
    /// What the builders get wrong on inputs no generated path brings, or `nil`: asked once (the
    /// same for every case) and folded into the ``path`` suite's ``Invariant/positionContinuity``
    /// verdict (what the builders promise), as ``Catalogue/emptyRootMisread`` is into the SVG
    /// suite's round trip.
    ///
    /// - The public ``FilletGeometry/Polyline`` builder (`move`, `addLine`, `closeSubpath`: the
    ///   canvas rule, a line after a close starting a new subpath at the closed one's first
    ///   vertex) draws the vertex lists written out by hand, compared with the explicit-lists
    ///   initialiser. The flattening writes its points directly, so no case goes through it.
    /// - The finiteness predicates `closed-finite` reads (``FilletGeometry/Point/isFinite``,
    ///   ``FilletGeometry/Arc/isFinite``) refuse a value with one non-finite number, and the
    ///   path builders refuse such a point. The builders check coordinates one by one, so no
    ///   path the suites build ever holds such a value to ask about.
    static let builderProbeMisread: String? = {
        let a = Point(x: 0, y: 0), b = Point(x: 3, y: 0), c = Point(x: 3, y: 2), d = Point(x: -1, y: 5)
        let e = Point(x: 7, y: 7), f = Point(x: 8, y: 6)
        var built = Polyline()
        do {
            try built.move(to: a)
            try built.addLine(to: b)
            try built.addLine(to: c)
            built.closeSubpath()
            try built.addLine(to: d)
            try built.move(to: e)
            try built.addLine(to: f)
            try built.addLine(to: a)
            let written = try Polyline(subpaths: [(points: [a, b, c], isClosed: true), (points: [a, d], isClosed: false),
                                                  (points: [e, f, a], isClosed: false)])
            guard built.points == written.points, built.subpaths == written.subpaths else {
                return "the Polyline builder drew \(built.points) in \(built.subpaths), written \(written.points) in \(written.subpaths)"
            }
        } catch {
            return "the Polyline builder refused finite points: \(error)"
        }
        let nonFinitePoints = [Point(x: .nan, y: 1), Point(x: 1, y: .infinity), Point(x: -.infinity, y: .nan)]
        for point in nonFinitePoints {
            if point.isFinite { return "Point(x: \(point.x), y: \(point.y)).isFinite holds" }
            var path = Path()
            if (try? path.move(to: point)) != nil { return "Path.move(to:) accepted (\(point.x), \(point.y))" }
            var polyline = Polyline()
            if (try? polyline.move(to: a)) == nil || (try? polyline.addLine(to: point)) != nil {
                return "Polyline.addLine(to:) accepted (\(point.x), \(point.y))"
            }
        }
        let nonFiniteArcs = [Arc(center: Point(x: .nan, y: 0), radius: 1, startAngle: 0, sweep: 1),
                             Arc(center: Point(x: 0, y: 1), radius: .infinity, startAngle: 0, sweep: 1),
                             Arc(center: Point(x: 0, y: 1), radius: 1, startAngle: 0, sweep: .nan)]
        for arc in nonFiniteArcs where arc.isFinite {
            return "Arc(center: (\(arc.center.x), \(arc.center.y)), radius: \(arc.radius), sweep: \(arc.sweep)).isFinite holds"
        }
        return nil
    }()
}

import Foundation
import FilletGeometry

extension VerificationSuite {
    /// What the self-intersection scan gets wrong on constructed contacts whose answer is known in
    /// closed form, or `nil`: asked once (the same for every case) and folded into the ``path``
    /// suite's ``Invariant/intersectionAgreement`` verdict (the exact contacts against an
    /// independent route), as ``builderProbeMisread`` is into position continuity.
    ///
    /// The generated paths almost never bring these (random curves meet at random angles, far
    /// from their ends, and no arc overshoots a full turn by a known amount), so the labels of
    /// the curve search's run tracking (``FilletGeometry/IntersectionKind``) and the end of an
    /// arc's self-overlap were held by nothing but the same code run twice. Each figure is two
    /// quadratic Béziers written so that `x` runs linearly along them, so each draws the parabola
    /// `y = f(x)` exactly (control at the middle `x`, height `2f(xₘ) − (f(x₀) + f(x₁))/2`), drawn
    /// at scale 1 and at 10⁻³ away from the origin:
    ///
    /// ```
    /// shallow crossing  y = x² and y = x² + (x − ½)/16 on [−1, 1]: their difference changes
    ///                   sign at x = ½ only, so every contact is a crossing at (½, ¼)
    /// double crossing   y = x² and y = x² + (x − 0.4)(x − 0.8)/16 on [0.1, 1.1] (both monotone):
    ///                   crossings at x = 0.4 and 0.8, the second curve on the same side at both
    ///                   ends and along both end tangents (each crossing read where it is)
    /// tangent touch     y = x² and y = −x² + 2x − ½: their difference is 2(x − ½)² ≥ 0, zero at
    ///                   x = ½ only, so every contact is a touching near (½, ¼) (within √tol)
    /// arc past a turn   an arc of radius r sweeping 2π + 1 overlaps itself from its start to the
    ///                   point one radian on: centre + r(cos(a₀ + 1), sin(a₀ + 1))
    /// far T-touch       a line's vertex 10⁻⁹ beside another line 10⁶ from the origin along one
    ///                   axis: a contact (the tolerance's floor is 2⁻⁴⁸ × the largest coordinate
    ///                   magnitude, 3.6·10⁻⁹, whichever axis holds it)
    /// lone move         a path of one `move` meets nothing
    /// doubling back     a cubic and its reverse nudged by half the tolerance (1e-9 of the size)
    ///                   across it, searched as a pair: the two contacts away from the ends that
    ///                   the pair reports settle it, well within its budget of box tests (the
    ///                   stretches lie along each other for ~10⁹ tolerances, which the budget
    ///                   could not cover leaf by leaf)
    /// boxes apart       that cubic and one whose control box lies 7 beyond it: no contact, after
    ///                   exactly one box test (the whole pieces' boxes settle the pair)
    /// tolerance's edge  two arcs too long for a hull (sweeps π and about 3π/2), the first about
    ///                   the origin from (1, 0) to (−1, 0), the second about (−1, 1) from there
    ///                   round to end above the first's top (0, 1) at a gap δ (its circle meets
    ///                   the first's at (0, 1), at a right angle); searched beyond their joint
    ///                   (PreparedPath.contacts(incoming:outgoing:outside:)): a contact near the
    ///                   second's end at δ = (1 − 2⁻¹⁷)·tol (no contact within the tolerance is
    ///                   missed, whatever the rounding allowance), none at δ = 2·tol (a reported
    ///                   leaf holds points within 1.5·tol)
    /// past an end       the line (−1, 0)–(0, 0), then a straight quadratic y = (x − x₀)/256 over
    ///                   [−1, 1], x₀ = 208·tol: within the tolerance of the line (below it) from
    ///                   x = x₀ − 256·tol = −48·tol to the line's end, across its continuation at
    ///                   x₀, 2·tol above it at x₀ + 512·tol: by the labels' rule (the line continued
    ///                   along its end tangent) every contact more than 6·tol from that end is a
    ///                   crossing (the march leaves below inside the line, above past its end,
    ///                   after passing points below the continuation within 2·tol of it)
    /// by the joint      the line (1, 1)–(0, 0), then the cubic (0, 0), (½, 0.1), (½, ½), (0.6, 3),
    ///                   monotone in x and y (one piece of the scan), its far end 34° from the
    ///                   line's: y − x has Bernstein coefficients 0, −0.4, 0, 2.4, i.e.
    ///                   1.2·t·(2t² − (1 − t)²), zero at the joint and at t = √2 − 1 only, where the
    ///                   curve crosses the line (at 29°): one crossing of elements 1 and 2 there,
    ///                   x = 1.5·t(1 − t) + 0.6·t³ (the joint's pre-test must leave the pair to the
    ///                   exact test: the curve leaves the joint at 11° to the x axis, below the line)
    /// ```
    static let contactProbeMisread: String? = {
        /// Places a figure drawn about the unit square at `scale`, `scale · (3, −2)` from the origin.
        func placed(_ x: Double, _ y: Double, scale: Double) -> Point {
            Point(x: scale * (3 + x), y: scale * (y - 2))
        }
        /// Appends the parabola `y = f(x)` over `[x0, x1]` as one quadratic (a new open subpath).
        func addParabola(_ f: (Double) -> Double, from x0: Double, to x1: Double, scale: Double,
                         into path: inout Path) throws(GeometryError) {
            let middle = (x0 + x1) / 2
            try path.move(to: placed(x0, f(x0), scale: scale))
            try path.addQuadCurve(to: placed(x1, f(x1), scale: scale),
                                  control: placed(middle, 2 * f(middle) - (f(x0) + f(x1)) / 2, scale: scale))
        }
        let square: (Double) -> Double = { $0 * $0 }
        let crossing: (Double) -> Double = { $0 * $0 + ($0 - 0.5) / 16 }
        let twice: (Double) -> Double = { $0 * $0 + ($0 - 0.4) * ($0 - 0.8) / 16 }
        let touching: (Double) -> Double = { -$0 * $0 + 2 * $0 - 0.5 }
        typealias Figure = (name: String, other: (Double) -> Double, range: (Double, Double), kind: IntersectionKind,
                            meetings: [(Double, Double)])
        let figures: [Figure] = [("shallow crossing", crossing, (-1, 1), .crossing, [(0.5, 0.25)]),
                                 ("double crossing", twice, (0.1, 1.1), .crossing, [(0.4, 0.16), (0.8, 0.64)]),
                                 ("tangent touch", touching, (-1, 1), .touching, [(0.5, 0.25)])]
        for scale in [1.0, 1e-3] {
            for (name, other, range, kind, meetingPoints) in figures {
                let meetings = meetingPoints.map { placed($0.0, $0.1, scale: scale) }
                var path = Path()
                do {
                    try addParabola(square, from: range.0, to: range.1, scale: scale, into: &path)
                    try addParabola(other, from: range.0, to: range.1, scale: scale, into: &path)
                } catch {
                    return "the \(name) at scale \(scale) did not build: \(error)"
                }
                let tolerance = path.intersectionTolerance
                // A crossing is found along the run where the curves, parting at slopes 1/16 and
                // 1/40, are within the tolerance (at most ~150 tolerances each way); a touch anywhere
                // along the run where 2(x − ½)² ≤ tolerance.
                let reach = kind == .crossing ? 256 * tolerance : 4 * (tolerance * scale).squareRoot() + 256 * tolerance
                let contacts = path.selfIntersections()
                guard !contacts.isEmpty else { return "the \(name) at scale \(scale): no contact found" }
                for contact in contacts {
                    guard contact.kind == kind, contact.firstElementIndex == 1, contact.secondElementIndex == 3,
                          meetings.contains(where: { contact.point.distance(to: $0) <= reach }) else {
                        return "the \(name) at scale \(scale): \(contact) where every contact is a \(kind) "
                            + "of elements 1 and 3 within \(reach) of \(meetings)"
                    }
                }
            }
            let centre = placed(0.25, 0.5, scale: scale), radius = 0.75 * scale, start = 0.5
            let arc = Arc(center: centre, radius: radius, startAngle: start, sweep: 2 * Double.pi + 1)
            var path = Path()
            do {
                try path.move(to: arc.startPoint)
                try path.addArc(arc)
            } catch {
                return "the arc past a turn at scale \(scale) did not build: \(error)"
            }
            let from = Point(x: centre.x + radius * cos(start), y: centre.y + radius * sin(start))
            let to = Point(x: centre.x + radius * cos(start + 1), y: centre.y + radius * sin(start + 1))
            let tolerance = path.intersectionTolerance
            let overlaps = path.selfIntersections().filter { $0.kind == .overlap }
            guard overlaps.count == 1, let overlap = overlaps.first,
                  overlap.point.distance(to: from) <= tolerance, overlap.overlapEnd.distance(to: to) <= tolerance else {
                return "the arc past a turn at scale \(scale): overlaps \(overlaps), where one runs from \(from) to \(to)"
            }
        }
        // A straight curve below a line, within the tolerance of it along the last 48 tolerances
        // of the line, across its continuation 208 tolerances past its end. The tolerance is the
        // path's (its size moves by ~10⁻⁷ of itself with x₀: read from the figure at x₀ = 0).
        for scale in [1.0, 1e-3] {
            func pastEnd(at crossing: Double) throws(GeometryError) -> Path {
                var path = Path()
                let slope = 1.0 / 256
                try path.move(to: placed(-1, 0, scale: scale))
                try path.addLine(to: placed(0, 0, scale: scale))
                try path.move(to: placed(-1, slope * (-1 - crossing), scale: scale))
                try path.addQuadCurve(to: placed(1, slope * (1 - crossing), scale: scale),
                                      control: placed(0, slope * -crossing, scale: scale))
                return path
            }
            let path: Path
            do {
                let provisional = try pastEnd(at: 0)
                path = try pastEnd(at: 208 * provisional.intersectionTolerance / scale)
            } catch {
                return "the crossing past an end at scale \(scale) did not build: \(error)"
            }
            let tolerance = path.intersectionTolerance, end = placed(0, 0, scale: scale)
            let away = path.selfIntersections().filter { $0.point.distance(to: end) > 6 * tolerance }
            guard !away.isEmpty, away.allSatisfy({ $0.kind == .crossing && $0.firstElementIndex == 1
                                                  && $0.secondElementIndex == 3 }) else {
                return "a curve within the tolerance below a line's last 48 tolerances, across its continuation 208 "
                    + "tolerances past its end, at scale \(scale): contacts more than 6 tolerances from that end "
                    + "\(away), where there is one and every one is a crossing of elements 1 and 3"
            }
        }
        // A curve crossing the line it follows, away from their joint, on its first monotone piece.
        for scale in [1.0, 1e-3] {
            var path = Path()
            do {
                try path.move(to: placed(1, 1, scale: scale))
                try path.addLine(to: placed(0, 0, scale: scale))
                try path.addCurve(to: placed(0.6, 3, scale: scale), control1: placed(0.5, 0.1, scale: scale),
                                  control2: placed(0.5, 0.5, scale: scale))
            } catch {
                return "the crossing by a joint at scale \(scale) did not build: \(error)"
            }
            let t = 2.0.squareRoot() - 1, x = 1.5 * t * (1 - t) + 0.6 * t * t * t
            let crossing = placed(x, x, scale: scale), reach = 16 * path.intersectionTolerance
            let contacts = path.selfIntersections()
            guard !contacts.isEmpty, contacts.allSatisfy({ $0.kind == .crossing && $0.firstElementIndex == 1
                                                          && $0.secondElementIndex == 2
                                                          && $0.point.distance(to: crossing) <= reach }) else {
                return "a curve leaving a line's end below it and crossing it at \(crossing), at scale \(scale): "
                    + "\(contacts.isEmpty ? "no contact" : "\(contacts)"), where every contact is a crossing of "
                    + "elements 1 and 2 within \(reach) of it"
            }
        }
        // A near T-touch written 10⁶ from the origin along one axis only: a vertex 10⁻⁹ beside the
        // line from (10⁶, 0) to (10⁶ + 3·10⁻³, 10⁻³), a third of the way along (to within the
        // coordinates' rounding, ulp(10⁶) = 1.2·10⁻¹⁰), which is within the tolerance's resolution
        // floor (2⁻⁴⁸ × the largest coordinate magnitude, 3.6·10⁻⁹ here) and far outside the
        // relative tolerance alone (10⁻⁹ × the size, 3.9·10⁻¹²): a contact.
        for axis in [Vector(dx: 1, dy: 0), Vector(dx: 0, dy: 1)] {
            func far(_ along: Double, _ across: Double) -> Point {
                Point(x: axis.dx * (1e6 + along) - axis.dy * across, y: axis.dy * (1e6 + along) + axis.dx * across)
            }
            var path = Path()
            do {
                try path.move(to: far(0, 0))
                try path.addLine(to: far(3e-3, 1e-3))
                let normal = 1e-9 / 10.0.squareRoot()   // 10⁻⁹ along the line's left normal (−1, 3)/√10
                try path.move(to: far(1e-3 - normal, 1e-3 / 3 + 3 * normal))
                try path.addLine(to: far(0, 2.5e-3))
            } catch {
                return "the far T-touch did not build: \(error)"
            }
            let contacts = path.selfIntersections()
            guard !path.isSimple, contacts.contains(where: { $0.firstElementIndex == 1 && $0.secondElementIndex == 3 }) else {
                return "a vertex 10⁻⁹ beside a line, 10⁶ from the origin along \(axis): "
                    + "\(contacts.isEmpty ? "no contact" : "\(contacts)") at tolerance \(path.intersectionTolerance)"
            }
        }
        // A cubic and its reverse lying along it: the pair's search stops at its second contact
        // away from the ends instead of spending its budget on leaves nobody reads.
        let bent = CubicCurve(Point(x: 0, y: 0), Point(x: 1, y: 2), Point(x: 2, y: -1), Point(x: 3, y: 1))
        let doublingTolerance = 1e-9 * bent.controlBounds.diagonal
        let nudge = Vector(dx: 0, dy: 0.5 * doublingTolerance)
        let back = CubicCurve(bent.p3 + nudge, bent.p2 + nudge, bent.p1 + nudge, bent.p0 + nudge)
        let doubled = ContactBoundsProbe.curveContacts(.curve(bent), .curve(back), tolerance: doublingTolerance)
        let budget = ContactBoundsProbe.curveSearchBudget
        guard doubled.contacts.count == 2,
              doubled.contacts.allSatisfy({ $0.firstEnds.isEmpty || $0.secondEnds.isEmpty }),
              doubled.work < budget else {
            return "a cubic and its reverse \(0.5 * doublingTolerance) across it (tolerance \(doublingTolerance)): "
                + "\(doubled.contacts.map { "\($0)" }) after \(doubled.work) box tests, where two contacts away from the "
                + "ends settle the pair within its budget of \(budget)"
        }
        // Two curves whose control boxes lie 7 apart, far beyond the tolerance: the search's first
        // box test (of the whole pieces) settles the pair, so it finds nothing after exactly one.
        let apart = CubicCurve(Point(x: 10, y: 0), Point(x: 11, y: 2), Point(x: 12, y: -1), Point(x: 13, y: 1))
        let separate = ContactBoundsProbe.curveContacts(.curve(bent), .curve(apart), tolerance: doublingTolerance)
        guard separate.contacts.isEmpty, separate.work == 1 else {
            return "two cubics whose control boxes lie 7 apart (tolerance \(doublingTolerance)): "
                + "\(separate.contacts.map { "\($0)" }) after \(separate.work) box tests, where one box test finds none"
        }
        // Two long arcs, the second ending δ above the first's top, searched beyond their joint.
        // `gap`: how far (in radians, the radius being 1) the second sweep stops short of (0, 1).
        func longArcs(gap: Double) throws(GeometryError) -> (prepared: PreparedPath, end: Point, gap: Double) {
            let first = Arc(center: .zero, radius: 1, startAngle: 0, sweep: Double.pi)
            let second = Arc(center: Point(x: -1, y: 1), radius: 1, startAngle: -Double.pi / 2,
                             sweep: -(1.5 * Double.pi - gap))
            var path = Path()
            try path.move(to: first.startPoint)
            try path.addArc(first)
            try path.addArc(second, startingWithin: 1e-12)
            let end = second.endPoint
            return (PreparedPath(path), end, end.distance(to: .zero) - 1)
        }
        do {
            let tolerance = try longArcs(gap: 0).prepared.intersectionTolerance
            let inside = tolerance * (1 - 0x1p-17)
            // The end's distance from the first circle is the gap to within its square; one
            // correction takes up the rounding of the end's angle.
            let corrected = inside + (inside - (try longArcs(gap: inside)).gap)
            for (shortfall, sought) in [(corrected, inside), (2 * tolerance, 2 * tolerance)] {
                let figure = try longArcs(gap: shortfall)
                let segments = figure.prepared.segments
                guard segments.count == 2, figure.prepared.intersectionTolerance == tolerance,
                      Swift.abs(figure.gap - sought) <= 0x1p-20 * tolerance else {
                    return "the long arcs at a gap of \(sought) drew \(segments.count) segments at a gap of \(figure.gap), "
                        + "tolerance \(figure.prepared.intersectionTolerance) (\(tolerance) sought)"
                }
                let contacts = figure.prepared.contacts(incoming: 0, outgoing: 1, outside: [])
                let near = contacts.filter { $0.point.distance(to: figure.end) <= 8 * tolerance }
                guard sought < tolerance ? !near.isEmpty : near.isEmpty else {
                    return "two arcs too long for a hull, one ending \(figure.gap) from the other (tolerance \(tolerance)), "
                        + "searched beyond their joint: \(near.isEmpty ? "no contact" : "\(near)") near that end"
                }
            }
        } catch {
            return "the long arcs did not build: \(error)"
        }
        // A path of a lone move draws no piece: nothing to meet, and nothing to scan.
        var lone = Path()
        do { try lone.move(to: Point(x: 1, y: 2)) } catch { return "a lone move did not build: \(error)" }
        guard lone.selfIntersections().isEmpty, lone.isSimple else { return "a path of a lone move meets itself" }
        return nil
    }()

    /// What the clearance gets wrong on constructed figures whose clearance is known in closed
    /// form, or `nil`: asked once and folded into the ``path`` suite's
    /// ``Invariant/clearanceAgreement`` verdict.
    ///
    /// At scale 1 and 10⁻³:
    /// - Two open subpaths of one line each, `(0, 0)–(2, 2)` and `(3, 0)–(3/2, 1)`, in either order: the second
    ///   line's end `(3/2, 1)` lies beside the first at a cross product of exactly −1, the rest of
    ///   it farther on the same side, so their clearance is that end's distance
    ///   `|(2, 2) × (3/2, 1)| / |(2, 2)| = 1/√8`. Exact small coordinates give cross products of
    ///   exactly ±1 and 0, which generated paths never do, and where the line–line distance's
    ///   crossing test reads exact zeros.
    /// - Four horizontal lines `(0, y)–(4, y)` at heights 0, 1, 20, 20.5 (or 0, ½, 20, 21): clearance
    ///   ½ (exactly at scale 1) through the search over fine pieces (the fallback for curves the path-order tree
    ///   cannot part), which must not stop at the pair 1 apart.
    /// - A closed ellipse (radii 2 and 1) drawn as the cubics of one elliptical arc
    ///   (``FilletGeometry/Path/partRuns``): one part, as an arc is, so no two of its pieces are
    ///   apart and the clearance is ∞ (no suite holds the clearance of an elliptical part).
    /// - The distance from points well off a cubic against dense sampling (``curveDistanceMisread``).
    static let clearanceProbeMisread: String? = {
        // Either line first: the distance test reads each line's ends against the other's carrier.
        for scale in [1.0, 1e-3] {
            for leaningFirst in [false, true] {
                let lines = [(Point(x: 0, y: 0), Point(x: 2 * scale, y: 2 * scale)),
                             (Point(x: 3 * scale, y: 0), Point(x: 1.5 * scale, y: scale))]
                var path = Path()
                do {
                    for (from, to) in leaningFirst ? lines.reversed() : lines {
                        try path.move(to: from)
                        try path.addLine(to: to)
                    }
                } catch {
                    return "the lines at scale \(scale) did not build: \(error)"
                }
                let expected = scale / 8.0.squareRoot(), clearance = path.clearance()
                guard Swift.abs(clearance - expected) <= 1e-12 * scale else {
                    return "the lines (0, 0)–(2, 2) and (3, 0)–(3/2, 1) at scale \(scale)"
                        + "\(leaningFirst ? ", the second first" : ""): clearance \(clearance), where it is \(expected)"
                }
            }
            // Two pairs of parallel lines, 1 and ½ apart (exactly), the nearer pair above or below:
            // the search over fine pieces keeps the least distance whichever pair it measures first.
            for nearerBelow in [false, true] {
                var pairs = Path()
                do {
                    for height in nearerBelow ? [20.0, 21, 0, 0.5] : [0.0, 1, 20, 20.5] {
                        try pairs.move(to: Point(x: 0, y: height * scale))
                        try pairs.addLine(to: Point(x: 4 * scale, y: height * scale))
                    }
                } catch {
                    return "the parallel lines at scale \(scale) did not build: \(error)"
                }
                var prepared = PreparedPath(pairs)
                let fine = prepared.clearanceReusingTable(strategy: .finePieces)
                guard Swift.abs(fine - 0.5 * scale) <= 1e-12 * scale else {
                    return "two pairs of parallel lines 1 and ½ apart at scale \(scale): clearance over the fine pieces "
                        + "\(fine), where it is \(0.5 * scale)"
                }
            }
            // A whole ellipse, drawn as the cubics of one elliptical arc (one part), closed: its
            // one part has no other part to be apart from.
            var ellipse = Path()
            do {
                try ellipse.addArc(Arc(center: .zero, radius: 1, startAngle: 0.25, sweep: 2 * Double.pi),
                                   transformedBy: .translation(x: 3 * scale, y: -2 * scale) * .scale(x: 2 * scale, y: scale))
                ellipse.closeSubpath()
            } catch {
                return "the ellipse at scale \(scale) did not build: \(error)"
            }
            let ellipseClearance = ellipse.clearance()
            guard ellipseClearance == .infinity else {
                return "a closed ellipse (radii \(2 * scale), \(scale); \(ellipse.elements.count) elements in "
                    + "\(ellipse.partRuns.count) parts): clearance \(ellipseClearance), where its one part has no other"
            }
        }
        return curveDistanceMisread
    }()
}

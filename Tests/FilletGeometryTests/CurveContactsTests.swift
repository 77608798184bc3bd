import Foundation
import Testing
@testable import FilletGeometry

/// The curve contact search: it stops at its second contact away from the segments' ends (the
/// result keeps those two first), and it separates pieces lying close along each other.
@Suite struct CurveContactsTests {
    func point(_ random: inout SeededGenerator, _ scale: Double) -> Point {
        Point(x: Double.random(in: -1...1, using: &random) * scale, y: Double.random(in: -1...1, using: &random) * scale)
    }

    func curve(_ random: inout SeededGenerator, _ scale: Double) -> CubicCurve {
        CubicCurve(point(&random, scale), point(&random, scale), point(&random, scale), point(&random, scale))
    }

    /// A partner for `curve`: a stretch of it, reversed or not, nudged by a fraction of the
    /// tolerance (lying along it); a crossing curve; a line; or an arc.
    func partner(of curve: CubicCurve, _ random: inout SeededGenerator, scale: Double,
                 tolerance: Double) -> PathSegment.Geometry {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let from = Double.random(in: 0...0.4, using: &random), to = Double.random(in: 0.6...1, using: &random)
            var stretch = curve.split(at: to).0.split(at: from / to).1
            if Bool.random(using: &random) { stretch = CubicCurve(stretch.p3, stretch.p2, stretch.p1, stretch.p0) }
            let nudge = Vector(dx: 0, dy: Double.random(in: -0.5...0.5, using: &random) * tolerance)
            return .curve(CubicCurve(stretch.p0 + nudge, stretch.p1 + nudge, stretch.p2 + nudge, stretch.p3 + nudge))
        case 1:
            return .curve(self.curve(&random, scale))
        case 2:
            return .line(from: point(&random, scale), to: point(&random, scale))
        default:
            return .arc(Arc(center: point(&random, scale), radius: scale * Double.random(in: 0.1...1, using: &random),
                            startAngle: Double.random(in: -3...3, using: &random),
                            sweep: Double.random(in: -3...3, using: &random)))
        }
    }

    /// A point's distance search stopped at a ceiling (for a minimum over segments) leaves the
    /// least of the ceiling and the distance unchanged, to the bit, and never returns less than
    /// the full search.
    @Test(arguments: [1e-3, 1.0, 1e3])
    func aCeilingLeavesTheLeastOfItAndTheDistanceUnchanged(scale: Double) {
        var random = SeededGenerator(seed: 48)
        for _ in 0..<200 {
            let target = curve(&random, scale)
            let point = Point(x: scale * Double.random(in: -2...2, using: &random),
                              y: scale * Double.random(in: -2...2, using: &random))
            let accuracy = 1e-13 * target.controlBounds.diagonal
            let full = CurveContacts.distanceSquared(from: point, to: target, accuracy: accuracy).squareRoot()
            for ceiling in [0, 0.5 * full, full.nextDown, full, full.nextUp, 1.5 * full, 4 * full] {
                let stopped = CurveContacts.distanceSquared(from: point, to: target, accuracy: accuracy,
                                                            ceiling: ceiling).squareRoot()
                #expect(Swift.min(ceiling, stopped).bitPattern == Swift.min(ceiling, full).bitPattern,
                        "\(target), \(point), ceiling \(ceiling)")
                #expect(stopped >= full)
            }
        }
    }

    @Test(arguments: [1e-3, 1.0, 1e3])
    func stoppingAtTheSecondContactAwayFromTheEndsChangesNothing(scale: Double) {
        var random = SeededGenerator(seed: 41)
        // A coarse tolerance keeps the full search on the stretches lying along their curve
        // (hundreds of leaves each) short enough for a debug build.
        let tolerance = 1e-3 * scale
        var stoppedEarly = 0
        for _ in 0..<200 {
            let first = curve(&random, scale)
            let second = partner(of: first, &random, scale: scale, tolerance: tolerance)
            let a = PreparedSegment(.curve(first)), b = PreparedSegment(second)
            let stopped = CurveContacts.contacts(a, b, tolerance: tolerance)
            let full = CurveContacts.contacts(a, b, tolerance: tolerance, searchesPastTheResult: true)
            #expect(stopped == full, "\(first) and \(second)")
            if stopped.count == 2, stopped.allSatisfy({ $0.firstEnds.isEmpty || $0.secondEnds.isEmpty }) {
                stoppedEarly += 1
            }
        }
        // The stretches lying along their curve are the pairs the stop is for.
        #expect(stoppedEarly >= 20)
    }

    /// Two parallel curves (one translated along y, so they never meet) separated by `gap`, each
    /// closing into its own quadrilateral: the size is about 4.2, the tolerance 4.3·10⁻⁹.
    func parallelCurves(gap: Double) throws -> Path {
        try Path(svgPathData: "M0 0 C1 1 2 1 3 0 L3 -1 L0 -1 Z M0 \(gap) C1 \(1 + gap) 2 \(1 + gap) 3 \(gap) L3 2 L0 2 Z")
    }

    /// Parallel curves down to a few tolerances apart are told apart: the search bounds pieces by
    /// their chord-aligned boxes, whose error is the sagitta, not the width. With axis-aligned
    /// boxes alone it ran out of box tests and reported a crossing for gaps up to 3·10⁻⁴ (7·10⁻⁵
    /// of the size).
    @Test(arguments: [1e-3, 1e-4, 1e-5, 1e-6, 1e-7])
    func parallelCurvesApartAreSimple(gap: Double) throws {
        let path = try parallelCurves(gap: gap)
        #expect(path.isSimple)
        #expect(path.selfIntersections().isEmpty)
        // The closest approach is where the slope is steepest (45°, at the ends): gap·cos 45°.
        let clearance = path.clearance()
        #expect(clearance >= gap * 0.7 && clearance <= gap * 1.0001)
    }

    /// Curves closer than the tolerance still touch.
    @Test func parallelCurvesWithinTheToleranceTouch() throws {
        let path = try parallelCurves(gap: 1e-9)
        #expect(!path.isSimple)
        #expect(!path.selfIntersections().isEmpty)
    }

    /// A cubic closed by its chord, leaving the shared start 8° and 12° from the chord (a thin
    /// wedge at a joint turning by ≈170°): simple, as a dense flattening confirms (shapely,
    /// 20 000 points: ring simple, 2.4·10⁻⁵ and 3.6 apart away from the ends). Axis-aligned
    /// boxes along the wedge used up the search and reported a crossing at the joint.
    @Test(arguments: ["M-0.00640675 0.00302912 C-0.00484886 0.00840502 -0.00427039 0.00912558 -0.00547902 0.00966854 Z",
                      "M-40.5417 -312.8 C171.289 255.467 -18.3114 412.655 19.6089 78.9644 Z"])
    func thinWedgeAtAJointIsSimple(data: String) throws {
        let path = try Path(svgPathData: data)
        #expect(path.isSimple)
        #expect(path.selfIntersections().isEmpty)
    }

    /// The labels of contacts away from the segments' ends: a cubic whose apex (15, 7.5) touches a
    /// line tangentially gives touching contacts only, never "crossings"; the line
    /// 10⁻⁷ lower (3 tolerances deep at size 30.9) is crossed twice. Either way the path fails.
    @Test(arguments: [(7.5, IntersectionKind.touching), (7.4999999, .crossing), (7.49, .crossing)])
    func aTangentialTouchIsTouchingAndACrossingCrossing(lineHeight: Double, expected: IntersectionKind) throws {
        let path = try Path(svgPathData: "M0 0 C10 10 20 10 30 0 M0 \(lineHeight) L30 \(lineHeight)")
        let found = path.selfIntersections()
        #expect(!found.isEmpty && !path.isSimple)
        #expect(Set(found.map(\.kind)) == [expected], "\(found)")
    }

    /// A straight cubic crossing a line at 1° (or 5°) a few dozen tolerances before the line's
    /// end, in both element orders: the segments part by 2 tolerances only past the end (115
    /// tolerances from the crossing at 1°), where the march follows the end tangents. Without
    /// them these would read as touching.
    @Test(arguments: ["M0 0 L100 0 M98.999995 -0.0174551 C99.6666617 -0.0058184 100.3333283 0.0058184 100.999995 0.0174551",
                      "M98.999995 -0.0174551 C99.6666617 -0.0058184 100.3333283 0.0058184 100.999995 0.0174551 M0 0 L100 0",
                      "M0 0 L100 0 M98.999998 -0.0874887 C99.6666647 -0.0291629 100.3333313 0.0291629 100.999998 0.0874887"])
    func aShallowCrossingNearAnEndIsCrossing(data: String) throws {
        let found = try Path(svgPathData: data).selfIntersections()
        #expect(!found.isEmpty && found.allSatisfy { $0.kind == .crossing }, "\(found)")
    }

    /// Two cubic circles touching where both are exact (the ends of their quarter arcs, (10, 0)),
    /// whose curves stay within the tolerance of each other for 5·10⁻⁴ along the tangent there:
    /// every contact between them is touching.
    @Test func cubicCirclesTouchingAtTheirQuarterEndsOnlyTouch() throws {
        let k = 5.5228475
        let path = try Path(svgPathData: "M10 0 C10 \(k) \(k) 10 0 10 C-\(k) 10 -10 \(k) -10 0 C-10 -\(k) -\(k) -10 0 -10 "
            + "C\(k) -10 10 -\(k) 10 0 Z M10 0 C10 -\(k) \(20 - k) -10 20 -10 C\(20 + k) -10 30 -\(k) 30 0 "
            + "C30 \(k) \(20 + k) 10 20 10 C\(20 - k) 10 10 \(k) 10 0 Z")
        let found = path.selfIntersections()
        #expect(found.count >= 2 && found.allSatisfy { $0.kind == .touching }, "\(found)")
    }

    /// A path doubling back on itself along a curve (every piece on the line y = x) fails with
    /// contacts away from its joints, labelled touching: the pieces lie along each other to their
    /// ends and never leave to opposite sides.
    @Test func aCurveDoublingBackIsReportedTouchingItself() throws {
        let path = try Path(svgPathData: "M0 0 T5 5 t5 5 S1 1 2 2 s3 3 4 4 Z")
        let found = path.selfIntersections()
        #expect(found.contains { $0.kind == .touching && $0.firstElementIndex != $0.secondElementIndex })
        #expect(!found.contains { $0.kind == .crossing })
        #expect(!path.isSimple)
    }

    /// The contacts of two consecutive segments outside a disc about their joint: a quadratic that
    /// ends in a sharp spike (the line leaves 4° from its end tangent) and crosses that line farther
    /// out, at (76.39710, 148.53330) by a 400 000-point flattening. Outside a small disc the crossing
    /// is found; a disc covering both segments leaves nothing, and a spike with no crossing has none.
    @Test func contactsBeyondAJointAreFoundOutsideTheDisc() throws {
        let crossing = PreparedPath(try Path(
            svgPathData: "M114.2897 -33.8216 Q143.9148 78.0815 64.2519 162.3067 L204.7295 2.9965 Z"))
        let size = crossing.characteristicSize, joint = crossing.segments[0].end
        let found = crossing.contacts(incoming: 0, outgoing: 1, outside: [Disc(center: joint, radius: 1e-4 * size)])
        #expect(!found.isEmpty)
        for contact in found {
            #expect(contact.kind == IntersectionKind.crossing)
            #expect(contact.firstElementIndex == 1 && contact.secondElementIndex == 2)
            #expect(contact.point.distance(to: Point(x: 76.39710, y: 148.53330)) < 1e-4)
        }
        #expect(crossing.contacts(incoming: 0, outgoing: 1, outside: [Disc(center: joint, radius: 2 * size)]).isEmpty)

        let spike = PreparedPath(try Path(
            svgPathData: "M119.7260 -7.1372 Q99.1992 187.6916 1.1371 44.9238 L15.7906 63.3565 Z"))
        let tip = Disc(center: spike.segments[0].end, radius: 1e-4 * spike.characteristicSize)
        #expect(spike.contacts(incoming: 0, outgoing: 1, outside: [tip]).isEmpty)
    }

    /// A quadratic, then an arc sweeping 359.994° from the quadratic's end back to 10⁻⁴ short of it,
    /// crossing the quadratic on the way at (−0.958, −0.286), 1.19 from the joint (a 20 000-point
    /// flattening). Once the joint's contact was found, the arc's far half (whose box reaches back to
    /// the joint) was merged into it with the whole quadratic, and the crossing went unreported.
    /// Closing the arc within a few tolerances of the joint hides nothing either.
    @Test(arguments: ["M-1.5,0Q-.3-.6,0-1A1,1,0,1,1-.0001-.999999995", "M0-1.5Q.5-.3 1 0A1 1 0 1 1 1-.0000000064"])
    func aCrossingBehindAJointIsFound(data: String) throws {
        let path = try Path(svgPathData: data)
        #expect(!path.isSimple)
        #expect(path.selfIntersections().contains { $0.kind == IntersectionKind.crossing })
    }

    /// Far from the origin the search halves its pieces relative to the pair's centre: at
    /// (4·10⁶, 4·10⁶) a coordinate's ulp is 0.4 of a contact tolerance, more than a leaf's quarter,
    /// so pieces halved there stopped shrinking, the pair ran out of box tests and a lone parabola
    /// was reported crossing itself. Tested against the same shape at the origin.
    @Test(arguments: [0.0, 1e6, 4e6, 1e9])
    func aParabolaFarFromTheOriginDoesNotCrossItself(offset: Double) throws {
        func at(_ x: Double, _ y: Double) -> String { "\(offset + x) \(offset + y)" }
        let parabola = try Path(svgPathData: "M\(at(2, 1)) Q\(at(1, -1)) \(at(0, 1))")
        #expect(parabola.selfIntersections().isEmpty, "offset \(offset)")
        let closed = try Path(svgPathData: "M\(at(2, 1)) Q\(at(1, -1)) \(at(0, 1)) Z")
        #expect(closed.selfIntersections().isEmpty, "offset \(offset)")
    }

    /// A cubic and a quadratic that both pass exactly through (10⁶, −7·10⁵), in two subpaths,
    /// 2·10⁻³ across: a coordinate's ulp there is 49 relative tolerances, so the curves' monotone
    /// pieces (halved at those coordinates) missed each other by more than one. With the
    /// resolution floor the crossing is found; at the origin it always was.
    @Test(arguments: [0.0, 1e6])
    func curvesMeetingExactlyFarFromTheOriginMeet(offset: Double) throws {
        func at(_ x: Double, _ y: Double) -> String { "\(offset + x) \(-0.7 * offset + y)" }
        let path = try Path(svgPathData: "M\(at(-0.0008718558, -0.0005743409)) C\(at(-0.0003480102, 0.0000001417)) "
                                       + "\(at(0.0002906186, 0.000191447)) \(at(0.0010440305, -0.000000425)) "
                                       + "M\(at(0.0008718558, 0.0005743409)) Q\(at(0.0000860874, -0.000287383)) "
                                       + "\(at(-0.0010440305, 0.000000425))")
        #expect(!path.isSimple, "offset \(offset)")
    }

    /// A cubic beside an arc of radius 500 000 at the origin, 6 tolerances apart: the chord-aligned
    /// bound's rounding allowance reads the arc's hull, not its far centre (|centre| + 7r made it
    /// 10 tolerances, and the pair was reported crossing).
    @Test func aCurveSixTolerancesFromAnArcOfHugeRadiusIsClear() throws {
        let path = try Path(svgPathData: [
            "M-0.4977100049066013 -1.3313094122013376 L-0.9078987615254174 -0.4193087631097321",
            "C-0.30536751221926456 -0.13368958337596668 0.3026329205084724 0.13976958770324402",
            "0.9161025366577936 0.4010687501279 L1.3262912932766098 -0.5109318989637055",
            "L2.2382919423938326 -0.10074314233336767 L1.4138121174783496 1.7323791052971553",
            "L0.5018114683867441 1.3221903486783393 L0.9120002250055601 0.4101896995867339",
            "A500000 500000 24.216692747364938 0 0 -0.9120010732288852 -0.41018781367394175",
            "L-1.3221898298477013 0.5018128354176636 L-2.234190478939307 0.0916240787988476",
            "L-1.409710654023824 -1.7414981688316753 Z",
        ].joined(separator: " "))
        #expect(path.selfIntersections().isEmpty)
    }

    /// A line and a parabola 6 tolerances apart at 3·10⁴ from the origin (the parabola's apex over
    /// the line's middle, rotated 30°): the chord-aligned bound allows for its own rounding (64
    /// ulps of the pieces' coordinates), not 10⁻¹² of the path's magnitude, 10 tolerances here,
    /// which kept the pair from being told apart until it ran out of box tests.
    @Test func aLineAndAParabolaSixTolerancesApartFarFromTheOriginAreClear() throws {
        let path = try Path(svgPathData: [
            "M29998.700962812625 -21000.750001590543 L30001.299037187375 -20999.249998409457",
            "L30000.50000106036 -21000.866024791583 Z M30000.36602372079 -20998.633974129993",
            "Q30000.500001049935 -21000.86602477352 29998.633974137625 -20999.633976250716 Z",
        ].joined(separator: " "))
        #expect(path.selfIntersections().isEmpty)
        let clearance = PreparedPath(path).clearance() / path.intersectionTolerance
        #expect(clearance > 5.9 && clearance < 6.1, "clearance \(clearance) tolerances")
    }

    /// The contact search's early-exit separation test answers as the comparison of the maximum of
    /// the four separations does, on random hulls with the reach at, below and above that maximum,
    /// and with NaN coordinates (a NaN maximum never exceeds).
    @Test func orientedSeparationExceedsIsTheMaximumsComparison() {
        var random = SeededGenerator(seed: 4_802)
        func hull(_ scale: Double) -> (Point, Point, Point, Point) {
            (point(&random, scale), point(&random, scale), point(&random, scale), point(&random, scale))
        }
        var exceeded = 0, held = 0
        for index in 0..<4_000 {
            var first = hull(1), second = hull(1)
            let offset = Vector(dx: Double.random(in: -3...3, using: &random), dy: Double.random(in: -3...3, using: &random))
            second = (second.0 + offset, second.1 + offset, second.2 + offset, second.3 + offset)
            if index % 97 == 0 { first.1 = Point(x: .nan, y: 0) }
            if index % 89 == 0 { second.2 = Point(x: 0, y: .nan) }
            let u = CurveContacts.axis(of: first), v = CurveContacts.axis(of: second)
            let maximum = CurveContacts.orientedSeparation(first, u, second, v)
            for reach in [maximum, maximum.nextDown, maximum.nextUp, 0.5 * maximum, -1, .nan] {
                let expected = maximum > reach
                #expect(CurveContacts.orientedSeparationExceeds(reach, first, u, second, v) == expected,
                        "case \(index), reach \(reach), maximum \(maximum)")
                if expected { exceeded += 1 } else { held += 1 }
            }
            #expect(!CurveContacts.orientedSeparationExceeds(0, nil, u, second, v))
        }
        #expect(exceeded > 1_000 && held > 1_000, "\(exceeded) exceeded, \(held) held")
    }

    /// A point's distance to a curve scales with the figure: the search's bounds are relative to
    /// the size (the chord-aligned gap is a Euclidean length, its rounding allowance a fraction of
    /// the magnitude), so the same figure at 10⁻³, 10⁻⁶ and 10³ gives the distance at scale 1
    /// times the scale, to within the search's accuracy (10⁻¹³ of the curve's extent) each way.
    @Test(arguments: [1e-3, 1e-6, 1e3])
    func aPointsDistanceToACurveScalesWithTheFigure(scale: Double) {
        var random = SeededGenerator(seed: 4_807)
        func scaled(_ point: Point) -> Point { Point(x: scale * point.x, y: scale * point.y) }
        for _ in 0..<300 {
            let unit = curve(&random, 1)
            let point = Point(x: Double.random(in: -2...2, using: &random), y: Double.random(in: -2...2, using: &random))
            let extent = unit.controlBounds.diagonal
            let atOne = CurveContacts.distanceSquared(from: point, to: unit, accuracy: 1e-13 * extent).squareRoot()
            let target = CubicCurve(scaled(unit.p0), scaled(unit.p1), scaled(unit.p2), scaled(unit.p3))
            let atScale = CurveContacts.distanceSquared(from: scaled(point), to: target,
                                                        accuracy: 1e-13 * scale * extent).squareRoot()
            #expect(Swift.abs(atScale / scale - atOne) <= 4e-13 * extent, "\(unit), \(point): \(atScale / scale) vs \(atOne)")
        }
    }

    /// The distance search between segments stops at its budget of box tests, which callers
    /// charge to their own: concentric arcs ½ apart searched at accuracy 0 never settle (every
    /// pair's bound lies below ½ by about its pieces' sagittas), so they use exactly the budget,
    /// and the distance found is ½ to rounding.
    @Test func theDistanceSearchStopsAtItsBudget() {
        let inner = Arc(center: Point(x: 0.5, y: -0.25), radius: 1, startAngle: 0.3, sweep: 1)
        let outer = Arc(center: Point(x: 0.5, y: -0.25), radius: 1.5, startAngle: 0.3, sweep: 1)
        var work = 0
        let distance = CurveContacts.distance(.arc(inner), .arc(outer), accuracy: 0, relativeAccuracy: 0, work: &work)
        #expect(work == CurveContacts.subdivisionBudget)
        #expect(Swift.abs(distance - 0.5) <= 1e-12, "\(distance)")
    }

    /// A cubic and its reverse nudged across it by half the tolerance (a path doubling back): the
    /// pair's two contacts away from the ends settle it, within its budget of box tests (leaf by
    /// leaf, ~10⁹ tolerances of stretch lying along each other would need far more).
    @Test(arguments: [1e-3, 1.0, 1e3])
    func aPairDoublingBackIsSettledWithinItsBudget(scale: Double) {
        func scaled(_ x: Double, _ y: Double) -> Point { Point(x: scale * x, y: scale * y) }
        let bent = CubicCurve(scaled(0, 0), scaled(1, 2), scaled(2, -1), scaled(3, 1))
        let tolerance = 1e-9 * bent.controlBounds.diagonal
        let nudge = Vector(dx: 0, dy: 0.5 * tolerance)
        let back = CubicCurve(bent.p3 + nudge, bent.p2 + nudge, bent.p1 + nudge, bent.p0 + nudge)
        var work = 0
        let contacts = CurveContacts.contacts(PreparedSegment(.curve(bent)), PreparedSegment(.curve(back)),
                                              tolerance: tolerance, work: &work)
        #expect(contacts.count == 2)
        #expect(contacts.allSatisfy { $0.firstEnds.isEmpty || $0.secondEnds.isEmpty })
        #expect(work < CurveContacts.subdivisionBudget, "\(work) box tests")
    }

    /// The distance search's lower bound is exact for straight pieces whose distance is attained
    /// across one's chord, whichever piece comes first: the line (0, 0)–(4, 0) and the line
    /// (1, 1)–(2, 2) at 45° above it, turned by 30° so that their boxes overlap, are 1 apart, which
    /// the first's chord frame shows and the second's does not.
    @Test func theLowerBoundIsExactAcrossAStraightPiecesChord() {
        let turn = Double.pi / 6
        func turned(_ x: Double, _ y: Double) -> Point {
            Point(x: x * cos(turn) - y * sin(turn), y: x * sin(turn) + y * cos(turn))
        }
        let base = CurveContacts.BoundedPiece(CurveContacts.Piece(.line(from: turned(0, 0), to: turned(4, 0))))
        let slanted = CurveContacts.BoundedPiece(CurveContacts.Piece(.line(from: turned(1, 1), to: turned(2, 2))))
        #expect(CurveContacts.gap(base.box, slanted.box) == 0)
        for (first, second) in [(base, slanted), (slanted, base)] {
            let bound = CurveContacts.lowerBound(first, second)
            #expect(Swift.abs(bound - 1) <= 1e-12, "\(bound)")
        }
    }
}

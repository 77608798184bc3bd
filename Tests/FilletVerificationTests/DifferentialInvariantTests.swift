import Foundation
import Testing
import FilletGeometry
import FilletShapes
import FilletTestSupport
import FilletSupport
import PropertyCheck
@testable import FilletVerification

/// The differential invariants: the core's exact measures against the flattened polyline.
@Suite struct DifferentialInvariantTests {
    /// One run of each suite (seed 11, 300 cases), shared by that suite's differential invariants,
    /// so each (suite, invariant) is its own test case without running the suite five times.
    static let suiteReports: [String: Result<PropertyReport, any Error>] = Dictionary(
        uniqueKeysWithValues: VerificationSuite.all.map { suite in
            (suite.name, Result { try suite.run(RunConfiguration(seed: 11, cases: 300, recordsFailures: false)) })
        })

    /// The suites that run the catalogue (the svg suite checks the reader, not a path's measures;
    /// the user-path suite the users' gate on known joins).
    static let catalogueSuites = VerificationSuite.all.map(\.name)
        .filter { $0 != VerificationSuite.svg.name && $0 != VerificationSuite.userPath.name }

    @Test(arguments: catalogueSuites, Invariant.differential)
    func differentialInvariantsHoldOnEverySuite(_ name: String, _ invariant: Invariant) throws {
        let report = try #require(Self.suiteReports[name], "\(name) not run").get()
        let check = try #require(report.checks.first { $0.name == invariant.name }, "\(name): \(invariant.name) not run")
        #expect(check.failures == 0, "\(name) \(invariant.name): \(check.worstDetail ?? "")")
        #expect(check.evaluations == report.casesRun, "\(name) \(invariant.name)")
        #expect(check.worstMargin.map(\.isFinite) == true, "\(name) \(invariant.name): margins must be finite numbers")
    }

    @Test func arcThatStartsAwayFromThePenFailsAreaAgreement() throws {
        // The exact area bridges the 0.5 gap with a line to the arc's start; the polyline's first
        // chord runs from the pen straight to the arc's first interior point: they differ by far
        // more than rounding.
        let arc = Arc(center: Point(x: 80, y: 20.5), radius: 20, startAngle: -.pi / 2, sweep: .pi / 2)
        let path = try Path(elements: [.move(to: .zero), .line(to: Point(x: 80, y: 0)), .arc(arc),
                                       .line(to: Point(x: 100, y: 100)), .line(to: Point(x: 0, y: 100)), .close])
        let report = Catalogue.checkAsConstruction(path)
        expectVerdict(report, .areaAgreement, passes: false)
        expectVerdict(report, .boundsAgreement, passes: true)
    }

    @Test(arguments: [1e-6, 1.0, 1e6], Invariant.differential)
    func filletedShapesAgreeWithTheirPolylineAtEveryScale(scale: Double, invariant: Invariant) throws {
        var spec = ShapeSpec.RectParameters()
        spec.rect = Rect(x: 3 * scale, y: -2 * scale, width: 200 * scale, height: 120 * scale)
        spec.cornerRadii = RoundedRect.CornerRadii(topLeft: 10 * scale, topRight: 0, bottomRight: 30 * scale,
                                                   bottomLeft: 5 * scale)
        let report = try Catalogue.check(ShapeSpec.rect(spec))
        expectVerdict(report, invariant, passes: true)
    }

    /// (chord angle φ per chord, radius): the excess bound covers r·φ − 2r·sin(φ/2) whenever the
    /// sagitta r·(1 − cos(φ/2)) is within the bound's sagitta.
    @Test(arguments: [(0.01, 1.0), (0.3, 1.0), (1.0, 0.5), (2.0, 0.2), (3.0, 0.1), (6.0, 0.01), (0.5, 1e6),
                      (1e-4, 3.0), (0.49, 1.0), (0.51, 1.0)])
    func chordExcessBoundCoversTheArcOverItsChord(_ angle: Double, _ radius: Double) {
        // Written without cancellation (x − sin x and 1 − cos x by their series for small x), so
        // the reference is exact to rounding even for the flattest chords.
        let x = angle / 2
        let chord = 2 * radius * sin(x)
        let sagitta = 2 * radius * sin(x / 2) * sin(x / 2)
        let xMinusSine = x < 0.01 ? x * x * x * (1.0 / 6 - x * x / 120 + x * x * x * x / 5040) : x - sin(x)
        let excess = 2 * radius * xMinusSine
        let bound = Catalogue.chordExcessBound(chord, sagitta: sagitta * (1 + 1e-12), radius: radius)
        #expect(bound >= excess * (1 - 1e-9), "bound \(bound) < excess \(excess)")
        // Not absurdly loose for minor arcs: within a factor 2 of the truth.
        if angle <= .pi / 2 { #expect(bound <= 2 * excess + 1e-15) }
    }

    /// The series used for flat chords (t = 2s/c ≤ 1/8) agrees with the closed form where that
    /// is well conditioned (t ≥ 10⁻³) to 1e-8 and never falls below it; below, where `h / sin h − 1`
    /// cancels to nothing (the closed form gave 0 under t ≈ 10⁻⁸, no bound at all), it keeps the
    /// leading term 2t²/3.
    @Test func chordExcessSeriesMatchesTheClosedForm() {
        var checked = 0
        for exponent in stride(from: -9.0, through: log10(0.125), by: 0.05) {
            let t = pow(10, exponent), chord = 3.0
            let series = Catalogue.chordExcessBound(chord, sagitta: t * chord / 2, radius: 1e9)
            if t >= 1e-3 {
                let half = 2 * atan(t)
                let closed = chord * (half / sin(half) - 1)
                #expect(series >= closed * (1 - 1e-9), "t = \(t): series \(series) below the closed form \(closed)")
                // Looser by the series' first dropped term at most: t⁸/11 relative, 6e-9 at t = 1/8.
                #expect(series <= closed * (1 + 1e-8), "t = \(t): series \(series) above the closed form \(closed)")
            } else {
                let leading = chord * 2 * t * t / 3
                // Within rounding (1e-12) of the leading term, less at most its t² share.
                #expect(series >= leading * (1 - t * t - 1e-12), "t = \(t): series \(series) below 2t²/3·c")
                #expect(series <= leading * (1 + 1e-12), "t = \(t): series \(series) above 2t²/3·c")
            }
            checked += 1
        }
        #expect(checked > 150)
    }

    @Test(arguments: [
        ([(0.0, 0.0), (1, 0), (1, 1), (0, 1)], 1),               // toward increasing angle
        ([(0.0, 0.0), (0, 1), (1, 1), (1, 0)], -1),
        ([(0.0, 0.0), (2, 0), (2, 1), (1, 1), (1, 2), (0, 2)], 1),   // an L: one reflex corner
    ] as [([(Double, Double)], Int)])
    func tangentWindingCountsTheTurnsOfARing(_ coordinates: [(Double, Double)], _ expected: Int) {
        let points = coordinates.map { Point(x: $0.0, y: $0.1) }
        let winding = points.withUnsafeBufferPointer {
            Catalogue.tangentWinding($0, 0..<points.count, degenerateLength: 0)
        }
        #expect(winding == expected)
    }

    @Test func tangentWindingOfAPentagramIsTwo() {
        let points = (0..<5).map { k in Point(x: cos(Double(2 * k) * 2 * .pi / 5), y: sin(Double(2 * k) * 2 * .pi / 5)) }
        let winding = points.withUnsafeBufferPointer { Catalogue.tangentWinding($0, 0..<5, degenerateLength: 0) }
        #expect(winding == 2)
        let reversed = Array(points.reversed())
        #expect(reversed.withUnsafeBufferPointer { Catalogue.tangentWinding($0, 0..<5, degenerateLength: 0) } == -2)
    }

    /// (exact simple, non-local exact contacts, polyline crosses robustly, polyline clear) →
    /// (holds, compared).
    @Test(arguments: [
        (true, 0, true, false, false, true),
        (true, 0, false, true, true, true),
        (true, 0, false, false, true, false),
        (false, 2, true, false, true, true),
        (false, 1, false, true, false, true),
        (false, 0, false, true, true, false),
        (false, 3, false, false, true, false),
    ])
    func intersectionAgreementComparesOnlyWherePolylineDecides(_ simple: Bool, _ nonLocal: Int, _ crosses: Bool,
                                                               _ clear: Bool, _ holds: Bool, _ compared: Bool) {
        let verdict = Catalogue.intersectionVerdicts(exactIsSimple: simple, exactNonLocalContacts: nonLocal,
                                                     polylineCrosses: crosses, polylineIsClear: clear)
        #expect(verdict.holds == holds && verdict.compared == compared)
    }

    @Test func robustCrossingNeedsEveryEndClearOfTheOtherLine() {
        func edge(_ a: (Double, Double), _ b: (Double, Double)) -> PolylineEdge {
            let from = Point(x: a.0, y: a.1), to = Point(x: b.0, y: b.1)
            return PolylineEdge(from: from, to: to, ring: 0, start: 0, end: 0, box: BoundingBox(from, to))
        }
        let horizontal = edge((-1, 0), (1, 0))
        #expect(Catalogue.crossesRobustly(horizontal, edge((0, -1), (0, 1)), margin: 0.5))
        #expect(!Catalogue.crossesRobustly(horizontal, edge((0, -0.2), (0, 1)), margin: 0.5))   // an end too near
        #expect(!Catalogue.crossesRobustly(horizontal, edge((0.9, -1), (0.9, 1)), margin: 0.5)) // near horizontal's end
        #expect(Catalogue.chordDistance(horizontal, edge((0, -1), (0, 1))) == 0)
        expectNear(Catalogue.chordDistance(horizontal, edge((0, 0.5), (0, 1))), 0.5, tolerance: 1e-15)
    }

    @Test(arguments: [1, 2, 7, 64, 500])
    func edgesAreSweptInIncreasingMinX(_ count: Int) {
        var generator = SplitMix64(seed: UInt64(count))
        let edges = (0..<count).map { index -> PolylineEdge in
            let x = Double(generator.next() % 1000) / 7, y = Double(index)
            let from = Point(x: x, y: y), to = Point(x: x + 1, y: y + 1)
            return PolylineEdge(from: from, to: to, ring: 0, start: 0, end: 0, box: BoundingBox(from, to))
        }
        var order: [Int] = [], buckets: [Int] = []
        Catalogue.sortByMinX(edges, into: &order, buckets: &buckets)
        #expect(order.sorted() == Array(0..<count))
        #expect(zip(order, order.dropFirst()).allSatisfy { edges[$0].box.minX <= edges[$1].box.minX })
    }

    @Test func selfIntersectingShapesAgreeWithTheirPolylineCrossings() throws {
        // A bow tie: the exact path crosses itself and so does the polyline, robustly.
        let bowTie = try polygonPath([Point(x: 0, y: 0), Point(x: 100, y: 100), Point(x: 100, y: 0), Point(x: 0, y: 100)])
        let report = Catalogue.checkAsConstruction(bowTie)
        expectVerdict(report, .nonSelfIntersection, passes: false)
        expectVerdict(report, .intersectionAgreement, passes: true)
        #expect(report[.intersectionAgreement]?.detail.contains("cross robustly") == true,
                "\(report[.intersectionAgreement]?.detail ?? "")")
    }
}

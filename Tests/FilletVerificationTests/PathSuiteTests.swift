import Foundation
import Testing
import FilletGeometry
import FilletTestSupport
import FilletSupport
import PropertyCheck
@testable import FilletVerification

/// The `path` suite: general paths (lines, arcs, Bézier curves) held to what holds for any path.
@Suite struct PathSuiteTests {
    static let report = Result { try VerificationSuite.path.run(RunConfiguration(seed: 7, cases: 1_500, recordsFailures: false)) }

    @Test func pathSuiteHoldsOnGeneralPaths() throws {
        let report = try Self.report.get()
        let failure = report.failures.first
        #expect(report.passed, """
            \(report.failureCount) of \(report.casesRun) failed
            shrunk: \(failure?.shrunkValue.jsonText ?? "-")
            \(failure?.failingChecks.map { "\($0.name): \($0.detail ?? "")" }.joined(separator: "\n") ?? "")
            """)
        #expect(report.casesRun == 1_500 && report.casesDiscarded == 0)
        // Exactly what holds for any path (the report lists checks by name), each on every case.
        #expect(report.checks.map(\.name).sorted() == VerificationSuite.pathInvariants.map(\.name).sorted())
        for check in report.checks { #expect(check.evaluations == report.casesRun, "\(check.name)") }
    }

    /// What the suite is there for, none of which a construction draws, must each come up often.
    @Test(arguments: ["full circle", "arc past a half turn", "Bézier curve", "open subpath", "several subpaths", "turning compared",
                      "piece tree (> \(Path.allPairsSegmentLimit) pieces)"])
    func pathSuiteCoversWhatConstructionsNeverDraw(_ label: String) throws {
        let report = try Self.report.get()
        #expect((report.coverage[label] ?? 0) >= 150, "\(label): \(report.coverage)")
    }

    /// A lone line left open is closed back over itself for its turning number: two reversals,
    /// each counted +π, which a polyline cannot sign. The turning comparison must step aside for
    /// that subpath, as it does for a drawn reversal (it compared 1 with 0 and failed); an open
    /// subpath whose closing line turns by less is still compared.
    @Test(arguments: [("M0 0 L10 0", false), ("M0 0 L10 0 L10 5", true),
                      ("M0 0 L10 0 M20 0 L30 0 L30 10 Z", true), ("M0 0 L5 0 A5 5 0 1 1 5 0.000001", false)])
    func openSubpathsAreComparedForTurningUnlessTheyReverse(_ data: String, compared: Bool) throws {
        let path = try Path(svgPathData: data)
        let report = VerificationSuite.checkPathSuiteInvariants(path)
        #expect(report.passed, "\(report.table)")
        let turning = try #require(report.results.first { $0.invariant == .turningAgreement })
        #expect(turning.detail.hasPrefix("not compared") == !compared, "\(turning.detail)")
        if data.contains("M20") {   // the lone line is left out, the closed triangle compared
            #expect(turning.detail.contains("1 of 2 subpaths not compared"), "\(turning.detail)")
        }
    }

    @Test func openSubpathMeasuresCountTheClosingJoins() throws {
        let line = try #require(try Path(svgPathData: "M0 0 L10 0").subpathMeasures.first)
        #expect(line.largestJoinTurn == Double.pi)
        #expect(line.turningNumber == 1)
        let square = try #require(try Path(svgPathData: "M0 0 L10 0 L10 10 L0 10 Z").subpathMeasures.first)
        expectNear(square.largestJoinTurn, Double.pi / 2, tolerance: 1e-12)
        // Open, its closing line is a quarter turn from both neighbours: the same figure.
        let open = try #require(try Path(svgPathData: "M0 0 L10 0 L10 10 L0 10").subpathMeasures.first)
        expectNear(open.largestJoinTurn, Double.pi / 2, tolerance: 1e-12)
        expectNear(open.turningNumber, 1, tolerance: 1e-12)
    }

    /// A line crossing a circle's far side: the arc runs from angle 0 through 315° (y-down), and
    /// the line y = −3 meets it only at 197.5°, on the part past its half turn. Both routes see the
    /// contact, so the intersection comparison holds; a detector that lost a large arc's span
    /// beyond π (the mutation run's `arc-contains-large`) calls the path simple and fails it.
    @Test func lineThroughTheFarSideOfALargeArcAgrees() throws {
        var path = Path()
        try path.move(to: Point(x: -20, y: -3))
        try path.addLine(to: Point(x: 20, y: -3))
        try path.move(to: Point(x: 10, y: 0))
        try path.addArc(Arc(center: .zero, radius: 10, startAngle: 0, sweep: 1.75 * Double.pi))
        let contacts = path.selfIntersections()
        try #require(contacts.count == 1, "\(contacts)")
        expectNear(contacts[0].point, Point(x: -(100 - 9).squareRoot(), y: -3), tolerance: 1e-9)
        let report = VerificationSuite.checkPathSuiteInvariants(path)
        #expect(report.passed, "\(report.table)")
        let intersection = try #require(report.results.first { $0.invariant == .intersectionAgreement })
        #expect(!intersection.detail.contains("not compared"), "\(intersection.detail)")
    }

    /// What the suite cannot judge is refused (and discarded by its generator), with the reason.
    @Test(arguments: [("M0 0", "no extent"), ("M1 1 L1 1", "no extent"), ("M1e120 0 L2e120 0", "beyond")])
    func pathsTheSuiteCannotJudgeAreRefused(_ data: String, reason: String) throws {
        let refusal = try #require(VerificationSuite.pathRefusal(try Path(svgPathData: data)))
        #expect(refusal.contains(reason), "\(refusal)")
    }

    /// Curves are judged: their chords are attributed by the flattening's parameters, their
    /// length bounded by the control polygons of the pieces, their area by τ' × those lengths.
    /// Turning is compared on a curve whose pieces keep their tangents near their chords, and
    /// not where a piece's tangent may reverse: an exact cusp on a chord end (each piece's cone is
    /// narrow there, but the tangent turns by π between them).
    @Test(arguments: [("M0 0 C10 0 10 10 0 10 Z", true), ("M0 0 Q10 0 10 10 L0 10", true),
                      ("M0 0 C30 20 -20 20 10 0", true), ("M0 0 C1 1 0 1 1 0 Z", false),
                      ("M-67.090 -24.468 C-43.753 4.145 -59.679 -37.313 -69.106 20.745", false)])
    func curvesAreHeldToTheSameInvariants(_ data: String, turningCompared: Bool) throws {
        let path = try Path(svgPathData: data)
        #expect(VerificationSuite.pathRefusal(path) == nil)
        let report = VerificationSuite.checkPathSuiteInvariants(path)
        #expect(report.passed, "\(report.table)")
        for result in report.results { #expect(!result.detail.contains("does not follow"), "\(result.detail)") }
        let turning = try #require(report.results.first { $0.invariant == .turningAgreement })
        #expect(turning.detail.hasPrefix("not compared") == !turningCompared, "\(turning.detail)")
    }

    /// The flattening's chord ends are the curve at the parameters the differential invariants
    /// attribute them to.
    @Test(arguments: ["M0 0 C10 0 10 10 0 10", "M0 0 C30 20 -20 20 10 0", "M0 0 Q50 80 100 0"])
    func flatteningParametersAreTheFlatteningsVertices(_ data: String) throws {
        let path = try Path(svgPathData: data)
        let curve = try #require(path.elements[1].curve(from: .zero))
        let tolerance = 0.01
        let parameters = try #require(curve.flatteningParameters(tolerance: tolerance))
        #expect(parameters.count == curve.flatteningChordCount(tolerance: tolerance))
        #expect(parameters.last == 1 && zip(parameters, parameters.dropFirst()).allSatisfy { $0 < $1 })
        let polyline = try path.flattened(tolerance: tolerance)
        #expect(polyline.points.count == parameters.count + 1)
        #expect(Array(polyline.points.dropFirst()) == parameters.map { curve.point(at: $0) })
    }

    @Test func arcAwayFromThePenIsRefused() throws {
        let path = try Path(elements: [.move(to: .zero), .arc(Arc(center: .zero, radius: 1, startAngle: 0, sweep: 1))])
        #expect(VerificationSuite.pathRefusal(path)?.contains("away from the pen") == true)
        #expect(VerificationSuite.pathRefusal(try Path(svgPathData: "M1 0 A1 1 0 0 1 0 1")) == nil)
    }

    @Test func storedPathCaseReplaysThroughTheSuite() throws {
        let path = try Path(svgPathData: "M0 0 L10 0 L10 10 Z M20 0 L30 0")
        let result = VerificationSuite.path.replay(try JSONValue(json: path.jsonString()))
        #expect(result.passed, "\(result.checks)")
        #expect(result.checks.map(\.name) == VerificationSuite.pathInvariants.map(\.name))
        // A value of another suite's type is a failing case that says why, not a trap.
        let wrong = VerificationSuite.path.replay(try JSONValue(json: #"{"kind":"star"}"#))
        #expect(!wrong.passed && wrong.error != nil)
    }
}

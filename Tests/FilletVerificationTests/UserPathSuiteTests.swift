import Foundation
import Testing
import FilletGeometry
@testable import PropertyCheck
@testable import FilletVerification

/// The `user-path` suite of `fillet verify` (issue 47): the users' gate on paths of known joins,
/// and the fixed probes folded into the path and svg suites' verdicts.
@Suite struct UserPathSuiteTests {
    /// Paths of the suite's own generator.
    static func paths(_ count: Int, seed: UInt64 = 23) -> [Path] {
        var source = ChoiceSource()
        var paths: [Path] = []
        for index in 0..<count {
            source.beginCase(seed: seed, caseIndex: index)
            if let path = try? VerificationSuite.userPathGen.run(&source) { paths.append(path) }
        }
        return paths
    }

    @Test func suiteHoldsAndDrawsBothKindsSmoothAndBroken() throws {
        let report = try VerificationSuite.userPath.run(RunConfiguration(seed: 5, cases: 400, recordsFailures: false))
        #expect(report.passed, "\(report.failures.first?.failingChecks.map { "\($0.name): \($0.detail ?? "")" } ?? [])")
        #expect(report.casesRun == 400)
        for label in ["near-miss kink", "B-spline", "sharp spike", "spike crossing or touching beyond its tip"] {
            #expect((report.coverage[label] ?? 0) > 20, "\(label): \(report.coverage)")
        }
        let curvature = try #require(report.checks.first { $0.name == Invariant.curvatureContinuity.name })
        #expect(curvature.evaluations > 200 && curvature.evaluations < 400)
        let simple = try #require(report.checks.first { $0.name == Invariant.nonSelfIntersection.name })
        #expect(simple.evaluations > 100 && simple.failures == 0)
    }

    @Test func joinsTurnByRoundingOnlyOrByTheDrawnKinkOrAreCorners() {
        let paths = Self.paths(300)
        #expect(paths.count == 300)
        var kinks = 0, spikes = 0, crossings = 0
        for path in paths {
            let turns = VerificationSuite.userPathJoinTurns(path)
            for turn in turns {
                let degrees = turn * 180 / Double.pi
                #expect(turn < 1e-9 || (degrees >= 0.3 - 1e-9 && degrees <= 2.5 + 1e-6) || degrees > 45, "\(degrees)°")
            }
            if turns.contains(where: { $0 > VerificationSuite.userPathBrokenTurn && $0 < VerificationSuite.userPathCornerTurn }) {
                kinks += 1
            }
            if let crossing = VerificationSuite.userPathSpikeCrossing(path) {
                spikes += 1
                if crossing { crossings += 1 }
                // The tip: a corner turning by 168°…179.95°.
                #expect(turns.contains { $0 * 180 / Double.pi > 168 - 1e-9 })
            }
        }
        #expect(kinks > 20 && spikes > 100 && crossings > 40 && spikes - crossings > 40, "\(kinks) \(spikes) \(crossings)")
    }

    /// The curvature check can fail: an arc–cubic chain whose cubic's second control point is
    /// 10 % off the G² position jumps in curvature at the join.
    @Test func aCurvatureJumpAtAnArcJoinFailsTheGate() throws {
        let arc = Arc(center: .zero, radius: 1, startAngle: 0, sweep: 1)
        let tangent = arc.endDirection.perpendicular
        let p1 = arc.endPoint + tangent * 0.3
        func chain(_ factor: Double) throws -> Path {
            var path = Path()
            try path.addArc(arc)
            let p2 = p1 + tangent * 0.3 + tangent.perpendicular * (1.5 * 0.3 * 0.3 * factor)
            try path.addCurve(to: p2 + tangent * 0.3, control1: p1, control2: p2)
            return path
        }
        let smooth = PathCheck.check(try chain(1), options: VerificationSuite.userPathOptions)
        let jumping = PathCheck.check(try chain(1.1), options: VerificationSuite.userPathOptions)
        #expect(smooth[.curvatureContinuity]?.passed == true, "\(smooth)")
        #expect(smooth[.tangentContinuity]?.passed == true && jumping[.tangentContinuity]?.passed == true)
        #expect(jumping[.curvatureContinuity]?.passed == false, "\(jumping)")
    }

    @Test func fixedProbesHold() {
        #expect(VerificationSuite.builderProbeMisread == nil, "\(VerificationSuite.builderProbeMisread ?? "")")
        #expect(Catalogue.pathSpanProbeMisread == nil, "\(Catalogue.pathSpanProbeMisread ?? "")")
        #expect(VerificationSuite.flatteningProbeMisread == nil, "\(VerificationSuite.flatteningProbeMisread ?? "")")
        #expect(VerificationSuite.flatteningMeasureMisread == nil, "\(VerificationSuite.flatteningMeasureMisread ?? "")")
        #expect(VerificationSuite.curveTangentMisread == nil, "\(VerificationSuite.curveTangentMisread ?? "")")
        #expect(Catalogue.pathSourceProbeMisread == nil, "\(Catalogue.pathSourceProbeMisread ?? "")")
        #expect(VerificationSuite.arcImageMisread == nil, "\(VerificationSuite.arcImageMisread ?? "")")
        #expect(VerificationSuite.curvatureCombMisread == nil, "\(VerificationSuite.curvatureCombMisread ?? "")")
        #expect(Catalogue.pathDataEndProbeMisread == nil, "\(Catalogue.pathDataEndProbeMisread ?? "")")
        #expect(Catalogue.pictureProbeMisread == nil, "\(Catalogue.pictureProbeMisread ?? "")")
        #expect(Catalogue.attributeValueProbeMisread == nil, "\(Catalogue.attributeValueProbeMisread ?? "")")
    }
}

import Foundation
import Testing
import FilletGeometry
import FilletShapes
@testable import PropertyCheck
@testable import FilletVerification

/// The `smoothed` suite of `fillet verify` (issue 46): what it draws, that its failures shrink to
/// the smoothing boundary, its negative controls, and the one configuration it leaves out.
@Suite struct SmoothedSuiteTests {
    /// Specs of the suite's own generator (discarded cases left out).
    static func specs(_ count: Int, seed: UInt64 = 17) -> [ShapeSpec] {
        var source = ChoiceSource()
        var specs: [ShapeSpec] = []
        for index in 0..<count {
            source.beginCase(seed: seed, caseIndex: index)
            if let spec = try? VerificationSuite.smoothedGen.run(&source) { specs.append(spec) }
        }
        return specs
    }

    /// Every construction family appears, most cases draw a smoothing, and under `.none` every
    /// drawn smoothing fits its edges (the suite's domain: valid shapes only).
    @Test func suiteDrawsEveryConstructionSmoothedAndFittingUnderNone() throws {
        let specs = Self.specs(600)
        #expect(specs.count >= 590, "discarded \(600 - specs.count)")
        let kinds = Set(specs.map(\.kind))
        #expect(kinds == [.star, .polygon, .regularPolygon, .rect, .border])
        var smoothedCorners = 0, noneCases = 0
        for spec in specs {
            let built = try spec.build()
            if built.corners.contains(where: { $0.smoothing > 0 }) { smoothedCorners += 1 }
            guard VerificationSuite.clamping(of: spec) == CornerRounding.Clamping.none else { continue }
            noneCases += 1
            // Under .none nothing is reduced: what fits is what was asked.
            #expect(VerificationSuite.fittingSmoothing(built) >= (built.corners.map(\.smoothing).max() ?? 0) * (1 - 1e-12),
                    "\(spec)")
        }
        #expect(smoothedCorners >= specs.count * 3 / 4, "\(smoothedCorners) of \(specs.count) draw smoothed corners")
        #expect(noneCases > 100)
    }

    /// A property over rects (clamping `none`, four radii 0.4 × the shorter side) whose flanks fit
    /// while `(1 + s)·0.8 ≤ 1`, i.e. `s ≤ 0.25`: the failures shrink, and the boundary pair along
    /// the labelled smoothing draw is bisected to 10⁻⁹ next to 0.25.
    @Test func failuresShrinkToTheSmoothingBoundary() throws {
        let gen = Gen<ShapeSpec> { source throws(Rejection) in
            var p = ShapeSpec.RectParameters()
            p.rect = try VerificationSuite.rectFrame.run(&source)
            p.clamping = .none
            p.cornerRadii = .init(0.4 * Swift.min(p.rect.width, p.rect.height))
            return VerificationSuite.withSmoothing(.rect(p), try VerificationSuite.smoothingDraw.run(&source))
        }
        let property = Catalogue.property("smoothed-rect-overshoot", gen, options: VerificationSuite.catalogueOptions)
        let report = try Runner.run(property, RunConfiguration(seed: 3, cases: 200, recordsFailures: false))
        let failure = try #require(report.failures.first)
        #expect(failure.failingChecks.contains { $0.name == Invariant.tangentContinuity.name },
                "\(failure.failingChecks.map(\.name))")
        let pair = try #require(failure.boundaries.first { $0.parameter == "smoothing" })
        // Past 0.25 the line between two flanks runs backwards by 0.8·(s − 0.25)·side; below the
        // degenerate length (10⁻⁹ of the size) it is bridged, so the boundary lies within a few
        // 10⁻⁹ above the closed form.
        #expect(pair.passing < pair.failing && pair.failing >= 0.25 - 1e-12, "passes \(pair.passing), fails \(pair.failing)")
        #expect(pair.failing - pair.passing <= 1e-9 * pair.failing)
        #expect(pair.failing - 0.25 <= 1e-8, "boundary at \(pair.failing), closed form 0.25")
    }

    /// The G1-only handles the `g1-handles` control applies keep every flank tangent-continuous
    /// and break curvature continuity; at smoothing 1 (no arc left) the two flanks of a corner
    /// meet with equal curvature, so that control draws smoothings below 0.95.
    @Test(arguments: [0.05, 0.5, 0.95, 1])
    func g1OnlyHandlesBreakCurvatureContinuityUnlessNoArcIsLeft(smoothing: Double) throws {
        var p = ShapeSpec.RegularPolygonParameters()
        p.sides = 5
        p.cornerRadius = 20
        p.clamping = .none
        p.smoothing = smoothing
        let shape = try ShapeUnderTest(spec: .regularPolygon(p))
        let altered = try #require(VerificationSuite.withG1OnlyFlankHandles(shape))
        let cubics = { (path: Path) in path.elements.filter { if case .cubic = $0 { true } else { false } } }
        #expect(cubics(altered.path).count == 10)
        #expect(zip(cubics(altered.path), cubics(shape.path)).allSatisfy { $0 != $1 }, "every flank's handle moved")
        let report = Catalogue.check(altered)
        expectVerdict(report, .tangentContinuity, passes: true)
        expectVerdict(report, .curvatureContinuity, passes: smoothing == 1)
        expectVerdict(Catalogue.check(shape), .curvatureContinuity, passes: true)
    }

    @Test func g1OnlyHandlesNeedAFlank() throws {
        let shape = try ShapeUnderTest(spec: .rect(ShapeSpec.RectParameters()))
        #expect(VerificationSuite.withG1OnlyFlankHandles(shape) == nil)
    }

    /// A control that alters its built cases fails with the check `alters` when there is
    /// nothing to alter, rather than judging the unaltered (valid) shape.
    @Test func alteringControlWithNothingToAlterFails() throws {
        let control = NegativeControl(name: "unsmoothed", summary: "rects without flanks", expectedFailures: [.curvatureContinuity],
                                      gen: Gen.constant(.rect(ShapeSpec.RectParameters())),
                                      altering: VerificationSuite.withG1OnlyFlankHandles)
        let report = try control.run(suite: "smoothed", RunConfiguration(seed: 1, cases: 3, recordsFailures: false))
        #expect(report.failureCount == 3)
        #expect(report.failures.first?.failingChecks.map(\.name) == ["alters"])
    }

    /// Tangent continuity covers the flanks' joins: flanks that fit nowhere (rect 100 × 100,
    /// r = 40, s = 0.5: (1 + s)·2r = 120 > 100) meet lines running backwards, which the arcs'
    /// joins alone never see (the fillets fit: 2r = 80).
    @Test func overshootingFlanksFailTangentContinuity() throws {
        var p = ShapeSpec.RectParameters()
        p.rect = Rect(x: 0, y: 0, width: 100, height: 100)
        p.cornerRadii = .init(40)
        p.clamping = .none
        p.smoothing = 0.5
        let report = try Catalogue.check(.rect(p))
        expectVerdict(report, .tangentContinuity, passes: false)
        p.smoothing = 0.25
        expectVerdict(try Catalogue.check(.rect(p)), .tangentContinuity, passes: true)
    }

    /// The configuration the suite discards: a flank filling its edge up to a thin spike's sharp
    /// tip (a 5-point star of inner ratio 0.05, sharp points, the inner corners' flanks reaching
    /// the points). The core's curve contact test reports the two flanks leaving the tip as
    /// touching; between lines and arcs (smoothing 0, fillets reaching the tip) it does not. When
    /// the core learns such joints this test fails, and the suite can take these cases back.
    @Test func flankFillingItsEdgeToAnAcuteSharpTipIsDiscardedAsTheCoreReportsAContact() throws {
        var p = ShapeSpec.StarParameters()
        p.points = 5
        p.innerRatio = 0.05
        p.outerRadius = 0.01
        p.center = .zero
        p.rotation = 0
        p.innerCornerRadius = 0.00554448269
        p.smoothing = 0.34084002969404203
        let smoothed = ShapeSpec.star(p)
        let built = try smoothed.build()
        #expect(VerificationSuite.flankReachesAcuteSharpVertex(built))
        expectVerdict(try Catalogue.check(smoothed), .nonSelfIntersection, passes: false)
        // Unsmoothed, a radius whose fillets fill the same edges: simple.
        p.smoothing = 0
        p.innerCornerRadius = 0.00554448269 * 1.34084002969404203
        expectVerdict(try Catalogue.check(.star(p)), .nonSelfIntersection, passes: true)
        // Smoothed but the flanks well short of the tips: kept, and simple.
        p.innerCornerRadius = 0.002
        p.smoothing = 0.3
        #expect(!VerificationSuite.flankReachesAcuteSharpVertex(try ShapeSpec.star(p).build()))
        expectVerdict(try Catalogue.check(.star(p)), .nonSelfIntersection, passes: true)
    }
}

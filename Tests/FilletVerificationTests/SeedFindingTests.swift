import FilletTestSupport
import Foundation
import Testing
import FilletGeometry
import FilletShapes
@testable import FilletVerification

/// The catalogue finds the seeds' published flaws.
@Suite struct SeedFindingTests {
    @Test func seed000StarFailsTangentContinuityWithATwelveDegreeKink() throws {
        let report = try Catalogue.check(.seed000(ShapeSpec.Seed000Parameters()))
        expectVerdict(report, .tangentContinuity, passes: false)
        let kink = try #require(report[.tangentContinuity])
        let degrees = -kink.margin * 180 / .pi
        #expect(degrees > 10 && degrees < 14, "kink \(degrees)°: \(kink.detail)")
    }

    @Test func seed001PolygonSelfIntersectsPastTheEdgeBudget() throws {
        let vertices = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
        var fits = ShapeSpec.Seed001Parameters(vertices: vertices)
        fits.cornerRadius = 40
        // Within the budget the only contact is the unclosed subpath's two ends touching at its start.
        let within = try #require(try Catalogue.check(.seed001(fits))[.nonSelfIntersection])
        #expect(within.detail.hasPrefix("1 self-intersections: touching"), "\(within.detail)")
        #expect(within.location == Point(x: 0, y: 50))
        var overshoots = fits
        overshoots.cornerRadius = 70  // tangent length 70 per corner: 140 > 100 on every edge
        let past = try #require(try Catalogue.check(.seed001(overshoots))[.nonSelfIntersection])
        #expect(!past.passed)
        #expect(past.detail.contains("crossing") || past.detail.contains("overlap"), "\(past.detail)")
    }

    @Test func seed001IsNeverClosed() throws {
        let vertices = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 50, y: 80)]
        expectVerdict(try Catalogue.check(.seed001(ShapeSpec.Seed001Parameters(vertices: vertices))),
                      .closedAndFinite, passes: false)
    }

    /// Seed 004's inner corners reuse the outer radius, so each inner corner's centre sits w·√2 from
    /// the outer one (the border is √2·w wide across the corner; AuditFindingTests measures that
    /// width exactly): both border invariants fail, and the concentricity margin is −w·√2 of size.
    @Test func seed004BorderFailsWidthAndConcentricityByWTimesRootTwo() throws {
        var p = ShapeSpec.Seed004Parameters()
        p.borderWidth = 8
        let report = try Catalogue.check(.seed004(p))
        expectVerdict(report, .borderWidth, passes: false)
        expectVerdict(report, .borderConcentric, passes: false)
        let size = try ShapeSpec.seed004(p).build().path.characteristicSize
        let concentric = try #require(report[.borderConcentric])
        let mismatch = -concentric.margin * size
        expectNear(mismatch, 8 * 2.0.squareRoot(), tolerance: 1e-6 * 8, "centre mismatch \(mismatch), expected 8·√2")
    }

    @Test func seed002RegularStarHasTheTangentFormulaInnerRadius() throws {
        let report = try Catalogue.check(.seed002(ShapeSpec.Seed002Parameters()))
        expectVerdict(report, .starInnerRadius, passes: true)
        expectVerdict(report, .starInnerCollinear, passes: true)
    }
}

import FilletTestSupport
import Foundation
import Testing
import FilletGeometry
import FilletShapes
@testable import FilletAudit
import FilletVerification

/// The audit finds the seeds' published flaws, with numbers computed here independently.
@Suite struct AuditFindingTests {
    /// The largest turn between consecutive pieces of StarShape2 (final version) at the article's
    /// defaults, from the published angles alone: lines to P(outer, r, θ − 0.45π) and
    /// P(inner, r, φ − 0.7π), arcs +0.9π about the outer vertex and −0.6π about the inner one.
    static func publishedKinkDegrees(side: Double, points n: Int, radius r: Double) -> Double {
        func direction(_ angle: Double) -> Vector { Vector(dx: cos(angle), dy: sin(angle)) }
        func turn(_ a: Vector, _ b: Vector) -> Double { Swift.abs(atan2(a.dx * b.dy - a.dy * b.dx, a.dx * b.dx + a.dy * b.dy)) }
        let center = Point(x: side / 2, y: side / 2 * (Double(n) * -0.04 + 1.3))
        let outerRadius = side / 2 * 0.9, innerRadius = outerRadius * 0.4
        var pieces: [(start: Point, end: Point, startTangent: Vector, endTangent: Vector)] = []
        for i in 0..<n {
            let theta = 2 * Double.pi / Double(n) * Double(i) - Double.pi / 2
            let phi = 2 * Double.pi / Double(n) * (Double(i) + 0.5) - Double.pi / 2
            let outer = center + direction(theta) * outerRadius, inner = center + direction(phi) * innerRadius
            let outerStart = outer + direction(theta - 0.45 * .pi) * r, outerEnd = outer + direction(theta + 0.45 * .pi) * r
            let innerStart = inner + direction(phi - 0.7 * .pi) * r, innerEnd = inner + direction(phi + 0.7 * .pi) * r
            // Counter to the article's y-up wording: increasing angle, tangent = angle + π/2.
            pieces.append((outerStart, outerEnd, direction(theta - 0.45 * .pi + .pi / 2), direction(theta + 0.45 * .pi + .pi / 2)))
            pieces.append((innerStart, innerEnd, direction(phi - 0.7 * .pi - .pi / 2), direction(phi + 0.7 * .pi - .pi / 2)))
        }
        var worst = 0.0
        for (index, arc) in pieces.enumerated() {
            let next = pieces[(index + 1) % pieces.count]
            let line = next.start - arc.end
            worst = Swift.max(worst, turn(arc.endTangent, line), turn(line, next.startTangent))
        }
        return worst * 180 / .pi
    }

    @Test func seed000KinkAtTheArticleDefaultsIsTwelveDegrees() throws {
        let expected = Self.publishedKinkDegrees(side: 150, points: 5, radius: 3)
        expectNear(expected, 12.1, tolerance: 0.05, "independent kink \(expected)°")
        let auditCase = try #require(AuditSweeps.cases(for: .seed000).first {
            $0["version"] == .text("innerAndOuterArcs") && $0["frame"] == .number(150) && $0["points"] == .number(5)
                && $0["r"] == .number(3) && $0["outline"] == .text("none")
        })
        let result = AuditEvaluation.evaluate(auditCase, index: 0)
        let measured = try #require(result.measure)
        expectNear(measured, expected, tolerance: 1e-9, "audit \(measured)° vs published angles \(expected)°")
        let verdict = try #require(result.verdict(Invariant.tangentContinuity.name))
        #expect(!verdict.passed)
        expectNear(-verdict.margin * 180 / .pi, expected, tolerance: 1e-6)
    }

    @Test func seed000TangentContinuityFailsForEveryPositiveRadiusOnly() throws {
        let cases = AuditSweeps.cases(for: .seed000).filter {
            $0["frame"] == .number(150) && $0["outline"] == .text("none") && $0["version"] != .text("sharp")
        }
        try #require(!cases.isEmpty, "the sweep must contain rounded 150-point frames without outline")
        // Every case of the published sweep that matches, each named by its parameters.
        for auditCase in cases {
            let verdict = AuditEvaluation.evaluate(auditCase, index: 0, options: .init(scaleInvariance: .never))
                .verdict(Invariant.tangentContinuity.name)
            let radius = try #require(auditCase["r"]?.number, "\(auditCase.parameterText): no radius")
            #expect(verdict?.passed == (radius == 0), "\(auditCase.parameterText)")
        }
    }

    /// The acute test triangle's budget from its side lengths (law of cosines), not from the
    /// audit's own angle code.
    @Test func seed001FirstSelfIntersectionIsAtTheEdgeBudget() throws {
        try #require(AuditPolygons.polygons.count > 0)
        let polygon = AuditPolygons.polygons[0]
        let v = polygon.vertices
        try #require(v.count > 2)
        let a = v[1].distance(to: v[2]), b = v[2].distance(to: v[0]), c = v[0].distance(to: v[1])
        let angles = [acos((b * b + c * c - a * a) / (2 * b * c)), acos((a * a + c * c - b * b) / (2 * a * c)),
                      acos((a * a + b * b - c * c) / (2 * a * b))]
        let cot = angles.map { 1 / tan($0 / 2) }
        try #require(cot.count > 2)
        let budget = [c / (cot[0] + cot[1]), a / (cot[1] + cot[2]), (b / 2) / cot[2], (b / 2) / cot[0]].min()!
        let rounded = [true, true, true]
        let closedForm = AuditPolygons.edgeBudget(vertices: v, rounded: rounded)
        expectNear(closedForm, budget, tolerance: 1e-12 * budget)
        let first = try #require(try AuditPolygons.firstFailingRadius(polygon, rounded: rounded))
        expectNear(first, budget, tolerance: 1e-6 * budget, "first failing \(first) vs budget \(budget)")
        #expect(try !AuditPolygons.selfIntersects(polygon, rounded: rounded, radius: 0.99 * budget))
        #expect(try AuditPolygons.selfIntersects(polygon, rounded: rounded, radius: 1.01 * budget))
    }

    @Test func seed001SweepFlagsOnlyTheCasesPastTheBudget() throws {
        let cases = AuditSweeps.cases(for: .seed001).filter {
            $0["polygon"] == .text("acute triangle") && $0["pattern"] == .text("all")
        }
        try #require(cases.count >= 10, "the sweep must contain the acute triangle, all corners rounded")
        // Every case of the published sweep that matches, each named by its parameters.
        for auditCase in cases {
            let fraction = try #require(auditCase["r/budget"]?.number, "\(auditCase.parameterText): no r/budget")
            guard Swift.abs(fraction - 1) > 1e-9 else { continue }  // exactly at the budget: rounding decides
            let result = AuditEvaluation.evaluate(auditCase, index: 0, options: .init(scaleInvariance: .never))
            #expect(result.verdict(AuditChecks.simpleExceptStart)?.passed == (fraction < 1), "\(auditCase.parameterText)")
            #expect(result.verdict(Invariant.nonSelfIntersection.name)?.passed == false,
                    "\(auditCase.parameterText): the start/end touch")
        }
    }

    func seed004(width: Double, radius: Double, inside: Double) -> ShapeSpec {
        var p = ShapeSpec.Seed004Parameters()
        p.rect = Rect(x: 0, y: 0, width: 200, height: 120)
        p.position = .outside
        p.borderWidth = width
        p.cornerRadius = radius
        p.insideCornerRadius = inside
        return .seed004(p)
    }

    @Test(arguments: [(8.0, 16.0), (8.0, 8.0), (2.0, 40.0), (16.0, 4.0)])
    func seed004SameAsOuterBorderIsSqrtTwoWideAcrossTheCorner(width: Double, radius: Double) throws {
        let path = try seed004(width: width, radius: radius, inside: -1).build().path
        let widest = try #require(AuditMeasure.widestGap(path), "w \(width), R \(radius)")
        let ratio = widest.distance / width
        expectNear(ratio, 2.0.squareRoot(), tolerance: 1e-9 * 2.0.squareRoot(), "w \(width), R \(radius): \(ratio)")
    }

    @Test func seed004ConcentricBorderIsExactlyWideAndSameAsOuterFailsTheCatalogue() throws {
        let concentric = try seed004(width: 8, radius: 16, inside: 8).build().path
        let widest = try #require(AuditMeasure.widestGap(concentric))
        expectNear(widest.distance / 8, 1, tolerance: 1e-9)
        let report = try Catalogue.check(seed004(width: 8, radius: 16, inside: -1))
        #expect(report[.borderWidth]?.passed == false)
        #expect(report[.borderConcentric]?.passed == false)
    }

    @Test func seed002RecentringIsOffByHalfTheDifference() throws {
        var p = ShapeSpec.Seed002Parameters()
        p.rect = Rect(x: 0, y: 0, width: 120, height: 200)
        let offset = AuditMeasure.verticalOffset(try ShapeSpec.seed002(p).build().path, in: p.rect)
        expectNear(offset, 40, tolerance: 1e-9)
    }

    @Test func seed003ClosingSegmentIsRoundingSized() throws {
        let path = try ShapeSpec.seed003(ShapeSpec.Seed003Parameters()).build().path
        let closing = try #require(AuditMeasure.closingSegmentLength(path))
        #expect(closing > 0 && closing < 1e-12 * 100, "closing \(closing)")
        #expect(AuditMeasure.shortestSegment(path).length == 0)
    }
}

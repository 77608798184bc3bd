import Testing
import FilletGeometry
import FilletShapes
import FilletVerification
import PropertyCheck

/// Any Path: the path-level invariants of the users' gate (`fillet check path`), one value to assert on.
@Test func myRoundedBadgeHoldsEveryPathInvariant() throws {
    var badge = Path()
    try badge.move(to: Point(x: 0, y: 20))
    try badge.addArc(tangent1End: Point(x: 0, y: 0), tangent2End: Point(x: 120, y: 0), radius: 20)
    try badge.addArc(tangent1End: Point(x: 120, y: 0), tangent2End: Point(x: 120, y: 60), radius: 20)
    try badge.addArc(tangent1End: Point(x: 120, y: 60), tangent2End: Point(x: 0, y: 60), radius: 20)
    try badge.addArc(tangent1End: Point(x: 0, y: 60), tangent2End: Point(x: 0, y: 0), radius: 20)
    badge.closeSubpath()

    let report = PathCheck.check(badge)
    #expect(report.passed, "\(report.failures)")
    #expect(report[.tangentContinuity]?.passed == true)
}

/// Your own parameter generator, through the same catalogue and runner as `fillet verify`.
@Test func myStarFamilyHoldsOverAThousandCases() throws {
    let stars = Gen.zip(Gen.int(in: 5...12, label: "points"),
                        Gen.double(in: 0...0.3, label: "cornerRadius/R")) { points, fraction -> ShapeSpec in
        var star = ShapeSpec.StarParameters()
        star.points = points
        star.outerCornerRadius = fraction * star.outerRadius
        return .star(star)
    }
    let property = Catalogue.property("my stars", stars)
    let report = try Runner.run(property, RunConfiguration(seed: 42, cases: 1_000))
    #expect(report.passed, "\(report)")
}

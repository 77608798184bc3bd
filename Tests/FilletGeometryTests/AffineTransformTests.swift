import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

// Foundation has a type of the same name (macOS and swift-corelibs-foundation): this module's wins.
typealias AffineTransform = FilletGeometry.AffineTransform

private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

@Suite struct AffineTransformTests {

    struct NamedTransform: CustomTestStringConvertible, Sendable {
        let name: String
        let transform: AffineTransform
        var testDescription: String { name }
    }

    static let transforms: [NamedTransform] = [
        NamedTransform(name: "identity", transform: .identity),
        NamedTransform(name: "translate(3 -4)", transform: .translation(x: 3, y: -4)),
        NamedTransform(name: "scale(2 2)", transform: .scale(x: 2, y: 2)),
        NamedTransform(name: "rotate(30 5 7)", transform: .rotation(degrees: 30, around: p(5, 7))),
        NamedTransform(name: "scale(-1 1)", transform: .scale(x: -1, y: 1)),
        NamedTransform(name: "scale(3 0.5)", transform: .scale(x: 3, y: 0.5)),
        NamedTransform(name: "skewX(20)", transform: .skewX(degrees: 20)),
        NamedTransform(name: "skewY(-35)", transform: .skewY(degrees: -35)),
        NamedTransform(name: "matrix", transform: AffineTransform(a: 1.5, b: 0.3, c: -0.7, d: 0.9, e: 10, f: -2)),
        NamedTransform(name: "rotate(-120) scale(-2 2)", transform: .rotation(degrees: -120) * .scale(x: -2, y: 2)),
    ]

    @Test func compositionAppliesTheRightFactorFirst() {
        // SVG: transform="translate(10 0) scale(2)" maps (1, 1) to (12, 2): scale first.
        let composed = AffineTransform.translation(x: 10, y: 0) * .scale(x: 2, y: 2)
        expectNear(composed.apply(to: p(1, 1)), p(12, 2))
        let other = AffineTransform.scale(x: 2, y: 2) * .translation(x: 10, y: 0)
        expectNear(other.apply(to: p(1, 1)), p(22, 2))
    }

    @Test(arguments: transforms)
    func productMatchesApplyingInTurn(_ named: NamedTransform) {
        let second = AffineTransform(a: 0.2, b: -1.1, c: 0.4, d: 2, e: -3, f: 5)
        for point in [p(0, 0), p(1, -2), p(-7.5, 3.25)] {
            expectNear((second * named.transform).apply(to: point), second.apply(to: named.transform.apply(to: point)),
                       tolerance: 1e-12)
        }
    }

    @Test(arguments: transforms)
    func inverseRoundTrips(_ named: NamedTransform) throws {
        let inverse = try #require(named.transform.inverted)
        for point in [p(0, 0), p(1, -2), p(-7.5, 3.25), p(1e3, 1e-3)] {
            expectNear(inverse.apply(to: named.transform.apply(to: point)), point, tolerance: 1e-9)
        }
        expectNear((inverse * named.transform).determinant, 1, tolerance: 1e-12)
    }

    @Test func singularAndNonFiniteMapsHaveNoInverse() {
        #expect(AffineTransform.scale(x: 0, y: 1).inverted == nil)
        #expect(AffineTransform(a: .nan, b: 0, c: 0, d: 1, e: 0, f: 0).inverted == nil)
        #expect(AffineTransform.scale(x: 1e-200, y: 1e-200).inverted == nil)  // 1e400 overflows
    }

    /// The largest singular value of the linear part: 1 for a rotation, the larger factor of a
    /// scale, a skew's against the eigenvalues of MᵀM worked out directly, and extreme scales
    /// without overflow or underflow.
    @Test func largestStretchIsTheLargestSingularValue() {
        expectNear(AffineTransform.rotation(degrees: 17).largestStretch, 1, tolerance: 1e-15)
        expectNear(AffineTransform.scale(x: 2, y: -3).largestStretch, 3, tolerance: 1e-15)
        let m = AffineTransform(a: 0.8, b: 0.3, c: -0.2, d: 1.1, e: 5, f: 7)
        // MᵀM = [[a² + b², ac + bd], [ac + bd, c² + d²]]; its largest eigenvalue is σ².
        let p = m.a * m.a + m.b * m.b, q = m.a * m.c + m.b * m.d, r = m.c * m.c + m.d * m.d
        let largestEigenvalue = 0.5 * (p + r) + (0.25 * (p - r) * (p - r) + q * q).squareRoot()
        expectNear(m.largestStretch, largestEigenvalue.squareRoot(), tolerance: 1e-14)
        expectNear(AffineTransform.scale(x: 1e200, y: 1e199).largestStretch, 1e200, relative: 1e-15)
        expectNear(AffineTransform.scale(x: 1e-200, y: 3e-200).largestStretch, 3e-200, relative: 1e-15)
        #expect(AffineTransform.scale(x: 0, y: 0).largestStretch == 0)
    }

    @Test func rotationAboutACentreMatchesSVG() {
        // rotate(90 10 0) = translate(10 0) rotate(90) translate(-10 0): (20, 0) ↦ (10, 10).
        let rotation = AffineTransform.rotation(degrees: 90, around: p(10, 0))
        #expect(rotation.apply(to: p(20, 0)) == p(10, 10))
        #expect(rotation == .translation(x: 10, y: 0) * .rotation(degrees: 90) * .translation(x: -10, y: 0))
        expectNear(AffineTransform.rotation(radians: .pi / 6).apply(to: p(1, 0)), p(cos(.pi / 6), 0.5))
    }

    @Test func skewsMatchTheirDefinitions() {
        expectNear(AffineTransform.skewX(degrees: 45).apply(to: p(1, 2)), p(3, 2))
        expectNear(AffineTransform.skewY(degrees: 45).apply(to: p(1, 2)), p(1, 3))
        #expect(AffineTransform.skewX(degrees: 1e300).isFinite)
    }

    @Test(arguments: [
        (AffineTransform.rotation(degrees: 37) * .scale(x: 3, y: 3), true),
        (AffineTransform.scale(x: -2, y: 2), true),
        (AffineTransform.rotation(degrees: 200) * .scale(x: 1e300, y: -1e300), true),
        (AffineTransform.scale(x: 2, y: 2.000001), false),
        (AffineTransform.skewX(degrees: 10), false),
        (AffineTransform(a: .nan, b: 0, c: 0, d: 1, e: 0, f: 0), false),
    ])
    func similarityIsUniformScaleTimesRotation(_ transform: AffineTransform, _ expected: Bool) {
        #expect(transform.isSimilarity() == expected)
    }

    // MARK: Paths

    /// A path with every element kind: a line, a quad, a cubic and a rounded corner (an arc).
    static func samplePath() throws -> Path {
        var path = Path()
        try path.move(to: p(0, 0))
        try path.addLine(to: p(40, 0))
        try path.addArc(tangent1End: p(60, 0), tangent2End: p(60, 30), radius: 8)
        try path.addQuadCurve(to: p(40, 50), control: p(60, 50))
        try path.addCurve(to: p(0, 40), control1: p(30, 60), control2: p(10, 60))
        path.closeSubpath()
        try path.addArc(center: p(20, 20), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        path.closeSubpath()
        return path
    }

    @Test(arguments: transforms)
    func signedAreaScalesByTheDeterminant(_ named: NamedTransform) throws {
        let path = try Self.samplePath()
        let mapped = try path.applying(named.transform)
        let expected = path.signedArea * named.transform.determinant
        expectNear(mapped.signedArea, expected, tolerance: 1e-8 * Swift.abs(expected))
    }

    @Test(arguments: transforms)
    func pointsOnTheMappedPathAreImagesOfPoints(_ named: NamedTransform) throws {
        let path = try Self.samplePath()
        let mapped = try path.applying(named.transform)
        // The flattenings agree: each mapped vertex of the original is on the mapped path, and the
        // bounds of the mapped path are the bounds of the mapped flattening.
        let flat = try path.flattened(tolerance: 1e-7)
        var box = BoundingBox.empty
        for point in flat.points { box = box.union(BoundingBox(point: named.transform.apply(to: point))) }
        let bounds = mapped.bounds
        let size = bounds.diagonal
        expectNear(bounds.minX, box.minX, tolerance: 1e-6 * size)
        expectNear(bounds.maxX, box.maxX, tolerance: 1e-6 * size)
        expectNear(bounds.minY, box.minY, tolerance: 1e-6 * size)
        expectNear(bounds.maxY, box.maxY, tolerance: 1e-6 * size)
        // Every mapped vertex lies on the mapped path: within the flattening tolerance of the
        // mapped path's own flattening (chord by chord, brute force on this small path).
        let mappedFlat = try mapped.flattened(tolerance: 1e-7 * size)
        let points = mappedFlat.points
        #expect(points.count > 1)
        for (index, point) in flat.points.enumerated() {
            let image = named.transform.apply(to: point)
            var nearest = Double.infinity
            for k in 1..<points.count {
                let a = points[k - 1], b = points[k], ab = b - a
                let t = ab.lengthSquared > 0 ? Swift.min(1, Swift.max(0, ((image - a).dx * ab.dx + (image - a).dy * ab.dy) / ab.lengthSquared)) : 0
                nearest = Swift.min(nearest, image.distance(to: Point(x: a.x + t * ab.dx, y: a.y + t * ab.dy)))
            }
            #expect(nearest <= 1e-6 * size, "vertex \(index) \(point) maps to \(image), \(nearest) from the mapped path")
        }
    }

    @Test(arguments: [
        (AffineTransform.rotation(degrees: 33), false),
        (AffineTransform.scale(x: -1, y: 1), true),
        (AffineTransform.rotation(degrees: 33) * .scale(x: 2, y: -2), true),
    ])
    func arcStaysAnExactArcUnderASimilarity(_ transform: AffineTransform, _ reflects: Bool) throws {
        let arc = Arc(center: p(3, 4), radius: 2, startAngle: 0.3, sweep: 1.2)
        var path = Path()
        try path.addArc(arc)
        let mapped = try path.applying(transform)
        guard case .arc(let image) = mapped.elements.last else {
            Issue.record("expected an arc, got \(mapped.elements)")
            return
        }
        expectNear(image.radius, 2 * Swift.abs(transform.determinant).squareRoot())
        #expect((image.sweep < 0) == reflects)
        expectNear(image.startPoint, transform.apply(to: arc.startPoint), tolerance: 1e-12)
        expectNear(image.endPoint, transform.apply(to: arc.endPoint), tolerance: 1e-12)
        expectNear(image.point(at: 0.5), transform.apply(to: arc.point(at: 0.5)), tolerance: 1e-12)
    }

    @Test func fullCircleUnderNonUniformScaleIsAnEllipse() throws {
        var path = Path()
        try path.addArc(center: p(1, 2), radius: 3, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        path.closeSubpath()
        let mapped = try path.applying(.scale(x: 2, y: 0.5))
        #expect(mapped.elements.contains { if case .cubic = $0 { return true } else { return false } })
        #expect(!mapped.elements.contains { if case .arc = $0 { return true } else { return false } })
        // An ellipse with semi-axes 6 and 1.5 about (2, 1).
        expectNear(mapped.signedArea, .pi * 6 * 1.5, tolerance: 1e-8)
        let bounds = mapped.bounds
        expectNear(bounds.minX, -4, tolerance: 1e-9)
        expectNear(bounds.maxX, 8, tolerance: 1e-9)
        expectNear(bounds.minY, -0.5, tolerance: 1e-9)
        expectNear(bounds.maxY, 2.5, tolerance: 1e-9)
        // The perimeter ∫ √(a² sin² t + b² cos² t) dt by the trapezoid rule, exponentially accurate
        // for a smooth periodic integrand.
        let (a, b, samples) = (6.0, 1.5, 4_000)
        let perimeter = (0..<samples).reduce(0.0) { sum, i in
            let t = 2 * Double.pi * Double(i) / Double(samples)
            return sum + (a * a * sin(t) * sin(t) + b * b * cos(t) * cos(t)).squareRoot()
        } * 2 * .pi / Double(samples)
        expectNear(mapped.length, perimeter, tolerance: 1e-8)
    }

    @Test func compositionOfApplyingsIsApplyingTheProduct() throws {
        let path = try Self.samplePath()
        let t = AffineTransform.rotation(degrees: 25) * .scale(x: 1, y: 2)
        let u = AffineTransform.skewX(degrees: 15) * .translation(x: 3, y: 1)
        let twice = try path.applying(t).applying(u)
        let once = try path.applying(u * t)
        expectNear(twice.signedArea, once.signedArea, tolerance: 1e-8 * Swift.abs(once.signedArea))
        expectNear(twice.length, once.length, tolerance: 1e-8 * once.length)
    }

    @Test(arguments: [
        AffineTransform.scale(x: 1e300, y: 1e300),
        AffineTransform.translation(x: 1.7e308, y: 0) * .scale(x: 1e298, y: 1e298),
        AffineTransform.scale(x: 1e300, y: 1),
    ])
    func overflowThrowsInsteadOfTrapping(_ transform: AffineTransform) throws {
        var path = Path()
        try path.move(to: p(1e10, 1e10))
        try path.addArc(center: p(1e10, 1e10), radius: 1e10, startAngle: 0, endAngle: 1, clockwise: false)
        #expect(throws: GeometryError.self) { _ = try path.applying(transform) }
    }

    @Test func nonFiniteTransformIsRefused() throws {
        let path = try Self.samplePath()
        #expect(throws: GeometryError.nonFinite(parameter: "transform.c", value: .infinity)) {
            _ = try path.applying(AffineTransform(a: 1, b: 0, c: .infinity, d: 1, e: 0, f: 0))
        }
    }

    @Test func identityKeepsEveryElement() throws {
        let path = try Self.samplePath()
        #expect(try path.applying(.identity).elements == path.elements)
    }

    @Test func addArcTransformedByScaleDrawsAnEllipticalArcWithoutAJoiningLine() throws {
        var path = Path()
        try path.move(to: p(10, 0))
        // A quarter of the ellipse with semi-axes 10 and 4 about the origin, from (10, 0) to (0, 4).
        try path.addArc(Arc(center: .zero, radius: 1, startAngle: 0, sweep: .pi / 2), transformedBy: .scale(x: 10, y: 4))
        // 13 pieces: ⌊(π/2)/(π/24) + 1/2⌋ + 1 (Path.unitArcPieceCount), each under π/24.
        #expect(path.elements.count == 1 + 13)
        expectNear(try #require(path.currentPoint), p(0, 4), tolerance: 1e-12)
        // Closed back through the centre: a quarter of the ellipse's area.
        try path.addLine(to: .zero)
        path.closeSubpath()
        expectNear(path.signedArea, .pi * 10 * 4 / 4, tolerance: 1e-8)
    }

    @Test func hostileTransformsThrowOrGiveFinitePaths() throws {
        let path = try Self.samplePath()
        let values: [Double] = [0, -0.0, 1, -1, 0.5, 3, 0x1p-1063 /* a subnormal, ≈ 1e-320 */, 1e-200, 1e200, 1e308, -1.7e308, .nan, .infinity, -.infinity]
        var generator = SeededGenerator(seed: 12)
        var finite = 0
        for _ in 0..<2_000 {
            let t = AffineTransform(a: values.randomElement(using: &generator)!, b: values.randomElement(using: &generator)!,
                                    c: values.randomElement(using: &generator)!, d: values.randomElement(using: &generator)!,
                                    e: values.randomElement(using: &generator)!, f: values.randomElement(using: &generator)!)
            guard let mapped = try? path.applying(t) else { continue }
            finite += 1
            #expect(mapped.isFinite, "\(t)")
        }
        #expect(finite > 100)
    }
}

/// Similarities at extreme scales keep arcs exact: the radius scales by the column norm, which
/// neither overflows (√|det| is ∞ at 1e200) nor underflows (0 at 1e-200).
@Suite struct AffineTransformExtremeScaleTests {
    @Test(arguments: [1e200, 1e-200, -1e200, 3e-300])
    func arcsStayArcsWithTheScaledRadius(factor: Double) throws {
        let arc = Arc(center: Point(x: 1, y: 2), radius: 3, startAngle: 0.25, sweep: 1.5)
        let scale = FilletGeometry.AffineTransform.scale(x: factor, y: factor)
        #expect(scale.isSimilarity())
        let image = try #require(arc.applying(scale))
        expectNear(image.radius, 3 * Swift.abs(factor), tolerance: 0, relative: 1e-15)
        expectNear(image.center, Point(x: factor, y: 2 * factor), tolerance: 0, relative: 1e-15)
        #expect(image.sweep == arc.sweep, "a uniform scale by \(factor) keeps the direction (a negative one is a rotation by π)")
    }

    @Test func aTinyNonUniformMapIsNotASimilarity() {
        #expect(!FilletGeometry.AffineTransform.scale(x: 1e-200, y: 2e-200).isSimilarity())
        #expect(!FilletGeometry.AffineTransform.scale(x: 1e200, y: 2e200).isSimilarity())
    }

    @Test func theNormalizedDeterminantKeepsTheSignAtExtremeScales() {
        #expect(FilletGeometry.AffineTransform.scale(x: 1e-200, y: -1e-200).normalizedDeterminant < 0)
        #expect(FilletGeometry.AffineTransform.scale(x: 1e-200, y: 1e-200).normalizedDeterminant > 0)
        #expect(FilletGeometry.AffineTransform.scale(x: 1e200, y: 0).normalizedDeterminant == 0)
    }
}

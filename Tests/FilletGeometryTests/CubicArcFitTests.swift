import Foundation
import Testing
import FilletGeometry
import FilletTestSupport

/// Cubics that stand for circular arcs, and those that do not; the curve joint pre-test of the
/// self-intersection scan keeps every verdict.
@Suite struct CubicArcFitTests {
    /// The standard cubic for an arc of radius `r` about the origin from angle 0 sweeping `sweep`.
    static func standardArc(radius r: Double, sweep: Double, handleScale: Double = 1) -> CubicCurve {
        let k = 4.0 / 3.0 * tan(sweep / 4) * r * handleScale
        let p0 = Point(x: r, y: 0), p3 = Point(x: r * cos(sweep), y: r * sin(sweep))
        return CubicCurve(p0, Point(x: r, y: k), Point(x: p3.x + k * sin(sweep), y: p3.y - k * cos(sweep)), p3)
    }

    static let sweeps: [Double] = [Double.pi / 6, Double.pi / 2, 2 * Double.pi / 3, Double.pi, -Double.pi / 2]

    @Test(arguments: sweeps)
    func standardArcsAreRecognisedWithTheirOwnError(sweep: Double) throws {
        let fit = try #require(Self.standardArc(radius: 10, sweep: sweep).circularArcFit)
        expectNear(fit.center, .zero, tolerance: 1e-9)
        expectNear(fit.radius, 10, tolerance: 1e-9)
        expectNear(fit.sweep, sweep, tolerance: 1e-12)
        // Goldapp's closed form is an upper estimate within 1 % of the measured maximum up to 180°.
        expectNear(fit.radialError, fit.standardRadialError, tolerance: 1e-2 * fit.standardRadialError + 1e-12)
    }

    @Test func quarterCircleErrorIsTheKnownOne() {
        expectNear(CubicArcFit.standardRadialError(sweep: .pi / 2, radius: 1), 2.7253e-4, tolerance: 1e-7)
    }

    @Test(arguments: [
        ("straight", CubicCurve(Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0), Point(x: 3, y: 0))),
        ("S-curve", CubicCurve(Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: -1), Point(x: 3, y: 0))),
        ("point", CubicCurve(Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 1))),
        ("asymmetric", CubicCurve(Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 2, y: 3), Point(x: 3, y: 3))),
        ("handles far off", standardArc(radius: 1, sweep: .pi / 2, handleScale: 1.5)),
    ])
    func nonArcsAreNotRecognised(name: String, curve: CubicCurve) {
        #expect(curve.circularArcFit == nil, "\(name)")
    }

    /// Consecutive curves: separated cones are proven by the pre-test; a curve doubling back over
    /// its neighbour still intersects.
    @Test(arguments: [
        ("cubic circle", "M90 50 C90 72 72 90 50 90 C28 90 10 72 10 50 C10 28 28 10 50 10 C72 10 90 28 90 50Z", true),
        ("smooth S", "M0 0 C10 0 10 10 20 10 C30 10 30 0 40 0 L40 -10 L0 -10 Z", true),
        ("second curve folds back over the first", "M0 0 C10 0 20 0 30 0 C10 0.1 10 -5 15 -10 L0 -10 Z", false),
        ("cusp handle back along a line", "M0 0 L10 0 C5 0 5 0 6 -5 L0 -5 Z", false),
    ])
    func curveJointsKeepTheVerdict(name: String, data: String, simple: Bool) throws {
        let path = try Path(svgPathData: data)
        #expect(path.isSimple == simple, "\(name): \(path.selfIntersections())")
    }
}

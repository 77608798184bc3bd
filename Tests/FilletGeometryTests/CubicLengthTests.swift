import Foundation
import Testing
import FilletSupport
@testable import FilletGeometry

/// ``CubicCurve/length`` on curves with nothing to integrate.
@Suite struct CubicLengthTests {
    @Test func degenerateAndNonFiniteCurvesKeepTheirLengths() {
        let point = Point(x: 3, y: 4)
        #expect(CubicCurve(point, point, point, point).length == 0)
        let far = CubicCurve(Point(x: 0, y: 0), Point(x: .infinity, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0))
        #expect(far.length == .infinity)
        // A NaN control point gives NaN, not a length that looks valid.
        let broken = CubicCurve(Point(x: 0, y: 0), Point(x: .nan, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0))
        #expect(broken.length.isNaN)
    }

    /// A leg near the largest double: the polygon is finite but `B'` (3 × a leg) overflows, and
    /// every estimate was NaN, halved to the depth limit (2⁴⁸ intervals: a hang). The length is
    /// finite, between the chord and the polygon, and scales with the curve.
    @Test func aCurveWhoseDerivativeOverflowsHasAFiniteLength() {
        let curve = CubicCurve(Point(x: 0, y: 0), Point(x: 1e308, y: 0), Point(x: 1e308, y: 1e307), Point(x: 1.5e308, y: 1e307))
        let length = curve.length
        #expect(length.isFinite)
        let chord = curve.p0.distance(to: curve.p3)
        let polygon = curve.p0.distance(to: curve.p1) + curve.p1.distance(to: curve.p2) + curve.p2.distance(to: curve.p3)
        #expect(length >= chord * (1 - 1e-12) && length <= polygon * (1 + 1e-12), "\(chord) ≤ \(length) ≤ \(polygon)")
        // The same curve 2⁻¹⁰⁰ the size, measured without any scaling: 2⁻¹⁰⁰ the length.
        func small(_ point: Point) -> Point { Point(x: point.x * 0x1p-100, y: point.y * 0x1p-100) }
        let reduced = CubicCurve(small(curve.p0), small(curve.p1), small(curve.p2), small(curve.p3)).length
        #expect(Swift.abs(reduced * 0x1p100 - length) <= 1e-12 * length)
    }
}

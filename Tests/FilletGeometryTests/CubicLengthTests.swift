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

    /// ``CubicCurve/isLonger(than:)`` gives `length > threshold` for every threshold, those its
    /// bounds settle and those they leave to the quadrature: at the length itself and one ulp
    /// either side, at the chord and the polygon and 10⁻⁹ of the polygon either side of them,
    /// and at 0, on random curves, straight ones (chord = length), loops whose ends meet
    /// (chord 0) and a point.
    @Test func isLongerAgreesWithTheLength() {
        var random = SplitMix64(seed: 48)
        var curves = [CubicCurve(Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 1)),
                      CubicCurve(Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0), Point(x: 3, y: 0)),
                      CubicCurve(Point(x: 0, y: 0), Point(x: 4, y: 3), Point(x: -4, y: 3), Point(x: 0, y: 0)),
                      // A line whose computed length is one ulp above its polygon (3.0000000000000004):
                      // at the threshold 3 only the slack leaves it to the quadrature.
                      CubicCurve(Point(x: -11, y: -5), Point(x: -11, y: -5), Point(x: -11, y: -5), Point(x: -11, y: -2)),
                      // Near the subnormal doubles the quadrature measures 0 though the chord is not.
                      CubicCurve(Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 5e-324, y: 0), Point(x: 5e-324, y: 0)),
                      // A polygon beyond 2¹⁰⁰⁰, measured scaled, with no chord.
                      CubicCurve(Point(x: 0, y: 0), Point(x: 1e301, y: 0), Point(x: 1e301, y: 1e300), Point(x: 0, y: 0))]
        for _ in 0..<300 {
            func point() -> Point { Point(x: Double.random(in: -10...10, using: &random), y: Double.random(in: -10...10, using: &random)) }
            curves.append(CubicCurve(point(), point(), point(), point()))
        }
        for curve in curves {
            let length = curve.length, chord = curve.p0.distance(to: curve.p3), polygon = curve.controlPolygonLength
            let slack = 1e-9 * polygon
            var thresholds = [0, length, length.nextUp, length.nextDown, -1]
            for bound in [chord, polygon] { thresholds += [bound, bound - slack, bound + slack, bound - 2 * slack, bound + 2 * slack] }
            for threshold in thresholds {
                #expect(curve.isLonger(than: threshold) == (length > threshold), "\(curve) at \(threshold), length \(length)")
            }
        }
        let broken = CubicCurve(Point(x: 0, y: 0), Point(x: .nan, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0))
        #expect(!broken.isLonger(than: 0))
        let far = CubicCurve(Point(x: 0, y: 0), Point(x: .infinity, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0))
        #expect(far.isLonger(than: 1e300))
    }

    /// A prepared curve's length is the curve's, bit for bit, though computed when asked; a
    /// monotone piece of the scan keeps its control polygon's.
    @Test func aPreparedCurveMeasuresItsCurve() {
        let curve = CubicCurve(Point(x: 0, y: 0), Point(x: 3, y: 5), Point(x: 7, y: -2), Point(x: 9, y: 1))
        let prepared = PreparedSegment(.curve(curve))
        #expect(prepared.length.bitPattern == curve.length.bitPattern)
        #expect(prepared.length.bitPattern == PathSegment(geometry: .curve(curve), elementIndex: 0, subpathIndex: 0).length.bitPattern)
        #expect(prepared.isLonger(than: curve.length.nextDown) && !prepared.isLonger(than: curve.length))
        let piece = PreparedSegment(monotonePiece: curve, elementIndex: 0, subpathIndex: 0)
        #expect(piece.length == curve.controlPolygonLength)
    }
}

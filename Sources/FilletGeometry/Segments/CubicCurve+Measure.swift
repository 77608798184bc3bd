import Foundation

extension CubicCurve {
    /// Relative accuracy ``length`` aims at: 10⁻¹⁴ of the control polygon's length per unit of
    /// parameter, which gives the total to better than 10⁻¹² relative (tested against a
    /// 2²⁰-chord polyline and Richardson extrapolation).
    public static let lengthRelativeAccuracy = 1e-14

    /// The arc length `∫₀¹ ‖B'(t)‖ dt`, by adaptive Gauss–Legendre quadrature: an interval is
    /// accepted when its 8-point value and the sum over its halves agree within
    /// ``lengthRelativeAccuracy`` × (control polygon length) × (interval width), else halved (at
    /// most 48 levels; a cusp, where `‖B'‖` has a kink, is resolved by the halving).
    ///
    /// 0 for coincident control points; non-finite input (NaN included) gives a non-finite result.
    /// A curve whose control polygon is longer than 2¹⁰⁰⁰ is measured scaled by 2⁻⁶⁴ and the
    /// length scaled back (both exact): `B'` is up to 3 × the polygon, which overflows near the
    /// largest double, and every estimate would be NaN, halved to the depth limit (2⁴⁸ intervals).
    /// - Complexity: 16 evaluations of `B'` per accepted interval; a smooth curve needs a few.
    public var length: Double {
        let polygon = p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3)
        guard polygon.isFinite else { return polygon }
        guard polygon > 0 else { return 0 }
        guard polygon <= 0x1p1000 else {
            let scale = 0x1p-64
            func scaled(_ point: Point) -> Point { Point(x: point.x * scale, y: point.y * scale) }
            return CubicCurve(scaled(p0), scaled(p1), scaled(p2), scaled(p3)).length * 0x1p64
        }
        let accuracy = Self.lengthRelativeAccuracy * polygon
        var total = 0.0
        // Explicit stack of (a, b, estimate, depth) on the stack: no recursion, no allocation. It
        // holds at most one interval per depth 1…47 besides the two of the deepest, 49 in all.
        var stack = InlineArray<49, (Double, Double, Double, Int)>(repeating: (0, 0, 0, 0))
        stack[0] = (0, 1, gauss(0, 1), 0)
        var count = 1
        while count > 0 {
            count -= 1
            let (a, b, whole, depth) = stack[count]
            let middle = 0.5 * (a + b)
            let left = gauss(a, middle), right = gauss(middle, b)
            if depth >= 48 || Swift.abs(left + right - whole) <= accuracy * (b - a) {
                total += left + right
            } else {
                stack[count] = (middle, b, right, depth + 1)
                stack[count + 1] = (a, middle, left, depth + 1)
                count += 2
            }
        }
        return total
    }

    /// Whether ``length`` > `threshold`, always the same answer, without the quadrature where
    /// the bounds settle it: the length lies between the chord `‖p3 − p0‖` and the control
    /// polygon, and ``length`` is within 10⁻¹² of the polygon of it
    /// (``lengthRelativeAccuracy``), so a chord above `threshold` by more than 10⁻⁹ × the
    /// polygon, or a polygon below it by as much, decides. Otherwise the length is computed:
    /// also for non-finite control points, and for a polygon shorter than 2⁻⁹⁰⁰, where the
    /// quadrature works near the subnormal doubles and loses its relative accuracy (a curve
    /// 5·10⁻³²⁴ long measures 0).
    public func isLonger(than threshold: Double) -> Bool {
        let polygon = controlPolygonLength
        if polygon.isFinite, polygon >= 0x1p-900 {
            let slack = 1e-9 * polygon, chord = p0.distance(to: p3)
            if chord - slack > threshold { return true }
            if polygon + slack <= threshold { return false }
        }
        return length > threshold
    }

    /// The 8-point Gauss–Legendre value of `∫ₐᵇ ‖B'(t)‖ dt` (nodes and weights on [−1, 1] from
    /// Abramowitz & Stegun 25.4.30). The nodes are written out and the legs `p1 − p0`, `p2 − p1`,
    /// `p3 − p2` taken once: the operations and their order are ``derivative(at:)``'s and a sum
    /// over the node pairs in turn, so the value is theirs to the bit.
    @inline(__always)
    private func gauss(_ a: Double, _ b: Double) -> Double {
        let legA = p1 - p0, legB = p2 - p1, legC = p3 - p2
        @inline(__always) func speed(_ t: Double) -> Double {
            let s = 1 - t
            return (3 * (s * s * legA + 2 * s * t * legB + t * t * legC)).length
        }
        let half = 0.5 * (b - a), middle = 0.5 * (a + b)
        var sum = 0.0
        var offset = half * 0.1834346424956498
        sum += 0.3626837833783620 * (speed(middle - offset) + speed(middle + offset))
        offset = half * 0.5255324099163290
        sum += 0.3137066458778873 * (speed(middle - offset) + speed(middle + offset))
        offset = half * 0.7966664774136267
        sum += 0.2223810344533745 * (speed(middle - offset) + speed(middle + offset))
        offset = half * 0.9602898564975363
        sum += 0.1012285362903763 * (speed(middle - offset) + speed(middle + offset))
        return half * sum
    }

    /// The total signed turn of the tangent from start to end (radians; positive toward +y from
    /// +x, as arc sweeps): the angle swept by `B'(t)`, summed over the intervals between the roots
    /// of the curvature numerator `B' × B''` — a Bernstein quadratic with coefficients
    /// `a×b, ½(a×c), b×c` (a, b, c the control polygon's legs) — inside which the turn is monotone
    /// and less than 2π, so each interval's `atan2` angle is placed on the side its curvature sign
    /// says. A cusp (`B' = 0` inside) counts as a turn of +π, as a reversing join does: where
    /// `B'` vanishes exactly at a cut, the intervals on either side take their directions from
    /// `B''` (`B'(t) ≈ B''(t₀)·(t − t₀)`: `−B''` arriving, `+B''` leaving), so both keep their
    /// turn (they were dropped, and `M0 0 C1 1 0 1 1 0 Z` turned −0.75 times).
    ///
    /// A curvature sign within rounding of 0 says nothing: a straight curve whose controls lie on
    /// its chord only up to rounding (a quadratic raised to a cubic, a transformed line) has an
    /// `atan2` angle of ±10⁻¹⁶ and a curvature sign of either sign, and was counted as a full
    /// turn. The bound is 64 ulps of what the cross products are computed from, `(M + L)·L` with
    /// `M` the largest coordinate (each control point is rounded at its own magnitude) and `L`
    /// the longest leg; a curve really turning by more than π inside an interval has a curvature
    /// numerator far above it.
    public var tangentTurn: Double {
        let a = p1 - p0, b = p2 - p1, c = p3 - p2
        let e0 = a.cross(b), e1 = 0.5 * a.cross(c), e2 = b.cross(c)
        let leg = Swift.max(a.length, b.length, c.length)
        let roundingBound = 64 * Double.ulpOfOne * (magnitude + leg) * leg
        // The cuts 0, the roots in (0, 1) ascending (a quadratic's: two at most), 1; held in
        // locals, not an array: a turning number measures every curve's turn.
        let roots = Self.derivativeRoots(0, e0, e0 + e1, e0 + e1 + e2)
        let rootCount = roots.count
        var first = rootCount > 0 ? roots.first : 1, second = rootCount > 1 ? roots.second : 1
        if rootCount == 2, second < first { swap(&first, &second) }
        let cutCount = 2 + rootCount
        @inline(__always) func cut(_ index: Int) -> Double {
            index == 0 ? 0 : index == cutCount - 1 ? 1 : index == 1 ? first : second
        }
        var turn = 0.0
        for index in 0..<(cutCount - 1) {
            let t0 = cut(index), t1 = cut(index + 1)
            guard t1 > t0 else { continue }
            var d0 = t0 == 0 ? startTangent : derivative(at: t0).normalized
            var d1 = t1 == 1 ? endTangent : derivative(at: t1).normalized
            // An exact cusp at an inner cut: the directions just beside it (see above).
            if !d0.isFinite, t0 > 0 { d0 = secondDerivative(at: t0).normalized }
            if !d1.isFinite, t1 < 1 {
                d1 = -secondDerivative(at: t1).normalized
                if d1.isFinite { turn += .pi }   // the reversal at the cusp, counted once (at its left interval)
            }
            guard d0.isFinite, d1.isFinite else { continue }
            var angle = d0.signedAngle(to: d1)
            let middle = 0.5 * (t0 + t1), s = 1 - middle
            let curvatureSign = e0 * s * s + 2 * e1 * s * middle + e2 * middle * middle
            if curvatureSign > roundingBound && angle < 0 { angle += 2 * .pi }
            if curvatureSign < -roundingBound && angle > 0 { angle -= 2 * .pi }
            turn += angle
        }
        return turn
    }

    /// The length of the control polygon, `‖p1 − p0‖ + ‖p2 − p1‖ + ‖p3 − p2‖`: at least the
    /// curve's length (cheap; the self-intersection scan measures joint slack with it).
    public var controlPolygonLength: Double {
        p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3)
    }
}

import Foundation

/// Flattening of Bézier curves with a proven Hausdorff bound.
///
/// **Method.** For a C² curve piece on a parameter interval of width `h` and its chord between
/// the piece's ends, the error `e(t) = B(t) − L(t)` vanishes at both ends, so for any unit vector
/// `u` the scalar `u·e` has `|u·e| ≤ h²/8 · max‖B''‖` (the linear-interpolation remainder), hence
///
/// ```
/// ‖B(t) − L(t)‖ ≤ h² · M / 8,     M = max over the piece of ‖B''‖
/// ```
///
/// at matching parameters, which bounds the Hausdorff distance between piece and chord both ways.
/// `B''` is linear in `t`, so on `[tj, tj+1]` `M` is the larger of `‖B''(tj)‖`, `‖B''(tj+1)‖`.
/// The curve is cut into `k` equal parameter spans (k = min(8, ⌈n₀/4⌉), n₀ the single-span count),
/// and span j gets
///
/// ```
/// nj = ⌈ hj · √(Mj / (8·tol)) ⌉      equal parameter steps
/// ```
///
/// so every chord is within `tol` of its piece (Wang's formula, per span); a span whose inner
/// control points are within `tol` of its chord gets one chord (``isFlat(tolerance:)``). For a quadratic
/// `M = 2‖q0 − 2q1 + q2‖` is constant, giving `n = ⌈√(‖q0 − 2q1 + q2‖ / (4·tol))⌉`.
///
/// **How close to minimal.** The asymptotically minimal count for a curve is
/// `∫ √(κ / (8·tol)) ds = ∫ √(|B'×B''| / (8·tol·‖B'‖)) dt` (the parabola-arc argument of
/// R. Levien, "Flattening quadratic Béziers", 2019, used by kurbo and by lyon for quadratics;
/// kurbo flattens cubics by first approximating them with quadratics and then applying it);
/// here `√‖B''‖` stands in for `√(|B'×B''|/‖B'‖)`, which is never smaller, so the count is within
/// the factor `∫√‖B''‖ / ∫√(|B'×B''|/‖B'‖)` (+k) of minimal: 1.0–1.3 for ordinary curves, larger
/// where `B''` runs along the tangent (uneven parametrisation). ``flatteningOptimalityRatio``
/// measures it; the tests and README report it on sample curves.
extension CubicCurve {
    /// The chord count of each span (see the extension's doc); the total is what the flattening
    /// adds. Returns `nil` when a count is not finite or above `limit`.
    func chordCounts(tolerance: Double, limit: Int) -> [Int]? {
        guard let counts = spanChordCounts(tolerance: tolerance, limit: limit) else { return nil }
        return (0..<counts.spans).map { counts.counts[$0] }
    }

    /// The chord counts of the (at most 8) spans, held inline: what the flattener reads per curve
    /// without allocating.
    struct SpanChordCounts {
        var spans = 0
        var counts = SIMD8<Int>()
        var total = 0
        /// Whether every decision behind the counts (the span count, each span's count, each
        /// flatness test) holds with a margin: any curve whose control points are within the
        /// `perturbation` asked for of this one's, moved by a rotation and a translation, counts
        /// the same (see ``spanChordCounts(tolerance:limit:perturbation:)``). False when no
        /// perturbation was asked for.
        var isStable = false
    }

    /// ``chordCounts(tolerance:limit:)`` without an array: the same counts, bit for bit (each
    /// span's bound `max ‖B''‖` reads the norms at its two ends, computed once per boundary).
    @inline(__always)
    func spanChordCounts(tolerance: Double, limit: Int) -> SpanChordCounts? {
        spanChordCounts(tolerance: tolerance, limit: limit, perturbation: nil)
    }

    /// ``spanChordCounts(tolerance:limit:)`` (the same counts, bit for bit), and with a
    /// `perturbation` Δ > 0 whether they are stable: whether a curve whose control points are
    /// within Δ of this curve's image under a rotation and translation (in exact arithmetic;
    /// rounding is part of Δ) gets the same counts. Every decision is a threshold on a quantity
    /// whose change under such a move is bounded:
    ///
    /// ```
    /// ‖B''‖ at any t (a combination of second differences, 1 + 2 + 1 = 4 points):  ± 24Δ
    ///   → the span count ⌈√(M/8τ)/4⌉ and each span's ⌈w·√(m/8τ)⌉, m ± 24Δ: their arguments
    ///     move by at most the relative ρ = 24Δ/m + 10⁻¹² (√(1 ± ρ) lies within 1 ± ρ)
    /// a flatness distance (control point to chord, both moved ≤ Δ; de Casteljau is convex):  ± 2Δ
    /// ```
    ///
    /// so the counts are stable when each ceiling is the same at both ends of its argument's range
    /// and each flatness test has the same outcome at `τ ± 2Δ`. Norms and distances are invariant
    /// under rotations and translations; the 10⁻¹² covers the rounding of the products.
    @inline(__always)
    func spanChordCounts(tolerance: Double, limit: Int, perturbation: Double?) -> SpanChordCounts? {
        let maximum = maximumSecondDerivative
        let single = (maximum / (8 * tolerance)).squareRoot()
        let span = Self.spanCount(single: single)
        var result = SpanChordCounts()
        result.spans = span
        let (a, b) = secondDifferences
        var stable = perturbation != nil
        let shift = 24 * (perturbation ?? 0)
        if stable {
            let relative = shift / maximum + 1e-12
            stable = relative < 1 && Self.spanCount(single: single * (1 - relative)) == Self.spanCount(single: single * (1 + relative))
        }
        var total = 0.0
        var t0 = 0.0
        var m0 = 6 * ((1 - t0) * a + t0 * b).length
        for index in 0..<span {
            let t1 = Double(index + 1) / Double(span)
            let m1 = 6 * ((1 - t1) * a + t1 * b).length
            let count: Double
            if stable, let perturbation {
                let outcome = stableChordCount(from: t0, to: t1, m0: m0, m1: m1, tolerance: tolerance,
                                               shift: shift, perturbation: perturbation)
                count = outcome.count
                stable = outcome.isStable
            } else {
                count = chordCount(from: t0, to: t1, m0: m0, m1: m1, tolerance: tolerance)
            }
            guard count.isFinite else { return nil }
            total += count
            guard total <= Double(limit) else { return nil }
            result.counts[index] = Int(count)
            result.total += Int(count)
            t0 = t1
            m0 = m1
        }
        result.isStable = stable
        return result
    }

    /// ``chordCount(from:to:m0:m1:tolerance:)`` (the same value) and whether it is stable under
    /// the perturbation (see ``spanChordCounts(tolerance:limit:perturbation:)``): `shift` = 24Δ.
    @inline(__always)
    private func stableChordCount(from t0: Double, to t1: Double, m0: Double, m1: Double, tolerance: Double,
                                  shift: Double, perturbation: Double) -> (count: Double, isStable: Bool) {
        let width = t1 - t0
        let bound = Swift.max(m0, m1)
        let argument = width * (bound / (8 * tolerance)).squareRoot()
        var count = Swift.max(1, argument.rounded(.up))
        guard count.isFinite else { return (count, false) }
        let relative = shift / bound + 1e-12
        // max(1, ⌈x⌉) is the same over [x(1 − ρ), x(1 + ρ)] (without two more calls to ceil).
        var stable = relative < 1 && argument * (1 + relative) <= count
            && (count == 1 || argument * (1 - relative) > count - 1)
        if count > 1 {
            let (first, second) = subcurve(from: t0, to: t1).flatnessDistancesSquared()
            let limit = tolerance * tolerance
            if first <= limit && second <= limit { count = 1 }
            let low = Swift.max(0, tolerance - 2 * perturbation), high = tolerance + 2 * perturbation
            stable = stable && ((first <= low * low && second <= low * low) || first > high * high || second > high * high)
        }
        return (count, stable)
    }

    /// ``flatteningChordCount(tolerance:limit:)`` and whether it is stable under `perturbation`
    /// Δ: whether every curve whose control points lie within Δ of this one's image under a
    /// rotation and a translation counts the same (see
    /// ``spanChordCounts(tolerance:limit:perturbation:)``; the flattening asks it with Δ =
    /// 4·10⁻¹⁴ × the curve's magnitude before letting congruent curves reuse the counts).
    /// `nil` when the count is not finite or above `limit`. For checking the flag against
    /// perturbed curves' own counts.
    package func flatteningChordCountStability(tolerance: Double, perturbation: Double,
                                               limit: Int = Path.maximumFlattenedPointCount) -> (count: Int, isStable: Bool)? {
        guard let counts = spanChordCounts(tolerance: tolerance, limit: limit, perturbation: perturbation) else { return nil }
        return (counts.total, counts.isStable)
    }

    /// The total ``chordCounts(tolerance:limit:)`` would reach without a limit, as a number (∞
    /// when not finite): what the point limit's error reports.
    func requiredChordCount(tolerance: Double) -> Double {
        let span = spanCount(tolerance: tolerance)
        let (a, b) = secondDifferences
        return (0..<span).reduce(0) {
            let t0 = Double($1) / Double(span), t1 = Double($1 + 1) / Double(span)
            return $0 + chordCount(from: t0, to: t1, m0: 6 * ((1 - t0) * a + t0 * b).length,
                                   m1: 6 * ((1 - t1) * a + t1 * b).length, tolerance: tolerance)
        }
    }

    /// The chords of the span `[t0, t1]` whose ends have `‖B''‖` = `m0`, `m1`:
    /// `⌈width·√(max ‖B''‖ / 8τ)⌉`, or 1 when the span is flat within the tolerance; may be ∞ or NaN.
    @inline(__always)
    private func chordCount(from t0: Double, to t1: Double, m0: Double, m1: Double, tolerance: Double) -> Double {
        let width = t1 - t0
        let count = Swift.max(1, (width * (Swift.max(m0, m1) / (8 * tolerance)).squareRoot()).rounded(.up))
        guard count.isFinite else { return count }
        return count > 1 && subcurve(from: t0, to: t1).isFlat(tolerance: tolerance) ? 1 : count
    }

    /// Whether both inner control points are within `tolerance` of the segment `p0 p3`. Then the
    /// whole curve is (distance to a convex set is convex, so its maximum over the control hull
    /// is at a vertex), and every point of the segment is within `tolerance` of the curve (the
    /// curve's projection onto the segment's line covers the segment, by continuity): one chord
    /// suffices, however uneven the parametrisation (a straight line written as a cubic).
    func isFlat(tolerance: Double) -> Bool {
        let (first, second) = flatnessDistancesSquared()
        let limit = tolerance * tolerance
        return first <= limit && second <= limit
    }

    /// The squared distances of `p1` and `p2` from the segment `p0 p3` (what ``isFlat(tolerance:)`` compares).
    @inline(__always)
    func flatnessDistancesSquared() -> (Double, Double) {
        func distanceSquared(_ point: Point) -> Double {
            let direction = p3 - p0
            let lengthSquared = direction.lengthSquared
            let t = lengthSquared > 0 ? Swift.min(1, Swift.max(0, (point - p0).dot(direction) / lengthSquared)) : 0
            return (point - (p0 + direction * t)).lengthSquared
        }
        return (distanceSquared(p1), distanceSquared(p2))
    }

    /// The number of equal-parameter spans cut before counting chords: min(8, ⌈n₀/4⌉).
    @inline(__always)
    private func spanCount(tolerance: Double) -> Int {
        Self.spanCount(single: (maximumSecondDerivative / (8 * tolerance)).squareRoot())
    }

    /// min(8, ⌈n₀/4⌉), at least 1; 1 when n₀ is not finite.
    @inline(__always)
    private static func spanCount(single: Double) -> Int {
        guard single.isFinite else { return 1 }
        // Clamped before the conversion: ⌈n₀/4⌉ may be far beyond Int (a 1e300 control point).
        return Swift.max(1, Int(Swift.min(8, (single / 4).rounded(.up))))
    }

    /// The chord count the flattening uses for this curve at `tolerance` (the sum of `chordCounts`),
    /// or `nil` when it would exceed `limit`.
    public func flatteningChordCount(tolerance: Double, limit: Int = Path.maximumFlattenedPointCount) -> Int? {
        spanChordCounts(tolerance: tolerance, limit: limit)?.total
    }

    /// Writes the `counts.total` chord end points after `p0` (the last is exactly `p3`) to
    /// `vertices[0..<counts.total]`.
    @inline(__always)
    func writeChordEnds(counts: SpanChordCounts, to vertices: UnsafeMutablePointer<Point>) {
        var written = 0
        let span = counts.spans
        for index in 0..<span {
            let t0 = Double(index) / Double(span), width = 1 / Double(span)
            let count = counts.counts[index]
            for step in 1...count {
                vertices[written] = point(at: index == span - 1 && step == count ? 1 : t0 + width * Double(step) / Double(count))
                written += 1
            }
        }
    }

    /// The parameters of the flattening's chord ends after `t = 0` at `tolerance`, in order (the
    /// last exactly 1): the vertices the flattening adds for this curve are `point(at:)` of them.
    /// `nil` when a count is not finite or the total exceeds `limit`. For checking a flattening
    /// piece by piece (the catalogue's differential invariants).
    package func flatteningParameters(tolerance: Double, limit: Int = Path.maximumFlattenedPointCount) -> [Double]? {
        guard let counts = chordCounts(tolerance: tolerance, limit: limit) else { return nil }
        var parameters: [Double] = []
        parameters.reserveCapacity(counts.reduce(0, +))
        forEachChordEnd(counts: counts) { parameters.append($0) }
        return parameters
    }

    /// Calls `body` with each chord end's parameter for `counts` (equal steps within each of the
    /// equal spans; the last exactly 1).
    @inline(__always)
    private func forEachChordEnd(counts: [Int], _ body: (Double) -> Void) {
        let span = counts.count
        for index in 0..<span {
            let t0 = Double(index) / Double(span), width = 1 / Double(span)
            let count = counts[index]
            for step in 1...count {
                body(index == span - 1 && step == count ? 1 : t0 + width * Double(step) / Double(count))
            }
        }
    }

    /// The ratio of ``flatteningChordCount(tolerance:limit:)`` to the asymptotic lower bound
    /// `∫ √(|B'×B''| / (8·tol·‖B'‖)) dt` of any flattening within `tol` (integrated with 4 096
    /// midpoint samples); ∞ for a straight curve (lower bound 0).
    public func flatteningOptimalityRatio(tolerance: Double) -> Double {
        guard let count = flatteningChordCount(tolerance: tolerance) else { return .infinity }
        let samples = 4096
        var integral = 0.0
        for index in 0..<samples {
            let t = (Double(index) + 0.5) / Double(samples)
            let d1 = derivative(at: t), d2 = secondDerivative(at: t)
            let speed = d1.length
            guard speed > 0 else { continue }
            integral += (Swift.abs(d1.cross(d2)) / speed).squareRoot()
        }
        let lowerBound = integral / Double(samples) / (8 * tolerance).squareRoot()
        return Double(count) / lowerBound
    }
}

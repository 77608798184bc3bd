import FilletGeometry

extension VerificationSuite {
    /// What a curve's length and tangent turn get wrong on inputs no generated path brings, or
    /// `nil`: asked once and folded into the ``path`` suite's ``Invariant/turningAgreement``
    /// verdict (the turning number sums each curve's ``FilletGeometry/CubicCurve/tangentTurn``,
    /// for curves whose ``FilletGeometry/CubicCurve/length`` is not degenerate).
    ///
    /// - Length near the largest double: the straight cubic `(0, 0), (10³⁰¹, 0), (2·10³⁰¹, 0),
    ///   (3·10³⁰¹, 0)` (evenly spaced controls: `B(t) = (3·10³⁰¹·t, 0)`) has length 3·10³⁰¹, its
    ///   chord, within 10⁻¹² relative. Its control polygon is longer than 2¹⁰⁰⁰, so it is measured
    ///   scaled; no generated path comes near.
    /// - An exact cusp at an inner cut: `M0 0 C1 1 0 1 1 0` has `B'(½) = 0`. Its curvature
    ///   numerator `B' × B''` is `6·(1 − 2t)² ≥ 0` (Bernstein coefficients 1, −1, 1), so the
    ///   tangent turns left on both sides: from 45° (`p1 − p0`) to 90° arriving (`−B''(½)` points
    ///   along +y), the cusp's reversal (+π, the documented convention), then from −90° leaving to
    ///   −45° (`p3 − p2`): π/4 + π + π/4 = 3π/2 in all. The generated curves never hit a cusp exactly.
    static let curveMeasureMisread: String? = {
        let straight = CubicCurve(Point(x: 0, y: 0), Point(x: 1e301, y: 0), Point(x: 2e301, y: 0), Point(x: 3e301, y: 0))
        let length = straight.length
        if !(Swift.abs(length - 3e301) <= 1e-12 * 3e301) {
            return "length of the straight cubic from (0, 0) to (3e301, 0) is \(length), not 3e301"
        }
        let cusp = CubicCurve(Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1), Point(x: 1, y: 0))
        let turn = cusp.tangentTurn, expected = 0.25 * Double.pi + Double.pi + 0.25 * Double.pi
        if !(Swift.abs(turn - expected) <= 1e-9) {
            return "tangentTurn of M0 0 C1 1 0 1 1 0 (a cusp at t = ½) is \(turn), not 3π/2"
        }
        return nil
    }()
}

import FilletGeometry

extension VerificationSuite {
    /// What a curve's end tangents get wrong on inputs no generated path brings, or `nil`: asked
    /// once and folded into the ``path`` suite's ``Invariant/turningAgreement`` verdict (the
    /// turning number sums the turns between a segment's end tangent and the next one's start
    /// tangent).
    ///
    /// ``FilletGeometry/CubicCurve/startTangent`` and ``FilletGeometry/CubicCurve/endTangent`` of
    /// curves whose handles coincide with their ends (one handle, or both: a cusp-free curve that
    /// leaves its start along `p2 − p0`, or `p3 − p0`) must point along the chord from the end to
    /// the curve's point at a parameter 10⁻⁴ away — the limit the tangent stands for, evaluated
    /// here from the curve's points (within 10⁻³ rad: the chord turns by about h/3 of the angle
    /// between the next two legs, and its rounding is 10⁻⁸ of it). The generated curves take
    /// random handles, never exactly on an end.
    static let curveTangentMisread: String? = {
        let a = Point(x: 1, y: 2), b = Point(x: 4, y: 3), c = Point(x: 2, y: -5), d = Point(x: -3, y: 1)
        let curves = [CubicCurve(a, a, b, c), CubicCurve(a, a, a, c), CubicCurve(a, b, d, d), CubicCurve(a, d, d, d),
                      CubicCurve(a, a, d, d)]
        let step = 1e-4
        for curve in curves {
            let leaving = (curve.point(at: step) - curve.p0).normalized
            let arriving = (curve.p3 - curve.point(at: 1 - step)).normalized
            for (name, tangent, chord) in [("startTangent", curve.startTangent, leaving), ("endTangent", curve.endTangent, arriving)] {
                let cosine = tangent.dot(chord)
                if !(cosine >= 1 - 5e-7) {
                    return "\(name) of the cubic \(curve.p0), \(curve.p1), \(curve.p2), \(curve.p3) is (\(tangent.dx), \(tangent.dy)), "
                        + "its chord at 10⁻⁴ from the end (\(chord.dx), \(chord.dy))"
                }
            }
        }
        return nil
    }()
}

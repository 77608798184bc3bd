import Foundation
import FilletGeometry

extension VerificationSuite {
    /// What the arc fit's radial error gets wrong on an off-standard arc cubic, or `nil`: asked once
    /// and folded into the ``path`` suite's ``Invariant/arcFitAgreement`` verdict (which holds the
    /// fit of standard cubics, whose radial error is unimodal near its maximum, to Goldapp's closed
    /// form).
    ///
    /// A user's arc cubic need not be standard: exporters round handles, hand-edited ones drift.
    /// The probe draws a cubic on a known circle (centre `c`, radius `r`, ends at angles `a₀` and
    /// `a₀ + 2.8`, handles along the circle's tangents of 0.93 and 1.05 times the standard
    /// `4/3·tan(θ/4)·r`, within the fit's 10 % handle tolerance), whose radial error
    /// `| |B(t) − c| − r |` has two unequal maxima, the larger at t ≈ 0.78, between the fit's
    /// samples (the nearest, t = 0.75, is 3.5 % below it). The fit must recognise it as that circle
    /// (centre and radius within 10⁻⁹·(|c| + r): its ends and tangents are exactly the circle's) and
    /// report a radial error within 10⁻³ of the maximum over 4 097 evenly spaced parameters,
    /// measured here about the drawn circle (that dense maximum is within 10⁻⁶ of the true one:
    /// the peak is smooth, half a step of 1/4 096 from a sample at most). At scale 1 about the
    /// origin and at 10⁻³, `(3, −2)·10⁻³` away from it.
    static let arcFitErrorMisread: String? = {
        let sweep = 2.8, startScale = 0.93, endScale = 1.05
        for (centre, radius, startAngle) in [(Point(x: 0, y: 0), 1.0, 0.3), (Point(x: 3e-3, y: -2e-3), 1e-3, -2.0)] {
            let endAngle = startAngle + sweep
            let handle = 4.0 / 3.0 * tan(sweep / 4) * radius
            let start = Point(x: centre.x + radius * cos(startAngle), y: centre.y + radius * sin(startAngle))
            let end = Point(x: centre.x + radius * cos(endAngle), y: centre.y + radius * sin(endAngle))
            // The tangent of increasing angle is (−sin, cos).
            let curve = CubicCurve(start,
                                   Point(x: start.x - startScale * handle * sin(startAngle),
                                         y: start.y + startScale * handle * cos(startAngle)),
                                   Point(x: end.x + endScale * handle * sin(endAngle),
                                         y: end.y - endScale * handle * cos(endAngle)),
                                   end)
            let allowed = 1e-9 * (centre.distance(to: .zero) + radius)
            guard let fit = curve.circularArcFit, fit.center.distance(to: centre) <= allowed,
                  Swift.abs(fit.radius - radius) <= allowed else {
                return "the cubic \(curve.p0), \(curve.p1), \(curve.p2), \(curve.p3) on the circle about \(centre) "
                    + "of radius \(radius) (handles \(startScale) and \(endScale) of the standard): fit "
                    + "\(curve.circularArcFit.map { "\($0.center) r \($0.radius)" } ?? "none")"
            }
            let samples = 4096
            var dense = 0.0
            for index in 0...samples {
                dense = Swift.max(dense, Swift.abs(curve.point(at: Double(index) / Double(samples)).distance(to: centre) - radius))
            }
            guard Swift.abs(fit.radialError - dense) <= 1e-3 * dense else {
                return "the arc cubic with handles \(startScale) and \(endScale) of the standard on the circle about "
                    + "\(centre) of radius \(radius): radial error \(fit.radialError), where its maximum over "
                    + "\(samples + 1) parameters is \(dense)"
            }
        }
        return nil
    }()
}

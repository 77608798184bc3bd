import Foundation
import FilletGeometry

extension Catalogue {
    /// ``Invariant/arcFitAgreement``: each circular arc of the path, written here as the standard
    /// cubics of pieces of at most a quarter turn (ends on the circle from the angles, handles of
    /// `h = 4/3·tan(θ/4)·r` along the tangents: what CoreGraphics and SVG exporters write), must
    /// be recognised by ``FilletGeometry/CubicCurve/circularArcFit`` (what `fillet check path`
    /// holds users' arcs drawn as cubics to, and `fillet fix path` repairs them from) as the arc
    /// it came from:
    ///
    /// ```
    /// recognised     every piece of sweep θ with 2·10⁻³ ≤ |θ| ≤ π/2 (the fit claims (10⁻³, π])
    /// centre, radius |c_fit − c| ≤ δ,  |r_fit − r| ≤ δ,  |θ_fit − θ| ≤ δ/r
    /// radial error   0.98·E(θ) − δ ≤ error_fit ≤ E(θ) + δ,   E(θ) = (2/27)·sin⁶(θ/4)/cos²(θ/4)·r
    ///                (Goldapp's maximum, within 1 % from above: the standard cubic's true error)
    /// δ              10⁻¹¹·(|c| + r)/|θ|   (the ends and handles round at the coordinates' ulp;
    ///                the fit divides them by the chord and the handles, which scale with θ)
    /// ```
    ///
    /// The cubics are built from the arc's centre, radius and angles with `cos` and `sin` here,
    /// not by the fit's inverse formulas, and `E(θ)` is a closed form: a fit that took the wrong
    /// centre, radius or handle, or measured its radial error off the curve, misses one of them.
    /// Paths without such an arc hold (the detail says so). Margin: the tightest slack over the
    /// path's size.
    static func checkArcFitAgreement<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>) {
        // The tightest comparison as numbers, worded only when a detail is asked for.
        var worst = Double.infinity, pieces = 0
        var tightest = (index: 0, piece: 0, step: 0.0, measure: "", fitted: 0.0, drawn: 0.0)
        func consider(_ slack: Double, _ index: Int, _ piece: Int, _ step: Double, _ measure: String,
                      _ fitted: Double, _ drawn: Double) {
            if slack < worst || slack.isNaN { worst = slack; tightest = (index, piece, step, measure, fitted, drawn) }
        }
        for (index, element) in analysis.path.elements.enumerated() {
            guard case .arc(let arc) = element, arc.radius > 0, arc.sweep.isFinite else { continue }
            let count = Swift.max(1, Int((Swift.abs(arc.sweep) / (Double.pi / 2)).rounded(.up)))
            let step = arc.sweep / Double(count)
            guard Swift.abs(step) >= VerificationTolerances.arcFitSmallestSweep else { continue }
            let radius = arc.radius, center = arc.center
            let allowed = VerificationTolerances.arcFitRelative * (center.distance(to: .zero) + radius) / Swift.abs(step)
            let handle = 4.0 / 3.0 * tan(step / 4) * radius
            for piece in 0..<count {
                let from = arc.startAngle + Double(piece) * step, to = from + step
                let start = Point(x: center.x + radius * cos(from), y: center.y + radius * sin(from))
                let end = Point(x: center.x + radius * cos(to), y: center.y + radius * sin(to))
                // The tangent of increasing angle is (−sin, cos); a negative step makes h negative.
                let control1 = Point(x: start.x - handle * sin(from), y: start.y + handle * cos(from))
                let control2 = Point(x: end.x + handle * sin(to), y: end.y - handle * cos(to))
                pieces += 1
                guard let fit = CubicCurve(start, control1, control2, end).circularArcFit else {
                    verdicts.emitVerdict(.arcFitAgreement, false) {
                        "element \(index), piece \(piece) (sweep \(format(step))): its standard cubic is not recognised as an arc"
                    }
                    return
                }
                consider(allowed - fit.center.distance(to: center), index, piece, step, "centre off the drawn one by",
                         fit.center.distance(to: center), 0)
                consider(allowed - Swift.abs(fit.radius - radius), index, piece, step, "radius", fit.radius, radius)
                consider(allowed - radius * Swift.abs(fit.sweep - step), index, piece, step, "sweep", fit.sweep, step)
                let expected = 2.0 / 27.0 * pow(sin(Swift.abs(step) / 4), 6) / pow(cos(step / 4), 2) * radius
                consider(Swift.min(expected + allowed - fit.radialError, fit.radialError - (0.98 * expected - allowed)),
                         index, piece, step, "radial error (drawn: the standard cubic's)", fit.radialError, expected)
            }
        }
        guard pieces > 0 else {
            verdicts.emitVerdict(.arcFitAgreement, true) { "no arc piece of at least \(format(VerificationTolerances.arcFitSmallestSweep)) rad" }
            return
        }
        verdicts.emit(.arcFitAgreement, margin: analysis.relative(worst)) {
            "\(pieces) arc pieces; tightest: element \(tightest.index), piece \(tightest.piece) (sweep \(format(tightest.step))): "
                + "\(tightest.measure) \(format(tightest.fitted)), drawn \(format(tightest.drawn))"
        }
    }
}

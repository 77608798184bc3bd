import Foundation
import FilletGeometry

extension VerificationSuite {
    /// What the curvature comb (``FilletGeometry/Path/curvatureComb(samplesPerSegment:scale:)``,
    /// the picture `fillet shape --format comb` draws) gets wrong on shapes whose curvature is
    /// known in closed form, or `nil`: asked once and folded into the ``path`` suite's
    /// ``Invariant/turningAgreement`` verdict (the turning is the curvature integrated along the
    /// length; no generated path asks for a comb).
    ///
    /// - A circular arc of radius r, either direction: every tooth's curvature is ±1/r, signed
    ///   as the sweep; its base lies on the circle and its tip `scale/r` further out, away from
    ///   the centre (distances to the centre, not the comb's normal).
    /// - The parabola y = x² on [−1, 1], a quadratic Bézier curve with x = 2t − 1: |κ| =
    ///   2/(1 + 4x²)^{3/2} (the graph's curvature |y''|/(1 + y'²)^{3/2}); the tooth is `scale·|κ|`
    ///   long and points away from the side y > x² where the centre of curvature lies.
    ///
    /// Within 10⁻⁹ relative (a base on the parabola within 10⁻⁹ of its size, 2).
    static let curvatureCombMisread: String? = {
        let relative = 1e-9
        let scale = 3.0, samples = 8
        func near(_ a: Double, _ b: Double) -> Bool { Swift.abs(a - b) <= relative * Swift.max(Swift.abs(a), Swift.abs(b)) }
        let centre = Point(x: 2, y: -1), radius = 4.0
        for sweep in [2.0, -2.5] {
            var path = Path()
            do {
                let arc = Arc(center: centre, radius: radius, startAngle: 0.3, sweep: sweep)
                try path.move(to: arc.startPoint)
                try path.addArc(arc)
            } catch {
                return "the comb probe's arc could not be built: \(error)"
            }
            let teeth = path.curvatureComb(samplesPerSegment: samples, scale: scale).subpaths.joined()
            guard teeth.count == samples + 1 else { return "the comb of an arc has \(teeth.count) teeth, not \(samples + 1)" }
            let signed = (sweep > 0 ? 1 : -1) / radius
            for tooth in teeth {
                let baseDistance = tooth.base.distance(to: centre), tipDistance = tooth.tip.distance(to: centre)
                guard near(tooth.curvature, signed), near(baseDistance, radius), near(tipDistance, radius + scale / radius) else {
                    return "the comb of an arc of radius \(radius) about \(centre), sweep \(sweep): a tooth of curvature "
                        + "\(tooth.curvature) (1/r: \(signed)) from \(format(baseDistance)) to \(format(tipDistance)) from "
                        + "the centre (\(radius) to \(radius + scale / radius))"
                }
            }
        }
        var parabola = Path()
        do {
            try parabola.move(to: Point(x: -1, y: 1))
            try parabola.addQuadCurve(to: Point(x: 1, y: 1), control: Point(x: 0, y: -1))
        } catch {
            return "the comb probe's parabola could not be built: \(error)"
        }
        let teeth = Array(parabola.curvatureComb(samplesPerSegment: samples, scale: scale).subpaths.joined())
        guard teeth.count == samples + 1 else { return "the comb of a parabola has \(teeth.count) teeth, not \(samples + 1)" }
        for (step, tooth) in teeth.enumerated() {
            let x = 2 * Double(step) / Double(samples) - 1
            let curvature = 2 / pow(1 + 4 * x * x, 1.5)
            let reach = tooth.tip - tooth.base
            // (−2x, 1): the graph's normal toward y > x², where its centre of curvature lies.
            let towardCentre = reach.dx * (-2 * x) + reach.dy
            guard tooth.base.distance(to: Point(x: x, y: x * x)) <= relative * 2, near(Swift.abs(tooth.curvature), curvature),
                  near(reach.length, scale * curvature), towardCentre < 0 else {
                return "the comb of y = x² at x = \(x): a tooth from \(tooth.base) to \(tooth.tip), curvature \(tooth.curvature) "
                    + "(|κ| = \(curvature)), \(format(reach.length)) long (\(scale * curvature)), toward the centre by \(towardCentre)"
            }
        }
        return nil
    }()
}

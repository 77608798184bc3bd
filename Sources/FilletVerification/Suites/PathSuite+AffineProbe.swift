import Foundation
import FilletGeometry

extension VerificationSuite {
    /// What the image of an arc under a general affine map gets wrong on inputs no generated path
    /// brings, or `nil`: asked once and folded into the ``path`` suite's ``Invariant/affineMap``
    /// verdict, whose own allowance (the image's size × 10⁻⁹) is wider than the conversion's design.
    ///
    /// ``FilletGeometry/Path/applying(_:)`` draws an arc under a map that is not a similarity as
    /// cubics, each within 1.8·10⁻¹⁰ of the radius of the exact image (see
    /// ``FilletGeometry/Path/svgEllipticalArcPieceSweep``). Each cubic is sampled (64 points) and
    /// mapped back by the map's inverse, solved here by Cramer's rule; every point must lie within
    /// 2·10⁻¹⁰ × r of the arc's circle. Short sweeps (1.9 and 0.6 of the piece sweep π/24),
    /// where one piece fewer doubles a piece's sweep and multiplies the error by about 50, and a
    /// long one.
    static let arcImageMisread: String? = {
        let map = AffineTransform(a: 2, b: 0.3, c: 0.5, d: 0.7, e: 3, f: -1)
        let determinant = map.a * map.d - map.b * map.c
        func preimage(_ q: Point) -> Point {
            let x = q.x - map.e, y = q.y - map.f
            return Point(x: (map.d * x - map.c * y) / determinant, y: (map.a * y - map.b * x) / determinant)
        }
        let centre = Point(x: 1, y: 2), radius = 4.0
        for sweep in [1.9 * Double.pi / 24, -0.6 * Double.pi / 24, 5.5] {
            let arc = Arc(center: centre, radius: radius, startAngle: 0.4, sweep: sweep)
            var path = Path()
            let image: Path
            do {
                try path.move(to: arc.startPoint)
                try path.addArc(arc)
                image = try path.applying(map)
            } catch {
                return "an arc of sweep \(sweep) did not map: \(error)"
            }
            var current = Point.zero, worst = 0.0
            for element in image.elements {
                if let curve = element.curve(from: current) {
                    for step in 0...64 {
                        let error = Swift.abs(preimage(curve.point(at: Double(step) / 64)).distance(to: centre) - radius)
                        worst = Swift.max(worst, error)
                    }
                }
                current = element.endPoint ?? current
            }
            guard image.elements.contains(where: { if case .cubic = $0 { true } else { false } }) else {
                return "an arc of sweep \(sweep) under \(map) was not drawn as cubics"
            }
            if !(worst <= 2e-10 * radius) {
                return "an arc of sweep \(sweep) under \(map) strays \(worst / radius) of its radius from its circle"
            }
        }
        return nil
    }()
}

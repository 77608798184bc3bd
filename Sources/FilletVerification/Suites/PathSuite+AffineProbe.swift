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
    ///
    /// ``FilletGeometry/Path/addArc(_:transformedBy:)`` joins the pen to the image's start by a
    /// line unless they are within a rounding slack (10⁻⁹ × r × the map's size): under
    /// `(x, y) ↦ (x + 2, 3y − 1)` an arc of radius 4 whose image starts at `s`, computed here from
    /// the arc's angle, after a pen 4·10⁻⁶ from `s` (a real gap, 300 times the slack) must get the
    /// line to `s` (within 10⁻¹² of the figure's size) before its cubics, and after a pen
    /// 4·10⁻¹⁵ from `s` (rounding) none.
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
        let stretch = AffineTransform(a: 1, b: 0, c: 0, d: 3, e: 2, f: -1)
        let arc = Arc(center: centre, radius: radius, startAngle: 0.4, sweep: 2)
        let start = Point(x: centre.x + radius * cos(0.4) + 2, y: 3 * (centre.y + radius * sin(0.4)) - 1)
        for (gap, joins) in [(1e-6 * radius, true), (1e-15 * radius, false)] {
            var path = Path()
            do {
                try path.move(to: Point(x: start.x + gap, y: start.y))
                try path.addArc(arc, transformedBy: stretch)
            } catch {
                return "an arc under \(stretch) after a pen \(gap) from its start did not build: \(error)"
            }
            let elements = path.elements
            let joined: Bool
            switch elements.count > 2 ? elements[1] : .close {
            case .line(let to) where to.distance(to: start) <= 1e-12 * (start.distance(to: .zero) + radius):
                joined = true
            case .cubic:
                joined = false
            default:
                return "an arc under \(stretch) after a pen \(gap) from its start \(start): elements \(elements)"
            }
            guard joined == joins, case .cubic = elements[joins ? 2 : 1] else {
                return "an arc under \(stretch) after a pen \(gap) from its start \(start): "
                    + "\(joined ? "a joining line" : "no joining line"), where \(joins ? "the gap is real" : "it is rounding")"
            }
        }
        return nil
    }()
}

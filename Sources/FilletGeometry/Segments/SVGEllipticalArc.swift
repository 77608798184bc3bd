import Foundation

/// An SVG elliptical arc command (`A rx ry φ large-arc sweep x y`) from a given start point,
/// converted to centre form (SVG 2 §9.5, implementation notes F.6.5 and F.6.6) and appended to a
/// path: an exact ``Arc`` when the radii are equal, cubics otherwise.
struct SVGEllipticalArc {
    var start: Point
    var end: Point
    var radiusX: Double
    var radiusY: Double
    /// The x-axis rotation φ in radians.
    var rotation: Double
    var largeArc: Bool
    var sweep: Bool

    init(from start: Point, to end: Point, radiusX: Double, radiusY: Double, rotationDegrees: Double,
         largeArc: Bool, sweep: Bool) {
        self.start = start
        self.end = end
        self.radiusX = Swift.abs(radiusX)
        self.radiusY = Swift.abs(radiusY)
        // Reduce first so that 1e300 degrees does not become a non-finite angle.
        rotation = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        self.largeArc = largeArc
        self.sweep = sweep
    }

    /// The arc in centre form (SVG 2 implementation notes F.6.5, F.6.6): the map
    /// `(x, y) ↦ centre + R(φ)·(rx·x, ry·y)` of the unit circle, radii already scaled up when too
    /// small for the end points, and the unit-circle angles it runs through.
    struct CenterForm {
        var center: Point
        var radiusX: Double
        var radiusY: Double
        var cosine: Double
        var sine: Double
        var startAngle: Double
        /// Signed: positive for `sweep = 1`.
        var delta: Double

        /// The ellipse's affine map of the unit circle.
        var map: AffineTransform {
            AffineTransform(a: cosine * radiusX, b: sine * radiusX, c: -sine * radiusY, d: cosine * radiusY, e: center.x, f: center.y)
        }

        /// The direction of travel at unit-circle angle `angle`: the map's linear part applied to
        /// the circle's tangent, reversed for a negative sweep.
        func direction(at angle: Double) -> Vector {
            let (c, s) = Angle.cosineAndSine(angle)
            let sign: Double = delta < 0 ? -1 : 1
            let tx = -s * radiusX * sign, ty = c * radiusY * sign
            return Vector(dx: cosine * tx - sine * ty, dy: sine * tx + cosine * ty)
        }
    }

    /// What the command draws: nothing (identical end points), a line (a zero radius, or end
    /// points closer than the radii resolve), or an arc in centre form.
    enum Shape {
        case nothing
        case line
        case arc(CenterForm)
    }

    /// The arc's ``Shape``.
    /// - Throws: `overflow` when the centre, angles or radii are not finite.
    func shape() throws(GeometryError) -> Shape {
        // F.6.2: identical end points omit the arc; a zero radius makes it a line.
        if start == end { return .nothing }
        if radiusX == 0 || radiusY == 0 { return .line }
        let cosine = cos(rotation), sine = sin(rotation)
        // F.6.5.1: the midpoint-relative start in the ellipse's axes. Halving first keeps the
        // differences finite for coordinates near ±1.8e308.
        let dx = 0.5 * start.x - 0.5 * end.x, dy = 0.5 * start.y - 0.5 * end.y
        let x1 = cosine * dx + sine * dy, y1 = -sine * dx + cosine * dy
        var rx = radiusX, ry = radiusY
        // F.6.6: radii too small for the end points are scaled up uniformly, by √Λ with
        // Λ = (x1/rx)² + (y1/ry)², taken as hypot(x1/rx, y1/ry): the square overflows for radii
        // near 1e-160 (`A1e-160 1e-160 0 0 0 1 0` is a valid half circle).
        let root = hypot(x1 / rx, y1 / ry)
        if !root.isFinite {
            // Radii so small against the chord that x1/rx overflows (`A1e-308 1e-308 0 0 1 10 0`,
            // a valid half circle): scaled to Λ = 1 directly, keeping their ratio k = ry/rx.
            let ratio = ry / rx
            guard ratio.isFinite, ratio > 0 else { throw .overflow(operation: "elliptical arc") }
            rx = hypot(x1, y1 / ratio)
            ry = ratio * rx
        } else if root > 1 {
            rx *= root
            ry *= root
        }
        // F.6.5.2, written with ratios to avoid overflowing rx²·ry², and with the point's
        // direction (xr, yr)/h so that a chord tiny against the radii, whose xr² + yr² underflows
        // (`A5 5 0 0 1 1e-300 0`), keeps its centre off the chord: coefficient·(xr, yr) is
        // √(1 − h²)·(xr, yr)/h.
        let xr = x1 / rx, yr = y1 / ry
        let length = hypot(xr, yr)
        // The end points differ by less than the radii can resolve: a line, as for rx = 0.
        guard length > 0 else { return .line }
        var scale = Swift.max(0, 1 - length * length).squareRoot()
        if largeArc == sweep { scale = -scale }
        let cx1 = scale * rx * (yr / length), cy1 = -scale * ry * (xr / length)
        // F.6.5.3
        let center = Point(x: cosine * cx1 - sine * cy1 + (0.5 * start.x + 0.5 * end.x),
                           y: sine * cx1 + cosine * cy1 + (0.5 * start.y + 0.5 * end.y))
        // F.6.5.5–6: angles on the unit circle the ellipse is the image of.
        let startAngle = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - startAngle
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        // End points closer than the angles resolve: the large arc is the whole circle, not nothing.
        if delta == 0 && largeArc { delta = sweep ? 2 * .pi : -2 * .pi }
        guard center.isFinite, delta.isFinite, rx.isFinite, ry.isFinite else {
            throw .overflow(operation: "elliptical arc")
        }
        return .arc(CenterForm(center: center, radiusX: rx, radiusY: ry, cosine: cosine, sine: sine,
                               startAngle: startAngle, delta: delta))
    }

    /// Appends the arc to `path`, whose current point is `start`.
    func append(to path: inout Path) throws(GeometryError) {
        let form: CenterForm
        switch try shape() {
        case .nothing: return
        case .line:
            try path.addLine(to: end)
            return
        case .arc(let arc): form = arc
        }
        if form.radiusX == form.radiusY {
            // A circle: the ellipse's rotation only shifts the angles.
            // Its start is `start` up to the rounding of the centre and angles: a few ulps of the
            // coordinates, far below the 10⁻¹² of them allowed here; no connecting line for that.
            let rounding = 1e-12 * Swift.max(Swift.abs(form.center.x), Swift.abs(form.center.y), form.radiusX)
            try path.addArc(Arc(center: form.center, radius: form.radiusX, startAngle: form.startAngle + rotation, sweep: form.delta),
                            startingWithin: rounding)
            return
        }
        // Cubics of at most `svgEllipticalArcPieceSweep` on the unit circle, mapped by the
        // ellipse's affine map (x, y) ↦ centre + R(φ)·(rx·x, ry·y); the last ends exactly at `end`.
        let pieces = Path.unitArcCubics(map: form.map, startAngle: form.startAngle, sweep: form.delta, end: end)
        for piece in pieces where !(piece.control1.isFinite && piece.control2.isFinite) {
            throw .overflow(operation: "elliptical arc")
        }
        for piece in pieces {
            try path.addCurve(to: piece.to, control1: piece.control1, control2: piece.control2)
        }
        path.markLastElementsAsOnePart(pieces.count)
    }
}

extension Path {
    /// The directions of travel at the start and at the end of the SVG arc command
    /// `A radiusX radiusY rotationDegrees largeArc sweep end` drawn from `start`, as
    /// ``init(svgPathData:maximumElements:)`` draws it (radii too small for the end points scaled up; SVG 2
    /// implementation notes F.6.5, F.6.6). Not normalised: their lengths are the ellipse's speeds
    /// there per radian of the unit circle.
    ///
    /// The cubics an elliptical arc is drawn as leave and reach its end points in exactly these
    /// directions, so a join's turn at an arc's end is the angle between one of them and the
    /// other side's.
    /// - Returns: `nil` when the command draws no arc (identical end points, a zero radius, end
    ///   points closer than the radii resolve) or its numbers overflow.
    public static func svgArcEndDirections(from start: Point, to end: Point, radiusX: Double, radiusY: Double,
                                           rotationDegrees: Double, largeArc: Bool, sweep: Bool) -> (start: Vector, end: Vector)? {
        let command = SVGEllipticalArc(from: start, to: end, radiusX: radiusX, radiusY: radiusY,
                                       rotationDegrees: rotationDegrees, largeArc: largeArc, sweep: sweep)
        guard case .arc(let form)? = try? command.shape() else { return nil }
        return (form.direction(at: form.startAngle), form.direction(at: form.startAngle + form.delta))
    }
}

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

    /// Appends the arc to `path`, whose current point is `start`.
    func append(to path: inout Path) throws(GeometryError) {
        // F.6.2: identical end points omit the arc; a zero radius makes it a line.
        if start == end { return }
        if radiusX == 0 || radiusY == 0 {
            try path.addLine(to: end)
            return
        }
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
        guard length > 0 else {
            // The end points differ by less than the radii can resolve: a line, as for rx = 0.
            try path.addLine(to: end)
            return
        }
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
        if rx == ry {
            // A circle: the ellipse's rotation only shifts the angles.
            // Its start is `start` up to the rounding of the centre and angles: a few ulps of the
            // coordinates, far below the 10⁻¹² of them allowed here; no connecting line for that.
            let rounding = 1e-12 * Swift.max(Swift.abs(center.x), Swift.abs(center.y), rx)
            try path.addArc(Arc(center: center, radius: rx, startAngle: startAngle + rotation, sweep: delta),
                            startingWithin: rounding)
            return
        }
        // Cubics of at most `svgEllipticalArcPieceSweep` on the unit circle, mapped by the
        // ellipse's affine map (x, y) ↦ centre + R(φ)·(rx·x, ry·y); the last ends exactly at `end`.
        let map = AffineTransform(a: cosine * rx, b: sine * rx, c: -sine * ry, d: cosine * ry, e: center.x, f: center.y)
        let pieces = Path.unitArcCubics(map: map, startAngle: startAngle, sweep: delta, end: end)
        for piece in pieces where !(piece.control1.isFinite && piece.control2.isFinite) {
            throw .overflow(operation: "elliptical arc")
        }
        for piece in pieces {
            try path.addCurve(to: piece.to, control1: piece.control1, control2: piece.control2)
        }
        path.markLastElementsAsOnePart(pieces.count)
    }
}

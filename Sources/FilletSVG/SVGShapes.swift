import FilletGeometry

/// The outlines of the SVG 2 basic shapes (§10) and `path` (§9), in the element's own user units
/// (before any transform). Each function returns `nil` when the specification says the element
/// is not rendered.
///
/// Directions follow the specification's equivalent paths: every closed shape runs toward
/// increasing angle (clockwise on the y-down screen), so its ``FilletGeometry/Path/signedArea`` is
/// positive: a circle's is `+πr²`.
enum SVGShapes {
    typealias Attributes = SVGAttributes

    /// Reads a length attribute, naming the attribute in an error.
    static func length(_ attributes: Attributes, _ name: String) throws(SVGValueError) -> Double? {
        guard let text = attributes[name] else { return nil }
        return try SVGValueError.naming(name) { () throws(SVGValueError) in try SVGAttributeValues.length(text) }
    }

    /// A size that SVG 2 says must not be negative: a negative value is invalid and counts as not given.
    static func size(_ attributes: Attributes, _ name: String) throws(SVGValueError) -> Double? {
        guard let value = try length(attributes, name), value >= 0 else { return nil }
        return value
    }

    /// Runs path building, turning a `GeometryError` (overflowing coordinates) into a value error.
    static func build(_ body: (inout Path) throws(GeometryError) -> Void) throws(SVGValueError) -> Path {
        var path = Path()
        do {
            try body(&path)
        } catch {
            throw SVGValueError(offset: nil, reason: "the shape's coordinates overflow: \(error.description)")
        }
        return path
    }

    /// A quarter of the unit circle from `startAngle`, drawn through `translate(center) · scale(rx, ry)`:
    /// an exact arc when rx = ry, else cubics (the one conversion of ``Path/addArc(_:transformedBy:)``).
    static func addCorner(_ path: inout Path, center: Point, rx: Double, ry: Double,
                          startAngle: Double) throws(GeometryError) {
        try path.addArc(Arc(center: .zero, radius: 1, startAngle: startAngle, sweep: .pi / 2),
                        transformedBy: AffineTransform(a: rx, b: 0, c: 0, d: ry, e: center.x, f: center.y))
    }

    /// `rect` (§10.2). `width`/`height` of zero, negative or absent: not rendered. Corner radii by
    /// SVG 2's `auto` rules: an absent (or negative) `rx` takes `ry` and vice versa, both absent
    /// give square corners; then `rx` is clamped to half the width and `ry` to half the height
    /// (each on its own, after the `auto` copy). A zero radius gives square corners.
    ///
    /// The outline (the specification's equivalent path): from (x + rx, y) along the top edge to
    /// the right, each corner a quarter ellipse of radii (rx, ry) — an exact arc when rx = ry —
    /// clockwise on screen, closed. Edges of zero length (rx = width/2) are omitted.
    static func rect(_ attributes: Attributes) throws(SVGValueError) -> Path? {
        let x = try length(attributes, "x") ?? 0, y = try length(attributes, "y") ?? 0
        guard let width = try size(attributes, "width"), let height = try size(attributes, "height"),
              width > 0, height > 0 else { return nil }
        var rx = try size(attributes, "rx"), ry = try size(attributes, "ry")
        if rx == nil { rx = ry }
        if ry == nil { ry = rx }
        let radiusX = Swift.min(rx ?? 0, width / 2), radiusY = Swift.min(ry ?? 0, height / 2)
        return try build { (path: inout Path) throws(GeometryError) in
            let right = x + width, bottom = y + height
            guard radiusX > 0, radiusY > 0 else {
                try path.move(to: Point(x: x, y: y))
                try path.addLine(to: Point(x: right, y: y))
                try path.addLine(to: Point(x: right, y: bottom))
                try path.addLine(to: Point(x: x, y: bottom))
                path.closeSubpath()
                return
            }
            try path.move(to: Point(x: x + radiusX, y: y))
            if width > 2 * radiusX { try path.addLine(to: Point(x: right - radiusX, y: y)) }
            try addCorner(&path, center: Point(x: right - radiusX, y: y + radiusY), rx: radiusX, ry: radiusY, startAngle: -.pi / 2)
            if height > 2 * radiusY { try path.addLine(to: Point(x: right, y: bottom - radiusY)) }
            try addCorner(&path, center: Point(x: right - radiusX, y: bottom - radiusY), rx: radiusX, ry: radiusY, startAngle: 0)
            if width > 2 * radiusX { try path.addLine(to: Point(x: x + radiusX, y: bottom)) }
            try addCorner(&path, center: Point(x: x + radiusX, y: bottom - radiusY), rx: radiusX, ry: radiusY, startAngle: .pi / 2)
            if height > 2 * radiusY { try path.addLine(to: Point(x: x, y: y + radiusY)) }
            try addCorner(&path, center: Point(x: x + radiusX, y: y + radiusY), rx: radiusX, ry: radiusY, startAngle: .pi)
            path.closeSubpath()
        }
    }

    /// `circle` (§10.3): r zero, negative or absent: not rendered. One exact full arc from
    /// (cx + r, cy) toward increasing angle (the specification's four arcs with sweep-flag 1), closed.
    static func circle(_ attributes: Attributes) throws(SVGValueError) -> Path? {
        let cx = try length(attributes, "cx") ?? 0, cy = try length(attributes, "cy") ?? 0
        guard let r = try size(attributes, "r"), r > 0 else { return nil }
        return try ellipse(center: Point(x: cx, y: cy), rx: r, ry: r)
    }

    /// `ellipse` (§10.4): SVG 2's `auto` rule (an absent or negative `rx` takes `ry` and vice
    /// versa); either radius zero, or both absent: not rendered. From (cx + rx, cy) toward
    /// increasing angle, closed: an exact arc when rx = ry, else 48 cubics.
    static func ellipse(_ attributes: Attributes) throws(SVGValueError) -> Path? {
        let cx = try length(attributes, "cx") ?? 0, cy = try length(attributes, "cy") ?? 0
        var rx = try size(attributes, "rx"), ry = try size(attributes, "ry")
        if rx == nil { rx = ry }
        if ry == nil { ry = rx }
        guard let radiusX = rx, let radiusY = ry, radiusX > 0, radiusY > 0 else { return nil }
        return try ellipse(center: Point(x: cx, y: cy), rx: radiusX, ry: radiusY)
    }

    static func ellipse(center: Point, rx: Double, ry: Double) throws(SVGValueError) -> Path {
        try build { (path: inout Path) throws(GeometryError) in
            try path.addArc(Arc(center: .zero, radius: 1, startAngle: 0, sweep: 2 * .pi),
                            transformedBy: AffineTransform(a: rx, b: 0, c: 0, d: ry, e: center.x, f: center.y))
            path.closeSubpath()
        }
    }

    /// `line` (§10.5): one open subpath from (x1, y1) to (x2, y2) (kept when of zero length:
    /// SVG renders its caps).
    static func line(_ attributes: Attributes) throws(SVGValueError) -> Path? {
        let start = Point(x: try length(attributes, "x1") ?? 0, y: try length(attributes, "y1") ?? 0)
        let end = Point(x: try length(attributes, "x2") ?? 0, y: try length(attributes, "y2") ?? 0)
        return try build { (path: inout Path) throws(GeometryError) in
            try path.move(to: start)
            try path.addLine(to: end)
        }
    }

    /// `polyline` (§10.6, open) and `polygon` (§10.7, closed) through the `points` list (see
    /// ``SVGAttributeValues/points(_:)`` for its error behaviour); fewer than 2 points: not rendered.
    static func poly(_ attributes: Attributes, closed: Bool) throws(SVGValueError) -> Path? {
        let points = SVGAttributeValues.points(attributes["points"] ?? "")
        guard points.count >= 2 else { return nil }
        return try build { (path: inout Path) throws(GeometryError) in
            path.reserveCapacity(points.count + 1)
            try path.move(to: points[0])
            for point in points.dropFirst() { try path.addLine(to: point) }
            if closed { path.closeSubpath() }
        }
    }

    /// `path` (§9) through ``FilletGeometry/Path/readingSVGPathData(_:maximumElements:)``, with
    /// where each element was written: an error in the data is an
    /// error naming the byte offset (SVG would render up to it). Empty data, or data with nothing
    /// but moves: not rendered.
    /// The data is refused as soon as the document, which drew `drawnBefore` path elements
    /// before it, would draw more than `limit`: an elliptical arc is up to 48 cubics, so a few MB
    /// of arcs would otherwise build gigabytes before the document's count refused them.
    static func path(_ attributes: Attributes, drawnBefore: Int, limit: Int) throws(SVGValueError) -> Outline? {
        guard let data = attributes["d"] else { return nil }
        let read: (path: Path, source: SVGPathSource)
        do {
            read = try Path.readingSVGPathData(data, maximumElements: limit - drawnBefore)
        } catch where error.exceedsElementLimit {
            throw SVGShapes.tooManyElements(limit)
        } catch {
            throw SVGValueError(offset: error.offset, reason: error.reason, attribute: "d")
        }
        guard read.path.elements.contains(where: { if case .move = $0 { return false } else { return true } }) else {
            return nil
        }
        return Outline(path: read.path, source: read.source)
    }

    /// A shape's outline and, for `path`, where its data wrote each element.
    struct Outline {
        var path: Path
        var source: SVGPathSource?
    }

    /// The outline of the shape element `name`, or `nil` when it is not a shape or not rendered;
    /// a path's data is refused once the document would draw more than `limit` path elements.
    static func outline(of name: String, _ attributes: Attributes, drawnBefore: Int, limit: Int) throws(SVGValueError) -> Outline? {
        let path: Path?
        switch name {
        case "path": return try self.path(attributes, drawnBefore: drawnBefore, limit: limit)
        case "rect": path = try rect(attributes)
        case "circle": path = try circle(attributes)
        case "ellipse": path = try ellipse(attributes)
        case "line": path = try line(attributes)
        case "polyline": path = try poly(attributes, closed: false)
        case "polygon": path = try poly(attributes, closed: true)
        default: return nil
        }
        return path.map { Outline(path: $0, source: nil) }
    }

    /// Whether `name` is a basic shape or `path`, the elements `outline(of:…)`
    /// draws; compared, not hashed, once per element walked.
    static func isShape(_ name: String) -> Bool {
        switch name {
        case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon": true
        default: false
        }
    }

    /// The document draws more than `limit` path elements.
    static func tooManyElements(_ limit: Int) -> SVGValueError {
        SVGValueError(offset: nil, reason: "the document draws more than \(limit) path elements (use references included)")
    }
}

import FilletGeometry

/// Seed 001, "How do I draw irregular polygons with a mix of rounded and sharp corners?":
/// `RoundedCornerPolygonView.buildPolygon()`, transcribed line by line.
///
/// ```
/// move to  midpoint(first, last)
/// for each vertex i:  sharp   → addLine(to: vᵢ)
///                     rounded → addArc(tangent1End: vᵢ, tangent2End: vᵢ₊₁ (wrapping), radius: cornerRadius)
/// addLine(to: midpoint)          — no closeSubpath()
/// ```
///
/// `addArc(tangent1End:tangent2End:radius:)` has canvas `arcTo` semantics (see `Path+Building`):
/// a true tangent fillet whose tangent lines run from the *current point* through vᵢ and from vᵢ
/// to vᵢ₊₁. Since every rounded corner ends on the edge toward the next vertex, each fillet is
/// exact as long as its radius fits.
///
/// Flaws kept on purpose:
/// - One radius for every rounded corner and no clamping: a radius whose tangent length
///   `r·cot(A/2)` exceeds the room on an edge overshoots (the line runs backwards past the
///   previous tangent point, as `arcTo` draws it); at the last vertex it passes the midpoint
///   the path returns to.
/// - The subpath is never closed: it ends with a line back to its start, so the start/end join is
///   a butt end, not a join, when stroked.
/// - The current point before a rounded corner is the *previous* corner's end, so a sharp vertex
///   after an overshooting fillet bends the next tangent line.
public struct Seed001RoundedCornerPolygon: Hashable, Sendable {
    /// The article's `PolygonPoint`.
    public struct PolygonPoint: Hashable, Sendable {
        public var point: Point
        public var isRounded: Bool

        public init(point: Point, isRounded: Bool) {
            self.point = point
            self.isRounded = isRounded
        }
    }

    public var points: [PolygonPoint]
    public var cornerRadius: Double

    public init(points: [PolygonPoint], cornerRadius: Double) {
        self.points = points
        self.cornerRadius = cornerRadius
    }

    /// The path `buildPolygon()` installs in the shape layer.
    /// - Throws: ``ShapeError/tooFewVertices(count:minimum:)`` below 3 points (the article prints
    ///   "Polygons must have at least 3 sides." and builds nothing), a count above 10⁶,
    ///   non-finite coordinates, or a negative or non-finite `cornerRadius`.
    public func path() throws(ShapeError) -> Path {
        guard points.count >= 3 else { throw .tooFewVertices(count: points.count, minimum: 3) }
        try Check.count(points.count, "vertices.count", minimum: 3)
        for (index, point) in points.enumerated() { try Check.finite(point.point, "vertices[\(index)]") }
        try Check.nonNegative(cornerRadius, "cornerRadius")
        let points = self.points, cornerRadius = self.cornerRadius
        let first = points.first!
        let last = points.last!
        return try Check.geometry { () throws(GeometryError) -> Path in
            var path = Path()
            path.reserveCapacity(2 * points.count + 2)
            // Start at the midpoint between the first and last vertex in our polygon
            let midpoint = Point(x: (first.point.x + last.point.x) / 2, y: (first.point.y + last.point.y) / 2)
            try path.move(to: midpoint)
            for (index, point) in points.enumerated() {
                if !point.isRounded {
                    try path.addLine(to: point.point)
                } else {
                    let nextIndex = (index + 1) % points.count
                    let nextPoint = points[nextIndex]
                    try path.addArc(tangent1End: point.point, tangent2End: nextPoint.point, radius: cornerRadius)
                }
            }
            // Close the path by drawing a line from the last vertex/corner to the midpoint
            try path.addLine(to: midpoint)
            return path
        }
    }
}

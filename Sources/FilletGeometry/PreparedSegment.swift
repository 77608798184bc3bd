import Foundation

/// A segment with the values every intersection test needs computed once: end points (one
/// `sin`/`cos` pair per arc end instead of one per use), the arc's radial end directions, and the
/// exact bounds.
struct PreparedSegment {
    var geometry: PathSegment.Geometry
    var start: Point
    var end: Point
    /// Unit vectors from an arc's centre toward its start and end (unused for lines).
    var startDirection: Vector
    var endDirection: Vector
    /// Exact axis-aligned bounds.
    var bounds: BoundingBox
    /// `bounds.diagonal` (the length, for a line): a segment with extent ≤ the tolerance is a point.
    var extent: Double

    init(_ geometry: PathSegment.Geometry) {
        self.geometry = geometry
        switch geometry {
        case .line(let from, let to):
            start = from
            end = to
            startDirection = .zero
            endDirection = .zero
            bounds = BoundingBox(from, to)
            extent = (to - from).lengthSquared.squareRoot()
        case .arc(let arc):
            startDirection = Vector(dx: cos(arc.startAngle), dy: sin(arc.startAngle))
            endDirection = Vector(dx: cos(arc.endAngle), dy: sin(arc.endAngle))
            start = arc.center + startDirection * arc.radius
            end = arc.center + endDirection * arc.radius
            bounds = arc.bounds(startPoint: start, endPoint: end)
            extent = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot()
        }
    }

    /// The drawn length: `extent` for a line, `r·|sweep|` for an arc.
    var length: Double {
        if case .arc(let arc) = geometry { return arc.length }
        return extent
    }

    /// Whether the direction `direction` from an arc's centre lies within its sweep, by cross
    /// products with the radial end directions (no `atan2`, no angle reduction).
    ///
    /// For `|sweep| ≤ π` the direction must be on the inner side of both end rays; for a larger
    /// sweep it must not be strictly inside the excluded sector, which is smaller than π.
    func arcContains(direction: Vector, arc: Arc) -> Bool {
        let magnitude = Swift.abs(arc.sweep)
        if magnitude >= Angle.twoPi { return true }
        let sign = arc.sweep >= 0 ? 1.0 : -1.0
        let afterStart = sign * startDirection.cross(direction) >= 0
        let beforeEnd = sign * direction.cross(endDirection) >= 0
        return magnitude <= .pi ? afterStart && beforeEnd : afterStart || beforeEnd
    }

    /// Squared distance from `point` to the segment.
    func distanceSquared(from point: Point) -> Double {
        switch geometry {
        case .line(let from, let to):
            let direction = to - from
            let lengthSquared = direction.lengthSquared
            guard lengthSquared > 0 else { return (point - from).lengthSquared }
            let t = Swift.min(1, Swift.max(0, (point - from).dot(direction) / lengthSquared))
            return (point - (from + direction * t)).lengthSquared
        case .arc(let arc):
            let offset = point - arc.center
            if arcContains(direction: offset, arc: arc) {
                let radial = offset.lengthSquared.squareRoot() - arc.radius
                return radial * radial
            }
            return Swift.min((point - start).lengthSquared, (point - end).lengthSquared)
        }
    }

    /// The end points within `tolerance` (given squared) of `point`.
    func ends(near point: Point, toleranceSquared: Double) -> SegmentEnds {
        var result: SegmentEnds = []
        if (point - start).lengthSquared <= toleranceSquared { result.insert(.start) }
        if (point - end).lengthSquared <= toleranceSquared { result.insert(.end) }
        return result
    }
}

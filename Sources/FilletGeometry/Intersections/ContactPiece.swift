import Foundation

/// A piece of a path that the contact structure (``PieceTree``) can bound: anything with end
/// points and a conservative projection onto a direction. Lines and arcs are pieces today
/// (``PreparedSegment``); a Bézier piece bounds itself by its control polygon (the curve lies in
/// the hull of its control points, so projecting them is conservative) and drops in unchanged.
///
/// The tree needs no more than this: each node's volumes are an oriented box built from its
/// pieces' projections and a ring (``PieceRing``), and only pairs whose volumes come close are
/// handed to the exact test.
protocol ContactPiece {
    /// Where the piece starts and ends (in path order).
    var start: Point { get }
    var end: Point { get }
    /// The smallest and largest value of `p·direction` over the piece's points `p`, up to
    /// rounding; `direction` is a unit vector. NaN coordinates give NaN bounds.
    func projection(onto direction: Vector) -> (min: Double, max: Double)
    /// A ring holding the piece: every point `p` of it has `inner ≤ |p − centre| ≤ outer`, up
    /// to rounding. An arc's is its circle (exact); a line's or a curve's, a disc about its
    /// chord's midpoint. NaN coordinates give NaN, which never prunes.
    var ring: PieceRing { get }
    /// Bounds of the distance from `point` to the piece's points: `min ≤ |p − point| ≤ max` for
    /// every point `p` of it, up to rounding (exact for lines and arcs).
    func distanceRange(from point: Point) -> (min: Double, max: Double)
}

extension PreparedSegment: ContactPiece {
    /// Above this ratio of radius to extent an arc is nearly flat and its ring and distance range
    /// come from its box: measured from a centre that far away, they would carry the rounding of
    /// the radius (ulp(r)), which for r = 10⁹ on a unit path exceeds the contact tolerance.
    static let flatArcRadiusRatio = 1e4

    /// Distances from `point` to the piece's bounding box: the least (0 inside) and the farthest corner.
    @inline(__always)
    func boxDistanceRange(from point: Point) -> (min: Double, max: Double) {
        let gapX = Swift.max(0, bounds.minX - point.x, point.x - bounds.maxX)
        let gapY = Swift.max(0, bounds.minY - point.y, point.y - bounds.maxY)
        let farX = Swift.max(Swift.abs(point.x - bounds.minX), Swift.abs(point.x - bounds.maxX))
        let farY = Swift.max(Swift.abs(point.y - bounds.minY), Swift.abs(point.y - bounds.maxY))
        return ((gapX * gapX + gapY * gapY).squareRoot(), (farX * farX + farY * farY).squareRoot())
    }

    /// Exact for a line (the nearest point of the segment; its farther end) and an arc (the
    /// circle's nearest and farthest points where the arc reaches them, else its ends); for a
    /// curve, the box and the farthest of its control points (the curve lies in their hull).
    @inline(__always)
    func distanceRange(from point: Point) -> (min: Double, max: Double) {
        let endsFarthest = Swift.max((start - point).length, (end - point).length)
        switch geometry {
        case .line:
            return (distanceSquared(from: point).squareRoot(), endsFarthest)
        case .arc(let arc) where Swift.abs(arc.radius) > Self.flatArcRadiusRatio * extent:
            return boxDistanceRange(from: point)
        case .arc(let arc):
            let offset = point - arc.center
            let radius = Swift.abs(arc.radius), reach = offset.length
            let far = arc.containsDirection(-offset) ? reach + radius : endsFarthest
            return (distanceSquared(from: point).squareRoot(), far)
        case .curve(let curve):
            let minX = Swift.min(curve.p0.x, curve.p1.x, curve.p2.x, curve.p3.x)
            let maxX = Swift.max(curve.p0.x, curve.p1.x, curve.p2.x, curve.p3.x)
            let minY = Swift.min(curve.p0.y, curve.p1.y, curve.p2.y, curve.p3.y)
            let maxY = Swift.max(curve.p0.y, curve.p1.y, curve.p2.y, curve.p3.y)
            let gapX = Swift.max(0, minX - point.x, point.x - maxX), gapY = Swift.max(0, minY - point.y, point.y - maxY)
            let far = Swift.max((curve.p0 - point).length, (curve.p1 - point).length,
                                (curve.p2 - point).length, (curve.p3 - point).length)
            return ((gapX * gapX + gapY * gapY).squareRoot(), far)
        }
    }

    /// An arc's circle; a line's disc of half its length about its midpoint; a curve's disc about
    /// its chord's midpoint reaching its farthest control point (the curve lies in their hull).
    @inline(__always)
    var ring: PieceRing {
        let middle = Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
        switch geometry {
        case .arc(let arc) where Swift.abs(arc.radius) > Self.flatArcRadiusRatio * extent:
            return PieceRing(centre: bounds.center, inner: 0, outer: bounds.diagonal / 2)
        case .arc(let arc):
            let radius = Swift.abs(arc.radius)
            return PieceRing(centre: arc.center, inner: radius, outer: radius)
        case .curve(let curve):
            let reach = Swift.max((curve.p0 - middle).length, (curve.p1 - middle).length,
                                  (curve.p2 - middle).length, (curve.p3 - middle).length)
            return PieceRing(centre: middle, inner: 0, outer: reach)
        default:
            return PieceRing(centre: middle, inner: 0, outer: (end - start).length / 2)
        }
    }

    /// Exact support values: a line's are its end points'; an arc's are the centre's ± r when
    /// the arc passes the direction `±direction`, otherwise its end points'.
    ///
    /// ```
    /// max over the arc of p·w = c·w + r     if the arc contains the direction  w
    ///                         = max(start·w, end·w)   otherwise
    /// ```
    @inline(__always)
    func projection(onto direction: Vector) -> (min: Double, max: Double) {
        let startValue = start.x * direction.dx + start.y * direction.dy
        let endValue = end.x * direction.dx + end.y * direction.dy
        var low = Swift.min(startValue, endValue), high = Swift.max(startValue, endValue)
        if case .arc(let arc) = geometry {
            let centreValue = arc.center.x * direction.dx + arc.center.y * direction.dy
            let radius = Swift.abs(arc.radius)
            if arc.containsDirection(direction) { high = Swift.max(high, centreValue + radius) }
            if arc.containsDirection(-direction) { low = Swift.min(low, centreValue - radius) }
        } else if case .curve(let curve) = geometry {
            // The curve lies in its control points' hull: their projections bound its own.
            let value1 = curve.p1.x * direction.dx + curve.p1.y * direction.dy
            let value2 = curve.p2.x * direction.dx + curve.p2.y * direction.dy
            low = Swift.min(low, value1, value2)
            high = Swift.max(high, value1, value2)
        }
        return (low, high)
    }
}

import Foundation

/// A piece of a path that the contact structure (``PieceTree``) can bound: anything with end
/// points and a conservative projection onto a direction. Lines and arcs are pieces today
/// (``PreparedSegment``); a Bézier piece bounds itself by its control polygon (the curve lies in
/// the hull of its control points, so projecting them is conservative) and drops in unchanged.
///
/// The tree needs no more than this: each node's volume is an oriented box built from its
/// pieces' projections, and only pairs whose boxes come close are handed to the exact test.
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

/// A ring (annulus) `inner ≤ |p − centre| ≤ outer` holding a piece or a subtree of pieces: the
/// piece tree's second volume, beside its oriented box. Boxes of nested or concentric pieces
/// (a spiral of semicircles, rings inside rings) contain each other, so box gaps never prune
/// them; their rings are apart by the difference of their radii.
struct PieceRing {
    var centre: Point
    var inner: Double
    var outer: Double

    /// A lower bound of the distance between anything in `self` and anything in `other`:
    ///
    /// ```
    /// d = |c₁ − c₂|;  every point of `other` is within [inner₂ − d, outer₂ + d] of c₁, so
    /// gap ≥ max(inner₂ − outer₁, inner₁ − outer₂) − d
    /// ```
    /// (negative when the rings overlap).
    @inline(__always)
    func gap(to other: PieceRing) -> Double {
        let offset = (other.centre - centre).length
        return Swift.max(other.inner - outer, inner - other.outer) - offset
    }

    /// The ring about `centre` that holds `self`: radii widened by the distance between the
    /// centres (the triangle inequality), the inner one not below 0.
    @inline(__always)
    func recentred(at newCentre: Point) -> PieceRing {
        let offset = (centre - newCentre).length
        return PieceRing(centre: newCentre, inner: Swift.max(0, inner - offset), outer: outer + offset)
    }
}

extension PreparedSegment: ContactPiece {
    /// Exact for a line (the nearest point of the segment; its farther end) and an arc (the
    /// circle's nearest and farthest points where the arc reaches them, else its ends); for a
    /// curve, the box and the farthest of its control points (the curve lies in their hull).
    @inline(__always)
    func distanceRange(from point: Point) -> (min: Double, max: Double) {
        let endsFarthest = Swift.max((start - point).length, (end - point).length)
        switch geometry {
        case .line:
            return (distanceSquared(from: point).squareRoot(), endsFarthest)
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

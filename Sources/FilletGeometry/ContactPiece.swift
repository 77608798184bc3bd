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
}

extension PreparedSegment: ContactPiece {
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

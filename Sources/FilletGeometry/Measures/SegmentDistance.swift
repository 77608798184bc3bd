import Foundation

/// Exact distances between two segments (lines and circular arcs), in closed form.
///
/// The distance between two closed pieces is 0 when they meet; otherwise it is attained either
/// at an end point of one of them, or at interior points of both where the connecting segment is
/// normal to both — for an arc, normal means radial. So it is the least of these candidates,
/// each of which is the length of a segment between a point of one piece and a point of the
/// other (extra candidates can therefore never make the result too small):
///
/// ```
/// every pair      each end point to the other piece (point–line: clamped projection;
///                 point–arc: |‖p − c‖ − r| when p − c lies in the arc's sweep, else the
///                 nearer end point)
/// line/line       0 when the lines cross (orientation signs)
/// line/arc        0 when a root f ± √(r² − h²)·d̂ of the carrier with the circle lies on both
///                 (f the foot of the centre, h = ‖c − f‖); interior candidate |h − r| at the
///                 circle point c + r·(f − c)/h when f lies on the line and that point on the arc
/// arc/arc         0 when a circle–circle intersection c₁ + a·û ± √(r₁² − a²)·û⊥ lies on both
///                 (D = ‖c₂ − c₁‖, û = (c₂ − c₁)/D, a = (D² + r₁² − r₂²)/2D); interior candidates
///                 ‖(c₁ + s₁r₁û) − (c₂ + s₂r₂û)‖ for s₁, s₂ = ±1 where both points lie on their arcs
///                 (concentric arcs, D = 0: the end-point candidates are exact)
/// ```
///
/// Non-finite input gives NaN or ∞, never a trap.
enum SegmentDistance {
    /// 10⁻²: the relative accuracy of a distance involving a Bézier curve (lines and arcs are
    /// exact); the clearance is a margin, its verdict comes from the exact contact test.
    static let curveDistanceRelativeAccuracy = 1e-2

    /// The distance between `first` and `second`; for a pair with a curve, any value ≥ `cutoff`
    /// when the distance is at least `cutoff` (the search stops there: a caller keeping the least
    /// distance passes its best so far).
    static func distance(_ first: PreparedSegment, _ second: PreparedSegment, cutoff: Double = .infinity) -> Double {
        var work = 0
        return distance(first, second, cutoff: cutoff, work: &work)
    }

    /// ``distance(_:_:cutoff:)``, adding the box tests a pair with a curve used to `work`.
    static func distance(_ first: PreparedSegment, _ second: PreparedSegment, cutoff: Double = .infinity,
                         work: inout Int) -> Double {
        if first.isCurve || second.isCurve {
            // Branch and bound (see CurveContacts.distance), whose end-point distances replace the
            // point–curve searches below: to 10⁻² of the distance or 10⁻¹⁰ of the pair's extent,
            // stopped at the cutoff. Relative accuracy, because two parallel curves (a ring's
            // outline and hole) are equally far apart all along, and an absolute 10⁻¹² of the
            // extent split them into more pieces than the search budget.
            return CurveContacts.distance(first.geometry, second.geometry,
                                          accuracy: 1e-10 * Swift.max(first.extent, second.extent),
                                          relativeAccuracy: curveDistanceRelativeAccuracy, cutoff: cutoff,
                                          work: &work)
        }
        var best = Swift.min(Swift.min(second.distanceSquared(from: first.start), second.distanceSquared(from: first.end)),
                             Swift.min(first.distanceSquared(from: second.start), first.distanceSquared(from: second.end)))
        switch (first.geometry, second.geometry) {
        case (.line(let p0, let p1), .line(let q0, let q1)):
            if linesCross(p0, p1, q0, q1) { return 0 }
        case (.line(let from, let to), .arc(let arc)):
            best = Swift.min(best, lineArc(from, to, arc))
        case (.arc(let arc), .line(let from, let to)):
            best = Swift.min(best, lineArc(from, to, arc))
        case (.arc(let a), .arc(let b)):
            best = Swift.min(best, arcArc(a, b))
        case (.curve, _), (_, .curve):
            break  // not reached: pairs with a curve returned above (the switch must still be exhaustive)
        }
        return best.squareRoot()
    }

    /// Whether the lines p0p1 and q0q1 cross or touch (each one's ends not strictly on one side
    /// of the other's carrier).
    ///
    /// A proper crossing has each line's ends strictly on both sides of the other's carrier. An end
    /// on a carrier (a cross product of exactly 0) touches only if it lies within that segment's
    /// extent: two disjoint segments along one line, (0, 0)–(0.2, 0.06) and (0.201, 0.0603)–(0.4,
    /// 0.12), have products 1.7e-18, 0, 0 and −2.8e-19, and were taken for touching (clearance 0
    /// where it is 0.001). Collinear overlaps are left to the end-point candidates, which find 0.
    private static func linesCross(_ p0: Point, _ p1: Point, _ q0: Point, _ q1: Point) -> Bool {
        let d1 = (p1 - p0).cross(q0 - p0), d2 = (p1 - p0).cross(q1 - p0)
        let d3 = (q1 - q0).cross(p0 - q0), d4 = (q1 - q0).cross(p1 - q0)
        if ((d1 < 0 && d2 > 0) || (d1 > 0 && d2 < 0)) && ((d3 < 0 && d4 > 0) || (d3 > 0 && d4 < 0)) { return true }
        func within(_ point: Point, _ a: Point, _ b: Point) -> Bool {
            point.x >= Swift.min(a.x, b.x) && point.x <= Swift.max(a.x, b.x)
                && point.y >= Swift.min(a.y, b.y) && point.y <= Swift.max(a.y, b.y)
        }
        return (d1 == 0 && within(q0, p0, p1)) || (d2 == 0 && within(q1, p0, p1))
            || (d3 == 0 && within(p0, q0, q1)) || (d4 == 0 && within(p1, q0, q1))
    }

    /// Squared candidates of a line against an arc beyond the end points: 0 for a crossing, the
    /// interior normal candidate otherwise (∞ when there is none).
    private static func lineArc(_ from: Point, _ to: Point, _ arc: Arc) -> Double {
        let direction = to - from
        let lengthSquared = direction.lengthSquared
        guard lengthSquared > 0 else { return .infinity }
        let footParameter = (arc.center - from).dot(direction) / lengthSquared
        let foot = from + direction * footParameter
        let offset = foot - arc.center
        let heightSquared = offset.lengthSquared
        let radius = Swift.abs(arc.radius)
        if heightSquared <= radius * radius {
            let half = ((radius * radius - heightSquared) / lengthSquared).squareRoot()
            for index in 0..<2 {
                let parameter = index == 0 ? footParameter - half : footParameter + half
                guard parameter >= 0, parameter <= 1 else { continue }
                let root = from + direction * parameter
                if arc.containsDirection(root - arc.center) { return 0 }
            }
        }
        guard footParameter >= 0, footParameter <= 1, heightSquared > 0,
              arc.containsDirection(offset) else { return .infinity }
        let gap = heightSquared.squareRoot() - radius
        return gap * gap
    }

    /// Squared candidates of two arcs beyond the end points.
    private static func arcArc(_ a: Arc, _ b: Arc) -> Double {
        let between = b.center - a.center
        let distanceSquared = between.lengthSquared
        guard distanceSquared > 0, distanceSquared.isFinite else { return .infinity }
        let centres = distanceSquared.squareRoot()
        let unit = between / centres
        let r1 = Swift.abs(a.radius), r2 = Swift.abs(b.radius)
        if centres <= r1 + r2, centres >= Swift.abs(r1 - r2) {
            let along = (distanceSquared + r1 * r1 - r2 * r2) / (2 * centres)
            let half = Swift.max(0, r1 * r1 - along * along).squareRoot()
            for sign in stride(from: -1.0, through: 1.0, by: 2.0) {
                let point = a.center + unit * along + unit.perpendicular * (sign * half)
                if a.containsDirection(point - a.center),
                   b.containsDirection(point - b.center) { return 0 }
            }
        }
        var best = Double.infinity
        for firstSign in stride(from: -1.0, through: 1.0, by: 2.0) where a.containsDirection(unit * firstSign) {
            for secondSign in stride(from: -1.0, through: 1.0, by: 2.0) where b.containsDirection(unit * secondSign) {
                let gap = (b.center + unit * (secondSign * r2)) - (a.center + unit * (firstSign * r1))
                best = Swift.min(best, gap.lengthSquared)
            }
        }
        return best
    }
}

/// Telling a tangential touch from a crossing, for the contacts the curve search finds away from
/// both segments' ends.
///
/// The search reports *leaves*: places where the two segments come within the tolerance. Where two
/// curves touch tangentially they stay within it along a stretch (a *run*) far longer than a leaf,
/// so one touch gave several leaves, each labelled a crossing. A run is classified by where the
/// second segment `B` leaves it on each side: starting at the contact's parameter `u₀` on `B`,
/// parameters `u₀ ± δ·2ᵏ` (δ the contact leaf's own parameter width) are tried until `B(u)` is
/// more than ``runExitDistance`` tolerances from its foot on the first segment `A`, and the side of
/// `A` that point lies on is read at that foot. The foot is local (for a curve, Newton's from the
/// contact's parameter on `A`, carried along the march): a global distance per step made failing
/// paths 14× slower to check, and the label only needs `A` near the contact. Near an end, both
/// segments continue along their end tangents (for at most ``runContinuation`` of `B`'s
/// parameter): a shallow crossing a few dozen tolerances from an end leaves the run only past it
/// (at 1°, 115 tolerances from the crossing), and was read as a touch without them.
///
/// ```
/// crossing  ⇔  B leaves the run on both sides, on opposite sides of A
/// touching  ⇔  otherwise (same side, a side that cannot be read, or B ends inside the run:
///              pieces lying along each other, such as a path doubling back on itself)
/// ```
///
/// This only labels what the search found: no contact moves or goes, so no verdict changes, and
/// the search still stops at its second contact away from the ends (one touch may still be listed
/// twice). A crossing and recrossing within one doubling step reads as a touch, and so does a
/// run the continuations do not leave.
extension CurveContacts {
    /// How many tolerances a point of `B` must be from `A` for its side to be read: 2.
    static let runExitDistance = 2.0

    /// How far past its ends (in its own parameter) the march follows `B`'s end tangent: ¼.
    static let runContinuation = 0.25

    /// A piece's parameter interval within its segment: `t` for a curve (or a line written as a
    /// cubic), the fraction of the sweep for an arc; halved with the piece.
    struct Span {
        var lower: Double
        var upper: Double

        static let whole = Span(lower: 0, upper: 1)

        var middle: Double { 0.5 * (lower + upper) }

        var halves: (Span, Span) {
            let middle = self.middle
            return (Span(lower: lower, upper: middle), Span(lower: middle, upper: upper))
        }
    }

    /// The kind of the contact run through parameters `t` on `first` and `u` on `second`, the
    /// contact leaf's parameter width on `second` being `width` (see the extension's documentation).
    static func runKind(_ first: PreparedSegment, _ second: PreparedSegment, at t: Double, _ u: Double,
                        width: Double, tolerance: Double) -> IntersectionKind {
        let exitDistance = runExitDistance * tolerance
        // The side of `first` that `second` leaves the run on in `direction` (±1); `nil` when the
        // run outlasts `second`'s continuation or the side cannot be read.
        func exit(_ direction: Double) -> Double? {
            var step = Swift.max(width, 0x1p-52)
            var hint = t
            while true {
                let parameter = Swift.min(1 + runContinuation, Swift.max(-runContinuation, u + direction * step))
                let offset = localOffset(of: point(of: second, at: parameter), from: first, near: hint)
                hint = offset.foot
                if offset.distance > exitDistance { return offset.side }
                guard parameter > -runContinuation, parameter < 1 + runContinuation, offset.distance.isFinite
                else { return nil }
                step *= 2
            }
        }
        guard let below = exit(-1), let above = exit(1), below != above else { return .touching }
        return .crossing
    }

    /// The point of `segment` at parameter `t` (``Span``'s parametrisation); outside [0, 1], on
    /// the tangent at the nearer end, `extent` per unit of parameter.
    static func point(of segment: PreparedSegment, at t: Double) -> Point {
        if t < 0 { return segment.start + segment.geometry.startTangent * (segment.extent * t) }
        if t > 1 { return segment.end + segment.geometry.endTangent * (segment.extent * (t - 1)) }
        switch segment.geometry {
        case .line(let from, let to): return t == 1 ? to : from + (to - from) * t
        case .arc(let arc): return t == 1 ? arc.endPoint : (t == 0 ? arc.startPoint : arc.point(at: t))
        case .curve(let curve): return curve.point(at: t)
        }
    }

    /// The distance from `point` to `segment` near parameter `hint`, the foot's parameter, and the
    /// side of `segment` the point lies on (+1 or −1: left or right of the direction of travel at
    /// the foot), `nil` when the direction there vanishes. For a curve the foot is Newton's from
    /// `hint` (local: near the contact the march starts from, which is all the label needs); for a
    /// line and an arc it is exact. A point past an end is measured against the segment's
    /// continuation along its end tangent.
    static func localOffset(of point: Point, from segment: PreparedSegment,
                            near hint: Double) -> (distance: Double, foot: Double, side: Double?) {
        var footParameter = hint
        switch segment.geometry {
        case .line(let from, let to):
            let direction = to - from
            let t = (point - from).dot(direction) / direction.lengthSquared
            if t > 0, t < 1 {
                return offset(of: point, from: from + direction * t, along: direction, foot: t)
            }
            footParameter = t >= 1 ? 1 : 0
        case .arc(let arc):
            let offset = point - arc.center
            if arc.containsDirection(offset), arc.sweep != 0 {
                let length = offset.length
                let radial = offset / length
                let travel = arc.sweep >= 0 ? radial.perpendicular : -radial.perpendicular
                return Self.offset(of: point, from: arc.center + radial * arc.radius, along: travel, foot: hint)
            }
            footParameter = (point - arc.startPoint).lengthSquared <= (point - arc.endPoint).lengthSquared ? 0 : 1
        case .curve(let curve):
            var t = hint, previous = -Double.nan  // a step is a function of t: at a fixed point, stop
            for _ in 0..<8 where t.bitPattern != previous.bitPattern {
                let offset = curve.point(at: t) - point, derivative = curve.derivative(at: t)
                let slope = derivative.lengthSquared + offset.dot(curve.secondDerivative(at: t))
                guard slope > 0, slope.isFinite else { break }
                (previous, t) = (t, Swift.min(1, Swift.max(0, t - offset.dot(derivative) / slope)))
            }
            if t > 0, t < 1 {
                return offset(of: point, from: curve.point(at: t), along: curve.derivative(at: t), foot: t)
            }
            footParameter = t
        }
        // Past an end: against the end tangent's line (the continuation, or the end's own side).
        let atEnd = footParameter >= 1
        let end = atEnd ? segment.end : segment.start
        let unit = atEnd ? segment.geometry.endTangent : segment.geometry.startTangent
        guard unit.dx.isFinite, unit.dy.isFinite else { return ((point - end).length, footParameter, nil) }
        let along = (point - end).dot(unit)
        let isBeyond = atEnd ? along > 0 : along < 0
        return offset(of: point, from: isBeyond ? end + unit * along : end, along: unit, foot: footParameter)
    }

    /// `point`'s distance from `foot` and its side of the direction `travel` there.
    private static func offset(of point: Point, from foot: Point, along travel: Vector,
                               foot parameter: Double) -> (distance: Double, foot: Double, side: Double?) {
        let cross = travel.cross(point - foot)
        return ((point - foot).length, parameter, cross != 0 && cross.isFinite ? (cross > 0 ? 1 : -1) : nil)
    }
}

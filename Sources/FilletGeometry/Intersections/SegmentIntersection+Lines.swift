import Foundation

extension SegmentIntersection {
    /// Line/line contacts (neither line point-like).
    ///
    /// Collinear (both end points of the shorter within `tolerance` of the longer's carrier): the
    /// projections onto the longer's direction `u` are intersected,
    ///
    /// ```
    /// [lo, hi] = [max(min a), min(max a)] over the two lines' projections s = (p − origin)·u
    /// ```
    ///
    /// and `hi − lo > tolerance` is an overlap, `hi − lo ≥ −tolerance` a touching point at its middle.
    /// Otherwise the carriers meet at `p0 + t·(p1 − p0)` with `t = ((q0 − p0) × (q1 − q0)) / ((p1 − p0) × (q1 − q0))`,
    /// kept when within `tolerance` of both lines, with the end-point fallback of ``resolve``.
    static func lineLine(_ first: PreparedSegment, _ second: PreparedSegment, tolerance: Double) -> SegmentContacts {
        switch lineLineCarriers(first, second, tolerance: tolerance) {
        case .collinear(let origin, let u):
            return collinearLines(first, second, origin: origin, direction: u, tolerance: tolerance)
        case .parallel:
            return SegmentContacts()
        case .root(let root):
            return resolve(roots: (root, nil), first, second, isTangential: false, tolerance: tolerance)
        }
    }

    /// How two lines' carriers meet, as ``lineLine`` decides it.
    enum LineLineCarriers {
        /// Both end points of the shorter within `tolerance` of the longer's carrier.
        case collinear(origin: Point, direction: Vector)
        /// Exactly parallel and not collinear within the tolerance: the lines are farther apart than
        /// `tolerance` everywhere (offset0 ≈ offset1 up to rounding), so they cannot meet.
        case parallel
        /// The carriers cross at this point.
        case root(Point)
    }

    /// The carrier decision of ``lineLine``, shared with the joint pre-test so both see the very
    /// same root.
    @inline(__always)  // the joint pre-test's segments then dissolve into the loads it needs
    static func lineLineCarriers(_ first: PreparedSegment, _ second: PreparedSegment,
                                 tolerance: Double) -> LineLineCarriers {
        let p0 = first.start, p1 = first.end, q0 = second.start, q1 = second.end
        let r = p1 - p0, s = q1 - q0
        let lengthP = first.extent, lengthQ = second.extent
        // The longer line is the reference: its direction is the better determined.
        let (origin, reference, referenceLength, other0, other1) = lengthP >= lengthQ
            ? (p0, r, lengthP, q0, q1) : (q0, s, lengthQ, p0, p1)
        let u = reference / referenceLength
        let offset0 = u.cross(other0 - origin), offset1 = u.cross(other1 - origin)
        if Swift.abs(offset0) <= tolerance, Swift.abs(offset1) <= tolerance {
            return .collinear(origin: origin, direction: u)
        }
        let denominator = r.cross(s)
        guard denominator != 0 else { return .parallel }
        let t = (q0 - p0).cross(s) / denominator
        return .root(p0 + r * t)
    }

    /// The overlap of two collinear lines measured along `direction` from `origin`, reported in the
    /// first line's direction of travel.
    private static func collinearLines(_ first: PreparedSegment, _ second: PreparedSegment, origin: Point,
                                       direction u: Vector, tolerance: Double) -> SegmentContacts {
        let sp0 = (first.start - origin).dot(u), sp1 = (first.end - origin).dot(u)
        let sq0 = (second.start - origin).dot(u), sq1 = (second.end - origin).dot(u)
        let low = Swift.max(Swift.min(sp0, sp1), Swift.min(sq0, sq1))
        let high = Swift.min(Swift.max(sp0, sp1), Swift.max(sq0, sq1))
        let toleranceSquared = tolerance * tolerance
        var result = SegmentContacts()
        if high - low > tolerance {
            let firstRunsForward = sp1 >= sp0
            let start = origin + u * (firstRunsForward ? low : high)
            let end = origin + u * (firstRunsForward ? high : low)
            result.append(SegmentContact(kind: .overlap, point: start, overlapEnd: end,
                                         firstEnds: first.ends(near: start, toleranceSquared: toleranceSquared),
                                         secondEnds: second.ends(near: start, toleranceSquared: toleranceSquared)))
        } else if high - low >= -tolerance {
            let point = origin + u * (0.5 * (low + high))
            result.append(pointContact(at: point, first, second, isTangential: true, toleranceSquared: toleranceSquared))
        }
        return result
    }

    /// Line/arc contacts (neither point-like; `line` is a line, `arcSegment` an arc).
    ///
    /// With `u` the line's unit direction, `h = u × (c − p0)` the signed distance of the centre from
    /// the carrier and `f = p0 + ((c − p0)·u)·u` the foot of the perpendicular:
    ///
    /// ```
    /// |h| > r + tol      → no contact
    /// ||h| − r| ≤ tol    → tangent: one touching candidate, f
    /// otherwise          → f ± u·√((r − |h|)(r + |h|))
    /// ```
    ///
    /// each kept when within `tolerance` of both the line and the arc (see ``resolve``).
    static func lineArc(_ line: PreparedSegment, _ arcSegment: PreparedSegment, tolerance: Double) -> SegmentContacts {
        switch lineCircleCarriers(line, arcSegment, tolerance: tolerance) {
        case .apart:
            return SegmentContacts()
        case .tangent(let foot):
            return resolve(roots: (foot, nil), line, arcSegment, isTangential: true, tolerance: tolerance)
        case .secant(let near, let far):
            return resolve(roots: (near, far), line, arcSegment, isTangential: false, tolerance: tolerance)
        }
    }

    /// How a line's carrier meets an arc's circle, as ``lineArc`` decides it.
    enum LineCircleCarriers {
        /// Farther apart than `tolerance` (or non-finite).
        case apart
        /// Tangent within `tolerance`: the foot of the perpendicular from the centre.
        case tangent(foot: Point)
        /// Two roots, `f ∓ u·√((r − |h|)(r + |h|))`.
        case secant(Point, Point)
    }

    /// The carrier decision of ``lineArc``, shared with the joint pre-test so both see the very
    /// same foot.
    @inline(__always)  // as lineLineCarriers
    static func lineCircleCarriers(_ line: PreparedSegment, _ arcSegment: PreparedSegment,
                                   tolerance: Double) -> LineCircleCarriers {
        guard case .arc(let arc) = arcSegment.geometry else { return .apart }
        let p0 = line.start
        let u = (line.end - p0) / line.extent
        let toCenter = arc.center - p0
        let distance = Swift.abs(u.cross(toCenter))
        let foot = p0 + u * toCenter.dot(u)
        let r = arc.radius
        guard distance.isFinite, foot.isFinite, distance <= r + tolerance else { return .apart }
        if Swift.abs(distance - r) <= tolerance { return .tangent(foot: foot) }
        let halfChord = ((r - distance) * (r + distance)).squareRoot()
        return .secant(foot - u * halfChord, foot + u * halfChord)
    }
}

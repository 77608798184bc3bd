import Foundation

/// Exact, tolerance-aware intersection of two segments (lines and circular arcs), analytically.
///
/// Two segments *meet* where they come within `tolerance` of each other. The contacts are found from
/// the closed-form intersections of the carriers (line/line: one linear solve; line/circle: the foot
/// of the perpendicular `± √(r² − h²)`; circle/circle: the radical line) and then kept only where the
/// point is within `tolerance` of both segments. Near-degenerate configurations are decided by
/// distances compared with `tolerance`, never by the sign of a tiny determinant:
/// - **Collinear lines**: when both end points of the shorter line lie within `tolerance` of the
///   longer's carrier, the lines are collinear and their overlap is measured along it: longer than
///   `tolerance` → ``IntersectionKind/overlap``, shorter → one ``IntersectionKind/touching`` point.
/// - **Tangency**: a line whose distance from a circle's centre is within `tolerance` of the radius,
///   or circles with `|d − (r1 + r2)|` or `|d − |r1 − r2||` within `tolerance`, touch at the single
///   foot point (the roots, `√(2·r·tolerance)` apart at worst, would be meaningless).
/// - **Co-circular arcs**: centres and radii within `tolerance` (`d + |r1 − r2| ≤ tolerance`) →
///   their angular ranges are intersected (up to two pieces).
/// - **End points**: when a carrier root falls just outside a segment but an end point of either
///   segment lies within `tolerance` of the other segment, that end point is the contact (this
///   keeps shallow-angle end-point contacts that the root alone would miss).
/// - **Point-like segments** (exact bounds with diagonal ≤ `tolerance`: a zero-length line, a
///   zero-radius arc) touch whatever passes within `tolerance` of their start point.
///
/// Every decision compares lengths with `tolerance`, so scaling both segments and the tolerance by
/// the same factor gives the same verdicts.
public enum SegmentIntersection {
    /// The contacts between `first` and `second` (at most two), in no particular order.
    /// - Parameters:
    ///   - tolerance: absolute distance ≥ 0 within which points count as meeting; 0 means exact
    ///     arithmetic decisions (then tangencies are found only by luck of rounding).
    ///     A path's tolerance is ``Path/intersectionRelativeTolerance`` × ``Path/characteristicSize``.
    /// - Returns: no contact for non-finite input.
    /// - Complexity: O(1); no allocation.
    public static func contacts(_ first: PathSegment.Geometry, _ second: PathSegment.Geometry,
                                tolerance: Double) -> SegmentContacts {
        let tol = Swift.max(0, tolerance)
        let firstIsPoint = extent(of: first) <= tol
        let secondIsPoint = extent(of: second) <= tol
        if firstIsPoint || secondIsPoint {
            return pointContacts(first, second, firstIsPoint: firstIsPoint, tolerance: tol)
        }
        switch (first, second) {
        case let (.line(p0, p1), .line(q0, q1)):
            return lineLine(p0, p1, q0, q1, tolerance: tol)
        case let (.line(p0, p1), .arc(arc)):
            return lineArc(p0, p1, arc, tolerance: tol)
        case let (.arc(arc), .line(q0, q1)):
            return lineArc(q0, q1, arc, tolerance: tol).swapped
        case let (.arc(a), .arc(b)):
            return arcArc(a, b, tolerance: tol)
        }
    }

    // MARK: - Shared helpers

    /// The diagonal of the exact bounds: the size that decides whether a segment is point-like.
    @inlinable
    static func extent(of geometry: PathSegment.Geometry) -> Double {
        switch geometry {
        case .line(let from, let to): return from.distance(to: to)
        case .arc(let arc): return arc.bounds.diagonal
        }
    }

    static func startPoint(of geometry: PathSegment.Geometry) -> Point {
        switch geometry {
        case .line(let from, _): return from
        case .arc(let arc): return arc.startPoint
        }
    }

    static func endPoint(of geometry: PathSegment.Geometry) -> Point {
        switch geometry {
        case .line(_, let to): return to
        case .arc(let arc): return arc.endPoint
        }
    }

    /// Distance from `point` to the closed segment `from`–`to`.
    static func distance(from point: Point, toLineFrom from: Point, to: Point) -> Double {
        let direction = to - from
        let lengthSquared = direction.lengthSquared
        guard lengthSquared > 0 else { return point.distance(to: from) }
        let t = Swift.min(1, Swift.max(0, (point - from).dot(direction) / lengthSquared))
        return point.distance(to: from + direction * t)
    }

    /// Distance from `point` to the arc: radial when its direction from the centre is inside the
    /// sweep, otherwise to the nearer end point.
    static func distance(from point: Point, toArc arc: Arc) -> Double {
        let offset = point - arc.center
        if arc.contains(angle: offset.angle) { return Swift.abs(offset.length - arc.radius) }
        return Swift.min(point.distance(to: arc.startPoint), point.distance(to: arc.endPoint))
    }

    static func distance(from point: Point, to geometry: PathSegment.Geometry) -> Double {
        switch geometry {
        case .line(let from, let to): return distance(from: point, toLineFrom: from, to: to)
        case .arc(let arc): return distance(from: point, toArc: arc)
        }
    }

    /// The end points of `geometry` within `tolerance` of `point`.
    static func ends(of geometry: PathSegment.Geometry, near point: Point, tolerance: Double) -> SegmentEnds {
        var result: SegmentEnds = []
        if point.distance(to: startPoint(of: geometry)) <= tolerance { result.insert(.start) }
        if point.distance(to: endPoint(of: geometry)) <= tolerance { result.insert(.end) }
        return result
    }

    /// A point contact at `point`: touching when `isTangential` or at an end point of either
    /// segment, crossing otherwise.
    static func pointContact(at point: Point, _ first: PathSegment.Geometry, _ second: PathSegment.Geometry,
                             isTangential: Bool, tolerance: Double) -> SegmentContact {
        let firstEnds = ends(of: first, near: point, tolerance: tolerance)
        let secondEnds = ends(of: second, near: point, tolerance: tolerance)
        let kind: IntersectionKind = isTangential || !firstEnds.isEmpty || !secondEnds.isEmpty ? .touching : .crossing
        return SegmentContact(kind: kind, point: point, overlapEnd: point, firstEnds: firstEnds, secondEnds: secondEnds)
    }

    /// End point `index` of the pair: 0, 1 = start, end of `first`; 2, 3 = start, end of `second`.
    static func endPoint(_ index: Int, _ first: PathSegment.Geometry, _ second: PathSegment.Geometry) -> Point {
        switch index {
        case 0: return startPoint(of: first)
        case 1: return endPoint(of: first)
        case 2: return startPoint(of: second)
        default: return endPoint(of: second)
        }
    }

    /// Keeps the carrier roots that lie within `tolerance` of both segments. For a root that does
    /// not, falls back to an end point of either segment that lies within `tolerance` of the other
    /// segment and is nearer to that root than to the other root. Contacts closer than `tolerance`
    /// to one already kept are dropped as duplicates.
    static func resolve(roots: (Point, Point?), _ first: PathSegment.Geometry, _ second: PathSegment.Geometry,
                        isTangential: Bool, tolerance: Double) -> SegmentContacts {
        var result = SegmentContacts()
        func keep(_ point: Point, tangential: Bool) {
            for kept in result where kept.point.distance(to: point) <= tolerance { return }
            result.append(pointContact(at: point, first, second, isTangential: tangential, tolerance: tolerance))
        }
        for rootIndex in 0..<2 {
            guard let root = rootIndex == 0 ? roots.0 : roots.1, root.isFinite else { continue }
            let other = rootIndex == 0 ? roots.1 : roots.0
            if distance(from: root, to: first) <= tolerance, distance(from: root, to: second) <= tolerance {
                keep(root, tangential: isTangential)
                continue
            }
            for index in 0..<4 {
                let candidate = endPoint(index, first, second)
                if let other, other.isFinite, candidate.distance(to: other) < candidate.distance(to: root) { continue }
                if distance(from: candidate, to: index < 2 ? second : first) <= tolerance {
                    keep(candidate, tangential: true)
                    break
                }
            }
        }
        return result
    }

    /// Contacts when at least one segment is point-like: at most one, at the point-like segment's start.
    static func pointContacts(_ first: PathSegment.Geometry, _ second: PathSegment.Geometry, firstIsPoint: Bool,
                              tolerance: Double) -> SegmentContacts {
        var result = SegmentContacts()
        let point = firstIsPoint ? startPoint(of: first) : startPoint(of: second)
        let other = firstIsPoint ? second : first
        guard point.isFinite, distance(from: point, to: other) <= tolerance else { return result }
        result.append(pointContact(at: point, first, second, isTangential: true, tolerance: tolerance))
        return result
    }
}

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
/// the same factor gives the same verdicts. Distances are compared squared (no `hypot`), which is
/// exact in range for coordinates below 10¹⁵⁰.
public enum SegmentIntersection {
    /// The contacts between `first` and `second` (at most two), in no particular order.
    /// - Parameters:
    ///   - first: one segment.
    ///   - second: the other.
    ///   - tolerance: absolute distance ≥ 0 within which points count as meeting; 0 means exact
    ///     arithmetic decisions (then tangencies are found only by luck of rounding).
    ///     A path's tolerance is ``Path/intersectionRelativeTolerance`` × ``Path/characteristicSize``.
    /// - Returns: no contact for non-finite input.
    /// - Complexity: O(1); no allocation.
    public static func contacts(_ first: PathSegment.Geometry, _ second: PathSegment.Geometry,
                                tolerance: Double) -> SegmentContacts {
        contacts(PreparedSegment(first), PreparedSegment(second), tolerance: Swift.max(0, tolerance))
    }

    /// ``contacts(_:_:tolerance:)`` on segments with their end points and bounds computed once.
    static func contacts(_ first: PreparedSegment, _ second: PreparedSegment, tolerance: Double) -> SegmentContacts {
        var work = 0
        return contacts(first, second, tolerance: tolerance, work: &work)
    }

    /// ``contacts(_:_:tolerance:)``, adding the box tests a pair with a curve used to `work`.
    static func contacts(_ first: PreparedSegment, _ second: PreparedSegment, tolerance: Double,
                         work: inout Int) -> SegmentContacts {
        let firstIsPoint = first.extent <= tolerance
        let secondIsPoint = second.extent <= tolerance
        if firstIsPoint || secondIsPoint {
            return pointContacts(first, second, firstIsPoint: firstIsPoint, tolerance: tolerance)
        }
        switch (first.geometry, second.geometry) {
        case (.line, .line):
            return lineLine(first, second, tolerance: tolerance)
        case (.line, .arc):
            return lineArc(first, second, tolerance: tolerance)
        case (.arc, .line):
            return lineArc(second, first, tolerance: tolerance).swapped
        case (.arc, .arc):
            return arcArc(first, second, tolerance: tolerance)
        case (.curve, _), (_, .curve):
            return CurveContacts.contacts(first, second, tolerance: tolerance, work: &work)
        }
    }

    // MARK: - Shared helpers

    /// Distance from `point` to `geometry` (a reference for tests and callers; the scan uses
    /// squared distances on prepared segments).
    package static func distance(from point: Point, to geometry: PathSegment.Geometry) -> Double {
        PreparedSegment(geometry).distanceSquared(from: point).squareRoot()
    }

    /// A point contact at `point`: touching when `isTangential` or at an end point of either
    /// segment, crossing otherwise.
    static func pointContact(at point: Point, _ first: PreparedSegment, _ second: PreparedSegment,
                             isTangential: Bool, toleranceSquared: Double) -> SegmentContact {
        let firstEnds = first.ends(near: point, toleranceSquared: toleranceSquared)
        let secondEnds = second.ends(near: point, toleranceSquared: toleranceSquared)
        let kind: IntersectionKind = isTangential || !firstEnds.isEmpty || !secondEnds.isEmpty ? .touching : .crossing
        return SegmentContact(kind: kind, point: point, overlapEnd: point, firstEnds: firstEnds, secondEnds: secondEnds)
    }

    /// Keeps the carrier roots that lie within `tolerance` of both segments. For a root that does
    /// not, falls back to an end point of either segment that lies within `tolerance` of the other
    /// segment and is nearer to that root than to the other root. Contacts closer than `tolerance`
    /// to one already kept are dropped as duplicates.
    static func resolve(roots: (Point, Point?), _ first: PreparedSegment, _ second: PreparedSegment,
                        isTangential: Bool, tolerance: Double) -> SegmentContacts {
        let toleranceSquared = tolerance * tolerance
        var result = SegmentContacts()
        func keep(_ point: Point, tangential: Bool) {
            for kept in result where (kept.point - point).lengthSquared <= toleranceSquared { return }
            result.append(pointContact(at: point, first, second, isTangential: tangential,
                                       toleranceSquared: toleranceSquared))
        }
        for rootIndex in 0..<2 {
            guard let root = rootIndex == 0 ? roots.0 : roots.1, root.isFinite else { continue }
            let other = rootIndex == 0 ? roots.1 : roots.0
            if first.distanceSquared(from: root) <= toleranceSquared,
               second.distanceSquared(from: root) <= toleranceSquared {
                keep(root, tangential: isTangential)
                continue
            }
            for index in 0..<4 {
                let candidate: Point
                switch index {
                case 0: candidate = first.start
                case 1: candidate = first.end
                case 2: candidate = second.start
                default: candidate = second.end
                }
                if let other, other.isFinite,
                   (candidate - other).lengthSquared < (candidate - root).lengthSquared { continue }
                let onOther = index < 2 ? second.distanceSquared(from: candidate) : first.distanceSquared(from: candidate)
                if onOther <= toleranceSquared {
                    keep(candidate, tangential: true)
                    break
                }
            }
        }
        return result
    }

    /// Contacts when at least one segment is point-like: at most one, at the point-like segment's start.
    static func pointContacts(_ first: PreparedSegment, _ second: PreparedSegment, firstIsPoint: Bool,
                              tolerance: Double) -> SegmentContacts {
        var result = SegmentContacts()
        let toleranceSquared = tolerance * tolerance
        let point = firstIsPoint ? first.start : second.start
        let other = firstIsPoint ? second : first
        guard point.isFinite, other.distanceSquared(from: point) <= toleranceSquared else { return result }
        result.append(pointContact(at: point, first, second, isTangential: true, toleranceSquared: toleranceSquared))
        return result
    }
}

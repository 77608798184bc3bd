/// A drawn piece of a path, with the element it came from: the uniform view that measurement,
/// join analysis, intersection and flattening walk.
///
/// Moves produce no segment. A `.close` produces a straight closing segment from the subpath's
/// last point to its first point when the two differ (exactly); when they coincide the close adds
/// nothing drawn, and the subpath's last segment joins its first directly.
public struct PathSegment: Hashable, Sendable {
    /// What a segment draws.
    public enum Geometry: Hashable, Sendable {
        /// A straight line between two points.
        case line(from: Point, to: Point)
        /// A circular arc.
        case arc(Arc)
        /// A quadratic (degree-elevated) or cubic Bézier.
        case curve(CubicCurve)
    }

    /// What the segment draws.
    public var geometry: Geometry
    /// Index in ``Path/elements`` of the element drawn (the `.close` for a closing line).
    public var elementIndex: Int
    /// Index of the subpath in ``Path/subpaths``.
    public var subpathIndex: Int

    /// A segment drawn by element `elementIndex` of subpath `subpathIndex`.
    public init(geometry: Geometry, elementIndex: Int, subpathIndex: Int) {
        self.geometry = geometry
        self.elementIndex = elementIndex
        self.subpathIndex = subpathIndex
    }

    /// Where the segment starts (``Geometry/startPoint``).
    public var startPoint: Point { geometry.startPoint }

    /// Where the segment ends (``Geometry/endPoint``).
    public var endPoint: Point { geometry.endPoint }

    /// Unit direction of travel at the start (non-finite for a zero-length line).
    public var startTangent: Vector { geometry.startTangent }

    /// Unit direction of travel at the end (non-finite for a zero-length line).
    public var endTangent: Vector { geometry.endTangent }

    /// The segment's length (a curve's by quadrature, see ``CubicCurve/length``).
    public var length: Double {
        switch geometry {
        case .line(let from, let to): return from.distance(to: to)
        case .arc(let arc): return arc.length
        case .curve(let curve): return curve.length
        }
    }
}

/// The segments of one subpath and whether it is closed.
public struct SubpathSegments: Hashable, Sendable {
    public var segments: [PathSegment]
    public var isClosed: Bool
    /// The subpath's first point (its `.move`).
    public var start: Point
}

extension Path {
    /// Calls `body` for every drawn segment in order, without allocating (the `.segment` steps
    /// of ``segmentEvents``).
    /// - Complexity: O(number of elements).
    @inlinable
    public func forEachSegment(_ body: (PathSegment) throws -> Void) rethrows {
        for segment in drawnSegments { try body(segment) }
    }

    /// All drawn segments in order (see ``forEachSegment(_:)``).
    public var segments: [PathSegment] {
        var result: [PathSegment] = []
        result.reserveCapacity(elements.count)
        forEachSegment { result.append($0) }
        return result
    }

    /// The drawn segments grouped by subpath, with each subpath's closedness and start point.
    public var segmentsBySubpath: [SubpathSegments] {
        var result: [SubpathSegments] = []
        for subpath in subpaths {
            guard case .move(let start) = elements[subpath.elementRange.lowerBound] else { continue }
            result.append(SubpathSegments(segments: [], isClosed: subpath.isClosed, start: start))
        }
        forEachSegment { result[$0.subpathIndex].segments.append($0) }
        return result
    }
}

extension PathSegment.Geometry {
    /// Where the segment starts: a line's `from`, an arc's ``Arc/startPoint``, a curve's `p0`.
    @inlinable
    public var startPoint: Point {
        switch self {
        case .line(let from, _): return from
        case .arc(let arc): return arc.startPoint
        case .curve(let curve): return curve.p0
        }
    }

    /// Where the segment ends: a line's `to`, an arc's ``Arc/endPoint``, a curve's `p3`.
    @inlinable
    public var endPoint: Point {
        switch self {
        case .line(_, let to): return to
        case .arc(let arc): return arc.endPoint
        case .curve(let curve): return curve.p3
        }
    }

    /// The start and end tangents together (``startTangent``, ``endTangent``): a line's one
    /// direction serves both.
    public var tangents: (start: Vector, end: Vector) {
        switch self {
        case .line(let from, let to):
            let direction = (to - from).normalized
            return (direction, direction)
        case .arc(let arc):
            return (arc.startTangent, arc.endTangent)
        case .curve(let curve):
            return (curve.startTangent, curve.endTangent)
        }
    }

    /// How far the tangent turns inside the segment: an arc's sweep, a curve's
    /// ``CubicCurve/tangentTurn``, 0 for a line.
    public var tangentTurn: Double {
        switch self {
        case .line: return 0
        case .arc(let arc): return arc.sweep
        case .curve(let curve): return curve.tangentTurn
        }
    }

    /// Unit direction of travel at the start (non-finite for a zero-length line; a curve's whose
    /// leading control points coincide: see ``CubicCurve/startTangent``).
    public var startTangent: Vector {
        switch self {
        case .line(let from, let to): return (to - from).normalized
        case .arc(let arc): return arc.startTangent
        case .curve(let curve): return curve.startTangent
        }
    }

    /// Unit direction of travel at the end (non-finite for a zero-length line).
    public var endTangent: Vector {
        switch self {
        case .line(let from, let to): return (to - from).normalized
        case .arc(let arc): return arc.endTangent
        case .curve(let curve): return curve.endTangent
        }
    }
}

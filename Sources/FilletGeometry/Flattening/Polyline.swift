/// The location of one subpath inside ``Polyline/points``.
public struct PolylineSubpath: Hashable, Sendable {
    /// Indices in ``Polyline/points`` of the subpath's vertices, in drawing order. Never empty.
    public var pointRange: Range<Int>
    /// Whether a closing chord runs from the last vertex back to the first.
    ///
    /// The closing chord is implicit: the first point is *not* repeated at the end.
    public var isClosed: Bool

    @inlinable
    public init(pointRange: Range<Int>, isClosed: Bool) {
        self.pointRange = pointRange
        self.isClosed = isClosed
    }
}

/// Straight-line approximation of a path: vertices in one contiguous array, cut into subpaths.
///
/// Every subpath has at least one vertex; consecutive vertices are joined by chords, and a closed
/// subpath has one more chord from its last vertex back to its first (the first vertex is not
/// repeated). A subpath of one vertex is a single point.
///
/// A polyline doubles as a reusable buffer: ``Path/flatten(tolerance:into:maximumPointCount:)``
/// clears it with ``removeAll(keepingCapacity:)`` and refills it, so flattening again into the same
/// value allocates nothing once its capacity suffices.
///
/// ```swift
/// var buffer = Polyline()
/// for path in paths {
///     try path.flatten(tolerance: 0.01, into: &buffer)   // no allocation after the first few
///     consume(buffer.points)
/// }
/// ```
public struct Polyline: Hashable, Sendable {
    /// All vertices, subpath after subpath.
    public internal(set) var points: [Point]
    /// The subpaths in order; their point ranges are consecutive and together cover ``points``.
    public internal(set) var subpaths: [PolylineSubpath]
    /// Whether the last subpath accepts more vertices (it was started and not closed).
    @usableFromInline internal var isLastSubpathOpen: Bool

    /// An empty polyline.
    public init() {
        points = []
        subpaths = []
        isLastSubpathOpen = false
    }

    /// A polyline from explicit vertex lists, one per subpath.
    ///
    /// - Parameter subpaths: each entry's `points` must be non-empty and finite.
    /// - Throws: ``GeometryError/malformedPath(_:)`` for an empty subpath,
    ///   ``GeometryError/nonFinite(parameter:value:)`` for a NaN or infinite coordinate.
    public init(subpaths: [(points: [Point], isClosed: Bool)]) throws(GeometryError) {
        self.init()
        reserveCapacity(points: subpaths.reduce(0) { $0 + $1.points.count }, subpaths: subpaths.count)
        for (subpathIndex, subpath) in subpaths.enumerated() {
            guard !subpath.points.isEmpty else {
                throw .malformedPath("polyline subpath \(subpathIndex) has no points")
            }
            for (pointIndex, point) in subpath.points.enumerated() {
                try Path.requireFinite(point, "subpaths[\(subpathIndex)].points[\(pointIndex)]")
            }
            let start = points.count
            points.append(contentsOf: subpath.points)
            self.subpaths.append(PolylineSubpath(pointRange: start..<points.count, isClosed: subpath.isClosed))
        }
    }

    /// Whether the polyline has no vertices.
    @inlinable public var isEmpty: Bool { points.isEmpty }

    /// The vertices of one subpath.
    @inlinable
    public func points(of subpath: PolylineSubpath) -> ArraySlice<Point> { points[subpath.pointRange] }

    /// How many vertices the storage holds without reallocating.
    @inlinable public var pointCapacity: Int { points.capacity }

    /// Total length of all chords, closing chords included.
    /// - Complexity: O(number of points).
    public var length: Double {
        var total = 0.0
        for subpath in subpaths {
            var previous = points[subpath.pointRange.lowerBound]
            for index in subpath.pointRange.dropFirst() {
                total += previous.distance(to: points[index])
                previous = points[index]
            }
            if subpath.isClosed { total += previous.distance(to: points[subpath.pointRange.lowerBound]) }
        }
        return total
    }

    /// The axis-aligned bounds of the vertices (the chords lie inside them); ``BoundingBox/empty``
    /// for an empty polyline.
    /// - Complexity: O(number of points); no allocation.
    public var bounds: BoundingBox {
        var box = BoundingBox.empty
        for point in points { box.formUnion(point) }
        return box
    }

    /// Removes every vertex and subpath; by default keeps the storage so the value can be refilled
    /// without allocating.
    public mutating func removeAll(keepingCapacity: Bool = true) {
        points.removeAll(keepingCapacity: keepingCapacity)
        subpaths.removeAll(keepingCapacity: keepingCapacity)
        isLastSubpathOpen = false
    }

    /// Reserves room so that filling up to these counts allocates at most once per array.
    public mutating func reserveCapacity(points pointCount: Int, subpaths subpathCount: Int) {
        points.reserveCapacity(pointCount)
        subpaths.reserveCapacity(subpathCount)
    }

    /// Starts a new subpath with the vertex `point`.
    /// - Throws: ``GeometryError/nonFinite(parameter:value:)``.
    public mutating func move(to point: Point) throws(GeometryError) {
        try Path.requireFinite(point, "point")
        startSubpath(at: point)
    }

    /// Adds a chord from the last vertex to `point`.
    ///
    /// With no subpath this starts one at `point`; after ``closeSubpath()`` it starts a new subpath
    /// at the closed subpath's first vertex, then adds the chord (the canvas rule ``Path`` follows).
    /// - Throws: ``GeometryError/nonFinite(parameter:value:)``.
    public mutating func addLine(to point: Point) throws(GeometryError) {
        try Path.requireFinite(point, "point")
        if !isLastSubpathOpen {
            guard let last = subpaths.last else {
                startSubpath(at: point)
                return
            }
            startSubpath(at: points[last.pointRange.lowerBound])
        }
        points.append(point)
        subpaths[subpaths.count - 1].pointRange = subpaths[subpaths.count - 1].pointRange.lowerBound..<points.count
    }

    /// Marks the open subpath closed (an implicit chord back to its first vertex). Does nothing when
    /// no subpath is open.
    public mutating func closeSubpath() {
        guard isLastSubpathOpen else { return }
        subpaths[subpaths.count - 1].isClosed = true
        isLastSubpathOpen = false
    }

    /// Starts an open subpath of one vertex (no validation).
    @usableFromInline
    internal mutating func startSubpath(at point: Point) {
        points.append(point)
        subpaths.append(PolylineSubpath(pointRange: (points.count - 1)..<points.count, isClosed: false))
        isLastSubpathOpen = true
    }
}

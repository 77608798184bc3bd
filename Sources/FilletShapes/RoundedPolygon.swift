import FilletGeometry

/// A closed polygon with a true tangent fillet of its own radius at each vertex.
///
/// Any vertex list works: convex or not, either orientation. At vertex `i` with interior angle `A`
/// and realised radius `r` (see ``CornerRounding``):
///
/// ```
/// tangent points  vᵢ + r·cot(A/2) · unit(vᵢ₋₁ − vᵢ)   and   vᵢ + r·cot(A/2) · unit(vᵢ₊₁ − vᵢ)
/// centre          vᵢ + r/sin(A/2) · unit(bisector)
/// arc sweep       the turn angle ±(π − A)
/// ```
///
/// The path is one closed subpath: `move` to the first corner's start (its first tangent point, or
/// the vertex when sharp), then per corner a line to it and its exact arc, then `close`. A
/// smoothed corner (smoothing > 0) is a cubic flank, the shorter arc (none at smoothing 1) and a
/// second flank, entered and left `(1 + smoothing)·t` from its vertex. Lines
/// shorter than ``meetingTolerance`` (where clamped fillets meet) are left out. The outline is
/// tangent-continuous at every fillet; sharp corners (radius 0) keep their angle.
///
/// Properties: with ``CornerRounding/Clamping/proportional`` the two tangent lengths on each edge
/// fit in it, so the outline never doubles back (for a simple polygon the result is simple unless
/// arcs of non-adjacent corners meet); with `.none` a radius too large overshoots like canvas `arcTo`.
public struct RoundedPolygon: Hashable, Sendable {
    /// One entry per vertex: requested and realised radius, angle, fillet.
    ///
    /// A polygon built corner by corner stores them. The symmetric constructions (stars and
    /// regular polygons, see `SymmetricPolygon`) keep instead the few numbers they were built
    /// from, make again the one corner figure per corner type that they place n times, and place
    /// it here: drawing a star does not pay for records only a checker reads. The corners are the
    /// same numbers either way (one placing walk computes the outline and the records).
    /// - Complexity: O(1) when stored; O(n) and one allocation per access for the symmetric
    ///   constructions (read it once when iterating).
    public var corners: [CornerRounding.Corner] {
        switch cornerSource {
        case .stored(let corners): return corners
        case .symmetric(let construction): return SymmetricPolygon.corners(of: construction)
        }
    }
    /// The policy used for radii that do not fit.
    public let clamping: CornerRounding.Clamping
    /// The outline: one closed subpath of lines and exact arcs.
    public let path: Path
    /// Where ``corners`` come from.
    private let cornerSource: CornerSource

    private enum CornerSource: Sendable {
        case stored([CornerRounding.Corner])
        case symmetric(SymmetricPolygon.Construction)
    }

    /// Equal corners (however they are held), clamping and path.
    public static func == (lhs: RoundedPolygon, rhs: RoundedPolygon) -> Bool {
        lhs.clamping == rhs.clamping && lhs.path == rhs.path && lhs.corners == rhs.corners
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(corners)
        hasher.combine(clamping)
        hasher.combine(path)
    }

    /// The vertices as given (each corner's ``CornerRounding/Corner/vertex``).
    ///
    /// Derived from ``corners`` rather than stored, so building a polygon allocates no array of
    /// vertices it may never need.
    /// - Complexity: O(n), one allocation per access (two for a symmetric polygon, whose corners
    ///   are placed first).
    public var vertices: [Point] { corners.map(\.vertex) }

    /// A polygon with the same corner radius at every vertex.
    /// - Parameters:
    ///   - vertices: 3…``ShapeLimits/maximumCount`` finite points, no two consecutive equal
    ///     (the last and first count as consecutive).
    ///   - radius: finite, ≥ 0; 0 keeps every corner sharp.
    ///   - smoothing: in [0, 1] (default 0: plain arcs, the outline bit for bit as without it);
    ///     above 0 each corner is a `SmoothedCorner` (FilletGeometry) reaching `(1 + smoothing)`
    ///     times its tangent length along each edge, reduced per corner where that does not fit
    ///     (radii first, as without smoothing; see ``CornerRounding/Corner/smoothingWasReduced``).
    ///   - clamping: default `.proportional`.
    /// - Throws: ``ShapeError`` for too few or too many vertices, non-finite coordinates,
    ///   coincident consecutive vertices, a negative or non-finite radius, a smoothing outside
    ///   [0, 1] or NaN.
    /// - Complexity: O(n).
    public init(vertices: [Point], radius: Double = 0, smoothing: Double = 0,
                clamping: CornerRounding.Clamping = .proportional) throws(ShapeError) {
        try Check.nonNegative(radius, "radius")
        try Check.smoothing(smoothing, "smoothing")
        try Check.count(vertices.count, "vertices.count", minimum: 0)
        try self.init(vertices: vertices, radii: .init(uniform: radius), smoothing: .init(uniform: smoothing),
                      clamping: clamping)
    }

    /// A polygon with its own corner radius at each vertex (0 = sharp).
    /// - Parameters:
    ///   - vertices: as in ``init(vertices:radius:smoothing:clamping:)``.
    ///   - radii: one finite radius ≥ 0 per vertex.
    ///   - clamping: default `.proportional`.
    /// - Throws: as ``init(vertices:radius:smoothing:clamping:)``, plus ``ShapeError/radiiCountMismatch(vertices:radii:)``.
    public init(vertices: [Point], radii: [Double],
                clamping: CornerRounding.Clamping = .proportional) throws(ShapeError) {
        try self.init(vertices: vertices, radii: .init(radii), smoothing: .init(uniform: 0), clamping: clamping)
    }

    /// A polygon with its own corner radius and smoothing at each vertex.
    /// - Parameters:
    ///   - vertices: as in ``init(vertices:radius:smoothing:clamping:)``.
    ///   - radii: one finite radius ≥ 0 per vertex.
    ///   - smoothing: one smoothing in [0, 1] per vertex (0: that corner's plain arc).
    ///   - clamping: default `.proportional`: radii fitted first as without smoothing, then each
    ///     corner's smoothing reduced where its flanks do not fit, and reported on its corner
    ///     (``CornerRounding/Corner/smoothingWasReduced``).
    /// - Throws: as ``init(vertices:radii:clamping:)``, plus ``ShapeError/countOutOfRange(parameter:value:valid:)``
    ///   naming `smoothing.count` when there is not one smoothing per vertex, and
    ///   `smoothing[i]` for a value outside [0, 1] or NaN.
    public init(vertices: [Point], radii: [Double], smoothing: [Double],
                clamping: CornerRounding.Clamping = .proportional) throws(ShapeError) {
        try self.init(vertices: vertices, radii: .init(radii), smoothing: .init(smoothing), clamping: clamping)
    }

    init(vertices: [Point], radii: CornerRounding.RadiusList, smoothing: CornerRounding.SmoothingList,
         clamping: CornerRounding.Clamping) throws(ShapeError) {
        guard vertices.count >= 3 else { throw .tooFewVertices(count: vertices.count, minimum: 3) }
        try Check.count(vertices.count, "vertices.count", minimum: 3)
        if let perVertex = radii.perVertex, perVertex.count != vertices.count {
            throw .radiiCountMismatch(vertices: vertices.count, radii: perVertex.count)
        }
        if let perVertex = smoothing.perVertex {
            try Check.count(perVertex.count, "smoothing.count", minimum: vertices.count, maximum: vertices.count)
        }
        for index in vertices.indices { try Check.finite(vertices[index], "vertices[\(index)]") }
        if let perVertex = radii.perVertex {
            for index in perVertex.indices { try Check.nonNegative(perVertex[index], "radii[\(index)]") }
        }
        if let perVertex = smoothing.perVertex {
            for index in perVertex.indices { try Check.smoothing(perVertex[index], "smoothing[\(index)]") }
        }
        for index in vertices.indices {
            let next = index + 1 == vertices.count ? 0 : index + 1
            guard vertices[index] != vertices[next] else { throw .coincidentVertices(index: index, next: next) }
        }
        var bounds = BoundingBox.empty
        for vertex in vertices { bounds.formUnion(vertex) }
        // The narrower side of the bounds (a segment-thin polygon is a segment when drawn).
        let width = bounds.width, height = bounds.height
        let narrowest = width > 0 && height > 0 ? Swift.min(width, height) : width > 0 ? width : height > 0 ? height : 0
        try Check.resolvable(narrowest, atScale: bounds.largestMagnitude, "vertices")
        var corners = CornerRounding.corners(vertices: vertices, radii: radii, clamping: clamping)
        if smoothing.perVertex != nil || smoothing.uniform != 0 {
            CornerRounding.applySmoothing(&corners, smoothing: smoothing, clamping: clamping)
        }
        self.cornerSource = .stored(corners)
        self.clamping = clamping
        self.path = try Self.outline(corners)
    }

    /// A polygon from corners and outline a construction has just built (``RoundedRect``).
    init(corners: [CornerRounding.Corner], clamping: CornerRounding.Clamping, path: Path) {
        self.cornerSource = .stored(corners)
        self.clamping = clamping
        self.path = path
    }

    /// A symmetric polygon built from `construction` (whose plan drew `path`); its corners are
    /// placed on demand.
    init(symmetric construction: SymmetricPolygon.Construction, path: Path) {
        self.cornerSource = .symmetric(construction)
        self.clamping = construction.clamping
        self.path = path
    }

    /// Requested radii, one per vertex.
    /// Realised radii, one per vertex.
    public var realisedRadii: [Double] { corners.map(\.realisedRadius) }

    /// Where consecutive fillets are treated as meeting, relative to the polygon's coordinate scale
    /// (the largest |x| or |y| of any vertex): 10⁻¹² of it.
    ///
    /// When clamping makes two fillets share an edge completely, their tangent points coincide
    /// mathematically but differ by rounding; a connecting line there would be a segment of length
    /// ~10⁻¹⁴ with an arbitrary (often reversed) direction. Such lines are omitted, so the arcs
    /// meet directly with a position gap below this tolerance, and the subpath starts at the last
    /// corner's exit point when the closing join is such a meeting, so `close` adds no segment.
    public static let meetingTolerance = 1e-12

    /// The outline of `corners`: entry and exit points are the arcs' own end points, each
    /// computed once. The elements are checked as they are made; only when one is not finite
    /// (coordinates near overflow) does ``Path/init(elements:)`` run, to throw its exact error.
    static func outline(_ corners: [CornerRounding.Corner]) throws(ShapeError) -> Path {
        var elements: [PathElement] = []
        elements.reserveCapacity(2 * corners.count + 2)
        let (start, isFinite) = appendOutline(corners, to: &elements)
        guard isFinite else {
            do { return try Path(elements: elements) } catch { throw .geometry(error) }
        }
        return Path(trustedElements: elements, currentPoint: start, subpathStart: start, endsClosed: true)
    }

    /// Appends the closed subpath of `corners` (≥ 1, indexed from 0) to `elements`, as
    /// ``outline(_:)`` builds it; returns its start point and whether every element is finite.
    /// Generic so a fixed-size corner list (``RoundedRect``) needs no array.
    static func appendOutline<Corners: RandomAccessCollection<CornerRounding.Corner>>(
        _ corners: Corners, to elements: inout [PathElement]
    ) -> (start: Point, isFinite: Bool) where Corners.Index == Int {
        var scale = 0.0
        for corner in corners { scale = Swift.max(scale, Swift.abs(corner.vertex.x), Swift.abs(corner.vertex.y)) }
        let tolerance = meetingTolerance * scale
        // A smoothed corner is entered and left at its flanks' outer ends; its shape (a tangent
        // and two `sincos`) is made once per corner, the first and last corners' before the walk.
        func drawn(_ corner: CornerRounding.Corner) -> (entry: Point, exit: Point, smoothed: SmoothedCorner?) {
            if let smoothed = corner.smoothedCorner, let entryFlank = smoothed.entry, let exitFlank = smoothed.exit {
                return (entryFlank.p0, exitFlank.p3, smoothed)
            }
            if let arc = corner.fillet?.arc { return (arc.startPoint, arc.endPoint, nil) }
            return (corner.vertex, corner.vertex, nil)
        }
        let count = corners.count
        let first = drawn(corners[0]), last = count == 1 ? first : drawn(corners[count - 1])
        let lastExit = last.exit, firstEntry = first.entry
        let start = lastExit.distance(to: firstEntry) < tolerance ? lastExit : firstEntry
        elements.append(.move(to: start))
        var isFinite = start.isFinite
        var current = start
        for index in 0..<count {
            let corner = corners[index]
            let pieces = index == 0 ? first : index == count - 1 ? last : drawn(corner)
            let cornerEntry = pieces.entry
            if current.distance(to: cornerEntry) >= tolerance {
                elements.append(.line(to: cornerEntry))
                isFinite = isFinite && cornerEntry.isFinite
            }
            if let smoothed = pieces.smoothed, let entryFlank = smoothed.entry, let exitFlank = smoothed.exit {
                elements.append(.cubic(control1: entryFlank.p1, control2: entryFlank.p2, to: entryFlank.p3))
                if smoothed.keepsArc { elements.append(.arc(smoothed.arc)) }
                elements.append(.cubic(control1: exitFlank.p1, control2: exitFlank.p2, to: exitFlank.p3))
                isFinite = isFinite && entryFlank.isFinite && exitFlank.isFinite && smoothed.arc.isFinite
            } else if let fillet = corner.fillet {
                elements.append(.arc(fillet.arc))
                isFinite = isFinite && fillet.arc.isFinite
            }
            current = pieces.exit
        }
        elements.append(.close)
        return (start, isFinite)
    }
}

/// A path's drawn segments, prepared once (``PreparedSegment``: end points, radial directions,
/// bounds, length), with its subpaths and exact bounds: the shared input of the join analysis
/// (``forEachJoin(_:)``), the self-intersection test (``isSimple``) and any caller that runs
/// several analyses on one path, such as the invariant catalogue.
///
/// Arcs bring their end directions (no trigonometry here); ``Path/forEachJoin(_:)``,
/// ``Path/isSimple`` and ``Path/characteristicSize`` called separately each redo the rest (end
/// points, bounds, lengths).
///
/// ```swift
/// var prepared = PreparedPath()          // keep it: prepare(_:) reuses its storage
/// prepared.prepare(path)
/// let size = prepared.characteristicSize // == path.characteristicSize
/// prepared.forEachJoin { join in … }     // == path.forEachJoin
/// let simple = prepared.isSimple         // == path.isSimple
/// ```
///
/// The segments are those of ``Path/segmentEvents``, in order, and every derived value is
/// bit-for-bit what the path's own properties compute.
public struct PreparedPath: Sendable {
    /// One subpath: its segments in ``segments`` and how it ends.
    public struct Subpath: Hashable, Sendable {
        /// Indices of the subpath's drawn segments in ``PreparedPath/segments``.
        public var segmentRange: Range<Int>
        /// The `.move` point.
        public var start: Point
        /// Whether the subpath ends with `.close`.
        public var isClosed: Bool
    }

    /// Every drawn segment, in path order.
    public private(set) var segments: [PreparedSegment] = []
    /// Every subpath, in path order.
    public private(set) var subpaths: [Subpath] = []
    /// ``Path/bounds``: every segment's exact bounds and every `.move` point.
    public private(set) var bounds = BoundingBox.empty
    /// How many scan items the segments make at most: one per line and arc, one per curve plus
    /// one per x or y extremum inside it (`Path.scanCapacity` allows four per curve: sizing the
    /// reused tables by it made them 2–3 times larger than needed for paths of curves).
    public private(set) var scanCapacity = 0
    /// The number of elements of the prepared path.
    public private(set) var elementCount = 0
    /// ``Path/partRuns`` of the prepared path.
    public private(set) var partRuns: [Range<Int>] = []
    /// The self-intersection scan's reusable segment table and piece tree (see
    /// ``isSimpleReusingTable()``).
    var scanTable: [SweepItem] = []
    var scanNodes: [PieceTree.Node] = []

    /// An empty preparation (prepare a path into it with ``prepare(_:)``).
    public init() {}

    /// `path`, prepared.
    public init(_ path: Path) {
        prepare(path)
    }

    /// Reserves room for `segments` segments and `subpaths` subpaths.
    public mutating func reserveCapacity(segments segmentCount: Int, subpaths subpathCount: Int) {
        segments.reserveCapacity(segmentCount)
        subpaths.reserveCapacity(subpathCount)
    }

    /// Replaces the contents with `path`'s segments, keeping the storage.
    /// - Complexity: O(number of elements); allocates only when the storage must grow.
    public mutating func prepare(_ path: Path) {
        segments.removeAll(keepingCapacity: true)
        subpaths.removeAll(keepingCapacity: true)
        bounds = .empty
        scanCapacity = 0
        elementCount = path.elements.count
        // Assigned only when either has runs: most paths have none, and the scan's tight loops
        // should not pay a retain and release for them.
        if !(partRuns.isEmpty && path.partRuns.isEmpty) { partRuns = path.partRuns }
        var firstSegment = 0
        for event in path.segmentEvents {
            switch event {
            case .beginSubpath(_, let start):
                firstSegment = segments.count
                bounds.formUnion(start)
            case .segment(let segment):
                append(PreparedSegment(segment))
            case .endSubpath(_, let start, let isClosed):
                subpaths.append(Subpath(segmentRange: firstSegment..<segments.count, start: start, isClosed: isClosed))
                firstSegment = segments.count
            }
        }
    }

    private mutating func append(_ segment: PreparedSegment) {
        bounds.formUnion(segment.bounds)
        segments.append(segment)
        if case .curve(let curve) = segment.geometry { scanCapacity += curve.monotonePieceBound } else { scanCapacity += 1 }
    }

    /// ``Path/characteristicSize``: the diagonal of ``bounds``.
    public var characteristicSize: Double { bounds.diagonal }

    /// ``Path/degenerateSegmentLength``.
    public var degenerateSegmentLength: Double { Path.degenerateSegmentRelativeTolerance * characteristicSize }

    /// ``Path/intersectionTolerance``.
    public var intersectionTolerance: Double {
        Path.absoluteTolerance(.relative(Path.intersectionRelativeTolerance), bounds: bounds)
    }
}

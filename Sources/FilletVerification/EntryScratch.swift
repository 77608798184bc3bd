import FilletGeometry

/// Buffers a check borrows while it runs and leaves for the next: what it holds when a check
/// ends is garbage, never read by another check (each check empties what it uses before filling
/// it). Kept from path to path in the thread's ``CatalogueContext``, so a worker checking
/// thousands of cases allocates them once.
struct EntryScratch {
    /// Points (the sharp vertices of continuity).
    var points: [Point] = []
    /// Numbers (the polyline rings' lengths of the intersection comparison, the written steps of
    /// the repair's join survey).
    var values: [Double] = []
    /// Indices (symmetry features).
    var indices: [Int] = []
    /// The image of the path under the affine-map check's transform.
    var mappedPrepared = PreparedPath()
    /// The path flattened again under a vertex limit (flattening-chord-count).
    var limitedPolyline = Polyline()
    /// The flattened path's chords, their x order and the sweep's active set (intersection comparison).
    var edges: [PolylineEdge] = []
    var edgeOrder: [Int] = []
    var activeEdges: [Int] = []

    init() {
        points.reserveCapacity(64)
        values.reserveCapacity(64)
        indices.reserveCapacity(64)
        edges.reserveCapacity(256)
        edgeOrder.reserveCapacity(256)
        activeEdges.reserveCapacity(64)
    }
}

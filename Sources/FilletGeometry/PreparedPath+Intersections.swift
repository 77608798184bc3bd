/// The self-intersection test on a path prepared once (see ``PreparedPath``).
extension PreparedPath {
    /// ``Path/isSimple`` on the prepared segments (the same verdict, with
    /// ``intersectionTolerance``), without re-preparing them or recomputing the bounds.
    /// - Complexity: as ``Path/selfIntersections()``; one temporary table, no trigonometry for
    ///   the segments' end points.
    public var isSimple: Bool {
        var found = false
        Path.scanSelfIntersections(self, tolerance: .relative(Path.intersectionRelativeTolerance),
                                   strategy: .automatic) { _ in
            found = true
            return false
        }
        return !found
    }

    /// ``Path/isSimple(tolerance:)`` on the prepared segments.
    /// - Throws: as ``Path/selfIntersections(tolerance:)``.
    public func isSimple(tolerance: Double) throws(GeometryError) -> Bool {
        try Path.requireTolerance(tolerance)
        var found = false
        Path.scanSelfIntersections(self, tolerance: .absolute(tolerance), strategy: .automatic) { _ in
            found = true
            return false
        }
        return !found
    }

    /// ``isSimple``, with the scan's segment table kept in this value between calls: a
    /// ``PreparedPath`` re-prepared for case after case (as the invariant catalogue does) then
    /// scans without allocating once the table has grown to its largest path.
    /// - Complexity: as ``isSimple``; allocates only when the path has more segments than any
    ///   before it (the table grows to at least 64 items).
    public mutating func isSimpleReusingTable() -> Bool {
        guard !segments.isEmpty else { return true }
        var table: [SweepItem] = []
        swap(&table, &scanTable)
        defer { swap(&table, &scanTable) }
        if table.count < segments.count {
            let blank = PreparedSegment(.line(from: .zero, to: .zero))
            table = Array(repeating: SweepItem(segment: blank, elementIndex: -1, subpathIndex: -1, box: .empty,
                                               startPosition: 0, length: 0, subpathLength: 0,
                                               subpathIsClosed: false),
                          count: Swift.max(64, segments.count))
        }
        var found = false
        table.withUnsafeMutableBufferPointer { buffer in
            Path.scanSelfIntersections(self, in: buffer, tolerance: .relative(Path.intersectionRelativeTolerance),
                                       strategy: .automatic) { _ in
                found = true
                return false
            }
        }
        return !found
    }
}

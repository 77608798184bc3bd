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
}

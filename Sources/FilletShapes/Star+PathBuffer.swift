import FilletGeometry

extension Star {
    /// Builds only the outline of the star with these parameters into `path`, reusing its
    /// storage: for drawing many stars (or one star many times) without allocating.
    ///
    /// `path` is cleared first and then holds exactly what ``path`` of
    /// ``init(points:outerRadius:innerRadius:outerCornerRadius:innerCornerRadius:rotation:center:clamping:)``
    /// with the same arguments holds. No corners are recorded.
    ///
    /// ```swift
    /// var buffer = Path()
    /// for n in 5...12 {
    ///     try Star.buildPath(into: &buffer, points: n, outerRadius: 50, outerCornerRadius: 4)
    ///     draw(buffer)     // no allocation once buffer has room for 4n + 2 elements
    /// }
    /// ```
    /// - Parameters: as the initialiser, plus `path`, the buffer.
    /// - Throws: the initialiser's errors, for the same parameters; `path` is then left empty.
    /// - Complexity: O(n); allocates nothing once `path` has room for 4n + 2 elements, except in
    ///   the rare cases the fast construction hands to the general one (rotation beyond ±64,
    ///   coordinates near overflow), which allocate as the initialiser does.
    public static func buildPath(into path: inout Path, points: Int = 5, outerRadius: Double,
                                 innerRadius: InnerRadius = .regular, outerCornerRadius: Double = 0,
                                 innerCornerRadius: Double = 0, rotation: Double = -Double.pi / 2,
                                 center: Point = .zero,
                                 clamping: CornerRounding.Clamping = .proportional) throws(ShapeError) {
        let ratio: Double
        do {
            ratio = try validatedInnerRatio(points: points, outerRadius: outerRadius, innerRadius: innerRadius,
                                            outerCornerRadius: outerCornerRadius,
                                            innerCornerRadius: innerCornerRadius, rotation: rotation, center: center)
        } catch {
            path.removeAll(keepingCapacity: true)
            throw error
        }
        let types = SymmetricPolygon.PerType(
            SymmetricPolygon.CornerType(vertexRadius: outerRadius, cornerRadius: outerCornerRadius),
            SymmetricPolygon.CornerType(vertexRadius: outerRadius * ratio, cornerRadius: innerCornerRadius))
        if SymmetricPolygon.buildPath(into: &path, copies: points, typeCount: 2, types: types, rotation: rotation,
                                      center: center, clamping: clamping) {
            return
        }
        do {
            path = try generalPolygon(points: points, outerRadius: outerRadius, innerRatio: ratio,
                                      outerCornerRadius: outerCornerRadius, innerCornerRadius: innerCornerRadius,
                                      rotation: rotation, center: center, clamping: clamping).path
        } catch {
            path.removeAll(keepingCapacity: true)
            throw error
        }
    }
}

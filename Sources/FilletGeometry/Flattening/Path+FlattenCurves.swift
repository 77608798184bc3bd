/// Flattening of the curve elements (the method and its bound: ``CubicCurve``'s flattening extension).
extension Path {
    /// Appends the chord end points of `curve` after its start (the last exactly `curve.p3`),
    /// each chord within `tolerance` of its piece of the curve.
    /// - Throws: ``GeometryError/tooManyPoints(required:limit:)`` when the polyline would exceed
    ///   `limit` points; ``GeometryError/nonFinite(parameter:value:)`` for a curve whose points
    ///   could overflow.
    static func appendFlattenedCurve(_ curve: CubicCurve, tolerance: Double, into points: inout [Point],
                                     limit: Int) throws(GeometryError) {
        let magnitude = curve.magnitude
        guard magnitude.isFinite, (4 * magnitude).isFinite else {
            throw .nonFinite(parameter: "curve point", value: magnitude)
        }
        let room = limit - points.count
        guard let counts = curve.spanChordCounts(tolerance: tolerance, limit: room) else {
            throw .tooManyPoints(required: Double(points.count) + curve.requiredChordCount(tolerance: tolerance),
                                 limit: limit)
        }
        // Grown geometrically: an exact reservation per curve would copy the whole polyline for
        // every curve of a long path, quadratic in the number of curves.
        try reserve(counts.total, in: &points, limit: limit)
        let base = points.count
        points.append(contentsOf: repeatElement(Point.zero, count: counts.total))
        points.withUnsafeMutableBufferPointer { buffer in
            curve.writeChordEnds(counts: counts, to: buffer.baseAddress! + base)
        }
    }
}

/// Flattening of the curve elements (the method and its bound: ``CubicCurve``'s flattening extension).
extension Path {
    /// Appends the chord end points of `curve` after its start (the last exactly `curve.p3`),
    /// each chord within `tolerance` of its piece of the curve. A curve congruent to one in
    /// `congruentCurves` is placed from that curve's vertices, as the pointer writer places it
    /// (the same cache rules, the same arithmetic: the two writers' polylines are bit-identical);
    /// a counted curve whose counts are stable is remembered there.
    /// - Throws: ``GeometryError/tooManyPoints(required:limit:)`` when the polyline would exceed
    ///   `limit` points; ``GeometryError/nonFinite(parameter:value:)`` for a curve whose points
    ///   could overflow.
    static func appendFlattenedCurve(_ curve: CubicCurve, tolerance: Double, into points: inout [Point],
                                     limit: Int, congruentCurves: inout CongruentCurveCache) throws(GeometryError) {
        let magnitude = curve.magnitude
        guard magnitude.isFinite, (4 * magnitude).isFinite else {
            throw .nonFinite(parameter: "curve point", value: magnitude)
        }
        let room = limit - points.count
        // A match that does not fit falls through to counting, which throws with the figures it
        // always has.
        if let match = congruentCurves.match(curve, magnitude: magnitude), match.total <= room {
            let total = match.total
            try reserve(total, in: &points, limit: limit)
            let base = points.count
            points.append(contentsOf: repeatElement(Point.zero, count: total))
            points.withUnsafeMutableBufferPointer { buffer in
                placeChordEnds(of: curve, like: match, from: buffer.baseAddress!, to: buffer.baseAddress! + base)
            }
            return
        }
        guard let counts = curve.spanChordCounts(tolerance: tolerance, limit: room,
                                                 perturbation: CongruentCurveCache.perturbation(magnitude: magnitude)) else {
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
        if counts.isStable { congruentCurves.remember(curve, counts: counts, firstVertex: base) }
    }
}

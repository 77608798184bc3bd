import FilletGeometry

extension VerificationSuite {
    /// What the point-to-curve distance gets wrong from a point well off a curve, or `nil`: asked
    /// by ``clearanceProbeMisread`` (so folded into ``Invariant/clearanceAgreement``, whose
    /// clearances and crossing depths are such distances).
    ///
    /// `PreparedSegment.distanceSquared(from:)` (package API) of a cubic,
    /// from points beside it, against dense sampling: with the curve cut into `n` equal parameter
    /// steps `h = 1/n`, each piece lies within `‖B''‖max·h²/8` of its chord (`‖B''‖ ≤ 6 ×` the
    /// larger second difference), so the true distance is at least the least distance to the
    /// chords less that bound, and at most the least distance to the sample points. The measured
    /// distance must lie in between (with 10⁻¹² of the curve's extent for rounding). The generated
    /// paths ask distances only between near pieces.
    static let curveDistanceMisread: String? = {
        let curve = CubicCurve(Point(x: -0.915, y: -0.854), Point(x: -0.909, y: -0.387),
                               Point(x: -0.384, y: 0.075), Point(x: 0.241, y: 0.701))
        let segment = PreparedSegment(.curve(curve))
        let steps = 2048
        var samples: [Point] = []
        samples.reserveCapacity(steps + 1)
        for index in 0...steps { samples.append(curve.point(at: Double(index) / Double(steps))) }
        let a = (curve.p2 - curve.p1) - (curve.p1 - curve.p0), b = (curve.p3 - curve.p2) - (curve.p2 - curve.p1)
        let step = 1 / Double(steps)
        let sagitta = 6 * Swift.max(a.length, b.length) * step * step / 8
        let rounding = 1e-12 * curve.magnitude
        for point in [Point(x: 1.425, y: -1.315), Point(x: -2, y: 0.5), Point(x: 0.3, y: -0.4), Point(x: -0.5, y: 1.5)] {
            var nearestSample = Double.infinity, nearestChord = Double.infinity
            for index in 0...steps {
                nearestSample = Swift.min(nearestSample, point.distance(to: samples[index]))
                guard index < steps else { continue }
                let from = samples[index], direction = samples[index + 1] - from
                let lengthSquared = direction.lengthSquared
                let t = lengthSquared > 0 ? Swift.min(1, Swift.max(0, (point - from).dot(direction) / lengthSquared)) : 0
                nearestChord = Swift.min(nearestChord, point.distance(to: from + direction * t))
            }
            let measured = segment.distanceSquared(from: point).squareRoot()
            if !(measured >= nearestChord - sagitta - rounding && measured <= nearestSample + rounding) {
                return "distance from (\(point.x), \(point.y)) to the cubic \(curve.p0), \(curve.p1), \(curve.p2), \(curve.p3) "
                    + "is \(measured), outside [\(nearestChord - sagitta), \(nearestSample)] from dense sampling"
            }
        }
        return nil
    }()
}

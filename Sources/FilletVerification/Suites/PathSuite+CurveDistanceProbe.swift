import FilletGeometry

extension VerificationSuite {
    /// What the point-to-curve distance and the distance search between segments get wrong, or
    /// `nil`: asked by ``clearanceProbeMisread`` (so folded into ``Invariant/clearanceAgreement``,
    /// whose clearances and crossing depths are such distances).
    ///
    /// `PreparedSegment.distanceSquared(from:)` (package API) of a cubic,
    /// from points beside it, against dense sampling: with the curve cut into `n` equal parameter
    /// steps `h = 1/n`, each piece lies within `‖B''‖max·h²/8` of its chord (`‖B''‖ ≤ 6 ×` the
    /// larger second difference), so the true distance is at least the least distance to the
    /// chords less that bound, and at most the least distance to the sample points. The measured
    /// distance must lie in between (with 10⁻¹² of the curve's extent for rounding). The generated
    /// paths ask distances only between near pieces. Each figure is drawn at scale 1 and 10⁻³: the
    /// search's bounds are relative to the size, so both scales give the same distance up to
    /// scaling. On the second curve, the Newton steps from the midpoint (where the search starts)
    /// end 3.5·10⁻⁸ of its size short of the foot, so the distance rests on the search's bounds of
    /// the halves it keeps (the point lies beyond the chord of most of them).
    ///
    /// The distance search between segments (``FilletGeometry/ContactBoundsProbe/curveDistance(_:_:accuracy:relativeAccuracy:)``)
    /// uses at most its budget of box tests, which callers charge to their own budgets. Two
    /// concentric arcs (radii 1 and 1.5, one radian) searched at accuracy 0 never settle: every
    /// pair's bound lies below their distance ½ by about its pieces' sagittas, above the rounding
    /// of the end points' distances only once pieces are ~10⁻⁸ rad long, 10⁸ of them. (The search
    /// is the same for every kind of piece; a pair with a curve never settles either once its
    /// pieces reach the coordinates' rounding, but may land on a distance of exactly 0 there.)
    /// So it stops at exactly its budget, with a distance within rounding of ½.
    static let curveDistanceMisread: String? = {
        let figures: [(curve: CubicCurve, points: [Point])] = [
            (CubicCurve(Point(x: -0.915, y: -0.854), Point(x: -0.909, y: -0.387),
                        Point(x: -0.384, y: 0.075), Point(x: 0.241, y: 0.701)),
             [Point(x: 1.425, y: -1.315), Point(x: -2, y: 0.5), Point(x: 0.3, y: -0.4), Point(x: -0.5, y: 1.5)]),
            (CubicCurve(Point(x: 0.802, y: -0.774), Point(x: -0.062, y: -0.507),
                        Point(x: 0.088, y: 0.148), Point(x: -0.974, y: -0.567)),
             [Point(x: -0.882, y: 1.665)]),
        ]
        let steps = 2048
        for scale in [1.0, 1e-3] {
            for figure in figures {
                func scaled(_ point: Point) -> Point { Point(x: scale * point.x, y: scale * point.y) }
                let unit = figure.curve
                let curve = CubicCurve(scaled(unit.p0), scaled(unit.p1), scaled(unit.p2), scaled(unit.p3))
                let segment = PreparedSegment(.curve(curve))
                var samples: [Point] = []
                samples.reserveCapacity(steps + 1)
                for index in 0...steps { samples.append(curve.point(at: Double(index) / Double(steps))) }
                let a = (curve.p2 - curve.p1) - (curve.p1 - curve.p0), b = (curve.p3 - curve.p2) - (curve.p2 - curve.p1)
                let step = 1 / Double(steps)
                let sagitta = 6 * Swift.max(a.length, b.length) * step * step / 8
                let rounding = 1e-12 * curve.magnitude
                for point in figure.points.map(scaled) {
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
                        return "distance from (\(point.x), \(point.y)) to the cubic \(curve.p0), \(curve.p1), \(curve.p2), "
                            + "\(curve.p3) is \(measured), outside [\(nearestChord - sagitta), \(nearestSample)] from dense sampling"
                    }
                }
            }
        }
        let inner = PathSegment.Geometry.arc(Arc(center: Point(x: 0.5, y: -0.25), radius: 1, startAngle: 0.3, sweep: 1))
        let outer = PathSegment.Geometry.arc(Arc(center: Point(x: 0.5, y: -0.25), radius: 1.5, startAngle: 0.3, sweep: 1))
        let (distance, work) = ContactBoundsProbe.curveDistance(inner, outer, accuracy: 0, relativeAccuracy: 0)
        let budget = ContactBoundsProbe.curveSearchBudget
        guard work == budget, Swift.abs(distance - 0.5) <= 1e-12 else {
            return "the distance search between concentric arcs ½ apart (\(inner), \(outer)), at accuracy 0, "
                + "used \(work) box tests for \(distance), where it cannot settle and stops at its budget of \(budget)"
        }
        return nil
    }()
}

import FilletGeometry

extension VerificationSuite {
    /// What the stability flag of a curve's chord count gets wrong, or `nil`: asked once and
    /// folded into the ``path`` suite's ``Invariant/flatteningChordCount`` verdict.
    ///
    /// The flattening lets a curve congruent to one it counted (a smoothed corner's flanks) take
    /// that curve's counts only when they are flagged stable under a perturbation Δ: every curve
    /// within Δ of it, control point by control point, must count the same. Generated paths never
    /// bring a curve near a threshold, so nothing else asks whether the flag is right. Here a
    /// cubic of one span whose span count is 4 unless it is flat, with both inner control points
    /// at height `h` over its chord (its flatness distance, exactly), is asked at heights around
    /// the tolerance τ: where the flag says stable, the two copies with every control point moved
    /// by just under Δ — the inner ones toward the chord and the ends away, and the reverse, so
    /// the distance moves by just under 2Δ either way — must count what the curve counts, each
    /// counted afresh by ``FilletGeometry/CubicCurve/flatteningChordCount(tolerance:limit:)``.
    /// The heights straddle both edges of the band the flag must refuse, `τ ± 2Δ`, on both sides,
    /// and the flag must hold at least at the outermost (a flag that never says stable would pass
    /// the test above and keep nothing).
    static let chordCountStabilityMisread: String? = {
        let tolerance = 0.01, perturbation = 1e-3
        let moved = perturbation * (1 - 1e-6)
        func curve(height: Double, shift: Double) -> CubicCurve {
            CubicCurve(Point(x: 0, y: shift), Point(x: 0.09, y: height - shift),
                       Point(x: 0.01, y: height - shift), Point(x: 0.1, y: shift))
        }
        for steps in [-3.0, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.0] {
            let height = tolerance + steps * perturbation
            guard let flagged = curve(height: height, shift: 0)
                .flatteningChordCountStability(tolerance: tolerance, perturbation: perturbation) else {
                return "a cubic of flatness \(height) at tolerance \(tolerance) could not be counted"
            }
            if Swift.abs(steps) == 3, !flagged.isStable {
                return "a cubic of flatness \(height), \(Swift.abs(steps))Δ from the tolerance \(tolerance), was not flagged "
                    + "stable under Δ = \(perturbation)"
            }
            guard flagged.isStable else { continue }
            for shift in [moved, -moved] {
                let own = curve(height: height, shift: shift).flatteningChordCount(tolerance: tolerance)
                if own != flagged.count {
                    return "a cubic of flatness \(height) flagged stable under Δ = \(perturbation) at tolerance \(tolerance) "
                        + "counts \(flagged.count) chords, a copy moved by \(shift) counts \(own.map(String.init) ?? "nothing")"
                }
            }
        }
        return nil
    }()

    /// What the flattening's placing of congruent curves gets wrong, or `nil`: asked once and
    /// folded into the ``path`` suite's ``Invariant/flatteningDeviation`` verdict.
    ///
    /// A curve `P` that is a flattened curve `Q`'s mirror image traversed backwards (a smoothed
    /// corner's exit flank, of its entry flank) takes `Q`'s vertices reflected, in reverse
    /// order, instead of its own. The probe path draws `Q` last in a closed subpath that it
    /// ends on its start point (so the repeated last vertex is dropped and its slot reused by
    /// the next subpath's move), then, in the next subpath, `P`: `Q` reflected by `x ↦ −x`
    /// (exact) and reversed, with its inner control points moved by 0.8 of what the match allows
    /// (half of 10⁻¹⁴ × `Q`'s magnitude), so that its own vertices differ from the reflected ones
    /// by up to 0.6 of that at mid-curve, and placed and counted afresh tell apart (measured:
    /// counted afresh, up to 18 ulps of the magnitude 10 from the reflected vertices; placed,
    /// 0.25). Checked, against flattenings of `Q` and `P` alone (first in a path,
    /// nothing to match):
    /// - every vertex of the path's flattening is within the rounding allowance
    ///   (``FilletGeometry/Path/flatteningRoundingAllowance`` × magnitude) of the flattening done
    ///   element by element without reuse — the subpaths' moves and lines exactly where drawn;
    /// - `P`'s vertices are `Q`'s reflected in reverse order, each within 6 ulps of the
    ///   magnitude: `P` was placed (generated smoothed shapes hold the first check either way).
    ///   `P`'s own flattening, counted afresh, must not pass this (else the probe could not tell).
    static let congruentPlacementMisread: String? = {
        let tolerance = 1e-3
        let start = Point(x: 9, y: 3), next = Point(x: -4, y: -6)
        let entry = CubicCurve(Point(x: 1, y: 2), Point(x: 3, y: 9), Point(x: 8, y: 10), start)
        func reflected(_ point: Point) -> Point { Point(x: -point.x, y: point.y) }
        let magnitude = entry.magnitude
        // 0.8 of what the match allows a control point, half of 10⁻¹⁴ × the entry's magnitude.
        let offset = 0.8 * 0.5e-14 * magnitude
        let mirrored = CubicCurve(reflected(entry.p3), Point(x: -entry.p2.x, y: entry.p2.y + offset),
                                  Point(x: -entry.p1.x, y: entry.p1.y + offset), reflected(entry.p0))
        var path = Path()
        func alone(_ curve: CubicCurve) throws(GeometryError) -> [Point] {
            var single = Path()
            try single.move(to: curve.p0)
            try single.addCurve(to: curve.p3, control1: curve.p1, control2: curve.p2)
            return Array(try single.flattened(tolerance: tolerance).points.dropFirst())
        }
        let flattened: Polyline, entryVertices: [Point], mirroredVertices: [Point]
        do throws(GeometryError) {
            try path.move(to: start)
            try path.addLine(to: entry.p0)
            try path.addCurve(to: entry.p3, control1: entry.p1, control2: entry.p2)
            path.closeSubpath()
            try path.move(to: next)
            try path.addLine(to: mirrored.p0)
            try path.addCurve(to: mirrored.p3, control1: mirrored.p1, control2: mirrored.p2)
            flattened = try path.flattened(tolerance: tolerance)
            (entryVertices, mirroredVertices) = (try alone(entry), try alone(mirrored))
        } catch {
            return "the congruent-curve probe path did not build or flatten: \(error)"
        }
        // Element by element without reuse: the closed subpath drops its last vertex, the start.
        let expected = [[start, entry.p0] + entryVertices.dropLast(), [next, mirrored.p0] + mirroredVertices]
        let subpaths = flattened.subpaths.map { Array(flattened.points[$0.pointRange]) }
        guard subpaths.map(\.count) == expected.map(\.count) else {
            return "a path with a mirrored congruent curve flattened to subpaths of \(subpaths.map(\.count)) vertices, "
                + "its curves flattened alone to \(expected.map(\.count))"
        }
        let allowance = Path.flatteningRoundingAllowance * path.flatteningMagnitude
        for (subpath, (vertices, reference)) in zip(subpaths, expected).enumerated() {
            for (index, (vertex, own)) in zip(vertices, reference).enumerated() where !((vertex - own).length <= allowance) {
                return "vertex \(index) of subpath \(subpath) of a path with a mirrored congruent curve is \(vertex), "
                    + "\(own) flattened element by element without reuse"
            }
        }
        let placed = subpaths[1].dropFirst(2)
        let reflection = (entryVertices.dropLast().reversed() + [entry.p0]).map(reflected)
        let closeness = 6 * magnitude.ulp
        func isReflection(_ vertices: some Sequence<Point>) -> Bool {
            zip(vertices, reflection).allSatisfy { ($0 - $1).length <= closeness }
        }
        guard !isReflection(mirroredVertices) else {
            return "the mirrored curve's own flattening is within \(closeness) of the entry's reflected: "
                + "the congruent-curve probe cannot tell a placed curve from a counted one"
        }
        for (index, (vertex, image)) in zip(placed, reflection).enumerated() where !((vertex - image).length <= closeness) {
            return "vertex \(index) of a mirrored congruent curve is \(vertex), not the entry's vertex reflected, \(image) "
                + "(its own flattening: \(mirroredVertices[index])): it was not placed"
        }
        return nil
    }()
}

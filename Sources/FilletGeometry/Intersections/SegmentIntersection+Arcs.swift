import Foundation

extension SegmentIntersection {
    /// Arc/arc contacts (neither point-like).
    ///
    /// With `d = |c2 − c1|` and `u = (c2 − c1)/d`:
    ///
    /// ```
    /// d + |r1 − r2| ≤ tol                        → co-circular: intersect the angular ranges
    /// d > r1 + r2 + tol  or  d < |r1 − r2| − tol → no contact
    /// |d − (r1 + r2)| ≤ tol                      → external tangency at c1 + r1·u
    /// |d − |r1 − r2|| ≤ tol                      → internal tangency at c1 ± r1·u (toward the smaller circle)
    /// otherwise  a = (d² + r1² − r2²) / 2d,  h = √((r1 − a)(r1 + a)),  points c1 + a·u ± h·u⊥
    /// ```
    ///
    /// A tangency point is the midpoint of the two circles' nearest points, so it lies within
    /// `tolerance` of both. Candidates are kept as in ``resolve``.
    static func arcArc(_ first: PreparedSegment, _ second: PreparedSegment, tolerance: Double) -> SegmentContacts {
        guard case .arc(let a) = first.geometry, case .arc(let b) = second.geometry else { return SegmentContacts() }
        let between = b.center - a.center
        let d = between.length
        let r1 = a.radius, r2 = b.radius
        guard d.isFinite, r1.isFinite, r2.isFinite else { return SegmentContacts() }
        if d + Swift.abs(r1 - r2) <= tolerance { return coCircular(first, second, a, b, tolerance: tolerance) }
        if d > r1 + r2 + tolerance || d < Swift.abs(r1 - r2) - tolerance { return SegmentContacts() }
        let u = between / d
        if Swift.abs(d - (r1 + r2)) <= tolerance {
            let point = (a.center + u * r1).midpoint(to: b.center - u * r2)
            return resolve(roots: (point, nil), first, second, isTangential: true, tolerance: tolerance)
        }
        if Swift.abs(d - Swift.abs(r1 - r2)) <= tolerance {
            // The smaller circle sits inside the larger, touching it on the far side from the larger's
            // centre: toward +u from c1 when r1 > r2, toward −u when r2 > r1.
            let side = r1 >= r2 ? u : -u
            let point = (a.center + side * r1).midpoint(to: b.center + side * r2)
            return resolve(roots: (point, nil), first, second, isTangential: true, tolerance: tolerance)
        }
        let along = (d * d + r1 * r1 - r2 * r2) / (2 * d)
        let height = Swift.max(0, (r1 - along) * (r1 + along)).squareRoot()
        let base = a.center + u * along
        let across = u.perpendicular * height
        return resolve(roots: (base + across, base - across), first, second, isTangential: false, tolerance: tolerance)
    }

    /// Two arcs of (within `tolerance`) the same circle: their angular ranges on the first arc's
    /// circle are intersected.
    ///
    /// Each arc becomes an increasing range `[low, low + extent]`, `extent = min(|sweep|, 2π)`. In the
    /// first arc's frame the second starts at `offset = (low₂ − low₁) mod 2π`; its copies at `offset`
    /// and `offset − 2π` are clipped to `[0, extent₁]`. A piece longer than `tolerance / r` radians is
    /// an overlap, a piece of length ≥ −`tolerance / r` a touching point at its middle. When the
    /// second arc is a full circle the two copies touch and are merged into one overlap.
    static func coCircular(_ first: PreparedSegment, _ second: PreparedSegment, _ a: Arc, _ b: Arc,
                           tolerance: Double) -> SegmentContacts {
        let toleranceSquared = tolerance * tolerance
        let radius = a.radius
        let angularTolerance = tolerance / radius
        let extentA = Swift.min(Swift.abs(a.sweep), Angle.twoPi)
        let extentB = Swift.min(Swift.abs(b.sweep), Angle.twoPi)
        let lowA = Angle.normalizedPositive(a.sweep >= 0 ? a.startAngle : a.startAngle + a.sweep)
        let lowB = Angle.normalizedPositive(b.sweep >= 0 ? b.startAngle : b.startAngle + b.sweep)
        let offset = Angle.normalizedPositive(lowB - lowA)

        var upperLow = Swift.max(0, offset), upperHigh = Swift.min(extentA, offset + extentB)
        let lowerLow = Swift.max(0, offset - Angle.twoPi), lowerHigh = Swift.min(extentA, offset - Angle.twoPi + extentB)
        let upperExists = upperHigh - upperLow >= -angularTolerance
        var lowerExists = lowerHigh - lowerLow >= -angularTolerance
        if upperExists, lowerExists, lowerHigh >= upperLow - angularTolerance {
            (upperLow, upperHigh) = (lowerLow, Swift.max(upperHigh, lowerHigh))
            lowerExists = false
        }
        var result = SegmentContacts()
        func add(low: Double, high: Double) {
            if high - low > angularTolerance {
                let startPoint = a.point(atAngle: lowA + low), endPoint = a.point(atAngle: lowA + high)
                // Reported in the first arc's direction of travel.
                let (from, to) = a.sweep >= 0 ? (startPoint, endPoint) : (endPoint, startPoint)
                result.append(SegmentContact(kind: .overlap, point: from, overlapEnd: to,
                                             firstEnds: first.ends(near: from, toleranceSquared: toleranceSquared),
                                             secondEnds: second.ends(near: from, toleranceSquared: toleranceSquared)))
            } else {
                let point = a.point(atAngle: lowA + 0.5 * (low + high))
                for kept in result where (kept.point - point).lengthSquared <= toleranceSquared { return }
                result.append(pointContact(at: point, first, second, isTangential: true,
                                           toleranceSquared: toleranceSquared))
            }
        }
        if lowerExists { add(low: lowerLow, high: lowerHigh) }
        if upperExists { add(low: upperLow, high: upperHigh) }
        return result
    }
}

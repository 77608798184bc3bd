/// The last few curves the pointer writer flattened by counting, kept so that a curve congruent to
/// one of them — the same curve turned and moved, as the flanks of a smoothed star's corners of
/// one kind are, or its mirror image traversed backwards, as a corner's exit flank is of its entry
/// flank — takes its chord counts and places its vertices by the isometry instead of counting
/// again.
///
/// A curve `P` matches an entry `Q` **turned** when the rotation `R` (scaled by `|p|/|q|`,
/// `p = P3 − P0`, `q = Q3 − Q0`) that maps `q` onto `p`, applied about the start points, maps every
/// control point of `Q` to within ``relativeResidual`` × `Q`'s magnitude of `P`'s, and `R`'s scale
/// differs from 1 by no more than that over `Q`'s extent. It matches **mirrored** when the
/// reflection `F` (scaled likewise) that maps `Q0 − Q3` onto `p`, applied about `Q3` ↦ `P0`, maps
/// `Q3, Q2, Q1, Q0` to within the same residual of `P0, P1, P2, P3` (so `P` reversed lies within it
/// of `Q`'s mirror image), with the scale test over twice `Q`'s extent (every `Qᵢ − Q3` is at most
/// that long). Either way `P`'s control points — reversed, when mirrored — lie within Δ =
/// ``relativePerturbation`` × the magnitude of `Q`'s under an exact isometry (residual, scale, and
/// the rounding of both curves' own arithmetic, with room to spare), and `Q` was only kept when its
/// counts are stable under Δ (``CubicCurve/spanChordCounts(tolerance:limit:perturbation:)``; every
/// quantity behind a count is invariant under reflections as under rotations): so `P`'s counts —
/// its chord ends' parameters — are exactly those it would count itself. Turned, each placed vertex
/// `P0 + R·(v − Q0)` lies within the residual and a few ulps of `P` at the same parameter.
/// Mirrored, `P`'s counts are `Q`'s in reverse span order (a curve and its reversal have the same
/// `‖B″‖` at mirrored span ends and the same flatness distances on mirrored spans), so its chord ends
/// are at `1 − t` for `Q`'s chord-end parameters `t` (with `t = 0` for its last): its `k`-th vertex
/// is `P0 + F·(v₍ₙ₋ₖ₎ − Q3)`, `Q`'s vertices taken backwards, within the same bound.
/// Entries start empty, and a miss costs one comparison of squared chord lengths per entry.
struct CongruentCurveCache {
    /// How far a matching curve's control points may lie from the rotated entry's, relative to
    /// the entry's magnitude (its largest control point coordinate).
    static let relativeResidual = 1e-14
    /// The perturbation an entry's counts must be stable under, relative to its magnitude: the
    /// residual (at most 0.71 of ``relativeResidual`` in the Euclidean norm), the scale (at most
    /// ``relativeResidual``) and rounding (a curve of up to twice the magnitude: about 10⁻¹⁴).
    static let relativePerturbation = 4e-14
    /// Entries kept: a smoothed star has four kinds of flank (entry and exit, outer and inner).
    static let capacity = 4

    /// A match: where to place from (the entry's chord count, first vertex, and start — or end,
    /// when mirrored) and the isometry (scaled by about 1) taking the entry onto the curve — the
    /// rotation `[[cosine, −sine], [sine, cosine]]` about the starts, or, when `isMirrored`, the
    /// reflection `[[cosine, sine], [sine, −cosine]]` taking the entry's end to the curve's start.
    struct Match {
        /// The entry's chord count: the curve's own.
        var total: Int
        /// Where the entry's chord ends were written.
        var firstVertex: Int
        /// The entry's point the isometry maps to the curve's start: its start, or its end when mirrored.
        var anchor: Point
        var cosine: Double
        var sine: Double
        var isMirrored = false
    }

    /// One vector per entry, as two lanes of coordinates.
    struct VectorLanes {
        var dx = SIMD4<Double>(), dy = SIMD4<Double>()

        @inline(__always)
        subscript(slot: Int) -> Vector {
            get { Vector(dx: dx[slot], dy: dy[slot]) }
            set { (dx[slot], dy[slot]) = (newValue.dx, newValue.dy) }
        }
    }

    // The entries, one lane per slot and field, so that a match reads the fields it compares in
    // place (an array of entry structs was copied whole at every read). Per entry `Q`: its control
    // legs from the start and back from the end (`Q0 − Q3, Q1 − Q3, Q2 − Q3`); its squared chord
    // length and, computed once here with the operations a match used to repeat (the same numbers,
    // bit for bit), its inverse, 10⁻¹² of it (how far a match's may differ), twice `Q`'s magnitude
    // (the largest a match may have), ``relativeResidual`` × the magnitude and half of that; its
    // extent (its longest leg from the start); and what a match places from: start, end, chord
    // count, and the index of its first chord end in the vertex buffer.
    private var legs0 = VectorLanes(), legs1 = VectorLanes(), legs2 = VectorLanes()
    private var backLegs0 = VectorLanes(), backLegs1 = VectorLanes(), backLegs2 = VectorLanes()
    private var chordLengthSquared = SIMD4<Double>(), inverseChordLengthSquared = SIMD4<Double>()
    private var chordLengthSlack = SIMD4<Double>(), magnitudeCeiling = SIMD4<Double>()
    private var residualLimit = SIMD4<Double>(), halfResidualLimit = SIMD4<Double>(), extent = SIMD4<Double>()
    private var starts = VectorLanes(), ends = VectorLanes()
    private var totals = SIMD4<Int>(), firstVertices = SIMD4<Int>()
    private var count = 0
    private var nextSlot = 0

    /// The perturbation the counts of a curve of this ``CubicCurve/magnitude`` must be stable
    /// under to be kept.
    @inline(__always)
    static func perturbation(magnitude: Double) -> Double {
        relativePerturbation * magnitude
    }

    /// Keeps `curve`, flattened with `counts` (stable under ``perturbation(magnitude:)``) from
    /// `firstVertex` on, replacing the oldest entry when full.
    @inline(__always)
    mutating func remember(_ curve: CubicCurve, counts: CubicCurve.SpanChordCounts, firstVertex: Int) {
        let slot = nextSlot
        let legs = (curve.p1 - curve.p0, curve.p2 - curve.p0, curve.p3 - curve.p0)
        (legs0[slot], legs1[slot], legs2[slot]) = legs
        (backLegs0[slot], backLegs1[slot], backLegs2[slot]) = (curve.p0 - curve.p3, curve.p1 - curve.p3, curve.p2 - curve.p3)
        extent[slot] = Swift.max(legs.0.length, legs.1.length, legs.2.length)
        let lengthSquared = legs.2.lengthSquared, magnitude = curve.magnitude
        chordLengthSquared[slot] = lengthSquared
        inverseChordLengthSquared[slot] = 1 / lengthSquared
        chordLengthSlack[slot] = 1e-12 * lengthSquared
        magnitudeCeiling[slot] = 2 * magnitude
        let limit = Self.relativeResidual * magnitude
        residualLimit[slot] = limit
        halfResidualLimit[slot] = limit / 2
        starts[slot] = Vector(dx: curve.p0.x, dy: curve.p0.y)
        ends[slot] = Vector(dx: curve.p3.x, dy: curve.p3.y)
        totals[slot] = counts.total
        firstVertices[slot] = firstVertex
        nextSlot = (nextSlot + 1) % Self.capacity
        count = Swift.min(Self.capacity, count + 1)
    }

    /// The entry `curve` (of ``CubicCurve/magnitude`` `magnitude`) is congruent to (see the
    /// type's doc), turned or mirrored, if any: the first in slot order. Mutating only so that
    /// the entries are read where they are, not copied first (it changes nothing).
    @inline(__always)
    mutating func match(_ curve: CubicCurve, magnitude: Double) -> Match? {
        let chord = curve.p3 - curve.p0
        let lengthSquared = chord.lengthSquared
        let first = curve.p1 - curve.p0, second = curve.p2 - curve.p0
        for slot in 0..<count {
            guard Swift.abs(lengthSquared - chordLengthSquared[slot]) <= chordLengthSlack[slot],
                  chordLengthSquared[slot] > 0, magnitude <= magnitudeCeiling[slot] else { continue }
            if let match = match(chord: chord, first: first, second: second, slot: slot) { return match }
        }
        return nil
    }

    /// The turned or mirrored match of the curve with these legs from its start against the
    /// entry in `slot`, whose chord length and magnitude passed the first tests.
    @inline(__always)
    private mutating func match(chord: Vector, first: Vector, second: Vector, slot: Int) -> Match? {
        let inverse = inverseChordLengthSquared[slot]
        let limit = residualLimit[slot]
        let half = halfResidualLimit[slot]
        let extent = self.extent[slot]
        // Turned: R maps q = Q3 − Q0 onto the chord; the legs from the starts must agree.
        let q = legs2[slot]
        let cosine = q.dot(chord) * inverse, sine = q.cross(chord) * inverse
        func turnedResidual(_ leg: Vector, _ target: Vector) -> Double {
            Swift.max(Swift.abs(cosine * leg.dx - sine * leg.dy - target.dx),
                      Swift.abs(sine * leg.dx + cosine * leg.dy - target.dy))
        }
        if Swift.abs(cosine * cosine + sine * sine - 1) * extent <= limit,
           turnedResidual(legs0[slot], first) <= half, turnedResidual(legs1[slot], second) <= half,
           turnedResidual(q, chord) <= half {
            let start = starts[slot]
            return Match(total: totals[slot], firstVertex: firstVertices[slot], anchor: Point(x: start.dx, y: start.dy),
                         cosine: cosine, sine: sine)
        }
        // Mirrored: F maps m = Q0 − Q3 onto the chord; Q2, Q1, Q0 from Q3 land on P1, P2, P3 from P0.
        let m = backLegs0[slot]
        let a = (m.dx * chord.dx - m.dy * chord.dy) * inverse, b = (m.dy * chord.dx + m.dx * chord.dy) * inverse
        func mirroredResidual(_ leg: Vector, _ target: Vector) -> Double {
            Swift.max(Swift.abs(a * leg.dx + b * leg.dy - target.dx),
                      Swift.abs(b * leg.dx - a * leg.dy - target.dy))
        }
        if Swift.abs(a * a + b * b - 1) * 2 * extent <= limit,
           mirroredResidual(backLegs2[slot], first) <= half, mirroredResidual(backLegs1[slot], second) <= half,
           mirroredResidual(m, chord) <= half {
            let end = ends[slot]
            return Match(total: totals[slot], firstVertex: firstVertices[slot], anchor: Point(x: end.dx, y: end.dy),
                         cosine: a, sine: b, isMirrored: true)
        }
        return nil
    }
}

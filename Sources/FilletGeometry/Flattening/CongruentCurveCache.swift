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

    /// A flattened curve: its start and end, its control legs from the start and back from the
    /// end (`Q0 − Q3, Q1 − Q3, Q2 − Q3`), and where its chord ends were written.
    struct Entry {
        var start = Point.zero
        var end = Point.zero
        var legs = (Vector.zero, Vector.zero, Vector.zero)
        var backLegs = (Vector.zero, Vector.zero, Vector.zero)
        var chordLengthSquared = 0.0
        var magnitude = 0.0
        var extent = 0.0
        var counts = CubicCurve.SpanChordCounts()
        /// The index of its first chord end in the vertex buffer.
        var firstVertex = 0
    }

    /// A match: the entry and the isometry (scaled by about 1) taking it onto the curve — the
    /// rotation `[[cosine, −sine], [sine, cosine]]` about the starts, or, when `isMirrored`, the
    /// reflection `[[cosine, sine], [sine, −cosine]]` taking the entry's end to the curve's start.
    struct Match {
        var entry: Entry
        var cosine: Double
        var sine: Double
        var isMirrored = false
    }

    private var entries = (Entry(), Entry(), Entry(), Entry())
    private var count = 0
    private var nextSlot = 0

    private subscript(slot: Int) -> Entry {
        get {
            switch slot {
            case 0: return entries.0
            case 1: return entries.1
            case 2: return entries.2
            default: return entries.3
            }
        }
        set {
            switch slot {
            case 0: entries.0 = newValue
            case 1: entries.1 = newValue
            case 2: entries.2 = newValue
            default: entries.3 = newValue
            }
        }
    }

    /// The perturbation `curve`'s counts must be stable under to be kept.
    @inline(__always)
    static func perturbation(of curve: CubicCurve) -> Double {
        relativePerturbation * curve.magnitude
    }

    /// Keeps `curve`, flattened with `counts` (stable under ``perturbation(of:)``) from
    /// `firstVertex` on, replacing the oldest entry when full.
    @inline(__always)
    mutating func remember(_ curve: CubicCurve, counts: CubicCurve.SpanChordCounts, firstVertex: Int) {
        let legs = (curve.p1 - curve.p0, curve.p2 - curve.p0, curve.p3 - curve.p0)
        let backLegs = (curve.p0 - curve.p3, curve.p1 - curve.p3, curve.p2 - curve.p3)
        let extent = Swift.max(legs.0.length, legs.1.length, legs.2.length)
        self[nextSlot] = Entry(start: curve.p0, end: curve.p3, legs: legs, backLegs: backLegs,
                               chordLengthSquared: legs.2.lengthSquared, magnitude: curve.magnitude, extent: extent,
                               counts: counts, firstVertex: firstVertex)
        nextSlot = (nextSlot + 1) % Self.capacity
        count = Swift.min(Self.capacity, count + 1)
    }

    /// The entry `curve` is congruent to (see the type's doc), turned or mirrored, if any.
    @inline(__always)
    func match(_ curve: CubicCurve) -> Match? {
        let chord = curve.p3 - curve.p0
        let lengthSquared = chord.lengthSquared
        let first = curve.p1 - curve.p0, second = curve.p2 - curve.p0
        let magnitude = curve.magnitude
        for slot in 0..<count {
            let entry = self[slot]
            guard Swift.abs(lengthSquared - entry.chordLengthSquared) <= 1e-12 * entry.chordLengthSquared,
                  entry.chordLengthSquared > 0, magnitude <= 2 * entry.magnitude else { continue }
            let inverse = 1 / entry.chordLengthSquared
            let limit = Self.relativeResidual * entry.magnitude
            let half = limit / 2
            // Turned: R maps q = Q3 − Q0 onto the chord; the legs from the starts must agree.
            let q = entry.legs.2
            let cosine = q.dot(chord) * inverse, sine = q.cross(chord) * inverse
            func turnedResidual(_ leg: Vector, _ target: Vector) -> Double {
                Swift.max(Swift.abs(cosine * leg.dx - sine * leg.dy - target.dx),
                          Swift.abs(sine * leg.dx + cosine * leg.dy - target.dy))
            }
            if Swift.abs(cosine * cosine + sine * sine - 1) * entry.extent <= limit,
               turnedResidual(entry.legs.0, first) <= half, turnedResidual(entry.legs.1, second) <= half,
               turnedResidual(q, chord) <= half {
                return Match(entry: entry, cosine: cosine, sine: sine)
            }
            // Mirrored: F maps m = Q0 − Q3 onto the chord; Q2, Q1, Q0 from Q3 land on P1, P2, P3 from P0.
            let m = entry.backLegs.0
            let a = (m.dx * chord.dx - m.dy * chord.dy) * inverse, b = (m.dy * chord.dx + m.dx * chord.dy) * inverse
            func mirroredResidual(_ leg: Vector, _ target: Vector) -> Double {
                Swift.max(Swift.abs(a * leg.dx + b * leg.dy - target.dx),
                          Swift.abs(b * leg.dx - a * leg.dy - target.dy))
            }
            if Swift.abs(a * a + b * b - 1) * 2 * entry.extent <= limit,
               mirroredResidual(entry.backLegs.2, first) <= half, mirroredResidual(entry.backLegs.1, second) <= half,
               mirroredResidual(m, chord) <= half {
                return Match(entry: entry, cosine: a, sine: b, isMirrored: true)
            }
        }
        return nil
    }
}

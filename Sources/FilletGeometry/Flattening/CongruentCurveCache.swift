/// The last few curves the pointer writer flattened by counting, kept so that a curve congruent to
/// one of them — the same curve turned and moved, as the flanks of a smoothed star's corners of
/// one kind are — takes its chord counts and places its vertices by the rotation instead of
/// counting again.
///
/// A curve `P` matches an entry `Q` when the rotation `R` (scaled by `|p|/|q|`, `p = P3 − P0`,
/// `q = Q3 − Q0`) that maps `q` onto `p`, applied about the start points, maps every control point
/// of `Q` to within ``relativeResidual`` × `Q`'s magnitude of `P`'s, and `R`'s scale differs from 1
/// by no more than that over `Q`'s extent. Then `P`'s control points lie within Δ =
/// ``relativePerturbation`` × the magnitude of `Q`'s under an exact rotation and translation
/// (residual, scale, and the rounding of both curves' own arithmetic, with room to spare), and
/// `Q` was only kept when its counts are stable under Δ
/// (``CubicCurve/spanChordCounts(tolerance:limit:perturbation:)``): so `P`'s counts — its chord
/// ends' parameters — are exactly those it would count itself, and each placed vertex
/// `P0 + R·(v − Q0)` lies within the residual and a few ulps of `P` at the same parameter.
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

    /// A flattened curve: its start, its control legs from the start, and where its chord ends
    /// were written.
    struct Entry {
        var start = Point.zero
        var legs = (Vector.zero, Vector.zero, Vector.zero)
        var chordLengthSquared = 0.0
        var magnitude = 0.0
        var extent = 0.0
        var counts = CubicCurve.SpanChordCounts()
        /// The index of its first chord end in the vertex buffer.
        var firstVertex = 0
    }

    /// A match: the entry and the rotation (scaled by about 1) taking it onto the curve.
    struct Match {
        var entry: Entry
        var cosine: Double
        var sine: Double
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
        let extent = Swift.max(legs.0.length, legs.1.length, legs.2.length)
        self[nextSlot] = Entry(start: curve.p0, legs: legs, chordLengthSquared: legs.2.lengthSquared,
                               magnitude: curve.magnitude, extent: extent, counts: counts, firstVertex: firstVertex)
        nextSlot = (nextSlot + 1) % Self.capacity
        count = Swift.min(Self.capacity, count + 1)
    }

    /// The entry `curve` is congruent to (see the type's doc), if any.
    @inline(__always)
    func match(_ curve: CubicCurve) -> Match? {
        let chord = curve.p3 - curve.p0
        let lengthSquared = chord.lengthSquared
        for slot in 0..<count {
            let entry = self[slot]
            let q = entry.legs.2
            guard Swift.abs(lengthSquared - entry.chordLengthSquared) <= 1e-12 * entry.chordLengthSquared,
                  entry.chordLengthSquared > 0 else { continue }
            let inverse = 1 / entry.chordLengthSquared
            let cosine = q.dot(chord) * inverse, sine = q.cross(chord) * inverse
            let limit = Self.relativeResidual * entry.magnitude
            guard Swift.abs(cosine * cosine + sine * sine - 1) * entry.extent <= limit else { continue }
            func residual(_ leg: Vector, _ target: Vector) -> Double {
                Swift.max(Swift.abs(cosine * leg.dx - sine * leg.dy - target.dx),
                          Swift.abs(sine * leg.dx + cosine * leg.dy - target.dy))
            }
            let half = limit / 2
            guard residual(entry.legs.0, curve.p1 - curve.p0) <= half, residual(entry.legs.1, curve.p2 - curve.p0) <= half,
                  residual(q, chord) <= half, curve.magnitude <= 2 * entry.magnitude else { continue }
            return Match(entry: entry, cosine: cosine, sine: sine)
        }
        return nil
    }
}

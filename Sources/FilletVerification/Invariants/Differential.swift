import Foundation
import FilletGeometry

extension Catalogue {
    /// The differential invariants: each exact measure of the geometry core the catalogue relies
    /// on, compared with an independent route — the path flattened at `τ = flatteningRelative ·
    /// size` (the analysis's flattening stage) — within a tolerance derived
    /// from the flattening guarantee. The exact values are the library's public measures
    /// (``FilletGeometry/PreparedPath/signedArea(ofSubpath:)``, ``FilletGeometry/PreparedSegment/length``,
    /// ``FilletGeometry/PreparedPath/bounds``, the join analysis); the polyline's are computed here
    /// from its vertices alone (shoelace, chord lengths, vertex box, tangent winding).
    ///
    /// The polyline's vertices are attributed to the path's segments in order (a line emits its end
    /// point, an arc the ends of its `n = chordCount(τ)` chords, a closed ring's closing chord
    /// returns to the first vertex), so each arc's chords are known. With `τ' = τ + rounding
    /// allowance · magnitude` (the flattening's Hausdorff bound) and `ε = length tolerance + rounding
    /// allowance · magnitude` (the rounding of a vertex):
    ///
    /// ```
    /// area-vs-polyline    per subpath: |A_exact − (A_polyline + Σ_arcs sgn(s)·n·r²/2·(φ − sin φ))| ≤ ε·P,
    ///                     φ = |s|/n, P the polyline's perimeter; margin / size²
    /// length-vs-polyline  per segment: C ≤ L_exact + ε  and  L_exact ≤ C + Σ_chords E(c),  C = Σ chords c,
    ///                     E(c) = c·(x / sin x − 1), tan(x/2) = 2τ'/c     for c ≥ 2τ' (a minor arc, sagitta ≤ τ')
    ///                     E(c) = min(c + 2πτ', 2πr)                      for c < 2τ'; margin / size
    /// bounds-vs-polyline  no vertex beyond the exact bounds by more than ε, and no exact side beyond
    ///                     the vertices' box by more than τ' + ε; margin / size
    /// turning-vs-polyline per subpath: |T_exact − W_polyline| ≤ 10⁻⁶ turns, W the winding of the chord
    ///                     directions (an integer, by counting passes through angle 0); margin in turns
    /// ```
    ///
    /// The area is compared after removing exactly the part the flattening is known to cut off —
    /// the circular segment between each chord and its arc — so the residual is rounding only and a
    /// wrong area term of any size above `ε·P` shows; without that correction the bound would be
    /// `τ'·P`, a million times looser. The chord excess `E(c)` is the largest `arc − chord` of a
    /// circular arc over a chord of length `c` with sagitta at most `τ'` (a convex arc inside the
    /// `τ'`-neighbourhood of a short chord is no longer than that neighbourhood's perimeter, and
    /// than a full turn). Lines are their own chords (`E = 0`).
    ///
    /// Turning is not compared (margin = the tolerance, detail "not compared") when a polyline
    /// vertex may turn by π or more: the chord directions around a vertex differ from the exact
    /// tangents by at most half a chord angle each, so the vertex turn is the exact turn there only
    /// while `largest exact join turn + largest chord angle < π − 10⁻⁶` (a cusp — a line running
    /// back over an arc — is counted +π by the core and has no sign on a polyline). This is decided
    /// per subpath, on its own joins and chords; the joins of an open subpath's implicit closing
    /// line count too (``FilletGeometry/SubpathMeasure/largestJoinTurn``): its turning number
    /// includes them, and a lone line closed back over itself reverses twice. When no subpath can
    /// be compared, the margin is the tolerance and the detail says "not compared".
    ///
    /// The polyline and the attribution of its chords are the analysis's flattening stage
    /// (``PathAnalysis/flattening``, ``PathAnalysis/segmentChords``). Without a polyline
    /// (flattening failed) the four above fail (``emitWithoutPolyline(_:_:)``, as the intersection
    /// and clearance comparisons do each for itself); when the polyline does not follow the path,
    /// they fail with the first mismatch.
    /// Each comparison reads the measures through ``polylineToCompare(_:_:_:)``.
    static func checkAreaAgreement<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>) {
        guard let (measures, _) = polylineToCompare(.areaAgreement, analysis, &verdicts) else { return }
        emitAreaAgreement(analysis, &verdicts, measures: measures, vertexError: vertexError(analysis))
    }

    /// ``Invariant/lengthAgreement`` (see ``checkAreaAgreement(_:_:)``).
    static func checkLengthAgreement<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>) {
        guard let (measures, _) = polylineToCompare(.lengthAgreement, analysis, &verdicts) else { return }
        emitLengthAgreement(analysis, &verdicts, measures: measures)
    }

    /// ``Invariant/boundsAgreement`` (see ``checkAreaAgreement(_:_:)``).
    static func checkBoundsAgreement<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>) {
        guard let (measures, tolerance) = polylineToCompare(.boundsAgreement, analysis, &verdicts) else { return }
        let rounding = Path.flatteningRoundingAllowance * analysis.magnitude
        emitBoundsAgreement(analysis, &verdicts, polylineBounds: measures.bounds, vertexError: vertexError(analysis),
                            chordBound: tolerance + rounding)
    }

    /// ``Invariant/turningAgreement`` (see ``checkAreaAgreement(_:_:)``).
    static func checkTurningAgreement<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>) {
        guard let (measures, _) = polylineToCompare(.turningAgreement, analysis, &verdicts) else { return }
        emitTurningAgreement(analysis, &verdicts, windings: measures.windings, chordAngles: measures.chordAngles,
                             largestChordAngle: measures.largestChordAngle)
    }

    /// The polyline's measures and the flattening tolerance for `invariant`'s comparison, or
    /// `nil` after failing it: without a polyline (flattening failed), or when the polyline does
    /// not follow the path (the first mismatch).
    static func polylineToCompare<Sink: InvariantSink>(_ invariant: Invariant, _ analysis: PathAnalysis,
                                                       _ verdicts: inout VerdictRecorder<Sink>)
        -> (measures: PolylineMeasures, tolerance: Double)? {
        guard case .success(let tolerance) = analysis.flattening else {
            emitWithoutPolyline(invariant, &verdicts)
            return nil
        }
        if case .mismatch(let mismatch) = analysis.chordAttribution {
            verdicts.emitVerdict(invariant, false) { "the polyline does not follow the path: \(mismatch)" }
            return nil
        }
        return (analysis.polylineMeasures, tolerance)
    }

    /// `ε = length tolerance + rounding allowance · magnitude`: the rounding of a polyline vertex.
    static func vertexError(_ analysis: PathAnalysis) -> Double {
        analysis.lengthTolerance + Path.flatteningRoundingAllowance * analysis.magnitude
    }

    /// The failing verdict of a comparison with the polyline when there is none (flattening failed).
    static func emitWithoutPolyline<Sink: InvariantSink>(_ invariant: Invariant, _ verdicts: inout VerdictRecorder<Sink>) {
        verdicts.emitVerdict(invariant, false) { "no polyline to compare with: flattening failed" }
    }

    /// ``Invariant/areaAgreement`` of ``checkAreaAgreement(_:_:)``: per subpath, the exact area
    /// against the polyline's plus the circular segments its arcs' chords cut off, within
    /// `vertexError` × the ring's perimeter (plus the curves' allowance).
    static func emitAreaAgreement<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>,
                                                       measures: PolylineMeasures, vertexError: Double) {
        var areaMargin = Double.infinity, areaSubpath = 0, areaResidual = 0.0, areaAllowed = 0.0
        for (index, subpath) in measures.subpaths.enumerated() {
            let residual = analysis.subpathAreas[index] - (subpath.area + subpath.arcCorrection)
            let allowed = vertexError * subpath.perimeter + subpath.curveAreaAllowance
            let margin = allowed - Swift.abs(residual)
            if margin < areaMargin || margin.isNaN {
                areaMargin = margin
                areaSubpath = index
                areaResidual = residual
                areaAllowed = allowed
            }
        }
        let areaScale = analysis.size * analysis.size
        verdicts.emit(.areaAgreement, margin: areaScale > 0 ? areaMargin / areaScale : areaMargin) {
            "subpath \(areaSubpath): exact area \(format(analysis.subpathAreas.isEmpty ? 0 : analysis.subpathAreas[areaSubpath])) vs polyline + circular segments: residual \(format(areaResidual)), allowed \(format(areaAllowed))"
        }
    }

    /// ``Invariant/lengthAgreement`` of ``checkAreaAgreement(_:_:)``: per segment, its chords are
    /// no longer than it (within the length tolerance) and it is no longer than its chords plus
    /// their excess bound.
    static func emitLengthAgreement<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>,
                                                         measures: PolylineMeasures) {
        var lengthMargin = Double.infinity, lengthSegment = -1, lengthExact = 0.0, lengthChords = 0.0
        var exactLength = 0.0, polylineLength = 0.0
        for (segment, chords) in zip(analysis.prepared.segments, measures.segments) {
            exactLength += segment.length
            // Polyline ≤ exact (chords are shorter than their arcs), exact ≤ polyline + excess.
            let margin = Swift.min(analysis.lengthTolerance - (chords.chordLength - segment.length),
                                   chords.excess + analysis.lengthTolerance - (segment.length - chords.chordLength))
            if margin < lengthMargin || margin.isNaN {
                lengthMargin = margin
                lengthSegment = segment.elementIndex
                lengthExact = segment.length
                lengthChords = chords.chordLength
            }
        }
        for subpath in measures.subpaths { polylineLength += subpath.chordLength }
        if lengthSegment < 0 { lengthMargin = analysis.lengthTolerance }
        // The polyline's own total (``FilletGeometry/Polyline/length``, its walk over its points,
        // closing chords included) is the sum of the chords attributed to the segments above.
        let walked = analysis.polyline.length
        let walkMargin = analysis.lengthTolerance - Swift.abs(walked - polylineLength)
        let walkIsTightest = walkMargin < lengthMargin || walkMargin.isNaN
        if walkIsTightest { lengthMargin = walkMargin }
        verdicts.emit(.lengthAgreement, margin: analysis.relative(lengthMargin)) {
            walkIsTightest
                ? "the polyline's own length \(format(walked)) against the sum of its chords \(format(polylineLength))"
                : "total exact length \(format(exactLength)), polyline \(format(polylineLength)); tightest element \(lengthSegment): exact \(format(lengthExact)) vs chords \(format(lengthChords))"
        }
    }

    /// ``Invariant/boundsAgreement`` of ``checkAreaAgreement(_:_:)``: no polyline vertex
    /// beyond the exact bounds by more than `vertexError`, no exact side beyond the vertices' box
    /// `polylineBounds` by more than `chordBound + vertexError`.
    static func emitBoundsAgreement<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>,
                                                         polylineBounds: BoundingBox, vertexError: Double,
                                                         chordBound: Double) {
        let exact = analysis.prepared.bounds
        let outside = Swift.max(Swift.max(exact.minX - polylineBounds.minX, polylineBounds.maxX - exact.maxX),
                                Swift.max(exact.minY - polylineBounds.minY, polylineBounds.maxY - exact.maxY))
        let inside = Swift.max(Swift.max(polylineBounds.minX - exact.minX, exact.maxX - polylineBounds.maxX),
                               Swift.max(polylineBounds.minY - exact.minY, exact.maxY - polylineBounds.maxY))
        let boundsMargin = Swift.min(vertexError - outside, chordBound + vertexError - inside)
        verdicts.emit(.boundsAgreement, margin: analysis.relative(boundsMargin)) {
            "exact bounds \(exact), polyline vertices \(polylineBounds): a vertex outside by \(format(outside)), an exact side inside the vertices by \(format(inside)) (allowed \(format(vertexError)) and \(format(chordBound + vertexError)))"
        }
    }

    /// How far `piece`'s tangent strays from `chord`, and the directions the piece starts and
    /// ends in.
    ///
    /// `spread` is the largest angle between `chord` and the edges of the piece's control polygon,
    /// in [0, π] (π for a degenerate chord): a bound on the angle between the chord and the
    /// tangent anywhere, since a Bézier curve's derivative is a positive combination of its
    /// control edges (its hodograph), so every tangent lies in the cone they span. `start` and
    /// `end` are its first and last non-zero control edges (the tangent there, or its limit where
    /// the derivative vanishes); zero vectors for a point.
    static func chordTangentCone(_ piece: CubicCurve, chord: Vector) -> (spread: Double, start: Vector, end: Vector) {
        let chordIsDegenerate = !(chord.lengthSquared > 0 && chord.lengthSquared.isFinite)
        var spread = chordIsDegenerate ? Double.pi : 0, start = Vector.zero, end = Vector.zero
        for edge in [piece.p1 - piece.p0, piece.p2 - piece.p1, piece.p3 - piece.p2] where edge.lengthSquared > 0 {
            if start == .zero { start = edge }
            end = edge
            if !chordIsDegenerate { spread = Swift.max(spread, unsignedAngle(edge, chord)) }
        }
        return (spread, start, end)
    }

    /// The angle between two directions in [0, π]; π when either is zero or not finite (unknown).
    static func unsignedAngle(_ a: Vector, _ b: Vector) -> Double {
        let lengths = a.length * b.length
        guard lengths > 0, lengths.isFinite else { return Double.pi }
        return acos(Swift.min(1, Swift.max(-1, a.dot(b) / lengths)))
    }

    /// The largest `arc − chord` of a circular arc of radius `radius` over a chord of length
    /// `chord` whose sagitta is at most `sagitta` (see ``checkDifferentials``).
    ///
    /// With `t = 2s/c = tan(h/2)` (h the arc's half angle), `sin h = 2t/(1 + t²)`, so
    ///
    /// ```
    /// arc − chord = c·(h / sin h − 1) = c·(atan(t)·(1 + t²)/t − 1)
    ///             ≤ c·t²·(2/3 − 2t²/15 + 2t⁴/35 − 2t⁶/63 + t⁸/9)      (t ≤ 1/8)
    /// ```
    ///
    /// the polynomial from atan's alternating series cut after a positive term (so it stays an
    /// upper bound), written without the cancellation of `(…) − 1`; above t = 1/8 the closed form.
    /// The catalogue calls this once per chord of every arc: the series spares it an `atan` and a
    /// `sin` each time.
    static func chordExcessBound(_ chord: Double, sagitta: Double, radius: Double) -> Double {
        guard chord >= 2 * sagitta else { return Swift.min(chord + Angle.twoPi * sagitta, Angle.twoPi * radius) }
        let t = 2 * sagitta / chord
        guard t <= 0.125 else {
            let half = 2 * atan(t)
            return chord * (half / sin(half) - 1)
        }
        let u = t * t
        return chord * u * (2.0 / 3 + u * (-2.0 / 15 + u * (2.0 / 35 + u * (-2.0 / 63 + u / 9))))
    }

    /// The winding number of a closed ring's chord directions: +1 each time the direction passes
    /// angle 0 turning toward increasing angle, −1 turning back, over the turns at every vertex
    /// (each the smaller rotation between consecutive chords; chords no longer than
    /// `degenerateLength` are skipped, so their neighbours are joined across them). An integer, no
    /// trigonometry: a direction `d` is below angle 0 when `d.dy < 0`.
    static func tangentWinding(_ vertices: UnsafeBufferPointer<Point>, _ ring: Range<Int>,
                               degenerateLength: Double) -> Int {
        let count = ring.count
        guard count >= 2 else { return 0 }
        var first: Vector?, previous = Vector.zero, winding = 0
        func turn(from a: Vector, to b: Vector) {
            let cross = a.cross(b)
            if cross > 0, a.dy < 0, b.dy >= 0 { winding += 1 }
            if cross < 0, a.dy >= 0, b.dy < 0 { winding -= 1 }
        }
        let limit = degenerateLength * degenerateLength
        for k in 0..<count {
            let from = vertices[ring.lowerBound + k], to = vertices[ring.lowerBound + (k + 1) % count]
            let direction = to - from
            guard direction.lengthSquared > limit else { continue }
            if first == nil { first = direction } else { turn(from: previous, to: direction) }
            previous = direction
        }
        if let first { turn(from: previous, to: first) }
        return winding
    }
}

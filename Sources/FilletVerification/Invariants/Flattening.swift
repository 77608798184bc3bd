import Foundation
import FilletGeometry

extension Catalogue {
    /// ``Invariant/flatteningDeviation`` and ``Invariant/flatteningChordCount`` at the tolerance
    /// `τ = flatteningRelative · size`, on the analysis's flattening.
    ///
    /// ```
    /// deviation margin = (flatteningDeviationBound(τ) − polyline.maximumDeviation(from: path)) / size
    /// per arc, n = chordCount(τ), sagitta(m) = 2r·sin²(|θ| / 4m):
    ///   within:   τ·(1 + slack) − sagitta(n)
    ///   minimal:  sagitta(n − 1) − τ·(1 − slack)     (when n − 1 ≥ 1 chords could span the arc)
    /// chord-count margin = min over arcs / size
    /// ```
    /// The minimality test uses the sine form of the sagitta, independent of the `asin` form
    /// flattening uses to count.
    /// The polyline is the analysis's flattening stage (``PathAnalysis/flattening``).
    ///
    /// ``checkFlatteningDeviation(_:_:measuresDeviation:)`` is the first, ``checkFlatteningChordCount(_:_:_:checksLimit:)`` the second;
    /// each fails when flattening failed.
    static func checkFlatteningDeviation<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>,
                                                              measuresDeviation: Bool = true) {
        let path = analysis.path
        guard let tolerance = flatteningTolerance(analysis, .flatteningDeviation, &verdicts) else { return }
        if measuresDeviation {
            // path.flatteningDeviationBound(tolerance:), with the magnitude already measured.
            let bound = tolerance + Path.flatteningRoundingAllowance * analysis.magnitude
            // A sink that takes no passing margin needs the deviation only above the bound (a
            // holding one then reads as the bound: margin 0); a failing one is exact either way.
            let deviation = analysis.polyline.maximumDeviation(from: path, above: verdicts.collectsPassingMargins ? 0 : bound)
            let vertexCount = analysis.polyline.points.count
            verdicts.emit(.flatteningDeviation, margin: analysis.relative(bound - deviation)) {
                "\(vertexCount) vertices at tolerance \(format(tolerance)): deviation \(format(deviation)) (\(format(deviation / tolerance)) of the tolerance)"
            }
        }
    }

    /// The tolerance the analysis flattened at, or `nil` after failing `invariant` with the reason
    /// flattening failed.
    private static func flatteningTolerance<Sink: InvariantSink>(_ analysis: PathAnalysis, _ invariant: Invariant,
                                                                 _ verdicts: inout VerdictRecorder<Sink>) -> Double? {
        switch analysis.flattening {
        case .success(let flattenedAt):
            return flattenedAt
        case .failure(let error):
            verdicts.emitVerdict(invariant, false) { "flattening failed: \(error)" }
            return nil
        }
    }

    /// ``Invariant/flatteningChordCount`` (see ``checkFlatteningDeviation(_:_:measuresDeviation:)``).
    ///
    /// With `checksLimit` (the constructions' gate), also the vertex limit of
    /// ``FilletGeometry/Path/flatten(tolerance:into:maximumPointCount:)``, which bounds the buffer
    /// while it is written (a closed subpath's repeated last vertex is held until it is dropped):
    /// the path of `n` vertices flattened under a limit of `n + 1` gives the same polyline, and under
    /// `n − 1` throws ``FilletGeometry/GeometryError/tooManyPoints(required:limit:)``. Where the
    /// counting pass's upper bound exceeds `n + 1` (curves, whose count it bounds from above; two
    /// closed subpaths) the flattening then takes its element-by-element writer, held here to the
    /// pointer writer's polyline.
    static func checkFlatteningChordCount<Sink: InvariantSink>(_ analysis: PathAnalysis,
                                                               _ verdicts: inout VerdictRecorder<Sink>,
                                                               _ scratch: inout EntryScratch, checksLimit: Bool = false) {
        let path = analysis.path
        guard let tolerance = flatteningTolerance(analysis, .flatteningChordCount, &verdicts) else { return }
        if checksLimit, let failure = flatteningLimitFailure(path, tolerance: tolerance, polyline: analysis.polyline,
                                                             into: &scratch.limitedPolyline) {
            verdicts.emitVerdict(.flatteningChordCount, false) { failure }
            return
        }

        var worst = Double.infinity, worstArc = -1, worstCount = 0, arcs = 0, chords = 0
        var countError: GeometryError?
        for (index, element) in path.elements.enumerated() {
            guard case .arc(let arc) = element, arc.radius > 0, arc.sweep != 0 else { continue }
            let count: Int
            do { count = try arc.chordCount(tolerance: tolerance) } catch {
                countError = error
                worst = -.infinity
                worstArc = index
                break
            }
            arcs += 1
            chords += count
            let margin = chordCountMargin(arc, count: count, tolerance: tolerance)
            if margin < worst || margin.isNaN { worst = margin; worstArc = index; worstCount = count }
        }
        if arcs == 0 && countError == nil { worst = tolerance }
        let location: Point? = worstArc >= 0 ? { if case .arc(let arc) = path.elements[worstArc] { return arc.center } else { return nil } }() : nil
        verdicts.emit(.flatteningChordCount, margin: analysis.relative(worst), location: location) {
            if let countError { return "chord count failed for \(analysis.elementName(worstArc)): \(countError)" }
            if arcs == 0 { return "no arcs" }
            return "\(arcs) arcs, \(chords) chords; tightest: \(analysis.elementName(worstArc)) with \(worstCount) chords, margin \(format(worst / tolerance)) of the tolerance"
        }
    }

    /// How flattening `path` at `tolerance` under a limit of one more than `polyline`'s vertex
    /// count, or one fewer, went other than ``checkFlatteningChordCount(_:_:_:checksLimit:)``
    /// requires (under n + 1, the same polyline, bit for bit); `nil` when it did not.
    static func flatteningLimitFailure(_ path: Path, tolerance: Double, polyline: Polyline,
                                       into limited: inout Polyline) -> String? {
        let count = polyline.points.count
        do {
            try path.flatten(tolerance: tolerance, into: &limited, maximumPointCount: count + 1)
        } catch {
            return "flattened under a limit of \(count + 1) for its \(count) vertices: \(error)"
        }
        // The same polyline, bit for bit: the writer under a limit places congruent curves as the
        // unlimited one does (`CongruentCurveCache`).
        guard limited == polyline else {
            return "flattened under a limit of \(count + 1) for its \(count) vertices: \(limited.points.count) "
                + "vertices in \(limited.subpaths.count) subpaths, not the same polyline"
        }
        guard count > 0 else { return nil }
        do {
            try path.flatten(tolerance: tolerance, into: &limited, maximumPointCount: count - 1)
            return "flattened \(count) vertices under a limit of \(count - 1)"
        } catch .tooManyPoints {
            return nil
        } catch {
            return "flattened under a limit of \(count - 1) vertices: \(error), not too many points"
        }
    }

    /// The chord-count slack of one arc flattened with `count` chords at `tolerance` (absolute):
    /// negative when `count` chords stray beyond the tolerance or `count − 1` would suffice.
    static func chordCountMargin(_ arc: Arc, count: Int, tolerance: Double) -> Double {
        let slack = VerificationTolerances.chordCountRelativeSlack
        let sweep = Swift.abs(arc.sweep)
        func sagitta(_ chordCount: Int) -> Double {
            let half = sin(Swift.min(sweep / Double(chordCount), Angle.twoPi) / 4)
            return 2 * arc.radius * half * half
        }
        var margin = count >= 1 ? tolerance * (1 + slack) - sagitta(count) : -tolerance
        if count >= 2, sweep / Double(count - 1) <= Angle.twoPi {
            margin = Swift.min(margin, sagitta(count - 1) - tolerance * (1 - slack))
        }
        return margin
    }
}

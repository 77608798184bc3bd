import Foundation
import FilletGeometry

extension Catalogue {
    /// ``Invariant/borderWidth`` for a ring with a hole (``checkBorderConcentric(_:_:_:_:)`` holds
    /// its corners concentric).
    ///
    /// Width, sampled at ``VerificationTolerances/borderSamplesPerSegment`` points per segment
    /// (ends and midpoint included), distances to the other boundary exact (point to line / arc):
    ///
    /// ```
    /// inner deviation = max over inner samples |dist(p, outer) − w|     (inner = outer offset by w)
    /// thinning        = max over outer samples (w − dist(q, inner))     (never thinner than w)
    /// margin          = (length tolerance − max(inner deviation, thinning)) / size
    /// ```
    ///
    /// Where the outer corner radius R is below w the ring is necessarily wider across the corner
    /// (√2·(w − R) + R along the diagonal, the inward offset of a corner sharper than w has a sharp
    /// corner); the detail reports the widest outer-to-inner distance as a multiple of w.
    ///
    static func checkBorderWidth<Sink: InvariantSink>(_ border: BorderGeometry, _ analysis: PathAnalysis,
                                                      _ verdicts: inout VerdictRecorder<Sink>) {
        guard let (outer, inner) = borderBoundaries(border, analysis) else {
            verdicts.emitVerdict(.borderWidth, false) { "the border's subpaths are missing" }
            return
        }
        let nearestOuter = NearestSegment(outer), nearestInner = NearestSegment(inner)
        let width = border.borderWidth
        let samples = VerificationTolerances.borderSamplesPerSegment
        // Consecutive samples mostly share their nearest segment: each search starts at the last one's.
        var outerHint = 0, innerHint = 0
        var deviation = 0.0, deviationAt = Point.zero
        for segment in inner {
            for step in 0..<samples {
                let point = segment.geometry.point(at: Double(step) / Double(samples - 1))
                let error = Swift.abs(nearestOuter.distance(from: point, startingAt: &outerHint) - width)
                if error > deviation || error.isNaN { deviation = error; deviationAt = point }
            }
        }
        var thinning = -Double.infinity, widest = 0.0, widestAt = Point.zero
        for segment in outer {
            for step in 0..<samples {
                let point = segment.geometry.point(at: Double(step) / Double(samples - 1))
                let gap = nearestInner.distance(from: point, startingAt: &innerHint)
                thinning = Swift.max(thinning, width - gap)
                if gap > widest { widest = gap; widestAt = point }
            }
        }
        let error = Swift.max(deviation, thinning)
        verdicts.emit(.borderWidth, margin: analysis.relative(analysis.lengthTolerance - error),
                     location: deviation >= thinning ? deviationAt : widestAt) {
            "w = \(format(width)): inner boundary off by up to \(format(deviation)) (\(format(deviation / width)) w); thinnest \(format(width - thinning)); widest across a corner \(format(widest / width)) w"
        }
    }

    /// The outer and inner boundaries' segments of `border` in the analysed path, or `nil` when
    /// its subpaths are missing.
    static func borderBoundaries(_ border: BorderGeometry, _ analysis: PathAnalysis)
        -> (outer: [PathSegment], inner: [PathSegment])? {
        let groups = analysis.segmentsBySubpath
        guard let innerIndex = border.innerSubpath, border.outerSubpath < groups.count, innerIndex < groups.count else {
            return nil
        }
        return (groups[border.outerSubpath].segments, groups[innerIndex].segments)
    }

    /// ``Invariant/borderConcentric`` for a ring with a hole (nothing when its subpaths are
    /// missing: ``checkBorderWidth(_:_:_:)`` fails then): each inner arc shares its centre with its
    /// outer partner (nearest centre, midpoints w apart) and has radius `R − w`; an outer arc with
    /// no inner partner (a sharp inner corner) must have `R ≤ w`.
    ///
    /// ```
    /// margin = (length tolerance − max centre/radius mismatch) / size
    /// ```
    static func checkBorderConcentric<Sink: InvariantSink>(_ border: BorderGeometry, _ analysis: PathAnalysis,
                                                           _ verdicts: inout VerdictRecorder<Sink>) {
        guard let (outer, inner) = borderBoundaries(border, analysis) else { return }
        let width = border.borderWidth
        let degenerate = Path.degenerateSegmentRelativeTolerance * analysis.size
        let outerArcs = outer.compactMap { segment -> Arc? in
            if case .arc(let arc) = segment.geometry, segment.length > degenerate { return arc } else { return nil }
        }
        let innerArcs = inner.compactMap { segment -> Arc? in
            if case .arc(let arc) = segment.geometry, segment.length > degenerate { return arc } else { return nil }
        }
        var worst = 0.0, worstAt: Point?
        var partnered = [Bool](repeating: false, count: outerArcs.count)
        for arc in innerArcs {
            // Partner: the outer arc nearest in centre and with its midpoint w away from this one's
            // (two corners of a stadium share a centre; their midpoints tell them apart).
            let middle = arc.point(at: 0.5)
            func mismatch(_ outerArc: Arc) -> Double {
                outerArc.center.distance(to: arc.center) + Swift.abs(outerArc.point(at: 0.5).distance(to: middle) - width)
            }
            guard let nearest = outerArcs.indices.min(by: { mismatch(outerArcs[$0]) < mismatch(outerArcs[$1]) }) else {
                worst = .infinity
                worstAt = arc.center
                break
            }
            partnered[nearest] = true
            let error = Swift.max(outerArcs[nearest].center.distance(to: arc.center),
                                  Swift.abs(arc.radius - (outerArcs[nearest].radius - width)))
            if error > worst || error.isNaN { worst = error; worstAt = arc.center }
        }
        for (index, arc) in outerArcs.enumerated() where !partnered[index] {
            let error = arc.radius - width
            if error > worst { worst = error; worstAt = arc.center }
        }
        verdicts.emit(.borderConcentric, margin: analysis.relative(analysis.lengthTolerance - worst),
                     location: worstAt) {
            "\(outerArcs.count) outer and \(innerArcs.count) inner corner arcs; largest centre/radius mismatch \(format(worst)) (\(format(worst / width)) w)"
        }
    }
}

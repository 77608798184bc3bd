import FilletGeometry

/// One prepared segment's chords in the flattened polyline: the chords from virtual vertex
/// `firstVertex` to `firstVertex + count` of its ring (virtual vertex `ringCount` is the ring's
/// first, where a closed ring's closing chord ends). Recorded by the flattening stage's
/// attribution walk (``PathAnalysis/segmentChords``).
struct SegmentChords {
    var ringStart: Int
    var ringCount: Int
    var firstVertex: Int
    var count: Int
    /// For a curve, where its chord ends' flattening parameters lie in
    /// ``PathAnalysis/curveChordParameters`` (empty for lines and arcs).
    var parameters: Range<Int>

    /// Index in the polyline's points of virtual vertex `k` of this segment's ring.
    @inline(__always)
    func point(_ k: Int) -> Int { ringStart + (k < ringCount ? k : 0) }
}

/// What the clearance differential knows of a segment: where it runs along its subpath, the part
/// it belongs to, and whether it takes part (not point-like).
struct ClearanceSegment {
    var subpath: Int
    var isClosed: Bool
    var subpathLength: Double
    /// Arc-length positions of the start and end of the segment's *part* (the segment itself, or
    /// the run of cubics of one elliptical arc, ``FilletGeometry/PreparedPath/partRuns``).
    var partStart: Double
    var partEnd: Double
    var part: Int
    /// Surely not point-like (extent well above the contact tolerance), and not surely point-like.
    var surelyTakesPart: Bool
    var mayTakePart: Bool
    /// The box of its chords' vertices.
    var box: BoundingBox
}

/// A pair of segments the clearance differential compares (indices of prepared segments).
struct ChordPairCandidate {
    var first: Int
    var second: Int
    /// The gap between their chord boxes: a lower bound of their chords' distance.
    var gap: Double
    /// Whether the pair is surely compared by the exact clearance (else it may be).
    var isSure: Bool
}

extension Catalogue {
    /// ``Invariant/clearanceAgreement``: the exact clearance `C` (``FilletGeometry/PreparedPath/clearance()``,
    /// the least distance between two segments that are not neighbours) against the same
    /// minimum taken over the **chords** of the flattening at `τ`, segment pair by segment pair.
    ///
    /// ```
    /// P = min over segment pairs (a, b) that are not neighbours of  min over chords c ∈ a, d ∈ b of dist(c, d)
    /// P − A ≤ C ≤ P + A + tol,     A = 2τ' + 2ε (+ 10⁻²·max(C, P) with curves)
    /// ```
    ///
    /// with `τ' = τ + rounding allowance · magnitude` (the flattening's Hausdorff bound), `ε` the
    /// length tolerance plus rounding (a vertex's error), `tol` the core's contact tolerance.
    ///
    /// **Proof.** The polyline's chords are attributed to the segments that drew them (a line is its
    /// own chord, an arc or curve the chords between its flattening parameters), and each segment
    /// `a` is within Hausdorff distance τ' of the union `a'` of its chords: every point of a piece
    /// is within τ' of its chord (the flattening's guarantee), and every point `q` of a chord is
    /// within τ' of its piece, because the piece runs continuously from one end of the chord to the
    /// other, so some point `p` of it projects onto the chord's line where `q` lies, and `|p − q|`
    /// is then its distance from the line, ≤ τ'. For any sets, `dist(a, b) ≤ dist(a', b') +
    /// H(a, a') + H(b, b')` and the other way round, so `|dist(a, b) − dist(a', b')| ≤ 2τ'` for
    /// every pair; the minima over the *same* pairs differ by at most the same. Rounding of the
    /// vertices adds `2ε`; the core's curve distances are within 10⁻² relative (its search
    /// tolerance); the core drops point-like pieces of curves (extent ≤ tol), whose neighbours in
    /// the same curve stand within `tol` of them, so its value may exceed the true one by `tol`.
    ///
    /// **Neighbours** are those of the exact clearance, decided here from its definition, not by
    /// calling it: segments of one subpath whose parts are consecutive along the path, the gap
    /// between them (the shorter way round a closed subpath) at most
    /// ``FilletGeometry/Path/intersectionJointSlack`` × tol, and segments of one part; segments
    /// with extent ≤ tol are points and take no part. A pair within 10⁻⁶ (relative) of either
    /// threshold is *uncertain*: it counts toward the lower bound of `C` only, so
    /// `P_possible − A ≤ C ≤ P_sure + A + tol` (`P_sure` over the pairs surely compared,
    /// `P_possible` over those possibly compared) is sound whichever way the core decided it.
    /// Near a joint nothing is excluded by distance: pairs of segments are, as in the core.
    ///
    /// Where both say "touching" (C = 0, chords within 2τ'), they agree by definition of the
    /// bound. No segment pair (a triangle of lines): both are ∞. Margin: the smaller slack of
    /// the two inequalities, over the size.
    /// - Complexity: O(n²) box tests for n segments, and the chord pairs of segment pairs whose
    ///   chord boxes come within `C + A` (nearest first pruning); not compared above
    ///   ``VerificationTolerances/clearanceAgreementSegmentLimit`` segments.
    ///
    /// Without a polyline (flattening failed) it fails (``emitWithoutPolyline(_:_:)``). The
    /// comparison is a stage of the analysis (``PathAnalysis/clearanceComparison``): this emits it.
    static func checkClearanceAgreement<Sink: InvariantSink>(_ analysis: PathAnalysis,
                                                          _ verdicts: inout VerdictRecorder<Sink>) {
        switch analysis.clearanceComparison {
        case .noPolyline:
            emitWithoutPolyline(.clearanceAgreement, &verdicts)
        case .polylineDoesNotFollow(let attributed, let segmentCount):
            verdicts.emitVerdict(.clearanceAgreement, false) {
                "the polyline does not follow the path: \(attributed) segments attributed of \(segmentCount)"
            }
        case .tooManySegments(let segmentCount):
            verdicts.emit(.clearanceAgreement, margin: 0) {
                "not compared: \(segmentCount) segments, more than \(VerificationTolerances.clearanceAgreementSegmentLimit)"
            }
        case .compared(let comparison):
            let size = analysis.size, prepared = analysis.prepared
            verdicts.emit(.clearanceAgreement, margin: analysis.relative(comparison.margin)) {
                let (exact, possible, sure, nearest) = (comparison.exact, comparison.possible, comparison.sure, comparison.nearest)
                func segmentName(_ index: Int) -> String { analysis.elementName(prepared.segments[index].elementIndex) }
                let pairText = nearest.0 < 0 ? "no pair of segments that are not neighbours"
                    : "between \(segmentName(nearest.0)) and \(segmentName(nearest.1))"
                let uncertain = sure == possible ? "" : "; over the pairs surely compared \(format(sure))"
                return "exact clearance \(format(exact)) (\(format(exact / size)) of size); chords \(format(possible)) \(pairText)"
                    + uncertain + "; allowed \(format(comparison.below)) below, \(format(comparison.above)) above"
            }
        }
    }

    /// The comparison of ``checkClearanceAgreement(_:_:)`` on the path `analysis` prepared.
    fileprivate static func compareClearance(_ analysis: PathAnalysis, _ buffers: inout ClearanceBuffers) -> ClearanceComparison {
        guard case .success(let tolerance) = analysis.flattening else { return .noPolyline }
        let prepared = analysis.prepared
        let segmentCount = prepared.segments.count
        let attributed = analysis.segmentChords
        guard attributed.count == segmentCount else {
            return .polylineDoesNotFollow(attributed: attributed.count, segmentCount: segmentCount)
        }
        guard segmentCount <= VerificationTolerances.clearanceAgreementSegmentLimit else {
            return .tooManySegments(segmentCount)
        }
        let exact: Double
        exact = analysis.exactClearance
        let rounding = Path.flatteningRoundingAllowance * analysis.magnitude
        let hausdorff = tolerance + rounding
        let vertexError = analysis.lengthTolerance + rounding
        let contactTolerance = prepared.intersectionTolerance
        let hasCurves = prepared.segments.contains(where: \.isCurve)

        var segments: [ClearanceSegment] = []
        var pairs: [ChordPairCandidate] = []
        var order: [Int] = []
        swap(&segments, &buffers.segments)
        swap(&pairs, &buffers.pairs)
        swap(&order, &buffers.order)
        defer {
            swap(&segments, &buffers.segments)
            swap(&pairs, &buffers.pairs)
            swap(&order, &buffers.order)
        }
        describeSegments(analysis, contactTolerance: contactTolerance, into: &segments)

        let allowance = 2 * hausdorff + 2 * vertexError
        // The core's curve distances are within 10⁻² of the true one (twice that, as a share of its
        // own value, bounds the true one either way), plus its absolute search accuracy.
        let curveTerm = hasCurves && exact.isFinite
            ? 2 * PreparedPath.clearanceCurveRelativeAccuracy * exact + 1e-9 * analysis.size : 0
        let below = allowance + curveTerm
        let above = allowance + curveTerm + contactTolerance
        let slack = Path.intersectionJointSlack * contactTolerance
        var sure = Double.infinity, possible = Double.infinity, possiblePair = (-1, -1)
        func measure(reach: Double) {
            analysis.polyline.points.withUnsafeBufferPointer { points in
                segments.withUnsafeBufferPointer { segments in
                    pairs.removeAll(keepingCapacity: true)
                    func consider(_ first: Int, _ second: Int) {
                        let a = segments[first], b = segments[second]
                        let gap = boxGap(a.box, b.box)
                        guard gap <= reach else { return }
                        let status = neighbourStatus(a, b, slack: slack)
                        if status == .surely { return }
                        pairs.append(ChordPairCandidate(first: first, second: second, gap: gap,
                                                        isSure: status == .surelyNot && a.surelyTakesPart
                                                            && b.surelyTakesPart))
                    }
                    sweepByMinX(segments, reach: reach, order: &order, consider)
                    // Nearest boxes first: the cutoffs fall fast and most pairs are skipped. Equal
                    // gaps in segment order, so the nearest pair named is the first in path order.
                    pairs.sort { ($0.gap, $0.first, $0.second) < ($1.gap, $1.first, $1.second) }
                    for pair in pairs {
                        let cutoff = pair.isSure ? Swift.min(sure, reach) : Swift.min(possible, reach)
                        if pair.gap > sure && pair.gap > possible { break }
                        guard pair.gap < cutoff else { continue }
                        let distance = chordsDistance(attributed[pair.first], attributed[pair.second],
                                                      points, cutoff: cutoff.isFinite ? cutoff : .infinity)
                        if distance < possible { possible = distance; possiblePair = (pair.first, pair.second) }
                        if pair.isSure, distance < sure { sure = distance }
                    }
                }
            }
        }
        // Beyond C + A only "at least that" matters for both inequalities; a polyline with no pair
        // within it already fails, measured in full for the detail.
        measure(reach: exact.isFinite ? exact + below : .infinity)
        if exact.isFinite, !possible.isFinite { measure(reach: .infinity) }
        var margin: Double
        if !exact.isFinite {
            margin = sure.isFinite ? -analysis.size : analysis.size   // the core found no pair to measure
        } else if !possible.isFinite {
            margin = -Swift.max(exact, analysis.size)   // the core measured a pair the chords do not have
        } else {
            margin = Swift.min(exact + below - possible, sure + above - exact)
        }
        if !(margin < analysis.size) && !margin.isNaN { margin = analysis.size }
        return .compared(ClearanceComparison.Compared(margin: margin, exact: exact, possible: possible, sure: sure,
                                                      nearest: possiblePair, below: below, above: above))
    }

    /// Calls `consider(first, second)` (`first < second`) for every pair of segments that may take
    /// part whose chord boxes come within `reach` of each other along x (a superset of the pairs
    /// within `reach`; `consider` applies the full box test): the segments sorted by the left
    /// edge of their boxes, each paired with those whose left edge lies within its right edge
    /// plus `reach`. Boxes that are not finite (or a reach that is not a number) fall back on
    /// every pair.
    /// - Complexity: O(n log n + k) for k pairs within reach along x; O(n²) for an infinite reach.
    @inline(__always)
    static func sweepByMinX(_ segments: UnsafeBufferPointer<ClearanceSegment>, reach: Double, order: inout [Int],
                            _ consider: (Int, Int) -> Void) {
        order.removeAll(keepingCapacity: true)
        var finite = !reach.isNaN
        for index in segments.indices where segments[index].mayTakePart {
            order.append(index)
            finite = finite && segments[index].box.minX.isFinite && segments[index].box.maxX.isFinite
        }
        guard finite else {
            for position in order.indices {
                for later in order[(position + 1)...] { consider(order[position], later) }
            }
            return
        }
        order.sort { (segments[$0].box.minX, $0) < (segments[$1].box.minX, $1) }
        order.withUnsafeBufferPointer { order in
            for position in order.indices {
                let index = order[position]
                let limit = segments[index].box.maxX + reach
                var next = position + 1
                while next < order.count, segments[order[next]].box.minX <= limit {
                    let other = order[next]
                    consider(Swift.min(index, other), Swift.max(index, other))
                    next += 1
                }
            }
        }
    }

    /// Whether two segments are neighbours for the clearance (see ``checkClearanceAgreement``).
    enum NeighbourStatus { case surely, surelyNot, uncertain }

    static func neighbourStatus(_ a: ClearanceSegment, _ b: ClearanceSegment, slack: Double) -> NeighbourStatus {
        guard a.subpath == b.subpath else { return .surelyNot }
        if a.part == b.part { return .surely }
        func along(_ from: Double, _ to: Double) -> Double {
            let distance = Swift.abs(to - from)
            return a.isClosed ? Swift.min(distance, a.subpathLength - distance) : distance
        }
        let gap = Swift.min(along(a.partEnd, b.partStart), along(a.partStart, b.partEnd))
        let band = 1e-6 * slack + 1e-12 * a.subpathLength
        if gap <= slack - band { return .surely }
        if gap > slack + band { return .surelyNot }
        return .uncertain
    }

    /// The least distance between a chord of `a` and a chord of `b` when it is below `cutoff`,
    /// else ∞.
    static func chordsDistance(_ a: SegmentChords, _ b: SegmentChords, _ points: UnsafeBufferPointer<Point>,
                               cutoff: Double) -> Double {
        var best = cutoff, found = false
        for i in 0..<a.count {
            let aFrom = points[a.point(a.firstVertex + i)], aTo = points[a.point(a.firstVertex + i + 1)]
            let aBox = BoundingBox(aFrom, aTo)
            for j in 0..<b.count {
                let bFrom = points[b.point(b.firstVertex + j)], bTo = points[b.point(b.firstVertex + j + 1)]
                guard boxGap(aBox, BoundingBox(bFrom, bTo)) < best else { continue }
                let distance = chordDistance(aFrom, aTo, bFrom, bTo)
                if distance < best { best = distance; found = true }
            }
        }
        return found ? best : .infinity
    }

    /// A lower bound of the distance between two boxes (the larger axis gap; ≤ 0 when they meet).
    @inline(__always)
    static func boxGap(_ a: BoundingBox, _ b: BoundingBox) -> Double {
        Swift.max(Swift.max(b.minX - a.maxX, a.minX - b.maxX), Swift.max(b.minY - a.maxY, a.minY - b.maxY))
    }

    /// Each prepared segment's place along its subpath, its part and its chords' box.
    static func describeSegments(_ analysis: PathAnalysis, contactTolerance: Double,
                                 into segments: inout [ClearanceSegment]) {
        let prepared = analysis.prepared
        segments.removeAll(keepingCapacity: true)
        let runs = prepared.partRuns
        let points = analysis.polyline.points
        let attributed = analysis.segmentChords
        let band = 1e-6 * contactTolerance
        for (subpathIndex, subpath) in prepared.subpaths.enumerated() {
            var position = 0.0
            let first = segments.count
            var runIndex = 0, previousRun = -1
            for index in subpath.segmentRange {
                let segment = prepared.segments[index]
                let element = segment.elementIndex
                while runIndex < runs.count, runs[runIndex].upperBound <= element { runIndex += 1 }
                let run = runIndex < runs.count && runs[runIndex].contains(element) ? runIndex : -1
                let continuesPart = run >= 0 && run == previousRun
                previousRun = run
                let chords = attributed[index]
                var box = BoundingBox.empty
                for k in 0...chords.count { box.formUnion(points[chords.point(chords.firstVertex + k)]) }
                let part = continuesPart ? segments[segments.count - 1].part : index
                if continuesPart {
                    for earlier in stride(from: segments.count - 1, through: first, by: -1) where segments[earlier].part == part {
                        segments[earlier].partEnd = position + segment.length
                    }
                }
                let partStart = continuesPart ? segments[segments.count - 1].partStart : position
                segments.append(ClearanceSegment(subpath: subpathIndex, isClosed: subpath.isClosed, subpathLength: 0,
                                                 partStart: partStart, partEnd: position + segment.length, part: part,
                                                 surelyTakesPart: segment.extent > contactTolerance + band,
                                                 mayTakePart: segment.extent > contactTolerance - band && chords.count > 0,
                                                 box: box))
                position += segment.length
            }
            for index in first..<segments.count { segments[index].subpathLength = position }
        }
    }
}

/// What ``Catalogue/checkClearanceAgreement(_:_:)`` compares: a stage of the analysis
/// (``PathAnalysis/clearanceComparison``), computed on first ask.
enum ClearanceComparison {
    case noPolyline
    case polylineDoesNotFollow(attributed: Int, segmentCount: Int)
    case tooManySegments(Int)
    case compared(Compared)

    struct Compared {
        /// The smaller slack of the two inequalities (absolute; relative in the verdict).
        var margin: Double
        /// The exact clearance, the least chord distance over the pairs possibly and surely
        /// compared, and the nearest pair of segments (`(-1, -1)`: none).
        var exact: Double, possible: Double, sure: Double
        var nearest: (Int, Int)
        /// The allowances below and above.
        var below: Double, above: Double
    }
}

/// The clearance comparison's buffers, kept by the analysis from path to path.
struct ClearanceBuffers {
    var segments: [ClearanceSegment] = []
    var pairs: [ChordPairCandidate] = []
    var order: [Int] = []
}

extension PathAnalysis {
    /// The exact clearance against the chords (``ClearanceComparison``), computed on first ask.
    var clearanceComparison: ClearanceComparison {
        if let comparison = clearanceComparisonStage { return comparison }
        var buffers = ClearanceBuffers()
        swap(&buffers, &clearanceBuffers)
        let comparison = Catalogue.compareClearance(self, &buffers)
        swap(&buffers, &clearanceBuffers)
        clearanceComparisonStage = comparison
        return comparison
    }

    /// ``FilletGeometry/PreparedPath/subpathMeasures`` of the path: a stage, computed on first ask.
    var subpathMeasures: [SubpathMeasure] {
        if let measures = subpathMeasuresStage { return measures }
        let measures = prepared.subpathMeasures
        subpathMeasuresStage = measures
        return measures
    }
}

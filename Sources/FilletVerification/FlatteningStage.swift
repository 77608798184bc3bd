import FilletGeometry

/// The flattening of the path a ``PathAnalysis`` has prepared, at
/// `τ = flatteningRelative · size`, and the attribution of its chords to the prepared segments. A
/// stage of the analysis, like ``ExactIntersectionStage``: each part is computed once, when first
/// asked for, whichever invariant asks (the flattening invariants, the differential invariants,
/// the intersection, clearance and affine-map comparisons), so no invariant depends on another
/// having run first.
///
/// The buffers live here and keep their capacity from one path to the next.
struct FlatteningStage {
    /// The tolerance the path was flattened at, or the error flattening threw; `nil` until asked.
    var outcome: Result<Double, GeometryError>?
    /// Whether the polyline follows the path segment by segment: `nil` until asked,
    /// ``ChordAttribution/follows`` with ``segmentChords`` filled, or the first mismatch.
    var attribution: ChordAttribution?
    /// The flattened polyline (meaningful when ``outcome`` is a success).
    var polyline = Polyline()
    /// Per prepared segment, its chords in ``polyline`` (empty unless the attribution follows).
    var segmentChords: [SegmentChords] = []
    /// The flattening parameters of every curve's chord ends, in segment order
    /// (``SegmentChords/parameters`` indexes them).
    var curveParameters: [Double] = []

    init() {
        polyline.reserveCapacity(points: 256, subpaths: 2)
    }

    /// Forgets the previous path's stage; keeps the buffers' capacity.
    mutating func reset() {
        outcome = nil
        attribution = nil
        segmentChords.removeAll(keepingCapacity: true)
        curveParameters.removeAll(keepingCapacity: true)
    }
}

/// Whether a polyline's vertices can be attributed, in order, to the segments of the path it
/// flattens: a line emits its end point, an arc the ends of its `chordCount(τ)` chords, a curve
/// those of its flattening parameters, and a closed ring's closing chord returns to its first
/// vertex.
enum ChordAttribution: Equatable {
    case follows
    /// The first place the vertices and the segments disagree, as a detail names it.
    case mismatch(String)
}

extension PathAnalysis {
    /// The flattening stage: the tolerance `τ = flatteningRelative · size` the current path was
    /// flattened at (into ``polyline``), or the error flattening threw. Computed on first ask.
    var flattening: Result<Double, GeometryError> {
        if let outcome = flatteningStage.outcome { return outcome }
        let tolerance = VerificationTolerances.flatteningRelative * size
        let outcome: Result<Double, GeometryError>
        do {
            try path.flatten(tolerance: tolerance, into: &flatteningStage.polyline)
            outcome = .success(tolerance)
        } catch {
            outcome = .failure(error)
        }
        flatteningStage.outcome = outcome
        return outcome
    }

    /// The flattening of the current path (``flattening``; empty when it failed).
    var polyline: Polyline {
        _ = flattening
        return flatteningStage.polyline
    }

    /// Whether the flattening follows the current path segment by segment
    /// (``ChordAttribution``); computed on first ask, with ``segmentChords``.
    /// `nil` when flattening failed.
    var chordAttribution: ChordAttribution? {
        if let attribution = flatteningStage.attribution { return attribution }
        guard case .success(let tolerance) = flattening else { return nil }
        let attribution = attributeChords(tolerance: tolerance)
        if case .mismatch = attribution { flatteningStage.segmentChords.removeAll(keepingCapacity: true) }
        flatteningStage.attribution = attribution
        return attribution
    }

    /// Per prepared segment, its chords in ``polyline``: empty when the polyline does not follow
    /// the path (``chordAttribution``) or flattening failed.
    var segmentChords: [SegmentChords] {
        _ = chordAttribution
        return flatteningStage.segmentChords
    }

    /// The flattening parameters of the curves' chord ends (``SegmentChords/parameters``).
    var curveChordParameters: [Double] {
        _ = chordAttribution
        return flatteningStage.curveParameters
    }

    /// Walks the prepared segments and the polyline's rings together, recording each segment's
    /// chords; stops at the first mismatch.
    private func attributeChords(tolerance: Double) -> ChordAttribution {
        flatteningStage.segmentChords.removeAll(keepingCapacity: true)
        flatteningStage.curveParameters.removeAll(keepingCapacity: true)
        let rings = flatteningStage.polyline.subpaths
        guard rings.count == prepared.subpaths.count else {
            return .mismatch("\(rings.count) polyline subpaths for \(prepared.subpaths.count) path subpaths")
        }
        let points = flatteningStage.polyline.points
        for (subpathIndex, subpath) in prepared.subpaths.enumerated() {
            let ring = rings[subpathIndex].pointRange
            let virtualCount = ring.count + (rings[subpathIndex].isClosed ? 1 : 0)
            var next = 0
            for index in subpath.segmentRange {
                let segment = prepared.segments[index]
                var count = 1, parameters = 0..<0
                switch segment.geometry {
                case .curve(let curve):
                    guard let ends = curve.flatteningParameters(tolerance: tolerance) else {
                        return .mismatch("no chord count for element \(segment.elementIndex)")
                    }
                    count = ends.count
                    let first = flatteningStage.curveParameters.count
                    flatteningStage.curveParameters.append(contentsOf: ends)
                    parameters = first..<first + ends.count
                case .arc(let arc):
                    if arc.radius > 0, arc.sweep != 0 {
                        guard let chords = try? arc.chordCount(tolerance: tolerance) else {
                            return .mismatch("no chord count for element \(segment.elementIndex)")
                        }
                        count = chords
                    } else {
                        count = 0
                    }
                default:
                    break
                }
                guard next + count < virtualCount else {
                    return .mismatch("the polyline has too few vertices for element \(segment.elementIndex)")
                }
                flatteningStage.segmentChords.append(SegmentChords(ringStart: ring.lowerBound, ringCount: ring.count,
                                                                   firstVertex: next, count: count,
                                                                   parameters: parameters))
                next += count
            }
            // A closed ring whose last vertex repeated the first lost it (and the path has no
            // closing line then); a lone closed point has no chord at all.
            let droppedRepeat = rings[subpathIndex].isClosed && next == virtualCount - 2
                && points[ring.upperBound - 1] == points[ring.lowerBound]
            guard next == virtualCount - 1 || droppedRepeat else {
                return .mismatch("subpath \(subpathIndex): \(virtualCount) polyline vertices, the segments account for \(next + 1)")
            }
        }
        return .follows
    }
}

import FilletVerification
import FilletGeometry

extension RepairSession {
    /// The edits (one per rewritten segment, old and new text), the refusals, the counts before
    /// and after, and how far the outline moved.
    func result(originalData: String) -> PathRepair.Result {
        var edits: [PathRepair.Edit] = []
        var hausdorff = 0.0
        let oldStarts = RepairState.startPoints(original.drawn), newStarts = RepairState.startPoints(state.drawn)
        if state.bytes != original.bytes {
            for index in original.written.elements.indices where original.written.elements[index] != state.written.elements[index] {
                guard let oldRange = original.source.segment(ofElement: index),
                      let newRange = state.source.segment(ofElement: index) else { continue }
                var distance = 0.0
                if let old = Self.sampler(original.drawn.elements[index], start: oldStarts[index]),
                   let new = Self.sampler(state.drawn.elements[index], start: newStarts[index]) {
                    distance = Self.hausdorffDistance(old, new)
                }
                hausdorff = Swift.max(hausdorff, distance)
                let newTokens = PathDataNumbers.tokens(in: newRange, of: state.bytes)
                let written = newTokens.compactMap { PathDataNumbers.decimals(of: state.bytes[$0]) }.max() ?? 0
                let kinds = repairedKinds[index] ?? (index > 0 ? repairedKinds[index - 1] ?? [] : [])
                edits.append(PathRepair.Edit(
                    kinds: kinds, elementIndex: index, offset: oldRange.lowerBound,
                    oldText: String(decoding: original.bytes[oldRange], as: UTF8.self),
                    newText: String(decoding: state.bytes[newRange], as: UTF8.self),
                    distance: distance, addedDecimals: Swift.max(0, written - original.elementDecimals)))
            }
        }
        let areaBefore = original.report.measures.area, areaAfter = state.report.measures.area
        let areaChange = edits.isEmpty ? 0
            : Swift.abs(areaAfter - areaBefore) / Swift.max(Swift.abs(areaBefore), .leastNormalMagnitude)
        return PathRepair.Result(
            originalData: originalData, data: String(decoding: state.bytes, as: UTF8.self), edits: edits,
            refusals: refusals, before: original.report, after: state.report,
            kinksBefore: original.kinks.count, kinksAfter: state.kinks.count,
            nearArcsBefore: original.nearArcs.count, nearArcsAfter: state.nearArcs.count,
            hausdorffDistance: hausdorff, relativeAreaChange: areaChange)
    }

    /// Samples per curve for `hausdorffDistance(_:_:)`, and the chords of the polyline each
    /// sample is measured against (finer: a chord's sag, L²κ/8n², is 10⁻⁵ of a 16-unit icon's
    /// quarter circle at n = 128, far below a repair's move).
    static let hausdorffSamples = 64
    static let hausdorffChords = 128

    /// The Hausdorff distance between two curves (parameter 0…1), from samples of each to a fine polyline of the
    /// other: within (chord sag of the other at 128 chords) of the exact value, from below only by
    /// that sag and the spacing of the samples.
    static func hausdorffDistance(_ a: (Double) -> Point, _ b: (Double) -> Point) -> Double {
        Swift.max(directedDistance(from: a, to: b), directedDistance(from: b, to: a))
    }

    /// The point at parameter t ∈ [0, 1] of a drawn cubic or arc element starting at `start`.
    static func sampler(_ element: PathElement, start: Point) -> ((Double) -> Point)? {
        switch element {
        case .cubic(let control1, let control2, let end):
            let curve = CubicCurve(start, control1, control2, end)
            return { curve.point(at: $0) }
        case .arc(let arc):
            return { arc.point(at: $0) }
        default:
            return nil
        }
    }

    private static func directedDistance(from a: (Double) -> Point, to b: (Double) -> Point) -> Double {
        var polyline: [Point] = []
        polyline.reserveCapacity(hausdorffChords + 1)
        for index in 0...hausdorffChords { polyline.append(b(Double(index) / Double(hausdorffChords))) }
        var worst = 0.0
        for sample in 0...hausdorffSamples {
            let point = a(Double(sample) / Double(hausdorffSamples))
            var nearest = Double.infinity
            for index in 0..<hausdorffChords {
                nearest = Swift.min(nearest, distance(point, polyline[index], polyline[index + 1]))
            }
            worst = Swift.max(worst, nearest)
        }
        return worst
    }

    private static func distance(_ point: Point, _ start: Point, _ end: Point) -> Double {
        let chord = end - start, offset = point - start
        let lengthSquared = chord.lengthSquared
        let t = lengthSquared > 0 ? Swift.max(0, Swift.min(1, offset.dot(chord) / lengthSquared)) : 0
        return point.distance(to: start + chord * t)
    }
}

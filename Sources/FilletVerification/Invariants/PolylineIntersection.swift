import FilletGeometry

/// One chord of the flattened path, for the independent self-intersection test.
struct PolylineEdge {
    var from: Point
    var to: Point
    /// Index of the polyline subpath.
    var ring: Int
    /// Arc-length positions of the chord's ends along its ring.
    var start: Double
    var end: Double
    var box: BoundingBox
}

extension Catalogue {
    /// ``Invariant/intersectionAgreement``: the exact self-intersection verdict (from
    /// ``checkSelfIntersection``) against an independent segment–segment test of the polyline
    /// flattened at `τ` (its Hausdorff bound `τ' = τ + rounding allowance · magnitude`).
    ///
    /// The polyline test pairs chords by a sweep over x (boxes grown by the reach `4τ'`) and skips
    /// pairs less than `8τ'` apart along their ring (neighbours, which always touch). Of the rest:
    ///
    /// ```
    /// robust crossing  each chord's end points lie on opposite sides of the other's line, every
    ///                  one more than 2τ' from it  ⇒  the exact pieces (within τ' of their chords,
    ///                  with the same end points) cross: the exact path is not simple
    /// clear            no two chords within 4τ'   ⇒  no two exact pieces within 2τ': simple
    /// ```
    ///
    /// The verdicts must agree: the exact path simple and a robust crossing, or the exact path
    /// with a contact between pieces more than `16τ'` apart along the path (or on different
    /// subpaths) while the polyline is clear, is a violation (margin −1). Otherwise it holds
    /// (margin 0); when the polyline is neither clear nor robustly crossing, or the exact contacts
    /// are all local, the verdicts are **not compared** (the exact clearance is within a few
    /// flattening tolerances, where the polyline cannot decide) and the detail says so.
    ///
    /// Until the geometry core reports the exact clearance, this criterion is computed from the
    /// polyline alone, so it is conservative: it only compares where the polyline's own clearance
    /// (or crossing depth) is several tolerances wide.
    /// - Complexity: O(m log m + k) for m chords and k box overlaps; no allocation once the
    ///   analysis's buffers have grown.
    ///
    /// Without a polyline (flattening failed) it fails (``emitWithoutPolyline(_:_:)``).
    static func checkIntersectionAgreement<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>,
                                                             _ scratch: inout EntryScratch) {
        guard case .success(let tolerance) = analysis.flattening else { return emitWithoutPolyline(.intersectionAgreement, &verdicts) }
        let hausdorff = tolerance + Path.flatteningRoundingAllowance * analysis.magnitude
        let reach = VerificationTolerances.intersectionClearReach * hausdorff
        let localSpan = VerificationTolerances.intersectionLocalSpan * hausdorff
        var edges: [PolylineEdge] = [], order: [Int] = [], active: [Int] = [], ringLengths: [Double] = []
        swap(&edges, &scratch.edges)
        swap(&order, &scratch.edgeOrder)
        swap(&active, &scratch.activeEdges)
        swap(&ringLengths, &scratch.values)
        defer {
            swap(&edges, &scratch.edges)
            swap(&order, &scratch.edgeOrder)
            swap(&active, &scratch.activeEdges)
            swap(&ringLengths, &scratch.values)
        }
        let chordCount = analysis.polyline.points.count
        guard chordCount <= VerificationTolerances.intersectionAgreementChordLimit else {
            verdicts.emitVerdict(.intersectionAgreement, true) {
                "not compared: \(chordCount) chords, more than the sweep's limit of "
                    + "\(VerificationTolerances.intersectionAgreementChordLimit)"
            }
            return
        }
        collectEdges(analysis.polyline, into: &edges, ringLengths: &ringLengths)
        sortByMinX(edges, into: &order, buckets: &active)

        var crossing: (Int, Int)?, nearest = Double.infinity, nearestPair = (0, 0)
        // The active list lives in `active`'s storage, sized once: no uniqueness check per write.
        active.removeAll(keepingCapacity: true)
        active.append(contentsOf: repeatElement(0, count: edges.count))
        edges.withUnsafeBufferPointer { edges in
            ringLengths.withUnsafeBufferPointer { ringLengths in
                active.withUnsafeMutableBufferPointer { active in
                    var activeCount = 0
                    for index in order {
                        let edge = edges[index]
                        var kept = 0
                        for position in 0..<activeCount {
                            let other = active[position]
                            guard edges[other].box.maxX + reach >= edge.box.minX else { continue }
                            active[kept] = other
                            kept += 1
                            let candidate = edges[other]
                            guard candidate.box.minY <= edge.box.maxY + reach, edge.box.minY <= candidate.box.maxY + reach,
                                  alongRingSeparation(candidate, edge, ringLengths) > localSpan else { continue }
                            let distance = chordDistance(candidate, edge)
                            if distance < nearest { nearest = distance; nearestPair = (other, index) }
                            if distance == 0, crossing == nil, crossesRobustly(candidate, edge, margin: 2 * hausdorff) {
                                crossing = (other, index)
                            }
                        }
                        active[kept] = index
                        activeCount = kept + 1
                    }
                }
            }
        }
        let exactSimple = analysis.exactIsSimple
        let polylineIsClear = crossing == nil && nearest > reach
        // The verdict reads the count only where the polyline is clear, and only whether it is
        // positive: the scan stops at the first non-local contact; the detail counts them all.
        let span = 2 * localSpan
        func nonLocal(_ contact: SelfIntersection) -> Bool { isNonLocal(contact, analysis, span: span) }
        let exactHasNonLocal = !exactSimple && polylineIsClear
            && (analysis.exactContacts(through: nonLocal).last.map(nonLocal) ?? false)
        let (holds, compared) = intersectionVerdicts(exactIsSimple: exactSimple, exactNonLocalContacts: exactHasNonLocal ? 1 : 0,
                                                     polylineCrosses: crossing != nil,
                                                     polylineIsClear: polylineIsClear)
        let location: Point? = crossing.map { edges[$0.0].from.midpoint(to: edges[$0.0].to) }
        let crossingPair = crossing, nearestDistance = nearest, pair = nearestPair
        verdicts.emitVerdict(.intersectionAgreement, holds, location: location) {
            let exactNonLocal = exactSimple ? 0 : nonLocalContactCount(analysis, span: span)
            let exact = exactSimple ? "the exact path is simple" : "the exact path meets itself (\(exactNonLocal) non-local contacts)"
            let polyline: String
            if let crossingPair {
                polyline = "polyline chords \(crossingPair.0) and \(crossingPair.1) cross robustly"
            } else if nearestDistance.isFinite {
                polyline = "the nearest non-neighbouring chords (\(pair.0), \(pair.1)) are \(format(nearestDistance)) apart (clear beyond \(format(reach)))"
            } else {
                polyline = "no two non-neighbouring chords within \(format(reach))"
            }
            return "\(exact); \(polyline)" + (compared ? "" : "; not compared: within a few flattening tolerances")
        }
    }

    /// The decision of ``checkIntersectionAgreement``: whether the exact verdict and the polyline
    /// test agree, and whether they were compared at all.
    ///
    /// | exact | polyline | result |
    /// |---|---|---|
    /// | simple | robust crossing | violated |
    /// | simple | clear | holds |
    /// | simple | neither | not compared |
    /// | meets itself | robust crossing | holds |
    /// | meets itself, a non-local contact | clear | violated |
    /// | meets itself | otherwise | not compared |
    static func intersectionVerdicts(exactIsSimple: Bool, exactNonLocalContacts: Int, polylineCrosses: Bool,
                                     polylineIsClear: Bool) -> (holds: Bool, compared: Bool) {
        if exactIsSimple {
            if polylineCrosses { return (false, true) }
            return (true, polylineIsClear)
        }
        if polylineCrosses { return (true, true) }
        if polylineIsClear && exactNonLocalContacts > 0 { return (false, true) }
        return (true, false)
    }

    /// The chords of every ring (a closed ring's closing chord included), with their positions
    /// along the ring, and each ring's length (+∞ for an open ring, which has no way round).
    static func collectEdges(_ polyline: Polyline, into edges: inout [PolylineEdge], ringLengths: inout [Double]) {
        edges.removeAll(keepingCapacity: true)
        ringLengths.removeAll(keepingCapacity: true)
        edges.reserveCapacity(polyline.points.count)
        polyline.points.withUnsafeBufferPointer { points in
            for (ringIndex, ring) in polyline.subpaths.enumerated() {
                let range = ring.pointRange
                let chordCount = ring.isClosed ? range.count : range.count - 1
                var position = 0.0
                if range.count >= 2 {
                    for k in 0..<chordCount {
                        let from = points[range.lowerBound + k]
                        // The closing chord returns to the ring's first vertex.
                        let to = points[k + 1 == range.count ? range.lowerBound : range.lowerBound + k + 1]
                        let length = (to - from).lengthSquared.squareRoot()
                        edges.append(PolylineEdge(from: from, to: to, ring: ringIndex, start: position,
                                                  end: position + length, box: BoundingBox(from, to)))
                        position += length
                    }
                }
                ringLengths.append(ring.isClosed ? position : .infinity)
            }
        }
    }

    /// How far apart two chords are along the polyline: the shorter way round a closed ring,
    /// infinite on different rings.
    @inline(__always)
    static func alongRingSeparation(_ a: PolylineEdge, _ b: PolylineEdge,
                                    _ ringLengths: UnsafeBufferPointer<Double>) -> Double {
        guard a.ring == b.ring else { return .infinity }
        let (first, second) = a.start <= b.start ? (a, b) : (b, a)
        let forward = Swift.max(0, second.start - first.end)
        // An open ring's length is stored as +∞: there is no way round.
        let around = Swift.max(0, ringLengths[a.ring] - second.end + first.start)
        return Swift.min(forward, around)
    }

    /// Whether each chord's end points lie strictly on opposite sides of the other's line, each
    /// more than `margin` from it.
    static func crossesRobustly(_ a: PolylineEdge, _ b: PolylineEdge, margin: Double) -> Bool {
        func separates(_ line: PolylineEdge, _ p: Point, _ q: Point) -> Bool {
            let direction = line.to - line.from
            let length = direction.lengthSquared.squareRoot()
            guard length > 0 else { return false }
            let sideP = direction.cross(p - line.from) / length, sideQ = direction.cross(q - line.from) / length
            return (sideP > margin && sideQ < -margin) || (sideP < -margin && sideQ > margin)
        }
        return separates(a, b.from, b.to) && separates(b, a.from, a.to)
    }

    /// The distance between two chords: 0 when they cross, else the least end-point-to-chord distance.
    static func chordDistance(_ a: PolylineEdge, _ b: PolylineEdge) -> Double {
        chordDistance(a.from, a.to, b.from, b.to)
    }

    /// The distance between the chords `aFrom`–`aTo` and `bFrom`–`bTo`: 0 when they cross, else
    /// the least end-point-to-chord distance (two segments that do not cross are nearest at an end
    /// of one of them).
    static func chordDistance(_ aFrom: Point, _ aTo: Point, _ bFrom: Point, _ bTo: Point) -> Double {
        let a = (from: aFrom, to: aTo), b = (from: bFrom, to: bTo)
        func side(_ from: Point, _ to: Point, _ p: Point) -> Double { (to - from).cross(p - from) }
        let d1 = side(a.from, a.to, b.from), d2 = side(a.from, a.to, b.to)
        let d3 = side(b.from, b.to, a.from), d4 = side(b.from, b.to, a.to)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return 0 }
        // Squared, one square root for the least.
        func pointDistance(_ p: Point, _ from: Point, _ to: Point) -> Double {
            let direction = to - from
            let lengthSquared = direction.lengthSquared
            let t = lengthSquared > 0 ? Swift.min(1, Swift.max(0, (p - from).dot(direction) / lengthSquared)) : 0
            return (p - (from + direction * t)).lengthSquared
        }
        return Swift.min(Swift.min(pointDistance(b.from, a.from, a.to), pointDistance(b.to, a.from, a.to)),
                         Swift.min(pointDistance(a.from, b.from, b.to), pointDistance(a.to, b.from, b.to))).squareRoot()
    }

    /// The exact contacts (``PathAnalysis/exactContacts``) between pieces of the path more than
    /// `span` apart along it (the shorter way round a closed subpath) or on different subpaths.
    static func nonLocalContactCount(_ analysis: PathAnalysis, span: Double) -> Int {
        analysis.exactContacts.reduce(0) { $0 + (isNonLocal($1, analysis, span: span) ? 1 : 0) }
    }

    /// Whether `contact` is between pieces more than `span` apart along the path (the shorter way
    /// round a closed subpath) or on different subpaths (``nonLocalContactCount(_:span:)``).
    static func isNonLocal(_ contact: SelfIntersection, _ analysis: PathAnalysis, span: Double) -> Bool {
        let prepared = analysis.prepared
        // Each segment's position range along its subpath.
        func range(ofElement element: Int) -> (subpath: Int, start: Double, end: Double, ringLength: Double, closed: Bool)? {
            for subpath in prepared.subpaths {
                var position = 0.0
                var found: (Double, Double)?
                for index in subpath.segmentRange {
                    let length = prepared.segments[index].length
                    if prepared.segments[index].elementIndex == element { found = (position, position + length) }
                    position += length
                }
                if let found, let first = subpath.segmentRange.first {
                    return (prepared.segments[first].subpathIndex, found.0, found.1, position, subpath.isClosed)
                }
            }
            return nil
        }
        guard let a = range(ofElement: contact.firstElementIndex), let b = range(ofElement: contact.secondElementIndex) else {
            return false
        }
        guard a.subpath == b.subpath else { return true }
        let (first, second) = a.start <= b.start ? (a, b) : (b, a)
        var separation = Swift.max(0, second.start - first.end)
        if a.closed { separation = Swift.min(separation, Swift.max(0, a.ringLength - second.end + first.start)) }
        return separation > span
    }

    /// The indices of `edges` in increasing `box.minX` (ties in index order), without allocating
    /// once the buffers have grown: a bucket pass over the x range (chords of a flattened outline
    /// are spread fairly evenly), then an insertion pass that only has to fix order inside a bucket.
    /// `buckets` is scratch.
    /// - Complexity: O(m + inversions inside buckets) for m edges; O(m²) only in the worst case.
    static func sortByMinX(_ edges: [PolylineEdge], into order: inout [Int], buckets: inout [Int]) {
        let count = edges.count
        order.removeAll(keepingCapacity: true)
        guard count > 1 else {
            order.append(contentsOf: edges.indices)
            return
        }
        var low = Double.infinity, high = -Double.infinity
        for edge in edges {
            low = Swift.min(low, edge.box.minX)
            high = Swift.max(high, edge.box.minX)
        }
        let span = high - low
        let scale = span > 0 && span.isFinite ? Double(count - 1) / span : 0
        buckets.removeAll(keepingCapacity: true)
        buckets.append(contentsOf: repeatElement(0, count: count + 1))
        order.append(contentsOf: repeatElement(0, count: count))
        edges.withUnsafeBufferPointer { edges in
            buckets.withUnsafeMutableBufferPointer { buckets in
                order.withUnsafeMutableBufferPointer { order in
                    func bucket(_ index: Int) -> Int {
                        let value = (edges[index].box.minX - low) * scale
                        return value.isFinite ? Swift.min(count - 1, Swift.max(0, Int(value))) : 0
                    }
                    for index in 0..<count { buckets[bucket(index) + 1] += 1 }
                    for slot in 1...count { buckets[slot] += buckets[slot - 1] }
                    for index in 0..<count {
                        let slot = bucket(index)
                        order[buckets[slot]] = index
                        buckets[slot] += 1
                    }
                    for position in 1..<count {
                        let index = order[position], key = edges[index].box.minX
                        var hole = position
                        while hole > 0, edges[order[hole - 1]].box.minX > key {
                            order[hole] = order[hole - 1]
                            hole -= 1
                        }
                        order[hole] = index
                    }
                }
            }
        }
        buckets.removeAll(keepingCapacity: true)
    }
}

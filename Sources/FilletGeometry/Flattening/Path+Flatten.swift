import Foundation

/// Flattening: a ``Polyline`` within a stated distance of the exact path.
extension Path {
    /// The most vertices one flattening may produce (50 000 000 points, 800 MB). Asking for more
    /// throws ``GeometryError/tooManyPoints(required:limit:)`` before anything that large is
    /// allocated, instead of trapping or exhausting memory.
    public static let maximumFlattenedPointCount = 50_000_000

    /// Every this many steps the rotation recurrence restarts from an exact `cos`/`sin`, so its
    /// drift stays below about 32 ulps of the radius however many chords an arc gets (within a
    /// block, two interleaved chains of at most 16 rotations by 2δ; the cost, one `sin`/`cos`
    /// pair per 32 vertices, does not show in timings).
    public static let flatteningAnchorInterval = 32

    /// How far rounding may push a measured deviation past the tolerance, relative to the path's
    /// coordinate magnitude ``flatteningMagnitude``: 10⁻¹³.
    ///
    /// At the minimal chord count the sagitta can be within a hair of `tolerance`, and every
    /// vertex carries a few ulps of rounding (its own, the recurrence's, the measurement's), so
    /// the guarantee is `deviation ≤ tolerance + flatteningRoundingAllowance × magnitude`.
    /// Measured: 1.2·10⁻¹⁵ × magnitude on a 222 146-chord circle of radius 10⁴.
    public static let flatteningRoundingAllowance = 1e-13

    /// The largest `|x|`, `|y|` of any move or line point, and of any arc centre plus its radius:
    /// the scale that ``flatteningRoundingAllowance`` is relative to. 0 for an empty path.
    public var flatteningMagnitude: Double {
        var magnitude = 0.0
        for element in elements {
            switch element {
            case .move(let point), .line(let point):
                magnitude = Swift.max(magnitude, Swift.abs(point.x), Swift.abs(point.y))
            case .arc(let arc):
                magnitude = Swift.max(magnitude, Swift.max(Swift.abs(arc.center.x), Swift.abs(arc.center.y)) + arc.radius)
            case .quad, .cubic:
                // The curve lies in its control points' hull; its start is the previous element's end.
                magnitude = Swift.max(magnitude, element.curve(from: .zero)!.magnitude)
            case .close:
                break
            }
        }
        return magnitude
    }

    /// The bound a flattening with `tolerance` is guaranteed to meet, as measured by
    /// ``Polyline/maximumDeviation(from:)``:
    ///
    /// ```
    /// tolerance + flatteningRoundingAllowance × flatteningMagnitude
    /// ```
    public func flatteningDeviationBound(tolerance: Double) -> Double {
        tolerance + Self.flatteningRoundingAllowance * flatteningMagnitude
    }

    /// Flattens the path into `polyline`, which is cleared first and reused as a buffer.
    ///
    /// **Guarantee.** The Hausdorff distance between the polyline and the exact path is at most
    /// `tolerance`: every polyline point is within `tolerance` of the path and every path point is
    /// within `tolerance` of the polyline — up to floating-point rounding of the coordinates,
    /// bounded by ``flatteningRoundingAllowance`` (10⁻¹³) × the path's coordinate magnitude
    /// (``flatteningDeviationBound(tolerance:)``). ``Polyline/maximumDeviation(from:)`` measures it.
    ///
    /// **Output.** One polyline subpath per path subpath, with the same closed flag:
    /// - `move` emits its point;
    /// - `line` emits its end point (even when it repeats the previous point);
    /// - `arc` of radius `r` and sweep `θ` emits the ends of exactly
    ///   `n = ⌈|θ| / (2·acos(1 − tol/r))⌉` chords with equal angular steps (see
    ///   ``Arc/chordCount(tolerance:)``; 0 for `θ = 0` or `r = 0`, 1 for `tol ≥ 2r`). Its first chord
    ///   starts at the previous vertex; its last vertex is exactly `arc.endPoint`;
    /// - `quad` and `cubic` emit the ends of their chords at the parameters of
    ///   ``CubicCurve/flatteningChordCount(tolerance:limit:)`` (the method: ``CubicCurve``'s
    ///   flattening extension); the last is exactly the curve's end point;
    /// - `close` emits nothing: the closing chord is the subpath's closed flag. If the last vertex
    ///   of a closed subpath is exactly equal to its first, it is dropped, so the first point is
    ///   never repeated at the end.
    ///
    /// A curve congruent to one of the last four curves counted (turned and moved: the flanks of
    /// a smoothed star's corners of one kind) takes that curve's counts and its interior vertices
    /// turned into place, `P0 + R·(v − Q0)`, instead of counting and evaluating again; a curve
    /// that is one of them mirrored and traversed backwards (a smoothed corner's exit flank, of
    /// its entry flank) takes them reflected and in reverse order, `P0 + F·(v₍ₙ₋ₖ₎ − Q3)` (a curve
    /// and its reversal count the same, span for mirrored span). The match
    /// allows control points within 10⁻¹⁴ of the magnitude of the moved ones, and a curve is
    /// kept only when its counts are stable under 4·10⁻¹⁴ of its magnitude, which covers that
    /// and rounding: the counts, hence the chord ends' parameters, are exactly the curve's own,
    /// and each placed vertex is within the match's residual and a few ulps of the curve's own
    /// vertex, inside ``flatteningRoundingAllowance`` (see `CongruentCurveCache`). Only curves
    /// are placed so: lines and arcs are written as above, so a path without curves flattens
    /// to the same bits as before. Under a `maximumPointCount` that the flattening would exceed
    /// the path is written element by element, with its own cache and the same placing (the
    /// same polyline, bit for bit, as without the limit), and throws at the first element that
    /// does not fit.
    ///
    /// Interior arc vertices come from the rotation recurrence, run from the end point backwards
    ///
    /// ```
    /// (c, s)ₙ = (cos θₑ, sin θₑ),   (c, s)ₖ₋₁ = (c·cos δ + s·sin δ,  s·cos δ − c·sin δ),
    /// δ = θ / n,  pₖ = centre + r·(c, s)ₖ
    /// ```
    ///
    /// restarted from an exact `cos`/`sin` every ``flatteningAnchorInterval`` steps: one complex
    /// multiplication per vertex instead of a `sin` and a `cos`. Per arc that leaves the end
    /// point's `cos`/`sin` (needed exactly anyway); `φ_max` and the step's `cos`/`sin` are reused
    /// between arcs of equal radius and equal step.
    ///
    /// - Parameters:
    ///   - tolerance: the Hausdorff bound, > 0 and finite, in the path's units.
    ///   - polyline: the buffer; cleared (capacity kept), then filled. Left empty if this throws.
    ///   - maximumPointCount: the vertex limit, default ``maximumFlattenedPointCount``; the buffer
    ///     never grows beyond it.
    /// - Throws: ``GeometryError/nonFinite(parameter:value:)`` or
    ///   ``GeometryError/nonPositiveTolerance(_:)`` for a bad tolerance,
    ///   ``GeometryError/tooManyPoints(required:limit:)`` when the result would exceed the limit,
    ///   ``GeometryError/nonFinite(parameter:value:)`` (`"arc point"`) for an arc so close to
    ///   ±`Double.greatestFiniteMagnitude` that its points would overflow.
    /// - Complexity: O(elements + vertices); no allocation once the buffer's capacity suffices.
    public func flatten(tolerance: Double, into polyline: inout Polyline,
                        maximumPointCount: Int = Path.maximumFlattenedPointCount) throws(GeometryError) {
        try Self.validateFlatteningTolerance(tolerance)
        // The points are left for the writer to overwrite (it resizes them to what it writes):
        // writing over the last flattening's points costs nothing, filling fresh room does.
        polyline.subpaths.removeAll(keepingCapacity: true)
        polyline.isLastSubpathOpen = false
        do {
            try appendFlattened(tolerance: tolerance, into: &polyline, limit: Swift.max(0, maximumPointCount))
        } catch {
            polyline.removeAll(keepingCapacity: true)
            throw error
        }
        polyline.checkInvariants()
    }

    /// The flattened path as a new polyline; see ``flatten(tolerance:into:maximumPointCount:)``
    /// for the guarantee, the output rules and the errors.
    public func flattened(tolerance: Double) throws(GeometryError) -> Polyline {
        var polyline = Polyline()
        try flatten(tolerance: tolerance, into: &polyline)
        return polyline
    }

    /// Throws unless `tolerance` is finite and positive.
    @usableFromInline
    static func validateFlatteningTolerance(_ tolerance: Double) throws(GeometryError) {
        guard tolerance.isFinite else { throw .nonFinite(parameter: "tolerance", value: tolerance) }
        guard tolerance > 0 else { throw .nonPositiveTolerance(tolerance) }
    }

    /// Writes the flattening into `polyline`, which has no subpaths and whose points, if any,
    /// are stale: room to overwrite, resized to what is written.
    private func appendFlattened(tolerance: Double, into polyline: inout Polyline, limit: Int) throws(GeometryError) {
        var cache = ArcFlatteningCache(tolerance: tolerance)
        // Moves, lines and arcs are counted first (exactly: an arc's count is one division), so
        // that a path of them is written through one pointer into room made once, with no
        // capacity or uniqueness check per vertex; above the limit the element-by-element writer
        // runs instead and throws exactly where, and with the figures, it always has. Curves are
        // counted only where they are written: when one does not fit the room made, the writer
        // stops before it, the room grows and the writer resumes there (each curve is counted
        // once, not bounded first and counted again). A curve whose start this pass cannot follow
        // (first in the path, or right after a `close`, whose dropped repeated vertex moves the
        // last one) takes the element-by-element writer, which throws what it always has.
        var fixedCount = 0.0
        var curveCount = 0
        var takesElementWriter = false
        var following = false
        for element in elements {
            switch element {
            case .move, .line:
                fixedCount += 1
                following = true
            case .arc(let arc):
                guard arc.radius > 0, arc.sweep != 0 else { continue }
                try Self.requireFiniteReach(of: arc)
                fixedCount += arc.unclampedChordCount(maximumStep: cache.maximumStep(radius: arc.radius))
                following = true
            case .quad, .cubic:
                guard following else {
                    takesElementWriter = true
                    continue
                }
                curveCount += 1
            case .close:
                following = false
            }
        }
        guard !takesElementWriter, fixedCount <= Double(limit) else {
            polyline.points.removeAll(keepingCapacity: true)
            try appendFlattenedCheckingEachElement(cache: &cache, tolerance: tolerance, into: &polyline, limit: limit)
            return
        }
        // Moved out of the polyline (a swap, no copy) so the pointer loop owns them exclusively.
        var points: [Point] = [], subpaths: [PolylineSubpath] = []
        swap(&points, &polyline.points)
        swap(&subpaths, &polyline.subpaths)
        // The room: the stale points, when there are at least as many as the moves', lines' and
        // arcs' vertices and one per curve (a buffer that flattened this path before has exactly
        // the room it needs, with nothing to fill), else those and a few per curve.
        let fixed = Int(fixedCount)
        let stale = points.count
        Self.makeRoom(stale >= fixed + curveCount ? stale : Swift.min(limit, fixed + Self.initialRoomPerCurve * curveCount),
                      in: &points, limit: limit)
        // Set when a curve is not finite or the vertices would exceed the limit: then nothing
        // written here is kept and the element-by-element writer runs and throws.
        var exceeded = false
        var open = false
        var subpathStart = 0
        var written = 0
        var congruentCurves = CongruentCurveCache()
        // Where the writer stopped for more room, and how many vertices the element there needs.
        var resumeAt = 0
        var needed = 0
        while true {
            let stoppedAt: Int? = elements.withUnsafeBufferPointer { elements in
                points.withUnsafeMutableBufferPointer { buffer in
                    let vertices = buffer.baseAddress!
                    // The stale points may be more than the limit allows.
                    let room = Swift.min(buffer.count, limit)
                    for index in resumeAt..<elements.count {
                        switch elements[index] {
                        case .move(let point):
                            if open { Self.finishSubpath(&subpaths, vertices: vertices, from: subpathStart, to: &written, closed: false) }
                            guard written < room else {
                                // Its predecessor is finished; the resumed writer starts here.
                                needed = 1
                                open = false
                                return index
                            }
                            subpathStart = written
                            vertices[written] = point
                            written += 1
                            subpaths.append(PolylineSubpath(pointRange: subpathStart..<written, isClosed: false))
                            open = true
                        case .line(let point):
                            guard written < room else {
                                needed = 1
                                return index
                            }
                            vertices[written] = point
                            written += 1
                        case .arc(let arc):
                            guard arc.radius > 0, arc.sweep != 0 else { continue }
                            let count = Int(arc.unclampedChordCount(maximumStep: cache.maximumStep(radius: arc.radius)))
                            guard count <= room - written else {
                                needed = count
                                return index
                            }
                            Self.writeChordEnds(of: arc, count: count, cache: &cache, to: vertices + written)
                            written += count
                        case .quad, .cubic:
                            // The last vertex written is the curve's start (the pass above followed it).
                            let curve = elements[index].curve(from: vertices[written - 1])!
                            let magnitude = curve.magnitude
                            guard magnitude.isFinite, (4 * magnitude).isFinite else {
                                exceeded = true
                                return nil
                            }
                            if let match = congruentCurves.match(curve, magnitude: magnitude) {
                                // The counts it would count itself (see CongruentCurveCache), so the
                                // same limit check; the vertices placed by the isometry.
                                guard match.total <= limit - written else {
                                    exceeded = true
                                    return nil
                                }
                                guard match.total <= room - written else {
                                    needed = match.total
                                    return index
                                }
                                Self.placeChordEnds(of: curve, like: match, from: vertices, to: vertices + written)
                                written += match.total
                                continue
                            }
                            guard let counts = curve.spanChordCounts(
                                tolerance: tolerance, limit: limit - written,
                                perturbation: CongruentCurveCache.perturbation(magnitude: magnitude)) else {
                                exceeded = true
                                return nil
                            }
                            guard counts.total <= room - written else {
                                needed = counts.total
                                return index
                            }
                            curve.writeChordEnds(counts: counts, to: vertices + written)
                            if counts.isStable { congruentCurves.remember(curve, counts: counts, firstVertex: written) }
                            written += counts.total
                        case .close:
                            if open { Self.finishSubpath(&subpaths, vertices: vertices, from: subpathStart, to: &written, closed: true) }
                            open = false
                        }
                    }
                    if open {
                        Self.finishSubpath(&subpaths, vertices: vertices, from: subpathStart, to: &written, closed: false)
                    }
                    return nil
                }
            }
            guard let index = stoppedAt else { break }
            guard needed <= limit - written else {
                exceeded = true
                break
            }
            Self.makeRoom(Swift.min(limit, Swift.max(2 * points.count, written + needed)), in: &points, limit: limit)
            resumeAt = index
        }
        if exceeded {
            points.removeAll(keepingCapacity: true)
            subpaths.removeAll(keepingCapacity: true)
        } else {
            points.removeLast(points.count - written)
        }
        swap(&points, &polyline.points)
        swap(&subpaths, &polyline.subpaths)
        if exceeded {
            try appendFlattenedCheckingEachElement(cache: &cache, tolerance: tolerance, into: &polyline, limit: limit)
        } else {
            polyline.isLastSubpathOpen = false
        }
    }

    /// The room the pointer writer makes per curve before it has counted any (a smoothed
    /// corner's flank at a coarse tolerance); a curve that needs more grows the room, once.
    static let initialRoomPerCurve = 8

    /// Resizes `points` to `count` (≥ its count, ≤ `limit`) with zeros after the points it has,
    /// reserving geometrically (never beyond `limit`) so growing it again is amortised.
    private static func makeRoom(_ count: Int, in points: inout [Point], limit: Int) {
        guard count > points.count else { return }
        if count > points.capacity {
            points.reserveCapacity(Swift.min(Swift.max(count, 2 * points.capacity), limit))
        }
        points.append(contentsOf: repeatElement(Point.zero, count: count - points.count))
    }

    /// Writes the chord ends of `curve`, congruent to the matched entry, to `vertices[0..<count]`:
    /// the entry's interior chord ends (read from `buffer`) turned by the match's rotation about
    /// the starts, `P0 + R·(v − Q0)` — or, mirrored, taken backwards and reflected about the
    /// entry's end, `P0 + F·(v − Q3)` — and last exactly `curve.p3`.
    // Out of line: inlined, its two loops grew the writer's closure enough to slow the arcs'
    // loop of paths with no curve at all (plain star-5 at 0.1: +8%).
    @inline(never)
    static func placeChordEnds(of curve: CubicCurve, like match: CongruentCurveCache.Match,
                                       from buffer: UnsafeMutablePointer<Point>, to vertices: UnsafeMutablePointer<Point>) {
        let cosine = match.cosine, sine = match.sine
        let last = match.total - 1
        let source = buffer + match.firstVertex
        let to = curve.p0
        // The anchor is the entry's start, or its end when mirrored.
        let from = match.anchor
        // `last` ≥ 0 (a match's count is at least 1), so the indices below stay in 0..<last: the
        // wrapping operators only spare the loops an overflow check per vertex, which kept the
        // mirrored one from being vectorised (the products and sums are the same, in the same order).
        if match.isMirrored {
            // The entry's last slot may have been reused (a closed subpath drops a repeated last
            // vertex), so its end comes from the entry, not the buffer; only v₁ … vₙ₋₁ are read.
            let reversed = source + (last &- 1)
            var index = 0
            while index < last {
                let vertex = reversed[0 &- index]
                let dx = vertex.x - from.x, dy = vertex.y - from.y
                vertices[index] = Point(x: to.x + (cosine * dx + sine * dy), y: to.y + (sine * dx - cosine * dy))
                index &+= 1
            }
        } else {
            var index = 0
            while index < last {
                let dx = source[index].x - from.x, dy = source[index].y - from.y
                vertices[index] = Point(x: to.x + (cosine * dx - sine * dy), y: to.y + (sine * dx + cosine * dy))
                index &+= 1
            }
        }
        vertices[last] = curve.p3
    }

    /// Throws when an arc's points could overflow to ∞ (an arc near ±`Double.greatestFiniteMagnitude`).
    @inline(__always)
    private static func requireFiniteReach(of arc: Arc) throws(GeometryError) {
        let reach = Swift.max(Swift.abs(arc.center.x), Swift.abs(arc.center.y)) + arc.radius
        guard reach.isFinite else { throw .nonFinite(parameter: "arc point", value: reach) }
    }

    /// ``finishSubpath(_:from:closed:)`` for the pointer writer, on the open subpath (the last
    /// entry): `end` is one past the last written vertex and moves back when the repeated last
    /// vertex of a closed subpath is dropped.
    @inline(__always)
    private static func finishSubpath(_ subpaths: inout [PolylineSubpath], vertices: UnsafeMutablePointer<Point>,
                                      from start: Int, to end: inout Int, closed: Bool) {
        if closed, end - start >= 2, vertices[end - 1] == vertices[start] { end -= 1 }
        subpaths[subpaths.count - 1] = PolylineSubpath(pointRange: start..<end, isClosed: closed)
    }

    /// The element-by-element writer, for flattenings that exceed the limit: it
    /// checks the limit before each element and throws at the first that does not fit.
    private func appendFlattenedCheckingEachElement(cache: inout ArcFlatteningCache, tolerance: Double,
                                                    into polyline: inout Polyline, limit: Int) throws(GeometryError) {
        var subpathStart = 0
        var congruentCurves = CongruentCurveCache()
        for element in elements {
            switch element {
            case .move(let point):
                try Self.reserve(1, in: &polyline.points, limit: limit)
                Self.finishSubpath(&polyline, from: subpathStart, closed: false)
                subpathStart = polyline.points.count
                polyline.points.append(point)
                polyline.subpaths.append(PolylineSubpath(pointRange: subpathStart..<(subpathStart + 1), isClosed: false))
                polyline.isLastSubpathOpen = true
            case .line(let point):
                try Self.reserve(1, in: &polyline.points, limit: limit)
                polyline.points.append(point)
            case .arc(let arc):
                guard arc.radius > 0, arc.sweep != 0 else { continue }
                let count = arc.unclampedChordCount(maximumStep: cache.maximumStep(radius: arc.radius))
                // Points of an arc near ±Double.greatestFiniteMagnitude could overflow to ∞.
                try Self.requireFiniteReach(of: arc)
                guard count <= Double(limit - polyline.points.count) else {
                    throw .tooManyPoints(required: Double(polyline.points.count) + count, limit: limit)
                }
                try Self.reserve(Int(count), in: &polyline.points, limit: limit)
                Self.appendChordEnds(of: arc, count: Int(count), cache: &cache, to: &polyline.points)
            case .quad, .cubic:
                let start = polyline.points.last ?? .zero
                try Self.appendFlattenedCurve(element.curve(from: start)!, tolerance: tolerance, into: &polyline.points,
                                              limit: limit, congruentCurves: &congruentCurves)
            case .close:
                Self.finishSubpath(&polyline, from: subpathStart, closed: true)
            }
        }
        Self.finishSubpath(&polyline, from: subpathStart, closed: false)
    }

    /// Sets the open subpath's range (and closed flag), dropping a last vertex that repeats the first.
    private static func finishSubpath(_ polyline: inout Polyline, from start: Int, closed: Bool) {
        guard polyline.isLastSubpathOpen else { return }
        if closed, polyline.points.count - start >= 2, polyline.points[polyline.points.count - 1] == polyline.points[start] {
            polyline.points.removeLast()
        }
        polyline.subpaths[polyline.subpaths.count - 1] = PolylineSubpath(pointRange: start..<polyline.points.count, isClosed: closed)
        polyline.isLastSubpathOpen = false
    }

    /// Grows `points` so `extra` more fit, doubling but never beyond `limit`, so `append` itself
    /// never reallocates and the buffer never exceeds the limit.
    @inline(__always)
    static func reserve(_ extra: Int, in points: inout [Point], limit: Int) throws(GeometryError) {
        let needed = points.count + extra
        guard needed <= limit else { throw .tooManyPoints(required: Double(needed), limit: limit) }
        guard needed > points.capacity else { return }
        points.reserveCapacity(Swift.min(Swift.max(needed, 2 * points.capacity), limit))
    }

    /// Appends the `count` chord end points of `arc` (not its start point), last to first.
    ///
    /// The last is `arc.endPoint`, from the end direction the arc carries; the others come from it
    /// by the rotation recurrence run backwards (by −δ), re-anchored with an exact `cos`/`sin` at
    /// every ``flatteningAnchorInterval``-th step from the end. An arc of up to that many chords
    /// costs no trigonometry beyond the step's pair (usually cached).
    @inline(__always)
    private static func appendChordEnds(of arc: Arc, count: Int, cache: inout ArcFlatteningCache,
                                        to points: inout [Point]) {
        let base = points.count
        // Room first (the capacity is already reserved), then the vertices written in place.
        points.append(contentsOf: repeatElement(Point.zero, count: count))
        points.withUnsafeMutableBufferPointer { buffer in
            writeChordEnds(of: arc, count: count, cache: &cache, to: buffer.baseAddress! + base)
        }
    }

    /// Writes the `count` (≥ 1) chord end points of `arc` to `vertices[0..<count]`; see
    /// ``appendChordEnds(of:count:cache:to:)``.
    @inline(__always)
    private static func writeChordEnds(of arc: Arc, count: Int, cache: inout ArcFlatteningCache,
                                       to vertices: UnsafeMutablePointer<Point>) {
        let step = arc.sweep / Double(count)
        let rotation = cache.rotation(step: step)
        let (cosStep, sinStep) = (rotation.cosine, rotation.sine)
        let (cosDoubleStep, sinDoubleStep) = (rotation.doubleCosine, rotation.doubleSine)
        let endAngle = arc.endAngle
        let centerX = arc.center.x, centerY = arc.center.y, radius = arc.radius
        let last = count - 1
        // Blocks of `flatteningAnchorInterval` vertices, each starting from an exact cos/sin (the
        // first block from the end point, which must be exact anyway). Within a block two
        // rotation chains, even and odd steps back, each advance by 2δ: one long chain of
        // dependent multiply-adds was the flattener's critical path, two halve it.
        var blockStart = 0
        while blockStart < count {
            let (blockCosine, blockSine) = blockStart == 0 ? (arc.endDirection.dx, arc.endDirection.dy)
                                                           : Angle.cosineAndSine(endAngle - Double(blockStart) * step)
            // At the end point the same expression as `Arc.endPoint`, so the last vertex is exactly it.
            var (evenCosine, evenSine) = (blockCosine, blockSine)
            var (oddCosine, oddSine) = (evenCosine * cosStep + evenSine * sinStep, evenSine * cosStep - evenCosine * sinStep)
            let blockEnd = Swift.min(count, blockStart + Path.flatteningAnchorInterval)
            var stepsBack = blockStart
            while stepsBack + 1 < blockEnd {
                vertices[last - stepsBack] = Point(x: centerX + radius * evenCosine, y: centerY + radius * evenSine)
                vertices[last - stepsBack - 1] = Point(x: centerX + radius * oddCosine, y: centerY + radius * oddSine)
                (evenCosine, evenSine) = (evenCosine * cosDoubleStep + evenSine * sinDoubleStep,
                                          evenSine * cosDoubleStep - evenCosine * sinDoubleStep)
                (oddCosine, oddSine) = (oddCosine * cosDoubleStep + oddSine * sinDoubleStep,
                                        oddSine * cosDoubleStep - oddCosine * sinDoubleStep)
                stepsBack += 2
            }
            if stepsBack < blockEnd {
                vertices[last - stepsBack] = Point(x: centerX + radius * evenCosine, y: centerY + radius * evenSine)
            }
            blockStart = blockEnd
        }
    }
}

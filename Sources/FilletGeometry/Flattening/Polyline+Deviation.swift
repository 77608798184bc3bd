import Foundation

/// Measuring how far a flattening strays from its exact path.
extension Polyline {
    /// An upper bound on the Hausdorff distance between this polyline and `path`, tight when the
    /// vertices lie exactly on the path; `.infinity` when the polyline does not have the structure
    /// that ``Path/flatten(tolerance:into:maximumPointCount:)`` produces for `path`.
    ///
    /// The polyline is matched to the path element by element, as flattening emits it: subpath `i`
    /// to subpath `i` (same closed flag), its first vertex to the `move`, one vertex to each `line`,
    /// and to each arc the vertices up to and including the first one exactly equal to
    /// `arc.endPoint` (none for `θ = 0` or `r = 0`); a closed subpath whose last vertex was dropped
    /// because it repeated the first wraps around to the first. Every vertex must be used.
    ///
    /// Each chord is then compared with the piece of the exact path it stands for:
    /// - a line chord with the exact segment: at most the larger of its two end-point errors;
    /// - an arc chord `qⱼqⱼ₊₁` with the arc piece between the angles `φⱼ, φⱼ₊₁` of its ends
    ///   (each vertex's own angle about the centre, clamped into the arc; the arc's exact start and
    ///   end angles for its first and last chord), by the triangle inequality:
    ///
    /// ```
    /// deviationⱼ = max(|qⱼ − p(φⱼ)|, |qⱼ₊₁ − p(φⱼ₊₁)|) + 2r·sin²(|φⱼ₊₁ − φⱼ| / 4)
    /// ```
    ///
    /// where `|q − p(φ)|` is the vertex's distance from its point on the arc (its radial error,
    /// or its gap from the arc's start for the first chord) and `2r·sin²(Φ/4) = r·(1 − cos(Φ/2))` is
    /// the exact Hausdorff distance between an arc piece of angle `Φ ∈ [0, 2π]` and its chord (the
    /// sagitta). The pieces chain from the arc's start to its end, so they cover it; the maximum
    /// over all chords bounds the Hausdorff distance in both directions.
    ///
    /// The path's point set is taken to include the point of a subpath that is only a `move`.
    ///
    /// Each vertex's angle `φⱼ` is not computed with `atan2` when the arc is flattened the usual
    /// way: with nominal step `δ = θ / n` (`|δ| ≤ π/2`) and every interior vertex within `|δ|/2`
    /// of its nominal direction (tested with a dot product against the nominal direction, rotated
    /// step by step), no angle needs clamping and every piece spans at most π, so with `uⱼ` the
    /// unit direction of vertex j (`u` of the arc's ends for the first and last chord)
    ///
    /// ```
    /// |qⱼ − p(φⱼ)| = | |qⱼ − c| − r |
    /// s = |uⱼ₊₁ − uⱼ| / 2 = sin(Φ/2),   sagitta = r·(1 − cos(Φ/2)) = r·s² / (1 + √(1 − s²))
    /// ```
    ///
    /// the same values up to rounding; any other arc (vertices far from equal steps, non-finite
    /// or huge coordinates) takes the angle of each vertex with `atan2`, as the formula states.
    /// Each quadratic or cubic is compared with its chords both ways: every vertex's distance to
    /// the curve, and 64 curve points per chord against the chain (see `curveDeviation`, which
    /// skips the samples a hull certificate shows cannot raise the maximum, and the whole curve
    /// when a bound per chord shows none of its measures can).
    /// - Complexity: O(elements + vertices) for lines and arcs, no allocation; one `sin`/`cos`
    ///   pair per arc (its step; the ends come with the arc) and a square root per vertex on the
    ///   usual path. A path with curves allocates one pair of buffers per call.
    public func maximumDeviation(from path: Path) -> Double {
        maximumDeviation(from: path, above: 0)
    }

    /// ``maximumDeviation(from:)`` measured only above `floor`: `max(floor, deviation)`, the
    /// deviation exactly (to the bit) where it exceeds `floor`. A verdict that holds at or below
    /// `floor` needs no more; the curve measures then skip whatever cannot rise above it.
    /// - Parameters:
    ///   - path: the path this polyline flattens, as for ``maximumDeviation(from:)``.
    ///   - floor: in path units, ≥ 0; a negative or NaN floor is 0 (every deviation measured),
    ///     +∞ gives +∞.
    public func maximumDeviation(from path: Path, above floor: Double) -> Double {
        var worst = floor > 0 ? floor : 0
        var subpathIndex = 0
        var open: Int?
        var scratch = CurveScratch()
        /// Matches path subpath `elementRange` to polyline subpath `subpathIndex`.
        func measure(_ elementRange: Range<Int>, isClosed: Bool) -> Bool {
            guard subpathIndex < subpaths.count, subpaths[subpathIndex].isClosed == isClosed,
                  let deviation = deviation(of: subpaths[subpathIndex], from: path.elements[elementRange],
                                            above: worst, scratch: &scratch) else {
                return false
            }
            worst = Swift.max(worst, deviation)
            subpathIndex += 1
            return true
        }
        // The subpaths of `Path.subpaths`, walked without building the array.
        for index in path.elements.indices {
            switch path.elements[index] {
            case .move:
                if let first = open, !measure(first..<index, isClosed: false) { return .infinity }
                open = index
            case .close:
                if let first = open, !measure(first..<(index + 1), isClosed: true) { return .infinity }
                open = nil
            case .line, .arc, .quad, .cubic:
                break
            }
        }
        if let first = open, !measure(first..<path.elements.count, isClosed: false) { return .infinity }
        guard subpathIndex == subpaths.count else { return .infinity }
        return worst
    }

    /// The vertices of one polyline subpath in order, wrapping once to the first for a closed one.
    private struct VertexCursor {
        let range: Range<Int>
        let isClosed: Bool
        var next: Int
        var wrapped = false

        init(_ subpath: PolylineSubpath) {
            range = subpath.pointRange
            isClosed = subpath.isClosed
            next = range.lowerBound
        }

        /// The index of the next vertex in `points`, or `nil` when there is none left.
        mutating func take() -> Int? {
            if next < range.upperBound {
                next += 1
                return next - 1
            }
            guard isClosed, !wrapped, range.count >= 1 else { return nil }
            wrapped = true
            return range.lowerBound
        }
    }

    /// The deviation of one subpath (measured only above `floor`: at least `floor`, exact above
    /// it), or `nil` when its vertices do not match the elements.
    private func deviation(of subpath: PolylineSubpath, from elements: ArraySlice<PathElement>,
                           above floor: Double, scratch: inout CurveScratch) -> Double? {
        var cursor = VertexCursor(subpath)
        var worst = floor
        var previous = Point.zero  // last vertex taken
        for elementIndex in elements.indices {
            switch elements[elementIndex] {
            case .move(let target), .line(let target):
                guard let vertex = cursor.take() else { return nil }
                let point = points[vertex]
                if point != target { worst = Swift.max(worst, point.distance(to: target)) }
                previous = point
            case .arc(let arc):
                guard arc.radius > 0, arc.sweep != 0 else {
                    worst = Swift.max(worst, previous.distance(to: arc.startPoint))
                    continue
                }
                guard let result = arcDeviation(arc, from: previous, cursor: &cursor) else { return nil }
                worst = Swift.max(worst, result.deviation)
                previous = result.last
            case .quad, .cubic:
                let curve = elements[elementIndex].curve(from: previous)!
                guard let result = curveDeviation(curve, above: worst, cursor: &cursor, scratch: &scratch) else { return nil }
                worst = Swift.max(worst, result)
                previous = curve.p3
            case .close:
                break
            }
        }
        guard cursor.next == subpath.pointRange.upperBound else { return nil }
        return worst
    }

    /// Deviation of the chords standing for `arc`, which start at `start` (the previous vertex);
    /// takes the arc's vertices from `cursor`.
    private func arcDeviation(_ arc: Arc, from start: Point,
                              cursor: inout VertexCursor) -> (deviation: Double, last: Point)? {
        let startPoint = arc.startPoint, end = arc.endPoint
        // The arc's vertices run up to and including the first one equal to its end point.
        let first = cursor
        var count = 0, lastVertex = 0
        while true {
            guard let vertex = cursor.take() else { return nil }
            count += 1
            lastVertex = vertex
            if points[vertex] == end { break }
        }
        let last = points[lastVertex]
        let startError = start == startPoint ? 0 : start.distance(to: startPoint)
        if let worst = equalStepDeviation(arc, startError: startError, count: count, vertices: first) {
            return (worst, last)
        }
        return (angleDeviation(arc, startError: startError, count: count, vertices: first), last)
    }

    /// The usual case (see ``maximumDeviation(from:)``): `nil` when some vertex is not within half a
    /// step of its nominal direction, or the step exceeds π/2.
    private func equalStepDeviation(_ arc: Arc, startError: Double, count: Int, vertices: VertexCursor) -> Double? {
        let step = arc.sweep / Double(count)
        guard Swift.abs(step) <= 0.5 * Double.pi else { return nil }
        let rotation = Vector(angle: step)
        // cos(δ/2) from cos δ (δ ≤ π/2): a threshold only, any rounding is far inside the slack.
        let halfStepCosine = (0.5 * (1 + rotation.dx)).squareRoot()
        let radius = arc.radius, center = arc.center
        /// `r·(1 − cos(Φ/2))` for unit directions `a`, `b` with Φ ≤ π between them.
        func sagitta(_ a: Vector, _ b: Vector) -> Double {
            let halfChord = 0.5 * (b - a).lengthSquared.squareRoot()  // unit vectors: no overflow
            let sineSquared = Swift.min(halfChord * halfChord, 1)
            return radius * sineSquared / (1 + (1 - sineSquared).squareRoot())
        }
        var cursor = vertices
        var nominal = arc.startDirection
        var previousDirection = arc.startDirection, previousError = startError
        var worst = 0.0
        for _ in 0..<(count - 1) {
            guard let vertex = cursor.take() else { return nil }
            nominal = Vector(dx: nominal.dx * rotation.dx - nominal.dy * rotation.dy,
                             dy: nominal.dx * rotation.dy + nominal.dy * rotation.dx)
            let offset = points[vertex] - center
            let distance = offset.lengthSquared.squareRoot()
            // Within half a step of its nominal direction (false for NaN, ∞ and the centre).
            guard distance > 0, nominal.dot(offset) >= halfStepCosine * distance else { return nil }
            let direction = Vector(dx: offset.dx / distance, dy: offset.dy / distance)
            let error = Swift.abs(distance - radius)
            worst = Swift.max(worst, Swift.max(previousError, error) + sagitta(previousDirection, direction))
            previousDirection = direction
            previousError = error
        }
        // The last vertex is the arc's end point exactly: no error of its own.
        return Swift.max(worst, previousError + sagitta(previousDirection, arc.endDirection))
    }

    /// The general case: each interior vertex's angle with `atan2`, unwrapped next to where equal
    /// steps would put it and clamped into the arc, so each piece is part of the arc.
    private func angleDeviation(_ arc: Arc, startError: Double, count: Int, vertices: VertexCursor) -> Double {
        let low = Swift.min(arc.startAngle, arc.endAngle), high = Swift.max(arc.startAngle, arc.endAngle)
        let nominalStep = arc.sweep / Double(count)
        var cursor = vertices
        var previousAngle = arc.startAngle
        var previousError = startError
        var worst = 0.0
        for index in 0..<count {
            guard let vertexIndex = cursor.take() else { break }
            let vertex = points[vertexIndex]
            let angle: Double
            if index == count - 1 {
                angle = arc.endAngle
            } else {
                let nominal = arc.startAngle + Double(index + 1) * nominalStep
                let direction = (vertex - arc.center).angle
                angle = Swift.min(Swift.max(nominal + Angle.normalizedSigned(direction - nominal), low), high)
            }
            let error = vertex.distance(to: arc.point(atAngle: angle))
            // Pieces beyond a full turn (only in multi-turn arcs) are no farther than a full turn's 2r.
            let halfPiece = Swift.min(Swift.abs(angle - previousAngle), Angle.twoPi) / 4
            let sagitta = 2 * arc.radius * sin(halfPiece) * sin(halfPiece)
            worst = Swift.max(worst, Swift.max(previousError, error) + sagitta)
            previousAngle = angle
            previousError = error
        }
        return worst
    }

    /// Buffers the curve measure reuses from curve to curve (one pair per ``maximumDeviation(from:)``).
    private struct CurveScratch {
        /// The chain of vertices standing for the curve, its start first.
        var chain: [Point] = []
        /// Every ``coarseStride``-th sample: its point and velocity (the ends of the hulls the
        /// second pass tests) and the chord nearest to it.
        var coarse: [(point: Point, velocity: Vector, nearest: Int)] = []
    }

    /// Every how many samples the first pass of ``curveDeviation(_:above:cursor:scratch:)`` measures.
    private static let coarseStride = 16

    /// Deviation of the chords standing for `curve` (which start at `curve.p0`, the previous
    /// vertex): the vertices up to the first one equal to `curve.p3` are taken from `cursor`.
    /// Both directions are measured: every vertex's distance to the curve (branch and bound, to
    /// 10⁻¹³ of the curve's size), and the distance from 64 curve points per chord (equal
    /// parameter steps) to the nearest chord of the curve's chain. The result is the largest of
    /// these, so each is measured only as far as it could raise the largest found before it.
    ///
    /// The nearest chord is tracked from sample to sample (the previous sample's chord and its
    /// two neighbours). Any chord's distance bounds the distance to the chain from above, so the
    /// tracked value is kept when it cannot raise the maximum; a sample whose tracked distance
    /// would is measured against every chord, and tracking resumes from the nearest. So each
    /// sample contributes exactly its distance to the chain where that raises the maximum, and
    /// the result is the maximum over the samples of their distance to the chain — whatever the
    /// order of the samples and wherever tracking starts.
    ///
    /// That lets the samples be taken in two passes: every 16th first (which finds the maximum's
    /// neighbourhood), then the 15 between each two, skipped together when a certificate shows
    /// none of them can raise the maximum: the curve between the two parameters lies in the hull
    /// of its control points there (end points plus a third of the step along the end
    /// derivatives), so the hull's farthest point from the chord nearest the first sample bounds
    /// every sample's distance to the chain. The bound is compared with a slack of 2⁻³⁶ of the
    /// curve's magnitude for the rounding of the samples and the hull, so a skipped sample's
    /// computed distance could not have raised the maximum: the result is the same, to the bit,
    /// as measuring every sample. (A chord whose end is a vertex far off the curve rounds with
    /// that vertex's magnitude, but that vertex's own distance, measured last, is then the
    /// maximum. Squared distances are taken to stay in the normal range.)
    ///
    /// Measured only above `floor` (the largest found before this curve): the result is at least
    /// `floor`, and exact wherever the curve's deviation exceeds it. When a bound per chord shows
    /// that no sample and no vertex can exceed `floor` (``chordsCertified(_:standingFor:within:)``),
    /// the result is `floor` without measuring: the same number the measures would give.
    private func curveDeviation(_ curve: CubicCurve, above floor: Double, cursor: inout VertexCursor,
                                scratch: inout CurveScratch) -> Double? {
        scratch.chain.removeAll(keepingCapacity: true)
        scratch.chain.append(curve.p0)
        while scratch.chain.last != curve.p3 || scratch.chain.count == 1 {
            guard let vertex = cursor.take() else { return nil }
            scratch.chain.append(points[vertex])
            if scratch.chain.count == 2 && curve.p0 == curve.p3 && points[vertex] == curve.p3 { break }
        }
        // Every measure below certified not to rise above `floor`: the result is `floor`.
        if Self.chordsCertified(scratch.chain, standingFor: curve, within: floor) { return floor }
        var worst = floor
        let chords = scratch.chain.count - 1
        let samples = 64 * chords
        let stride = Self.coarseStride
        let chain = scratch.chain
        /// Measures the sample at `point`, tracking from `nearest`.
        func measure(_ point: Point, nearest: inout Int) {
            var best = Double.infinity, bestChord = nearest
            // The next chord first, so a tie (collinear chords of a curve doubling back) moves on.
            for step in 0..<3 {
                let chord = nearest + 1 - step
                guard chord >= 0, chord < chords else { continue }
                let distance = Self.distanceSquared(from: point, toChord: chain[chord], chain[chord + 1])
                if distance < best { best = distance; bestChord = chord }
            }
            if best > worst * worst {
                // The tracked chord would raise the maximum: measure against the whole chain.
                for chord in 0..<chords {
                    let distance = Self.distanceSquared(from: point, toChord: chain[chord], chain[chord + 1])
                    if distance < best { best = distance; bestChord = chord }
                }
            }
            nearest = bestChord
            worst = Swift.max(worst, best.squareRoot())
        }
        func parameter(_ index: Int) -> Double { Double(index) / Double(samples) }
        // First pass: every `stride`-th sample (`samples` is a multiple of 64).
        scratch.coarse.removeAll(keepingCapacity: true)
        scratch.coarse.reserveCapacity(samples / stride + 1)
        var nearest = 0
        for index in Swift.stride(from: 0, through: samples, by: stride) {
            let point = curve.point(at: parameter(index))
            measure(point, nearest: &nearest)
            scratch.coarse.append((point, curve.derivative(at: parameter(index)), nearest))
        }
        // Second pass: the samples between, a group at a time unless certified.
        let slack = 0x1p-36 * curve.magnitude
        for group in 0..<(samples / stride) {
            let first = group * stride
            let (start, end) = (scratch.coarse[group], scratch.coarse[group + 1])
            let third = (parameter(first + stride) - parameter(first)) / 3
            let bound = Self.hullDistance(start.point, start.point + start.velocity * third,
                                          end.point - end.velocity * third, end.point,
                                          toChord: chain[start.nearest], chain[start.nearest + 1])
            if bound + slack <= worst { continue }
            nearest = start.nearest
            for index in (first + 1)..<(first + stride) { measure(curve.point(at: parameter(index)), nearest: &nearest) }
        }
        // The vertices last: a search may stop once it is settled within the maximum, which
        // it then cannot raise (the samples usually found it).
        let size = curve.controlBounds.diagonal
        for vertex in chain.dropFirst() {
            let distance = CurveContacts.distanceSquared(from: vertex, to: curve, accuracy: 1e-13 * size,
                                                         settledAt: worst).squareRoot()
            worst = Swift.max(worst, distance)
        }
        return worst
    }

    /// Whether none of the measures ``curveDeviation(_:above:cursor:scratch:)`` takes of `chain`
    /// (the chords standing for `curve`, its ends `curve.p0` and `curve.p3`) can exceed `worst`,
    /// so the measure would return `worst` itself: `false` when that is not shown (then the
    /// measure runs), never `true` wrongly.
    ///
    /// Each chord `j` is given a parameter interval `[aⱼ, aⱼ₊₁]`, `a₀ = 0`, `aₙ = 1`, nondecreasing,
    /// with `aⱼ` the previous interval's width on from `aⱼ₋₁` (equal steps within a span, as
    /// flattening places them) where that lands within `worst/64` of vertex `j`, else the vertex's
    /// foot found by a few Newton steps from there. Any such partition covers
    /// every sample's parameter; the parameters only decide how tight the bounds are. On
    /// `[a, b]` the curve is exactly the Bézier piece `P₀ = B(a)`, `P₁ = P₀ + (b − a)/3·B′(a)`,
    /// `P₂ = P₃ − (b − a)/3·B′(b)`, `P₃ = B(b)`, so every point of it is within
    ///
    /// ```
    /// min( max over Pᵢ of dist(Pᵢ, chord),                         (convex hull)
    ///      ¾·max(|P₁ − (2P₀ + P₃)/3|, |P₂ − (P₀ + 2P₃)/3|)          (B(t) − L(t) = 3(1−t)t·((1−t)e₁ + t·e₂),
    ///        + max(|P₀ − qⱼ|, |P₃ − qⱼ₊₁|) )                          L the linear chord P₀P₃)
    /// ```
    ///
    /// of the chord `qⱼqⱼ₊₁`. When that plus the slack `2⁻³⁶·(magnitude + worst)` (rounding of
    /// the pieces and of the distances, as in the hull certificate of the second pass) is at
    /// most `worst` for every chord, each sample's distance to its chord, hence to the chain, is
    /// at most `worst`: no sample raises the maximum, whichever chords tracking tries. Each
    /// vertex `qⱼ` within `(worst − accuracy)/2 − slack` of `B(aⱼ)` makes its distance search
    /// settle at or below `worst`: the piece holding the foot is searched before any piece whose
    /// bound exceeds the distance, and halving it (a cubic comes near a point at most three times
    /// per level) reaches a point within `worst` in far fewer than the search's budget of halvings.
    static func chordsCertified(_ chain: [Point], standingFor curve: CubicCurve, within worst: Double) -> Bool {
        guard worst > 0, worst < .infinity, chain.count >= 2, curve.isFinite else { return false }  // max drops a NaN by position
        let chords = chain.count - 1
        let slack = 0x1p-36 * (curve.magnitude + worst)
        let accuracy = 1e-13 * curve.controlBounds.diagonal
        let vertexAllowance = 0.5 * (worst - accuracy) - slack
        var start = 0.0, startPoint = curve.p0, startVelocity = curve.derivative(at: 0)
        var startError = (chain[0] - startPoint).length
        var step = 1 / Double(chords)
        // A guess this near its vertex leaves most of the allowance to the bounds: no Newton steps.
        let guessReachSquared = 0x1p-12 * worst * worst
        for chord in 0..<chords {
            let vertex = chain[chord + 1]
            var end = 1.0, endPoint = curve.p3
            if chord < chords - 1 {
                // Equal steps within a span: the previous step usually lands on the vertex already.
                end = Swift.min(1, start + step)
                endPoint = curve.point(at: end)
                if !((vertex - endPoint).lengthSquared <= guessReachSquared) {
                    end = footParameter(of: vertex, on: curve, from: end, above: start)
                    endPoint = curve.point(at: end)
                }
            }
            let endVelocity = curve.derivative(at: end)
            let endError = (vertex - endPoint).length
            guard endError <= vertexAllowance else { return false }
            let third = (end - start) / 3
            let control1 = startPoint + startVelocity * third, control2 = endPoint - endVelocity * third
            let hull = hullDistance(startPoint, control1, control2, endPoint, toChord: chain[chord], vertex)
            let chordThird = (endPoint - startPoint) / 3
            let offset1 = (control1 - (startPoint + chordThird)).length
            let offset2 = (control2 - (endPoint - chordThird)).length
            let linear = 0.75 * Swift.max(offset1, offset2) + Swift.max(startError, endError)
            guard Swift.min(hull, linear) + slack <= worst else { return false }
            if end > start { step = end - start }
            start = end
            startPoint = endPoint
            startVelocity = endVelocity
            startError = endError
        }
        return true
    }

    /// A parameter in `[low, 1]` near the foot of `point` on `curve`: three Newton steps on
    /// `(B(t) − point)·B′(t) = 0` from `guess`, clamped into `[low, 1]`. Only a guess: a bad one
    /// makes ``chordsCertified(_:standingFor:within:)`` decline, never pass wrongly.
    private static func footParameter(of point: Point, on curve: CubicCurve, from guess: Double, above low: Double) -> Double {
        var t = Swift.min(1, Swift.max(low, guess))
        for _ in 0..<3 {
            let offset = curve.point(at: t) - point
            let velocity = curve.derivative(at: t)
            let slope = velocity.lengthSquared + offset.dot(curve.secondDerivative(at: t))
            guard slope > 0 else { break }
            let next = Swift.min(1, Swift.max(low, t - offset.dot(velocity) / slope))
            guard next == next, next != t else { break }
            t = next
        }
        return t
    }

    /// The largest distance from the chord `a b` to the control points `p0 … p3` of a piece of
    /// curve (its ends, and a third of the parameter step along the end velocities): in exact
    /// arithmetic, a bound of the distance from the chord of every point of the piece (convex
    /// hull; the distance to a segment is convex).
    private static func hullDistance(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
                                     toChord a: Point, _ b: Point) -> Double {
        let farthest = Swift.max(Swift.max(distanceSquared(from: p0, toChord: a, b), distanceSquared(from: p3, toChord: a, b)),
                                 Swift.max(distanceSquared(from: p1, toChord: a, b), distanceSquared(from: p2, toChord: a, b)))
        return farthest.squareRoot()
    }

    private static func distanceSquared(from point: Point, toChord a: Point, _ b: Point) -> Double {
        let direction = b - a
        let lengthSquared = direction.lengthSquared
        guard lengthSquared > 0 else { return (point - a).lengthSquared }
        let t = Swift.min(1, Swift.max(0, (point - a).dot(direction) / lengthSquared))
        return (point - (a + direction * t)).lengthSquared
    }
}

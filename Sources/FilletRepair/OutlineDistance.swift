import FilletVerification
import FilletGeometry

/// How far a repair moved an outline: an upper bound of the Hausdorff distance between a drawn
/// element before and after, computed with a stated error, not estimated from control points.
///
/// Each element is flattened within `ε` (`CubicCurve` flattening with its
/// proven chord bound; an arc by its chord count for `ε`), and the directed distance from each
/// polyline to the other is bounded by branch and bound. On a chord `[a, b]` whose ends are at
/// `fa`, `fb` from the other polyline, the distance is at most the smaller of two bounds:
/// - `(fa + fb + L)/2`, `L` the chord's length: the distance to a polyline is 1-Lipschitz;
/// - `max(dₖ(a), dₖ(b))` for the other polyline's chord `k` nearest to `a` and for the one nearest
///   to `b`: the distance to one chord (a convex set) is convex along `[a, b]`, so at most its
///   value at an end, and the distance to the polyline is at most the distance to any of its chords.
///
/// Chords are halved until that bound is within `δ/2` of the largest value seen, `h`. The second
/// bound is what keeps long, nearly coincident outlines cheap: with the first alone, a chord must
/// be halved down to about `δ`, so an outline of length `ℓ` costs about `ℓ/δ` evaluations, while
/// two close polylines are near the same chord at both ends of almost every chord. Then
///
/// ```
/// h − 2ε  ≤  H(old, new)  ≤  h + 2ε + δ/2  =  bound
/// ```
///
/// (flattening moves each outline by at most ε). `bound(old:oldStart:new:newStart:resolution:)`
/// is what is reported and compared with a repair's limit, so an accepted repair never moves the
/// element by more than its limit; it overstates the true distance by at most `4ε + δ/2`, unless
/// a direction runs out of evaluations (`maximumPoints`), where the chord's bound stands in: still
/// an upper bound, with no stated overstatement.
///
/// A repair rewrites only control points, end points fixed, so every point of the new outline is
/// within the largest per-element distance of the old outline and conversely: the largest bound
/// over the changed elements bounds the Hausdorff distance between the whole outlines.
enum OutlineDistance {
    /// `ε` and `δ` as fractions of the limit a distance is compared with: the bound overstates by
    /// at most `4ε + δ/2 = limit/16`.
    static let flatteningFraction = 1.0 / 128
    static let spacingFraction = 1.0 / 16

    /// The upper bound above for two drawn elements starting at `oldStart` and `newStart`, with
    /// `ε = resolution·flatteningFraction` and `δ = resolution·spacingFraction` (`resolution`: the
    /// limit the result is compared with, drawn units, > 0). `nil` when either element cannot be
    /// flattened within the point limit (not finite, or far too fine a resolution for its size):
    /// an unmeasured move is not a small one.
    static func bound(old: PathElement, oldStart: Point, new: PathElement, newStart: Point, resolution: Double) -> Double? {
        guard resolution.isFinite, resolution > 0 else { return nil }
        let flattening = resolution * flatteningFraction, spacing = resolution * spacingFraction
        guard let oldLine = polyline(old, start: oldStart, tolerance: flattening),
              let newLine = polyline(new, start: newStart, tolerance: flattening) else { return nil }
        let measured = Swift.max(directed(from: oldLine, to: newLine, spacing: spacing),
                                 directed(from: newLine, to: oldLine, spacing: spacing))
        return measured + 2 * flattening + spacing / 2
    }

    /// How much `bound(old:oldStart:new:newStart:resolution:)` may exceed the exact distance:
    /// `4ε + δ/2 = resolution/16`.
    static func overstatement(resolution: Double) -> Double {
        4 * resolution * flatteningFraction + resolution * spacingFraction / 2
    }

    /// The most chords a flattened element may have before the distance is given up.
    static let maximumPoints = 1 << 16

    /// The element flattened within `tolerance`.
    static func polyline(_ element: PathElement, start: Point, tolerance: Double) -> [Point]? {
        var points: [Point] = [start]
        switch element {
        case .move, .close: break
        case .line(let end): points.append(end)
        case .quad, .cubic:
            guard let curve = element.curve(from: start),
                  let parameters = curve.flatteningParameters(tolerance: tolerance, limit: maximumPoints) else { return nil }
            for t in parameters { points.append(curve.point(at: t)) }
        case .arc(let arc):
            guard let count = try? arc.chordCount(tolerance: tolerance), count <= maximumPoints else { return nil }
            let chords = Swift.max(1, count)
            for index in 1...chords { points.append(arc.point(at: Double(index) / Double(chords))) }
        }
        return points
    }

    /// `h` for one direction: the largest distance found from a point of the polyline `points` to
    /// the polyline `line`, such that none is more than `spacing/2` larger.
    static func directed(from points: [Point], to line: [Point], spacing: Double) -> Double {
        let chords = ChordBoxes(line)
        var worst = 0.0
        // The nearest chord of the last point is where the next one's search starts; a search
        // stops once it finds a chord no farther than `worst`: the value it returns is then an
        // upper bound of the true one (so the Lipschitz bounds stay bounds) and cannot raise
        // `worst`. Otherwise every chord is seen and the value is exact.
        // Each value is the distance to one chord of `line`, the one `hint` is left at
        // (`distance(_:to:hint:below:)`): the nearest, or one no farther than `worst`.
        var hint = 0
        var values: [(distance: Double, chord: Int)] = []
        values.reserveCapacity(points.count)
        for point in points {
            let value = distance(point, to: chords, hint: &hint, below: worst)
            values.append((value, hint))
            worst = Swift.max(worst, value)
        }
        var pending: [(a: Point, fa: (distance: Double, chord: Int), b: Point, fb: (distance: Double, chord: Int))] = []
        pending.reserveCapacity(points.count)
        for index in 1..<Swift.max(1, points.count) {
            pending.append((points[index - 1], values[index - 1], points[index], values[index]))
        }
        var evaluations = 0
        while let (a, fa, b, fb) = pending.popLast() {
            let upper = Swift.min((fa.distance + fb.distance + a.distance(to: b)) / 2,
                                  chords.convexBound(a, fa, b, fb))
            guard upper > worst + spacing / 2 else { continue }
            // Out of evaluations: the chord's bound stands in for its value.
            guard evaluations < maximumPoints else { worst = upper - spacing / 2; continue }
            let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            let value = distance(middle, to: chords, hint: &hint, below: worst)
            evaluations += 1
            worst = Swift.max(worst, value)
            pending.append((a, fa, middle, (value, hint)))
            pending.append((middle, (value, hint), b, fb))
        }
        return worst
    }

    /// The distance from `point` to the polyline `line`, searching outward from chord `hint`
    /// (updated to the nearest found) in the order `hint`, `hint+1`, `hint−1`, `hint+2`, …;
    /// stops early at a chord within `below`, returning that chord's distance (≥ the true one).
    ///
    /// A block of chords whose box lies farther than both `below` and the nearest chord seen is
    /// passed over unread: a chord in it would neither have been the nearest nor stopped the
    /// search (the nearest only decreases), so the value and `hint` are those of reading every
    /// chord in that order, bit for bit.
    /// - Complexity: O(chords) at worst, O(chords / blockSize + blockSize) when the nearest
    ///   chords are near `hint` and the rest far.
    static func distance(_ point: Point, to line: ChordBoxes, hint: inout Int, below: Double) -> Double {
        let points = line.points
        guard points.count > 1 else { return points.first.map { point.distance(to: $0) } ?? .infinity }
        let chords = points.count - 1
        let start = Swift.min(Swift.max(0, hint), chords - 1)
        let limit = below * below
        let margin = line.margin(point)
        let block = ChordBoxes.blockSize
        var nearest = Double.infinity, nearestIndex = start
        var right = start, left = start - 1
        while true {
            // The order of the chord-by-chord search: start, start+1, start−1, start+2, …
            let rightRank = right < chords ? Swift.max(0, 2 * (right - start) - 1) : Int.max
            let leftRank = left >= 0 ? 2 * (start - left) : Int.max
            if rightRank == Int.max && leftRank == Int.max { break }
            let index: Int
            if rightRank < leftRank {
                // Entering a block (the first chords seen are never passed over: nothing is nearest yet).
                if let margin, right % block == 0, right != start,
                   line.isBeyond(block: right / block, point, Swift.max(limit, nearest), margin: margin) {
                    right = (right / block + 1) * block
                    continue
                }
                index = right
                right += 1
            } else {
                if let margin, left % block == block - 1,
                   line.isBeyond(block: left / block, point, Swift.max(limit, nearest), margin: margin) {
                    left = left / block * block - 1
                    continue
                }
                index = left
                left -= 1
            }
            let value = distanceSquared(point, points[index], points[index + 1])
            if value < nearest { nearest = value; nearestIndex = index }
            if nearest <= limit { break }
        }
        hint = nearestIndex
        return nearest.squareRoot()
    }

    /// A polyline with the bounding box of each run of ``blockSize`` chords, for
    /// `distance(_:to:hint:below:)`.
    struct ChordBoxes {
        static let blockSize = 16
        let points: [Point]
        /// Per block: min x, min y, max x, max y of its chords' points.
        private(set) var boxes: [(Double, Double, Double, Double)] = []
        /// The largest magnitude of a coordinate (∞ when one is not finite, or when the line is
        /// too short to have blocks).
        private(set) var magnitude = 0.0

        init(_ points: [Point]) {
            self.points = points
            // Fewer than two blocks: nothing to pass over (`margin(_:)` is then `nil`).
            guard points.count > 2 * Self.blockSize else { magnitude = .infinity; return }
            let chords = points.count - 1
            boxes.reserveCapacity((chords + Self.blockSize - 1) / Self.blockSize)
            var first = 0
            while first < chords {
                let last = Swift.min(chords, first + Self.blockSize)
                var minX = points[first].x, minY = points[first].y, maxX = minX, maxY = minY
                for index in (first + 1)...last {
                    let point = points[index]
                    minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
                    minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
                }
                boxes.append((minX, minY, maxX, maxY))
                magnitude = Swift.max(magnitude, Swift.abs(minX), Swift.abs(maxX), Swift.abs(minY), Swift.abs(maxY))
                if !(minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite) { magnitude = .infinity }
                first = last
            }
        }

        /// How much a chord's computed distance may fall below its box's distance from `point`:
        /// rounding of the nearest point and the differences, a few units in the last place of
        /// the largest coordinate, taken with a wide margin; `nil` (never pass a block over) when
        /// a coordinate is not finite.
        func margin(_ point: Point) -> Double? {
            let largest = Swift.max(magnitude, Swift.abs(point.x), Swift.abs(point.y))
            guard largest.isFinite else { return nil }
            return largest * 1e-12
        }

        /// A bound of the distance from every point of the segment `[a, b]` to this polyline, given
        /// each end's distance to one of its chords: the larger of the two ends' distances to the
        /// chord `fa.chord`, or to the chord `fb.chord` if that is smaller (a distance to one
        /// segment is convex along `[a, b]`); ∞ when the polyline has no chord.
        func convexBound(_ a: Point, _ fa: (distance: Double, chord: Int),
                         _ b: Point, _ fb: (distance: Double, chord: Int)) -> Double {
            guard points.count > 1 else { return .infinity }
            if fa.chord == fb.chord { return Swift.max(fa.distance, fb.distance) }
            let bToChordOfA = OutlineDistance.distanceSquared(b, points[fa.chord], points[fa.chord + 1]).squareRoot()
            let aToChordOfB = OutlineDistance.distanceSquared(a, points[fb.chord], points[fb.chord + 1]).squareRoot()
            return Swift.min(Swift.max(fa.distance, bToChordOfA), Swift.max(aToChordOfB, fb.distance))
        }

        /// Whether every chord of `block` is, as `distanceSquared` computes it, at a squared
        /// distance from `point` greater than `threshold`.
        func isBeyond(block: Int, _ point: Point, _ threshold: Double, margin: Double) -> Bool {
            let (minX, minY, maxX, maxY) = boxes[block]
            let dx = Swift.max(0, Swift.max(minX - point.x, point.x - maxX) - margin)
            let dy = Swift.max(0, Swift.max(minY - point.y, point.y - maxY) - margin)
            return dx * dx + dy * dy > threshold
        }
    }

    private static func distanceSquared(_ point: Point, _ start: Point, _ end: Point) -> Double {
        let chord = end - start, offset = point - start
        let lengthSquared = chord.lengthSquared
        let t = lengthSquared > 0 ? Swift.max(0, Swift.min(1, offset.dot(chord) / lengthSquared)) : 0
        let nearest = start + chord * t
        let dx = point.x - nearest.x, dy = point.y - nearest.y
        return dx * dx + dy * dy
    }
}

import Foundation

/// A linear-time certificate that one closed outline of lines and arcs has no self-contact, for
/// the outlines Fillet builds most: those star-shaped about the centre of their bounds.
///
/// About a centre `c`, suppose every piece's polar angle is strictly monotone, all in one
/// direction, and the outline winds once. Then the pieces' angular sectors tile the turn once, in
/// path order, and two pieces that are not neighbours are separated by at least one whole piece
/// `k` between them. With `ρ` a lower bound on every piece's distance from `c` and `γ` the angle
/// between two points,
///
/// ```
/// |p − q| ≥ ρ · sin(min(γ, π/2)),     γ ≥ Δₖ − |gₖ₋| − |gₖ₊|   (Δₖ: piece k's sector, g: the gaps
///                                                              between consecutive pieces' ends)
/// ```
///
/// so when `ρ · min over k of (sin(min(Δₖ, π/2)) − (π/2)(|sin gₖ₋| + |sin gₖ₊|))` exceeds twice the
/// scan's pruning distance, no two non-neighbouring pieces come near enough for the scan to test
/// them. Neighbours are passed through the scan's own pair test, so a certified outline is one for which the
/// full scan reports nothing: the certificate only ever skips work, never a contact. Whatever it
/// cannot decide (several subpaths, curves, a centre outside the kernel, pieces shorter than the
/// bound needs) goes to the full scan.
///
/// Monotone polar angle: a line from `a` to `b` (relative to `c`) has it iff `a × b ≠ 0`; an arc of
/// centre `o`, radius `r` and directions `u(θ)` iff `r + (o − c)·u(θ)` keeps one sign over the arc
/// (the polar angle changes at the rate `sign(sweep)·(r + (o − c)·u)·r/|p − c|²`). The winding is
/// counted on the chords, which stay in each piece's sector (every sector is under a half turn).
extension Path {
    /// Whether the certificate alone shows this path free of self-contacts at the default relative
    /// tolerance (what ``isSimple`` then skips the full scan for), whatever the piece count.
    package var isCertifiedStarShaped: Bool {
        guard !elements.isEmpty else { return false }
        return withScanTable { buffer, count, bounds in
            let tolerance = Self.absoluteTolerance(.relative(Self.intersectionRelativeTolerance), bounds: bounds)
            let items = Self.keepNonPointItems(buffer, count: count, tolerance: tolerance)
            return Self.isCertifiedStarShaped(items, bounds: bounds, tolerance: tolerance,
                                              pruneDistance: Self.pruneDistance(tolerance: tolerance, bounds: bounds))
        }
    }

    /// Whether `items` (the scan's table after point-like pieces were dropped: in path order)
    /// form one closed outline that the certificate above shows free of contacts.
    /// - Complexity: O(n), no allocation, no trigonometry: a few square roots per piece.
    static func isCertifiedStarShaped(_ items: UnsafeMutableBufferPointer<SweepItem>, bounds: BoundingBox,
                                      tolerance: Double, pruneDistance: Double) -> Bool {
        let count = items.count
        guard count >= 3, items[0].subpathIsClosed, items[0].subpathIndex == items[count - 1].subpathIndex else {
            return false
        }
        // Sizes where every product below stays a normal number (coordinates relative to the centre
        // are at most the diagonal; pieces the scan keeps are longer than 1e-9 of it).
        let span = bounds.diagonal
        guard span.isFinite, span > certificateSpanRange.lowerBound, span < certificateSpanRange.upperBound else {
            return false
        }
        let center = Point(x: 0.5 * (bounds.minX + bounds.maxX), y: 0.5 * (bounds.minY + bounds.maxY))
        // Orientation from the first piece; every piece must agree.
        let first = items[0].segment
        let orientation: Double = (first.start - center).cross(first.end - center) > 0 ? 1 : -1
        var nearest = Double.infinity      // ρ: no point of any piece is closer to the centre
        var tightest = Double.infinity     // min over k of the sine bound of the sector between neighbours
        var winding = 0
        let base = items.baseAddress!
        // Each point's distance from the centre is measured once: a piece's start distance is
        // carried over from the gap before it, which measured it. The gap closing the loop is
        // measured (and its crossing counted) once, here, and reused as the last piece's gap after.
        let firstStart = first.start - center, firstStartDistance = firstStart.length
        let lastEnd = base[count - 1].segment.end - center
        guard let closingGap = gapSine(from: lastEnd, distance: lastEnd.length, to: firstStart,
                                       distance: firstStartDistance, winding: &winding) else { return false }
        var gapBefore = closingGap
        var startDistance = firstStartDistance
        for index in 0..<count {
            let isLast = index == count - 1
            let nextIndex = isLast ? 0 : index + 1
            let segment = base[index].segment
            let start = segment.start - center, end = segment.end - center
            let cross = orientation * start.cross(end), dot = start.dot(end)
            guard cross > 0 else { return false }
            let endDistance = end.length
            let sectorSine = dot > 0 ? cross / (startDistance * endDistance) : 1
            guard let distance = monotoneDistance(segment, center: center, orientation: orientation,
                                                  start: start, end: end, cross: cross,
                                                  endDistance: Swift.min(startDistance, endDistance)),
                  distance > 0 else {
                return false
            }
            nearest = Swift.min(nearest, distance)
            winding += axisCrossing(from: start, to: end)
            let gapAfter: Double
            if isLast {
                gapAfter = closingGap
            } else {
                let nextStart = base[nextIndex].segment.start - center
                let nextStartDistance = nextStart == end ? endDistance : nextStart.length
                guard let gap = gapSine(from: end, distance: endDistance, to: nextStart, distance: nextStartDistance,
                                        winding: &winding) else { return false }
                gapAfter = gap
                startDistance = nextStartDistance
            }
            // `> 0` also refuses NaN, which `min` would drop.
            let sectorBound = sectorSine - 0.5 * Double.pi * (gapBefore + gapAfter)
            guard sectorBound > 0 else { return false }
            tightest = Swift.min(tightest, sectorBound)
            gapBefore = gapAfter
            // Neighbours go through the scan's own pair test, in its order (earlier element first):
            // certified only if it reports nothing.
            let (earlier, later) = base[index].elementIndex <= base[nextIndex].elementIndex
                ? (index, nextIndex) : (nextIndex, index)
            var reported = false
            _ = reportOrderedContacts(base + earlier, base + later, tolerance: tolerance) { _ in
                reported = true
                return false
            }
            guard !reported else { return false }
        }
        guard winding == Int(orientation), nearest.isFinite, tightest.isFinite else { return false }
        return nearest * tightest > 2 * pruneDistance
    }

    /// Diagonals of the outline's bounds the certificate works with: between 2⁻⁴⁰⁰ and 2⁴⁰⁰
    /// (≈ 4e-121 … 3e120), where the squares and products of its coordinates, and the cross
    /// products of pieces longer than the scan's 1e-9 of the size, are normal numbers. Beyond, the
    /// full scan decides.
    static let certificateSpanRange = 0x1p-400...0x1p400

    /// How far inside strict monotonicity an arc must be, relative to `r + |o − c|`: the polar
    /// rate `r + (o − c)·u` is computed to a few ulps of that sum, so a value within 1e-9 of it
    /// is treated as zero and refused.
    static let certificateMonotonicityMargin = 1e-9

    /// Directions within this of an arc's ends (unit vectors: about as many radians) count as
    /// inside it when looking for its extreme polar rate, so rounding errs toward refusing.
    static let certificateDirectionSlack = 1e-12

    /// The piece's smallest distance from the centre (a lower bound for an arc), or `nil` when its
    /// polar angle is not strictly monotone in the outline's direction.
    @inline(__always)
    private static func monotoneDistance(_ segment: PreparedSegment, center: Point, orientation: Double,
                                         start: Vector, end: Vector, cross: Double, endDistance: Double) -> Double? {
        switch segment.geometry {
        case .line:
            // `cross > 0`: the centre is off the carrier, the angle monotone. Distance to the segment.
            let chord = end - start
            let along = -start.dot(chord)
            guard along > 0, along < chord.lengthSquared else { return endDistance }
            return cross / chord.length
        case .arc(let arc):
            guard Swift.abs(arc.sweep) < Angle.twoPi, arc.radius > 0 else { return nil }
            let offset = arc.center - center
            let offsetLength = offset.length
            // The polar angle moves with sign(sweep)·(r + offset·u): that must be the outline's direction.
            let sign = orientation * (arc.sweep > 0 ? 1 : -1)
            var extreme = sign * Swift.min(sign * offset.dot(arc.startDirection), sign * offset.dot(arc.endDirection))
            let inward = offsetLength > 0 ? offset * (-sign / offsetLength) : Vector(dx: 1, dy: 0)
            // Directions within rounding of the ends count as inside: the test then errs toward refusing.
            if arc.containsDirection(inward, slack: certificateDirectionSlack) { extreme = -sign * offsetLength }
            guard sign * (arc.radius + extreme) > certificateMonotonicityMargin * (arc.radius + offsetLength) else {
                return nil
            }
            return Swift.abs(offsetLength - arc.radius)
        case .curve:
            return nil
        }
    }

    /// |sin| of the polar angle between two consecutive pieces' meeting ends `a` and `b` (relative
    /// to the centre, at the given distances from it; 0 when they meet exactly), counting the gap's
    /// crossing of the winding ray; `nil` for a gap of a quarter turn or more.
    @inline(__always)
    private static func gapSine(from a: Vector, distance aDistance: Double, to b: Vector, distance bDistance: Double,
                                winding: inout Int) -> Double? {
        guard a != b else { return 0 }
        guard a.dot(b) > 0 else { return nil }
        winding += axisCrossing(from: a, to: b)
        return Swift.abs(a.cross(b)) / (aDistance * bDistance)
    }

    /// +1 when the chord from `a` to `b` (relative to the centre) crosses the ray along +x upward,
    /// −1 downward, 0 otherwise (half-open in y, so a vertex on the ray counts once).
    @inline(__always)
    private static func axisCrossing(from a: Vector, to b: Vector) -> Int {
        if a.dy < 0, b.dy >= 0 {
            return a.dx * (b.dy - a.dy) - a.dy * (b.dx - a.dx) > 0 ? 1 : 0
        }
        if a.dy >= 0, b.dy < 0 {
            return a.dx * (a.dy - b.dy) + a.dy * (b.dx - a.dx) > 0 ? -1 : 0
        }
        return 0
    }
}

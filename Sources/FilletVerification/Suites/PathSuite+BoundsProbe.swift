import Foundation
import FilletGeometry

extension VerificationSuite {
    /// What the piece tree's bounds and split get wrong against their contracts, or `nil`: asked
    /// once (the same for every case) and folded into the ``path`` suite's
    /// ``Invariant/treeAgreement`` verdict (the tree's pruning against all pairs).
    ///
    /// The tree and the fine-piece search prune by these bounds, so a bound that is too tight
    /// loses a pair only on the rare path whose pieces it wrongly parts, and a split away from
    /// the median only costs work; tree-vs-all-pairs saw neither. Asked directly (through
    /// ``FilletGeometry/ContactBoundsProbe``) on fixed figures, each is held to an independent
    /// route:
    ///
    /// ```
    /// distance bounds   a cubic's bounds of |B(t) − c| (three curves whose largest or smallest
    ///                   Bernstein coefficient of |B − c|² sits at a different index), a fine
    ///                   piece's distance range from a point above its hull, a nearly flat arc's
    ///                   (radius 10⁶ × its extent: its box's) range: every one of 1 025 points
    ///                   sampled along the piece lies within them
    /// selection         the spatial tree's median selection over keys with ties and without:
    ///                   the key at position k is the k-th of the sorted keys, none smaller after
    ///                   it, none larger before it, and the keys are the same multiset
    /// split axis        the root of the spatial tree over parallel lines at 30° (some reversed)
    ///                   is aligned with them (the pieces' mean chord direction)
    /// curve search      the curve searches' lower bound of a pair's distance (its boxes' gap and
    ///                   its hulls' largest gap along either chord direction or its normal): at
    ///                   most the least of 257 × 257 sampled distances for a cubic and an arc and
    ///                   for a cubic and a line; exactly the distance, 1, for straight pieces
    ///                   where it is attained across one's chord (the line (0, 0)–(4, 0) and the
    ///                   line (1, 1)–(2, 2) at 45° above it, turned by 30° so that their boxes
    ///                   overlap: the other's chord frame does not part them, this one's does)
    /// ```
    static let boundsProbeMisread: String? = {
        let samples = 1024
        /// Whether every sampled distance of `point(t)` from `centre` lies within `range` (up to
        /// 10⁻¹² relative for the sampling's own rounding); the first one outside, otherwise.
        func outside(_ range: (min: Double, max: Double), _ centre: Point, _ point: (Double) -> Point) -> String? {
            for index in 0...samples {
                let t = Double(index) / Double(samples)
                let distance = point(t).distance(to: centre), slack = 1e-12 * Swift.max(1, distance)
                guard distance >= range.min - slack, distance <= range.max + slack else {
                    return "[\(range.min), \(range.max)] leaves out \(distance) (at t = \(t))"
                }
            }
            return nil
        }
        let curves: [(CubicCurve, Point)] = [
            (CubicCurve(Point(x: -0.18, y: -0.7), Point(x: -0.41, y: 0.54), Point(x: 0.75, y: -0.91), Point(x: 0.23, y: -0.91)),
             Point(x: 0.66, y: -0.51)),
            (CubicCurve(Point(x: 0.29, y: 0.19), Point(x: 0.12, y: 0.24), Point(x: 0.88, y: 0.01), Point(x: -0.14, y: 0.44)),
             Point(x: -0.79, y: -0.6)),
            (CubicCurve(Point(x: -0.42, y: 0.67), Point(x: -0.78, y: 0.77), Point(x: 0.18, y: -0.88), Point(x: 0.88, y: -0.37)),
             Point(x: -1.3, y: -0.72)),
        ]
        for (curve, centre) in curves {
            let bounds = ContactBoundsProbe.cubicDistanceBounds(curve, from: centre)
            if let problem = outside(bounds, centre, { curve.point(at: $0) }) {
                return "the cubic distance bounds of \(curve) from \(centre): \(problem)"
            }
        }
        let hooked = CubicCurve(Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 2), Point(x: 1, y: 0))
        for point in [Point(x: 0.6, y: 3), Point(x: 0.4, y: -2), Point(x: 3, y: 0.5)] {
            let range = ContactBoundsProbe.finePieceDistanceRange(hooked, from: point)
            if let problem = outside(range, point, { hooked.point(at: $0) }) {
                return "the fine piece \(hooked)'s distance range from \(point): \(problem)"
            }
        }
        // A nearly flat arc: radius 10⁶ about (½, −10⁶), from about (0, 0) to about (1, 0).
        let radius = 1e6, half = 0.5 / radius
        let flat = Arc(center: Point(x: 0.5, y: -radius), radius: radius, startAngle: Double.pi / 2 + half, sweep: -2 * half)
        for point in [Point(x: 0.5, y: 3), Point(x: -2, y: 0.25), Point(x: 0.3, y: -0.5)] {
            let range = ContactBoundsProbe.segmentDistanceRange(.arc(flat), from: point)
            if let problem = outside(range, point, { flat.point(atAngle: flat.startAngle + $0 * flat.sweep) }) {
                return "the flat arc \(flat)'s distance range from \(point): \(problem)"
            }
        }
        let keyLists: [[Double]] = [
            [1, 3, 0, 1, 3, 3, 1, 2, 1, 1, 3, 2],
            [0.71, 0.12, 0.93, 0.35, 0.58, 0.07, 0.84, 0.26, 0.49, 0.66, 0.18, 0.99, 0.41],
            [5, 4, 3, 2, 1, 0, 0, 1, 2, 3, 4, 5, 2, 2, 2],
            (0..<33).map { Double(($0 * 17) % 33) },
        ]
        for keys in keyLists {
            let sorted = keys.sorted()
            for k in keys.indices {
                let selected = ContactBoundsProbe.selection(k, of: keys)
                guard selected.sorted() == sorted, selected[k] == sorted[k],
                      selected[..<k].allSatisfy({ $0 <= selected[k] }), selected[(k + 1)...].allSatisfy({ $0 >= selected[k] })
                else {
                    return "the spatial tree's selection of position \(k) over \(keys) gave \(selected)"
                }
            }
        }
        let angle = Double.pi / 6, direction = Vector(dx: cos(angle), dy: sin(angle))
        let lines = (0..<6).map { index -> (from: Point, to: Point) in
            let foot = Point(x: Double(index % 3) * 0.4 - direction.dy * Double(index), y: direction.dx * Double(index))
            let tip = Point(x: foot.x + direction.dx * 2, y: foot.y + direction.dy * 2)
            return index % 2 == 0 ? (foot, tip) : (tip, foot)
        }
        guard let axis = ContactBoundsProbe.spatialRootAxis(lines: lines),
              Swift.abs(axis.cross(direction)) <= 1e-12 else {
            return "the spatial tree over lines at 30° has its root along "
                + "\(ContactBoundsProbe.spatialRootAxis(lines: lines).map { "\($0)" } ?? "nothing"), not along \(direction)"
        }
        // The curve searches' lower bound, against sampling and where it is exact.
        let hookedPartners: [PathSegment.Geometry] = [
            .arc(Arc(center: Point(x: 1.6, y: 2.1), radius: 0.7, startAngle: 2.2, sweep: 2.5)),
            .line(from: Point(x: 0.5, y: 1.6), to: Point(x: 2.5, y: 1.2)),
        ]
        let pairSamples = 256
        let hookedPoints = (0...pairSamples).map { hooked.point(at: Double($0) / Double(pairSamples)) }
        for partner in hookedPartners {
            let partnerPoints = (0...pairSamples).map { index -> Point in
                let t = Double(index) / Double(pairSamples)
                switch partner {
                case .line(let from, let to): return from + (to - from) * t
                case .arc(let arc): return arc.point(atAngle: arc.startAngle + t * arc.sweep)
                case .curve(let curve): return curve.point(at: t)
                }
            }
            var nearest = Double.infinity
            for p in hookedPoints {
                for q in partnerPoints { nearest = Swift.min(nearest, p.distance(to: q)) }
            }
            let bound = ContactBoundsProbe.curveDistanceLowerBound(.curve(hooked), partner)
            guard bound <= nearest + 1e-12 else {
                return "the curve searches' lower bound of the distance between \(hooked) and \(partner) is \(bound), "
                    + "above the sampled distance \(nearest)"
            }
        }
        let turn = Double.pi / 6
        func turned(_ x: Double, _ y: Double) -> Point {
            Point(x: 0.25 + x * cos(turn) - y * sin(turn), y: -0.5 + x * sin(turn) + y * cos(turn))
        }
        let base = PathSegment.Geometry.line(from: turned(0, 0), to: turned(4, 0))
        let slanted = PathSegment.Geometry.line(from: turned(1, 1), to: turned(2, 2))
        for (first, second) in [(base, slanted), (slanted, base)] {
            let bound = ContactBoundsProbe.curveDistanceLowerBound(first, second)
            guard Swift.abs(bound - 1) <= 1e-12 else {
                return "the curve searches' lower bound of the distance between \(first) and \(second) is \(bound), "
                    + "where the distance, 1, is attained across the first line's chord"
            }
        }
        return nil
    }()
}

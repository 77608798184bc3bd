import Foundation

/// Contacts and distances involving Bézier curves, by interval subdivision with certified boxes.
///
/// Every piece (a curve, a line written as a cubic, an arc) is bounded by a box that contains it:
/// a curve by its control points' box (convex-hull property), an arc by its exact bounds. Pairs
/// of pieces are subdivided (the larger one halved: de Casteljau for curves, the sweep for arcs)
/// while their boxes are within `tolerance` and their chord-aligned hulls are too (see
/// ``lowerBound(_:_:)``: pieces lying along each other, or leaving a joint at a small angle, are
/// told apart in a few halvings where axis-aligned boxes alone needed more than the budget);
/// a pair whose pieces are both at most `tolerance/4` across is a *leaf contact* at the midpoint
/// of the boxes' centres.
///
/// **What is certified.** Pruning discards only pairs whose boxes are more than `tolerance` apart,
/// or whose hulls are, by more than the rounding slack of ``hullMagnitude(_:)``, apart along a
/// chord direction or its normal (both are lower bounds of the pieces' distance), so any two
/// points of the segments within `tolerance` lie in some leaf: no contact is missed.
/// A reported leaf holds points within `tolerance + 2·tolerance/4 = 1.5·tolerance` of each other
/// (its boxes' gap plus their diagonals), so a report is a contact at 1.5× the tolerance.
/// Pairs whose boxes lie wholly within ``Path/intersectionJointSlack`` × tolerance of a contact
/// already found are the same contact (only wholly: a pair merely reaching that disc, such as the
/// far half of an arc sweeping almost a full turn back to a joint, may hold a crossing far away);
/// a contact within that distance of a segment's end is *at* that end, which lets the scan
/// recognise joints (corners turning by up to ≈165° at the default slack of 4).
/// A cusp, or a curve doubling back, brings two stretches within `tolerance` away from any joint
/// and is therefore reported. The work per pair is capped at ``subdivisionBudget`` box tests; a
/// pair that exhausts it (long near-coincident stretches) is reported as touching at the last
/// unresolved pair — conservative: the verdict can only err toward "not simple".
/// A pair reports at most two contacts, those away from the ends first, so the search stops at
/// the second contact away from the ends: two stretches lying along each other (a path doubling
/// back) would otherwise spend the whole budget on leaves nobody reads.
enum CurveContacts {
    /// The most box tests one pair of segments may use.
    static let subdivisionBudget = 1 << 15

    /// A segment as a subdividable piece.
    enum Piece {
        case curve(CubicCurve)
        case arc(Arc)

        init(_ geometry: PathSegment.Geometry) {
            switch geometry {
            case .line(let from, let to): self = .curve(CubicCurve(from, from + (to - from) / 3, to + (from - to) / 3, to))
            case .arc(let arc): self = .arc(arc)
            case .curve(let curve): self = .curve(curve)
            }
        }

        var box: BoundingBox {
            switch self {
            case .curve(let curve): return curve.controlBounds
            case .arc(let arc): return arc.bounds
            }
        }

        /// The piece moved by `offset` (an arc keeps its end directions).
        func translated(by offset: Vector) -> Piece {
            switch self {
            case .curve(let curve):
                return .curve(CubicCurve(curve.p0 + offset, curve.p1 + offset, curve.p2 + offset, curve.p3 + offset))
            case .arc(let arc):
                return .arc(Arc(center: arc.center + offset, radius: arc.radius, startAngle: arc.startAngle,
                                sweep: arc.sweep, startDirection: arc.startDirection, endDirection: arc.endDirection))
            }
        }

        var halves: (Piece, Piece) {
            switch self {
            case .curve(let curve):
                let (a, b) = curve.split(at: 0.5)
                return (.curve(a), .curve(b))
            case .arc(let arc):
                let half = 0.5 * arc.sweep
                return (.arc(Arc(center: arc.center, radius: arc.radius, startAngle: arc.startAngle, sweep: half)),
                        .arc(Arc(center: arc.center, radius: arc.radius, startAngle: arc.startAngle + half, sweep: arc.sweep - half)))
            }
        }
    }

    /// The gap between two boxes (0 when they overlap).
    static func gap(_ a: BoundingBox, _ b: BoundingBox) -> Double {
        let dx = Swift.max(0, Swift.max(a.minX - b.maxX, b.minX - a.maxX))
        let dy = Swift.max(0, Swift.max(a.minY - b.maxY, b.minY - a.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// A piece with what the distance search bounds it by, computed once when the piece is made
    /// (a pair's lower bound is taken for every child pair, and one child of each pair is the
    /// unsplit piece again): its box, its hull points and its chord direction.
    struct BoundedPiece {
        let piece: Piece
        let box: BoundingBox
        let hull: (Point, Point, Point, Point)?
        /// The unit chord direction of the hull (x when the chord is empty or not finite).
        let axis: Vector

        init(_ piece: Piece) {
            self.init(piece, box: piece.box)
        }

        /// A piece whose box is already known.
        init(_ piece: Piece, box: BoundingBox) {
            self.piece = piece
            self.box = box
            hull = CurveContacts.hull(piece)
            axis = CurveContacts.axis(of: hull)
        }

        /// The two halves (see ``Piece/halves``), bounded.
        var halves: (BoundedPiece, BoundedPiece) {
            let (first, second) = piece.halves
            return (BoundedPiece(first), BoundedPiece(second))
        }

        /// The piece's end points.
        var ends: (Point, Point) {
            switch piece {
            case .curve(let curve): return (curve.p0, curve.p3)
            case .arc(let arc): return (arc.startPoint, arc.endPoint)
            }
        }
    }

    /// A piece of the contact search with its box, computed when the piece is made, and its hull
    /// axis, computed once when a pair first needs it (``withAxis``): the partner of a halved piece
    /// goes on with both halves carrying its axis, and most halves are set aside by their boxes
    /// before any axis is read. (The hull is read from the piece when needed: a curve's is its
    /// control points.)
    struct SearchPiece {
        let piece: Piece
        let box: BoundingBox
        /// As ``BoundedPiece/axis``, and the box's diagonal: `nil` and NaN until ``withAxis``.
        private(set) var axis: Vector?, diagonal = Double.nan

        init(_ piece: Piece) {
            self.piece = piece
            box = piece.box
        }

        /// The piece with its axis computed (the same value whenever it is computed).
        @inline(__always) var withAxis: SearchPiece {
            guard axis == nil else { return self }
            var bounded = self
            (bounded.axis, bounded.diagonal) = (CurveContacts.axis(of: CurveContacts.hull(piece)), box.diagonal)
            return bounded
        }

        /// The two halves (see ``Piece/halves``), bounded.
        var halves: (SearchPiece, SearchPiece) {
            let (first, second) = piece.halves
            return (SearchPiece(first), SearchPiece(second))
        }
    }

    /// The unit chord direction of `hull` (x when there is no hull, or its chord is empty or not
    /// finite).
    @inline(__always)
    static func axis(of hull: (Point, Point, Point, Point)?) -> Vector {
        guard let hull else { return Vector(dx: 1, dy: 0) }
        let chord = hull.3 - hull.0
        let length = chord.length
        return length > 0 && length.isFinite ? chord / length : Vector(dx: 1, dy: 0)
    }

    /// A lower bound of the distance between two pieces: the gap of their axis-aligned boxes and
    /// the largest gap of their hull points' projections onto either chord direction or its
    /// normal (separating axes of chord-aligned boxes, as ``PieceTree``). The chord-aligned bound
    /// errs by a piece's sagitta (quadratic in its length) where the axis-aligned one errs by its
    /// width (linear): parallel pieces (a ring's outline and hole) then resolve in few steps.
    static func lowerBound(_ a: BoundedPiece, _ b: BoundedPiece) -> Double {
        Swift.max(gap(a.box, b.box), orientedSeparation(a, b))
    }

    /// The chord-aligned part of ``lowerBound(_:_:)``: −∞ when either piece has no hull.
    static func orientedSeparation(_ a: BoundedPiece, _ b: BoundedPiece) -> Double {
        orientedSeparation(a.hull, a.axis, b.hull, b.axis)
    }

    /// Whether ``orientedSeparation(_:_:_:_:)`` exceeds `reach`, stopping at the first direction
    /// that shows it: the same answer as the comparison of the maximum, NaN included (the maximum
    /// is NaN, and never exceeds, exactly when the first separation is NaN; a NaN in the second
    /// pair makes that pair's maximum NaN, which the outer maximum ignores).
    @inline(__always)
    static func orientedSeparationExceeds(_ reach: Double, _ a: (Point, Point, Point, Point)?, _ u: Vector,
                                          _ b: (Point, Point, Point, Point)?, _ v: Vector) -> Bool {
        guard let first = a, let second = b else { return false }
        @inline(__always) func separation(_ w: Vector) -> Double { hullSeparation(first, second, along: w) }
        let alongU = separation(u)
        guard !alongU.isNaN else { return false }
        if alongU > reach || separation(u.perpendicular) > reach { return true }
        let alongV = separation(v)
        guard !alongV.isNaN else { return false }
        return alongV > reach || separation(v.perpendicular) > reach
    }

    /// How far apart hulls `a` and `b` lie along `w`: the gap between their projections onto
    /// `w`, negative when they overlap.
    @inline(__always)
    static func hullSeparation(_ a: (Point, Point, Point, Point), _ b: (Point, Point, Point, Point),
                               along w: Vector) -> Double {
        let (lowA, highA) = projectedRange(a, w), (lowB, highB) = projectedRange(b, w)
        return Swift.max(lowB - highA, lowA - highB)
    }

    /// The range of the dot products of `hull`'s points with `w`.
    @inline(__always)
    static func projectedRange(_ hull: (Point, Point, Point, Point), _ w: Vector) -> (low: Double, high: Double) {
        let v0 = hull.0.x * w.dx + hull.0.y * w.dy, v1 = hull.1.x * w.dx + hull.1.y * w.dy
        let v2 = hull.2.x * w.dx + hull.2.y * w.dy, v3 = hull.3.x * w.dx + hull.3.y * w.dy
        return (Swift.min(Swift.min(v0, v1), Swift.min(v2, v3)), Swift.max(Swift.max(v0, v1), Swift.max(v2, v3)))
    }

    /// ``orientedSeparation(_:_:)`` of pieces with hulls `a` and `b` and axes `u` and `v`.
    @inline(__always)
    static func orientedSeparation(_ a: (Point, Point, Point, Point)?, _ u: Vector,
                                   _ b: (Point, Point, Point, Point)?, _ v: Vector) -> Double {
        guard let first = a, let second = b else { return -.infinity }
        @inline(__always) func separation(_ w: Vector) -> Double { hullSeparation(first, second, along: w) }
        return Swift.max(Swift.max(separation(u), separation(u.perpendicular)),
                         Swift.max(separation(v), separation(v.perpendicular)))
    }

    /// The largest coordinate of `piece`'s hull points (its control points; an arc's ends and
    /// tangent apex), which bounds every sub-piece's (their hulls lie in the piece's): the
    /// magnitude the chord-aligned bound projects. That bound's rounding is a few ulps of it
    /// (products with a unit axis, one subtraction), so ``contacts(_:_:tolerance:excluding:searchesPastTheResult:)``
    /// allows 2⁻⁴⁶ (64 ulps) of it. An arc too long for a hull (≥ 0.9π) has sub-pieces whose apex
    /// lies within `r/cos(0.45π)` < 7r of its centre. (The bound allowed ``Path/boxSlack(_:)``,
    /// 10⁻¹² of the path's magnitude: 10 tolerances at 10⁴ sizes from the origin, where a line and
    /// a curve 6 tolerances apart could not be told apart and ran out of box tests.)
    static func hullMagnitude(_ piece: Piece) -> Double {
        func magnitude(_ p: Point) -> Double { Swift.max(Swift.abs(p.x), Swift.abs(p.y)) }
        switch piece {
        case .curve(let curve):
            return Swift.max(Swift.max(magnitude(curve.p0), magnitude(curve.p1)),
                             Swift.max(magnitude(curve.p2), magnitude(curve.p3)))
        case .arc(let arc):
            if let (start, apex, _, end) = hull(piece) {
                return Swift.max(magnitude(start), Swift.max(magnitude(apex), magnitude(end)))
            }
            return magnitude(arc.center) + 7 * Swift.abs(arc.radius)
        }
    }

    /// Points whose convex hull contains the piece: a curve's control points; an arc's ends and
    /// the meeting point of its end tangents, at `r·tan(|sweep|/2)` along them (sweeps below
    /// 0.9π only; `nil` otherwise and for non-finite arcs).
    @inline(__always) static func hull(_ piece: Piece) -> (Point, Point, Point, Point)? {
        switch piece {
        case .curve(let curve):
            return (curve.p0, curve.p1, curve.p2, curve.p3)
        case .arc(let arc):
            let sweep = Swift.abs(arc.sweep)
            guard sweep < 0.9 * .pi, arc.radius.isFinite, arc.radius >= 0 else { return nil }
            let start = arc.startPoint, end = arc.endPoint
            let apex = start + arc.startTangent * (arc.radius * tan(sweep / 2))
            guard apex.isFinite else { return nil }
            return (start, apex, apex, end)
        }
    }

    /// The contacts of two prepared segments at least one of which is a curve (see the type's doc).
    /// `searchesPastTheResult` (tests only) keeps subdividing after the second contact away from
    /// the ends, to show that stopping there changes nothing.
    ///
    /// With `excluding` discs, leaves whose contact point lies in one of them are not contacts
    /// (unless the budget runs out: the last pair is then reported wherever it is), and pairs of
    /// pieces whose boxes both lie wholly within one disc are not searched: what the pair holds
    /// *outside* some neighbourhoods (spike tips, see
    /// ``PreparedPath/contacts(incoming:outgoing:outside:)``), found as completely as the whole
    /// pair's contacts are.
    static func contacts(_ first: PreparedSegment, _ second: PreparedSegment, tolerance: Double,
                         excluding discs: [Disc] = [],
                         searchesPastTheResult: Bool = false) -> SegmentContacts {
        var work = 0
        return contacts(first, second, tolerance: tolerance, excluding: discs,
                        searchesPastTheResult: searchesPastTheResult, work: &work)
    }

    /// ``contacts(_:_:tolerance:excluding:searchesPastTheResult:)``, adding the box tests it used
    /// to `work` (what a scan's work budget charges for a pair with a curve).
    static func contacts(_ first: PreparedSegment, _ second: PreparedSegment, tolerance: Double,
                         excluding discs: [Disc] = [], searchesPastTheResult: Bool = false,
                         work: inout Int) -> SegmentContacts {
        var found: [SegmentContact] = []
        let radius = Path.intersectionJointSlack * tolerance
        let radiusSquared = radius * radius
        // The search runs in coordinates relative to the pair's centre, where halving rounds at
        // the pieces' own scale: at the path's coordinates it rounds at their ulp, which far from
        // the origin exceeds the leaf size (a quarter tolerance), so pieces stop shrinking and the
        // pair runs out of box tests (a lone parabola 2 across at (4·10⁶, 4·10⁶) "crossed itself").
        let centre = first.bounds.union(second.bounds).center
        let origin = centre.isFinite ? centre : Point.zero
        let toOrigin = Point.zero - origin
        let discs = discs.map { Disc(center: $0.center + toOrigin, radius: $0.radius) }
        let firstStart = first.start + toOrigin, firstEnd = first.end + toOrigin
        let secondStart = second.start + toOrigin, secondEnd = second.end + toOrigin
        func isExcluded(_ point: Point) -> Bool {
            discs.contains { $0.contains(point) }
        }
        func isExcluded(_ boxA: BoundingBox, _ boxB: BoundingBox) -> Bool {
            discs.contains { $0.contains(boxA) && $0.contains(boxB) }
        }
        let firstPiece = Piece(first.geometry).translated(by: toOrigin)
        let secondPiece = Piece(second.geometry).translated(by: toOrigin)
        let orientedReach = tolerance + 0x1p-46 * Swift.max(hullMagnitude(firstPiece), hullMagnitude(secondPiece))
        // Depth-first, the stack holds about one pair per halving (≈ 64 down to a leaf at a
        // tolerance of 10⁻⁹ of the size): reserved once rather than grown by doubling. Pairs whose
        // boxes lie apart are settled when pushed: the stack stores only the others, and charges
        // the budget for the settled ones where a plain stack would have popped them (see
        // SearchStack), so the budget at every stored pair is the plain loop's.
        var stack = SearchStack(tolerance: tolerance, capacity: 80)
        stack.push(SearchPiece(firstPiece), SearchPiece(secondPiece), .whole, .whole)
        var budget = subdivisionBudget
        defer { work += subdivisionBudget - Swift.max(0, budget) }
        let leafSize = 0.25 * tolerance
        var awayFromEnds = 0
        while var (a, b, spanA, spanB) = stack.pop(budget: &budget) {
            let boxA = a.box, boxB = b.box
            if found.contains(where: { contact in
                let same = Disc(center: contact.point, radius: radius)
                return same.contains(boxA) && same.contains(boxB)
            }) { continue }
            if isExcluded(boxA, boxB) { continue }
            // The hulls and axes are read only here: most pairs are settled by their boxes.
            (a, b) = (a.withAxis, b.withAxis)
            if orientedSeparationExceeds(orientedReach, hull(a.piece), a.axis!, hull(b.piece), b.axis!) { continue }
            let sizeA = a.diagonal, sizeB = b.diagonal  // computed with the axes (withAxis)
            if budget <= 0 || !(sizeA > leafSize || sizeB > leafSize) {
                let point = boxA.center.midpoint(to: boxB.center)
                guard point.isFinite, budget <= 0 || !isExcluded(point) else { continue }
                var firstEnds: SegmentEnds = [], secondEnds: SegmentEnds = []
                if budget > 0 {
                    if (point - firstStart).lengthSquared <= radiusSquared { firstEnds.insert(.start) }
                    if (point - firstEnd).lengthSquared <= radiusSquared { firstEnds.insert(.end) }
                    if (point - secondStart).lengthSquared <= radiusSquared { secondEnds.insert(.start) }
                    if (point - secondEnd).lengthSquared <= radiusSquared { secondEnds.insert(.end) }
                }
                // Away from both ends, a crossing only if the segments leave the run on opposite sides.
                let kind = firstEnds.isEmpty && secondEnds.isEmpty
                    ? runKind(first, second, at: spanA.middle, spanB.middle, width: spanB.upper - spanB.lower,
                              tolerance: tolerance)
                    : .touching
                found.append(SegmentContact(kind: kind, point: point, overlapEnd: point, firstEnds: firstEnds,
                                            secondEnds: secondEnds))
                if firstEnds.isEmpty || secondEnds.isEmpty { awayFromEnds += 1 }
                // The result keeps the first two contacts away from the ends: none found later
                // would change it.
                if budget <= 0 || (awayFromEnds == 2 && !searchesPastTheResult) { break }
                continue
            }
            if sizeA >= sizeB {
                let (a0, a1) = a.halves, (span0, span1) = spanA.halves
                stack.push(a1, b, span1, spanB)
                stack.push(a0, b, span0, spanB)
            } else {
                let (b0, b1) = b.halves, (span0, span1) = spanB.halves
                stack.push(a, b1, spanA, span1)
                stack.push(a, b0, spanA, span0)
            }
        }
        // At most two: contacts away from both segments' ends first (they decide the verdict),
        // then end contacts.
        var result = SegmentContacts()
        func append(_ contact: SegmentContact) {
            var placed = contact
            placed.point = contact.point - toOrigin
            placed.overlapEnd = placed.point
            result.append(placed)
        }
        for contact in found where contact.firstEnds.isEmpty || contact.secondEnds.isEmpty {
            if result.count < 2 { append(contact) }
        }
        for contact in found where !(contact.firstEnds.isEmpty || contact.secondEnds.isEmpty) {
            if result.count < 2 { append(contact) }
        }
        return result
    }

    /// The distance between two segments at least one of which is a curve, to within `accuracy`
    /// above the true value: best-first branch and bound (box gaps are lower bounds and order the
    /// search; distances between the pieces' end points are upper bounds; pieces at most
    /// `accuracy/2` across are not split). At most ``subdivisionBudget`` box tests; the result is
    /// then the best upper bound found. Pairs of pieces at least `cutoff` apart are not searched:
    /// when the distance is ≥ `cutoff` the result is some upper bound ≥ it.
    /// With `relativeAccuracy` > 0 the search also stops once the result is within that fraction of
    /// the best distance found.
    static func distance(_ first: PathSegment.Geometry, _ second: PathSegment.Geometry, accuracy: Double,
                         relativeAccuracy: Double = 0, cutoff: Double = .infinity) -> Double {
        var work = 0
        return distance(first, second, accuracy: accuracy, relativeAccuracy: relativeAccuracy, cutoff: cutoff,
                        work: &work)
    }

    /// ``distance(_:_:accuracy:relativeAccuracy:cutoff:)``, adding the box tests it used to `work`.
    static func distance(_ first: PathSegment.Geometry, _ second: PathSegment.Geometry, accuracy: Double,
                         relativeAccuracy: Double = 0, cutoff: Double = .infinity, work: inout Int) -> Double {
        var best = Double.infinity
        func update(_ p: BoundedPiece, _ q: BoundedPiece) {
            let (p0, p1) = p.ends, (q0, q1) = q.ends
            best = Swift.min(best, p0.distance(to: q0), p0.distance(to: q1), p1.distance(to: q0), p1.distance(to: q1))
        }
        let a = BoundedPiece(Piece(first)), b = BoundedPiece(Piece(second))
        update(a, b)
        var queue = MinQueue<(BoundedPiece, BoundedPiece)>()
        queue.insert((a, b), key: lowerBound(a, b))
        var budget = subdivisionBudget
        defer { work += subdivisionBudget - budget }
        let leafSize = 0.5 * Swift.max(accuracy, 0)
        func insertIfNear(_ p: BoundedPiece, _ q: BoundedPiece) {
            let childGap = lowerBound(p, q)
            let bound = Swift.min(best, cutoff)
            if childGap < bound - Swift.max(accuracy, relativeAccuracy * bound) { queue.insert((p, q), key: childGap) }
        }
        while let (key, (p, q)) = queue.popMin(), budget > 0 {
            budget -= 1
            let bound = Swift.min(best, cutoff)
            guard key < bound - Swift.max(accuracy, relativeAccuracy * bound) else { break }  // every remaining pair is at least this far
            update(p, q)
            let sizeP = p.box.diagonal, sizeQ = q.box.diagonal
            guard sizeP > leafSize || sizeQ > leafSize else { continue }
            if sizeP >= sizeQ {
                let (p0, p1) = p.halves
                insertIfNear(p0, q)
                insertIfNear(p1, q)
            } else {
                let (q0, q1) = q.halves
                insertIfNear(p, q0)
                insertIfNear(p, q1)
            }
        }
        return best
    }

    /// The squared distance from `point` to `curve`, to within `accuracy` above the true distance
    /// (the same best-first branch and bound against a point). Upper bounds: each piece's midpoint,
    /// refined by a few Newton steps on `(B(t) − point)·B′(t) = 0` within the piece: any point of
    /// the curve bounds the distance from above, and the refined one is usually the foot itself,
    /// so a point on the curve (a flattening's vertex) is settled in a few pieces instead of the
    /// ~40 halvings midpoints alone need to come within 10⁻¹³ of the size.
    ///
    /// With `settledAt`, the search also stops once a point of the curve within that distance is
    /// found, returning its squared distance (≤ `settledAt²`): for a caller that only needs
    /// distances above it (a maximum over minima), the result is then the same as without it
    /// whenever the true distance exceeds `settledAt`.
    ///
    /// With `ceiling`, the search also stops at the first piece whose lower bound exceeds
    /// `ceiling` by more than the rounding slack `2⁻⁴⁰·(magnitude of curve and point)`: for a
    /// caller that takes the least of this distance and `ceiling` (a minimum over segments).
    /// Pieces leave the queue by increasing bound, and every point of a piece (or of its halves)
    /// is at least its bound away, less rounding far inside the slack, so no point measured
    /// after that one could bring the result below `ceiling`: the points measured before it are
    /// the same as without a ceiling, and `min(ceiling, result)` is unchanged, to the bit.
    static func distanceSquared(from point: Point, to curve: CubicCurve, accuracy: Double,
                                settledAt: Double = -.infinity, ceiling: Double = .infinity) -> Double {
        var best = Swift.min(point.distance(to: curve.p0), point.distance(to: curve.p3))
        guard best > settledAt else { return best * best }
        let target = BoundingBox(point: point)
        var queue = MinQueue<CubicCurve>()
        queue.insert(curve, key: pointGap(curve, target, point))
        var budget = subdivisionBudget
        let leafSize = Swift.max(accuracy, 0)
        // +∞ (and NaN) when no finite ceiling was given: the test below never stops the search.
        let stopAbove = ceiling < .infinity
            ? ceiling + 0x1p-40 * Swift.max(curve.magnitude, Swift.max(Swift.abs(point.x), Swift.abs(point.y)))
            : .infinity
        while let (key, piece) = queue.popMin(), budget > 0 {
            budget -= 1
            guard key < best - accuracy, !(key > stopAbove) else { break }
            best = Swift.min(best, refinedDistance(from: point, to: piece))
            guard best > settledAt else { break }
            guard piece.controlBounds.diagonal > leafSize, key < best - accuracy else { continue }
            let (left, right) = piece.split(at: 0.5)
            let leftGap = pointGap(left, target, point), rightGap = pointGap(right, target, point)
            if leftGap < best - accuracy { queue.insert(left, key: leftGap) }
            if rightGap < best - accuracy { queue.insert(right, key: rightGap) }
        }
        return best * best
    }

    /// A lower bound of the distance from `point` to `piece`: the larger of the gap to its control
    /// points' box and the gap to their chord-aligned box (the hull's extent along the chord and
    /// its normal, measured from `point`). The axis-aligned gap errs by up to the piece's width
    /// (linear in its length), so near a foot the number of pieces kept grows as the accuracy
    /// shrinks; the chord-aligned one errs by the sagitta (quadratic), which keeps a few pieces
    /// per halving. Less 2⁻⁴⁶ of the projected magnitude for the projections' rounding.
    @inline(__always)
    static func pointGap(_ piece: CubicCurve, _ target: BoundingBox, _ point: Point) -> Double {
        let boxGap = gap(piece.controlBounds, target)
        let chord = piece.p3 - piece.p0
        let length = chord.length
        guard length > 0, length.isFinite else { return boxGap }
        let u = chord / length
        let a = piece.p0 - point, b = piece.p1 - point, c = piece.p2 - point, d = piece.p3 - point
        let ua = a.dx * u.dx + a.dy * u.dy, ub = b.dx * u.dx + b.dy * u.dy
        let uc = c.dx * u.dx + c.dy * u.dy, ud = d.dx * u.dx + d.dy * u.dy
        let na = a.dy * u.dx - a.dx * u.dy, nb = b.dy * u.dx - b.dx * u.dy
        let nc = c.dy * u.dx - c.dx * u.dy, nd = d.dy * u.dx - d.dx * u.dy
        let alongLow = Swift.min(Swift.min(ua, ub), Swift.min(uc, ud))
        let alongHigh = Swift.max(Swift.max(ua, ub), Swift.max(uc, ud))
        let acrossLow = Swift.min(Swift.min(na, nb), Swift.min(nc, nd))
        let acrossHigh = Swift.max(Swift.max(na, nb), Swift.max(nc, nd))
        let along = Swift.max(0, Swift.max(alongLow, -alongHigh))
        let across = Swift.max(0, Swift.max(acrossLow, -acrossHigh))
        let magnitude = Swift.max(Swift.max(Swift.abs(alongLow), Swift.abs(alongHigh)),
                                  Swift.max(Swift.abs(acrossLow), Swift.abs(acrossHigh)))
        let oriented = (along * along + across * across).squareRoot() - 0x1p-46 * magnitude
        return Swift.max(boxGap, oriented)
    }

    /// Newton steps for the foot of `point` on `piece`, from its midpoint: the steps the
    /// parameter takes are clamped to [0, 1], and the least distance seen is returned (the
    /// midpoint's included), so the result is a distance to a point of the piece whatever
    /// the iteration does.
    @inline(__always)
    private static func refinedDistance(from point: Point, to piece: CubicCurve) -> Double {
        var t = 0.5
        var best = Double.infinity
        for _ in 0..<newtonSteps {
            let offset = piece.point(at: t) - point
            best = Swift.min(best, offset.length)
            let velocity = piece.derivative(at: t)
            let slope = velocity.lengthSquared + offset.dot(piece.secondDerivative(at: t))
            guard slope > 0 else { break }
            let next = Swift.min(1, Swift.max(0, t - offset.dot(velocity) / slope))
            guard next != t else { break }
            t = next
        }
        return Swift.min(best, point.distance(to: piece.point(at: t)))
    }

    /// Newton steps per piece in ``distanceSquared(from:to:accuracy:)``: from a midpoint within a
    /// few halvings of the foot, three steps reach it to rounding (quadratic convergence).
    static let newtonSteps = 3
}

/// A binary min-heap of values by a `Double` key (the branch and bound's queue). The heap
/// orders 16-byte (key, slot) entries; the values (pairs of bounded pieces, a few hundred bytes)
/// stay where they were stored, so sifting moves no values.
struct MinQueue<Element> {
    private var entries: [(key: Double, slot: Int)] = []
    private var values: [Element] = []
    /// Slots of popped values, reused by later insertions.
    private var free: [Int] = []

    mutating func insert(_ value: Element, key: Double) {
        let slot: Int
        if let reused = free.popLast() {
            values[reused] = value
            slot = reused
        } else {
            slot = values.count
            values.append(value)
        }
        entries.append((key, slot))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].key < entries[parent].key else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> (Double, Element)? {
        guard !entries.isEmpty else { return nil }
        entries.swapAt(0, entries.count - 1)
        let top = entries.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < entries.count && entries[left].key < entries[smallest].key { smallest = left }
            if right < entries.count && entries[right].key < entries[smallest].key { smallest = right }
            guard smallest != parent else { break }
            entries.swapAt(parent, smallest)
            parent = smallest
        }
        free.append(top.slot)
        return (top.key, values[top.slot])
    }
}

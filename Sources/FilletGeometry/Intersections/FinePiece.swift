import Foundation

/// A short piece of a scan item, for the searches over bundles of nearly parallel curves (spirals
/// and concentric rings of cubics; see ``Path/nodePairsBeforeSpatialTree(pieceCount:)``).
///
/// **Why.** A curve enters the scan as its monotone pieces, whose volumes (a box along the chord,
/// a disc about its midpoint) are as wide as the curve bends. Turns of a spiral of cubics 10⁻⁶
/// apart then lie within each other's volumes a whole quarter long, every pair of them went to
/// the pairwise subdivision (``CurveContacts``), and each pair was subdivided from scratch until
/// its pieces' hulls were thinner than the gap between them. Cut once into fine pieces, each
/// with a ring fitted to it, the curves are told apart by the tree split by position, which hands
/// on only the pairs of fine pieces that come close.
///
/// **Pieces.** A line is one piece; an arc is cut into sub-arcs of at most a quarter turn; a
/// curve's monotone piece is halved (de Casteljau) until it is *thin*: its control points lie
/// within a given width (``contactThinness(tolerance:)``, ``clearanceThinness(tolerance:best:)``) of its chord, or within that width of a ring fitted to it
/// (below), or it has been halved ``maximumDepth`` times (fewer on paths with so many curves
/// that ``pieceBudget`` would not hold them). Any cut is sound (every volume holds
/// its piece); the cut decides only how many pairs come close.
///
/// **Fitted ring.** About the centre `c` of the circle through a piece's ends and its middle
/// point, the squared distance `|B(t) − c|²` of a cubic `B` with control points `Pᵢ` is a
/// polynomial of degree 6 in Bernstein form with coefficients
///
/// ```
/// w₀ = q₀·q₀   w₁ = q₀·q₁   w₂ = (6 q₀·q₂ + 9 q₁·q₁)/15   w₃ = (2 q₀·q₃ + 18 q₁·q₂)/20
/// w₄ = (6 q₁·q₃ + 9 q₂·q₂)/15   w₅ = q₂·q₃   w₆ = q₃·q₃          (qᵢ = Pᵢ − c)
/// ```
///
/// (products of cubic Bernstein polynomials, `bᵢ³·bⱼ³ = C(3,i)·C(3,j)/C(6,i+j)·b³⁺ʲ⁶`); the
/// polynomial lies between its least and largest coefficient (Bernstein polynomials are
/// non-negative and sum to 1), so `√min wₖ ≤ |B(t) − c| ≤ √max wₖ`. For a piece close to a
/// circular arc the coefficients are close to r² (all derivatives of `|B − c|²` vanish on a
/// circle, whatever the parametrisation), so the ring is about as wide as the piece strays
/// from its circle: cubic in the piece's length where the chord's box is quadratic.
struct FinePiece: ContactPiece {
    /// Points whose convex hull holds the piece: a curve piece's control points; a sub-arc's
    /// start, tangent apex (twice) and end; a line's ends (each twice).
    var hull: (Point, Point, Point, Point)
    let ring: PieceRing
    /// The scan item the piece belongs to.
    let item: Int32
    /// Whether the piece is part of a curve (its hull points are then its control points).
    let isCurve: Bool

    var start: Point { hull.0 }
    var end: Point { hull.3 }

    /// The piece as a curve (meaningful when ``isCurve``).
    var curve: CubicCurve { CubicCurve(hull.0, hull.1, hull.2, hull.3) }

    /// The hull points' projections (conservative: the piece lies in their hull).
    @inline(__always)
    func projection(onto direction: Vector) -> (min: Double, max: Double) {
        let v0 = hull.0.x * direction.dx + hull.0.y * direction.dy
        let v1 = hull.1.x * direction.dx + hull.1.y * direction.dy
        let v2 = hull.2.x * direction.dx + hull.2.y * direction.dy
        let v3 = hull.3.x * direction.dx + hull.3.y * direction.dy
        return (Swift.min(Swift.min(v0, v1), Swift.min(v2, v3)), Swift.max(Swift.max(v0, v1), Swift.max(v2, v3)))
    }

    /// At least the gap to the hull points' box and the gap to the ring; at most the farthest
    /// hull point.
    @inline(__always)
    func distanceRange(from point: Point) -> (min: Double, max: Double) {
        let minX = Swift.min(Swift.min(hull.0.x, hull.1.x), Swift.min(hull.2.x, hull.3.x))
        let maxX = Swift.max(Swift.max(hull.0.x, hull.1.x), Swift.max(hull.2.x, hull.3.x))
        let minY = Swift.min(Swift.min(hull.0.y, hull.1.y), Swift.min(hull.2.y, hull.3.y))
        let maxY = Swift.max(Swift.max(hull.0.y, hull.1.y), Swift.max(hull.2.y, hull.3.y))
        let gapX = Swift.max(0, minX - point.x, point.x - maxX), gapY = Swift.max(0, minY - point.y, point.y - maxY)
        let fromCentre = (point - ring.centre).length
        let ringGap = Swift.max(0, ring.inner - fromCentre, fromCentre - ring.outer)
        let far = Swift.max(Swift.max((hull.0 - point).length, (hull.1 - point).length),
                            Swift.max((hull.2 - point).length, (hull.3 - point).length))
        return (Swift.max((gapX * gapX + gapY * gapY).squareRoot(), ringGap), far)
    }

    /// How thin the contact scan cuts a curve piece: 8 tolerances (the fitted ring, or the
    /// control points' spread across the chord). Pieces of neighbouring turns farther apart than
    /// about twice this (plus the distance between their rings' centres) are parted by their rings.
    static func contactThinness(tolerance: Double) -> Double { 8 * tolerance }

    /// How thin the clearance cuts a curve piece, given the least distance found so far: 2⁻⁹ of
    /// it (two rings that thin about nearby centres settle a pair within the curve distance's
    /// relative accuracy, 10⁻², with no search), but not below 2 tolerances.
    static func clearanceThinness(tolerance: Double, best: Double) -> Double {
        best.isFinite ? Swift.max(2 * tolerance, 0x1p-9 * best) : 2 * tolerance
    }

    /// The most halvings of one monotone piece: 2⁸ fine pieces.
    static let maximumDepth = 8

    /// About how many fine pieces one search may cut: 2²¹ (with its tree, under 600 MB).
    static let pieceBudget = 1 << 21

    /// The most halvings of each monotone piece when `curvePieces` of them are cut: at most
    /// ``maximumDepth``, and fewer when ``pieceBudget`` would not hold them all at that depth
    /// (coarser pieces are as sound, only less selective).
    static func depthLimit(curvePieces: Int) -> Int {
        guard curvePieces > 0 else { return maximumDepth }
        let fitting = Int.bitWidth - 1 - (pieceBudget / curvePieces).leadingZeroBitCount
        return Swift.max(0, Swift.min(maximumDepth, fitting))
    }

    /// Above this ratio of radius to extent a piece is taken as straight: its fitted ring would
    /// carry the rounding of the radius (as ``PreparedSegment/flatArcRadiusRatio``).
    static let flatRadiusRatio = 1e4

    /// Appends the fine pieces of `item` (at index `index` of the scan table) to `pieces`, in
    /// path order.
    static func append(_ item: SweepItem, index: Int, thinness width: Double, depthLimit: Int = maximumDepth,
                       to pieces: inout [FinePiece]) {
        let owner = Int32(truncatingIfNeeded: index)
        switch item.segment.geometry {
        case .line(let from, let to):
            pieces.append(FinePiece(hull: (from, from, to, to), ring: item.segment.ring, item: owner, isCurve: false))
        case .arc(let arc):
            let count = Swift.max(1, Int((Swift.abs(arc.sweep) / (0.5 * Double.pi)).rounded(.up)))
            guard arc.sweep.isFinite, count <= 8 else {
                // A non-finite arc or one sweeping more than two turns: one piece whose volumes
                // never prune (its hull and ring are not finite, or hold the whole circle).
                let box = item.segment.bounds
                let corners = (Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY),
                               Point(x: box.minX, y: box.maxY), Point(x: box.maxX, y: box.maxY))
                pieces.append(FinePiece(hull: corners, ring: PieceRing(centre: .zero, inner: 0, outer: .infinity),
                                        item: owner, isCurve: false))
                return
            }
            let step = arc.sweep / Double(count)
            for part in 0..<count {
                let sub = Arc(center: arc.center, radius: arc.radius, startAngle: arc.startAngle + Double(part) * step,
                              sweep: step)
                let ring = PreparedSegment(.arc(sub)).ring
                if let hull = CurveContacts.hull(.arc(sub)) {
                    pieces.append(FinePiece(hull: hull, ring: ring, item: owner, isCurve: false))
                } else {
                    pieces.append(FinePiece(hull: (sub.startPoint, sub.startPoint, sub.endPoint, sub.endPoint),
                                            ring: PieceRing(centre: .zero, inner: 0, outer: .infinity),
                                            item: owner, isCurve: false))
                }
            }
        case .curve(let curve):
            var pending: [(CubicCurve, Int)] = [(curve, 0)]
            while let (piece, depth) = pending.popLast() {
                let (ring, ringWidth) = fittedRing(piece)
                let isFinite = piece.p0.isFinite && piece.p1.isFinite && piece.p2.isFinite && piece.p3.isFinite
                if depth >= depthLimit || !isFinite || Swift.min(ringWidth, chordSpread(piece)) <= width {
                    pieces.append(FinePiece(hull: (piece.p0, piece.p1, piece.p2, piece.p3), ring: ring, item: owner,
                                            isCurve: true))
                    continue
                }
                let (first, second) = piece.split(at: 0.5)
                pending.append((second, depth + 1))
                pending.append((first, depth + 1))
            }
        }
    }

    /// How far the control points spread across the chord (∞ for an empty or non-finite chord).
    static func chordSpread(_ curve: CubicCurve) -> Double {
        let chord = curve.p3 - curve.p0
        let length = chord.length
        guard length > 0, length.isFinite else { return .infinity }
        let normal = chord.perpendicular / length
        let v1 = (curve.p1 - curve.p0).dot(normal), v2 = (curve.p2 - curve.p0).dot(normal)
        return Swift.max(0, v1, v2) - Swift.min(0, v1, v2)
    }

    /// The ring fitted to `curve` (see the type's documentation) and its width; for a piece with
    /// no usable circle (straight, or its ends and middle not finite), the disc about the chord's
    /// middle reaching the farthest control point, and width ∞.
    static func fittedRing(_ curve: CubicCurve) -> (PieceRing, Double) {
        let middle = Point(x: (curve.p0.x + curve.p3.x) / 2, y: (curve.p0.y + curve.p3.y) / 2)
        let reach = Swift.max(Swift.max((curve.p0 - middle).length, (curve.p1 - middle).length),
                              Swift.max((curve.p2 - middle).length, (curve.p3 - middle).length))
        let disc = (PieceRing(centre: middle, inner: 0, outer: reach), Double.infinity)
        guard let centre = circumcentre(curve.p0, curve.point(at: 0.5), curve.p3),
              (curve.p0 - centre).length <= flatRadiusRatio * reach else { return disc }
        let (inner, outer) = distanceBounds(of: curve, from: centre)
        guard inner.isFinite, outer.isFinite else { return disc }
        return (PieceRing(centre: centre, inner: inner, outer: outer), outer - inner)
    }

    /// Bounds of `|B(t) − centre|` over the curve `B`, from the Bernstein coefficients of its
    /// square (see the type's documentation), widened by their rounding.
    static func distanceBounds(of curve: CubicCurve, from centre: Point) -> (min: Double, max: Double) {
        let q0 = curve.p0 - centre, q1 = curve.p1 - centre, q2 = curve.p2 - centre, q3 = curve.p3 - centre
        let w0 = q0.dot(q0), w1 = q0.dot(q1), w2 = (6 * q0.dot(q2) + 9 * q1.dot(q1)) / 15
        let w3 = (2 * q0.dot(q3) + 18 * q1.dot(q2)) / 20, w4 = (6 * q1.dot(q3) + 9 * q2.dot(q2)) / 15
        let w5 = q2.dot(q3), w6 = q3.dot(q3)
        let low = Swift.min(Swift.min(Swift.min(w0, w1), Swift.min(w2, w3)), Swift.min(Swift.min(w4, w5), w6))
        let high = Swift.max(Swift.max(Swift.max(w0, w1), Swift.max(w2, w3)), Swift.max(Swift.max(w4, w5), w6))
        // The differences qᵢ round at the coordinates' ulp and the products at r²'s: 2⁻⁴⁴ of
        // their magnitudes covers both with room.
        func magnitude(_ p: Point) -> Double { Swift.max(Swift.abs(p.x), Swift.abs(p.y)) }
        let scale = Swift.max(Swift.max(magnitude(curve.p0), magnitude(curve.p1)),
                              Swift.max(magnitude(curve.p2), magnitude(curve.p3)))
        let slack = 0x1p-44 * (scale + magnitude(centre) + high.squareRoot())
        return (Swift.max(0, Swift.max(0, low).squareRoot() - slack), high.squareRoot() + slack)
    }

    /// A lower bound of the distance between two pieces (−∞ or less when it cannot part them):
    /// their rings' gap, and for a curve piece beside another, the gap between the other's ring
    /// and the curve's distances from that ring's centre (``distanceBounds(of:from:)``). Rings of
    /// nearly parallel pieces about centres a little apart lose that distance in their gap; the
    /// curve measured from the other's centre loses only its variation across the piece.
    static func separation(_ a: FinePiece, _ b: FinePiece) -> Double {
        var gap = a.ring.gap(to: b.ring)
        if b.isCurve, a.ring.outer.isFinite {
            let range = distanceBounds(of: b.curve, from: a.ring.centre)
            gap = Swift.max(gap, range.min - a.ring.outer, a.ring.inner - range.max)
        }
        if a.isCurve, b.ring.outer.isFinite {
            let range = distanceBounds(of: a.curve, from: b.ring.centre)
            gap = Swift.max(gap, range.min - b.ring.outer, b.ring.inner - range.max)
        }
        return gap.isNaN ? -.infinity : gap
    }

    /// The centre of the circle through three points; `nil` when they are (nearly) collinear or
    /// not finite.
    static func circumcentre(_ a: Point, _ b: Point, _ c: Point) -> Point? {
        let ab = b - a, ac = c - a
        let determinant = 2 * ab.cross(ac)
        guard determinant != 0, determinant.isFinite else { return nil }
        let abSquared = ab.lengthSquared, acSquared = ac.lengthSquared
        let centre = Point(x: a.x + (ac.dy * abSquared - ab.dy * acSquared) / determinant,
                           y: a.y + (ab.dx * acSquared - ac.dx * abSquared) / determinant)
        return centre.isFinite ? centre : nil
    }
}

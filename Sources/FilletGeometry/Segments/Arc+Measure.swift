import Foundation

extension Arc {
    /// The exact axis-aligned bounds of the arc.
    ///
    /// The box of the two end points, grown by each axis extreme whose direction the sweep passes:
    ///
    /// ```
    /// angle 0    → (cx + r, cy)      angle π/2  → (cx, cy + r)
    /// angle π    → (cx − r, cy)      angle 3π/2 → (cx, cy − r)
    /// ```
    ///
    /// The extremes are written from the centre and radius directly (no `cos`/`sin` rounding), so an
    /// arc that crosses an axis direction gets the exact `cx ± r` or `cy ± r`. An arc with
    /// `|sweep| ≥ 2π` is the full circle's box; a zero radius or zero sweep gives the box of a point.
    /// - Complexity: O(1).
    @inlinable
    public var bounds: BoundingBox { bounds(startPoint: startPoint, endPoint: endPoint) }

    /// ``bounds`` from end points the caller has already computed.
    @inlinable
    func bounds(startPoint: Point, endPoint: Point) -> BoundingBox {
        if Swift.abs(sweep) >= Angle.twoPi {
            return BoundingBox(minX: center.x - radius, minY: center.y - radius,
                        maxX: center.x + radius, maxY: center.y + radius)
        }
        var box = BoundingBox(startPoint, endPoint)
        // Walk the axis directions k·π/2 inside the increasing range [low, low + |sweep|].
        let quarter = 0.5 * Double.pi
        let low = Angle.normalizedPositive(sweep >= 0 ? startAngle : startAngle + sweep)
        let high = low + Swift.abs(sweep)
        var k = (low / quarter).rounded(.up)
        while k * quarter <= high {
            switch Int(k) & 3 {
            case 0: box.formUnion(Point(x: center.x + radius, y: center.y))
            case 1: box.formUnion(Point(x: center.x, y: center.y + radius))
            case 2: box.formUnion(Point(x: center.x - radius, y: center.y))
            default: box.formUnion(Point(x: center.x, y: center.y - radius))
            }
            k += 1
        }
        return box
    }

    /// The arc's exact contribution to the signed area integral `½ ∮ (x dy − y dx)`, with
    /// coordinates taken relative to `origin`.
    ///
    /// With `(cx, cy) = center − origin`, `θ0 = startAngle`, `θ1 = endAngle`, `s = sweep`:
    ///
    /// ```
    /// ½ · [ r²·s + r·( cx·(sin θ1 − sin θ0) − cy·(cos θ1 − cos θ0) ) ]
    /// ```
    ///
    /// (from `x = cx + r cos θ`, `y = cy + r sin θ`, so `x dy − y dx = (r² + r·cx cos θ + r·cy sin θ) dθ`).
    /// Summed with the shoelace terms of the lines of a closed curve this is the enclosed signed area,
    /// positive for a boundary running toward increasing angle (clockwise on a y-down screen).
    /// Taking `origin` near the curve keeps the products small and the sum accurate.
    @inlinable
    public func signedAreaTerm(relativeTo origin: Point) -> Double {
        signedAreaTerm(startDirection: startDirection, endDirection: endDirection, relativeTo: origin)
    }

    /// ``signedAreaTerm(relativeTo:)`` from the unit vectors from the centre toward the arc's start
    /// and end, `(cos θ0, sin θ0)` and `(cos θ1, sin θ1)`, when the caller already has them (a
    /// ``PreparedSegment``): the one implementation of the arc's area term, so ``Path/signedArea``,
    /// ``Path/subpathMeasures`` and ``PreparedPath/signedArea(ofSubpath:)`` agree bit for bit.
    @inlinable
    public func signedAreaTerm(startDirection start: Vector, endDirection end: Vector,
                               relativeTo origin: Point) -> Double {
        let cx = center.x - origin.x
        let cy = center.y - origin.y
        return 0.5 * (radius * radius * sweep
            + radius * (cx * (end.dy - start.dy) - cy * (end.dx - start.dx)))
    }
}

extension Point {
    /// The shoelace term of the line `self → q` in the signed area integral `½ ∮ (x dy − y dx)`,
    /// coordinates relative to `origin`: `½ · (self − origin) × (q − origin)`. The one
    /// implementation of the line term (``Path/signedArea``, ``PreparedPath/signedArea(ofSubpath:)``).
    @inlinable
    public func signedAreaTerm(to q: Point, relativeTo origin: Point) -> Double {
        0.5 * ((x - origin.x) * (q.y - origin.y) - (q.x - origin.x) * (y - origin.y))
    }
}

extension PathSegment {
    /// The exact axis-aligned bounds of the segment (see ``Arc/bounds``).
    @inlinable
    public var bounds: BoundingBox {
        switch geometry {
        case .line(let from, let to): return BoundingBox(from, to)
        case .arc(let arc): return arc.bounds
        case .curve(let curve): return curve.bounds
        }
    }

    /// Whether the segment is an arc.
    @inlinable
    public var isArc: Bool {
        if case .arc = geometry { return true }
        return false
    }
}

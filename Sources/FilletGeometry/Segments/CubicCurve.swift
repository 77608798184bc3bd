import Foundation

/// A cubic Bézier curve `B(t) = (1−t)³p0 + 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³p3`, t ∈ [0, 1]: the drawn
/// geometry of both curve elements of a ``Path``.
///
/// A quadratic `(q0, q1, q2)` is stored degree-elevated (Forrest 1972):
///
/// ```
/// p0 = q0,  p1 = q0 + ⅔(q1 − q0),  p2 = q2 + ⅔(q1 − q2),  p3 = q2
/// ```
///
/// which is the same curve in exact arithmetic (the rounding of the two inner points is a few
/// ulps of the coordinates) and has the same second derivative `2(q0 − 2q1 + q2)`, so its
/// flattening count is the quadratic's own. The path keeps the quadratic element for output.
///
/// Properties used throughout: the curve lies in the convex hull of its control points; `B'` is
/// the quadratic Bézier `3(p1 − p0), 3(p2 − p1), 3(p3 − p2)`; `B''` is linear, so `‖B''‖` is
/// largest at an end (`6‖p0 − 2p1 + p2‖` or `6‖p1 − 2p2 + p3‖`).
public struct CubicCurve: Hashable, Sendable {
    /// The start point.
    public var p0: Point
    /// The first control point.
    public var p1: Point
    /// The second control point.
    public var p2: Point
    /// The end point.
    public var p3: Point

    /// A cubic from its start point, two control points and end point.
    public init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        self.p0 = p0
        self.p1 = p1
        self.p2 = p2
        self.p3 = p3
    }

    /// The quadratic Bézier `from`, `control`, `to`, degree-elevated (see the type's doc).
    public init(quadFrom from: Point, control: Point, to: Point) {
        let twoThirds = 2.0 / 3.0
        self.init(from, from + (control - from) * twoThirds, to + (control - to) * twoThirds, to)
    }

    /// Whether every coordinate is finite.
    @inlinable public var isFinite: Bool { p0.isFinite && p1.isFinite && p2.isFinite && p3.isFinite }

    /// The point at parameter `t` (de Casteljau, stable for t ∈ [0, 1]; exact at 0 and 1).
    public func point(at t: Double) -> Point {
        if t == 0 { return p0 }
        if t == 1 { return p3 }
        let s = 1 - t
        let a = Point(x: s * p0.x + t * p1.x, y: s * p0.y + t * p1.y)
        let b = Point(x: s * p1.x + t * p2.x, y: s * p1.y + t * p2.y)
        let c = Point(x: s * p2.x + t * p3.x, y: s * p2.y + t * p3.y)
        let d = Point(x: s * a.x + t * b.x, y: s * a.y + t * b.y)
        let e = Point(x: s * b.x + t * c.x, y: s * b.y + t * c.y)
        return Point(x: s * d.x + t * e.x, y: s * d.y + t * e.y)
    }

    /// `B'(t)`.
    public func derivative(at t: Double) -> Vector {
        let a = p1 - p0, b = p2 - p1, c = p3 - p2
        let s = 1 - t
        return 3 * (s * s * a + 2 * s * t * b + t * t * c)
    }

    /// `B''(t)`.
    public func secondDerivative(at t: Double) -> Vector {
        let a = (p2 - p1) - (p1 - p0), b = (p3 - p2) - (p2 - p1)
        return 6 * ((1 - t) * a + t * b)
    }

    /// The two second differences `p0 − 2p1 + p2` and `p1 − 2p2 + p3` (B''(0)/6 and B''(1)/6).
    public var secondDifferences: (Vector, Vector) {
        ((p2 - p1) - (p1 - p0), (p3 - p2) - (p2 - p1))
    }

    /// `max over t of ‖B''(t)‖` = `6·max(‖p0 − 2p1 + p2‖, ‖p1 − 2p2 + p3‖)` (B'' is linear in t and
    /// a norm is convex, so the maximum is at an end).
    public var maximumSecondDerivative: Double {
        let (a, b) = secondDifferences
        return 6 * Swift.max(a.length, b.length)
    }

    /// The curve restricted to `[t0, t1]` ⊆ [0, 1], reparametrised to [0, 1] (two de Casteljau
    /// splits; the ends are exactly `point(at: t0)` and `point(at: t1)`).
    public func subcurve(from t0: Double, to t1: Double) -> CubicCurve {
        if t0 == 0 && t1 == 1 { return self }
        if t0 == 0 { return split(at: t1).0 }
        let right = split(at: t0).1
        if t1 == 1 { return right }
        let u = (t1 - t0) / (1 - t0)
        var result = right.split(at: Swift.min(1, Swift.max(0, u))).0
        result.p3 = point(at: t1)
        return result
    }

    /// The two halves at parameter `t` (de Casteljau).
    public func split(at t: Double) -> (CubicCurve, CubicCurve) {
        let s = 1 - t
        func mix(_ a: Point, _ b: Point) -> Point { Point(x: s * a.x + t * b.x, y: s * a.y + t * b.y) }
        let a = mix(p0, p1), b = mix(p1, p2), c = mix(p2, p3)
        let d = mix(a, b), e = mix(b, c)
        let m = mix(d, e)
        return (CubicCurve(p0, a, d, m), CubicCurve(m, e, c, p3))
    }

    /// Unit tangent at the start: the direction of the first of `p1 − p0`, `p2 − p0`, `p3 − p0` that
    /// is not exactly zero (the limit of `B'(t)/‖B'(t)‖` as t → 0 when the leading control points
    /// coincide); non-finite when all four points coincide.
    public var startTangent: Vector {
        if p1 != p0 { return (p1 - p0).normalized }
        if p2 != p0 { return (p2 - p0).normalized }
        return (p3 - p0).normalized
    }

    /// Unit tangent at the end: `p3 − p2`, else `p3 − p1`, else `p3 − p0` (see ``startTangent``).
    public var endTangent: Vector {
        if p3 != p2 { return (p3 - p2).normalized }
        if p3 != p1 { return (p3 - p1).normalized }
        return (p3 - p0).normalized
    }

    /// The largest `|x|`, `|y|` of the control points (the curve lies in their hull).
    public var magnitude: Double {
        Swift.max(Swift.max(Swift.abs(p0.x), Swift.abs(p0.y), Swift.abs(p1.x), Swift.abs(p1.y)),
                  Swift.max(Swift.abs(p2.x), Swift.abs(p2.y), Swift.abs(p3.x), Swift.abs(p3.y)))
    }

    /// The box of the four control points (contains the curve: convex-hull property).
    public var controlBounds: BoundingBox {
        BoundingBox(p0, p3).union(BoundingBox(p1, p2))
    }
}

// MARK: - Bounds

extension CubicCurve {
    /// The parameters in (0, 1) where `x'(t) = 0` or `y'(t) = 0`, sorted, at most four: the
    /// curve is monotone in x and in y between consecutive ones.
    public var extremaParameters: [Double] {
        var roots: [Double] = []
        roots.reserveCapacity(4)
        let x = Self.derivativeRoots(p0.x, p1.x, p2.x, p3.x), y = Self.derivativeRoots(p0.y, p1.y, p2.y, p3.y)
        if x.count > 0 { roots.append(x.first) }
        if x.count > 1 { roots.append(x.second) }
        if y.count > 0 { roots.append(y.first) }
        if y.count > 1 { roots.append(y.second) }
        roots.sort()
        return roots
    }

    /// The exact axis-aligned bounds: the end points and the curve at every root in (0, 1) of
    /// `x'(t)` and `y'(t)` (each a quadratic `a·t² + b·t + c`, solved stably; a vanishing leading
    /// coefficient falls back to the linear root).
    public var bounds: BoundingBox {
        var box = BoundingBox(p0, p3)
        // A curve whose control points are inside the end points' box cannot leave it.
        if box.contains(p1) && box.contains(p2) { return box }
        for t in extremaParameters { box.formUnion(point(at: t)) }
        return box
    }

    /// How many pieces the scan cuts the curve into at most: one more than its x and y extrema in
    /// (0, 1), counted without allocating (equal extrema make one cut, so this may exceed it).
    var monotonePieceBound: Int {
        1 + Self.derivativeRoots(p0.x, p1.x, p2.x, p3.x).count + Self.derivativeRoots(p0.y, p1.y, p2.y, p3.y).count
    }

    /// Roots in (0, 1) of the derivative of the cubic Bernstein polynomial with coefficients
    /// `a0…a3`: `(a1 − a0)(1−t)² + 2(a2 − a1)(1−t)t + (a3 − a2)t²`; at most two, `first` then
    /// `second` in the order found (not sorted; an unused one is 0). Returned as a value, so a
    /// caller keeps its state in locals: a closure writing them would be checked for exclusive
    /// access at run time on every call, and the scan cuts every curve at these roots.
    @inline(__always)
    static func derivativeRoots(_ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double)
        -> (count: Int, first: Double, second: Double) {
        var found = (count: 0, first: 0.0, second: 0.0)
        let d0 = a1 - a0, d1 = a2 - a1, d2 = a3 - a2
        // In the power basis: A t² + B t + C.
        let a = d0 - 2 * d1 + d2, b = 2 * (d1 - d0), c = d0
        let scale = Swift.max(Swift.abs(d0), Swift.abs(d1), Swift.abs(d2))
        guard scale > 0, scale.isFinite else { return found }
        @inline(__always) func keep(_ t: Double) {
            guard t > 0 && t < 1 else { return }
            if found.count == 0 { found.first = t } else { found.second = t }
            found.count += 1
        }
        if Swift.abs(a) <= 1e-12 * scale {
            if b != 0 { keep(-c / b) }
            return found
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return found }
        let root = discriminant.squareRoot()
        // q = −½(b + sign(b)·√D); roots q/a and c/q (Numerical Recipes §5.6): no cancellation.
        let q = -0.5 * (b + (b >= 0 ? root : -root))
        if q != 0 {
            keep(q / a)
            keep(c / q)
        } else {
            keep(0)  // b = 0 and D = 0: the double root t = 0 is not in (0, 1)
        }
        return found
    }
}

// MARK: - Area

extension CubicCurve {
    /// The curve's term of the signed area `½∮(x dy − y dx)`, with coordinates relative to `origin`:
    /// `½∫₀¹ B(t) × B'(t) dt`, which integrates exactly (products of Bernstein polynomials; the
    /// same closed form as kurbo's `CubicBez::signed_area`) to
    ///
    /// ```
    /// 1/20 · ( x0(6y1 + 3y2 + y3) + 3( x1(−2y0 + y2 + y3) − x2(y0 + y1 − 2y3) ) − x3(y0 + 3y1 + 6y2) )
    /// ```
    ///
    /// For a line (`p1`, `p2` on the chord at thirds) it reduces to the triangle term `½ p0×p3`.
    public func signedAreaTerm(relativeTo origin: Point) -> Double {
        let a = p0 - origin, b = p1 - origin, c = p2 - origin, d = p3 - origin
        let sum = a.dx * (6 * b.dy + 3 * c.dy + d.dy)
            + 3 * (b.dx * (-2 * a.dy + c.dy + d.dy) - c.dx * (a.dy + b.dy - 2 * d.dy))
            - d.dx * (a.dy + 3 * b.dy + 6 * c.dy)
        return 0.05 * sum
    }
}

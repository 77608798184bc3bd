import Foundation

/// A 2-D affine map in SVG's matrix form (SVG 2 §8.5, the `matrix(a b c d e f)` transform):
///
/// ```
/// x' = a·x + c·y + e          ⎡a c e⎤
/// y' = b·x + d·y + f          ⎢b d f⎥  applied to the column (x, y, 1)
///                             ⎣0 0 1⎦
/// ```
///
/// **Composition order.** `lhs * rhs` is the matrix product: `rhs` is applied first, then `lhs`,
/// so `(lhs * rhs).apply(to: p) == lhs.apply(to: rhs.apply(to: p))`. This is SVG's order: the
/// attribute `transform="A B"` is the matrix `A * B` (B acts on the element's coordinates first),
/// and a child's transform `C` inside a group with `G` maps by `G * C`.
///
/// Angles are in the package's convention (from +x toward +y; y-down, so a positive rotation looks
/// clockwise on screen), which is also SVG's `rotate(a)`.
///
/// Foundation declares a type of the same name: a file importing both writes
/// `FilletGeometry.AffineTransform` (or declares `typealias AffineTransform = FilletGeometry.AffineTransform`).
///
/// The value does not check its numbers: ``isFinite`` says whether they are usable, and
/// ``Path/applying(_:)`` refuses a non-finite transform.
public struct AffineTransform: Hashable, Sendable {
    /// `a` of SVG's `matrix(a b c d e f)`: x′ = a·x + c·y + e.
    public var a: Double
    /// `b`: y′ = b·x + d·y + f.
    public var b: Double
    /// `c`: x′ = a·x + c·y + e.
    public var c: Double
    /// `d`: y′ = b·x + d·y + f.
    public var d: Double
    /// The x translation.
    public var e: Double
    /// The y translation.
    public var f: Double

    @inlinable
    /// SVG's `matrix(a b c d e f)`.
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.e = e
        self.f = f
    }

    /// The map that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    /// `translate(x y)`: moves every point by (x, y).
    @inlinable
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, e: x, f: y)
    }

    /// `scale(x y)` about the origin; a negative factor reflects.
    @inlinable
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, e: 0, f: 0)
    }

    /// Rotation by `radians` (from +x toward +y) about `center` (default the origin).
    ///
    /// Multiples of π/2 are not special-cased (π/2 itself is rounded);
    /// ``rotation(degrees:around:)`` is exact at multiples of 90°.
    public static func rotation(radians: Double, around center: Point = .zero) -> AffineTransform {
        let (cosine, sine) = Angle.cosineAndSine(radians)
        return rotation(cosine: cosine, sine: sine, around: center)
    }

    /// SVG `rotate(degrees cx cy)`: rotation by `degrees` about `center`, i.e.
    /// `translate(cx cy) · rotate(degrees) · translate(−cx −cy)`.
    ///
    /// The angle is reduced modulo 360 first (so 1e300 degrees is a finite angle), and multiples
    /// of 90° use exact cosines and sines (0, ±1), so `rotate(90)` maps integers to integers.
    public static func rotation(degrees: Double, around center: Point = .zero) -> AffineTransform {
        let reduced = degrees.truncatingRemainder(dividingBy: 360)
        let cosine: Double, sine: Double
        switch reduced {
        case 0: (cosine, sine) = (1, 0)
        case 90, -270: (cosine, sine) = (0, 1)
        case 180, -180: (cosine, sine) = (-1, 0)
        case 270, -90: (cosine, sine) = (0, -1)
        default: (cosine, sine) = Angle.cosineAndSine(reduced * .pi / 180)
        }
        return rotation(cosine: cosine, sine: sine, around: center)
    }

    private static func rotation(cosine: Double, sine: Double, around center: Point) -> AffineTransform {
        // translate(c) · R · translate(−c), written out: e = cx − (cos·cx − sin·cy), f = cy − (sin·cx + cos·cy).
        AffineTransform(a: cosine, b: sine, c: -sine, d: cosine,
                        e: center.x - (cosine * center.x - sine * center.y),
                        f: center.y - (sine * center.x + cosine * center.y))
    }

    /// SVG `skewX(degrees)`: x' = x + tan(degrees)·y. `skewX(90)` has an infinite (or huge) factor;
    /// check ``isFinite``.
    public static func skewX(degrees: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: tan(degrees.truncatingRemainder(dividingBy: 180) * .pi / 180), d: 1, e: 0, f: 0)
    }

    /// SVG `skewY(degrees)`: y' = y + tan(degrees)·x.
    public static func skewY(degrees: Double) -> AffineTransform {
        AffineTransform(a: 1, b: tan(degrees.truncatingRemainder(dividingBy: 180) * .pi / 180), c: 0, d: 1, e: 0, f: 0)
    }

    /// The matrix product `lhs · rhs`: `rhs` applied first, then `lhs` (SVG's `transform="lhs rhs"`).
    @inlinable
    public static func * (lhs: AffineTransform, rhs: AffineTransform) -> AffineTransform {
        AffineTransform(a: lhs.a * rhs.a + lhs.c * rhs.b,
                        b: lhs.b * rhs.a + lhs.d * rhs.b,
                        c: lhs.a * rhs.c + lhs.c * rhs.d,
                        d: lhs.b * rhs.c + lhs.d * rhs.d,
                        e: lhs.a * rhs.e + lhs.c * rhs.f + lhs.e,
                        f: lhs.b * rhs.e + lhs.d * rhs.f + lhs.f)
    }

    /// The image of `point`: `(a·x + c·y + e, b·x + d·y + f)`.
    @inlinable
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f)
    }

    /// The image of a displacement (the linear part only: no translation).
    @inlinable
    public func apply(to vector: Vector) -> Vector {
        Vector(dx: a * vector.dx + c * vector.dy, dy: b * vector.dx + d * vector.dy)
    }

    /// `a·d − b·c`: the factor by which the map scales signed areas (negative: it reflects).
    @inlinable public var determinant: Double { a * d - b * c }

    /// Whether all six numbers are finite.
    @inlinable
    public var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && e.isFinite && f.isFinite }

    /// The inverse map, or `nil` when the determinant is zero or the inverse is not finite.
    ///
    /// `t.inverted()! * t` is the identity up to rounding (relative error of order
    /// ε × the condition number of the linear part).
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        let inverse = AffineTransform(a: ia, b: ib, c: ic, d: id, e: -(ia * e + ic * f), f: -(ib * e + id * f))
        return inverse.isFinite ? inverse : nil
    }

    /// The default of ``isSimilarity(relativeTolerance:)``: 10⁻¹², far below the 1.8·10⁻¹⁰
    /// relative error of the cubic pieces a non-similar map turns an arc into.
    public static let similarityRelativeTolerance = 1e-12

    /// Whether the linear part is a uniform scale times a rotation, possibly with a reflection:
    /// its columns (a, b) and (c, d) have equal lengths and are perpendicular, within
    /// `relativeTolerance` of the squared scale:
    ///
    /// ```
    /// |(a² + b²) − (c² + d²)| ≤ tol · (a² + b² + c² + d²)     |a·c + b·d| ≤ tol · (a² + b² + c² + d²)
    /// ```
    ///
    /// A similarity maps a circle of radius r to a circle of radius `r·√|det|`, so a map within the
    /// tolerance maps it to a curve within about `tol · r·√|det|` of that circle. The zero map counts
    /// as a (degenerate) similarity; a non-finite map is not one.
    public func isSimilarity(relativeTolerance: Double = AffineTransform.similarityRelativeTolerance) -> Bool {
        guard isFinite else { return false }
        // On the linear part divided by its largest entry, so the squares neither overflow (1e200)
        // nor underflow to zero (1e-200, which would make any tiny map look like a similarity).
        let largest = Swift.max(Swift.abs(a), Swift.abs(b), Swift.abs(c), Swift.abs(d))
        guard largest > 0 else { return true }
        let (a, b, c, d) = (a / largest, b / largest, c / largest, d / largest)
        let first = a * a + b * b, second = c * c + d * d
        let scale = first + second
        return Swift.abs(first - second) <= relativeTolerance * scale
            && Swift.abs(a * c + b * d) <= relativeTolerance * scale
    }

    /// The most the map stretches a length: the largest singular value of the linear part,
    /// `√(s + √(s² − det²))` with `s = (a² + b² + c² + d²)/2` (computed on the part divided by its
    /// largest entry, then scaled back, so extreme scales neither overflow nor underflow).
    public var largestStretch: Double {
        let largest = Swift.max(Swift.abs(a), Swift.abs(b), Swift.abs(c), Swift.abs(d))
        guard largest > 0, largest.isFinite else { return largest }
        let (a, b, c, d) = (a / largest, b / largest, c / largest, d / largest)
        let half = 0.5 * (a * a + b * b + c * c + d * d), det = a * d - b * c
        return largest * (half + Swift.max(0, half * half - det * det).squareRoot()).squareRoot()
    }

    /// The determinant of the linear part divided by its largest entry squared: the sign of
    /// ``determinant`` (orientation kept or reversed) and whether the map is singular, without the
    /// overflow or underflow of `a·d − b·c` at extreme scales. 0 only for a singular map.
    public var normalizedDeterminant: Double {
        let largest = Swift.max(Swift.abs(a), Swift.abs(b), Swift.abs(c), Swift.abs(d))
        guard largest > 0, largest.isFinite else { return largest > 0 ? determinant : 0 }
        return (a / largest) * (d / largest) - (b / largest) * (c / largest)
    }
}

extension AffineTransform: CustomStringConvertible {
    public var description: String { "matrix(\(a) \(b) \(c) \(d) \(e) \(f))" }
}

extension Point {
    /// The image of the point under `transform`.
    @inlinable
    public func applying(_ transform: AffineTransform) -> Point { transform.apply(to: self) }
}

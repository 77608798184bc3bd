import Foundation

/// Exact measurement of paths: bounds, size, length, signed area, turning number. Length, area and
/// the per-subpath measures are thin wrappers over ``PreparedPath`` (the one implementation the
/// catalogue also uses); `bounds` walks the elements itself because every tolerance reads it and it
/// must not allocate.
extension Path {
    /// The exact axis-aligned bounds of every point of the path: all drawn segments (arc extrema
    /// included, see ``Arc/bounds``) and every `.move` point, so a lone `move(to:)` counts.
    ///
    /// ``BoundingBox/empty`` for an empty path.
    /// - Complexity: O(number of elements); no allocation.
    public var bounds: BoundingBox {
        // Every segment starts at a `.move` point or at the end of the previous element, and a
        // closing line joins two points already counted, so the elements' own points suffice.
        var box = BoundingBox.empty
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let point), .line(let point): box.formUnion(point)
            case .arc(let arc): box.formUnion(arc.bounds)
            case .quad, .cubic:
                // A curve follows a move, line, arc or curve (``init(elements:)``), whose end it starts at.
                let start = index > 0 ? elements[index - 1].endPoint ?? .zero : .zero
                box.formUnion(element.curve(from: start)!.bounds)
            case .close: break
            }
        }
        return box
    }

    /// Whether every number of every element is finite and the path's size is too, so that every
    /// measure, tolerance and output format derived from it is finite. Coordinates near
    /// ±1.8e308 can be finite while the bounds' width overflows; such a path is not finite here.
    /// - Complexity: O(number of elements); no allocation.
    public var isFinite: Bool {
        // Every point, control point and arc's circle lies in `hull`. When none of its
        // coordinates exceeds `finiteReach` (10¹⁰⁰) in magnitude, computing the exact bounds
        // cannot overflow: their points are combinations of those coordinates within a few ulps
        // (de Casteljau, an arc's centre plus its radius times a cosine), a curve's extrema come
        // from products of at most three of its differences (below 10³⁰⁴), and the diagonal of
        // a box within 2·10¹⁰⁰ is far from the largest double. So they are finite and are not
        // computed; past that reach (and for a path with no point) they decide, as before. The
        // margin matters: at the edge of the doubles a curve's computed point can land an ulp
        // beyond its control points, and the bounds overflow where the hull did not.
        var hull = BoundingBox.empty
        for element in elements {
            switch element {
            case .move(let point), .line(let point):
                if !point.isFinite { return false }
                hull.formUnion(point)
            case .arc(let arc):
                if !arc.isFinite || !arc.endPoint.isFinite { return false }
                hull.formUnion(Point(x: arc.center.x - arc.radius, y: arc.center.y - arc.radius))
                hull.formUnion(Point(x: arc.center.x + arc.radius, y: arc.center.y + arc.radius))
            case .quad(let control, let point):
                if !control.isFinite || !point.isFinite { return false }
                hull.formUnion(control)
                hull.formUnion(point)
            case .cubic(let c1, let c2, let point):
                if !c1.isFinite || !c2.isFinite || !point.isFinite { return false }
                hull.formUnion(c1)
                hull.formUnion(c2)
                hull.formUnion(point)
            case .close: break
            }
        }
        if !hull.isEmpty, Swift.max(-hull.minX, hull.maxX, -hull.minY, hull.maxY) <= Self.finiteReach { return true }
        return characteristicSize.isFinite
    }

    /// The coordinate magnitude up to which ``isFinite`` needs no exact bounds: 10¹⁰⁰ (see there).
    static let finiteReach = 1e100

    /// The length scale of the path: the diagonal of its ``bounds``, `√(width² + height²)`.
    ///
    /// Every relative tolerance in Fillet multiplies this value (for example
    /// ``intersectionRelativeTolerance`` and ``degenerateSegmentRelativeTolerance``), so a verdict
    /// does not change when the whole path is scaled. It is 0 for an empty path or one that is a
    /// single point, and then every derived tolerance is 0 (comparisons become exact).
    /// - Complexity: O(number of elements); no allocation.
    public var characteristicSize: Double { bounds.diagonal }

    /// The total length of the drawn segments: lines plus `r·|sweep|` for arcs, closing lines of
    /// closed subpaths included. Open subpaths are *not* closed for length; gaps (possible only in
    /// paths built from element lists) are not counted.
    /// - Complexity: O(number of elements); prepares the path once (one allocation of its segments):
    ///   keep a ``PreparedPath`` to measure repeatedly without allocating.
    public var length: Double { PreparedPath(self).length }

    /// The signed area enclosed by the path: the sum of ``SubpathMeasure/signedArea`` over subpaths.
    ///
    /// For each subpath, with `o` its first point:
    ///
    /// ```
    /// A = ½ ∮ ((x − oₓ) dy − (y − o_y) dx)
    ///   line p → q:  ½ · (p − o) × (q − o)                                  (shoelace)
    ///   arc:         ½ · [ r²·s + r·( cx·(sin θ1 − sin θ0) − cy·(cos θ1 − cos θ0) ) ],  c = centre − o
    /// ```
    ///
    /// **Sign:** positive when the boundary runs toward increasing angle (from +x toward +y), which
    /// is *clockwise on a y-down screen*; a circle drawn with `clockwise: false` has area `+πr²`.
    /// Regions wound twice count twice; the rings of a border with opposite orientations subtract.
    /// **Open subpaths** are treated as closed by a straight line from their last point back to their
    /// first, and any gap between consecutive segments is bridged by a straight line, so the integral
    /// is always over a closed curve.
    /// - Complexity: O(number of elements); prepares the path once (see ``length``).
    public var signedArea: Double { PreparedPath(self).signedArea }

    /// Bounds, length, signed area and turning number of each subpath, in order.
    ///
    /// The turning number is
    ///
    /// ```
    /// turningNumber = ( Σ arc sweeps + Σ signed turns at the joins, closing join included ) / 2π
    /// ```
    ///
    /// over the joins of ``forEachJoin(_:)``: segments of length ≤ ``degenerateSegmentLength`` are
    /// bridged (a zero-length line or a zero-radius arc adds neither a sweep nor a turn of its own;
    /// its neighbours are joined across it), a turn is in (−π, π] and a reversal counts +π (see
    /// ``cuspAngleTolerance``).
    /// An open subpath is measured as closed by a straight line to its first point (as for the area).
    /// - Complexity: O(number of elements); prepares the path once (see ``length``) and allocates the result.
    public var subpathMeasures: [SubpathMeasure] { PreparedPath(self).subpathMeasures }
}

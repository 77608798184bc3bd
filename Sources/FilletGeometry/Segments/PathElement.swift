/// One element of a ``Path``.
///
/// - `move(to:)` starts a subpath.
/// - `line(to:)` runs straight from the current point.
/// - `arc(_:)` is a circular arc; the builders place the current point on the arc's start point
///   (adding a connecting line when needed), so in a well-formed path it continues the previous element.
/// - `quad(control:to:)` is a quadratic Bézier from the current point through `control` to `to`.
/// - `cubic(control1:control2:to:)` is a cubic Bézier from the current point (``CubicCurve``).
/// - `close` joins the current point to the subpath's first point with a straight line (of zero
///   length when they coincide) and ends the subpath.
public enum PathElement: Hashable, Sendable {
    /// Starts a subpath at a point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A circular arc (``Arc``).
    case arc(Arc)
    /// A quadratic Bézier from the current point.
    case quad(control: Point, to: Point)
    /// A cubic Bézier from the current point.
    case cubic(control1: Point, control2: Point, to: Point)
    /// Closes the subpath with a straight line back to its start.
    case close

    /// The point this element ends at, or `nil` for `close` (whose end is the subpath's start).
    @inlinable
    public var endPoint: Point? {
        switch self {
        case .move(let point), .line(let point), .quad(_, let point), .cubic(_, _, let point): return point
        case .arc(let arc): return arc.endPoint
        case .close: return nil
        }
    }

    /// The drawn curve of a `.quad` or `.cubic` element starting at `start` (the previous
    /// element's end), or `nil` for the other elements.
    @inlinable
    public func curve(from start: Point) -> CubicCurve? {
        switch self {
        case .quad(let control, let to): return CubicCurve(quadFrom: start, control: control, to: to)
        case .cubic(let control1, let control2, let to): return CubicCurve(start, control1, control2, to)
        default: return nil
        }
    }
}

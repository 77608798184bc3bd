/// One element of a ``Path``.
///
/// - `move(to:)` starts a subpath.
/// - `line(to:)` runs straight from the current point.
/// - `arc(_:)` is a circular arc; the builders place the current point on the arc's start point
///   (adding a connecting line when needed), so in a well-formed path it continues the previous element.
/// - `close` joins the current point to the subpath's first point with a straight line (of zero
///   length when they coincide) and ends the subpath.
public enum PathElement: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case arc(Arc)
    case close

    /// The point this element ends at, or `nil` for `close` (whose end is the subpath's start).
    @inlinable
    public var endPoint: Point? {
        switch self {
        case .move(let point), .line(let point): return point
        case .arc(let arc): return arc.endPoint
        case .close: return nil
        }
    }
}

/// Bézier builders, named and behaving like SwiftUI's `Path` (`addQuadCurve(to:control:)`,
/// `addCurve(to:control1:control2:)`).
///
/// As for every builder, a throw leaves the path unchanged. Unlike `addLine`, a curve needs a
/// current point (CoreGraphics refuses a curve on an empty path too): its start is not given.
extension Path {
    /// Adds a quadratic Bézier from the current point through `control` to `point`.
    ///
    /// After `closeSubpath()` the curve starts a new subpath at the closed subpath's first point
    /// (canvas semantics, as `addLine`). Degenerate curves (control on an end point, all points
    /// equal, collinear points) are kept as given: the analyses handle them (see ``CubicCurve``).
    /// - Throws: ``GeometryError/noCurrentPoint(operation:)`` before the first `move(to:)`;
    ///   ``GeometryError/nonFinite(parameter:value:)`` for a NaN or infinite coordinate.
    public mutating func addQuadCurve(to point: Point, control: Point) throws(GeometryError) {
        try Self.requireFinite(control, "control")
        try Self.requireFinite(point, "point")
        guard currentPoint != nil else { throw .noCurrentPoint(operation: "addQuadCurve(to:control:)") }
        reopenSubpathIfClosed()
        append(.quad(control: control, to: point))
    }

    /// Adds a cubic Bézier from the current point with controls `control1`, `control2` to `point`.
    ///
    /// Same semantics and errors as ``addQuadCurve(to:control:)``.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) throws(GeometryError) {
        try Self.requireFinite(control1, "control1")
        try Self.requireFinite(control2, "control2")
        try Self.requireFinite(point, "point")
        guard currentPoint != nil else { throw .noCurrentPoint(operation: "addCurve(to:control1:control2:)") }
        reopenSubpathIfClosed()
        append(.cubic(control1: control1, control2: control2, to: point))
    }
}

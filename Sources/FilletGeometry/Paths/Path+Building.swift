import Foundation

/// Builder methods named and behaving like the SwiftUI `Path` / CoreGraphics `CGMutablePath`
/// calls the seed articles use, so a published construction can be transcribed line by line.
///
/// Every method validates its input and throws ``GeometryError`` instead of trapping; on a throw
/// the path is unchanged.
extension Path {
    /// Below this sine of the angle between the two tangent lines, `addArc(tangent1End:tangent2End:radius:)`
    /// treats the three points as collinear and adds a straight line, as canvas `arcTo` does for
    /// collinear points. At this threshold the tangent length would exceed 10¹² radii.
    public static let collinearitySineTolerance = 1e-12

    /// Starts a new subpath at `point`.
    /// - Throws: ``GeometryError/nonFinite(parameter:value:)`` for a NaN or infinite coordinate.
    public mutating func move(to point: Point) throws(GeometryError) {
        try Self.requireFinite(point, "point")
        append(.move(to: point))
    }

    /// Adds a straight line from the current point to `point`.
    ///
    /// With no current point this starts a subpath at `point` instead (canvas `lineTo` semantics).
    /// After `closeSubpath()` the line starts a new subpath at the closed subpath's first point.
    /// - Throws: ``GeometryError/nonFinite(parameter:value:)``.
    public mutating func addLine(to point: Point) throws(GeometryError) {
        try Self.requireFinite(point, "point")
        guard currentPoint != nil else {
            append(.move(to: point))
            return
        }
        reopenSubpathIfClosed()
        append(.line(to: point))
    }

    /// Adds an arc of the circle at `center` with `radius` from `startAngle` to `endAngle`.
    ///
    /// `clockwise: false` draws toward increasing angle, which is the meaning the seeds rely on
    /// in SwiftUI's y-down coordinates. The sweep follows ``Angle/builderSweep(from:to:clockwise:)``:
    /// `(end − start)` reduced into [0, 2π) in the chosen direction, or a full circle when the
    /// difference is at least 2π. If there is a current point, a straight line joins it to the arc's
    /// start point (omitted when they are identical); otherwise the arc starts a new subpath.
    /// - Parameters:
    ///   - center: the circle's centre.
    ///   - radius: ≥ 0; zero adds a single point (a line to the centre).
    ///   - startAngle: radians from +x toward +y (y-down) where the arc starts.
    ///   - endAngle: radians where it ends.
    ///   - clockwise: `false` sweeps toward increasing angle (SwiftUI's meaning).
    /// - Throws: ``GeometryError/nonFinite(parameter:value:)``, ``GeometryError/negativeRadius(_:)``.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool) throws(GeometryError) {
        try Self.requireFinite(center, "center")
        try Self.requireFinite(radius, "radius")
        try Self.requireFinite(startAngle, "startAngle")
        try Self.requireFinite(endAngle, "endAngle")
        guard radius >= 0 else { throw .negativeRadius(radius) }
        guard (endAngle - startAngle).isFinite else { throw .overflow(operation: "addArc: endAngle − startAngle") }
        let sweep = Angle.builderSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        let arc = Arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
        try Self.requireFiniteEnds(arc, "addArc(center:radius:startAngle:endAngle:clockwise:)")
        appendArc(arc)
    }

    /// Adds an arc given directly by centre, radius, start angle and signed sweep, joined to the
    /// current point by a line as in ``addArc(center:radius:startAngle:endAngle:clockwise:)``.
    /// - Throws: ``GeometryError/nonFinite(parameter:value:)``, ``GeometryError/negativeRadius(_:)``.
    public mutating func addArc(_ arc: Arc) throws(GeometryError) {
        try Self.requireValid(arc, "addArc(_:)")
        appendArc(arc)
    }

    /// The checks of ``addArc(_:)``: finite numbers, a radius ≥ 0, finite end points.
    private static func requireValid(_ arc: Arc, _ operation: String) throws(GeometryError) {
        try requireFinite(arc.center, "center")
        try requireFinite(arc.radius, "radius")
        try requireFinite(arc.startAngle, "startAngle")
        try requireFinite(arc.sweep, "sweep")
        guard arc.radius >= 0 else { throw .negativeRadius(arc.radius) }
        try requireFiniteEnds(arc, operation)
    }

    /// ``addArc(_:)`` for an arc whose start is the current point up to the rounding of its
    /// computation (an SVG `A` command's circle: its centre and angles come from the end points),
    /// so no connecting line is added for a gap of at most `rounding`: `M0 0 A1 1 0 0 1 1 1` drew
    /// a line of 6e-17 before its arc, which every reading of Fillet's own SVG output added again.
    package mutating func addArc(_ arc: Arc, startingWithin rounding: Double) throws(GeometryError) {
        try Self.requireValid(arc, "addArc(_:startingWithin:)")
        // After a close the subpath reopens at its start (canvas semantics), the current point.
        reopenSubpathIfClosed()
        if let current = currentPoint, (arc.startPoint - current).length <= rounding {
            append(.arc(arc))
        } else {
            appendArc(arc)
        }
    }

    /// Throws ``GeometryError/overflow(operation:)`` unless the arc's sweep and end points are finite.
    static func requireFiniteEnds(_ arc: Arc, _ operation: String) throws(GeometryError) {
        guard arc.sweep.isFinite, arc.startPoint.isFinite, arc.endPoint.isFinite else {
            throw .overflow(operation: operation)
        }
    }

    /// Adds a line and an arc of `radius` tangent to the lines current point → `tangent1End` and
    /// `tangent1End` → `tangent2End`, with the semantics of WHATWG canvas `arcTo` (and CoreGraphics
    /// `addArc(tangent1End:tangent2End:radius:)`).
    ///
    /// With `p0` the current point, `p1 = tangent1End`, `p2 = tangent2End`, and `A` the angle at
    /// `p1` between the rays toward `p0` and `p2`:
    ///
    /// ```
    /// tangent length  d = r · cot(A/2)      start tangent point t1 = p1 + d · unit(p0 − p1)
    /// centre distance   = r / sin(A/2)      end tangent point   t2 = p1 + d · unit(p2 − p1)
    /// arc sweep         = π − A, signed by the turn from (p1 − p0) to (p2 − p1)
    /// ```
    ///
    /// A line runs from `p0` to `t1`, then the arc from `t1` to `t2`; the current point becomes `t2`.
    /// A radius too large for the edges is *not* clamped: `t1` then lies beyond `p0` and the line
    /// runs backwards past it, as canvas and Skia draw it.
    ///
    /// Degenerate cases (each adds a straight line to `p1`, exactly as canvas specifies):
    /// `p0 = p1`, `p1 = p2`, `radius = 0`, or the three points collinear (sine of the angle between
    /// the two directions ≤ ``collinearitySineTolerance``). With no current point the call starts a
    /// subpath at `p1` and adds nothing else.
    /// - Throws: ``GeometryError/nonFinite(parameter:value:)``, ``GeometryError/negativeRadius(_:)``,
    ///   ``GeometryError/overflow(operation:)`` when a radius this large puts the fillet beyond ±∞.
    public mutating func addArc(tangent1End: Point, tangent2End: Point, radius: Double) throws(GeometryError) {
        try Self.requireFinite(tangent1End, "tangent1End")
        try Self.requireFinite(tangent2End, "tangent2End")
        try Self.requireFinite(radius, "radius")
        guard radius >= 0 else { throw .negativeRadius(radius) }
        guard let p0 = currentPoint else {
            append(.move(to: tangent1End))
            return
        }
        let p1 = tangent1End, p2 = tangent2End
        guard let fillet = TangentArc(from: p0, corner: p1, to: p2, radius: radius) else {
            reopenSubpathIfClosed()
            append(.line(to: p1))
            return
        }
        guard fillet.startTangentPoint.isFinite, fillet.endTangentPoint.isFinite, fillet.arc.center.isFinite else {
            throw .overflow(operation: "addArc(tangent1End:tangent2End:radius:)")
        }
        try Self.requireFiniteEnds(fillet.arc, "addArc(tangent1End:tangent2End:radius:)")
        reopenSubpathIfClosed()
        if fillet.startTangentPoint != p0 { append(.line(to: fillet.startTangentPoint)) }
        append(.arc(fillet.arc))
    }

    /// Ends the current subpath with a straight line back to its first point.
    /// Does nothing when there is no open subpath (as CoreGraphics and canvas do).
    public mutating func closeSubpath() {
        guard currentPoint != nil, !needsMoveBeforeNextSegment else { return }
        append(.close)
    }

    /// Appends all of `other`'s elements as further subpaths.
    /// - Complexity: O(other's elements), one copy; no per-element work.
    public mutating func addPath(_ other: Path) {
        guard let first = other.elements.first else { return }
        let offset = elements.count
        // The runs drawn as one part come along (the elements keep their order).
        defer {
            partRuns += other.partRuns.map { $0.lowerBound + offset..<$0.upperBound + offset }
            checkInvariants()
        }
        guard case .move = first else {
            // Not reachable through the public API (every path starts with a move); kept exact.
            elements.reserveCapacity(elements.count + other.elements.count)
            for element in other.elements { append(element) }
            return
        }
        // `other` starts with a move, so appending its elements one by one would leave exactly
        // its own state; copy that instead of recomputing each arc's end point.
        elements.append(contentsOf: other.elements)
        currentPoint = other.currentPoint
        subpathStart = other.subpathStart
        needsMoveBeforeNextSegment = other.needsMoveBeforeNextSegment
    }

    @usableFromInline
    internal mutating func appendArc(_ arc: Arc) {
        let start = arc.startPoint
        if let current = currentPoint {
            reopenSubpathIfClosed()
            if current != start { append(.line(to: start)) }
        } else {
            append(.move(to: start))
        }
        append(.arc(arc))
    }

    @usableFromInline
    internal mutating func reopenSubpathIfClosed() {
        if needsMoveBeforeNextSegment, let start = subpathStart { append(.move(to: start)) }
    }
}

import Foundation

/// The image of a circular arc under an affine map: an exact ``Arc`` when the map is a similarity,
/// cubics otherwise. The one conversion of arcs to cubics: elliptical arcs of SVG path data
/// (``SVGEllipticalArc``), ``Path/applying(_:)`` and ``Path/addArc(_:transformedBy:)`` all use it.
extension Path {
    /// One cubic piece: control points and end point (its start is the previous piece's end).
    struct CubicPiece {
        var control1: Point
        var control2: Point
        var to: Point
    }

    /// What an arc becomes under a map.
    enum TransformedArc {
        case arc(Arc)
        case cubics([CubicPiece])
    }

    /// Cubics approximating `map` applied to the unit-circle arc from `startAngle` through `sweep`:
    /// pieces of at most ``svgEllipticalArcPieceSweep`` of the unit circle, each drawn with handles
    /// `4/3·tan(step/4)`, then mapped (an affine map sends a Bézier's control points to the
    /// control points of its image). The last piece ends at `end` when given.
    ///
    /// The count is ``unitArcPieceCount(sweep:)``: `⌊|sweep|/s + 1/2⌋ + 1` for the piece sweep
    /// `s`, so it changes only at sweeps of `(k + 1/2)·s` — never at the quarter and half arcs
    /// authors draw (multiples of `s`), whose count a small change of radii therefore keeps (a
    /// repair that scales an arc's radii keeps the path's elements one for one).
    ///
    /// Error: each piece is within 1.8·10⁻¹⁰ of the unit circle radially (see
    /// ``svgEllipticalArcPieceSweep``), so the image is within 1.8·10⁻¹⁰ × the largest singular value
    /// of `map`'s linear part (for an ellipse: its larger semi-axis) of the exact image.
    /// Numbers are not checked here; callers check finiteness.
    /// At most 10⁶ pieces: beyond about 2·10⁴ turns the pieces are longer and the bound no longer
    /// holds (no SVG arc sweeps more than one turn; a non-finite sweep gives no pieces).
    static func unitArcCubics(map: AffineTransform, startAngle: Double, sweep: Double, end: Point?) -> [CubicPiece] {
        guard sweep.isFinite, startAngle.isFinite else { return [] }
        let pieces = unitArcPieceCount(sweep: sweep)
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        var result: [CubicPiece] = []
        result.reserveCapacity(pieces)
        var (c0, s0) = Angle.cosineAndSine(startAngle)
        for piece in 1...pieces {
            let (c1, s1) = Angle.cosineAndSine(startAngle + step * Double(piece))
            let control1 = map.apply(to: Point(x: c0 - handle * s0, y: s0 + handle * c0))
            let control2 = map.apply(to: Point(x: c1 + handle * s1, y: s1 - handle * c1))
            let to = piece == pieces ? (end ?? map.apply(to: Point(x: c1, y: s1))) : map.apply(to: Point(x: c1, y: s1))
            result.append(CubicPiece(control1: control1, control2: control2, to: to))
            (c0, s0) = (c1, s1)
        }
        return result
    }

    /// How many pieces ``unitArcCubics(map:startAngle:sweep:end:)`` draws a unit-circle arc of
    /// `sweep` with: `⌊|sweep|/s + 1/2⌋ + 1` for `s` = ``svgEllipticalArcPieceSweep``, at most
    /// 10⁶. Each piece then sweeps `|sweep|/count < s`; the count is at most one more than the
    /// fewest pieces of at most `s`, and it steps only at sweeps halfway between multiples of `s`.
    static func unitArcPieceCount(sweep: Double) -> Int {
        Int((Swift.abs(sweep) / svgEllipticalArcPieceSweep + 0.5).rounded(.down).clamped(to: 0...(1e6 - 1))) + 1
    }

    /// The image of `arc` under `transform` (both finite; the result may not be).
    ///
    /// Under a similarity (``AffineTransform/isSimilarity(relativeTolerance:)``) it is an exact arc:
    /// centre mapped, radius × √|det|, the start angle turned by the map's rotation φ = atan2(b, a);
    /// a reflection (det < 0) mirrors the angles (θ ↦ φ − θ) and so reverses the sweep's sign.
    /// Otherwise it is ``unitArcCubics(map:startAngle:sweep:end:)`` of
    /// `transform · translate(centre) · scale(r)`, ending at the image of the arc's end point.
    static func transformedArc(_ arc: Arc, _ transform: AffineTransform) -> TransformedArc {
        if let image = arc.applying(transform) { return .arc(image) }
        let map = transform * AffineTransform(a: arc.radius, b: 0, c: 0, d: arc.radius, e: arc.center.x, f: arc.center.y)
        return .cubics(unitArcCubics(map: map, startAngle: arc.startAngle, sweep: arc.sweep,
                                     end: transform.apply(to: arc.endPoint)))
    }

    /// Below this distance (relative to the arc's size) a point counts as the arc's start, so
    /// no joining line is added: ``Path/degenerateSegmentRelativeTolerance`` × r × ‖linear part‖.
    static func arcJoinSlack(_ arc: Arc, _ transform: AffineTransform) -> Double {
        let norm = (transform.a * transform.a + transform.b * transform.b
                    + transform.c * transform.c + transform.d * transform.d).squareRoot()
        return degenerateSegmentRelativeTolerance * arc.radius * norm
    }

    /// Adds the image of `arc` under `transform`: an exact arc when `transform` is a similarity,
    /// else cubics within 1.8·10⁻¹⁰ × the image's larger semi-axis (see ``applying(_:)``).
    ///
    /// Joined like ``addArc(_:)``: with no current point the image starts a subpath; otherwise a
    /// line runs from the current point to the image's start, omitted when they are within
    /// ``degenerateSegmentRelativeTolerance`` × the image's size (rounding of cos/sin at the start
    /// angle must not leave a line of length 10⁻¹⁷). `addArc(arc, transformedBy: .identity)` is
    /// `addArc(arc)` but for that slack.
    ///
    /// With the unit arc, this draws any elliptical arc: `transformedBy: translation(centre) ·
    /// rotation · scale(rx, ry)`.
    /// - Throws: ``GeometryError/nonFinite(parameter:value:)`` for a non-finite arc or transform,
    ///   ``GeometryError/negativeRadius(_:)``, ``GeometryError/overflow(operation:)`` when the image
    ///   is not finite. The path is unchanged on a throw.
    public mutating func addArc(_ arc: Arc, transformedBy transform: AffineTransform) throws(GeometryError) {
        try Self.requireFinite(arc.center, "center")
        try Self.requireFinite(arc.radius, "radius")
        try Self.requireFinite(arc.startAngle, "startAngle")
        try Self.requireFinite(arc.sweep, "sweep")
        guard arc.radius >= 0 else { throw .negativeRadius(arc.radius) }
        try Self.requireFinite(transform)
        let start = transform.apply(to: arc.startPoint)
        let image = Self.transformedArc(arc, transform)
        let operation = "addArc(_:transformedBy:)"
        guard start.isFinite else { throw .overflow(operation: operation) }
        switch image {
        case .arc(let mapped):
            guard mapped.isFinite, mapped.startPoint.isFinite, mapped.endPoint.isFinite else {
                throw .overflow(operation: operation)
            }
        case .cubics(let pieces):
            for piece in pieces where !(piece.control1.isFinite && piece.control2.isFinite && piece.to.isFinite) {
                throw .overflow(operation: operation)
            }
        }
        if let current = currentPoint {
            reopenSubpathIfClosed()
            if current.distance(to: start) > Self.arcJoinSlack(arc, transform) { append(.line(to: start)) }
        } else {
            append(.move(to: start))
        }
        switch image {
        case .arc(let mapped): append(.arc(mapped))
        case .cubics(let pieces):
            for piece in pieces { append(.cubic(control1: piece.control1, control2: piece.control2, to: piece.to)) }
            markLastElementsAsOnePart(pieces.count)
        }
    }
}

extension Arc {
    /// The image of the arc under `transform` when that is a similarity
    /// (``AffineTransform/isSimilarity(relativeTolerance:)``), else `nil` (the image is then an
    /// elliptical arc; ``Path/applying(_:)`` writes it as cubics).
    ///
    /// ```
    /// centre' = transform(centre)     radius' = radius · ‖(a, b)‖     φ = atan2(b, a)
    /// det > 0:  start' = start + φ,  sweep' = sweep
    /// det < 0:  start' = φ − start,  sweep' = −sweep       (a reflection mirrors the angles)
    /// ```
    /// The numbers are not checked: a non-finite transform gives `nil`, an overflowing image a
    /// non-finite arc (check ``isFinite``).
    public func applying(_ transform: AffineTransform) -> Arc? {
        guard transform.isSimilarity() else { return nil }
        let determinant = transform.normalizedDeterminant
        let rotation = atan2(transform.b, transform.a)
        // The first column's norm, the scale of a similarity, by hypot: no overflow or underflow in
        // between (√|det| squares the entries first: ∞ at a scale of 1e200, 0 at 1e-200).
        let scale = hypot(transform.a, transform.b)
        let center = transform.apply(to: self.center)
        if determinant < 0 {
            return Arc(center: center, radius: radius * scale, startAngle: rotation - startAngle, sweep: -sweep)
        }
        return Arc(center: center, radius: radius * scale, startAngle: startAngle + rotation, sweep: sweep)
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

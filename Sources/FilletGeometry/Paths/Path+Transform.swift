/// Mapping a whole path through an ``AffineTransform``.
extension Path {
    /// The path mapped by `transform`.
    ///
    /// - Lines, quadratic and cubic Béziers map exactly: their end and control points are mapped
    ///   (an affine map sends a Bézier to the Bézier of the mapped control points).
    /// - A circular arc stays an exact ``Arc`` when `transform` is a similarity
    ///   (``AffineTransform/isSimilarity(relativeTolerance:)``): centre mapped, radius × √|det|,
    ///   angles turned by the map's rotation; a reflection reverses the sweep's sign.
    /// - Under any other map an arc's image is an elliptical arc, written as cubics of at most
    ///   ``svgEllipticalArcPieceSweep`` of the circle each: within 1.8·10⁻¹⁰ × the image's larger
    ///   semi-axis, the bound and the code of the elliptical arcs of `init(svgPathData:)`.
    ///   When an arc did not start at the previous element's end (a gap larger than
    ///   ``degenerateSegmentRelativeTolerance`` × r, possible only in paths built from element lists),
    ///   a line to the image of its start precedes the cubics, which need a start point.
    ///
    /// Properties: the signed area is multiplied by `det` (exactly for lines and curves, within the
    /// cubic bound for arcs under a non-similar map); `applying(.identity)` has the same elements;
    /// `p.applying(t).applying(u)` equals `p.applying(u * t)` up to rounding.
    /// - Throws: ``GeometryError/nonFinite(parameter:value:)`` for a non-finite transform;
    ///   ``GeometryError/overflow(operation:)`` when a mapped number is not finite (finite inputs
    ///   whose image exceeds ±1.8e308). Never traps.
    /// - Complexity: O(elements) (plus up to 48 cubics per full turn of a non-similarly mapped arc).
    public func applying(_ transform: AffineTransform) throws(GeometryError) -> Path {
        try Self.requireFinite(transform)
        var mapped: [PathElement] = []
        mapped.reserveCapacity(elements.count)
        var previousEnd: Point? = nil, subpathStart: Point? = nil
        // The runs drawn as one part: the old ones where their cubics land, and each arc written as cubics.
        var runs: [Range<Int>] = []
        var nextRun = 0
        for (index, element) in elements.enumerated() {
            if nextRun < partRuns.count, partRuns[nextRun].lowerBound == index {
                runs.append(mapped.count..<mapped.count + partRuns[nextRun].count)   // cubics map one to one
                nextRun += 1
            }
            switch element {
            case .move(let point):
                mapped.append(.move(to: transform.apply(to: point)))
                subpathStart = point
            case .line(let point):
                mapped.append(.line(to: transform.apply(to: point)))
            case .quad(let control, let point):
                mapped.append(.quad(control: transform.apply(to: control), to: transform.apply(to: point)))
            case .cubic(let control1, let control2, let point):
                mapped.append(.cubic(control1: transform.apply(to: control1), control2: transform.apply(to: control2),
                                     to: transform.apply(to: point)))
            case .arc(let arc):
                switch Self.transformedArc(arc, transform) {
                case .arc(let image):
                    guard image.startPoint.isFinite, image.endPoint.isFinite else {
                        throw .overflow(operation: "Path.applying(\(transform))")
                    }
                    mapped.append(.arc(image))
                case .cubics(let pieces):
                    let start = arc.startPoint
                    if let previous = previousEnd,
                       previous.distance(to: start) > Self.degenerateSegmentRelativeTolerance * arc.radius {
                        mapped.append(.line(to: transform.apply(to: start)))
                    }
                    for piece in pieces {
                        mapped.append(.cubic(control1: piece.control1, control2: piece.control2, to: piece.to))
                    }
                    if pieces.count >= 2 { runs.append(mapped.count - pieces.count..<mapped.count) }
                }
            case .close:
                mapped.append(.close)
            }
            previousEnd = element.endPoint ?? subpathStart
        }
        do {
            var image = try Path(elements: mapped)
            image.partRuns = runs
            image.checkInvariants()
            return image
        } catch {
            // The elements mirror a valid path's, so only numbers that overflowed can fail here.
            if case .malformedPath(let reason) = error { preconditionFailure("Path.applying broke the structure: \(reason)") }
            throw .overflow(operation: "Path.applying(\(transform))")
        }
    }
}

import FilletGeometry
import FilletShapes

extension ShapeUnderTest {
    /// The path and every piece of metadata scaled about the origin by `factor` (> 0), or `nil`
    /// when the scaled path is not finite. (A shape with a spec is better rebuilt from
    /// `ShapeSpec.scaled(by:)`, which exercises the construction at that scale.)
    public func scaled(by factor: Double) -> ShapeUnderTest? {
        let scaling = AffineTransform.scale(x: factor, y: factor)
        func point(_ p: Point) -> Point { scaling.apply(to: p) }
        // A uniform scale is a similarity: every arc has an exact image.
        func arc(_ a: Arc) -> Arc { a.applying(scaling) ?? a }
        guard let scaledPath = try? path.applying(scaling) else { return nil }
        var copy = self
        copy.path = scaledPath
        copy.spec = spec?.scaled(by: factor)
        copy.corners = corners.map { corner in
            var fillet = corner.fillet
            if var f = fillet {
                f.tangentLength *= factor
                f.startTangentPoint = point(f.startTangentPoint)
                f.endTangentPoint = point(f.endTangentPoint)
                f.arc = arc(f.arc)
                fillet = f
            }
            return CornerRounding.Corner(vertex: point(corner.vertex), requestedRadius: corner.requestedRadius * factor,
                                         realisedRadius: corner.realisedRadius * factor,
                                         cornerAngle: corner.cornerAngle, fillet: fillet,
                                         requestedSmoothing: corner.requestedSmoothing, smoothing: corner.smoothing)
        }
        if var star = copy.star {
            star.vertices = star.vertices.map(point)
            star.center = point(star.center)
            star.outerRadius *= factor
            copy.star = star
        }
        copy.symmetry?.center = point(symmetry?.center ?? .zero)
        copy.frame = frame.map { Rect(x: $0.x * factor, y: $0.y * factor, width: $0.width * factor, height: $0.height * factor) }
        copy.border?.borderWidth *= factor
        return copy
    }
}

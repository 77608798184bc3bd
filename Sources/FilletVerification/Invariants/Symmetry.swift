import Foundation
import FilletGeometry

extension Catalogue {
    /// ``Invariant/rotationalSymmetry``: rotating the outline by 2π/n about the centre maps it
    /// onto itself.
    ///
    /// The outline's features, in path order, are the end point of every non-degenerate segment
    /// and, for arcs, centre, radius and sweep. With m features, m must be a multiple of n and,
    /// for period p = m/n, feature k rotated by ±2π/n (the better direction) must equal feature
    /// k + p:
    ///
    /// ```
    /// error  = max over k of |rot(endₖ) − endₖ₊ₚ|, |rot(centreₖ) − centreₖ₊ₚ|, |rₖ − rₖ₊ₚ|, |θₖ − θₖ₊ₚ|·r
    /// margin = (length tolerance − error) / size
    /// ```
    static func checkSymmetry<Sink: InvariantSink>(_ shape: ShapeUnderTest, _ symmetry: RotationalSymmetry,
                                                   _ context: CatalogueContext, _ sink: inout Sink) {
        let path = shape.path
        let degenerate = Path.degenerateSegmentRelativeTolerance * context.size
        // points: [end, centre] per feature; values: [radius (−1 for a line), sweep] per feature.
        context.points.removeAll(keepingCapacity: true)
        context.values.removeAll(keepingCapacity: true)
        path.forEachSegment { segment in
            guard segment.length > degenerate else { return }
            switch segment.geometry {
            case .line(_, let to):
                context.points.append(to)
                context.points.append(to)
                context.values.append(-1)
                context.values.append(0)
            case .arc(let arc):
                context.points.append(arc.endPoint)
                context.points.append(arc.center)
                context.values.append(arc.radius)
                context.values.append(arc.sweep)
            }
        }
        let featureCount = context.values.count / 2
        let order = symmetry.order
        guard order >= 2, featureCount > 0, featureCount % order == 0 else {
            context.emitVerdict(&sink, .rotationalSymmetry, false) {
                "\(featureCount) segments cannot repeat \(order) times"
            }
            return
        }
        let period = featureCount / order
        var best = Double.infinity, bestIndex = 0
        for direction in [1.0, -1.0] {
            let angle = direction * 2 * Double.pi / Double(order)
            let cosine = cos(angle), sine = sin(angle)
            let center = symmetry.center
            func rotate(_ point: Point) -> Point {
                let dx = point.x - center.x, dy = point.y - center.y
                return Point(x: center.x + cosine * dx - sine * dy, y: center.y + sine * dx + cosine * dy)
            }
            var worst = 0.0, worstIndex = 0
            for feature in 0..<featureCount {
                let image = direction > 0 ? (feature + period) % featureCount
                                          : (feature + featureCount - period) % featureCount
                let radius = context.values[2 * feature], imageRadius = context.values[2 * image]
                var error: Double
                if (radius < 0) != (imageRadius < 0) {
                    error = .infinity
                } else {
                    error = rotate(context.points[2 * feature]).distance(to: context.points[2 * image])
                    if radius >= 0 {
                        error = Swift.max(error, rotate(context.points[2 * feature + 1]).distance(to: context.points[2 * image + 1]))
                        error = Swift.max(error, Swift.abs(radius - imageRadius))
                        error = Swift.max(error, Swift.abs(context.values[2 * feature + 1] - context.values[2 * image + 1])
                                          * Swift.max(radius, imageRadius))
                    }
                }
                if error > worst || error.isNaN { worst = error; worstIndex = feature }
            }
            if worst < best || best.isInfinite { best = worst; bestIndex = worstIndex }
        }
        let location = context.points[2 * bestIndex]
        context.emit(&sink, .rotationalSymmetry, margin: context.relative(context.lengthTolerance - best),
                     location: location) {
            "\(order)-fold, \(featureCount) segments (period \(period)); largest mismatch \(format(best)) at segment \(bestIndex)"
        }
    }
}

import FilletGeometry
import FilletShapes

extension Catalogue {
    /// ``Invariant/withinFrame``: the exact bounds (arc extrema included) lie inside the frame.
    ///
    /// ```
    /// margin = (length tolerance + min(minX − frame.minX, frame.maxX − maxX,
    ///                                  minY − frame.minY, frame.maxY − maxY)) / size
    /// ```
    static func checkFrame<Sink: InvariantSink>(_ shape: ShapeUnderTest, _ frame: Rect, _ context: CatalogueContext,
                                                _ sink: inout Sink) {
        let bounds = shape.path.bounds
        let sides = [("left", bounds.minX - frame.minX), ("right", frame.maxX - bounds.maxX),
                     ("top", bounds.minY - frame.minY), ("bottom", frame.maxY - bounds.maxY)]
        var tightest = sides[0]
        for side in sides.dropFirst() where side.1 < tightest.1 || side.1.isNaN { tightest = side }
        let location: Point
        switch tightest.0 {
        case "left": location = Point(x: bounds.minX, y: bounds.center.y)
        case "right": location = Point(x: bounds.maxX, y: bounds.center.y)
        case "top": location = Point(x: bounds.center.x, y: bounds.minY)
        default: location = Point(x: bounds.center.x, y: bounds.maxY)
        }
        context.emit(&sink, .withinFrame, margin: context.relative(context.lengthTolerance + tightest.1),
                     location: location) {
            let room = tightest.1
            return room >= 0
                ? "inside; least room \(format(room)) on the \(tightest.0)"
                : "sticks out by \(format(-room)) on the \(tightest.0) (bounds \(bounds), frame x \(format(frame.minX))…\(format(frame.maxX)), y \(format(frame.minY))…\(format(frame.maxY)))"
        }
    }
}

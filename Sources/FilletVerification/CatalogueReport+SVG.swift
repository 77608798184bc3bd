import FilletGeometry
import FilletShapes

extension CatalogueReport {
    /// A standalone SVG picture of `shape` with a red marker and the invariant's name at the
    /// location of every failed invariant (the frame, when the shape has one, drawn dashed).
    public func svg(of shape: ShapeUnderTest) -> String {
        var document = SVGDocument()
        if let frame = shape.frame {
            document.addRectangle(BoundingBox(minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY),
                                  style: SVGStyle(fill: nil, stroke: "#888888"))
        }
        document.addPath(shape.path, style: SVGStyle(fill: "#d0e4f5", stroke: "black", fillRule: .evenodd))
        for failure in failures {
            guard let location = failure.location else { continue }
            document.addMarker(at: location)
            document.addLabel(failure.invariant.name, at: location, color: "red")
        }
        return document.render()
    }
}

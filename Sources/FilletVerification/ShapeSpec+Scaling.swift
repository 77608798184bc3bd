import FilletGeometry
import FilletShapes

extension ShapeSpec {
    /// The same construction with every length multiplied by `factor` (> 0): positions, sizes,
    /// radii, widths, paddings. Counts, angles, ratios and flags are unchanged, so the shape is
    /// the original scaled about the origin.
    public func scaled(by factor: Double) -> ShapeSpec {
        func point(_ p: Point) -> Point { Point(x: p.x * factor, y: p.y * factor) }
        func rect(_ r: Rect) -> Rect { Rect(x: r.x * factor, y: r.y * factor, width: r.width * factor, height: r.height * factor) }
        switch self {
        case .star(var p):
            p.outerRadius *= factor
            p.outerCornerRadius *= factor
            p.innerCornerRadius *= factor
            p.center = point(p.center)
            p.rect = p.rect.map(rect)
            p.padding *= factor
            return .star(p)
        case .polygon(var p):
            p.vertices = p.vertices.map(point)
            p.radius *= factor
            p.radii = p.radii?.map { $0 * factor }
            return .polygon(p)
        case .regularPolygon(var p):
            p.radius *= factor
            p.cornerRadius *= factor
            p.center = point(p.center)
            return .regularPolygon(p)
        case .rect(var p):
            p.rect = rect(p.rect)
            p.cornerRadii = RoundedRect.CornerRadii(topLeft: p.cornerRadii.topLeft * factor,
                                                    topRight: p.cornerRadii.topRight * factor,
                                                    bottomRight: p.cornerRadii.bottomRight * factor,
                                                    bottomLeft: p.cornerRadii.bottomLeft * factor)
            return .rect(p)
        case .border(var p):
            p.rect = rect(p.rect)
            p.borderWidth *= factor
            p.cornerRadius *= factor
            if case .explicit(let radius) = p.innerCornerRule { p.innerCornerRule = .explicit(radius * factor) }
            return .border(p)
        case .seed000(var p):
            p.rect = rect(p.rect)
            p.cornerRadius *= factor
            return .seed000(p)
        case .seed001(var p):
            p.vertices = p.vertices.map(point)
            p.cornerRadius *= factor
            return .seed001(p)
        case .seed002(var p):
            p.rect = rect(p.rect)
            return .seed002(p)
        case .seed003(var p):
            p.frame = rect(p.frame)
            p.padding *= factor
            return .seed003(p)
        case .seed004(var p):
            p.rect = rect(p.rect)
            p.borderWidth *= factor
            p.cornerRadius *= factor
            p.insideCornerRadius *= factor
            return .seed004(p)
        }
    }
}

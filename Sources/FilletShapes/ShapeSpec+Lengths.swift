import FilletGeometry

extension ShapeSpec {
    /// The same construction with every length replaced by `transform(name, value)`: positions,
    /// sizes, radii, widths, paddings — the one list of which parameters are lengths. Counts,
    /// angles, ratios and flags are unchanged. `name` is the parameter's API name as
    /// ``ShapeError/parameter`` spells it (`outerRadius`, `rect.width`, `vertices[2].x`, `radii[1]`).
    /// Names are autoclosures, formatted only by a transform that reads them (scaling does not).
    public func mappingLengths(_ transform: (_ name: @autoclosure () -> String, _ value: Double) -> Double) -> ShapeSpec {
        func point(_ p: Point, _ name: String) -> Point {
            Point(x: transform("\(name).x", p.x), y: transform("\(name).y", p.y))
        }
        func rect(_ r: Rect, _ name: String) -> Rect {
            Rect(x: transform("\(name).x", r.x), y: transform("\(name).y", r.y),
                 width: transform("\(name).width", r.width), height: transform("\(name).height", r.height))
        }
        func points(_ list: [Point], _ name: String) -> [Point] {
            list.enumerated().map { index, p in point(p, "\(name)[\(index)]") }
        }
        switch self {
        case .star(var p):
            p.outerRadius = transform("outerRadius", p.outerRadius)
            p.outerCornerRadius = transform("outerCornerRadius", p.outerCornerRadius)
            p.innerCornerRadius = transform("innerCornerRadius", p.innerCornerRadius)
            p.center = point(p.center, "center")
            p.rect = p.rect.map { rect($0, "rect") }
            p.padding = transform("padding", p.padding)
            return .star(p)
        case .polygon(var p):
            p.vertices = points(p.vertices, "vertices")
            p.radius = transform("radius", p.radius)
            p.radii = p.radii?.enumerated().map { index, radius in transform("radii[\(index)]", radius) }
            return .polygon(p)
        case .regularPolygon(var p):
            p.radius = transform("radius", p.radius)
            p.cornerRadius = transform("cornerRadius", p.cornerRadius)
            p.center = point(p.center, "center")
            return .regularPolygon(p)
        case .rect(var p):
            p.rect = rect(p.rect, "rect")
            let radii = p.cornerRadii
            p.cornerRadii = RoundedRect.CornerRadii(topLeft: transform("radii[0]", radii.topLeft),
                                                    topRight: transform("radii[1]", radii.topRight),
                                                    bottomRight: transform("radii[2]", radii.bottomRight),
                                                    bottomLeft: transform("radii[3]", radii.bottomLeft))
            return .rect(p)
        case .border(var p):
            p.rect = rect(p.rect, "rect")
            p.borderWidth = transform("borderWidth", p.borderWidth)
            p.cornerRadius = transform("cornerRadius", p.cornerRadius)
            if case .explicit(let radius) = p.innerCornerRule {
                p.innerCornerRule = .explicit(transform("innerCornerRadius", radius))
            }
            return .border(p)
        case .seed000(var p):
            p.rect = rect(p.rect, "rect")
            p.cornerRadius = transform("cornerRadius", p.cornerRadius)
            return .seed000(p)
        case .seed001(var p):
            p.vertices = points(p.vertices, "vertices")
            p.cornerRadius = transform("cornerRadius", p.cornerRadius)
            return .seed001(p)
        case .seed002(var p):
            p.rect = rect(p.rect, "rect")
            return .seed002(p)
        case .seed003(var p):
            p.frame = rect(p.frame, "frame")
            p.padding = transform("padding", p.padding)
            return .seed003(p)
        case .seed004(var p):
            p.rect = rect(p.rect, "rect")
            p.borderWidth = transform("borderWidth", p.borderWidth)
            p.cornerRadius = transform("cornerRadius", p.cornerRadius)
            p.insideCornerRadius = transform("insideCornerRadius", p.insideCornerRadius)
            return .seed004(p)
        }
    }

    /// The same construction with every length multiplied by `factor` (> 0), so the shape is the
    /// original scaled about the origin.
    public func scaled(by factor: Double) -> ShapeSpec {
        mappingLengths { _, value in value * factor }
    }

    /// The length parameter of largest magnitude (the first on ties), or nil when there is none:
    /// the parameter to blame when the built shape's coordinates overflow.
    public var largestLength: (name: String, value: Double)? {
        var largest: (name: String, value: Double)?
        _ = mappingLengths { name, value in
            if largest == nil || Swift.abs(value) > Swift.abs(largest!.value) { largest = (name(), value) }
            return value
        }
        return largest
    }
}

import FilletGeometry

extension ShapeSpec {
    /// The same construction with every length replaced by `transform(name, value)`: positions,
    /// sizes, radii, widths, paddings — the parameters whose descriptor says ``ShapeParameter/isLength``,
    /// in descriptor order. Counts, angles, ratios and flags are unchanged. `name` is the parameter's API name as
    /// ``ShapeError/parameter`` spells it (`outerRadius`, `rect.width`, `vertices[2].x`, `radii[1]`).
    /// Names are autoclosures, formatted only by a transform that reads them (scaling does not).
    public func mappingLengths(_ transform: LengthTransform) -> ShapeSpec {
        var spec = self
        for parameter in kind.descriptor.parameters where parameter.isLength { parameter.mapLengths(&spec, transform) }
        return spec
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

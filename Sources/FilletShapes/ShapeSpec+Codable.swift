import FilletGeometry

/// The flat JSON form of a ``ShapeSpec``: `"kind"` plus every parameter under its API name.
/// Points are `[x, y]` (as in the path JSON contract), rects `{"x","y","width","height"}`.
/// Decoding takes the default for any missing parameter and refuses a key the construction does
/// not take, or a key the construction leaves unused holding something else than its default
/// (a star's `padding` without a `rect`); `vertices` is required for `polygon` and `seed001`. Star: `"innerRatio": null` or absent means the regular star. Border:
/// `"innerCornerRule": "concentric" | "sameAsOuter" | "explicit"` with `"innerCornerRadius"`.
///
/// Both directions walk the construction's descriptor (``ShapeSpec/Kind/descriptor``): each
/// parameter is written under its JSON key in descriptor order, and read back the same way.
extension ShapeSpec: Codable {
    public init(from decoder: any Decoder) throws {
        let reader = JSONReader(container: try decoder.container(keyedBy: JSONKey.self))
        let descriptor = (try reader.required("kind") as Kind).descriptor
        var spec = descriptor.start
        for parameter in descriptor.parameters { try parameter.decode(&spec, reader) }
        for parameter in descriptor.parameters {
            if let unused = parameter.unusedKeys(spec).first {
                try reader.refuse(unused, "only applies with '\(parameter.jsonKey)' (\(spec.kind.rawValue) has none)")
            }
        }
        try reader.refuseUnknownKeys(of: spec.kind)
        self = spec
    }

    public func encode(to encoder: any Encoder) throws {
        var writer = JSONWriter(container: encoder.container(keyedBy: JSONKey.self))
        try writer.put("kind", kind)
        for parameter in kind.descriptor.parameters { try parameter.encode(self, &writer) }
    }
}

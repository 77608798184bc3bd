import FilletGeometry

/// The flat JSON form of a ``ShapeSpec``: `"kind"` plus every parameter under its API name.
/// Points are `[x, y]` (as in the path JSON contract), rects `{"x","y","width","height"}`.
/// Decoding takes the default for any missing parameter; `vertices` is required for `polygon`
/// and `seed001`. Star: `"innerRatio": null` or absent means the regular star. Border:
/// `"innerCornerRule": "concentric" | "sameAsOuter" | "explicit"` with `"innerCornerRadius"`.
///
/// Each parameter set lists its fields once (``ShapeSpecJSONParameters``); both directions walk
/// that list.
extension ShapeSpec: Codable {
    public init(from decoder: any Decoder) throws {
        let reader = JSONReader(container: try decoder.container(keyedBy: JSONKey.self))
        switch try reader.required("kind") as Kind {
        case .star: self = .star(try reader.parameters())
        case .polygon: self = .polygon(try reader.parameters())
        case .regularPolygon: self = .regularPolygon(try reader.parameters())
        case .rect: self = .rect(try reader.parameters())
        case .border: self = .border(try reader.parameters())
        case .seed000: self = .seed000(try reader.parameters())
        case .seed001: self = .seed001(try reader.parameters())
        case .seed002: self = .seed002(try reader.parameters())
        case .seed003: self = .seed003(try reader.parameters())
        case .seed004: self = .seed004(try reader.parameters())
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var writer = JSONWriter(container: encoder.container(keyedBy: JSONKey.self))
        try writer.put("kind", kind)
        switch self {
        case .star(let parameters): try writer.put(parameters)
        case .polygon(let parameters): try writer.put(parameters)
        case .regularPolygon(let parameters): try writer.put(parameters)
        case .rect(let parameters): try writer.put(parameters)
        case .border(let parameters): try writer.put(parameters)
        case .seed000(let parameters): try writer.put(parameters)
        case .seed001(let parameters): try writer.put(parameters)
        case .seed002(let parameters): try writer.put(parameters)
        case .seed003(let parameters): try writer.put(parameters)
        case .seed004(let parameters): try writer.put(parameters)
        }
    }
}

extension ShapeSpec.StarParameters: ShapeSpecJSONParameters {
    static var decodingStart: Self { Self() }
    static var jsonFields: [ShapeSpecJSONField<Self>] {
        [.value("points", \.points), .value("outerRadius", \.outerRadius), .optional("innerRatio", \.innerRatio),
         .value("outerCornerRadius", \.outerCornerRadius), .value("innerCornerRadius", \.innerCornerRadius),
         .value("rotation", \.rotation), .point("center", \.center), .optional("rect", \.rect),
         .value("padding", \.padding), .value("clamping", \.clamping)]
    }
}

extension ShapeSpec.PolygonParameters: ShapeSpecJSONParameters {
    static var decodingStart: Self { Self(vertices: []) }
    static var jsonFields: [ShapeSpecJSONField<Self>] {
        [.requiredPoints("vertices", \.vertices), .value("radius", \.radius), .optional("radii", \.radii),
         .value("clamping", \.clamping)]
    }
}

extension ShapeSpec.RegularPolygonParameters: ShapeSpecJSONParameters {
    static var decodingStart: Self { Self() }
    static var jsonFields: [ShapeSpecJSONField<Self>] {
        [.value("sides", \.sides), .value("radius", \.radius), .value("cornerRadius", \.cornerRadius),
         .value("rotation", \.rotation), .point("center", \.center), .value("clamping", \.clamping)]
    }
}

extension ShapeSpec.RectParameters: ShapeSpecJSONParameters {
    static var decodingStart: Self { Self() }
    static var jsonFields: [ShapeSpecJSONField<Self>] {
        [.value("rect", \.rect), .value("cornerRadii", \.cornerRadii), .value("clamping", \.clamping)]
    }
}

extension ShapeSpec.BorderParameters: ShapeSpecJSONParameters {
    static var decodingStart: Self { Self() }
    static var jsonFields: [ShapeSpecJSONField<Self>] {
        [.value("rect", \.rect), .value("borderWidth", \.borderWidth), .value("position", \.position),
         .value("cornerRadius", \.cornerRadius), innerCornerRule, .value("clamping", \.clamping)]
    }

    /// `"innerCornerRule"` (default `"concentric"`), plus `"innerCornerRadius"` for `"explicit"`.
    private static var innerCornerRule: ShapeSpecJSONField<Self> {
        ShapeSpecJSONField(
            encode: { parameters, writer in
                switch parameters.innerCornerRule {
                case .concentric: try writer.put("innerCornerRule", "concentric")
                case .sameAsOuter: try writer.put("innerCornerRule", "sameAsOuter")
                case .explicit(let radius):
                    try writer.put("innerCornerRule", "explicit")
                    try writer.put("innerCornerRadius", radius)
                }
            },
            decode: { parameters, reader in
                switch try reader.value("innerCornerRule", "concentric") {
                case "concentric": parameters.innerCornerRule = .concentric
                case "sameAsOuter": parameters.innerCornerRule = .sameAsOuter
                case "explicit": parameters.innerCornerRule = .explicit(try reader.required("innerCornerRadius"))
                case let other:
                    throw DecodingError.dataCorruptedError(
                        forKey: ShapeSpec.JSONKey("innerCornerRule"), in: reader.container,
                        debugDescription: "expected concentric, sameAsOuter or explicit, got \(other)")
                }
            })
    }
}

extension ShapeSpec.Seed000Parameters: ShapeSpecJSONParameters {
    static var decodingStart: Self { Self() }
    static var jsonFields: [ShapeSpecJSONField<Self>] {
        [.value("version", \.version), .value("points", \.points), .value("cornerRadius", \.cornerRadius),
         .value("isCutout", \.isCutout), .value("isCircleOutline", \.isCircleOutline), .value("rect", \.rect)]
    }
}

extension ShapeSpec.Seed001Parameters: ShapeSpecJSONParameters {
    static var decodingStart: Self { Self(vertices: []) }
    static var jsonFields: [ShapeSpecJSONField<Self>] {
        [.requiredPoints("vertices", \.vertices), .value("rounded", \.rounded), .value("cornerRadius", \.cornerRadius)]
    }
}

extension ShapeSpec.Seed002Parameters: ShapeSpecJSONParameters {
    static var decodingStart: Self { Self() }
    static var jsonFields: [ShapeSpecJSONField<Self>] {
        [.value("points", \.points), .value("rect", \.rect)]
    }
}

extension ShapeSpec.Seed003Parameters: ShapeSpecJSONParameters {
    static var decodingStart: Self { Self() }
    static var jsonFields: [ShapeSpecJSONField<Self>] {
        [.value("frame", \.frame), .value("padding", \.padding), .value("roundness", \.roundness),
         .value("numberOfVertexes", \.numberOfVertexes)]
    }
}

extension ShapeSpec.Seed004Parameters: ShapeSpecJSONParameters {
    static var decodingStart: Self { Self() }
    static var jsonFields: [ShapeSpecJSONField<Self>] {
        [.value("rect", \.rect), .value("borderWidth", \.borderWidth), .value("position", \.position),
         .value("cornerRadius", \.cornerRadius), .value("insideCornerRadius", \.insideCornerRadius)]
    }
}

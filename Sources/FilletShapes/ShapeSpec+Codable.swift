import FilletGeometry

/// The flat JSON form of a ``ShapeSpec``: `"kind"` plus every parameter under its API name.
/// Points are `[x, y]` (as in the path JSON contract), rects `{"x","y","width","height"}`.
/// Decoding takes the default for any missing parameter; `vertices` is required for `polygon`
/// and `seed001`. Star: `"innerRatio": null` or absent means the regular star. Border:
/// `"innerCornerRule": "concentric" | "sameAsOuter" | "explicit"` with `"innerCornerRadius"`.
extension ShapeSpec: Codable {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let c = Reader(container: try decoder.container(keyedBy: Key.self))
        let kind = try c.container.decode(Kind.self, forKey: Key("kind"))
        switch kind {
        case .star:
            var p = StarParameters()
            p.points = try c.value("points", p.points)
            p.outerRadius = try c.value("outerRadius", p.outerRadius)
            p.innerRatio = try c.container.decodeIfPresent(Double.self, forKey: Key("innerRatio"))
            p.outerCornerRadius = try c.value("outerCornerRadius", p.outerCornerRadius)
            p.innerCornerRadius = try c.value("innerCornerRadius", p.innerCornerRadius)
            p.rotation = try c.value("rotation", p.rotation)
            p.center = try c.point("center", p.center)
            p.rect = try c.container.decodeIfPresent(Rect.self, forKey: Key("rect"))
            p.padding = try c.value("padding", p.padding)
            p.clamping = try c.value("clamping", p.clamping)
            self = .star(p)
        case .polygon:
            var p = PolygonParameters(vertices: try c.points("vertices"))
            p.radius = try c.value("radius", p.radius)
            p.radii = try c.container.decodeIfPresent([Double].self, forKey: Key("radii"))
            p.clamping = try c.value("clamping", p.clamping)
            self = .polygon(p)
        case .regularPolygon:
            var p = RegularPolygonParameters()
            p.sides = try c.value("sides", p.sides)
            p.radius = try c.value("radius", p.radius)
            p.cornerRadius = try c.value("cornerRadius", p.cornerRadius)
            p.rotation = try c.value("rotation", p.rotation)
            p.center = try c.point("center", p.center)
            p.clamping = try c.value("clamping", p.clamping)
            self = .regularPolygon(p)
        case .rect:
            var p = RectParameters()
            p.rect = try c.value("rect", p.rect)
            p.cornerRadii = try c.value("cornerRadii", p.cornerRadii)
            p.clamping = try c.value("clamping", p.clamping)
            self = .rect(p)
        case .border:
            var p = BorderParameters()
            p.rect = try c.value("rect", p.rect)
            p.borderWidth = try c.value("borderWidth", p.borderWidth)
            p.position = try c.value("position", p.position)
            p.cornerRadius = try c.value("cornerRadius", p.cornerRadius)
            switch try c.value("innerCornerRule", "concentric") {
            case "concentric": p.innerCornerRule = .concentric
            case "sameAsOuter": p.innerCornerRule = .sameAsOuter
            case "explicit": p.innerCornerRule = .explicit(try c.container.decode(Double.self, forKey: Key("innerCornerRadius")))
            case let other:
                throw DecodingError.dataCorruptedError(forKey: Key("innerCornerRule"), in: c.container,
                    debugDescription: "expected concentric, sameAsOuter or explicit, got \(other)")
            }
            p.clamping = try c.value("clamping", p.clamping)
            self = .border(p)
        case .seed000:
            var p = Seed000Parameters()
            p.version = try c.value("version", p.version)
            p.points = try c.value("points", p.points)
            p.cornerRadius = try c.value("cornerRadius", p.cornerRadius)
            p.isCutout = try c.value("isCutout", p.isCutout)
            p.isCircleOutline = try c.value("isCircleOutline", p.isCircleOutline)
            p.rect = try c.value("rect", p.rect)
            self = .seed000(p)
        case .seed001:
            var p = Seed001Parameters(vertices: try c.points("vertices"))
            p.rounded = try c.value("rounded", p.rounded)
            p.cornerRadius = try c.value("cornerRadius", p.cornerRadius)
            self = .seed001(p)
        case .seed002:
            var p = Seed002Parameters()
            p.points = try c.value("points", p.points)
            p.rect = try c.value("rect", p.rect)
            self = .seed002(p)
        case .seed003:
            var p = Seed003Parameters()
            p.frame = try c.value("frame", p.frame)
            p.padding = try c.value("padding", p.padding)
            p.roundness = try c.value("roundness", p.roundness)
            p.numberOfVertexes = try c.value("numberOfVertexes", p.numberOfVertexes)
            self = .seed003(p)
        case .seed004:
            var p = Seed004Parameters()
            p.rect = try c.value("rect", p.rect)
            p.borderWidth = try c.value("borderWidth", p.borderWidth)
            p.position = try c.value("position", p.position)
            p.cornerRadius = try c.value("cornerRadius", p.cornerRadius)
            p.insideCornerRadius = try c.value("insideCornerRadius", p.insideCornerRadius)
            self = .seed004(p)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = Writer(container: encoder.container(keyedBy: Key.self))
        try c.put("kind", kind)
        switch self {
        case .star(let p):
            try c.put("points", p.points)
            try c.put("outerRadius", p.outerRadius)
            try c.put("innerRatio", p.innerRatio)
            try c.put("outerCornerRadius", p.outerCornerRadius)
            try c.put("innerCornerRadius", p.innerCornerRadius)
            try c.put("rotation", p.rotation)
            try c.put("center", [p.center.x, p.center.y])
            try c.put("rect", p.rect)
            try c.put("padding", p.padding)
            try c.put("clamping", p.clamping)
        case .polygon(let p):
            try c.put("vertices", p.vertices.map { [$0.x, $0.y] })
            try c.put("radius", p.radius)
            try c.put("radii", p.radii)
            try c.put("clamping", p.clamping)
        case .regularPolygon(let p):
            try c.put("sides", p.sides)
            try c.put("radius", p.radius)
            try c.put("cornerRadius", p.cornerRadius)
            try c.put("rotation", p.rotation)
            try c.put("center", [p.center.x, p.center.y])
            try c.put("clamping", p.clamping)
        case .rect(let p):
            try c.put("rect", p.rect)
            try c.put("cornerRadii", p.cornerRadii)
            try c.put("clamping", p.clamping)
        case .border(let p):
            try c.put("rect", p.rect)
            try c.put("borderWidth", p.borderWidth)
            try c.put("position", p.position)
            try c.put("cornerRadius", p.cornerRadius)
            switch p.innerCornerRule {
            case .concentric: try c.put("innerCornerRule", "concentric")
            case .sameAsOuter: try c.put("innerCornerRule", "sameAsOuter")
            case .explicit(let radius):
                try c.put("innerCornerRule", "explicit")
                try c.put("innerCornerRadius", radius)
            }
            try c.put("clamping", p.clamping)
        case .seed000(let p):
            try c.put("version", p.version)
            try c.put("points", p.points)
            try c.put("cornerRadius", p.cornerRadius)
            try c.put("isCutout", p.isCutout)
            try c.put("isCircleOutline", p.isCircleOutline)
            try c.put("rect", p.rect)
        case .seed001(let p):
            try c.put("vertices", p.vertices.map { [$0.x, $0.y] })
            try c.put("rounded", p.rounded)
            try c.put("cornerRadius", p.cornerRadius)
        case .seed002(let p):
            try c.put("points", p.points)
            try c.put("rect", p.rect)
        case .seed003(let p):
            try c.put("frame", p.frame)
            try c.put("padding", p.padding)
            try c.put("roundness", p.roundness)
            try c.put("numberOfVertexes", p.numberOfVertexes)
        case .seed004(let p):
            try c.put("rect", p.rect)
            try c.put("borderWidth", p.borderWidth)
            try c.put("position", p.position)
            try c.put("cornerRadius", p.cornerRadius)
            try c.put("insideCornerRadius", p.insideCornerRadius)
        }
    }

    struct Reader {
        let container: KeyedDecodingContainer<Key>

        func value<T: Decodable>(_ key: String, _ fallback: T) throws -> T {
            try container.decodeIfPresent(T.self, forKey: Key(key)) ?? fallback
        }

        func point(_ key: String, _ fallback: Point) throws -> Point {
            guard let pair = try container.decodeIfPresent([Double].self, forKey: Key(key)) else { return fallback }
            return try Self.point(pair, key: key, in: container)
        }

        func points(_ key: String) throws -> [Point] {
            try container.decode([[Double]].self, forKey: Key(key)).map { pair in
                try Self.point(pair, key: key, in: container)
            }
        }

        static func point(_ pair: [Double], key: String, in container: KeyedDecodingContainer<Key>) throws -> Point {
            guard pair.count == 2 else {
                throw DecodingError.dataCorruptedError(forKey: Key(key), in: container,
                                                       debugDescription: "a point is [x, y], got \(pair.count) numbers")
            }
            return Point(x: pair[0], y: pair[1])
        }
    }

    struct Writer {
        var container: KeyedEncodingContainer<Key>

        mutating func put<T: Encodable>(_ key: String, _ value: T) throws {
            try container.encode(value, forKey: Key(key))
        }

        mutating func put<T: Encodable>(_ key: String, _ value: T?) throws {
            try container.encodeIfPresent(value, forKey: Key(key))
        }
    }
}

import FilletGeometry

// The machinery of the flat ShapeSpec JSON form: each parameter set lists its fields once, in
// JSON order, and both the encoder and the decoder walk that list, so a key cannot be spelt one
// way when writing and another when reading, and every field takes its default when absent.

/// A parameter set with a flat JSON form (every ``ShapeSpec`` parameter struct).
protocol ShapeSpecJSONParameters {
    /// The value decoding fills in: the defaults, with placeholders for required parameters
    /// (their fields overwrite them or throw).
    static var decodingStart: Self { get }
    /// The parameters in the order they are written; each key appears once.
    static var jsonFields: [ShapeSpecJSONField<Self>] { get }
}

/// One parameter of a flat JSON parameter set: how it is written under its key and read back.
struct ShapeSpecJSONField<Parameters> {
    let encode: (Parameters, inout ShapeSpec.JSONWriter) throws -> Void
    let decode: (inout Parameters, ShapeSpec.JSONReader) throws -> Void

    /// A parameter written as its own JSON value; an absent key keeps the default.
    static func value<Value: Codable>(_ key: String, _ keyPath: WritableKeyPath<Parameters, Value>) -> Self {
        Self(encode: { parameters, writer in try writer.put(key, parameters[keyPath: keyPath]) },
             decode: { parameters, reader in
                 parameters[keyPath: keyPath] = try reader.value(key, parameters[keyPath: keyPath])
             })
    }

    /// An optional parameter: `nil` is not written, and an absent key or `null` reads as `nil`.
    static func optional<Value: Codable>(_ key: String, _ keyPath: WritableKeyPath<Parameters, Value?>) -> Self {
        Self(encode: { parameters, writer in try writer.put(key, parameters[keyPath: keyPath]) },
             decode: { parameters, reader in parameters[keyPath: keyPath] = try reader.optional(key) })
    }

    /// A point written as `[x, y]`; an absent key keeps the default.
    static func point(_ key: String, _ keyPath: WritableKeyPath<Parameters, Point>) -> Self {
        Self(encode: { parameters, writer in
                 let point = parameters[keyPath: keyPath]
                 try writer.put(key, [point.x, point.y])
             },
             decode: { parameters, reader in
                 parameters[keyPath: keyPath] = try reader.point(key, parameters[keyPath: keyPath])
             })
    }

    /// A required list of points written as `[[x, y], …]`; an absent key is a decoding error.
    static func requiredPoints(_ key: String, _ keyPath: WritableKeyPath<Parameters, [Point]>) -> Self {
        Self(encode: { parameters, writer in try writer.put(key, parameters[keyPath: keyPath].map { [$0.x, $0.y] }) },
             decode: { parameters, reader in parameters[keyPath: keyPath] = try reader.points(key) })
    }
}

extension ShapeSpec {
    /// A JSON object key given by its string.
    struct JSONKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads parameters from the flat JSON object.
    struct JSONReader {
        let container: KeyedDecodingContainer<JSONKey>

        /// The parameter set `Parameters`: its defaults with every present field read over them.
        func parameters<Parameters: ShapeSpecJSONParameters>() throws -> Parameters {
            var parameters = Parameters.decodingStart
            for field in Parameters.jsonFields { try field.decode(&parameters, self) }
            return parameters
        }

        func value<T: Decodable>(_ key: String, _ fallback: T) throws -> T {
            try container.decodeIfPresent(T.self, forKey: JSONKey(key)) ?? fallback
        }

        func optional<T: Decodable>(_ key: String) throws -> T? {
            try container.decodeIfPresent(T.self, forKey: JSONKey(key))
        }

        func required<T: Decodable>(_ key: String) throws -> T {
            try container.decode(T.self, forKey: JSONKey(key))
        }

        func point(_ key: String, _ fallback: Point) throws -> Point {
            guard let pair = try container.decodeIfPresent([Double].self, forKey: JSONKey(key)) else { return fallback }
            return try point(pair, key: key)
        }

        func points(_ key: String) throws -> [Point] {
            try container.decode([[Double]].self, forKey: JSONKey(key)).map { pair in try point(pair, key: key) }
        }

        func point(_ pair: [Double], key: String) throws -> Point {
            guard pair.count == 2 else {
                throw DecodingError.dataCorruptedError(forKey: JSONKey(key), in: container,
                                                       debugDescription: "a point is [x, y], got \(pair.count) numbers")
            }
            return Point(x: pair[0], y: pair[1])
        }
    }

    /// Writes parameters into the flat JSON object.
    struct JSONWriter {
        var container: KeyedEncodingContainer<JSONKey>

        /// Every field of `parameters`, in order.
        mutating func put<Parameters: ShapeSpecJSONParameters>(_ parameters: Parameters) throws {
            for field in Parameters.jsonFields { try field.encode(parameters, &self) }
        }

        mutating func put<T: Encodable>(_ key: String, _ value: T) throws {
            try container.encode(value, forKey: JSONKey(key))
        }

        mutating func put<T: Encodable>(_ key: String, _ value: T?) throws {
            try container.encodeIfPresent(value, forKey: JSONKey(key))
        }
    }
}

import FilletGeometry

// The machinery of the flat ShapeSpec JSON form. Each parameter's descriptor (ShapeParameter)
// writes and reads its own key through these, so a key cannot be spelt one way when writing and
// another when reading, and every field takes its default when absent.

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

        mutating func put<T: Encodable>(_ key: String, _ value: T) throws {
            try container.encode(value, forKey: JSONKey(key))
        }

        mutating func put<T: Encodable>(_ key: String, _ value: T?) throws {
            try container.encodeIfPresent(value, forKey: JSONKey(key))
        }
    }
}

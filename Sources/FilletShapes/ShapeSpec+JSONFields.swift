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
        /// Every key a parameter asked for, present or not: what is left of the object's keys is unknown.
        private let keyLog = KeyLog()

        init(container: KeyedDecodingContainer<JSONKey>) {
            self.container = container
        }

        private final class KeyLog {
            var keys: Set<String> = []
        }

        private func insertKey(_ key: String) { keyLog.keys.insert(key) }

        /// Throws for a key of the object that no parameter read (a misspelt `"pionts"` was
        /// ignored and the default used), naming the keys the construction takes.
        func refuseUnknownKeys(of kind: Kind) throws {
            let unknown = container.allKeys.map(\.stringValue).filter { !keyLog.keys.contains($0) }.sorted()
            guard let first = unknown.first else { return }
            let known = keyLog.keys.sorted().joined(separator: ", ")
            throw DecodingError.dataCorruptedError(forKey: JSONKey(first), in: container,
                                                   debugDescription: "unknown key '\(first)' for \(kind.rawValue) (keys: \(known))")
        }

        /// A refusal of the value under `key`, naming it.
        func refuse(_ key: String, _ reason: String) throws -> Never {
            throw DecodingError.dataCorruptedError(forKey: JSONKey(key), in: container, debugDescription: reason)
        }

        /// Whether the object has `key` (even as `null`); the key counts as read.
        func contains(_ key: String) -> Bool {
            insertKey(key)
            return container.contains(JSONKey(key))
        }

        func value<T: Decodable>(_ key: String, _ fallback: T) throws -> T {
            insertKey(key)
            return try container.decodeIfPresent(T.self, forKey: JSONKey(key)) ?? fallback
        }

        func optional<T: Decodable>(_ key: String) throws -> T? {
            insertKey(key)
            return try container.decodeIfPresent(T.self, forKey: JSONKey(key))
        }

        func required<T: Decodable>(_ key: String) throws -> T {
            insertKey(key)
            return try container.decode(T.self, forKey: JSONKey(key))
        }

        func point(_ key: String, _ fallback: Point) throws -> Point {
            insertKey(key)
            guard let pair = try container.decodeIfPresent([Double].self, forKey: JSONKey(key)) else { return fallback }
            return try point(pair, key: key)
        }

        func points(_ key: String) throws -> [Point] {
            insertKey(key)
            return try container.decode([[Double]].self, forKey: JSONKey(key)).map { pair in try point(pair, key: key) }
        }

        func point(_ pair: [Double], key: String) throws -> Point {
            guard pair.count == 2 else {
                throw DecodingError.dataCorruptedError(forKey: JSONKey(key), in: container,
                                                       debugDescription: "a point is [x, y], got \(pair.count) numbers")
            }
            return Point(x: pair[0], y: pair[1])
        }
    }

    /// Throws when the JSON object `decoder` holds has a key outside `known` (a nested object
    /// such as a rect or its corner radii: a misspelt `"hieght"` must not pass unnoticed while
    /// the spelt-right key is reported missing, or a stray `"depth"` be dropped).
    static func refuseUnknownKeys(in decoder: any Decoder, known: [String], of what: String) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        guard let unknown = container.allKeys.map(\.stringValue).filter({ !known.contains($0) }).sorted().first else {
            return
        }
        throw DecodingError.dataCorruptedError(
            forKey: JSONKey(unknown), in: container,
            debugDescription: "unknown key '\(unknown)' for \(what) (keys: \(known.joined(separator: ", ")))")
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

import Foundation
import FilletSupport

/// The JSON conventions of PropertyCheck: sorted keys, no escaped slashes, and non-finite
/// doubles as the strings `"nan"`, `"inf"`, `"-inf"` (plain JSON has no NaN or ∞, and hostile
/// cases contain them). Values round-trip exactly: doubles are written in shortest round-trip form.
public enum PropertyCheckJSON {
    public static func encoder(pretty: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
                                          : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    /// `value` as compact JSON text.
    public static func string<T: Encodable>(_ value: T) throws(PropertyCheckError) -> String {
        do {
            return String(decoding: try encoder().encode(value), as: UTF8.self)
        } catch {
            throw .encoding(String(describing: error))
        }
    }

    /// Decodes `T` from JSON text (the bytes checked first: `JSONStructure`).
    public static func decode<T: Decodable>(_ type: T.Type, from text: String) throws(PropertyCheckError) -> T {
        try decode(type, from: Data(text.utf8))
    }

    /// Decodes `T` from JSON bytes after `JSONStructure`'s one reading rule (nesting, UTF-8,
    /// duplicate keys, numbers that overflow a Double), checked before the decoder runs.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(PropertyCheckError) -> T {
        do {
            try JSONStructure.check(data)
        } catch {
            throw .decoding(error.description)
        }
        do {
            return try decoder().decode(type, from: data)
        } catch {
            throw .decoding(DecodingErrorText.describe(error))
        }
    }
}

/// A JSON value, kept exactly: integers as Int64/UInt64, other numbers as Double.
///
/// Regression entries store case values as `JSONValue`, so the regressions file holds plain,
/// readable JSON (not escaped strings) and a value decodes back bit for bit.
public indirect enum JSONValue: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        // Strings before numbers: the decoder would turn the string "nan" into Double.nan.
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let number = try? container.decode(Double.self) {
            // Integers stay exact beyond 2⁵³; −0 stays a double so its sign survives.
            if number == 0 && number.sign == .minus { self = .double(number) }
            else if let value = try? container.decode(Int64.self) { self = .int(value) }
            else if let value = try? container.decode(UInt64.self) { self = .uint(value) }
            else { self = .double(number) }
        }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .uint(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Parses JSON text.
    public init(json text: String) throws(PropertyCheckError) {
        self = try PropertyCheckJSON.decode(JSONValue.self, from: text)
    }

    /// Compact JSON text with sorted keys.
    public var jsonText: String {
        (try? PropertyCheckJSON.string(self)) ?? "null"
    }

    /// ``jsonText``: a value prints as the JSON it stands for.
    public var description: String { jsonText }
}

/// Errors at PropertyCheck's public edges (files, JSON, report merging).
public enum PropertyCheckError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A value could not be encoded as JSON.
    case encoding(String)
    /// JSON text could not be decoded into the expected type.
    case decoding(String)
    /// A file could not be read.
    case fileRead(path: String, reason: String)
    /// A file could not be written.
    case fileWrite(path: String, reason: String)
    /// A regressions file is malformed.
    case invalidRegressionsFile(path: String, reason: String)
    /// A shard outside `0…N−1`, or N < 1.
    case invalidShard(String)
    /// Reports that cannot be merged: another run, a shard twice, a shard missing.
    case mergeMismatch(String)

    public var description: String {
        switch self {
        case .encoding(let reason): return "cannot encode value as JSON: \(reason)"
        case .decoding(let reason): return "cannot decode JSON value: \(reason)"
        case .fileRead(let path, let reason): return "cannot read \(OneLine.quoted(path)): \(OneLine.escaped(reason))"
        case .fileWrite(let path, let reason): return "cannot write \(OneLine.quoted(path)): \(OneLine.escaped(reason))"
        case .invalidRegressionsFile(let path, let reason):
            return "invalid regressions file \(OneLine.quoted(path)): \(OneLine.escaped(reason))"
        case .invalidShard(let text): return "invalid shard \(OneLine.quoted(text)): expected i/N with 0 ≤ i < N"
        case .mergeMismatch(let reason): return "cannot merge reports: \(OneLine.escaped(reason))"
        }
    }
}

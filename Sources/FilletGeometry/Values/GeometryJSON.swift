import FilletSupport
import Foundation

/// Why JSON text could not be read as a ``Path`` or ``Polyline``.
public enum GeometryJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not JSON (syntax error, not UTF-8, a number too large for a Double).
    case notJSON(String)
    /// The JSON does not have the contract's shape: a missing key, a wrong type, an unknown `op`,
    /// a point that is not two numbers, a subpath without a `move` first.
    /// `location` is a JSON path such as `subpaths[0].elements[2].radius`.
    case schema(location: String, reason: String)
    /// The shape is right but the geometry is invalid (non-finite number, negative radius…), as
    /// reported by ``Path/init(elements:)`` or ``Polyline/init(subpaths:)``.
    case geometry(GeometryError)

    public var description: String {
        switch self {
        case .notJSON(let reason): return "not JSON: \(reason)"
        case .schema(let location, let reason): return "\(location.isEmpty ? "JSON" : location): \(reason)"
        case .geometry(let error): return error.description
        }
    }
}

/// Shared pieces of the JSON contract for paths and polylines.
enum GeometryJSON {
    /// The shortest decimal text that parses back to exactly `value` (Swift's `description`, which
    /// is shortest round-trip), with a redundant `.0` removed. Valid JSON for every finite Double;
    /// `-0.0` prints as `-0`, which parses back to `-0.0`.
    static func number(_ value: Double) -> String {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    static func point(_ point: Point) -> String { "[\(number(point.x)),\(number(point.y))]" }

    /// Decodes `T` from `data`, turning every failure into a ``GeometryJSONError``.
    /// The bytes are checked first (``FilletSupport/JSONStructure``: nesting, UTF-8, duplicate
    /// keys, numbers that overflow), before the decoder recurses; a refusal about a member is a
    /// ``GeometryJSONError/schema(location:reason:)`` at its key path.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(GeometryJSONError) -> T {
        do {
            try JSONStructure.check(data)
        } catch {
            guard let keyPath = error.keyPath else { throw .notJSON(error.description) }
            throw .schema(location: keyPath, reason: error.reason)
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as GeometryJSONError {
            throw error
        } catch let error as DecodingError {
            throw translate(error)
        } catch {
            throw .notJSON("\(error)")
        }
    }

    private static func translate(_ error: DecodingError) -> GeometryJSONError {
        switch error {
        case .dataCorrupted(let context):
            if let underlying = context.underlyingError as? GeometryJSONError { return underlying }
            if context.codingPath.isEmpty { return .notJSON(context.debugDescription) }
            return .schema(location: location(context.codingPath), reason: context.debugDescription)
        case .keyNotFound(let key, let context):
            return .schema(location: location(context.codingPath + [key]), reason: "missing")
        case .typeMismatch(let type, let context):
            return .schema(location: location(context.codingPath), reason: "expected \(type)")
        case .valueNotFound(let type, let context):
            return .schema(location: location(context.codingPath), reason: "expected \(type), got null")
        @unknown default:
            return .notJSON("\(error)")
        }
    }

    /// `subpaths[0].elements[2].to` from a coding path.
    static func location(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// A point: exactly two numbers.
    static func point(from numbers: [Double], at codingPath: [any CodingKey]) throws -> Point {
        guard numbers.count == 2 else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: codingPath, debugDescription: "",
                underlyingError: GeometryJSONError.schema(location: location(codingPath),
                                                          reason: "a point is [x, y], got \(numbers.count) numbers")))
        }
        return Point(x: numbers[0], y: numbers[1])
    }

    /// Wraps a validation error so it survives `Decodable`'s untyped throws.
    static func corrupted(_ error: GeometryJSONError, at codingPath: [any CodingKey]) -> DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: error.description, underlyingError: error))
    }
}

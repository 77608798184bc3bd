import Foundation
import FilletSupport
import FilletVerification
import PropertyCheck

/// Why a configuration file or a baseline was refused: one line naming the file and, where there
/// is one, the key (`invariants.tangent-continuity.severity`).
public struct GateFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var key: String?
    public var reason: String

    public init(file: String, key: String? = nil, reason: String) {
        self.file = file
        self.key = key
        self.reason = reason
    }

    public var description: String {
        OneLine.quoted(file) + ": " + (key.map { "\(OneLine.escaped(OneLine.abbreviated($0))): " } ?? "") + OneLine.escaped(reason)
    }
}

/// Reading the gate's JSON files strictly: the bytes through the shared size limit and reading
/// rule (`InputFile`, `JSONStructure`: nesting, UTF-8, duplicate
/// keys, numbers that overflow, each naming its key), then every key checked against
/// what is allowed and every value against its type, so a misspelt key is an error, never a
/// setting silently ignored.
struct StrictJSON {
    let file: String

    /// The JSON value of the file at `path`, at most `limit` bytes.
    static func read(_ path: String, limit: Int) throws(GateFileError) -> JSONValue {
        let data: Data
        do { data = try InputFile.read(path, limit: limit) } catch {
            throw GateFileError(file: path, reason: error.reason)
        }
        return try parse(data, file: path)
    }

    /// The JSON value of `data` (`file` names it in errors).
    static func parse(_ data: Data, file: String) throws(GateFileError) -> JSONValue {
        do { try JSONStructure.check(data) } catch {
            throw GateFileError(file: file, key: error.keyPath, reason: error.reason)
        }
        do { return try PropertyCheckJSON.decoder().decode(JSONValue.self, from: data) } catch {
            throw GateFileError(file: file, reason: "not JSON: \(DecodingErrorText.describe(error))")
        }
    }

    func fail(_ key: String?, _ reason: String) -> GateFileError { GateFileError(file: file, key: key, reason: reason) }

    /// The members of an object, after refusing any key not in `allowed` (the first, sorted, is named).
    func object(_ value: JSONValue, at key: String?, allowed: Set<String>? = nil) throws(GateFileError) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw fail(key, "expected an object, got \(Self.kind(value))") }
        if let allowed, let unknown = members.keys.filter({ !allowed.contains($0) }).sorted().first {
            let path = key.map { "\($0).\(unknown)" } ?? unknown
            throw fail(path, "unknown key (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
        return members
    }

    func string(_ value: JSONValue, at key: String) throws(GateFileError) -> String {
        guard case .string(let text) = value else { throw fail(key, "expected a string, got \(Self.kind(value))") }
        return text
    }

    func strings(_ value: JSONValue, at key: String) throws(GateFileError) -> [String] {
        guard case .array(let items) = value else { throw fail(key, "expected an array of strings, got \(Self.kind(value))") }
        var texts: [String] = []
        for (index, item) in items.enumerated() { texts.append(try string(item, at: "\(key)[\(index)]")) }
        return texts
    }

    /// A finite number in `range`.
    func number(_ value: JSONValue, at key: String, in range: ClosedRange<Double>) throws(GateFileError) -> Double {
        let number: Double
        switch value {
        case .int(let value): number = Double(value)
        case .uint(let value): number = Double(value)
        case .double(let value): number = value
        default: throw fail(key, "expected a number, got \(Self.kind(value))")
        }
        guard number.isFinite, range.contains(number) else {
            let expected = range.upperBound == .greatestFiniteMagnitude
                ? (range.lowerBound == -.greatestFiniteMagnitude ? "a finite number" : "a number ≥ \(NumberText.short(range.lowerBound))")
                : "a number in [\(NumberText.short(range.lowerBound)), \(NumberText.short(range.upperBound))]"
            throw fail(key, "expected \(expected), got \(NumberText.short(number))")
        }
        return number
    }

    static func kind(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int, .uint, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// The one translation of a decoding error into a one-line message with its location
/// (`at .suites[2].casesRun: …`), shared by every reader of JSON files.
public enum DecodingErrorText {
    /// One line saying where and what, without the error type's multi-line dump.
    public static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            let underlying = context.underlyingError.map { " (\(OneLine.escaped(String(describing: $0))))" } ?? ""
            // With no path it is the text itself that does not parse; with one, a value was refused.
            guard context.codingPath.isEmpty else {
                return "invalid value at \(location(context.codingPath)): \(OneLine.escaped(context.debugDescription))"
            }
            return "invalid JSON: \(OneLine.escaped(context.debugDescription))" + underlying
        case DecodingError.keyNotFound(let key, let context):
            return "missing key '\(OneLine.escaped(key.stringValue))' at \(location(context.codingPath))"
        case DecodingError.valueNotFound(let type, let context):
            return "wrong value at \(location(context.codingPath)): expected \(jsonKind(type)), found null"
        case DecodingError.typeMismatch(let type, let context):
            // Foundation's wording is "Expected to decode Double but found a string instead.";
            // say it in JSON's terms, keeping any other wording as it is.
            let text = context.debugDescription
            guard text.hasPrefix("Expected to decode "), let found = text.range(of: " but found ") else {
                return "wrong value at \(location(context.codingPath)): \(OneLine.escaped(text))"
            }
            var what = String(text[found.upperBound...])
            if what.hasSuffix(" instead.") { what.removeLast(" instead.".count) }
            if what == "a dictionary" { what = "an object" }
            if what == "number" { what = "a number" }
            return "wrong value at \(location(context.codingPath)): expected \(jsonKind(type)), found \(OneLine.escaped(what))"
        default:
            return OneLine.escaped(String(describing: error))
        }
    }

    /// What a JSON value of Swift type `type` looks like: `an object`, `an array`, `a number`, ….
    static func jsonKind(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") { return "an object" }
        if name.hasPrefix("Array") || name.hasPrefix("UnkeyedDecodingContainer") { return "an array" }
        if ["Double", "Float", "Int", "Int64", "Int32", "UInt", "UInt64", "UInt32"].contains(name) { return "a number" }
        if name == "String" { return "a string" }
        if name == "Bool" { return "true or false" }
        return "a value of type \(name)"
    }

    /// `.a.b[3]`, or `top level` for the root.
    public static func location(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "top level" }
        return codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(OneLine.escaped(key.stringValue))" }
            .joined()
    }
}

/// The one translation of a decoding error into a one-line message with its location
/// (`at .suites[2].casesRun: …`), shared by every reader of JSON files.
public enum DecodingErrorText {
    /// One line saying where and what, without the error type's multi-line dump.
    public static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            let underlying = context.underlyingError.map { " (\(OneLine.escaped(String(describing: $0))))" } ?? ""
            return "invalid JSON at \(location(context.codingPath)): \(OneLine.escaped(context.debugDescription))"
                + (context.codingPath.isEmpty ? underlying : "")
        case DecodingError.keyNotFound(let key, let context):
            return "missing key '\(OneLine.escaped(key.stringValue))' at \(location(context.codingPath))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong value at \(location(context.codingPath)): \(OneLine.escaped(context.debugDescription))"
        default:
            return OneLine.escaped(String(describing: error))
        }
    }

    /// `.a.b[3]`, or `top level` for the root.
    public static func location(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "top level" }
        return codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(OneLine.escaped(key.stringValue))" }
            .joined()
    }
}

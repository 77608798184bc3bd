import Foundation

/// Formats the paste-ready commands in failures (the CLI that runs them is defined elsewhere).
///
/// Placeholders: `{property}` and `{value}` (shell single-quoted: the property name and the
/// case value as JSON), `{seed}`, `{caseIndex}`, `{cases}`. Example templates:
/// ```
/// fillet replay --property {property} --value {value}
/// fillet verify --seed {seed} --cases {cases}
/// ```
public struct CommandTemplate: Sendable {
    public struct Context: Sendable {
        public var property: String
        public var valueJSON: String
        public var seed: UInt64
        public var caseIndex: Int
        public var cases: Int
    }

    public let format: @Sendable (Context) -> String

    /// A command built by any closure.
    public init(_ format: @escaping @Sendable (Context) -> String) {
        self.format = format
    }

    /// A command built by substituting the placeholders in `template`.
    public static func template(_ template: String) -> CommandTemplate {
        CommandTemplate { context in
            // One left-to-right pass, so a value containing "{seed}" is not substituted again.
            let replacements = [
                "{property}": shellQuoted(context.property), "{value}": shellQuoted(context.valueJSON),
                "{seed}": String(context.seed), "{caseIndex}": String(context.caseIndex), "{cases}": String(context.cases),
            ]
            var result = ""
            var rest = template[...]
            while let open = rest.firstIndex(of: "{") {
                result += rest[..<open]
                rest = rest[open...]
                if let close = rest.firstIndex(of: "}"), let replacement = replacements[String(rest[...close])] {
                    result += replacement
                    rest = rest[rest.index(after: close)...]
                } else {
                    result.append("{")
                    rest = rest.dropFirst()
                }
            }
            return result + rest
        }
    }

    /// `text` in POSIX shell single quotes (`'` becomes `'\''`).
    public static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

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
            template
                .replacingOccurrences(of: "{property}", with: shellQuoted(context.property))
                .replacingOccurrences(of: "{value}", with: shellQuoted(context.valueJSON))
                .replacingOccurrences(of: "{seed}", with: String(context.seed))
                .replacingOccurrences(of: "{caseIndex}", with: String(context.caseIndex))
                .replacingOccurrences(of: "{cases}", with: String(context.cases))
        }
    }

    /// `text` in POSIX shell single quotes (`'` becomes `'\''`).
    public static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

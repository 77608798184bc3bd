/// Bad command-line input, as one line naming the flag at fault. The message is escaped with
/// ``OneLine`` here, the one place every usage message passes, so a value the user
/// gave that contains a newline can never split it.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The one-line message, escaped.
    public let message: String

    /// An error with `message`, escaped to one line.
    public init(_ message: String) { self.message = OneLine.escaped(message) }

    /// `<flag>: <problem>`, escaped to one line.
    public init(flag: String, _ problem: String) { self.init("\(flag): \(problem)") }

    public var description: String { message }
}

import FilletSupport

/// Bad command-line input, as one line naming the flag at fault. The message is escaped with
/// ``FilletSupport/OneLine`` here, the one place every usage message passes, so a value the user
/// gave that contains a newline can never split it.
struct UsageError: Error, Equatable {
    let message: String

    init(_ message: String) { self.message = OneLine.escaped(message) }

    init(flag: String, _ problem: String) { self.init("\(flag): \(problem)") }
}

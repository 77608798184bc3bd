/// Bad command-line input, as one line naming the flag at fault.
struct UsageError: Error, Equatable {
    let message: String

    init(_ message: String) { self.message = message }

    init(flag: String, _ problem: String) { self.message = "\(flag): \(problem)" }
}

import FilletSupport

/// What a command produced: text for standard output and standard error, and the exit status.
/// Commands return this instead of printing, so tests can call them directly.
struct CommandOutput: Equatable, Sendable {
    var standardOutput = ""
    var standardError = ""
    var exitCode: Int32 = ExitCode.success
    /// Output too large to hold whole, produced piece by piece after ``standardOutput``; its
    /// exit status replaces ``exitCode``. The executable writes the pieces as they come;
    /// ``FilletCLI/run(_:)`` collects them into ``standardOutput`` for in-process callers.
    var stream: StreamedOutput? = nil

    static func == (lhs: CommandOutput, rhs: CommandOutput) -> Bool {
        lhs.standardOutput == rhs.standardOutput && lhs.standardError == rhs.standardError
            && lhs.exitCode == rhs.exitCode && (lhs.stream == nil) == (rhs.stream == nil)
    }

    /// The stream, if any, run into ``standardOutput``.
    mutating func collectStream() {
        guard let stream else { return }
        self.stream = nil
        var text = ""
        exitCode = stream.produce { piece in
            text += piece
            return true
        }
        standardOutput += text
    }

    static func success(_ text: String) -> CommandOutput { CommandOutput(standardOutput: text) }

    /// A failure of the run itself (a file that cannot be written, a construction that throws):
    /// one escaped line on standard error, exit status 1.
    static func failure(_ context: String, _ error: any Error) -> CommandOutput {
        CommandOutput(standardError: "\(context): \(OneLine.escaped(String(describing: error)))\n",
                      exitCode: ExitCode.failure)
    }

    /// An exit-1 output when one of `paths` could not be written (checked before a run, so a long
    /// run does not end in a write that cannot happen), else nil.
    static func unwritable(_ paths: [String]) -> CommandOutput? {
        for path in paths {
            do { try AtomicFile.checkWritableTarget(path) } catch {
                return .failure("fillet", error)
            }
        }
        return nil
    }

    /// A usage error: one line on standard error, exit status 2.
    static func usage(_ error: UsageError) -> CommandOutput {
        CommandOutput(standardError: "fillet: \(error.message)\n", exitCode: ExitCode.usage)
    }
}

/// Exit statuses shared by every command.
enum ExitCode {
    static let success: Int32 = 0
    /// The command ran and found a problem (e.g. a failed check).
    static let failure: Int32 = 1
    /// Bad command-line input: unknown flag, malformed or out-of-range value.
    static let usage: Int32 = 2
}

/// One `fillet` subcommand. A new command is one file defining a `Command` value plus one line in
/// ``FilletCLI/commands``.
struct Command: Sendable {
    /// The word after `fillet`.
    let name: String
    /// One line for `fillet --help`.
    let summary: String
    /// Runs with the arguments after the command's name.
    let run: @Sendable ([String]) -> CommandOutput
}

/// Standard output produced as it is computed (``CommandOutput/stream``).
struct StreamedOutput: Sendable {
    /// Hands each piece to `emit` in order — `emit` returns `false` when a piece could not be
    /// written, and the producer then stops — and returns the command's exit status.
    let produce: @Sendable (_ emit: (String) -> Bool) -> Int32
}

import FilletSupport

/// What a command produced: text for standard output and standard error, and the exit status.
/// Commands return this instead of printing, so tests can call them directly.
package struct CommandOutput: Equatable, Sendable {
    package var standardOutput = ""
    package var standardError = ""
    package var exitCode: Int32 = ExitCode.success
    /// Output too large to hold whole, produced piece by piece after ``standardOutput``; its
    /// exit status replaces ``exitCode``. The executable writes the pieces as they come;
    /// ``FilletCLI/run(_:)`` collects them into ``standardOutput`` for in-process callers.
    package var stream: StreamedOutput? = nil

    package init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = ExitCode.success,
                 stream: StreamedOutput? = nil) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
        self.stream = stream
    }

    package static func == (lhs: CommandOutput, rhs: CommandOutput) -> Bool {
        lhs.standardOutput == rhs.standardOutput && lhs.standardError == rhs.standardError
            && lhs.exitCode == rhs.exitCode && (lhs.stream == nil) == (rhs.stream == nil)
    }

    /// The stream, if any, run into ``standardOutput``.
    package mutating func collectStream() {
        guard let stream else { return }
        self.stream = nil
        var text = ""
        exitCode = stream.produce { piece in
            text += piece
            return true
        }
        standardOutput += text
    }

    package static func success(_ text: String) -> CommandOutput { CommandOutput(standardOutput: text) }

    /// A failure of the run itself (a file that cannot be written, a construction that throws):
    /// one escaped line on standard error, exit status 1.
    package static func failure(_ context: String, _ error: any Error) -> CommandOutput {
        CommandOutput(standardError: "\(context): \(OneLine.escaped(String(describing: error)))\n",
                      exitCode: ExitCode.failure)
    }

    /// An exit-1 output when one of `paths` could not be written (checked before a run, so a long
    /// run does not end in a write that cannot happen), else nil.
    package static func unwritable(_ paths: [String]) -> CommandOutput? {
        for path in paths {
            do { try AtomicFile.checkWritableTarget(path) } catch {
                return .failure("fillet", error)
            }
        }
        return nil
    }

    /// A usage error: one line on standard error, exit status 2.
    package static func usage(_ error: UsageError) -> CommandOutput {
        CommandOutput(standardError: "fillet: \(error.message)\n", exitCode: ExitCode.usage)
    }
}

/// Exit statuses shared by every command.
package enum ExitCode {
    package static let success: Int32 = 0
    /// The command ran and found a problem (e.g. a failed check).
    package static let failure: Int32 = 1
    /// Bad command-line input: unknown flag, malformed or out-of-range value.
    package static let usage: Int32 = 2
}

/// One `fillet` subcommand. A new command is one file defining a `Command` value plus one line in
/// ``FilletCLI/commands``.
package struct Command: Sendable {
    /// The word after `fillet`.
    package let name: String
    /// One line for `fillet --help`.
    package let summary: String
    /// Runs with the arguments after the command's name.
    package let run: @Sendable ([String]) -> CommandOutput

    package init(name: String, summary: String, run: @escaping @Sendable ([String]) -> CommandOutput) {
        self.name = name
        self.summary = summary
        self.run = run
    }
}

/// Standard output produced as it is computed (``CommandOutput/stream``).
package struct StreamedOutput: Sendable {
    /// Hands each piece to `emit` in order — `emit` returns `false` when a piece could not be
    /// written, and the producer then stops — and returns the command's exit status.
    package let produce: @Sendable (_ emit: (String) -> Bool) -> Int32
}

import FilletSupport

/// What a command produced: text for standard output and standard error, and the exit status.
/// Commands return this instead of printing, so tests can call them directly.
struct CommandOutput: Equatable, Sendable {
    var standardOutput = ""
    var standardError = ""
    var exitCode: Int32 = ExitCode.success

    static func success(_ text: String) -> CommandOutput { CommandOutput(standardOutput: text) }

    /// A failure of the run itself (a file that cannot be written, a construction that throws):
    /// one escaped line on standard error, exit status 1.
    static func failure(_ context: String, _ error: any Error) -> CommandOutput {
        CommandOutput(standardError: "\(context): \(OneLine.escaped(String(describing: error)))\n",
                      exitCode: ExitCode.failure)
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

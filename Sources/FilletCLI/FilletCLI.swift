import FilletSupport
/// The `fillet` tool: dispatches `fillet <command> …` to one of ``commands``.
package enum FilletCLI {
    /// Every subcommand, in the order `fillet --help` lists them.
    package static let commands: [Command] = [
        ShapeCommand.command,
        CheckCommand.command,
        FixPathCommand.command,
        VerifyCommand.command,
        AuditCommand.command,
        ReplayCommand.command,
        ExploreCommand.command,
    ]

    package static var help: String {
        var text = """
        fillet — exact rounded shapes (lines and true circular arcs)

        Usage: fillet <command> [arguments]   (fillet <command> --help for its flags)

        Commands:

        """
        var table = TextTable(indent: "  ")
        for command in commands { table.append([command.name, command.summary]) }
        text += table.text
        text += "\nBad input prints one line naming the flag on standard error and exits with status 2.\n"
        return text
    }

    /// Runs a command in-process: its whole output, a stream collected into ``CommandOutput/standardOutput``.
    package static func run(_ arguments: [String]) -> CommandOutput {
        var output = dispatch(arguments)
        output.collectStream()
        return output
    }

    /// Runs a command, leaving a streamed output to the caller (the executable writes it as it comes).
    package static func dispatch(_ arguments: [String]) -> CommandOutput {
        guard let first = arguments.first else {
            let names = commands.map(\.name).joined(separator: ", ")
            return .usage(UsageError("missing command (commands: \(names); see fillet --help)"))
        }
        if first == "--help" || first == "-h" || first == "help" { return .success(help) }
        guard let command = commands.first(where: { $0.name == first }) else {
            let names = commands.map(\.name).joined(separator: ", ")
            return .usage(UsageError("unknown command \(OneLine.quoted(String(first))) (commands: \(names); see fillet --help)"))
        }
        return command.run(Array(arguments.dropFirst()))
    }
}

import FilletSupport
import Foundation

/// The entry point of the package's executables (`fillet`, `fillet-fuzz`): every command returns
/// its output, which is written here in one place. Output that cannot be written (`> /dev/full`,
/// a closed descriptor) is an error, exit 1, never a trap.
package enum CommandLineTool {
    /// Runs `command` on the process's arguments, writes its output and exits with its status.
    /// Arguments are taken as their bytes (`CommandLine.arguments` replaces bytes that are not
    /// UTF-8 with U+FFFD, and such a file name would then name nothing): FileSystemName keeps them.
    package static func main(_ tool: String, _ command: ([String]) -> CommandOutput) -> Never {
        let arguments = (1..<Int(CommandLine.argc)).map { FileSystemName.decode(cString: CommandLine.unsafeArgv[$0]!) }
        let output = command(arguments)
        var exitCode = output.exitCode
        var writeFailure = output.standardOutput.isEmpty ? nil : StandardStreams.writeOutput(output.standardOutput)
        if writeFailure == nil, let stream = output.stream {
            // Pieces are gathered into writes of about 64 KiB.
            var pending = ""
            exitCode = stream.produce { piece in
                pending += piece
                guard pending.utf8.count >= 1 << 16 else { return true }
                writeFailure = StandardStreams.writeOutput(pending)
                pending = ""
                return writeFailure == nil
            }
            if writeFailure == nil, !pending.isEmpty { writeFailure = StandardStreams.writeOutput(pending) }
        }
        if let reason = writeFailure {
            StandardStreams.writeError("\(tool): cannot write standard output: \(reason)\n")
            if exitCode == ExitCode.success { exitCode = ExitCode.failure }
        }
        if !output.standardError.isEmpty { StandardStreams.writeError(output.standardError) }
        exit(exitCode)
    }
}

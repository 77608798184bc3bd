import FilletSupport
import Foundation

// Entry point: every command returns its output, which is written here in one place. Output that
// cannot be written (`> /dev/full`, a closed descriptor) is an error, exit 1, never a trap.
let output = FilletCLI.run(Array(CommandLine.arguments.dropFirst()))
var exitCode = output.exitCode
if !output.standardOutput.isEmpty, let reason = StandardStreams.writeOutput(output.standardOutput) {
    StandardStreams.writeError("fillet: cannot write standard output: \(reason)\n")
    if exitCode == ExitCode.success { exitCode = ExitCode.failure }
}
if !output.standardError.isEmpty { StandardStreams.writeError(output.standardError) }
exit(exitCode)

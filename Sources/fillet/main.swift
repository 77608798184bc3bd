import FilletSupport
import Foundation

// Entry point: every command returns its output, which is written here in one place.
let output = FilletCLI.run(Array(CommandLine.arguments.dropFirst()))
if !output.standardOutput.isEmpty { FileHandle.standardOutput.write(Data(output.standardOutput.utf8)) }
if !output.standardError.isEmpty { FileHandle.standardError.write(Data(output.standardError.utf8)) }
exit(output.exitCode)

import Foundation
import FilletSupport

/// Running the built `fillet` as another user, for what root is never refused (a directory that
/// cannot be listed or written, a file of another owner): `setpriv` (util-linux) drops to user and
/// group 65534 (`nobody`).
enum OtherUser {
    static let uid: uid_t = 65534

    /// The `fillet` executable built beside the test bundle, or `nil`.
    static func builtExecutable() -> String? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("fillet").path
            if InputFile.isRegularFile(candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// Exit status and standard output of `fillet arguments…` run as `nobody`.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let executable = builtExecutable() else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=\(uid)", "--regid=\(uid)", "--clear-groups", executable] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

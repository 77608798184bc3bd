import FilletSupport
import Foundation

/// The scratch directory `fillet fuzz` gives the commands it runs (their output files): removed
/// when the run returns, and, for a run that never returned (interrupted by SIGINT or SIGTERM,
/// killed, crashed), by the next `fillet fuzz`, which removes the scratch directories of
/// processes that no longer exist. (A signal handler could not do it safely: removing a tree is
/// not async-signal-safe, and a handler thread misses signals delivered to the others.)
enum FuzzScratch {
    static let prefix = "fillet-fuzz-"

    /// Runs `body` with a fresh scratch path (not created: the commands create what they write).
    static func with<Result, Failure: Error>(in parent: String = NSTemporaryDirectory(),
                                            _ body: (String) throws(Failure) -> Result) throws(Failure) -> Result {
        removeAbandoned(in: parent)
        let root = FilePaths.join(parent, "\(prefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(atPath: root) }
        return try body(root)
    }

    /// Removes `parent`'s scratch directories whose process is gone (`kill(pid, 0)` says no such
    /// process); a directory of a live process, or of another user's, is left alone.
    static func removeAbandoned(in parent: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: FilePaths.join(parent, name))
        }
    }
}

import FilletCLI
import FilletSupport
import Foundation

/// The scratch directory `fillet-fuzz` gives the commands it runs (their output files): removed
/// when the run returns, and, for a run that never returned (interrupted by SIGINT or SIGTERM,
/// killed, crashed), by the next `fillet-fuzz`. A run holds an exclusive `flock(2)` on its
/// directory for as long as it lasts, so the sweep removes only directories nobody holds (a
/// process id alone could not tell: another container sharing the temporary directory has its
/// own). A signal handler could not clean up safely: removing a tree is not async-signal-safe.
enum FuzzScratch {
    static let prefix = "fillet-fuzz-"

    /// Runs `body` with a fresh scratch directory, created and locked.
    static func with<Result, Failure: Error>(in parent: String = NSTemporaryDirectory(),
                                            _ body: (String) throws(Failure) -> Result) throws(Failure) -> Result {
        removeAbandoned(in: parent)
        let root = FilePaths.join(parent, "\(prefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        // Without the directory or its lock the commands still run (they create what they
        // write); only the sweep's protection is lost.
        _ = mkdir(root, 0o700)
        let lock = try? DirectoryLock(root, waits: false)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return try withExtendedLifetime(lock) { () throws(Failure) in try body(root) }
    }

    /// Removes `parent`'s scratch directories that no run holds: named `fillet-fuzz-<pid>-…`,
    /// directories (not links or files), owned by this user, and with their lock free. A
    /// directory of a live run, of another user, or anything else is left alone.
    static func removeAbandoned(in parent: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), Int32(rest[..<dash]) != nil else { continue }
            let path = FilePaths.join(parent, name)
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == geteuid() else { continue }
            guard let lock = try? DirectoryLock(path, waits: false) else { continue }
            withExtendedLifetime(lock) { try? FileManager.default.removeItem(atPath: path) }
        }
    }
}

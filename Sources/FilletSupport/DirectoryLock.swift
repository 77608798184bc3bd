import Foundation

/// An exclusive `flock(2)` on a directory, held while the value lives: how runs that share a
/// directory take turns (`fillet-bench --record` on the results directory) or mark it as in use
/// (`fillet-fuzz` on its scratch directory). On a directory, so no lock file is left behind.
public final class DirectoryLock {
    /// Why a lock was not taken.
    public enum Failure: Error, Equatable {
        /// Another holder has it (only when not waiting).
        case held
        /// The directory could not be opened or locked; the system's reason.
        case unusable(String)
    }

    private let descriptor: Int32

    /// Locks `path`, a directory (or a link to one), waiting for another holder to
    /// release it when `waits`, else failing with ``Failure/held``.
    public init(_ path: String, waits: Bool) throws(Failure) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unusable(String(cString: strerror(errno))) }
        while flock(descriptor, LOCK_EX | (waits ? 0 : LOCK_NB)) != 0 {
            if errno == EINTR { continue }
            let failure: Failure = errno == EWOULDBLOCK ? .held : .unusable(String(cString: strerror(errno)))
            close(descriptor)
            throw failure
        }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }
}

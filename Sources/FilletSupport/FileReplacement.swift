import Foundation

/// Rewriting a user's file in place so that it is whole or untouched and stays the same file to
/// its owner: the new content replaces the old by an atomic rename, with the old file's owner,
/// group and mode — setuid, setgid and sticky bits included — and only if the file still holds
/// what was read.
///
/// A replacement is planned (``plan(_:breakingLinks:)``) before anything is written, so a run can
/// refuse every file it could not replace faithfully before it replaces any:
///
/// | found at the path | plan |
/// |---|---|
/// | a regular file whose owner, group and mode this process can give a new file, in a directory it can write | accepted |
/// | a symbolic link | refused: the rename would replace the link by a file (fix the target) |
/// | a file with other hard links | refused, unless `breakingLinks`: the rename leaves the other names on the old content |
/// | a file of another owner (not running as root), or a group or setgid bit this process cannot set | refused: the rewrite would change them |
/// | a directory that cannot be written, anything but a regular file | refused |
///
/// ``replace(_:plan:original:)`` then stages the new bytes beside the target with ``AtomicFile``
/// (a new file, flushed), gives it the owner, group and mode, checks them back with `lstat`, reads
/// the target again and renames over it only when the target is still the file planned (same
/// device and inode) holding exactly `original`. A process killed at any point leaves the target
/// whole (old or new) and at most a stray temporary file. What is not kept: extended attributes
/// and ACLs (the new file has none), and a write that lands between the last comparison and the
/// rename (a window of one system call).
public enum FileReplacement {
    /// What was found at a path to replace: enough to give the new file the same identity and to
    /// notice the file changing.
    public struct Plan: Sendable, Equatable {
        public var path: String
        public var device: UInt64
        public var inode: UInt64
        public var owner: uid_t
        public var group: gid_t
        /// Permission bits with setuid, setgid and sticky (`mode & 0o7777`).
        public var mode: mode_t
    }

    /// Why a file is not replaced, in words.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        public var description: String { "\(OneLine.quoted(FileSystemName.printable(path))) not written: \(OneLine.escaped(reason))" }
    }

    /// Checks that the file at `path` can be replaced keeping its identity (see the type's table).
    /// - Parameters:
    ///   - path: the file to rewrite (a name that is not UTF-8 as ``FileSystemName`` holds it).
    ///   - breakingLinks: accept a file with other hard links (they keep the old content).
    public static func plan(_ path: String, breakingLinks: Bool = false) throws(Refusal) -> Plan {
        var info = stat()
        guard FileSystemName.withCString(path, { lstat($0, &info) }) == 0 else {
            throw Refusal(path: path, reason: SystemErrorText.words(errno))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK: throw Refusal(path: path, reason: "it is a symbolic link: the rewrite would replace the link by a file (fix its target instead)")
        default: throw Refusal(path: path, reason: "it is \(InputFile.kind(info.st_mode)), not a regular file")
        }
        if info.st_nlink > 1, !breakingLinks {
            throw Refusal(path: path, reason: "it has \(info.st_nlink) hard links: the rewrite would leave the others on the old content (--break-links to rewrite it anyway)")
        }
        let directory = FilePaths.directory(of: path)
        guard FileSystemName.withCString(directory, { access($0, W_OK | X_OK) }) == 0 else {
            throw Refusal(path: path, reason: "its directory \(OneLine.quoted(directory)) is not writable")
        }
        let user = geteuid()
        if user != 0 {
            if info.st_uid != user {
                throw Refusal(path: path, reason: "it belongs to user \(info.st_uid): a rewrite by user \(user) would change its owner")
            }
            if info.st_gid != getegid(), !isMember(of: info.st_gid) {
                throw Refusal(path: path, reason: "its group \(info.st_gid) is not one of this process's: a rewrite would change it")
            }
        }
        return Plan(path: path, device: UInt64(info.st_dev), inode: UInt64(info.st_ino), owner: info.st_uid,
                    group: info.st_gid, mode: info.st_mode & 0o7777)
    }

    /// Replaces the file `plan` found with `data`, if it still holds `original` (see the type).
    /// - Parameters:
    ///   - data: the new content.
    ///   - plan: what ``plan(_:breakingLinks:)`` found at the path.
    ///   - original: the bytes read from it, which it must still hold.
    /// - Throws: ``Refusal`` when the file changed since it was read, its identity cannot be
    ///   given to the new file, or a write fails; the file is then as it was.
    public static func replace(_ data: Data, plan: Plan, original: Data) throws(Refusal) {
        let path = plan.path
        // Staged and committed by the project's one atomic writer; what is added here is the
        // identity given to the staged file and the last look before the rename.
        let temporary: String
        do { temporary = try AtomicFile.stage(data, for: path) } catch { throw Refusal(path: path, reason: error.reason) }
        func discard(_ reason: String) -> Refusal {
            _ = FileSystemName.withCString(temporary) { unlink($0) }
            return Refusal(path: path, reason: reason)
        }
        // Owner first: chown clears setuid and setgid, which the chmod then sets.
        var staged = stat()
        guard FileSystemName.withCString(temporary, { lstat($0, &staged) }) == 0 else { throw discard(SystemErrorText.words(errno)) }
        if staged.st_uid != plan.owner || staged.st_gid != plan.group {
            guard FileSystemName.withCString(temporary, { lchown($0, plan.owner, plan.group) }) == 0 else {
                throw discard("its owner and group could not be kept: \(SystemErrorText.words(errno))")
            }
        }
        guard FileSystemName.withCString(temporary, { chmod($0, plan.mode) }) == 0 else {
            throw discard("its mode could not be kept: \(SystemErrorText.words(errno))")
        }
        var given = stat()
        guard FileSystemName.withCString(temporary, { lstat($0, &given) }) == 0, given.st_uid == plan.owner,
              given.st_gid == plan.group, given.st_mode & 0o7777 == plan.mode else {
            throw discard("its owner, group or mode could not be kept exactly (mode \(String(plan.mode, radix: 8)))")
        }
        // The last look: still the file planned, still holding what was read.
        var now = stat()
        guard FileSystemName.withCString(path, { lstat($0, &now) }) == 0, (now.st_mode & S_IFMT) == S_IFREG,
              UInt64(now.st_dev) == plan.device, UInt64(now.st_ino) == plan.inode else {
            throw discard("it was replaced or removed since it was read")
        }
        let current: Data
        do { current = try InputFile.read(path, limit: Swift.max(original.count, 1) * 2 + 4_096) } catch {
            throw discard("it cannot be read again: \(error.reason)")
        }
        guard current == original else { throw discard("it changed since it was read (\(original.count) → \(current.count) bytes): not overwritten") }
        do { try AtomicFile.commit(temporary, to: path) } catch { throw Refusal(path: path, reason: error.reason) }
    }

    static func isMember(of group: gid_t) -> Bool {
        let count = getgroups(0, nil)
        guard count > 0 else { return false }
        var groups = [gid_t](repeating: 0, count: Int(count))
        let filled = getgroups(count, &groups)
        return filled > 0 && groups.prefix(Int(filled)).contains(group)
    }
}

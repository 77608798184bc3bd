import Foundation

/// Why a file could not be written, in words, naming the user's path (never a temporary one).
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path the caller asked to write.
    public let path: String
    /// What went wrong, one line.
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \(OneLine.quoted(path)): \(OneLine.escaped(reason))" }
}

/// Whole-file writes that readers never see half done: the one atomic writer of the project.
///
/// The data goes to a new temporary file beside the target (`.<name>.tmp-<pid>-<random>`, created
/// with `O_EXCL`), is flushed to disk, then renamed over the target (`rename(2)` is atomic on POSIX
/// file systems). A reader therefore sees the old file or the new one, never a part; a process
/// killed mid-write leaves at most a stray temporary file, never a truncated target.
///
/// The target is checked first: if something exists there that is not a regular file (a
/// directory, a device such as `/dev/full`, a FIFO, a socket or a symbolic link), the write is
/// refused — the rename would otherwise replace it.
public enum AtomicFile {
    /// Writes `data` to `path` atomically, creating missing parent directories.
    /// - Throws: ``FileWriteError`` naming `path`, with the reason in words.
    public static func write(_ data: Data, to path: String) throws(FileWriteError) {
        try checkWritableTarget(path)
        try commit(try stage(data, for: path), to: path)
    }

    /// Writes `data` to `path` atomically only if nothing is there: the new file appears whole, or
    /// not at all. Two processes creating the same path cannot both succeed (the staged file is
    /// hard-linked to the target, and `link(2)` fails if the name exists); on a file system
    /// without hard links the target is checked just before a rename instead (a narrow race).
    /// - Returns: `false`, writing nothing, when `path` already exists.
    /// - Throws: ``FileWriteError`` naming `path`, with the reason in words.
    public static func create(_ data: Data, at path: String) throws(FileWriteError) -> Bool {
        try checkWritableTarget(path)
        if InputFile.exists(path) { return false }
        let temporary = try stage(data, for: path)
        defer { onPath(temporary, { unlink($0) }) }
        if onPaths(temporary, path, { link($0, $1) }) == 0 { return true }
        switch errno {
        case EEXIST:
            return false
        case EPERM, EOPNOTSUPP, EXDEV, EMLINK:
            // No hard links here: the check-then-rename fallback.
            if InputFile.exists(path) { return false }
            try commit(temporary, to: path)
            return true
        default:
            throw FileWriteError(path: path, reason: errorText())
        }
    }

    /// Writes a set of files that belong together (a report and the pictures it links to): every
    /// target is checked and every file's data written and flushed beside its target before the
    /// first rename, so a failure there (a target that is a directory, a full disk) leaves every
    /// old file as it was and no temporary file behind. The renames then run in the given order;
    /// put the file that refers to the others last.
    /// - Throws: ``FileWriteError`` for the first file that cannot be written.
    ///
    /// A rename that fails after others succeeded (a file another user owns in a sticky
    /// directory, a target replaced meanwhile) puts the files already renamed back as they were:
    /// each existing target is kept under a hard link beside it until the set is in place. Where
    /// no hard link can be made (a file system without them) that file's new version stays;
    /// and a crash between two renames (microseconds) can leave the set mixed.
    public static func writeAll(_ files: [(path: String, data: Data)]) throws(FileWriteError) {
        for file in files { try checkWritableTarget(file.path) }
        var staged: [String] = []
        for file in files {
            do { staged.append(try stage(file.data, for: file.path)) } catch {
                for temporary in staged { onPath(temporary, { unlink($0) }) }
                throw error
            }
        }
        // What a rollback can do for each target: remove a new file, restore a kept old one, or
        // nothing (an old file no hard link could keep: it is never removed).
        enum Old { case none, kept(String), unkept }
        var old: [Old] = files.map { file in
            guard InputFile.isRegularFile(file.path) else { return .none }
            let backup = temporaryName(for: file.path, kind: "old")
            return onPaths(file.path, backup, { link($0, $1) }) == 0 ? .kept(backup) : .unkept
        }
        defer {
            for case .kept(let backup) in old { onPath(backup, { unlink($0) }) }
        }
        for (index, file) in files.enumerated() {
            do { try commit(staged[index], to: file.path) } catch {
                for temporary in staged[(index + 1)...] { onPath(temporary, { unlink($0) }) }
                for earlier in 0..<index {
                    switch old[earlier] {
                    case .none: onPath(files[earlier].path, { unlink($0) })
                    // Restored: nothing left to remove. Not restored: the backup is the only copy, kept.
                    case .kept(let backup): old[earlier] = .unkept; _ = onPaths(backup, files[earlier].path, { rename($0, $1) })
                    case .unkept: break
                    }
                }
                throw error
            }
        }
    }

    /// A new name beside `path` for a temporary file: `.<name>.<kind>-<pid>-<random>`, the name
    /// cut to 200 bytes so the result stays within a file name's 255.
    private static func temporaryName(for path: String, kind: String) -> String {
        var name = Substring(FilePaths.lastName(path))
        while name.utf8.count > 200 { name = name.dropLast() }
        let directory = path.contains("/") ? FilePaths.directory(of: path) : ""
        return FilePaths.join(directory, ".\(name).\(kind)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    }

    /// Writes `data` to a new temporary file beside `path` and flushes it.
    /// - Returns: the temporary file's path.
    static func stage(_ data: Data, for path: String) throws(FileWriteError) -> String {
        if path.contains("/") {
            let directory = FilePaths.directory(of: path)
            do { try SystemErrorText.createDirectory(directory) } catch {
                throw FileWriteError(path: path, reason: "cannot create its directory: \(error.reason)")
            }
        }
        let temporary = temporaryName(for: path, kind: "tmp")
        let descriptor = onPath(temporary, { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) })
        guard descriptor >= 0 else {
            throw FileWriteError(path: path, reason: "cannot create a file in its directory (\(errorText()))")
        }
        // A replaced file keeps its permissions (a private 0600 report stays private).
        var existing = stat()
        if onPath(path, { stat($0, &existing) }) == 0, (existing.st_mode & S_IFMT) == S_IFREG {
            fchmod(descriptor, existing.st_mode & 0o777)
        }
        var failure = data.withUnsafeBytes { StandardStreams.write($0, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = errorText() }
        if close(descriptor) != 0, failure == nil { failure = errorText() }
        if let failure {
            onPath(temporary, { unlink($0) })
            throw FileWriteError(path: path, reason: failure)
        }
        return temporary
    }

    /// Renames the staged `temporary` over `path` (removing `temporary` if it cannot).
    static func commit(_ temporary: String, to path: String) throws(FileWriteError) {
        // Checked again just before the rename, in case the target changed meanwhile.
        do { try checkWritableTarget(path) } catch {
            onPath(temporary, { unlink($0) })
            throw error
        }
        guard onPaths(temporary, path, { rename($0, $1) }) == 0 else {
            let reason = errorText()
            onPath(temporary, { unlink($0) })
            throw FileWriteError(path: path, reason: reason)
        }
    }

    /// Writes `text` as UTF-8 to `path` atomically.
    public static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(Data(text.utf8), to: path)
    }

    /// Throws unless `path` names nothing yet or a regular file, and is a usable name.
    /// Call it before long work so a run does not end in a write that cannot happen.
    public static func checkWritableTarget(_ path: String) throws(FileWriteError) {
        guard !path.isEmpty else { throw FileWriteError(path: path, reason: "the path is empty") }
        guard !path.contains("\0") else { throw FileWriteError(path: path, reason: "the path contains a NUL byte") }
        guard !path.hasSuffix("/") else { throw FileWriteError(path: path, reason: "the path names a directory") }
        let name = FileSystemName.bytes(FilePaths.lastName(path))
        guard name.count <= maximumNameBytes else {
            throw FileWriteError(path: path, reason: "the file name is longer than \(maximumNameBytes) bytes")
        }
        var info = stat()
        if onPath(path, { lstat($0, &info) }) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                // Replaced by a rename, which needs the directory, not the file, to be writable.
                let directory = FilePaths.directory(of: path)
                guard onPath(directory, { access($0, W_OK | X_OK) }) == 0 else {
                    throw FileWriteError(path: path, reason: "its directory \(OneLine.quoted(directory)) is not writable")
                }
                // In a sticky directory (/tmp) only the file's or the directory's owner may replace it.
                var directoryInfo = stat()
                let user = geteuid()
                if onPath(directory, { stat($0, &directoryInfo) }) == 0, (directoryInfo.st_mode & S_ISVTX) != 0, user != 0,
                   user != info.st_uid, user != directoryInfo.st_uid {
                    throw FileWriteError(path: path, reason: "it belongs to another user in a sticky directory "
                                                             + "\(OneLine.quoted(directory))")
                }
                return
            case S_IFDIR: throw FileWriteError(path: path, reason: "it is a directory")
            case S_IFLNK: throw FileWriteError(path: path, reason: "it is a symbolic link, which would be replaced")
            case S_IFCHR, S_IFBLK: throw FileWriteError(path: path, reason: "it is a device, not a regular file")
            case S_IFIFO: throw FileWriteError(path: path, reason: "it is a FIFO, not a regular file")
            case S_IFSOCK: throw FileWriteError(path: path, reason: "it is a socket, not a regular file")
            default: throw FileWriteError(path: path, reason: "it is not a regular file")
            }
        }
        guard errno == ENOENT else { throw FileWriteError(path: path, reason: errorText()) }
        // Nothing there yet: the nearest existing ancestor must be a directory we may write into.
        var ancestor = FilePaths.directory(of: path)
        while onPath(ancestor, { lstat($0, &info) }) != 0 {
            guard errno == ENOENT, ancestor != "/", ancestor != "." else {
                throw FileWriteError(path: path, reason: "its directory is unusable (\(errorText()))")
            }
            ancestor = FilePaths.directory(of: ancestor)
        }
        guard onPath(ancestor, { stat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw FileWriteError(path: path, reason: "\(OneLine.quoted(ancestor)) is not a directory")
        }
        guard onPath(ancestor, { access($0, W_OK | X_OK) }) == 0 else {
            throw FileWriteError(path: path, reason: "its directory \(OneLine.quoted(ancestor)) is not writable")
        }
    }

    /// The longest file name (one path component) the target may have, in bytes: `NAME_MAX` of
    /// Linux's file systems.
    public static let maximumNameBytes = 255

    private static func errorText() -> String { SystemErrorText.words(errno) }

    /// `body` on the bytes of `path` (``FileSystemName``: a name that is not UTF-8 is written as
    /// its bytes).
    @discardableResult
    private static func onPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        FileSystemName.withCString(path, body)
    }

    @discardableResult
    private static func onPaths<Result>(_ first: String, _ second: String,
                                        _ body: (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Result) -> Result {
        FileSystemName.withCString(first) { a in FileSystemName.withCString(second) { b in body(a, b) } }
    }
}

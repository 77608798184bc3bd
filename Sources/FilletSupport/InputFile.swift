import Foundation

/// Why a file could not be read, in words, naming the user's path.
public struct FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as the user gave it.
    public let path: String
    /// What went wrong, in words.
    public let reason: String

    /// An error reading `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot read \(OneLine.quoted(path)): \(OneLine.escaped(reason))" }
}

/// Reading a whole input file, with errors in words (never "NSCocoaErrorDomain error 256").
///
/// Paths may hold bytes that are not UTF-8 (``FileSystemName``); they are opened as those bytes.
public enum InputFile {
    /// Whether `path` names an existing regular file (following symbolic links).
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return FileSystemName.withCString(path) { stat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether anything exists at `path` (following symbolic links).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return FileSystemName.withCString(path) { stat($0, &info) } == 0
    }

    /// What kind of thing a file mode names, in words: `"a directory"`, `"a FIFO"`, ….
    public static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a directory"
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        default: return "not a regular file"
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    ///
    /// The file is opened without blocking (a FIFO or a device never stalls the read) and its kind
    /// is taken from the open descriptor, so what is checked is what is read.
    /// - Throws: ``FileReadError``: missing, a directory or other non-regular file, unreadable,
    ///   or larger than `limit` bytes (default 1 GiB), the reason in words.
    public static func read(_ path: String, limit: Int = 1 << 30) throws(FileReadError) -> Data {
        try readIdentified(path, limit: limit).data
    }

    /// The identity of the file at `path` (through links), `nil` when it cannot be looked at.
    public static func identity(_ path: String) -> FileIdentity? {
        var info = stat()
        guard FileSystemName.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        return FileIdentity(info)
    }

    /// ``read(_:limit:)``, and the identity of the file read (taken from the open descriptor).
    public static func readIdentified(_ path: String, limit: Int = 1 << 30) throws(FileReadError)
        -> (data: Data, identity: FileIdentity) {
        guard !path.isEmpty else { throw FileReadError(path: path, reason: "the path is empty") }
        // A device is never opened (opening some has effects): its kind is known from stat first;
        // the open descriptor's kind is checked again below, for what changed in between.
        var before = stat()
        if FileSystemName.withCString(path, { stat($0, &before) }) == 0, (before.st_mode & S_IFMT) != S_IFREG {
            throw FileReadError(path: path, reason: (before.st_mode & S_IFMT) == S_IFDIR ? "it is a directory, not a file"
                                : "it is \(kind(before.st_mode)), not a regular file")
        }
        let descriptor = FileSystemName.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else {
            let code = errno
            var info = stat()
            // A socket cannot be opened at all: say what it is rather than "no such device".
            if code != ENOENT, FileSystemName.withCString(path, { stat($0, &info) }) == 0, (info.st_mode & S_IFMT) != S_IFREG {
                throw FileReadError(path: path, reason: "it is \(kind(info.st_mode)), not a regular file")
            }
            throw FileReadError(path: path, reason: code == ENOENT ? "no such file" : SystemErrorText.words(code))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileReadError(path: path, reason: SystemErrorText.words(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileReadError(path: path, reason: "it is a directory, not a file")
        default: throw FileReadError(path: path, reason: "it is \(kind(info.st_mode)), not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw FileReadError(path: path, reason: "it is larger than \(limit) bytes")
        }
        // One byte more than the size: the read that meets the end finds room, so a file that did
        // not grow is read without enlarging the buffer.
        var data = Data(count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == data.count {
                // The file may have grown since fstat: read on, within the limit.
                guard data.count <= limit else { throw FileReadError(path: path, reason: "it is larger than \(limit) bytes") }
                data.count = Swift.min(limit + 1, Swift.max(data.count * 2, 4_096))
            }
            let count = data.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileReadError(path: path, reason: "read failed: \(SystemErrorText.words(errno))")
            }
            if count == 0 { break }
            filled += count
        }
        guard filled <= limit else { throw FileReadError(path: path, reason: "it is larger than \(limit) bytes") }
        data.count = filled
        return (data, FileIdentity(info))
    }

    /// The file at `path` as UTF-8 text.
    /// - Throws: ``FileReadError`` as ``read(_:limit:)``, or when the bytes are not UTF-8.
    public static func text(_ path: String, limit: Int = 1 << 30) throws(FileReadError) -> String {
        let data = try read(path, limit: limit)
        guard let text = String(data: data, encoding: .utf8) else {
            throw FileReadError(path: path, reason: "it is not UTF-8 text")
        }
        return text
    }
}

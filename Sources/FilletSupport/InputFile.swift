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
public enum InputFile {
    /// Whether `path` names an existing regular file (following symbolic links).
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether anything exists at `path` (following symbolic links).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    /// - Throws: ``FileReadError``: missing, a directory or other non-regular file, unreadable,
    ///   or larger than `limit` bytes (default 1 GiB).
    public static func read(_ path: String, limit: Int = 1 << 30) throws(FileReadError) -> Data {
        guard !path.isEmpty else { throw FileReadError(path: path, reason: "the path is empty") }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw FileReadError(path: path, reason: errno == ENOENT ? "no such file" : String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileReadError(path: path, reason: "it is a directory, not a file")
        default: throw FileReadError(path: path, reason: "it is not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw FileReadError(path: path, reason: "it is larger than \(limit) bytes")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FileReadError(path: path, reason: "permission denied or unreadable")
        }
        defer { try? handle.close() }
        do {
            return try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw FileReadError(path: path, reason: "read failed")
        }
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

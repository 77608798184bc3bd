import Foundation

/// A system call's failure in plain words ("permission denied", "a component of the path is not a
/// directory"), never a numbered domain error such as "NSCocoaErrorDomain error 512".
public enum SystemErrorText {
    /// What `code` (an `errno` value) means for a path, in words.
    public static func words(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES, EPERM: return "permission denied"
        case ENOTDIR: return "a component of the path is not a directory"
        case EISDIR: return "it is a directory"
        case ENAMETOOLONG: return "the path or one of its names is too long"
        case ELOOP: return "too many levels of symbolic links"
        case EEXIST: return "something else already exists there"
        case ENOSPC: return "no space left on the device"
        case EDQUOT: return "the disk quota is exhausted"
        case EROFS: return "the file system is read-only"
        case EMFILE, ENFILE: return "too many open files"
        case EIO: return "an input/output error"
        case ENXIO, ENODEV: return "no such device (a special file with nothing behind it)"
        case ETXTBSY: return "the file is busy"
        default: return String(cString: strerror(code))
        }
    }

    /// Creates `directory` and any missing parent, as `mkdir -p` does.
    /// - Throws: a sentence naming the component that could not be created and why.
    public static func createDirectory(_ directory: String) throws(FileWriteError) {
        guard !directory.isEmpty else { throw FileWriteError(path: directory, reason: "the path is empty") }
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for component in FilePaths.components(directory) {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var info = stat()
            let found = FileSystemName.withCString(prefix) { stat($0, &info) } == 0
            if found {
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw FileWriteError(path: directory, reason: "\(OneLine.quoted(prefix)) is not a directory")
                }
                continue
            }
            guard errno == ENOENT else { throw FileWriteError(path: directory, reason: "\(OneLine.quoted(prefix)): \(words(errno))") }
            guard FileSystemName.withCString(prefix, { mkdir($0, 0o777) }) == 0 || errno == EEXIST else {
                throw FileWriteError(path: directory, reason: "cannot create \(OneLine.quoted(prefix)): \(words(errno))")
            }
        }
    }
}

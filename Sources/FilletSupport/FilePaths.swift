import Foundation

/// Path-name arithmetic that never traps (Foundation's `NSString` path methods trap on some
/// one-character paths on Linux).
public enum FilePaths {
    /// The directory part of `path`: `"."` for a bare file name, `"/"` for a file at the root.
    /// Split on the byte `/`, never on characters: a name that starts with a combining mark
    /// would otherwise fuse with the slash before it.
    public static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        let head = path.utf8[..<slash]
        return head.isEmpty ? "/" : String(decoding: head, as: UTF8.self)
    }

    /// The last name of `path` (after its last `/` byte; the whole path without one).
    public static func lastName(_ path: String) -> String {
        let bytes = path.utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(decoding: bytes[bytes.index(after: slash)...], as: UTF8.self)
    }

    /// The names of `path` between its `/` bytes, empty ones dropped.
    public static func components(_ path: String) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `name` inside `directory`.
    public static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Whether two paths name the same file: the same once made absolute and resolved
    /// (``canonical(_:)``: symbolic links and `..` as the file system resolves them), or the same
    /// existing inode (a hard link).
    public static func sameFile(_ first: String, _ second: String) -> Bool {
        if canonical(first) == canonical(second) { return true }
        var a = stat(), b = stat()
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// `path` made absolute, its longest existing prefix resolved by `realpath(3)` (symbolic links,
    /// `.` and `..` in the order the file system follows them) and the rest, which names nothing
    /// yet, appended with `.` and `..` taken lexically.
    public static func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : join(workingDirectory, path)
        var head = absolute
        var rest: [String] = []
        while true {
            if let resolved = FileSystemName.withCString(head, { realpath($0, nil) }) {
                defer { free(resolved) }
                var parts = components(FileSystemName.decode(cString: resolved))
                for component in rest.reversed() {
                    switch component {
                    case "", ".": continue
                    case "..": if !parts.isEmpty { parts.removeLast() }
                    default: parts.append(component)
                    }
                }
                return "/" + parts.joined(separator: "/")
            }
            guard head.utf8.contains(UInt8(ascii: "/")) else { return absolute }
            rest.append(lastName(head))
            let parent = directory(of: head)
            if parent == head { return absolute }
            head = parent
        }
    }

    /// The working directory as its bytes (``FileSystemName``): a directory whose name is not
    /// UTF-8 is kept, never repaired into a path that names nothing.
    public static var workingDirectory: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return FileManager.default.currentDirectoryPath }
        return buffer.withUnsafeBufferPointer { FileSystemName.decode(cString: $0.baseAddress!) }
    }

    /// A usage error naming the later flag when two of `outputs` (flag, path) name one file, or an
    /// output names one of `inputs`: the later write would replace the earlier (`--junit` over the
    /// `--output` report) or the input read (`check path --file icon.svg --junit icon.svg`).
    public static func distinctOutputs(_ outputs: [(flag: String, path: String)],
                                       inputs: [(flag: String, path: String)] = []) throws(UsageError) {
        for (index, output) in outputs.enumerated() {
            for earlier in inputs + outputs[..<index] where sameFile(earlier.path, output.path) {
                throw UsageError(flag: output.flag, "names the same file as \(earlier.flag) (\(OneLine.quoted(output.path)))")
            }
        }
    }
}

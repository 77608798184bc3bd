import Foundation

/// Path-name arithmetic that never traps (Foundation's `NSString` path methods trap on some
/// one-character paths on Linux).
public enum FilePaths {
    /// The directory part of `path`: `"."` for a bare file name, `"/"` for a file at the root.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let head = path[..<slash]
        return head.isEmpty ? "/" : String(head)
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
        let absolute = path.hasPrefix("/") ? path : join(FileManager.default.currentDirectoryPath, path)
        var head = absolute
        var rest: [String] = []
        while true {
            if let resolved = realpath(head, nil) {
                defer { free(resolved) }
                var components = String(cString: resolved).split(separator: "/").map(String.init)
                for component in rest.reversed() {
                    switch component {
                    case "", ".": continue
                    case "..": if !components.isEmpty { components.removeLast() }
                    default: components.append(component)
                    }
                }
                return "/" + components.joined(separator: "/")
            }
            guard let slash = head.lastIndex(of: "/") else { return absolute }
            rest.append(String(head[head.index(after: slash)...]))
            if slash == head.startIndex {
                guard head != "/" else { return absolute }
                head = "/"
            } else {
                head = String(head[..<slash])
            }
        }
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

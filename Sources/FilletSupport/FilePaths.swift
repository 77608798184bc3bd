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

    /// Whether two paths name the same file: equal once made absolute, with `.`, `..` and symbolic
    /// links resolved (as far as they exist), or the same existing inode (a hard link).
    public static func sameFile(_ first: String, _ second: String) -> Bool {
        func canonical(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        if canonical(first) == canonical(second) { return true }
        var a = stat(), b = stat()
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// A usage error naming the second flag when two of `outputs` (flag, path) name the same file:
    /// the later write would replace the earlier (`--junit` over the `--output` report).
    public static func distinctOutputs(_ outputs: [(flag: String, path: String)]) throws(UsageError) {
        for (index, output) in outputs.enumerated() {
            for earlier in outputs[..<index] where sameFile(earlier.path, output.path) {
                throw UsageError(flag: output.flag, "names the same file as \(earlier.flag) (\(OneLine.quoted(output.path)))")
            }
        }
    }
}

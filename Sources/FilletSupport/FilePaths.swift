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
}

import Foundation

/// A test's own directory under the system's temporary directory: a unique name (`prefix-UUID`),
/// created on first use by whoever writes into it, and removed with everything in it when the
/// value goes away — even when a test left a sub-directory without permissions. The one scratch
/// helper of the test targets (a class suite holds one per test: Swift Testing makes a new
/// instance for each).
public final class ScratchDirectory: @unchecked Sendable {
    /// The directory's path (it may not exist yet).
    public let path: String

    public init(_ prefix: String) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    }

    /// `name` (a relative path) inside the directory.
    public func path(_ name: String) -> String { path + "/" + name }

    /// Writes `content` to `name` (a relative path), creating the directories on the way; returns its path.
    @discardableResult
    public func write(_ name: String, _ content: String) throws -> String {
        let target = path(name)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(content.utf8).write(to: URL(fileURLWithPath: target))
        return target
    }

    /// Creates the directory itself (and its parents); returns its path.
    @discardableResult
    public func create() throws -> String {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Makes `directory` and every directory under it readable, writable and searchable.
    static func openUp(_ directory: String) {
        var status = stat()
        guard lstat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return }
        _ = chmod(directory, 0o700)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
            openUp(directory + "/" + name)
        }
    }

    deinit {
        // Give back the permissions a test may have taken away from a directory, so everything
        // can be removed: directories only, never through a symbolic link (chmod follows links,
        // and a test's link may point at a system file).
        Self.openUp(path)
        try? FileManager.default.removeItem(atPath: path)
    }
}

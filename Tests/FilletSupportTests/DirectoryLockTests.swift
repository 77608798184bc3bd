import Foundation
import Testing
@testable import FilletSupport

@Suite struct DirectoryLockTests {
    /// A second holder is refused while the first lives (each lock is its own open file, so this
    /// holds within one process too), and gets the lock once the first is gone.
    @Test func aHeldDirectoryIsRefusedUntilReleased() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var first: DirectoryLock? = try DirectoryLock(path, waits: false)
        #expect(throws: DirectoryLock.Failure.held) { _ = try DirectoryLock(path, waits: false) }
        withExtendedLifetime(first) {}
        first = nil
        _ = try DirectoryLock(path, waits: false)
    }

    @Test func aMissingDirectoryIsUnusable() {
        #expect(throws: DirectoryLock.Failure.unusable(String(cString: strerror(ENOENT)))) {
            _ = try DirectoryLock("/no/such/directory", waits: true)
        }
    }
}

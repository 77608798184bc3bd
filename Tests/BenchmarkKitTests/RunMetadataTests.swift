import Foundation
import Testing
@testable import BenchmarkKit

struct RunMetadataTests {
    /// `swift --version` leaves an empty `TemporaryDirectory.*` behind in `$TMPDIR` on every call;
    /// every benchmark run reads it, so a machine running the bench in CI filled /tmp with them.
    /// Checked in a directory of its own (as `$TMPDIR`), which must be empty afterwards: the shared
    /// temporary directory also collects what other processes leave meanwhile (`swift test` itself).
    @Test func toolchainVersionLeavesNothingInTheTemporaryDirectory() throws {
        let files = FileManager.default
        let temporary = files.temporaryDirectory.appendingPathComponent("run-metadata-test-\(UUID().uuidString)")
        try files.createDirectory(at: temporary, withIntermediateDirectories: false)
        defer { try? files.removeItem(at: temporary) }
        let version = RunMetadata.toolchainVersion(in: URL(fileURLWithPath: files.currentDirectoryPath),
                                                   temporaryDirectory: temporary)
        #expect(version?.contains("Swift version") == true, "swift --version gave \(version ?? "nothing")")
        #expect(try files.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }
}

import Foundation
import Testing
@testable import BenchmarkKit

struct RunMetadataTests {
    /// `swift --version` leaves an empty `TemporaryDirectory.*` behind in `$TMPDIR` on every call;
    /// every benchmark run reads it, so a machine running the bench in CI filled /tmp with them.
    @Test func toolchainVersionLeavesNothingInTheTemporaryDirectory() throws {
        let temporary = FileManager.default.temporaryDirectory
        func leftovers() throws -> Set<String> {
            Set(try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter {
                $0.hasPrefix("TemporaryDirectory.") || $0.hasPrefix("fillet-bench-swift-")
            })
        }
        let before = try leftovers()
        let version = RunMetadata.toolchainVersion(in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        #expect(version?.contains("Swift version") == true, "swift --version gave \(version ?? "nothing")")
        #expect(try leftovers().subtracting(before).isEmpty)
    }
}

import Foundation
import Testing
@testable import fillet

/// The fuzz gate's scratch directory is removed when the run returns, and an interrupted run's
/// by the next run.
@Suite struct FuzzScratchTests {
    func parent() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func theScratchDirectoryIsGoneAfterTheRun() throws {
        let parent = try parent()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let used = try FuzzScratch.with(in: parent) { root in
            try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
            return root
        }
        #expect(used.hasPrefix(parent + "/fillet-fuzz-\(getpid())-"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).isEmpty)
    }

    /// An interrupted run (SIGINT, SIGKILL) cannot clean up: the next run removes the directories of
    /// processes that no longer exist, and leaves a live process's and anything else alone.
    @Test func directoriesOfProcessesThatAreGoneAreRemoved() throws {
        let parent = try parent()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        // Above Linux's largest pid (2²²): no such process.
        for name in ["fillet-fuzz-99999999-1/out", "fillet-fuzz-\(getpid())-2", "fillet-fuzz-x-3", "other"] {
            try FileManager.default.createDirectory(atPath: parent + "/" + name, withIntermediateDirectories: true)
        }
        FuzzScratch.removeAbandoned(in: parent)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).sorted()
                    == ["fillet-fuzz-\(getpid())-2", "fillet-fuzz-x-3", "other"])
    }
}

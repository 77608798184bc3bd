import Foundation
import Testing
@testable import FilletCLI
@testable import fillet_fuzz

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

    /// An interrupted run (SIGINT, SIGKILL) cannot clean up: the next run removes the scratch
    /// directories nobody holds, and leaves a held one (a live run, here or in another
    /// container sharing the directory), files, and anything else alone.
    @Test func abandonedScratchDirectoriesAreRemovedAndHeldOnesKept() throws {
        let parent = try parent()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        for name in ["fillet-fuzz-99999999-1/out", "fillet-fuzz-\(getpid())-2", "fillet-fuzz-x-3", "other"] {
            try FileManager.default.createDirectory(atPath: parent + "/" + name, withIntermediateDirectories: true)
        }
        try Data("notes".utf8).write(to: URL(fileURLWithPath: parent + "/fillet-fuzz-123-notes"))
        // A live run's directory: its lock is held.
        let held = parent + "/fillet-fuzz-4-5"
        try FileManager.default.createDirectory(atPath: held, withIntermediateDirectories: true)
        let lock = open(held, O_RDONLY | O_DIRECTORY)
        try #require(lock >= 0 && flock(lock, LOCK_EX) == 0)
        defer { close(lock) }
        FuzzScratch.removeAbandoned(in: parent)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).sorted()
                    == ["fillet-fuzz-123-notes", "fillet-fuzz-4-5", "fillet-fuzz-x-3", "other"])
    }

    /// The run's own directory is held while the run lasts: a sweep by another run keeps it.
    @Test func aRunsOwnDirectoryIsKeptBySweepsDuringTheRun() throws {
        let parent = try parent()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        try FuzzScratch.with(in: parent) { root in
            FuzzScratch.removeAbandoned(in: parent)
            #expect(FileManager.default.fileExists(atPath: root))
        }
    }
}

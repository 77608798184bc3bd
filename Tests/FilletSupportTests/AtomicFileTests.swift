import Foundation
import Testing
@testable import FilletSupport

/// A class suite: each test gets a fresh directory, removed when the test ends.
@Suite final class AtomicFileTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "fillet-atomic-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func writesNewFileCreatingParentDirectories() throws {
        let path = directory + "/a/b/out.txt"
        try AtomicFile.write("hello", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "hello")
    }

    @Test func replacesExistingRegularFileAndLeavesNoTemporaryFile() throws {
        let path = directory + "/out.txt"
        try AtomicFile.write("first", to: path)
        try AtomicFile.write("second", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(names == ["out.txt"])
    }

    /// A rename that fails after others succeeded puts those back: here staging `x/y` makes `x` a
    /// directory, so the last rename fails after `a` was replaced and `x/y` created. `a` is the
    /// old file again, `x/y` is gone, and no temporary or kept file is left.
    @Test func writeAllPutsBackWhatItRenamedWhenALaterRenameFails() throws {
        try AtomicFile.write("old", to: directory + "/a")
        #expect(throws: FileWriteError.self) {
            try AtomicFile.writeAll([(directory + "/a", Data("new".utf8)), (directory + "/x/y", Data("new".utf8)),
                                     (directory + "/x", Data("new".utf8))])
        }
        #expect(try String(contentsOfFile: directory + "/a", encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["a", "x"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/x").isEmpty)
    }

    /// A temporary name is cut so it stays a valid file name: a 250-byte name was refused only
    /// after the run ("File name too long"); a name over 255 bytes is refused before.
    @Test func longNamesAreWrittenAndTooLongOnesRefusedBeforeAnyWork() throws {
        let long = directory + "/" + String(repeating: "é", count: 125)   // 250 bytes
        try AtomicFile.write("long", to: long)
        try AtomicFile.write("longer", to: long)
        #expect(try String(contentsOfFile: long, encoding: .utf8) == "longer")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 1)
        #expect(throws: FileWriteError.self) { try AtomicFile.checkWritableTarget(directory + "/" + String(repeating: "y", count: 256)) }
    }

    /// A replaced file keeps its permissions (a 0600 report became 0644).
    @Test func aReplacedFileKeepsItsPermissions() throws {
        let path = directory + "/private.json"
        try AtomicFile.write("one", to: path)
        chmod(path, 0o600)
        try AtomicFile.write("two", to: path)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func createWritesANewFileAndRefusesAnExistingOneLeavingItIntact() throws {
        let path = directory + "/new/base.json"
        #expect(try AtomicFile.create(Data("first".utf8), at: path))
        #expect(try AtomicFile.create(Data("second".utf8), at: path) == false)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/new") == ["base.json"])
    }

    /// Two `fillet-bench --save-baseline` runs of one new name both saved, the second replacing
    /// the first: the existence check and the rename were two steps. Of many writers racing for
    /// one name, exactly one creates it, whole, and no temporary file is left.
    @Test func ofConcurrentCreatorsOfOneNameExactlyOneSucceeds() throws {
        for round in 0..<16 {
            let path = directory + "/race-\(round).json"
            let results = WriteOnceSlots<Bool>(count: 12)
            DispatchQueue.concurrentPerform(iterations: 12) { writer in
                results.store((try? AtomicFile.create(Data("writer \(writer)".utf8), at: path)) ?? false, at: writer)
            }
            let created = results.values.enumerated().filter { $0.element == true }.map(\.offset)
            #expect(created.count == 1)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "writer \(created.first ?? -1)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
                    == (0..<16).map { "race-\($0).json" }.sorted())
    }

    /// An audit whose last picture could not be written left a README linking to a missing picture:
    /// a set is all or nothing up to the first rename.
    @Test func writeAllChangesNothingWhenOneTargetCannotBeWritten() throws {
        let readme = directory + "/README.md", picture = directory + "/a.svg", blocked = directory + "/b.svg"
        try AtomicFile.write("old readme", to: readme)
        try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: true)
        let error = try #require(throws: FileWriteError.self) {
            try AtomicFile.writeAll([(picture, Data("a".utf8)), (blocked, Data("b".utf8)), (readme, Data("new".utf8))])
        }
        #expect(error.path == blocked)
        #expect(try String(contentsOfFile: readme, encoding: .utf8) == "old readme")
        #expect(!FileManager.default.fileExists(atPath: picture))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["README.md", "b.svg"])

        try FileManager.default.removeItem(atPath: blocked)
        try AtomicFile.writeAll([(picture, Data("a".utf8)), (blocked, Data("b".utf8)), (readme, Data("new".utf8))])
        #expect(try String(contentsOfFile: readme, encoding: .utf8) == "new")
        #expect(try String(contentsOfFile: blocked, encoding: .utf8) == "b")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["README.md", "a.svg", "b.svg"])
    }

    @Test func refusesDirectoryTargetAndSaysSo() throws {
        let path = directory + "/dir"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let error = try #require(throws: FileWriteError.self) { try AtomicFile.write("x", to: path) }
        #expect(error.reason.contains("directory"))
        #expect(error.path == path)
    }

    /// An existing file is replaced by a rename, which needs its directory to be writable: the
    /// check said yes for the file alone, and the write failed after the work (root may write
    /// anywhere, so this runs only for other users).
    @Test(.enabled(if: geteuid() != 0, "root may write into any directory"))
    func refusesAnExistingFileInADirectoryThatIsNotWritable() throws {
        let locked = directory + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        try AtomicFile.write("old", to: locked + "/file")
        chmod(locked, 0o555)
        defer { chmod(locked, 0o755) }
        let error = try #require(throws: FileWriteError.self) { try AtomicFile.checkWritableTarget(locked + "/file") }
        #expect(error.reason.contains("not writable"))
    }

    @Test func refusesDeviceTargetLeavingItInPlace() throws {
        let error = try #require(throws: FileWriteError.self) { try AtomicFile.write("x", to: "/dev/null") }
        #expect(error.reason.contains("device"))
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func refusesSymbolicLinkTarget() throws {
        let target = directory + "/real.txt"
        try AtomicFile.write("real", to: target)
        let link = directory + "/link.txt"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(throws: FileWriteError.self) { try AtomicFile.write("x", to: link) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "real")
    }

    @Test(arguments: ["", "dir/", "a\u{0}b"])
    func refusesUnusablePathNames(_ path: String) {
        #expect(throws: FileWriteError.self) { try AtomicFile.write("x", to: path) }
    }

    @Test func refusesPathBelowRegularFile() throws {
        let file = directory + "/file"
        try AtomicFile.write("x", to: file)
        let error = try #require(throws: FileWriteError.self) { try AtomicFile.write("y", to: file + "/below.txt") }
        #expect(error.reason.lowercased().contains("not a directory"))
    }

    @Test func errorDescriptionIsOneLineEvenForPathsWithNewlines() throws {
        let error = try #require(throws: FileWriteError.self) {
            try AtomicFile.write("x", to: directory + "/dir\nname/")
        }
        #expect(!error.description.contains("\n"))
        #expect(error.description.contains("\\n"))
    }
}

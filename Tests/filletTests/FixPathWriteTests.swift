import Foundation
import Testing
import FilletSupport
import FilletVerification
@testable import fillet

/// `fix path` never leaves a run half-done (issue 44): every target is checked before the first
/// write, a file that cannot be rewritten faithfully is skipped with its reason while the others
/// are written, the report is always printed, and a rewritten file keeps its owner, group, mode
/// and content identity. A class suite: each test gets its own scratch directory.
@Suite final class FixPathWriteTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-fixwrite-\(UUID())").path

    init() throws { try SystemErrorText.createDirectory(scratch) }
    deinit { try? FileManager.default.removeItem(atPath: scratch) }

    func path(_ name: String) -> String { FilePaths.join(scratch, name) }

    @discardableResult
    func write(_ name: String, _ content: String = FixPathWriteTests.kinked) throws -> String {
        let target = path(name)
        try SystemErrorText.createDirectory(FilePaths.directory(of: target))
        try AtomicFile.write(content, to: target)
        return target
    }

    func read(_ path: String) throws -> String { try InputFile.text(path) }

    static let kinked = """
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">
      <path d="M0 0C4 0 6 1 10 1.2C14 1.6 16 4 20 4" fill="none"/>
    </svg>

    """

    func lstatInfo(_ path: String) -> stat {
        var info = stat()
        _ = lstat(path, &info)
        return info
    }

    /// A symbolic link and a hard-linked file among the inputs are skipped with their reasons;
    /// the other file is repaired and the report printed.
    @Test func linksAreSkippedAndTheOthersWritten() throws {
        let plain = try write("icons/a.svg")
        let target = try write("elsewhere/target.svg")
        #expect(symlink(target, path("icons/b-link.svg")) == 0)
        let linked = try write("icons/c-hard.svg")
        #expect(link(linked, path("elsewhere/c-other-name.svg")) == 0)
        let output = FilletCLI.run(["fix", "path", path("icons")])
        #expect(output.exitCode == ExitCode.failure, "\(output)")
        #expect(try read(plain) != Self.kinked, "the plain file is repaired")
        #expect(lstatInfo(path("icons/b-link.svg")).st_mode & S_IFMT == S_IFLNK, "the link stays a link")
        #expect(try read(target) == Self.kinked, "the link's target is untouched")
        #expect(try read(linked) == Self.kinked && (try read(path("elsewhere/c-other-name.svg"))) == Self.kinked)
        #expect(output.standardOutput.contains("not written: it is a symbolic link"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("not written: it has 2 hard links"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("3 files (2 not written)"), "\(output.standardOutput)")
    }

    /// `--break-links` rewrites a hard-linked file; its other name keeps the old content.
    @Test func breakLinksRewritesAHardLinkedFile() throws {
        let linked = try write("c.svg")
        #expect(link(linked, path("c-other.svg")) == 0)
        let output = FilletCLI.run(["fix", "path", "--break-links", linked])
        #expect(output.exitCode == ExitCode.success, "\(output)")
        #expect(try read(linked) != Self.kinked)
        #expect(try read(path("c-other.svg")) == Self.kinked)
    }

    /// Mode bits (setgid included) survive; as root, owner and group too.
    @Test func ownerGroupAndModeAreKept() throws {
        let file = try write("icon.svg")
        let root = geteuid() == 0
        // Owner first: chown clears the setgid bit.
        if root { #expect(chown(file, 1234, 4321) == 0) }
        #expect(chmod(file, 0o2751) == 0)
        let before = lstatInfo(file)
        let output = FilletCLI.run(["fix", "path", file])
        #expect(output.exitCode == ExitCode.success, "\(output)")
        #expect(try read(file) != Self.kinked)
        let after = lstatInfo(file)
        #expect(after.st_ino != before.st_ino, "replaced by a rename")
        #expect(after.st_mode & 0o7777 == 0o2751, "mode \(String(after.st_mode & 0o7777, radix: 8))")
        if root { #expect(after.st_uid == 1234 && after.st_gid == 4321) }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    /// A file that changed after it was read is not overwritten: the new content stays.
    @Test func aFileChangedSinceItWasReadIsNotOverwritten() throws {
        let file = try write("icon.svg")
        let plan = try FileReplacement.plan(file)
        try Data((Self.kinked + "<!-- appended -->\n").utf8).write(to: URL(fileURLWithPath: file))
        let refusal = #expect(throws: FileReplacement.Refusal.self) {
            try FileReplacement.replace(Data("new".utf8), plan: plan, original: Data(Self.kinked.utf8))
        }
        #expect(refusal?.reason.contains("changed since it was read") == true, "\(String(describing: refusal))")
        #expect(try read(file) == Self.kinked + "<!-- appended -->\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch) == ["icon.svg"], "no temporary file left")
        // Replaced by another file under the same name (a new inode): refused too.
        let replanned = try FileReplacement.plan(file)
        try AtomicFile.write(Self.kinked + "<!-- appended -->\n", to: file)
        #expect(throws: FileReplacement.Refusal.self) {
            try FileReplacement.replace(Data("new".utf8), plan: replanned, original: Data((Self.kinked + "<!-- appended -->\n").utf8))
        }
    }

    /// As another user: a file of someone else and a directory that cannot be written are
    /// skipped; the user's own file is repaired; the report is printed.
    @Test(.enabled(if: geteuid() == 0, "needs root to make another user's files"))
    func unwritableAndForeignFilesAreSkippedAsAnotherUser() throws {
        let own = try write("shared/own.svg")
        let foreign = try write("shared/foreign.svg")
        let locked = try write("shared/locked/inner.svg")
        for directory in [scratch, path("shared")] { #expect(chmod(directory, 0o777) == 0) }
        #expect(chown(own, OtherUser.uid, OtherUser.uid) == 0)
        #expect(chmod(foreign, 0o666) == 0)
        #expect(chown(path("shared/locked"), 0, 0) == 0 && chmod(path("shared/locked"), 0o755) == 0)
        #expect(chown(locked, OtherUser.uid, OtherUser.uid) == 0)
        let result = try OtherUser.run(["fix", "path", path("shared")])
        #expect(result.status == 1, "\(result.output)")
        #expect(try read(own) != Self.kinked, "\(result.output)")
        #expect(try read(foreign) == Self.kinked && (try read(locked)) == Self.kinked)
        #expect(result.output.contains("not written: it belongs to user 0"), "\(result.output)")
        #expect(result.output.contains("not written: its directory"), "\(result.output)")
        #expect(result.output.contains("3 files (2 not written)"), "\(result.output)")
    }

    /// `--output` keeps a file's path relative to the directory argument it was found under; a
    /// file named itself goes to DIR/<name>.
    @Test func outputMirrorsEachInputRelativeToItsArgument() throws {
        try write("in/sub/x.svg")
        let named = try write("loose/y.svg")
        let out = path("out")
        let output = FilletCLI.run(["fix", "path", path("in"), named, "--output", out])
        #expect(output.exitCode == ExitCode.success, "\(output)")
        #expect(try read(FilePaths.join(out, "sub/x.svg")) != Self.kinked)
        #expect(try read(FilePaths.join(out, "y.svg")) != Self.kinked)
        #expect(try read(named) == Self.kinked, "inputs stay")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["sub", "y.svg"])
    }

    /// Two inputs that map to one copy are refused before anything is written.
    @Test func twoInputsForOneCopyAreRefusedBeforeAnyWrite() throws {
        let first = try write("a/icon.svg"), second = try write("b/icon.svg")
        let out = path("out")
        let output = FilletCLI.run(["fix", "path", first, second, "--output", out])
        #expect(output.exitCode == ExitCode.usage, "\(output)")
        #expect(output.standardError.contains("would both be written to"), "\(output.standardError)")
        #expect(output.standardError.split(separator: "\n").count == 1)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
        #expect(written.isEmpty, "\(written)")
    }

    /// A run killed at any moment leaves every file whole: the original or the repair, never a
    /// part (SIGKILL at 12 instants spread over a timed whole run of 60 icons, from the built
    /// executable).
    @Test func aKillAtAnyPointLeavesEveryFileWhole() throws {
        let executable = try #require(OtherUser.builtExecutable(), "the fillet executable beside the test bundle")
        let repaired = try PathRepair.repair(svgDocument: Data(Self.kinked.utf8)).data
        #expect(repaired != Data(Self.kinked.utf8))
        // A whole run's time, so the kills land across it (from start-up to the last rename).
        try write("timing/icon0.svg")
        for index in 1..<60 { try write("timing/icon\(index).svg") }
        let started = Date()
        let timing = Process()
        timing.executableURL = URL(fileURLWithPath: executable)
        timing.arguments = ["fix", "path", path("timing")]
        timing.standardOutput = FileHandle.nullDevice
        try timing.run()
        timing.waitUntilExit()
        let whole = Date().timeIntervalSince(started)
        for trial in 0..<12 {
            let directory = path("run\(trial)")
            for index in 0..<60 { try write("run\(trial)/icon\(index).svg") }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["fix", "path", directory]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(whole * 1e6 * Double(trial) / 11))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for index in 0..<60 {
                let content = try InputFile.read(FilePaths.join(directory, "icon\(index).svg"))
                #expect(content == Data(Self.kinked.utf8) || content == repaired, "trial \(trial), icon \(index): \(content.count) bytes")
            }
        }
    }

    /// A file outside the checkable range inside a document is a checkable-input finding of
    /// fix path too: counted, exit 1.
    @Test func anElementOutsideTheCheckableRangeFailsTheRun() throws {
        let file = try write("huge.svg", #"<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0C4e300 0 6e300 1e300 1e301 1.2e300"/><rect width="3" height="3"/></svg>"#)
        let output = FilletCLI.run(["fix", "path", file])
        #expect(output.exitCode == ExitCode.failure, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("not checked (checkable-input): cannot be checked"), "\(output.standardOutput)")
    }

    /// A copy may never replace an input, nor land inside an input directory.
    @Test func outputAmongTheInputsIsRefused() throws {
        try write("icons/a.svg")
        for output in [path("icons"), path("icons/sub")] {
            let result = FilletCLI.run(["fix", "path", path("icons"), "--output", output])
            #expect(result.exitCode == ExitCode.usage, "\(output): \(result)")
            #expect(result.standardError.contains("lies inside the input directory"), "\(result.standardError)")
        }
        let named = try write("loose/b.svg")
        let result = FilletCLI.run(["fix", "path", named, "--output", path("loose")])
        #expect(result.exitCode == ExitCode.usage, "\(result)")
        #expect(result.standardError.contains("would replace an input"), "\(result.standardError)")
        #expect(try read(named) == Self.kinked)
    }

    /// The layout follows the argument whatever its spelling: a trailing slash, `x/..`.
    @Test(arguments: ["in", "in/", "in/sub/..", "./in"])
    func outputLayoutDoesNotDependOnTheArgumentsSpelling(spelling: String) throws {
        try write("in/sub/x.svg")
        let out = path("out-\(spelling.count)")
        let output = FilletCLI.run(["fix", "path", spelling.hasPrefix("./") ? scratch + "/" + spelling.dropFirst(2) : path(spelling),
                                    "--output", out])
        #expect(output.exitCode == ExitCode.success, "\(output)")
        #expect(InputFile.isRegularFile(FilePaths.join(out, "sub/x.svg")), "\(spelling): \(output.standardOutput)")
    }
}

import Foundation
import Testing
import FilletSupport
import FilletVerification
@testable import fillet

/// The gate fails closed (issue 43): every input named or found is checked or reported, one bad
/// input never stops the others, configurations and baselines are what they say, and no output
/// line can pose as a CI command. A class suite: each test gets its own scratch directory.
@Suite final class FailClosedInputTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-closed-\(UUID())").path

    init() throws { try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true) }

    deinit {
        // A test may leave a directory without permissions: give them back so it can be removed.
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path("locked"))
        try? FileManager.default.removeItem(atPath: scratch)
    }

    func path(_ name: String) -> String { FilePaths.join(scratch, name) }

    /// Writes `content` at `name` (raw bytes allowed through ``FileSystemName``), creating directories.
    @discardableResult
    func write(_ name: String, _ content: String) throws -> String {
        let target = path(name)
        try SystemErrorText.createDirectory(FilePaths.directory(of: target))
        try AtomicFile.write(content, to: target)
        return target
    }

    static let square = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="1" y="1" width="8" height="8"/></svg>"#
    static let bowTie = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0 L10 10 L10 0 L0 10 Z"/></svg>"#

    func run(_ arguments: [String]) -> CommandOutput {
        var output = FilletCLI.run(arguments)
        output.collectStream()
        return output
    }

    // MARK: - Inputs

    /// A failing bow-tie whose name is not UTF-8 fails the run, found in a directory or named.
    @Test func aNameThatIsNotUTF8IsChecked() throws {
        try write("ok.svg", Self.square)
        let name = FileSystemName.decode(Array("bow".utf8) + [0xE9] + Array(".svg".utf8))
        try write(name, Self.bowTie)
        let walked = run(["check", "path", scratch])
        #expect(walked.exitCode == ExitCode.failure, "\(walked)")
        #expect(walked.standardOutput.contains("FAIL \(scratch)/bow\\xe9.svg#0 (line 1):\n    error non-self-intersection"),
                "\(walked.standardOutput)")
        #expect(walked.standardOutput.contains("2 files, 2 elements: "), "\(walked.standardOutput)")
        let named = run(["check", "path", path(name)])
        #expect(named.exitCode == ExitCode.failure)
        #expect(named.standardOutput.contains("error non-self-intersection"), "\(named.standardOutput)")
        #expect(!named.standardOutput.contains("checkable-input"))
    }

    /// `--files-from` lists names as bytes (as `find -print` writes them): a name that is not
    /// UTF-8 is checked, a missing entry is a finding, and the rest are still checked.
    @Test func aListOfFilesKeepsItsNamesAsBytes() throws {
        let raw = Array("bow".utf8) + [0xE9] + Array(".svg".utf8)
        try write(FileSystemName.decode(raw), Self.bowTie)
        try write("ok.svg", Self.square)
        let list = Array(scratch.utf8) + Array("/".utf8) + raw + Array("\r\n\(path("missing.svg"))\n\(path("ok.svg"))\n".utf8)
        try AtomicFile.write(Data(list), to: path("list.txt"))
        let output = run(["check", "path", "--files-from", path("list.txt")])
        #expect(output.exitCode == ExitCode.failure)
        #expect(output.standardOutput.contains("bow\\xe9.svg#0 (line 1):\n    error non-self-intersection"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("3 files, 3 elements (1 could not be checked)"), "\(output.standardOutput)")
    }

    /// Special files and broken links that the globs take are findings of their paths, and a FIFO
    /// never blocks the run.
    @Test func specialFilesAndBrokenLinksAreFindings() throws {
        try write("ok.svg", Self.square)
        #expect(mkfifo(path("pipe.svg"), 0o644) == 0)
        #expect(symlink(path("gone.svg"), path("broken.svg")) == 0)
        let output = run(["check", "path", scratch])
        #expect(output.exitCode == ExitCode.failure)
        #expect(output.standardOutput.contains("error checkable-input: margin -1 verdict — it is a FIFO, not a regular file"),
                "\(output.standardOutput)")
        #expect(output.standardOutput.contains("error checkable-input: margin -1 verdict — a broken symbolic link"),
                "\(output.standardOutput)")
        #expect(output.standardOutput.contains("3 files, 3 elements (2 could not be checked)"), "\(output.standardOutput)")
    }

    /// A directory past the depth limit is a finding, not a silent skip of what it holds.
    @Test func nestingPastTheLimitIsAFinding() throws {
        let deep = Array(repeating: "d", count: InputDiscovery.maximumDepth + 2).joined(separator: "/")
        try write(deep + "/bow.svg", Self.bowTie)
        try write("ok.svg", Self.square)
        let output = run(["check", "path", scratch])
        #expect(output.exitCode == ExitCode.failure)
        #expect(output.standardOutput.contains("nested more than \(InputDiscovery.maximumDepth) directories deep: not searched"),
                "\(output.standardOutput.suffix(2_000))")
        // Within the limit the file is found and checked.
        let shallow = run(["check", "path", path(Array(repeating: "d", count: 3).joined(separator: "/"))])
        #expect(!shallow.standardOutput.contains("nested more than"), "the limit counts from the argument")
        #expect(shallow.standardOutput.contains("error non-self-intersection"), "\(shallow.standardOutput.suffix(2_000))")
    }

    /// A directory that cannot be listed is a finding. Root reads any directory, so as root the
    /// run is made as `nobody` (``OtherUser``).
    @Test func anUnreadableDirectoryIsAFinding() throws {
        try write("ok.svg", Self.square)
        try write("locked/bow.svg", Self.bowTie)
        #expect(chmod(path("locked"), 0) == 0)
        #expect(chmod(scratch, 0o755) == 0)
        let output: String
        if geteuid() == 0 {
            let result = try OtherUser.run(["check", "path", scratch])
            #expect(result.status == 1, "exit status")
            output = result.output
        } else {
            output = run(["check", "path", scratch]).standardOutput
        }
        #expect(output.contains("error checkable-input: margin -1 verdict — the directory cannot be listed: permission denied"),
                "\(output)")
        #expect(output.contains("2 files, 2 elements (1 could not be checked): 1 error in 1 element (FAIL)"), "\(output)")
    }

    /// `checkable-input` is graded like any invariant: a warning passes unless `--strict`, and the
    /// summary still says what was not checked.
    @Test func theSeverityOfAnUncheckedInputIsConfigurable() throws {
        try write("ok.svg", Self.square)
        let config = try write("config.json", #"{"invariants": {"checkable-input": {"severity": "warning"}}}"#)
        let output = run(["check", "path", "--config", config, path("ok.svg"), path("missing.svg")])
        #expect(output.exitCode == ExitCode.success, "\(output)")
        #expect(output.standardOutput.contains("2 files, 2 elements (1 could not be checked): 1 warning"), "\(output.standardOutput)")
        let strict = run(["check", "path", "--config", config, "--strict", path("missing.svg")])
        #expect(strict.exitCode == ExitCode.failure)
    }

    /// A baseline never records, nor suppresses, an input that could not be checked.
    @Test func aBaselineNeverHidesAnUncheckedInput() throws {
        try write("bow.svg", Self.bowTie)
        let baseline = path("baseline.json")
        let written = run(["check", "path", "--write-baseline", baseline, path("bow.svg"), path("missing.svg")])
        #expect(written.exitCode == ExitCode.failure, "an input could not be checked: \(written)")
        let text = try InputFile.text(baseline)
        #expect(text.contains("non-self-intersection") && !text.contains("checkable-input"), "\(text)")
        let checked = run(["check", "path", "--baseline", baseline, path("bow.svg"), path("missing.svg")])
        #expect(checked.exitCode == ExitCode.failure)
        #expect(checked.standardOutput.contains("error checkable-input"), "\(checked.standardOutput)")
    }

    // MARK: - Configuration

    @Test func everyOutputNamesTheConfigurationInForce() throws {
        try write("ok.svg", Self.square)
        let config = try write("team.json", #"{"include": ["*.svg"]}"#)
        let text = run(["check", "path", "--config", config, path("ok.svg")])
        #expect(text.standardOutput.hasPrefix("config: \(config)\n"), "\(text.standardOutput)")
        let json = run(["check", "path", "--config", config, "--json", path("ok.svg")])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["config"] as? String == config)
        let sarif = run(["check", "path", "--no-config", "--format", "sarif", path("ok.svg")])
        #expect(sarif.standardOutput.contains("\"properties\" : {\n        \"config\" : \"none (defaults)\""), "\(sarif.standardOutput)")
        let github = run(["check", "path", "--no-config", "--format", "github", path("ok.svg")])
        #expect(github.standardOutput.hasPrefix("fillet check path: config none (defaults)\n"))
    }

    @Test func noConfigConflictsWithConfig() throws {
        let config = try write("team.json", "{}")
        let output = run(["check", "path", "--config", config, "--no-config", "--data", "M0 0 H1 V1 Z"])
        #expect(output.exitCode == ExitCode.usage)
        #expect(output.standardError == "fillet: --no-config: conflicts with --config\n", "\(output.standardError)")
    }

    // MARK: - Baselines

    @Test(arguments: [
        ("location", #""1.0,2.0\r\n::error::x""#),
        ("location", #""here""#),
        ("element", #""geometry:zz""#),
        ("file", #""a\u001b[2J.svg""#),
        ("file", #""""#),
        ("invariant", #""checkable-input""#),
    ])
    func baselineFieldsAreValidatedBeforeUse(field: String, value: String) throws {
        var entry = ["element": #""id:x""#, "file": #""a.svg""#, "invariant": #""orientation""#, "location": #""-""#,
                     "margin": "-1", "severity": #""error""#]
        entry[field] = value
        let object = entry.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
        let baseline = try write("baseline.json", #"{"findings": [{"# + object + #"}], "version": 1}"#)
        let output = run(["check", "path", "--baseline", baseline, "--data", "M0 0 H1 V1 Z"])
        #expect(output.exitCode == ExitCode.usage, "\(output)")
        #expect(output.standardError.contains("findings[0].\(field): "), "\(output.standardError)")
        #expect(output.standardError.split(separator: "\n").count == 1)
    }

    // MARK: - Text that poses as a command

    static let commandNames = ["::error::X.svg", "  ::warning::y.svg", "\u{00A0}::notice::z.svg", "\u{2003}::set-output name=a::b.svg"]

    @Test func noTextOrAnnotationLineBeginsLikeACommandFilletDidNotWrite() throws {
        for name in Self.commandNames { try write(name, Self.bowTie) }
        let text = run(["check", "path", scratch])
        #expect(text.exitCode == ExitCode.failure)
        for line in text.standardOutput.split(separator: "\n") {
            #expect(!OneLine.beginsLikeCommand(String(line)), "\(line)")
        }
        // Relative to the working directory, the name keeps a `./` that makes it a plain path.
        #expect(InputDiscovery.displayName("::error::X.svg", workingDirectory: "/w") == "./::error::X.svg")
        #expect(InputDiscovery.displayName("/w/\u{00A0}::x.svg", workingDirectory: "/w") == "./\u{00A0}::x.svg")
        let github = run(["check", "path", "--format", "github", scratch])
        let commands = github.standardOutput.split(separator: "\n").filter { OneLine.beginsLikeCommand(String($0)) }
        #expect(commands.count == 2 * Self.commandNames.count, "\(github.standardOutput)")
        for line in commands {
            #expect(line.hasPrefix("::error file=") || line.hasPrefix("::warning file="), "\(line)")
            // The name's own `::` is escaped in the property and sits mid-line in the message.
            let property = line.split(separator: " ", maxSplits: 1)[1].split(separator: ",")[0]
            #expect(!property.contains("::"), "\(line)")
        }
        let fix = run(["fix", "path", "--dry-run", scratch])
        for line in fix.standardOutput.split(separator: "\n") {
            #expect(!OneLine.beginsLikeCommand(String(line)), "\(line)")
        }
    }

    /// A diff whose context copies a line like ` ::error::x` from the file is wrapped in
    /// `::stop-commands::` with a fresh token, so the runner reads no command inside.
    @Test func aDiffQuotingACommandLineStopsCommands() {
        let diff = "--- a.svg\n+++ a.svg\n@@ -1,2 +1,2 @@\n ::error::x\n-a\n+b\n"
        let safe = UnifiedDiff.commandSafe(diff)
        let lines = safe.split(separator: "\n").map(String.init)
        let token = try? #require(lines.first?.dropFirst("::stop-commands::".count))
        #expect(lines.first?.hasPrefix("::stop-commands::fillet-") == true)
        #expect(lines.last == "::\(token ?? "")::")
        #expect(safe.contains(diff))
        #expect(UnifiedDiff.commandSafe("--- a\n+++ a\n-x\n+y\n") == "--- a\n+++ a\n-x\n+y\n")
        #expect(UnifiedDiff.commandSafe(diff) != safe, "a new token each time")
    }

    // MARK: - File-system failures in words

    @Test func anOutputUnderAFileSaysSoInWords() throws {
        let file = try write("afile", "x")
        try write("icon.svg", Self.square)
        let output = run(["fix", "path", path("icon.svg"), "--output", file + "/x"])
        #expect(output.exitCode == ExitCode.usage)
        #expect(output.standardError.contains("is not a directory"), "\(output.standardError)")
        #expect(!output.standardError.contains("NSCocoaErrorDomain"))
    }

    // MARK: - Review findings

    /// Two files whose names are canonically equivalent Unicode (`café` precomposed and
    /// decomposed) are two files: both are checked.
    @Test func canonicallyEquivalentNamesAreTwoFiles() throws {
        try write("caf\u{E9}.svg", Self.square)
        try write("cafe\u{301}.svg", Self.bowTie)
        let output = run(["check", "path", scratch])
        #expect(output.exitCode == ExitCode.failure, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("2 files, 2 elements"), "\(output.standardOutput)")
    }

    /// A directory whose path outgrows PATH_MAX, well inside the depth limit, is a finding, not a
    /// silent skip of the failing file below it.
    @Test func aPathPastPathMaxIsAFinding() throws {
        try write("ok.svg", Self.square)
        let name = String(repeating: "n", count: 250)
        var descriptor = open(scratch, O_RDONLY | O_DIRECTORY)
        #expect(descriptor >= 0)
        for _ in 0..<18 {
            #expect(mkdirat(descriptor, name, 0o755) == 0)
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
        }
        let file = openat(descriptor, "bow.svg", O_WRONLY | O_CREAT, 0o644)
        FileHandle(fileDescriptor: file, closeOnDealloc: true).write(Data(Self.bowTie.utf8))
        close(descriptor)
        let output = run(["check", "path", scratch])
        #expect(output.exitCode == ExitCode.failure)
        #expect(output.standardOutput.contains("error checkable-input"), "\(output.standardOutput.suffix(1_500))")
        // Removing what the path API cannot reach: from the inside out, by descriptor.
        Self.removeDeep(scratch, name: name, levels: 18)
    }

    static func removeDeep(_ root: String, name: String, levels: Int) {
        var descriptors = [open(root, O_RDONLY | O_DIRECTORY)]
        for _ in 0..<levels { descriptors.append(openat(descriptors.last!, name, O_RDONLY | O_DIRECTORY)) }
        _ = unlinkat(descriptors.last!, "bow.svg", 0)
        for level in stride(from: levels, to: 0, by: -1) {
            close(descriptors[level])
            _ = unlinkat(descriptors[level - 1], name, AT_REMOVEDIR)
        }
        close(descriptors[0])
    }

    /// A file that could not be read proves nothing fixed: its baseline entries are not "gone".
    @Test func anUnreadableFilesBaselineEntriesAreNotGone() throws {
        let bow = try write("bow.svg", Self.bowTie)
        let baseline = path("baseline.json")
        #expect(run(["check", "path", "--write-baseline", baseline, bow]).exitCode == ExitCode.success)
        try write("bow.svg", "<svg><broken")
        let config = try write("config.json", #"{"invariants": {"checkable-input": {"severity": "warning"}}}"#)
        let output = run(["check", "path", "--config", config, "--baseline", baseline, bow])
        #expect(!output.standardOutput.contains("gone:"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("0 gone"), "\(output.standardOutput)")
    }

    /// `##[` (GitHub's legacy command form, honoured anywhere in a line) never reaches a text line.
    @Test func legacyCommandsAreBrokenInEveryEcho() throws {
        try write("x##[add-mask]secret.svg", Self.bowTie)
        for format in ["text", "github"] {
            let output = run(["check", "path", "--format", format, scratch])
            #expect(!output.standardOutput.contains("##["), "\(format): \(output.standardOutput)")
        }
        #expect(OneLine.escaped("a##[b") == "a#\\#[b")
    }

    /// A relative name that begins like a command starts no line, run from its own directory
    /// (the built executable, so the working directory can be the scratch one).
    @Test func relativeCommandLikeNamesStartNoLine() throws {
        for name in Self.commandNames { try write(name, Self.bowTie) }
        let executable = try #require(OtherUser.builtExecutable(), "the fillet executable beside the test bundle")
        for arguments in [["check", "path", "."], ["check", "path", "--format", "github", "."], ["fix", "path", "--dry-run", "."]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: scratch)
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(text.contains("./::error::X.svg") || arguments[0] == "fix", "\(text)")
            for line in text.split(separator: "\n") where OneLine.beginsLikeCommand(String(line)) {
                #expect(arguments.contains("github") && FuzzHostileInputs.isOwnCommand(line), "\(arguments): \(line)")
            }
        }
    }
}

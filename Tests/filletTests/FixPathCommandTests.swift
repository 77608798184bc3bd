import Foundation
import Testing
import FilletTestSupport
import FilletSupport
import FilletGeometry
import FilletVerification
@testable import FilletCLI

/// `fillet fix path`: exit codes, in place versus `--output`, `--dry-run`, `--diff`, `--json`,
/// idempotence through the command, and refused inputs.
@Suite final class FixPathCommandTests {
    let directory = ScratchDirectory("fillet-fix-path")
    var scratch: String { directory.path }

    func write(_ name: String, _ content: String) throws -> String {
        let path = FilePaths.join(scratch, name)
        try FileManager.default.createDirectory(atPath: FilePaths.directory(of: path), withIntermediateDirectories: true)
        try Data(content.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    static let kinked = """
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">
      <path d="M0 0C4 0 6 1 10 1.2C14 1.6 16 4 20 4" fill="none"/>
    </svg>

    """

    @Test func repairsInPlaceAndExitsZeroWhenNothingIsLeft() throws {
        let file = try write("icon.svg", Self.kinked)
        let output = FilletCLI.run(["fix", "path", file])
        #expect(output.exitCode == ExitCode.success, "\(output.standardError)")
        let repaired = try read(file)
        #expect(repaired != Self.kinked)
        #expect(repaired.replacingOccurrences(of: "C4 0 6 0.9 10 1.2C14 1.5 16 4 20 4", with: "C4 0 6 1 10 1.2C14 1.6 16 4 20 4") == Self.kinked,
                "only the two handles' numbers changed: \(repaired)")
        let check = FilletCLI.run(["check", "path", "--file", file])
        #expect(check.exitCode == ExitCode.success, "\(check.standardOutput)")
        let again = FilletCLI.run(["fix", "path", file])
        #expect(again.exitCode == ExitCode.success)
        #expect(try read(file) == repaired, "a second run changes nothing")
    }

    @Test func outputDirectoryGetsCopiesAndLeavesTheInput() throws {
        let file = try write("in/icon.svg", Self.kinked)
        let out = FilePaths.join(scratch, "out")
        let output = FilletCLI.run(["fix", "path", FilePaths.join(scratch, "in"), "--output", out])
        #expect(output.exitCode == ExitCode.success, "\(output.standardError)")
        #expect(try read(file) == Self.kinked)
        let copy = FilePaths.join(out, "icon.svg")
        #expect(try read(copy) != Self.kinked)
    }

    @Test func dryRunWritesNothingAndDiffShowsTheChange() throws {
        let file = try write("icon.svg", Self.kinked)
        let output = FilletCLI.run(["fix", "path", "--file", file, "--dry-run", "--diff"])
        #expect(output.exitCode == ExitCode.success)
        #expect(try read(file) == Self.kinked)
        #expect(output.standardOutput.contains("-  <path d=\"M0 0C4 0 6 1 10 1.2C14 1.6 16 4 20 4\" fill=\"none\"/>"))
        #expect(output.standardOutput.contains("+  <path d=\"M0 0C4 0 6 0.9 10 1.2C14 1.5 16 4 20 4\" fill=\"none\"/>"))
        #expect(output.standardOutput.contains("@@ -1,4 +1,4 @@"), "\(output.standardOutput)")
    }

    @Test func jsonReportsEachEditWithItsBytesAndDistance() throws {
        let file = try write("icon.svg", Self.kinked)
        let output = FilletCLI.run(["fix", "path", "--file", file, "--dry-run", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        let elements = try #require(files.first?["elements"] as? [[String: Any]])
        let edits = try #require(elements.first?["edits"] as? [[String: Any]])
        #expect(edits.count == 2)
        let first = try #require(edits.first)
        #expect(first["old"] as? String == "C4 0 6 1 10 1.2")
        #expect(first["new"] as? String == "C4 0 6 0.9 10 1.2")
        let offset = try #require(first["offset"] as? Int)
        let bytes = Array(Self.kinked.utf8)
        #expect(String(decoding: bytes[offset..<offset + 15], as: UTF8.self) == "C4 0 6 1 10 1.2")
        #expect(elements.first?["line"] as? Int == 2)
        #expect((first["distance"] as? Double ?? 0) > 0)
    }

    @Test func diffWithJSONGoesInsideTheDocument() throws {
        let file = try write("icon.svg", Self.kinked)
        let output = FilletCLI.run(["fix", "path", "--file", file, "--dry-run", "--json", "--diff"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        let diff = try #require(files.first?["diff"] as? String)
        #expect(diff.contains("+  <path d=\"M0 0C4 0 6 0.9 10 1.2C14 1.5 16 4 20 4\" fill=\"none\"/>"))
    }

    @Test func lineLineNearMissRemainsAndExitsOne() throws {
        let file = try write("lines.txt", "M0 0L10 0L20 0.3")
        let output = FilletCLI.run(["fix", "path", file])
        #expect(output.exitCode == ExitCode.failure)
        #expect(output.standardOutput.contains("no handle to turn"), "\(output.standardOutput)")
        #expect(try read(file) == "M0 0L10 0L20 0.3")
    }

    @Test(arguments: [
        ("bad.svg", "<svg xmlns='http://www.w3.org/2000/svg'><path d='M0 0'><g>"),
        ("nan.txt", "M0 0C4 0 6 1 10 nan"),
        ("huge.txt", "M0 0C4e300 0 6e300 1e300 1e301 1.2e300C1.4e301 1.6e300 1.6e301 4e300 2e301 4e300"),
        ("empty.txt", " \n"),
    ])
    func hostileInputsAreReportedAndLeftAlone(name: String, content: String) throws {
        let file = try write(name, content)
        let good = try write("good.svg", Self.kinked)
        let output = FilletCLI.run(["fix", "path", file, good])
        #expect(output.exitCode == ExitCode.failure, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("\(file)\n    not checked (checkable-input): "), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("2 files (1 could not be checked)"), "\(output.standardOutput)")
        #expect(try read(file) == content)
        // The good file is still repaired.
        #expect(try read(good) != Self.kinked, "\(output.standardOutput)")
    }

    @Test func unwritableOutputDirectoryIsRefused() throws {
        let file = try write("icon.svg", Self.kinked)
        for directory in ["/dev/null/below", "/dev/full"] {
            let output = FilletCLI.run(["fix", "path", file, "--output", directory])
            #expect(output.exitCode == ExitCode.usage, "\(directory)")
            #expect(output.standardError.contains("--output"))
        }
        #expect(try read(file) == Self.kinked)
    }

    @Test func filesFromListsWhatToFix() throws {
        let first = try write("a/one.svg", Self.kinked), second = try write("b/two.svg", Self.kinked)
        let list = try write("list.txt", "\(first)\n\n\(FilePaths.join(scratch, "b"))\n")
        let output = FilletCLI.run(["fix", "path", "--files-from", list])
        #expect(output.exitCode == ExitCode.success, "\(output.standardError)")
        #expect(try read(first) != Self.kinked)
        #expect(try read(second) != Self.kinked)
        let missing = FilletCLI.run(["fix", "path", "--files-from", FilePaths.join(scratch, "no-such-list")])
        #expect(missing.exitCode == ExitCode.usage)
        #expect(missing.standardError.contains("--files-from"), "\(missing.standardError)")
    }

    /// The kinked icon's join turns by about 2.85°: a near-miss under the default 3° threshold,
    /// a corner under a configured 0.5° (as `check path` would grade it), unless the flag overrides.
    @Test func lineLineJoinsAreCountedApartInTheSummary() throws {
        let file = try write("lines.txt", "M0 0L10 0L20 0.3")
        let json = FilletCLI.run(["fix", "path", file, "--json", "--dry-run"])
        #expect(json.standardOutput.contains(#""lineLineJoins" : 1"#) || json.standardOutput.contains(#""lineLineJoins":1"#), "\(json.standardOutput)")
        let text = FilletCLI.run(["fix", "path", file, "--dry-run"])
        #expect(text.standardOutput.contains("1 joins, no handle to turn"), "\(text.standardOutput)")
    }

    /// The kinked icon's repair moves it by about 0.07: refused under a bound of 0.01, from the
    /// flag or from the configuration, with the distance in the reason.
    @Test func maxMoveFromTheFlagOrTheConfigurationRefusesALargerRepair() throws {
        let file = try write("icon.svg", Self.kinked)
        let flagged = FilletCLI.run(["fix", "path", file, "--no-config", "--max-move", "0.01"])
        #expect(flagged.exitCode == ExitCode.failure)
        #expect(flagged.standardOutput.contains("move the outline by up to"), "\(flagged.standardOutput)")
        #expect(try read(file) == Self.kinked)
        let config = try write("gate.json", #"{"invariants": {"tangent-continuity": {"max-move": 0.01}}}"#)
        let configured = FilletCLI.run(["fix", "path", file, "--config", config])
        #expect(configured.exitCode == ExitCode.failure)
        #expect(try read(file) == Self.kinked)
        let overridden = FilletCLI.run(["fix", "path", file, "--config", config, "--max-move", "0.125"])
        #expect(overridden.exitCode == ExitCode.success, "\(overridden.standardOutput)")
        #expect(try read(file) != Self.kinked)
    }

    @Test func theConfigurationsKinkThresholdDecidesWhatIsANearMiss() throws {
        let file = try write("icon.svg", Self.kinked)
        let config = try write("gate.json", #"{"invariants": {"tangent-continuity": {"kink-threshold": 0.5}}}"#)
        let corner = FilletCLI.run(["fix", "path", file, "--config", config])
        #expect(corner.exitCode == ExitCode.success, "\(corner.standardError)")
        #expect(try read(file) == Self.kinked, "a corner under the configured threshold is not a near-miss")
        let overridden = FilletCLI.run(["fix", "path", file, "--config", config, "--kink-threshold", "3"])
        #expect(overridden.exitCode == ExitCode.success, "\(overridden.standardError)")
        #expect(try read(file) != Self.kinked)
    }

    @Test func aMalformedConfigurationIsRefusedInOneLine() throws {
        let file = try write("icon.svg", Self.kinked)
        let config = try write("gate.json", #"{"invariants": {"tangent-continuity": {"kink-threshold": 400}}}"#)
        let output = FilletCLI.run(["fix", "path", file, "--config", config])
        #expect(output.exitCode == ExitCode.usage)
        #expect(output.standardError.split(separator: "\n").count == 1, "\(output.standardError)")
        #expect(output.standardError.contains("configuration"), "\(output.standardError)")
        #expect(try read(file) == Self.kinked)
    }
}

extension FixPathCommandTests {
    /// A theme's aliases (a copy with the same bytes, a symbolic link) are repaired once; each
    /// name still gets the repair in the report, and in place the copy is written while the link
    /// is skipped with its reason.
    @Test func filesWithTheSameBytesEachGetTheRepair() throws {
        let first = try write("theme/a.svg", Self.kinked)
        let copy = try write("theme/b.svg", Self.kinked)
        let other = try write("theme/c.svg", Self.kinked.replacingOccurrences(of: "C14 1.6", with: "C14 1.7"))
        let link = FilePaths.join(scratch, "theme/link.svg")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "a.svg")
        let dry = FilletCLI.run(["fix", "path", "--no-config", first, copy, other, link, "--dry-run", "--json"])
        let files = try #require((try JSONSerialization.jsonObject(with: Data(dry.standardOutput.utf8)) as? [String: Any])?["files"] as? [[String: Any]])
        #expect(files.count == 4)
        func edits(_ file: [String: Any]) -> String {
            let elements = file["elements"] as? [[String: Any]] ?? []
            return elements.flatMap { ($0["edits"] as? [[String: Any]] ?? []).map { "\($0["old"] ?? "") → \($0["new"] ?? "")" } }.joined(separator: "; ")
        }
        let byName = Dictionary(uniqueKeysWithValues: files.map { (($0["file"] as? String ?? "").split(separator: "/").last.map(String.init) ?? "", $0) })
        let repaired = try #require(byName["a.svg"])
        #expect(!edits(repaired).isEmpty)
        #expect(edits(try #require(byName["b.svg"])) == edits(repaired))
        #expect(edits(try #require(byName["link.svg"])) == edits(repaired))
        #expect(edits(try #require(byName["c.svg"])) != edits(repaired), "another content, its own repair")
        let inPlace = FilletCLI.run(["fix", "path", "--no-config", first, copy, other, link])
        #expect(inPlace.exitCode == ExitCode.failure, "the link is not written: \(inPlace.standardOutput)")
        let written = try read(first), writtenCopy = try read(copy)
        #expect(written != Self.kinked && writtenCopy == written)
        #expect(inPlace.standardOutput.contains("not written"))
    }
}

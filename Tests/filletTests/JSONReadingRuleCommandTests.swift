import Foundation
import Testing
import FilletTestSupport
import FilletSupport
@testable import FilletCLI

/// The commands refuse JSON files breaking the one reading rule (duplicate keys, overflowing
/// numbers, invalid UTF-8) with exit 2 and one line naming the file and the key.
@Suite final class JSONReadingRuleCommandTests {
    let directory = ScratchDirectory("fillet-json-cli")
    var scratch: String { directory.path }

    init() throws {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M1 1 H6 V6 H1 Z"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: scratch + "/x.svg"))
    }

    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = scratch + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [
        (#"{"invariants":{"tangent-continuity":{"severity":"off","severity":"warning"}}}"#,
         "invariants.tangent-continuity.severity: duplicate key (readers disagree on which value counts)"),
        (#"{"invariants":{"tangent-continuity":{"visible-offset":1e400}}}"#,
         "invariants.tangent-continuity.visible-offset: the number 1e400 is outside the range of a double"),
    ])
    func checkPathRefusesAConfigBreakingTheRuleInOneLine(_ text: String, _ expected: String) throws {
        let config = try write("dup.json", Array(text.utf8))
        let output = FilletCLI.run(["check", "path", "--config", config, scratch + "/x.svg"])
        #expect(output.exitCode == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasSuffix(OneLine.quoted(config) + ": " + expected + "\n"), "\(output.standardError)")
        #expect(output.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test func checkPathRefusesABaselineWithADuplicateKey() throws {
        let baseline = try write("baseline.json", Array(#"{"findings":[],"findings":[{"x":1}]}"#.utf8))
        let output = FilletCLI.run(["check", "path", "--baseline", baseline, scratch + "/x.svg"])
        #expect(output.exitCode == 2)
        #expect(output.standardError.hasSuffix(OneLine.quoted(baseline) + ": findings: duplicate key (readers disagree on which value counts)\n"),
                "\(output.standardError)")
    }

    /// `"padding": "nan"` on a star without a rect was replayed and written back.
    @Test(arguments: [#"{"kind":"star","padding":"nan"}"#, #"{"kind":"star","points":5,"points":6}"#])
    func replayRefusesACaseBreakingTheRule(_ text: String) throws {
        let output = FilletCLI.run(["replay", text])
        #expect(output.exitCode == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains(text.contains("padding") ? "padding" : "points: duplicate key"), "\(output.standardError)")
        #expect(output.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test func verifyMergeRefusesAShardWithADuplicateKey() throws {
        let shard = try write("shard.json", Array(#"{"seed":1,"seed":2}"#.utf8))
        let output = FilletCLI.run(["verify", "merge", shard, "--output", scratch + "/merged.json"])
        #expect(output.exitCode == 2)
        #expect(output.standardError.contains("seed: duplicate key"), "\(output.standardError)")
        #expect(!FileManager.default.fileExists(atPath: scratch + "/merged.json"))
    }
}

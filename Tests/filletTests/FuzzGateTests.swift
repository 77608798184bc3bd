import Foundation
import Testing
import FilletSupport
import PropertyCheck
@testable import FilletCLI
@testable import fillet_fuzz

/// The fuzz gate inside `swift test`: 20 000 hostile argument vectors through the command layer.
/// A trap ends the test run, which is the point; every other misbehaviour is a failing case with
/// its shrunk vector.
@Suite struct FuzzGateTests {
    @Test func twentyThousandHostileVectorsBehave() throws {
        let root = FilePaths.join(NSTemporaryDirectory(), "fillet-fuzz-test-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = Self.snapshot("results")
        let topLevel = try FileManager.default.contentsOfDirectory(atPath: ".").sorted()
        let reports = try CLIFuzz.run(seed: 20_261_124, cases: 20_000, workers: 2, regressions: nil, scratchRoot: root)
        #expect(reports.map(\.casesRun).reduce(0, +) >= 20_000)
        try #require(!reports.isEmpty, "the fuzz returned no reports")
        for report in reports {
            #expect(report.passed, "\(report.property): \(report.failures.map(\.shrunkValue))")
        }
        #expect(Self.snapshot("results") == before, "the fuzz wrote into results/")
        #expect(try FileManager.default.contentsOfDirectory(atPath: ".").sorted() == topLevel,
                "the fuzz wrote into the working directory")
        let coverage = reports[0].coverage
        // Coverage of the one 20 000-vector run above, which is too costly to repeat per command.
        for command in ["shape", "check", "verify", "audit", "replay", "explore"] {
            #expect((coverage["command \(command)"] ?? 0) > 0, "no vector ran \(command)")
        }
    }

    /// The tool's own bad flags: one line naming it, exit 2 (a malformed regressions file is bad
    /// input here as in verify).
    @Test(arguments: [["--regressions", ""], ["--cases", "1", "--regressions", "/dev/null"], ["--bogus"], ["extra"],
                      ["--cases", "0"], ["--seed", "-1"]])
    func badFlagsOfTheFuzzToolAreUsageErrors(_ tokens: [String]) {
        var output = FuzzCommand.run(tokens)
        output.collectStream()
        #expect(output.exitCode == 2, "\(tokens): \(output.standardError)")
        #expect(output.standardError.hasPrefix("fillet-fuzz: ") || output.standardError.hasPrefix("fillet: fuzz"), "\(tokens): \(output.standardError)")
        #expect(output.standardError.split(separator: "\n").count == 1, "\(tokens)")
        #expect(CLIFuzz.runVector(["fuzz"] + tokens).exitCode == 2)
    }

    @Test func oracleCatchesAMultiLineUsageError() {
        var checks = Checks()
        let output = CommandOutput(standardError: "fillet: two\nlines\n", exitCode: ExitCode.usage)
        CLIFuzz.check(output, arguments: ["shape"], scratch: "/nonexistent", into: &checks)
        #expect(checks.results.contains { $0.name == "exit 2 prints one line" && !$0.passed })
    }

    @Test func oracleCatchesNonFiniteJSON() {
        var checks = Checks()
        let output = CommandOutput(standardOutput: #"{"subpaths":[{"to":[1e999,0]}]}"#)
        CLIFuzz.check(output, arguments: ["shape", "star", "--format", "json"], scratch: "/nonexistent", into: &checks)
        #expect(checks.results.contains { !$0.passed })
    }

    @Test func oracleCatchesAFileWrittenWhereNotAsked() throws {
        let scratch = FilePaths.join(NSTemporaryDirectory(), "fillet-oracle-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try AtomicFile.write("x", to: scratch + "/stray.json")
        var checks = Checks()
        CLIFuzz.check(CommandOutput(), arguments: ["verify", "--output", scratch + "/report.json"], scratch: scratch,
                      into: &checks)
        #expect(checks.results.contains { $0.name.hasPrefix("files only where asked") && !$0.passed })
    }

    /// Names, sizes and modification times of every file below `directory`.
    static func snapshot(_ directory: String) -> [String: String] {
        var result: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return result }
        for case let relative as String in walker {
            let path = FilePaths.join(directory, relative)
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            result[relative] = "\(attributes?[.size] ?? "-") \(attributes?[.modificationDate] ?? "-")"
        }
        return result
    }
}

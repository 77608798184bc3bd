import FilletSupport
import Foundation
import Testing
@testable import FilletCLI

@Suite struct ExploreCommandTests {
    func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)").path
    }

    @Test func writesCSVHeatmapAndSummary() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let output = ExploreCommand.run(["star", "--x", "points=5...6", "--y", "inner-ratio=0.3...0.5", "--grid", "2x2",
                                         "--out", out], progressIsTerminal: false)
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(output.standardError.isEmpty)
        #expect(output.standardOutput.contains("4 cells (ok 4"))
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files == ["star.csv", "star.md", "star.svg"])
    }

    @Test func shardsThenMergeGiveTheWholeMap() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let flags = ["rect", "--grid", "3x2", "--out", out]
        for index in 0..<2 {
            let output = ExploreCommand.run(flags + ["--shard", "\(index)/2"], progressIsTerminal: false)
            #expect(output.exitCode == 0, "shard \(index)/2: \(output.standardError)")
        }
        let shards = (0..<2).map { "\(out)/rect.shard-\($0)-of-2.csv" }
        let merged = ExploreCommand.run(flags + ["--merge"] + shards, progressIsTerminal: false)
        #expect(merged.exitCode == 0, "\(merged.standardError)")
        let whole = ExploreCommand.run(flags + ["--name", "whole"], progressIsTerminal: false)
        #expect(whole.exitCode == 0)
        let mergedCSV = try String(contentsOfFile: "\(out)/rect.csv", encoding: .utf8)
        let wholeCSV = try String(contentsOfFile: "\(out)/whole.csv", encoding: .utf8)
        #expect(mergedCSV == wholeCSV)
        // A target that cannot be written is the run's failure (exit 1, as without --merge), not
        // bad input of --merge (it was exit 2, "--merge: cannot write …").
        try FileManager.default.createDirectory(atPath: "\(out)/blocked.md", withIntermediateDirectories: true)
        let blocked = ExploreCommand.run(flags + ["--name", "blocked", "--merge"] + shards, progressIsTerminal: false)
        #expect(blocked.exitCode == 1 && !blocked.standardError.contains("--merge"), "\(blocked.standardError)")
        #expect(!FileManager.default.fileExists(atPath: "\(out)/blocked.csv"))
    }

    /// A target that cannot be written (here the picture's path is a directory) fails in one
    /// line with exit 1 and writes nothing; the command checks it before the run.
    @Test(arguments: [[String](), ["--shard", "0/2"]])
    func anUnwritableTargetFailsAndWritesNothing(_ extra: [String]) throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let blocked = extra.isEmpty ? "\(out)/rect.svg" : "\(out)/rect.shard-0-of-2.csv"
        try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: true)
        let output = ExploreCommand.run(["rect", "--grid", "2x2", "--out", out] + extra, progressIsTerminal: false)
        #expect(output.exitCode == 1)
        #expect(output.standardError.contains("it is a directory"), "\(output.standardError)")
        #expect(output.standardError.filter { $0 == "\n" }.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == [(blocked as NSString).lastPathComponent])
    }

    @Test(arguments: [["spiral"], ["star", "--x", "spikes=1...2"], ["star", "--grid", "0x3"], ["star", "--shard", "2/2"],
                      ["star", "--bogus"], ["star", "--ignore", "beauty"], ["seed000", "--clamp", "none"],
                      ["star", "--tolerance", "0"], ["star", "--merge"], ["star", "extra"],
                      // Values outside a parameter's own range are bad input, not never-valid cells.
                      ["rect", "--x", "width=-5...1"], ["rect", "--z", "corner-radius=-1...10"],
                      ["star", "--x", "rotation", "--fixed", "points=1"], ["star", "--x", "rotation=0...1", "--grid", "4096x4096"],
                      // An empty list, or an empty item, is not "no fixed values".
                      ["star", "--fixed", ""], ["star", "--fixed", ","], ["star", "--fixed", "rotation=1,"],
                      // Shapes past the map's size budget (RangeMapSetup.maximumShapeElements).
                      ["star", "--x", "points=499999...500000", "--grid", "2x1"], ["polygon", "--x", "vertices=9000...10000", "--grid", "2x1"],
                      ["star", "--html", "--shard", "0/2"], ["star", "--preview-budget", "1000"],
                      ["star", "--html", "--preview-budget", "-1"], ["star", "--html", "--preview-budget", "lots"]])
    func badInputIsOneLineAndExitTwo(_ arguments: [String]) {
        let output = FilletCLI.run(["explore"] + arguments)
        #expect(output.exitCode == 2, "\(arguments)")
        #expect(output.standardError.hasPrefix("fillet: "), "\(arguments)")
        #expect(output.standardError.filter { $0 == "\n" }.count == 1, "\(arguments): \(output.standardError)")
    }

    @Test(arguments: ["star", "seed001", "--grid", "--shard", "--merge", "--html", "--preview-budget"])
    func helpListsConstructionsAndFlags(_ word: String) {
        let output = FilletCLI.run(["explore", "--help"])
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains(word), "explore --help lacks \(word)")
    }
}

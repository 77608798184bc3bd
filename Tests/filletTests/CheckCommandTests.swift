import FilletSupport
import Foundation
import Testing
import FilletShapes
import FilletVerification
import PropertyCheck
@testable import FilletCLI

@Suite struct CheckCommandTests {
    func run(_ tokens: [String]) -> CommandOutput { FilletCLI.run(tokens) }

    @Test func exactStarHoldsWithExitZero() {
        let output = run(["check", "star", "--outer-corner-radius", "8", "--inner-corner-radius", "3"])
        #expect(output.exitCode == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("tangent-continuity"))
        #expect(output.standardOutput.contains("all "))
    }

    @Test func seed000FailsWithExitOneAndNamesTheInvariant() {
        let output = run(["check", "seed000"])
        #expect(output.exitCode == 1)
        let line = output.standardOutput.split(separator: "\n").first { $0.hasPrefix("tangent-continuity") }
        #expect(line?.contains("FAIL") == true, "\(output.standardOutput)")
    }

    /// Just inside the checkable range (sizes 1e-100 … coordinates 1e100), valid shapes pass.
    @Test(arguments: [["check", "rect", "--width", "1e99", "--height", "1e99", "--corner-radius", "0"],
                      ["check", "rect", "--width", "1e-99", "--height", "1e-99", "--corner-radius", "1e-100"],
                      ["check", "star", "--outer-radius", "1e90", "--outer-corner-radius", "1e89"],
                      ["check", "path", "--data", "M0 0 L1e90 0 L0 1e90 Z"]])
    func shapesAtTheEdgesOfTheCheckableRangePass(_ tokens: [String]) {
        let output = run(tokens)
        #expect(output.exitCode == 0, "\(tokens): \(output.standardOutput)\(output.standardError)")
    }

    @Test func jsonOutputDecodesAsVerdicts() throws {
        let output = run(["check", "rect", "--radii", "10 20 0 5", "--json"])
        #expect(output.exitCode == 0)
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        #expect(object?["passed"] as? Bool == true)
        let results = object?["results"] as? [[String: Any]]
        #expect(results?.contains { $0["invariant"] as? String == "radii" } == true)
    }

    @Test(arguments: [["check"], ["check", "hexagon"], ["check", "star", "--bogus", "1"],
                      ["check", "star", "--inner-ratio", "2"], ["check", "star", "--points", "x"],
                      // Beyond what the invariants check exactly: refused, where valid shapes FAILed.
                      ["check", "rect", "--width", "1e150", "--height", "1e150", "--corner-radius", "0"],
                      ["check", "rect", "--width", "1e-160", "--height", "1e-160", "--corner-radius", "0"],
                      ["check", "star", "--outer-radius", "1e200"],
                      ["check", "path", "--data", "M0 0 L1e160 0 L0 1e160 Z"],
                      ["replay", #"{"kind":"rect","rect":{"x":0,"y":0,"width":1e150,"height":1e150}}"#]])
    func badInputIsUsageErrorWithExitTwo(_ tokens: [String]) {
        let output = run(tokens)
        #expect(output.exitCode == 2, "\(tokens)")
        #expect(output.standardError.hasPrefix("fillet: "), "\(tokens)")
        #expect(output.standardError.split(separator: "\n").count == 1, "\(tokens)")
    }
}

@Suite struct ReplayCommandTests {
    /// Every JSON the tool reads shares one depth rule, checked before any recursion: 512 nested
    /// arrays or objects crashed replay with a stack overflow.
    @Test(arguments: [65, 512, 20_000])
    func deeplyNestedJSONIsOneLineAndExitTwo(_ depth: Int) throws {
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let objects = "{\"regressions\":" + String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth + 1)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-deep-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("deep.json").path
        try Data(arrays.utf8).write(to: URL(fileURLWithPath: file))
        for tokens in [["replay", objects], ["replay", file], ["verify", "merge", file, "--output", directory.appendingPathComponent("m.json").path]] {
            let output = FilletCLI.run(tokens)
            #expect(output.exitCode == 2, "\(tokens.prefix(2))")
            #expect(output.standardError.contains("nest more than \(JSONStructure.maximumDepth) deep"), "\(output.standardError.prefix(300))")
            #expect(output.standardError.split(separator: "\n").count == 1)
            #expect(output.standardError.utf8.count < 1_000)
        }
    }

    @Test func inlinePassingCaseExitsZeroAndFailingCaseExitsOne() {
        let passing = FilletCLI.run(["replay", #"{"kind":"star","points":6,"outerCornerRadius":5}"#])
        #expect(passing.exitCode == 0, "\(passing.standardOutput)\(passing.standardError)")
        let failing = FilletCLI.run(["replay", #"{"kind":"seed000"}"#])
        #expect(failing.exitCode == 1)
        #expect(failing.standardOutput.contains("FAILS"))
    }

    @Test func regressionsFileReplaysEveryEntry() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-replay-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("regressions.json").path
        let store = RegressionStore(path: path)
        try store.write([
            RegressionEntry(property: "star", value: try JSONValue(json: #"{"kind":"star","outerCornerRadius":4}"#)),
            RegressionEntry(property: "star", value: try JSONValue(json: #"{"kind":"rect"}"#)),
        ])
        let output = FilletCLI.run(["replay", path])
        #expect(output.exitCode == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("2 cases replayed, all pass"))
        try store.write([RegressionEntry(property: "seed", value: try JSONValue(json: #"{"kind":"seed000"}"#))])
        #expect(FilletCLI.run(["replay", path]).exitCode == 1)
        // A stored regression that does not build (the check `builds` failed) still fails: exit 1.
        try store.write([RegressionEntry(property: "star", value: try JSONValue(json: #"{"kind":"star","points":-3}"#))])
        let unbuildable = FilletCLI.run(["replay", path])
        #expect(unbuildable.exitCode == 1, "\(unbuildable.standardError)")
        #expect(unbuildable.standardOutput.contains("cannot be built"))
        // One entry beyond the checkable range fails that entry; the others are still replayed.
        try store.write([
            RegressionEntry(property: "rect", value: try JSONValue(json: #"{"kind":"rect","rect":{"x":1e120,"y":0,"width":1e115,"height":1e115}}"#)),
            RegressionEntry(property: "star", value: try JSONValue(json: #"{"kind":"star"}"#)),
        ])
        let outOfRange = FilletCLI.run(["replay", path])
        #expect(outOfRange.exitCode == 1, "\(outOfRange.standardError)")
        #expect(outOfRange.standardOutput.contains("regressions[0] (rect): cannot be checked"))
        #expect(outOfRange.standardOutput.contains("regressions[1] (star): passes"))
        #expect(outOfRange.standardOutput.contains("2 cases replayed, some still fail"))
    }

    @Test(arguments: [["replay"], ["replay", "/no/such/file.json"], ["replay", "{not json"],
                      ["replay", #"{"kind":"hexagon"}"#], ["replay", "a", "b"], ["replay", "--bogus"],
                      // One case that does not build is bad input, as `fillet check --points -3` is.
                      ["replay", #"{"kind":"star","points":-3}"#]])
    func badInputIsUsageErrorWithExitTwo(_ tokens: [String]) {
        let output = FilletCLI.run(tokens)
        #expect(output.exitCode == 2, "\(tokens): \(output.standardError)")
        #expect(output.standardError.hasPrefix("fillet: "), "\(tokens): \(output.standardError)")
    }
}

/// A class suite: each test writes under its own directory (made by the command), removed when the test ends.
@Suite final class VerifyCommandTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-verify-\(UUID())").path

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// A regressions file (or its lock) that cannot be written does not stop a run that writes
    /// nothing there (a read-only checkout); a failing run reports the counterexamples it could
    /// not store (``PropertyReport/unstoredFailures``) in one line, its results standing.
    @Test(arguments: ["reg.json", "reg.json.lock"])
    func unwritableRegressionsCostOnlyWhatTheyWouldStore(_ link: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: "\(directory)/\(link)", withDestinationPath: "\(directory)/target")
        let output = FilletCLI.run(["verify", "--cases", "10", "--output", "\(directory)/report.json",
                                    "--regressions", "\(directory)/reg.json"])
        #expect(output.exitCode == 0 && output.standardError.isEmpty, "\(output.standardError)")
        #expect(FileManager.default.fileExists(atPath: "\(directory)/report.json"))
        let clean = try Runner.run(Property("p", Gen.int(in: 0...1)) { _, _ in }, RunConfiguration(seed: 1, cases: 1))
        var report = clean
        report.unstoredFailures = "cannot write 'reg.json': it is a symbolic link"
        #expect(RegressionsOption.unstoredWarnings("verify", [report, report, clean])
                    == "fillet verify: the new counterexamples were not stored: cannot write 'reg.json': it is a symbolic link\n")
    }

    @Test func smallRunPassesWritesReportAndJUnit() throws {
        let output = FilletCLI.run(["verify", "--cases", "400", "--output", "\(directory)/report.json",
                                    "--junit", "\(directory)/junit.xml", "--regressions", "\(directory)/reg.json"])
        #expect(output.exitCode == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("star"))
        #expect(output.standardOutput.contains("border-width"))
        let data = try #require(FileManager.default.contents(atPath: "\(directory)/report.json"))
        let report = try PropertyCheckJSON.decoder().decode(VerificationReport.self, from: data)
        #expect(report.passed && report.casesRun == 400 && report.suites.map(\.property) == VerificationSuite.all.map(\.name))
        let junit = try #require(FileManager.default.contents(atPath: "\(directory)/junit.xml"))
        #expect(String(decoding: junit, as: UTF8.self).contains("<testsuite name=\"star\""))
    }

    @Test func shardReportsMergeIntoTheUnshardedReport() throws {
        let common = ["--cases", "300", "--suite", "star", "--regressions", "\(directory)/none.json"]
        #expect(FilletCLI.run(["verify"] + common + ["--output", "\(directory)/whole.json"]).exitCode == 0)
        #expect(FilletCLI.run(["verify"] + common + ["--shard", "0/2", "--output", "\(directory)/s0.json"]).exitCode == 0)
        #expect(FilletCLI.run(["verify"] + common + ["--shard", "1/2", "--output", "\(directory)/s1.json"]).exitCode == 0)
        let merged = FilletCLI.run(["verify", "merge", "\(directory)/s0.json", "\(directory)/s1.json",
                                    "--output", "\(directory)/merged.json"])
        #expect(merged.exitCode == 0, "\(merged.standardError)")
        let decoder = PropertyCheckJSON.decoder()
        let whole = try decoder.decode(VerificationReport.self,
                                       from: try #require(FileManager.default.contents(atPath: "\(directory)/whole.json")))
        let combined = try decoder.decode(VerificationReport.self,
                                          from: try #require(FileManager.default.contents(atPath: "\(directory)/merged.json")))
        #expect(combined == whole)
    }

    /// A shard left out, a shard index outside 0…N−1, a negative count, counts that overflow
    /// (2⁶³ − 1 cases run: it trapped) and a report with no suite are all one line and exit 2,
    /// with nothing written; `--partial` merges a missing shard in stages.
    @Test(arguments: ["missing", "index", "negative", "overflow", "empty", "huge"])
    func untrustworthyShardReportsAreRefused(_ defect: String) throws {
        let common = ["--cases", "40", "--suite", "star", "--regressions", "\(directory)/none.json"]
        #expect(FilletCLI.run(["verify"] + common + ["--shard", "0/2", "--output", "\(directory)/s0.json"]).exitCode == 0)
        #expect(FilletCLI.run(["verify"] + common + ["--shard", "1/2", "--output", "\(directory)/s1.json"]).exitCode == 0)
        let decoder = PropertyCheckJSON.decoder()
        var second = try decoder.decode(VerificationReport.self,
                                        from: try #require(FileManager.default.contents(atPath: "\(directory)/s1.json")))
        switch defect {
        case "index": second.suites[0].shardIndices = [7]
        case "negative": second.suites[0].casesRun = -100
        case "overflow": second.suites[0].casesRun = Int.max
        case "empty": second.suites = []
        case "huge":
            // Claims 2⁶³ − 1 shards: the missing ones are counted, not listed (that hung).
            for index in second.suites.indices { second.suites[index].shardCount = Int.max }
            for index in second.controls.indices { second.controls[index].shardCount = Int.max }
        default: break
        }
        try PropertyCheckJSON.encoder(pretty: false).encode(second).write(to: URL(fileURLWithPath: "\(directory)/t1.json"))
        let inputs = defect == "missing" ? ["\(directory)/s0.json"]
            : defect == "huge" ? ["\(directory)/t1.json"] : ["\(directory)/s0.json", "\(directory)/t1.json"]
        let output = FilletCLI.run(["verify", "merge"] + inputs + ["--output", "\(directory)/merged.json"])
        #expect(output.exitCode == 2, "\(defect): \(output.standardError)")
        #expect(output.standardError.split(separator: "\n").count == 1, "\(output.standardError)")
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/merged.json"))
        if defect == "huge" { #expect(output.standardError.contains("(0, 2, 3, 4, 5, …)"), "\(output.standardError)") }
        if defect == "missing" {
            #expect(output.standardError.contains("1 shard (1) of 2 missing"), "\(output.standardError)")
            let staged = FilletCLI.run(["verify", "merge", "--partial"] + inputs + ["--output", "\(directory)/staged.json"])
            #expect(staged.exitCode == 0, "\(staged.standardError)")
            let done = FilletCLI.run(["verify", "merge", "\(directory)/staged.json", "\(directory)/s1.json",
                                      "--output", "\(directory)/merged.json"])
            #expect(done.exitCode == 0, "\(done.standardError)")
        }
    }

    /// `--sample-differentials 4`: the header and the report say so, the differential rows count
    /// the shapes compared, and sampled shards merge into the sampled whole run.
    @Test func sampledDifferentialsAreReportedAndMergeAcrossShards() throws {
        let common = ["--cases", "300", "--suite", "star", "--regressions", "\(directory)/none.json",
                      "--sample-differentials", "4"]
        let whole = FilletCLI.run(["verify"] + common + ["--output", "\(directory)/whole.json"])
        #expect(whole.exitCode == 0, "\(whole.standardError)")
        #expect(whole.standardOutput.contains("differential invariants on 1 shape in 4"), "\(whole.standardOutput)")
        #expect(FilletCLI.run(["verify"] + common + ["--shard", "0/2", "--output", "\(directory)/s0.json"]).exitCode == 0)
        #expect(FilletCLI.run(["verify"] + common + ["--shard", "1/2", "--output", "\(directory)/s1.json"]).exitCode == 0)
        let merged = FilletCLI.run(["verify", "merge", "\(directory)/s0.json", "\(directory)/s1.json",
                                    "--output", "\(directory)/merged.json"])
        #expect(merged.exitCode == 0, "\(merged.standardError)")
        #expect(merged.standardOutput.contains("differential invariants on 1 shape in 4"))
        let decoder = PropertyCheckJSON.decoder()
        let report = try decoder.decode(VerificationReport.self,
                                        from: try #require(FileManager.default.contents(atPath: "\(directory)/whole.json")))
        let combined = try decoder.decode(VerificationReport.self,
                                          from: try #require(FileManager.default.contents(atPath: "\(directory)/merged.json")))
        #expect(combined == report && report.differentialSampling == 4)
        let star = try #require(report.suites.first)
        let tree = try #require(star.checks.first { $0.name == Invariant.treeAgreement.name })
        let radii = try #require(star.checks.first { $0.name == Invariant.radii.name })
        #expect(tree.evaluations < radii.evaluations && tree.evaluations > 0)
        // A shard of an unsampled run is another run: refused in one line.
        #expect(FilletCLI.run(["verify", "--cases", "300", "--suite", "star", "--regressions", "\(directory)/none.json",
                               "--shard", "1/2", "--output", "\(directory)/u1.json"]).exitCode == 0)
        let mixed = FilletCLI.run(["verify", "merge", "\(directory)/s0.json", "\(directory)/u1.json",
                                   "--output", "\(directory)/mixed.json"])
        #expect(mixed.exitCode == 2 && mixed.standardError.split(separator: "\n").count == 1, "\(mixed.standardError)")
        #expect(mixed.standardError.contains("1 in 4"), "\(mixed.standardError)")
    }

    @Test func failingStoredRegressionExitsOneWithReplayCommand() throws {
        // A star whose radii overflow the edges under `.none`: the suite's property fails it.
        let value = try JSONValue(json: #"{"kind":"star","innerRatio":0.5,"outerCornerRadius":60,"clamping":"none"}"#)
        try RegressionStore(path: "\(directory)/reg.json").write([RegressionEntry(property: "star", value: value)])
        let output = FilletCLI.run(["verify", "--cases", "50", "--suite", "star", "--output", "\(directory)/report.json",
                                    "--regressions", "\(directory)/reg.json"])
        #expect(output.exitCode == 1)
        #expect(output.standardOutput.contains("stored regression still fails"))
        #expect(output.standardOutput.contains("replay: fillet replay '"))
    }

    @Test(arguments: [["verify", "--cases", "0"], ["verify", "--shard", "2/2"], ["verify", "--suite", "hexagon"],
                      ["verify", "--seed", "-1"], ["verify", "--bogus"], ["verify", "extra"],
                      ["verify", "--sample-differentials", "0"], ["verify", "--sample-differentials", "x"],
                      ["verify", "--sample-differentials", "1000001"], ["verify", "--sample-differentials", "nan"],
                      ["verify", "merge"], ["verify", "merge", "/no/such.json"],
                      // Two outputs naming one file: the JUnit XML replaced the JSON report (or the
                      // stored counterexamples) and the run said "report: same.x".
                      ["verify", "--output", "/tmp/fillet-same.x", "--junit", "/tmp/./fillet-same.x"],
                      ["verify", "--regressions", "/tmp/fillet-keep.json", "--junit", "/tmp/fillet-keep.json"],
                      ["verify", "merge", "results/verify/report.json", "--output", "/tmp/m.json", "--junit", "/tmp/m.json"],
                      ["verify", "--regressions", ""],
                      // An empty path named the current directory (explore wrote ./star.csv) or
                      // failed with exit 1 without naming the flag.
                      ["verify", "--output", ""], ["verify", "--junit", ""], ["verify", "merge", "x.json", "--output", ""],
                      ["explore", "star", "--out", ""], ["audit", "--out", ""],
                      ["check", "path", "--data", "M0 0 L1 0 L0 1 Z", "--junit", ""]])
    func badFlagsAreUsageErrorsWithExitTwo(_ tokens: [String]) {
        let output = FilletCLI.run(tokens)
        #expect(output.exitCode == 2, "\(tokens): \(output.standardError)")
        #expect(output.standardError.hasPrefix("fillet: "), "\(tokens)")
        if let index = tokens.lastIndex(of: ""), index > 0 {
            #expect(output.standardError.contains(tokens[index - 1]) && output.standardError.contains("empty"),
                    "\(tokens): \(output.standardError)")
        }
    }

    /// An output naming an input replaced it: `check path --file icon.svg --junit icon.svg`
    /// wrote JUnit XML over the icon, `verify merge a.json --junit a.json` over a shard report.
    @Test func anOutputNamingAnInputIsRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-in-\(UUID()).svg").path
        try Data("M0 0 L10 0 L10 10 Z".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let check = FilletCLI.run(["check", "path", "--file", path, "--junit", path])
        #expect(check.exitCode == 2 && check.standardError.contains("--junit: names the same file as --file"),
                "\(check.standardError)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "M0 0 L10 0 L10 10 Z")
        let merge = FilletCLI.run(["verify", "merge", path, "--junit", path])
        #expect(merge.exitCode == 2 && merge.standardError.contains("names the same file as a shard report"),
                "\(merge.standardError)")
    }

    @Test func twoOutputsNamingOneFileAreRefusedBeforeTheRun() {
        for tokens in [["verify", "--output", "/tmp/fillet-same.x", "--junit", "/tmp/./fillet-same.x"],
                       ["verify", "merge", "results/verify/report.json", "--output", "/tmp/m.json", "--junit", "/tmp/m.json"]] {
            let output = FilletCLI.run(tokens)
            #expect(output.standardError.contains("--junit: names the same file as --output"), "\(tokens): \(output.standardError)")
        }
    }
}

/// `fillet replay` on the `path` suite's cases: a path in the library's JSON form.
@Suite struct ReplayPathCaseTests {
    static let openPath = #"{"subpaths":[{"closed":false,"elements":[{"op":"move","to":[0,0]},{"op":"line","to":[10,0]}]}]}"#

    @Test func inlinePathCaseIsHeldToThePathSuite() {
        let output = FilletCLI.run(["replay", Self.openPath])
        #expect(output.exitCode == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("the case: passes (path suite)"))
        // Only what the suite requires: an open path is not failed for being open.
        #expect(output.standardOutput.contains("turning-vs-polyline") && !output.standardOutput.contains("closed-finite"))
        let json = FilletCLI.run(["replay", Self.openPath, "--json"])
        #expect(json.exitCode == 0 && json.standardOutput.contains("\"path\"") && !json.standardOutput.contains("\"spec\""))
    }

    @Test func pathCaseWithACurveIsJudged() {
        let output = FilletCLI.run(["replay", #"{"subpaths":[{"closed":true,"elements":[{"op":"move","to":[0,0]},{"op":"cubic","control1":[10,0],"control2":[10,10],"to":[0,10]}]}]}"#])
        #expect(output.exitCode == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("the case: passes (path suite)"))
    }

    @Test func regressionsFileMixesConstructionAndPathCases() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-replay-path-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("regressions.json").path
        try RegressionStore(path: path).write([
            RegressionEntry(property: "path", value: try JSONValue(json: Self.openPath)),
            RegressionEntry(property: "star", value: try JSONValue(json: #"{"kind":"star","outerCornerRadius":4}"#)),
        ])
        let output = FilletCLI.run(["replay", path])
        #expect(output.exitCode == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("regressions[0] (path): passes (path suite)"))
        #expect(output.standardOutput.contains("2 cases replayed, all pass"))
    }

    @Test(arguments: [#"{"subpaths":[{"closed":false,"elements":[{"op":"line","to":[0,0]}]}]}"#,
                      #"{"subpaths":[{"closed":false,"elements":[{"op":"move","to":[0,"x"]}]}]}"#])
    func malformedPathCaseIsBadInput(_ json: String) {
        let output = FilletCLI.run(["replay", json])
        #expect(output.exitCode == 2, "\(output.standardOutput)")
        #expect(output.standardError.hasPrefix("fillet: replay: the case is not a path"), "\(output.standardError)")
        #expect(output.standardError.split(separator: "\n").count == 1)
    }

    @Test(arguments: [#"{"subpaths":[]}"#,
                      #"{"subpaths":[{"closed":false,"elements":[{"op":"move","to":[0,0]},{"op":"line","to":[0,0]}]}]}"#,
                      #"{"subpaths":[{"closed":false,"elements":[{"op":"move","to":[0,0]},{"op":"arc","center":[0,0],"radius":1,"start":0,"sweep":1}]}]}"#])
    func pathCaseTheSuiteCannotJudgeIsBadInputByHandAndAFailingEntryStored(_ json: String) throws {
        let output = FilletCLI.run(["replay", json])
        #expect(output.exitCode == 2, "\(output.standardOutput)")
        #expect(output.standardError.hasPrefix("fillet: replay: the case cannot be checked by the path suite: "), "\(output.standardError)")
        #expect(output.standardError.split(separator: "\n").count == 1)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-replay-refused-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("regressions.json").path
        try RegressionStore(path: path).write([
            RegressionEntry(property: "path", value: try JSONValue(json: json)),
            RegressionEntry(property: "path", value: try JSONValue(json: Self.openPath)),
        ])
        let stored = FilletCLI.run(["replay", path])
        #expect(stored.exitCode == 1, "\(stored.standardError)")
        #expect(stored.standardOutput.contains("regressions[0] (path): cannot be checked by the path suite"))
        #expect(stored.standardOutput.contains("regressions[1] (path): passes"))
    }

    /// A stored entry is read as its suite's cases, as `fillet verify` replays it: path JSON
    /// stored under a construction's suite is not a ShapeSpec. An entry that does not read (that,
    /// or a path with a negative radius) fails alone, with its reason in the text and the JSON.
    @Test func storedEntryIsDecodedAsItsSuitesCase() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-replay-suite-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("regressions.json").path
        try RegressionStore(path: path).write([RegressionEntry(property: "star", value: try JSONValue(json: Self.openPath))])
        let output = FilletCLI.run(["replay", path])
        #expect(output.exitCode == 1)
        #expect(output.standardOutput.contains("regressions[0] (star): is not a ShapeSpec"), "\(output.standardOutput)")
        let badArc = #"{"subpaths":[{"closed":false,"elements":[{"op":"move","to":[0,0]},{"op":"arc","center":[1,0],"radius":-1,"start":3,"sweep":1}]}]}"#
        try RegressionStore(path: path).write([RegressionEntry(property: "path", value: try JSONValue(json: badArc)),
                                               RegressionEntry(property: "path", value: try JSONValue(json: Self.openPath))])
        let stored = FilletCLI.run(["replay", path])
        #expect(stored.exitCode == 1, "\(stored.standardError)")
        #expect(stored.standardOutput.contains("regressions[0] (path): is not a path"), "\(stored.standardOutput)")
        #expect(stored.standardOutput.contains("regressions[1] (path): passes"))
        let json = FilletCLI.run(["replay", path, "--json"])
        #expect(json.exitCode == 1 && json.standardOutput.contains("\"error\"") && json.standardOutput.contains("is not a path"))
    }

    @Test func counterexamplePictureOfAPathCase() throws {
        let svg = try #require(VerifyCommand.counterexampleSVG(try JSONValue(json: Self.openPath)))
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"), "\(svg.prefix(80))")
    }
}

/// `fillet replay` on the `svg` suite's cases: a path held to the SVG round trip of the document
/// written from it, as `fillet verify --suite svg` judged it (its replay command adds `--suite`),
/// not to the path suite's invariants.
@Suite struct ReplaySVGCaseTests {
    static let triangle = #"{"subpaths":[{"closed":true,"elements":[{"op":"move","to":[0,0]},{"op":"line","to":[10,0]},{"op":"line","to":[0,7]}]}]}"#

    @Test func inlineCaseWithSuiteSVGIsHeldToTheRoundTrip() {
        let output = FilletCLI.run(["replay", Self.triangle, "--suite", "svg"])
        #expect(output.exitCode == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("the case: passes (svg suite)"))
        #expect(output.standardOutput.contains("svg-round-trip") && !output.standardOutput.contains("turning-vs-polyline"))
    }

    @Test func storedSVGEntryIsHeldToTheRoundTrip() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-replay-svg-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("regressions.json").path
        try RegressionStore(path: path).write([RegressionEntry(property: "svg", value: try JSONValue(json: Self.triangle))])
        let output = FilletCLI.run(["replay", path, "--json"])
        #expect(output.exitCode == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("\"svg-round-trip\"") && !output.standardOutput.contains("\"turning-vs-polyline\""))
    }

    /// The shrunk counterexample of case 8878 of seed 1 (`fillet verify --suite svg`, 30 000 cases,
    /// before the generator discarded paths with no extent): refused with its reason, one line.
    @Test func svgCaseWithNoExtentIsRefusedWithItsReason() {
        let output = FilletCLI.run(["replay", #"{"subpaths":[{"closed":false,"elements":[{"op":"move","to":[0,0]},{"op":"line","to":[0,0]},{"op":"line","to":[0,0]}]}]}"#,
                                    "--suite", "svg"])
        #expect(output.exitCode == 2)
        #expect(output.standardError == "fillet: replay: the case cannot be checked by the svg suite: it has no extent: nothing to measure\n",
                "\(output.standardError)")
    }

    /// In a regressions file an svg entry the suite cannot judge fails alone, named as the svg
    /// suite's (not the path suite's), with its path and reason in the JSON; a path entry beside
    /// it is still judged by the path suite.
    @Test func storedSVGEntryWithNoExtentFailsAloneAsTheSVGSuites() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-replay-svg-refused-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("regressions.json").path
        let point = #"{"subpaths":[{"closed":false,"elements":[{"op":"move","to":[1,1]},{"op":"line","to":[1,1]}]}]}"#
        try RegressionStore(path: path).write([RegressionEntry(property: "svg", value: try JSONValue(json: point)),
                                               RegressionEntry(property: "path", value: try JSONValue(json: Self.triangle))])
        let output = FilletCLI.run(["replay", path])
        #expect(output.exitCode == 1, "\(output.standardError)")
        #expect(output.standardOutput.contains("regressions[0] (svg): cannot be checked by the svg suite: it has no extent"),
                "\(output.standardOutput)")
        #expect(output.standardOutput.contains("regressions[1] (path): passes (path suite)"), "\(output.standardOutput)")
        let json = FilletCLI.run(["replay", path, "--json"])
        #expect(json.exitCode == 1)
        #expect(json.standardOutput.contains("\"error\" : \"cannot be checked by the svg suite") && json.standardOutput.contains("\"subpaths\""),
                "\(json.standardOutput)")
    }

    @Test func unknownSuiteIsBadUsage() {
        let output = FilletCLI.run(["replay", Self.triangle, "--suite", "hexagon"])
        #expect(output.exitCode == 2)
        #expect(output.standardError.hasPrefix("fillet: replay: --suite 'hexagon' is not a suite"), "\(output.standardError)")
    }
}

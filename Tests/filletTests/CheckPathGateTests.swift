import Foundation
import Testing
import FilletTestSupport
import FilletSupport
import FilletVerification
@testable import FilletCLI
import FilletGate

/// `fillet check path` as a gate (issue 34): severities, configuration, baseline, inputs, formats
/// and `--jobs`. A class suite: each test gets its own scratch directory, removed when it ends.
@Suite final class CheckPathGateTests {
    let directory = ScratchDirectory("fillet-gate")
    var scratch: String { directory.path }

    /// Writes `files` (relative name → content) under the scratch directory; returns it.
    @discardableResult
    func write(_ files: [String: String]) throws -> String {
        for (name, content) in files {
            let path = FilePaths.join(scratch, name)
            try FileManager.default.createDirectory(atPath: FilePaths.directory(of: path), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: URL(fileURLWithPath: path))
        }
        return scratch
    }

    func path(_ name: String) -> String { FilePaths.join(scratch, name) }

    static func svg(_ body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\">\n\(body)\n</svg>\n"
    }

    /// A near-miss kink whose smooth join would move the curve by 3·sin 2.67° = 0.14 (> 1/8): an error.
    static let visibleKink = "M2 8 C2 4 5 2 8 2 C11 1.86 14 4 14 8 Z"
    /// A 1.9° near-miss kink on 3-unit handles: the join moves by 0.0999 (≤ 1/8): a warning.
    static let faintKink = "M2 8 C2 4 5 2 8 2 C11 1.9 14 4 14 8 Z"
    static let square = "M1 1 H6 V6 H1 Z"
    /// A square and a hole drawn the other way leaking out of it by 4 units: a crossing that
    /// changes the fill (the part of the hole outside the square is painted).
    static let crossing = "M1 1 H9 V9 H1 Z M5 5 V13 H13 V5 Z"
    /// Two squares turning the same way, overlapping: nonzero paints their union, as drawn.
    static let overlap = "M1 1 H9 V9 H1 Z M5 5 H13 V13 H5 Z"

    /// A small icon set: passing icons, one with an invisible kink.
    func iconSet() throws {
        try write([
            "icons/a.svg": Self.svg("<path id=\"frame\" d=\"\(Self.square)\"/>"),
            "icons/b.svg": Self.svg("<path d=\"\(Self.faintKink)\"/>\n<rect x=\"1\" y=\"12\" width=\"3\" height=\"3\"/>"),
            "icons/sub/c.svg": Self.svg("<circle cx=\"8\" cy=\"8\" r=\"5\"/>"),
            "icons/notes.txt": "not an icon",
        ])
    }

    func run(_ arguments: [String]) -> CommandOutput { FilletCLI.run(["check", "path"] + arguments) }

    // MARK: - Severities

    @Test func anInvisibleKinkIsAWarningAndFailsOnlyUnderStrict() throws {
        try write(["b.svg": Self.svg("<path d=\"\(Self.faintKink)\"/>")])
        let output = run([path("b.svg")])
        #expect(output.exitCode == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("warning tangent-continuity"), "\(output.standardOutput)")
        #expect(run([path("b.svg"), "--strict"]).exitCode == 1)
    }

    @Test func overlappingShapesAreAWarningAndALeakingHoleAnError() throws {
        try write(["o.svg": Self.svg("<path d=\"\(Self.overlap)\"/>"), "x.svg": Self.svg("<path d=\"\(Self.crossing)\"/>")])
        let overlap = run([path("o.svg")])
        #expect(overlap.exitCode == 0, "\(overlap.standardOutput)")
        #expect(overlap.standardOutput.contains("warning non-self-intersection"))
        let leak = run([path("x.svg")])
        #expect(leak.exitCode == 1)
        #expect(leak.standardOutput.contains("error non-self-intersection"), "\(leak.standardOutput)")
    }

    @Test func aVisibleKinkIsAnError() throws {
        try write(["k.svg": Self.svg("<path d=\"\(Self.visibleKink)\"/>")])
        let output = run([path("k.svg")])
        #expect(output.exitCode == 1)
        #expect(output.standardOutput.contains("error tangent-continuity"), "\(output.standardOutput)")
    }

    /// Issue 12's contract: `passed` is the invariant's verdict whatever its severity.
    @Test func jsonKeepsTheVerdictAndAddsTheSeverity() throws {
        try write(["b.svg": Self.svg("<path d=\"\(Self.faintKink)\"/>")])
        let output = run([path("b.svg"), "--format", "json"])
        #expect(output.exitCode == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        let invariants = try #require((files.first?["paths"] as? [[String: Any]])?.first?["invariants"] as? [[String: Any]])
        let kink = try #require(invariants.first { $0["name"] as? String == "tangent-continuity" })
        #expect(kink["passed"] as? Bool == false)
        #expect(kink["severity"] as? String == "warning")
        #expect((kink["deviation"] as? Double).map { $0 > 0.09 && $0 < 0.125 } == true, "\(kink)")
        let closed = try #require(invariants.first { $0["name"] as? String == "closed-finite" })
        #expect(closed["passed"] as? Bool == true)
        #expect(closed["severity"] is NSNull)
        #expect(run([path("b.svg"), "--json"]).standardOutput == output.standardOutput, "--json is --format json")
    }

    @Test func configurationChangesSeveritiesAndThresholds() throws {
        try write(["b.svg": Self.svg("<path d=\"\(Self.faintKink)\"/>"),
                   "strict.json": #"{"invariants": {"tangent-continuity": {"visible-offset": 0.05}}}"#,
                   "off.json": #"{"invariants": {"tangent-continuity": {"severity": "off"}}}"#])
        #expect(run([path("b.svg"), "--config", path("strict.json")]).exitCode == 1)
        let off = run([path("b.svg"), "--config", path("off.json"), "--strict"])
        #expect(off.exitCode == 0)
        #expect(off.standardOutput.contains("all pass"), "\(off.standardOutput)")
    }

    /// Off means not checked: a crossing under `non-self-intersection: off` has no row or finding
    /// in any output (SARIF still lists the rule, disabled), nor in a baseline written.
    @Test func anOffInvariantHasNoRowInAnyOutput() throws {
        try write(["x.svg": Self.svg("<path d=\"\(Self.crossing)\"/>"),
                   "off.json": #"{"invariants": {"non-self-intersection": {"severity": "off"}}}"#])
        let name = Invariant.nonSelfIntersection.name
        #expect(run([path("x.svg"), "--format", "json"]).standardOutput.contains(name), "checked, the crossing is reported")
        for format in CheckPathCommand.formats {
            let output = run([path("x.svg"), "--config", path("off.json"), "--format", format, "--strict",
                              "--junit", path("x.xml")])
            #expect(output.exitCode == 0, "\(format): \(output)")
            #expect(!output.standardOutput.contains(name) || format == "sarif", "\(format): \(output.standardOutput)")
            #expect(!(try String(contentsOfFile: path("x.xml"), encoding: .utf8)).contains(name))
            guard format == "sarif" else { continue }
            let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
            let sarif = try #require((object["runs"] as? [[String: Any]])?.first)
            #expect((sarif["results"] as? [Any])?.isEmpty == true, "\(sarif)")
            let rules = try #require(((sarif["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
            let rule = try #require(rules.first { $0["id"] as? String == name })
            #expect((rule["defaultConfiguration"] as? [String: Any])?["enabled"] as? Bool == false)
        }
        let written = run([path("x.svg"), "--config", path("off.json"), "--write-baseline", path("b.json")])
        #expect(written.exitCode == 0)
        #expect(!(try String(contentsOfFile: path("b.json"), encoding: .utf8)).contains(name))
    }

    /// A baseline's findings of an invariant now off were not checked: not matched, not gone.
    @Test func aBaselineFindingOfAnOffInvariantIsNotGone() throws {
        let baseline = try baselinedSet()
        try write(["off.json": #"{"invariants": {"non-self-intersection": {"severity": "off"}}}"#])
        let checked = run([path("icons"), "--baseline", baseline])
        #expect(checked.standardOutput.contains("(3 in the baseline, 0 gone)"), "\(checked.standardOutput)")
        let output = run([path("icons"), "--baseline", baseline, "--config", path("off.json"), "--strict"])
        #expect(output.exitCode == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("(2 in the baseline, 0 gone)"), "\(output.standardOutput)")
        #expect(!output.standardOutput.contains("gone:"))
        let json = run([path("icons"), "--baseline", baseline, "--config", path("off.json"), "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((object["gone"] as? [Any])?.isEmpty == true, "\(object["gone"] ?? "")")
    }

    @Test(arguments: [
        ("malformed", #"{"invariants": {"#, "not JSON"),
        ("unknown key", #"{"invariants": {}, "exclude": [], "severity": "error"}"#, "severity: unknown key"),
        ("unknown invariant", #"{"invariants": {"radii": {"severity": "off"}}}"#, "invariants.radii: unknown invariant"),
        ("unknown setting", #"{"invariants": {"orientation": {"visible-depth": 1}}}"#, "invariants.orientation.visible-depth: unknown key"),
        ("wrong type", #"{"invariants": {"arc-cubics": {"visible-radial-error": "0.1"}}}"#, "expected a number, got a string"),
        ("bad severity", #"{"invariants": {"orientation": {"severity": "fatal"}}}"#, "invariants.orientation.severity"),
        ("negative", #"{"invariants": {"non-self-intersection": {"visible-depth": -1}}}"#, "expected a number ≥ 0"),
        ("kink range", #"{"invariants": {"tangent-continuity": {"kink-threshold": 200}}}"#, "kink-threshold"),
        ("include type", #"{"include": "*.svg"}"#, "include: expected an array of strings"),
        ("nested", #"{"invariants": "# + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}", "nest more than 64"),
        ("huge", #"{"include": [""# + String(repeating: "a", count: 1 << 20) + #""]}"#, "larger than"),
        ("not an object", "[]", "expected an object"),
    ])
    func aHostileConfigurationExitsTwoNamingTheKey(name: String, text: String, message: String) throws {
        try write(["c.json": text])
        let output = run(["--data", Self.square, "--config", path("c.json")])
        #expect(output.exitCode == 2, "\(name): \(output)")
        #expect(output.standardError.contains(message), "\(name): \(output.standardError)")
        #expect(output.standardError.split(separator: "\n").count == 1)
        #expect(output.standardOutput.isEmpty)
    }

    // MARK: - Inputs

    @Test func directoriesAreWalkedSortedAndRecursively() throws {
        try iconSet()
        try write([".hidden/x.svg": Self.svg("<path d=\"\(Self.crossing)\"/>"), "icons/data.path": Self.square])
        let output = run([scratch, "--format", "json"])
        #expect(output.exitCode == 0, "\(output.standardOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]]).compactMap { $0["file"] as? String }
        #expect(files == ["icons/a.svg", "icons/b.svg", "icons/data.path", "icons/sub/c.svg"].map(path))
    }

    @Test func includeAndExcludeGlobsFilterADirectory() throws {
        try iconSet()
        try write(["gate.json": #"{"include": ["icons/**/*.svg"], "exclude": ["b.svg"]}"#])
        let output = run([path("icons"), "--config", path("gate.json"), "--format", "github"])
        #expect(output.exitCode == 0)
        #expect(output.standardOutput.hasSuffix("2 files, 2 elements: all pass\n"), "\(output.standardOutput)")
    }

    @Test func filesFromListsFilesAndDirectories() throws {
        try iconSet()
        try write(["list.txt": "\(path("icons/sub"))\r\n\n\(path("icons/a.svg"))\n"])
        let output = run(["--files-from", path("list.txt")])
        #expect(output.exitCode == 0)
        #expect(output.standardOutput.contains("2 files, 2 elements"), "\(output.standardOutput)")
        #expect(output.standardOutput.range(of: "sub/c.svg")!.lowerBound < output.standardOutput.range(of: "icons/a.svg")!.lowerBound)
    }

    /// A path that names nothing, or a directory with nothing to check, is a finding of that path
    /// (exit 1, the others still checked); a list that cannot be read is a usage error (exit 2).
    @Test func aMissingPathOrAnEmptyDirectoryIsAFinding() throws {
        try write(["empty/notes.txt": "x", "a.svg": Self.svg("<rect width='4' height='4'/>")])
        for (arguments, reason) in [([path("missing.svg")], "no such file or directory"),
                                    ([path("empty")], "the directory holds no file to check")] {
            let output = run(arguments + [path("a.svg")])
            #expect(output.exitCode == 1, "\(arguments): \(output)")
            #expect(output.standardOutput.contains("error checkable-input: margin -1 verdict — \(reason)"), "\(output.standardOutput)")
            #expect(output.standardOutput.contains("2 files, 2 elements (1 could not be checked)"), "\(output.standardOutput)")
        }
        let output = run(["--files-from", path("missing.txt")])
        #expect(output.exitCode == 2, "\(output)")
        #expect(output.standardError.split(separator: "\n").count == 1)
    }

    // MARK: - Baseline

    /// Writes a baseline of the icon set plus a visible kink and a crossing; returns its path.
    func baselinedSet() throws -> String {
        try iconSet()
        try write(["icons/k.svg": Self.svg("<path id=\"k\" d=\"\(Self.visibleKink)\"/>"),
                   "icons/x.svg": Self.svg("<rect x=\"0\" y=\"14\" width=\"1\" height=\"1\"/>\n<path d=\"\(Self.crossing)\"/>")])
        #expect(run([path("icons")]).exitCode == 1, "before the baseline the visible defects fail")
        let written = run([path("icons"), "--write-baseline", path("baseline.json")])
        #expect(written.exitCode == 0, "\(written)")
        return path("baseline.json")
    }

    @Test func aBaselineMakesTheNextRunPass() throws {
        let baseline = try baselinedSet()
        let output = run([path("icons"), "--baseline", baseline, "--strict"])
        #expect(output.exitCode == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("all pass (3 in the baseline, 0 gone)"), "\(output.standardOutput)")
    }

    @Test func theBaselineFileIsSortedAndDeterministic() throws {
        let baseline = try baselinedSet()
        let first = try String(contentsOfFile: baseline, encoding: .utf8)
        _ = run([path("icons"), "--write-baseline", baseline, "--jobs", "1"])
        #expect(try String(contentsOfFile: baseline, encoding: .utf8) == first)
        let files = first.components(separatedBy: "\n").filter { $0.contains("\"file\"") }
        #expect(files.count == 3)
        #expect(files == files.sorted())
        #expect(!first.contains("\"line\""), "line numbers are not part of a fingerprint")
    }

    @Test(arguments: ["kink", "crossing"])
    func aPlantedDefectFailsExactlyItsFile(defect: String) throws {
        let baseline = try baselinedSet()
        let planted = defect == "kink" ? "<path d=\"\(Self.visibleKink)\" transform=\"translate(0 1)\"/>"
                                       : "<path d=\"M0 0 H4 V4 H0 Z M2 2 V6 H6 V2 Z\"/>"
        try write(["icons/sub/c.svg": Self.svg("<circle cx=\"8\" cy=\"8\" r=\"5\"/>\n" + planted)])
        let output = run([path("icons"), "--baseline", baseline, "--format", "github"])
        #expect(output.exitCode == 1)
        let annotations = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::error") }
        #expect(annotations.count == 1, "\(output.standardOutput)")
        #expect(annotations.first?.contains("file=\(GitHubAnnotations.escapeProperty(path("icons/sub/c.svg")))") == true,
                "\(output.standardOutput)")
        #expect(annotations.first?.contains(defect == "kink" ? "tangent-continuity" : "non-self-intersection") == true)
    }

    /// What does not change the geometry leaves every finding suppressed: white space, attribute
    /// order, lines moved, an unrelated element added before the others.
    @Test func reformattingKeepsFindingsSuppressed() throws {
        let baseline = try baselinedSet()
        try write([
            "icons/k.svg": "<svg viewBox=\"0 0 16 16\"   xmlns=\"http://www.w3.org/2000/svg\">\n\n\n<g>\n  <path d=\"M2   8 C2,4 5,2 8,2 C11,1.86 14,4 14,8 z\"\n   id=\"k\"   />\n</g>\n</svg>",
            "icons/x.svg": Self.svg("<circle r=\"1\" cy=\"1\" cx=\"14\"/>\n\n\n<path\n   d=\"M1,1 H9 V9 H1 Z  M5,5 V13 H13 V5 Z\"/>\n<rect height=\"1\" width=\"1\" y=\"14\" x=\"0\"/>"),
            "icons/b.svg": Self.svg("<rect x=\"1\" y=\"12\" width=\"3\" height=\"3\"/>\n<path d=\"M2 8C2 4 5 2 8 2C11 1.9 14 4 14 8Z\"/>"),
        ])
        let output = run([path("icons"), "--baseline", baseline, "--strict", "--format", "json"])
        #expect(output.exitCode == 0, "\(output.standardOutput.prefix(3000))")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect((object["gone"] as? [Any])?.isEmpty == true, "nothing gone")
        #expect(!output.standardOutput.contains("\"baseline\" : \"new\""))
        #expect(output.standardOutput.components(separatedBy: "\"baseline\" : \"known\"").count - 1 == 3)
    }

    @Test func aFixedFindingIsReportedAsGone() throws {
        let baseline = try baselinedSet()
        try write(["icons/k.svg": Self.svg("<path id=\"k\" d=\"M2 8 C2 4 5 2 8 2 C11 2 14 4 14 8 Z\"/>")])
        let output = run([path("icons"), "--baseline", baseline])
        #expect(output.exitCode == 0)
        #expect(output.standardOutput.contains("gone: \(path("icons/k.svg")) id:k tangent-continuity at 8.00000,2.00000"),
                "\(output.standardOutput)")
        #expect(output.standardOutput.contains("(2 in the baseline, 1 gone)"))
        // Findings of files not checked are not gone: they were not looked at.
        let partial = run([path("icons/a.svg"), "--baseline", baseline])
        #expect(partial.standardOutput.contains("(0 in the baseline, 0 gone)"), "\(partial.standardOutput)")
    }

    @Test func aWorseFindingCounts() throws {
        let baseline = try baselinedSet()
        // The same join (8, 2) turning 1.53° instead of 2.67°: farther from both a smooth join
        // (0.54°) and a corner (3°), so its margin is worse (−0.017 rad instead of −0.0057).
        try write(["icons/k.svg": Self.svg("<path id=\"k\" d=\"M2 8 C2 4 5 2 8 2 C11 1.92 14 4 14 8 Z\"/>")])
        #expect(run([path("icons"), "--baseline", baseline]).exitCode == 0, "now a warning")
        let output = run([path("icons"), "--baseline", baseline, "--strict"])
        #expect(output.exitCode == 1)
        #expect(output.standardOutput.contains("tangent-continuity (worse than the baseline)"), "\(output.standardOutput)")
    }

    @Test(arguments: [
        ("malformed", "{", "not JSON"),
        ("version", #"{"findings": [], "version": 2}"#, "version: expected 1"),
        ("missing findings", #"{"version": 1}"#, "findings: missing"),
        ("unknown key", #"{"findings": [], "version": 1, "extra": 0}"#, "extra: unknown key"),
        ("unknown invariant", #"{"findings": [{"element": "x", "file": "a", "invariant": "radii", "location": "-", "margin": 0, "severity": "error"}], "version": 1}"#,
         "findings[0].invariant: unknown invariant"),
        ("wrong type", #"{"findings": [{"element": 1, "file": "a", "invariant": "orientation", "location": "-", "margin": 0, "severity": "error"}], "version": 1}"#,
         "findings[0].element: expected a string"),
        ("margin", #"{"findings": [{"element": "x", "file": "a", "invariant": "orientation", "location": "-", "margin": "nan", "severity": "error"}], "version": 1}"#,
         "findings[0].margin: expected a number"),
        ("nested", #"{"findings": "# + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}", "nest more than 64"),
    ])
    func aHostileBaselineExitsTwoNamingTheKey(name: String, text: String, message: String) throws {
        try write(["b.json": text])
        let output = run(["--data", Self.square, "--baseline", path("b.json")])
        #expect(output.exitCode == 2, "\(name): \(output)")
        #expect(output.standardError.contains(message), "\(name): \(output.standardError)")
        #expect(output.standardError.split(separator: "\n").count == 1)
    }

    // MARK: - Formats and jobs

    @Test(arguments: ["text", "json", "sarif", "github"])
    func jobsDoNotChangeTheOutput(format: String) throws {
        _ = try baselinedSet()
        try write(["icons/d.path": Self.crossing, "icons/many.svg": Self.svg((0..<40).map {
            "<path d=\"M\($0 % 8) \($0 / 8) h0.9 v0.9 h-0.9 z\"/>"
        }.joined(separator: "\n"))])
        let one = run([path("icons"), "--format", format, "--jobs", "1", "--baseline", path("baseline.json")])
        for jobs in ["2", "3", "8"] {
            let many = run([path("icons"), "--format", format, "--jobs", jobs, "--baseline", path("baseline.json")])
            #expect(many.standardOutput == one.standardOutput, "--jobs \(jobs)")
            #expect(many.exitCode == one.exitCode)
        }
        #expect(one.exitCode == 1, "the path-data crossing is new")
    }

    @Test func sarifNamesRulesLevelsAndLocations() throws {
        try write(["k.svg": Self.svg("<path d=\"\(Self.visibleKink)\"/>"), "d.path": "M0 0 H4\n V4 H0 Z M2 2 V6 H6 V2 Z"])
        let output = run([path("k.svg"), path("d.path"), "--format", "sarif"])
        #expect(output.exitCode == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == GateProfile.graded.map(\.name))
        #expect((run["properties"] as? [String: Any])?["config"] as? String == "none (defaults)")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        func region(_ result: [String: Any]) -> [String: Any]? {
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        }
        #expect(results.map { $0["level"] as? String } == ["error", "error"])
        #expect(region(results[0])?["startLine"] as? Int == 2, "the kink's path element is on line 2")
        // The crossing's first contact is on the segment ' V4' of the second line, column 2.
        #expect(region(results[1])?["startLine"] as? Int == 2)
        #expect(region(results[1])?["startColumn"] as? Int == 2, "\(results[1])")
    }

    @Test func githubCommandsEscapeTheirValues() {
        #expect(GitHubAnnotations.command("error", [("file", "a,b:c.svg"), ("title", "x")], "50% done\r\nnext")
                    == "::error file=a%2Cb%3Ac.svg,title=x::50%25 done\\r\\nnext\n")
        // Every control character is escaped, in values and message alike.
        #expect(GitHubAnnotations.command("warning", [("file", "a\u{1B}[2J.svg")], "x\u{7}y")
                    == "::warning file=a\\u{1b}[2J.svg::x\\u{7}y\n")
    }

    @Test func aConflictingJsonAndFormatIsRefused() {
        let output = run(["--data", Self.square, "--json", "--format", "sarif"])
        #expect(output.exitCode == 2)
        #expect(output.standardError.contains("--json"))
    }
}

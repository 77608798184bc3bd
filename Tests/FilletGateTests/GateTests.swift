import Foundation
import Testing
import FilletGeometry
import FilletSupport
import FilletTestSupport
import PropertyCheck
@testable import FilletVerification
@testable import FilletGate

/// The gate's library pieces (issue 34): what the severities measure, how a finding is
/// fingerprinted, how the configuration and baseline read, which globs match.
@Suite struct GateTests {
    static func report(_ data: String) throws -> PathCheck.Report {
        PathCheck.check(try Path(svgPathData: data))
    }

    static func result(_ report: PathCheck.Report, _ invariant: Invariant) throws -> InvariantResult {
        try #require(report.results.first { $0.invariant == invariant })
    }

    // MARK: - Measures

    /// A 2° near-miss kink between lines of 100 and 10: making it smooth by turning the shorter
    /// moves its far end by 10·sin 2°.
    @Test func aKinksOffsetIsTheShorterHandleTimesTheSineOfItsTurn() throws {
        let turn = 2 * Double.pi / 180
        let data = "M0 0 L100 0 L\(100 + 10 * cos(turn)) \(10 * sin(turn)) L50 -300 Z"
        let report = try Self.report(data)
        #expect(try !Self.result(report, .tangentContinuity).passed)
        expectNear(report.findingMeasures.kinkOffset, 10 * sin(turn), tolerance: 1e-9)
        #expect(report.findingMeasures.kinkElement == 2)
    }

    @Test(arguments: [0.01, 2])
    func aCrossingsDepthIsHowFarItPokesThrough(depth: Double) throws {
        let severity: Severity = depth > GateProfile.defaultVisibleCrossingDepth ? .error : .warning
        // A triangle turning against the square pokes into it: a hole leaking out of its outline.
        let report = try Self.report("M0 0 H10 V10 H0 Z M6 12 L5.5 \(10 - depth) L5 12 Z")
        let crossing = try Self.result(report, .nonSelfIntersection)
        #expect(!crossing.passed)
        expectNear(report.findingMeasures.crossingDepth, depth, tolerance: 1e-9)
        #expect(GateProfile.default.severity(of: crossing, in: report) == severity)
    }

    @Test func sameWayShapesOverlappingHaveNoDepth() throws {
        let report = try Self.report("M0 0 H10 V10 H0 Z M5 12 L5.5 8 L6 12 Z")
        let crossing = try Self.result(report, .nonSelfIntersection)
        try #require(!crossing.passed)
        #expect(report.findingMeasures.crossingDepth == 0)
        #expect(GateProfile.default.severity(of: crossing, in: report) == .warning)
    }

    @Test func aTouchHasNoDepthAndIsAWarning() throws {
        let report = try Self.report("M0 0 H10 V10 H0 Z M10 2 H12 V4 H10 Z")
        let touch = try Self.result(report, .nonSelfIntersection)
        try #require(!touch.passed, "\(touch.detail)")
        #expect(report.findingMeasures.crossingDepth == 0)
        #expect(GateProfile.default.severity(of: touch, in: report) == .warning)
    }

    /// A figure eight: the crossing is visible, so is the orientation it breaks.
    @Test func orientationFollowsItsCrossing() throws {
        let report = try Self.report("M0 0 L10 10 L10 0 L0 10 Z")
        let orientation = try Self.result(report, .orientation)
        try #require(!orientation.passed)
        #expect(GateProfile.default.severity(of: orientation, in: report) == .error)
        var lenient = GateProfile.default
        lenient.rules[.nonSelfIntersection]?.visibleAbove = 100
        #expect(lenient.severity(of: orientation, in: report) == .warning)
    }

    @Test func aPassingInvariantHasNoSeverityAndOffStaysOff() throws {
        let report = try Self.report("M0 0 L10 10 L10 0 L0 10 Z")
        #expect(GateProfile.default.severity(of: try Self.result(report, .closedAndFinite), in: report) == nil)
        var profile = GateProfile.default
        profile.rules[.nonSelfIntersection]?.severity = .off
        #expect(profile.severity(of: try Self.result(report, .nonSelfIntersection), in: report) == .off)
    }

    // MARK: - Fingerprints

    /// The same geometry written otherwise (separators, relative commands, implicit repeats) has
    /// the same element identity; different geometry does not.
    @Test func elementIdentityDependsOnTheGeometryOnly() throws {
        func identity(_ data: String, index: Int = 0, line: Int? = nil) throws -> String {
            let input = PathCheckInput(index: index, path: try Path(svgPathData: data), line: line)
            return GateFingerprint.elementIdentity(input, quantum: GateFingerprint.quantum(size: input.path.characteristicSize))
        }
        let written = try identity("M1 1 H9 V9 H1 Z")
        #expect(try identity("M1,1 L9,1 L9,9 L1,9 z", index: 7, line: 40) == written)
        #expect(try identity("m1 1 h8 v8 h-8 z") == written)
        #expect(try identity("M1 1 H9 V9.001 H1 Z") != written)
        let named = PathCheckInput(index: 0, id: "frame", path: try Path(svgPathData: "M0 0 H1 V1 Z"))
        #expect(GateFingerprint.elementIdentity(named, quantum: 1e-6) == "id:frame")
    }

    @Test func aFileMovedWithItsRelativePathKeepsItsName() {
        #expect(InputDiscovery.displayName("icons/a.svg", workingDirectory: "/srv/one") == "icons/a.svg")
        #expect(InputDiscovery.displayName("/srv/two/icons/a.svg", workingDirectory: "/srv/two") == "icons/a.svg")
        #expect(InputDiscovery.displayName("./icons//./a.svg", workingDirectory: "/x") == "icons/a.svg")
        #expect(InputDiscovery.displayName("/elsewhere/a.svg", workingDirectory: "/x") == "/elsewhere/a.svg")
    }

    /// The shortcut for a path already resolved gives what splitting and joining it gives, over
    /// paths built from components that need resolving and ones that do not.
    @Test func resolvedPathsSkipTheSplitAndKeepTheirForm() {
        let components = ["a", "b.svg", ".", "..", "", ".hidden", "x.", "..y", "café"]
        var paths: [String] = ["/", "//", "/.", "/a/", "a", "./a", "../a"]
        for first in components { for second in components { for third in components {
            paths.append("/" + [first, second, third].joined(separator: "/"))
            paths.append([first, second, third].joined(separator: "/"))
        } } }
        for path in paths {
            let joined = path.hasPrefix("/") ? path : "/w/d/" + path
            var parts: [Substring] = []
            for part in joined.split(separator: "/") {
                if part == "." { continue }
                if part == ".." { _ = parts.popLast(); continue }
                parts.append(part)
            }
            #expect(InputDiscovery.absolute(path, in: "/w/d") == "/" + parts.joined(separator: "/"), "\(path)")
        }
        #expect(InputDiscovery.isResolved("/icons/a.svg") && InputDiscovery.isResolved("/"))
        #expect(!InputDiscovery.isResolved("/icons/./a.svg") && !InputDiscovery.isResolved("/icons//a.svg")
                && !InputDiscovery.isResolved("/icons/") && !InputDiscovery.isResolved("icons/a.svg"))
    }

    @Test func locationsAreRoundedToTheQuantum() {
        #expect(GateFingerprint.quantum(size: 16) == 1e-5)
        #expect(GateFingerprint.format(Point(x: 8.0000001, y: -0.0000001), quantum: 1e-5) == "8.00000,0.00000")
    }

    // MARK: - Baseline

    @Test func aBaselineReadsBackWhatItWrote() throws {
        let entries = [
            GateBaseline.Entry(fingerprint: GateFingerprint(file: "b.svg", invariant: .orientation, element: "id:z", location: "-"),
                               margin: -1.5, severity: .error),
            GateBaseline.Entry(fingerprint: GateFingerprint(file: "a.svg", invariant: .tangentContinuity, element: "geometry:00000000000000ff",
                                                            location: "1.00000,2.00000"), margin: -0.0057270432397641, severity: .warning),
        ]
        let baseline = GateBaseline(entries: entries)
        #expect(baseline.entries.map(\.fingerprint.file) == ["a.svg", "b.svg"], "sorted")
        let read = try GateBaseline.parse(try JSONValue(json: baseline.text), file: "b.json")
        #expect(read.entries == baseline.entries)
        #expect(read.text == baseline.text)
    }

    /// A name or id holding `##[` (a CI runner's legacy command form), which the gate writes as
    /// it finds it, reads back; a control or bidirectional character is still refused.
    @Test func aBaselineReadsBackNamesHoldingACommandForm() throws {
        let entry = GateBaseline.Entry(fingerprint: GateFingerprint(file: "a##[b.svg", invariant: .orientation,
                                                                     element: "id:##[error]x", location: "-"),
                                       margin: -1, severity: .error)
        let baseline = GateBaseline(entries: [entry])
        #expect(try GateBaseline.parse(try JSONValue(json: baseline.text), file: "b.json").entries == [entry])
        for bad in ["a\u{7}b.svg", "a\u{202E}b.svg", "a\nb.svg"] {
            let refused = GateBaseline(entries: [.init(fingerprint: GateFingerprint(file: bad, invariant: .orientation,
                                                                                   element: "id:x", location: "-"),
                                                       margin: -1, severity: .error)])
            #expect(throws: (any Error).self, "\(bad)") { try GateBaseline.parse(try JSONValue(json: refused.text), file: "b.json") }
        }
    }

    @Test func theMatcherSuppressesKnownFindingsOnceAndListsTheRestAsGone() {
        let fingerprint = GateFingerprint(file: "a.svg", invariant: .nonSelfIntersection, element: "id:a", location: "0,0")
        let other = GateFingerprint(file: "a.svg", invariant: .orientation, element: "id:a", location: "-")
        let unchecked = GateFingerprint(file: "z.svg", invariant: .orientation, element: "id:a", location: "-")
        var matcher = GateBaseline.Matcher(GateBaseline(entries: [
            .init(fingerprint: fingerprint, margin: -1e-9, severity: .warning),
            .init(fingerprint: other, margin: -1, severity: .warning),
            .init(fingerprint: unchecked, margin: -1, severity: .warning),
        ]))
        matcher.checked("a.svg")
        #expect(matcher.match(fingerprint, margin: -1e-9, severity: .warning) == .known)
        #expect(matcher.match(fingerprint, margin: -1e-9, severity: .warning) == .new, "one entry suppresses one finding")
        #expect(matcher.gone.map(\.fingerprint) == [other])
        var rising = GateBaseline.Matcher(GateBaseline(entries: [.init(fingerprint: fingerprint, margin: -1e-9, severity: .warning)]))
        #expect(rising.match(fingerprint, margin: -1e-9, severity: .error) == .worse)
        var deeper = GateBaseline.Matcher(GateBaseline(entries: [.init(fingerprint: fingerprint, margin: -0.01, severity: .warning)]))
        #expect(deeper.match(fingerprint, margin: -0.02, severity: .warning) == .worse)
    }

    // MARK: - Configuration and globs

    @Test func aConfigurationSetsSeveritiesThresholdsAndOptions() throws {
        let config = try GateConfig.parse(try JSONValue(json: #"""
            {"invariants": {"tangent-continuity": {"severity": "warning", "visible-offset": 0.5, "kink-threshold": 6},
                            "curvature-continuity": {"max-curvature-jump": 2}},
             "include": ["*.svg"], "exclude": ["legacy/**"]}
            """#), file: "c.json", directory: "/repo")
        #expect(config.profile.rule(.tangentContinuity) == GateProfile.Rule(severity: .warning, visibleAbove: 0.5))
        expectNear(config.profile.options.kinkThreshold, 6 * Double.pi / 180, tolerance: 1e-15)
        #expect(config.profile.options.maximumCurvatureJump == 2)
        #expect(config.profile.rule(.nonSelfIntersection) == GateProfile.default.rule(.nonSelfIntersection))
        #expect(config.include == ["*.svg"] && config.exclude == ["legacy/**"])
    }

    @Test func discoveryFindsTheNearestConfigurationUpward() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-discover-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/a/b/c", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/a/.fillet.json"))
        #expect(GateConfig.discover(from: root + "/a/b/c") == .file(root + "/a/.fillet.json"))
        #expect(GateConfig.discover(from: root + "/a") == .file(root + "/a/.fillet.json"))
    }

    /// A configuration above the project's root (the first directory holding `.git`) is never
    /// read: another user's `.fillet.json` in a shared parent cannot turn the gate off.
    @Test(arguments: [true, false]) func discoveryStopsAtTheProjectRoot(gitIsAFile: Bool) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-discover-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/repo/src/icons", withIntermediateDirectories: true)
        try Data(#"{"invariants":{"non-self-intersection":{"severity":"off"}}}"#.utf8)
            .write(to: URL(fileURLWithPath: root + "/.fillet.json"))
        if gitIsAFile {
            try Data("gitdir: /elsewhere\n".utf8).write(to: URL(fileURLWithPath: root + "/repo/.git"))
        } else {
            try FileManager.default.createDirectory(atPath: root + "/repo/.git", withIntermediateDirectories: true)
        }
        #expect(GateConfig.discover(from: root + "/repo/src/icons") == nil)
        // Inside the project, the project's own file is found, at its root too.
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/repo/.fillet.json"))
        #expect(GateConfig.discover(from: root + "/repo/src/icons") == .file(root + "/repo/.fillet.json"))
        // Without the repository marker the search goes on upward.
        try FileManager.default.removeItem(atPath: root + "/repo/.git")
        try FileManager.default.removeItem(atPath: root + "/repo/.fillet.json")
        #expect(GateConfig.discover(from: root + "/repo/src/icons") == .file(root + "/.fillet.json"))
    }

    /// Something named `.fillet.json` that is not a regular file is reported with its path and
    /// kind, never skipped in favour of a file further up.
    @Test func discoveryReportsAConfigurationThatIsNotAFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-discover-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/a/.fillet.json", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/.fillet.json"))
        #expect(GateConfig.discover(from: root + "/a") == .notAFile(root + "/a/.fillet.json", kind: "a directory"))
        try FileManager.default.removeItem(atPath: root + "/a/.fillet.json")
        #expect(mkfifo(root + "/a/.fillet.json", 0o644) == 0)
        #expect(GateConfig.discover(from: root + "/a") == .notAFile(root + "/a/.fillet.json", kind: "a FIFO"))
    }

    @Test(arguments: [
        ("*.svg", "icons/a.svg", true), ("*.svg", "a.path", false), ("icons/*.svg", "icons/sub/a.svg", false),
        ("icons/**/*.svg", "icons/sub/deep/a.svg", true), ("icons/**/*.svg", "icons/a.svg", true),
        ("legacy/**", "legacy/x/y.svg", true), ("legacy/**", "other/legacy/y.svg", false),
        ("a?c.svg", "abc.svg", true), ("a?c.svg", "a/c.svg", false), ("**/b*.svg", "x/y/bz.svg", true),
    ])
    func globsMatchAsDocumented(pattern: String, path: String, matches: Bool) {
        #expect(Glob.matches(pattern, path: path) == matches)
        #expect(Glob.Pattern(pattern).matches(path) == matches)
    }

    /// Paths split at the scalar `/`, as the file system splits them: a name that begins with a
    /// combining mark is still a name of its own.
    @Test func aSlashBeforeACombiningMarkStillEndsAName() {
        #expect(Glob.matches("\u{301}*.svg", path: "icons/\u{301}a.svg"))
        #expect(!Glob.matches("icons*", path: "icons/\u{301}a.svg"))
        #expect(Glob.matches("icons/*.svg", path: "icons/\u{301}a.svg"))
    }

    /// The last-name shortcut (a pattern of one part without `/` or `**`) answers as the general
    /// match of the pattern's parts against the path's last name, on random patterns and paths
    /// (empty names, trailing and repeated `/`, `*`, `?`, `**`).
    @Test func theLastNameShortcutAgreesWithTheGeneralMatch() {
        var generator = SplitMix64(seed: 2_026)
        let patternScalars: [String] = ["a", "b", ".", "*", "?", "/", "**", "\u{E9}"]
        let pathScalars: [String] = ["a", "b", ".", "/", "/", "\u{301}", "\u{E9}"]
        var compared = 0, matched = 0
        for _ in 0..<4_000 {
            let pattern = (0..<Int(generator.next() % 6 + 1)).map { _ in patternScalars[Int(generator.next() % 8)] }.joined()
            let path = (0..<Int(generator.next() % 9)).map { _ in pathScalars[Int(generator.next() % 7)] }.joined()
            guard Glob.problem(pattern) == nil else { continue }
            compared += 1
            if Glob.Pattern(pattern).matches(path) { matched += 1 }
            let compiled = Glob.Pattern(pattern)
            var pathParts = path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
            if !pattern.unicodeScalars.contains("/") { pathParts = Array(pathParts.suffix(1)) }
            #expect(compiled.matches(path) == Glob.Pattern.match(compiled.parts, pathParts), "\(pattern) \(path)")
        }
        // Most patterns are usable and both answers occur.
        #expect(compared > 3_000)
        #expect(matched > 100 && matched < compared - 100)
    }
}

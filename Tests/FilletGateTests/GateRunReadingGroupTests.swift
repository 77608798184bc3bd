import Foundation
import Testing
import FilletTestSupport
import FilletGeometry
import FilletVerification
@testable import FilletGate

/// `GateRun.produce(readingFilesAfter:…)` reads the files a group at a time: whatever the group,
/// its report, status, JUnit and recorded baseline are those of the run over every file read
/// first (`produce(_:_:…)`). The inputs put what is not an ordinary file (an empty document, a
/// malformed one, a broken link, a missing path, an empty directory, elements that cannot be
/// checked) at the start, end and middle of the groups, after files handed over already read.
@Suite final class GateRunReadingGroupTests {
    let directory = ScratchDirectory("gate-run-groups")

    static let square = "M0 0 H10 V10 H0 Z"
    /// A hole leaking out of its square: a non-self-intersection error.
    static let crossing = "M0 0 H10 V10 H0 Z M5 5 V15 H15 V5 Z"
    /// A near-miss kink at (10, 1.2).
    static let kinked = "M0 0 C4 0 6 1 10 1.2 C14 1.3 16 4 20 4 L20 10 L0 10 Z"

    static func svg(_ paths: [(id: String?, data: String)]) -> String {
        let elements = paths.map { path in "<path \(path.id.map { "id='\($0)' " } ?? "")d='\(path.data)'/>" }
        return "<svg xmlns='http://www.w3.org/2000/svg'>" + elements.joined() + "</svg>"
    }

    /// The inputs in run order (after ``given()``), each group size's boundaries falling on
    /// different kinds of input; f.svg also named by a link and a hard link (l.svg, m.svg) and
    /// j.svg by a link (n.svg), so the run reads and checks those files once for their names.
    func inputs() throws -> [InputDiscovery.Input] {
        let icons = directory.path("icons")
        try directory.write("icons/a.svg", Self.svg([(nil, Self.square)]))
        try directory.write("icons/b.svg", Self.svg([(nil, Self.crossing), ("kept", Self.square)]))
        try directory.write("icons/c.svg", Self.svg([]))
        try directory.write("icons/d.svg", "<svg xmlns='http://www.w3.org/2000/svg'><path d='M0 0 L")
        try FileManager.default.createSymbolicLink(atPath: directory.path("icons/e.svg"),
                                                   withDestinationPath: directory.path("nowhere.svg"))
        try directory.write("icons/f.svg", Self.svg([(nil, Self.square), ("huge", "M0 0 L1e300 0 L0 1 Z"), (nil, Self.kinked)]))
        try directory.write("icons/g.svg", Self.svg([("kink", Self.kinked)]))
        try directory.write("icons/h.svg", Self.svg([]))
        try directory.write("icons/i.path", Self.crossing)
        try directory.write("icons/j.svg", Self.svg([(nil, Self.crossing), (nil, Self.kinked), (nil, Self.square)]))
        try directory.write("icons/k.svg", Self.svg([("k", Self.square)]))
        try FileManager.default.createSymbolicLink(atPath: directory.path("icons/l.svg"),
                                                   withDestinationPath: directory.path("icons/f.svg"))
        try FileManager.default.linkItem(atPath: directory.path("icons/f.svg"), toPath: directory.path("icons/m.svg"))
        try FileManager.default.createSymbolicLink(atPath: directory.path("icons/n.svg"), withDestinationPath: "j.svg")
        try directory.write("last.svg", Self.svg([]))
        try FileManager.default.createDirectory(atPath: directory.path("empty"), withIntermediateDirectories: true)
        let found = InputDiscovery.inputs([icons, directory.path("missing.svg"), directory.path("empty"),
                                           directory.path("last.svg")], config: GateConfig())
        try #require(found.count == 17, "\(found.map(\.path))")
        return found
    }

    /// The files handed over already read: path data given inline, read as `fillet check path
    /// --data` reads it, and a file without elements (one read from disk never is: drawing
    /// nothing is a finding), which a group must still open in its place.
    static func given() throws -> [GateJobs.ReadFile] {
        let (path, source) = try GateInput.pathData(Self.kinked, file: "-")
        return [GateJobs.ReadFile(file: "-", inputs: [PathCheckInput(index: 0, path: path, source: source)], isPathData: true),
                GateJobs.ReadFile(file: "nothing.svg", inputs: [], isPathData: false)]
    }

    /// A run's standard output, exit status, JUnit document and recorded baseline.
    struct Outcome: Equatable {
        var report = ""
        var status: Int32 = 0
        var junit = ""
        var baseline = ""
    }

    /// Runs `produce` with the request's JUnit and baseline written under `name`.
    func outcome(_ name: String, _ request: GateRequest,
                 _ produce: (GateRequest, (String) -> Bool) -> Int32) throws -> Outcome {
        var request = request
        request.junit = directory.path("\(name).xml")
        request.writeBaseline = directory.path("\(name).json")
        var outcome = Outcome()
        outcome.status = produce(request) { outcome.report += $0; return true }
        outcome.junit = try String(contentsOfFile: directory.path("\(name).xml"), encoding: .utf8)
        outcome.baseline = try String(contentsOfFile: directory.path("\(name).json"), encoding: .utf8)
        return outcome
    }

    /// The baseline recorded at `recorded`, over the same files, edited to differ from what they hold: entries dropped (their
    /// findings new), one recorded better than it is (worse now), and entries no element has
    /// (gone where their file was checked whole: `a.svg`; not where it was not: `f.svg`, the
    /// missing file).
    static func editedBaseline(recorded: String, files: [GateJobs.ReadFile], missing: String) throws -> GateBaseline {
        var entries = try GateBaseline.read(recorded).entries
        try #require(entries.count >= 6, "the inputs have findings to record")
        entries = entries.enumerated().filter { $0.offset % 3 != 1 }.map(\.element)
        entries[0].margin += 1
        func named(_ suffix: String) throws -> String { try #require(files.first { $0.file.hasSuffix(suffix) }).file }
        for file in [try named("/a.svg"), try named("/f.svg"), missing] {
            entries.append(GateBaseline.Entry(fingerprint: GateFingerprint(file: file, invariant: .nonSelfIntersection,
                                                                           element: "id:gone", location: "-"),
                                              margin: -1, severity: .error))
        }
        return GateBaseline(entries: entries)
    }

    @Test(arguments: GateRun.formats, [1, 2, 3])
    func groupsOfFilesGiveTheRunOverAllOfThem(format: String, group: Int) throws {
        let files = try inputs()
        let given = try Self.given()
        var request = GateRequest(files: files, config: GateConfig(), format: format, jobs: 2)
        let read = given + GateJobs.read(files, jobs: 2)
        try #require(read.count > 2 * group + 1, "more than two groups")
        try #require(read.count % 3 != 0, "a partial last group of three")
        // First without a baseline, then with one recorded from the same files and edited.
        for pass in 0..<2 {
            if pass == 1 {
                let missing = try #require(read.first { $0.file.hasSuffix("missing.svg") }).file
                request.baseline = try Self.editedBaseline(recorded: directory.path("whole-0.json"), files: read, missing: missing)
            }
            let whole = try outcome("whole-\(pass)", request) { request, emit in GateRun.produce(read, request, emit: emit) }
            let reuse = try #require(GateContentReuse(inputs: files), "links among the inputs")
            let grouped = try outcome("grouped-\(pass)", request) { request, emit in
                GateRun.produce(readingFilesAfter: given, request, block: 2, readingGroup: group, reuse: reuse, emit: emit)
            }
            #expect(grouped.report == whole.report, "report, pass \(pass)")
            #expect(grouped.status == whole.status, "status, pass \(pass)")
            #expect(grouped.junit == whole.junit, "JUnit, pass \(pass)")
            #expect(grouped.baseline == whole.baseline, "recorded baseline, pass \(pass)")
            // The run saw every kind of input, and the baseline's entries were matched and gone.
            #expect(whole.status == GateRun.failure)
            for name in ["nothing.svg", "e.svg", "missing.svg", "/empty", "last.svg", "i.path", "(huge)"] {
                #expect(whole.junit.contains(name), "\(name) in the JUnit document")
            }
            if format == "text" {
                #expect(whole.report.contains("broken symbolic link"), "\(whole.report)")
                if pass == 1 {
                    let gone = whole.report.split(separator: "\n").filter { $0.hasPrefix("gone: ") }
                    #expect(gone.count == 1 && gone[0].contains("/a.svg id:gone"), "\(gone)")
                }
            }
        }
    }
}

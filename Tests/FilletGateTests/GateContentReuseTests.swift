import Foundation
import Testing
import FilletTestSupport
import FilletSupport
import FilletVerification
@testable import FilletGate

/// A gate run reads and checks a file that several inputs name once (`GateContentReuse`): a
/// symbolic link and a hard link take its drawables and reports, and the run's output is byte
/// for byte the one of a run that reads and checks every name on its own.
@Suite final class GateContentReuseTests {
    let directory = ScratchDirectory("gate-content-reuse")

    /// A hole leaking out of its square (a non-self-intersection error) and a near-miss kink.
    static let failing = "<svg xmlns='http://www.w3.org/2000/svg'><path id='hole' d='M0 0 H10 V10 H0 Z M5 5 V15 H15 V5 Z'/>"
        + "<path d='M0 0 C4 0 6 1 10 1.2 C14 1.3 16 4 20 4 L20 10 L0 10 Z'/></svg>"
    /// `failing` with the hole inside its square: the same length, and the same first 80 bytes
    /// and more.
    static let passing = failing.replacingOccurrences(of: "M5 5 V15 H15 V5 Z", with: "M2 2 V08 H08 V2 Z")

    /// a.svg; b.svg a symbolic link to it, c.svg a hard link, d.svg a copy; e.svg nearly a copy;
    /// f.path and g.path copies of each other; h.svg a link to e.svg.
    func inputs() throws -> [InputDiscovery.Input] {
        let icons = directory.path("icons")
        try directory.write("icons/a.svg", Self.failing)
        try FileManager.default.createSymbolicLink(atPath: directory.path("icons/b.svg"),
                                                   withDestinationPath: directory.path("icons/a.svg"))
        try FileManager.default.linkItem(atPath: directory.path("icons/a.svg"), toPath: directory.path("icons/c.svg"))
        try directory.write("icons/d.svg", Self.failing)
        try directory.write("icons/e.svg", Self.passing)
        try directory.write("icons/f.path", "M0 0 H10 V10 H0 Z M5 5 V15 H15 V5 Z")
        try directory.write("icons/g.path", "M0 0 H10 V10 H0 Z M5 5 V15 H15 V5 Z")
        try FileManager.default.createSymbolicLink(atPath: directory.path("icons/h.svg"),
                                                   withDestinationPath: directory.path("icons/e.svg"))
        let found = InputDiscovery.inputs([icons], config: GateConfig())
        try #require(found.map { $0.isLink } == [false, true, false, false, false, false, false, true], "\(found.map(\.path))")
        try #require(Self.passing.utf8.count == Self.failing.utf8.count && Self.passing != Self.failing)
        return found
    }

    static func run(_ request: GateRequest, group: Int, reuse: GateContentReuse?) -> (report: String, status: Int32) {
        var report = ""
        let status = GateRun.produce(readingFilesAfter: [], request, block: 3, readingGroup: group, reuse: reuse) {
            report += $0
            return true
        }
        return (report, status)
    }

    @Test(arguments: GateRun.formats, [(group: 1, jobs: 1), (group: 3, jobs: 2), (group: 8, jobs: 2)])
    func aFileNamedSeveralTimesReportsWhatEachNameReadAloneWould(format: String, shape: (group: Int, jobs: Int)) throws {
        let files = try inputs()
        let request = GateRequest(files: files, config: GateConfig(), format: format, jobs: shape.jobs)
        let reuse = try #require(GateContentReuse(inputs: files))
        let shared = Self.run(request, group: shape.group, reuse: reuse)
        let alone = Self.run(request, group: shape.group, reuse: nil)
        #expect(shared.report == alone.report)
        #expect(shared.status == alone.status)
        #expect(shared.status == GateRun.failure)
        // b and c take a's drawables, h takes e's; the copies d and g are read on their own. Two
        // elements each for b, c and h. On more threads, a name read or checked while another
        // name of its file is still being read or checked is read or checked too.
        if shape.jobs == 1 {
            #expect(reuse.filesReused == 3)
            #expect(reuse.reportsReused == 6)
        } else {
            #expect(reuse.filesReused <= 3)
            #expect(reuse.reportsReused <= 6)
        }
        // Each file is dropped at its last name.
        #expect(reuse.keptCount == 0)
    }

    /// The near-copy passes and the failing names fail, each under its own name.
    @Test func eachNameIsReportedUnderItsOwnName() throws {
        let files = try inputs()
        let request = GateRequest(files: files, config: GateConfig(), format: "text", jobs: 2)
        let report = Self.run(request, group: 8, reuse: GateContentReuse(inputs: files)).report
        let failing = report.split(separator: "\n").filter { $0.contains("FAIL") }
        for name in ["a.svg", "b.svg", "c.svg", "d.svg", "f.path", "g.path"] {
            #expect(failing.contains { $0.contains("/\(name)") }, "\(name) fails")
        }
        for name in ["e.svg", "h.svg"] {
            #expect(!failing.contains { $0.contains("/\(name)") }, "\(name) passes")
        }
    }

    /// A file replaced between the reads of two of its names (one identity, other bytes) is
    /// read on its own: names share only where every byte is equal.
    @Test func namesOfOneIdentityWithOtherBytesAreReadOnTheirOwn() throws {
        let identity = FileIdentity(device: 1, inode: 2)
        let reuse = GateContentReuse(identities: [identity, identity, identity])
        func read(_ name: String, _ text: String) -> GateJobs.ReadFile {
            reuse.file(name, data: Data(text.utf8), identity: identity) { GateJobs.readFile(name, data: $0) }
        }
        let first = read("a.svg", Self.failing)
        let second = read("b.svg", Self.passing)
        let third = read("c.svg", Self.passing)
        let firstShared = try #require(first.shared), secondShared = try #require(second.shared)
        #expect(firstShared !== secondShared)
        #expect(third.shared === secondShared)
        #expect(third.file == "c.svg" && third.inputs.count == 2)
        #expect(reuse.filesReused == 1)
        #expect(reuse.keptCount == 0)
    }

    /// Past its capacity the run keeps no more files: later names are read on their own.
    @Test func pastItsCapacityNamesAreReadOnTheirOwn() throws {
        let files = try inputs()
        let reuse = GateContentReuse(identities: files.map { InputFile.identity($0.openPath) }, capacity: 0)
        let request = GateRequest(files: files, config: GateConfig(), format: "text", jobs: 1)
        #expect(Self.run(request, group: 2, reuse: reuse).report == Self.run(request, group: 2, reuse: nil).report)
        #expect(reuse.filesReused == 0 && reuse.keptCount == 0)
    }

    /// A name that cannot be read counts as read: the file is dropped at its last name all the
    /// same, and a file over the byte capacity is never kept.
    @Test func anUnreadNameCountsAndTheByteCapacityHolds() throws {
        try directory.write("x.svg", Self.failing)
        let path = directory.path("x.svg")
        let identity = try #require(InputFile.identity(path))
        let reuse = GateContentReuse(identities: [identity, identity, identity])
        let data = Data(Self.failing.utf8)
        _ = reuse.file("a.svg", data: data, identity: identity) { GateJobs.readFile("a.svg", data: $0) }
        #expect(reuse.keptCount == 1)
        reuse.unread(path)
        #expect(reuse.keptCount == 1, "one name still to come")
        _ = reuse.file("c.svg", data: data, identity: identity) { GateJobs.readFile("c.svg", data: $0) }
        #expect(reuse.keptCount == 0 && reuse.filesReused == 1)

        let small = GateContentReuse(identities: [identity, identity], byteCapacity: data.count - 1)
        _ = small.file("a.svg", data: data, identity: identity) { GateJobs.readFile("a.svg", data: $0) }
        #expect(small.keptCount == 0)
    }

    /// Files given one by one (`--file`, `--files-from`) are looked at for links too: a link
    /// given beside its target shares, with the output of each read on its own.
    @Test func aLinkGivenByNameSharesWithItsTarget() throws {
        _ = try inputs()
        let named = ["icons/a.svg", "icons/b.svg", "icons/e.svg", "icons/h.svg"].map(directory.path)
        let found = InputDiscovery.inputs(named, config: GateConfig())
        try #require(found.map(\.isLink) == [false, true, false, true])
        let reuse = try #require(GateContentReuse(inputs: found))
        let request = GateRequest(files: found, config: GateConfig(), format: "text", jobs: 1)
        #expect(Self.run(request, group: 4, reuse: reuse).report == Self.run(request, group: 4, reuse: nil).report)
        #expect(reuse.filesReused == 2)
    }
}

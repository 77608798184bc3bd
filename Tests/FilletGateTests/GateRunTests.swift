import Foundation
import Testing
import FilletTestSupport
import FilletGeometry
import FilletSVG
import FilletVerification
@testable import FilletGate

/// `GateRun.produce` as a library call, at its edges: no input, blocks below one, a piece that
/// cannot be written, and where `emit` runs.
@Suite struct GateRunTests {
    static func run(_ files: [GateJobs.ReadFile], format: String = "text", block: Int = GateRun.block,
                    writeBaseline: String? = nil) -> (status: Int32, report: String) {
        let request = GateRequest(files: [], config: GateConfig(), format: format, writeBaseline: writeBaseline, jobs: 2)
        var report = ""
        let status = GateRun.produce(files, request, block: block) { piece in
            report += piece
            return true
        }
        return (status, report)
    }

    /// A closed square: every default invariant holds.
    static func square() throws -> GateJobs.ReadFile {
        let path = try Path(svgPathData: "M0 0H10V10H0Z")
        return GateJobs.ReadFile(file: "square.path", inputs: [PathCheckInput(index: 0, element: "path", path: path)],
                                 isPathData: true)
    }

    @Test(arguments: GateRun.formats)
    func aRunOverNoInputFails(format: String) {
        let (status, report) = Self.run([], format: format)
        #expect(status == GateRun.failure, "nothing checked proves nothing")
        if format == "text" { #expect(report.contains("0 files, 0 elements: nothing was checked (FAIL)")) }
    }

    /// Files handed over without a single element: nothing was checked either.
    @Test func filesWithoutElementsFail() {
        let empty = GateJobs.ReadFile(file: "empty.svg", inputs: [], isPathData: false)
        let (status, report) = Self.run([empty, empty])
        #expect(status == GateRun.failure)
        #expect(report.contains("2 files, 0 elements: nothing was checked (FAIL)"), "\(report)")
    }

    /// Writing a baseline passes over findings, not over an empty run: the baseline is written
    /// (empty) and the run still fails; over an input that holds it passes.
    @Test func recordingABaselineOfNothingFails() throws {
        let directory = ScratchDirectory("gate-run")
        let path = try directory.create() + "/baseline.json"
        #expect(Self.run([], writeBaseline: path).status == GateRun.failure)
        #expect(Self.run([try Self.square()], writeBaseline: path).status == GateRun.success)
    }

    @Test func oneInputThatHoldsPasses() throws {
        let (status, report) = Self.run([try Self.square()])
        #expect(status == GateRun.success, "\(report)")
        #expect(report.contains("1 files, 1 elements: all pass"))
    }

    /// A block of 0 or less is one element at a time, the same bytes as the default block.
    @Test(arguments: [0, -3])
    func aBlockBelowOneIsOne(block: Int) throws {
        let files = [try Self.square(), try Self.square()]
        let reference = Self.run(files, format: "json")
        let small = Self.run(files, format: "json", block: block)
        #expect(small.status == reference.status && small.report == reference.report)
    }

    /// Six files of sixty elements, a third of them crossing (failing).
    static func manyElements() throws -> [GateJobs.ReadFile] {
        let square = try Path(svgPathData: "M0 0H10V10H0Z")
        let crossing = try Path(svgPathData: "M0 0 L10 10 L10 0 L0 10 Z")
        return (0..<6).map { file in
            GateJobs.ReadFile(file: "f\(file).path", inputs: (0..<60).map {
                PathCheckInput(index: $0, element: "path", path: $0 % 3 == 0 ? crossing : square)
            }, isPathData: true)
        }
    }

    /// A piece that cannot be written stops the run there, on any number of threads: no piece
    /// after it is handed over, exit 1, and what was written is the start of the whole report.
    @Test(arguments: [1, 3, 4_096])
    func aPieceThatCannotBeWrittenStopsTheRun(block: Int) throws {
        let files = try Self.manyElements()
        for jobs in [2, 3, 8] {
            for format in GateRun.formats {
                let request = GateRequest(files: [], config: GateConfig(), format: format, jobs: jobs)
                var whole = ""
                let wholeStatus = GateRun.produce(files, request, block: block) { whole += $0; return true }
                #expect(wholeStatus == GateRun.failure)
                for failing in [1, 2, 7, 61, 200, 359] {
                    var pieces = 0
                    var written = ""
                    let status = GateRun.produce(files, request, block: block) { piece in
                        pieces += 1
                        guard pieces < failing else { return false }
                        written += piece
                        return true
                    }
                    #expect(pieces == failing, "jobs \(jobs), \(format), failing at piece \(failing)")
                    #expect(status == GateRun.failure)
                    #expect(whole.hasPrefix(written))
                }
            }
        }
    }

    /// `emit` is called one piece at a time, in order, whatever the threads that check, and the
    /// report is every element's, as on one thread.
    @Test func emitIsCalledOnePieceAtATimeWithEveryElement() throws {
        let files = try Self.manyElements()
        var one = ""
        _ = GateRun.produce(files, GateRequest(files: [], config: GateConfig(), format: "text", jobs: 1), block: 8) {
            one += $0
            return true
        }
        for _ in 0..<20 {
            var inEmit = 0, overlapped = false, report = ""
            _ = GateRun.produce(files, GateRequest(files: [], config: GateConfig(), format: "text", jobs: 4), block: 8) { piece in
                inEmit += 1
                defer { inEmit -= 1 }
                if inEmit != 1 { overlapped = true }
                report += piece
                return true
            }
            #expect(!overlapped)
            #expect(report == one)
        }
    }
}

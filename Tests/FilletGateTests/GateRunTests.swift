import Testing
import FilletTestSupport
import FilletGeometry
import FilletSVG
import FilletVerification
@testable import FilletGate

/// `GateRun.produce` as a library call, at its edges: no input, and blocks below one.
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
}

import FilletSupport
import Foundation
import Testing
import FilletGeometry
@testable import fillet

@Suite struct ShapePathCommandTests {
    static let data = "M10 10 C20 0 40 0 50 10 q10 10 0 20 a10 10 0 0 1 -20 0 A15 8 30 0 1 10 10 Z"

    @Test(arguments: ["svg", "svg-path", "json", "polyline"])
    func pathDataPrintsInEveryFormat(_ format: String) {
        let output = FilletCLI.run(["shape", "path", "--data", Self.data, "--format", format])
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(!output.standardOutput.isEmpty && output.standardError.isEmpty)
    }

    @Test func jsonOutputIsThePathReadFromTheData() throws {
        let output = FilletCLI.run(["shape", "path", "--data", Self.data, "--format", "json"])
        let printed = try Path(json: output.standardOutput)
        #expect(printed == (try Path(svgPathData: Self.data)))
    }

    @Test(arguments: [
        (["--data", "M0 0 L"], "--data"),
        (["--data", "L0 0"], "--data"),
        (["--data", "M1e400 0"], "--data"),
        (["--data", "M0 0 1.7e308 0 -1.7e308 0"], "--data"),
        ([String](), "--data"),
        (["--data", "M0 0 L1 1", "--format", "spec"], "--format"),
        (["--data", "M0 0 L1 1", "--tolerance", "0.1"], "--tolerance"),
        (["--data", "M0 0 L1 1", "--format", "polyline", "--tolerance", "nan"], "--tolerance"),
    ])
    func badInputIsOneLineNamingTheFlagWithExitTwo(_ arguments: [String], _ flag: String) {
        let output = FilletCLI.run(["shape", "path"] + arguments)
        #expect(output.exitCode == 2)
        #expect(output.standardError.split(separator: "\n").count == 1, "\(output.standardError)")
        #expect(output.standardError.contains(flag), "\(output.standardError)")
    }
}

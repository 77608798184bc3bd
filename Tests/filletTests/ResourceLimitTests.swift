import FilletSupport
import Testing
import FilletShapes
@testable import FilletCLI

/// Every input the help allows fits in bounded memory: counts above the documented limits are
/// refused at the flag, before anything is built (measured figures are in the README).
@Suite struct ResourceLimitTests {
    @Test(arguments: [("seed000", "--points"), ("seed002", "--points"), ("seed003", "--number-of-vertexes")])
    func seedStarsRefuseCountsAboveTheSeedLimit(_ kind: String, _ flag: String) {
        let output = FilletCLI.run(["check", kind, flag, "\(ShapeLimits.maximumSeedPoints + 1)"])
        #expect(output.exitCode == 2)
        #expect(output.standardError.contains(flag))
        #expect(output.standardError.contains("\(ShapeLimits.maximumSeedPoints)"))
    }

    @Test(arguments: ["seed000", "seed002", "seed003"])
    func helpPrintsTheEnforcedLimit(_ kind: String) {
        let help = FilletCLI.run(["shape", kind, "--help"]).standardOutput
        #expect(help.contains("…\(ShapeLimits.maximumSeedPoints)"))
    }

    @Test func libraryEnforcesTheSameLimit() {
        #expect(throws: ShapeError.self) {
            _ = try Seed002StarPath(points: ShapeLimits.maximumSeedPoints + 1).path(in: Rect(width: 10, height: 10))
        }
    }
}

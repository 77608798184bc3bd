import FilletSupport
import Foundation
import Testing
@testable import fillet

/// The fuzz gate's generated files land where they aim: on either side of each limit, with the
/// verdict that side must get (so the gate would see a regression of any of them).
@Suite final class FuzzFilesTests {
    let directory: String

    init() {
        directory = FilePaths.join(NSTemporaryDirectory(), "fillet-fuzz-files-\(UUID().uuidString)")
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func run(_ arguments: [String]) -> CommandOutput {
        FilletCLI.run(FuzzFiles.materialise(arguments, in: directory))
    }

    @Test(arguments: [(63, ExitCode.failure), (64, ExitCode.usage), (200, ExitCode.usage)])
    func useChainsFailOrAreRefused(_ links: Int, _ status: Int32) {
        let arguments = ["check", "path", "--file", "@FILE/use-chain/\(links)"]
        #expect(FuzzFiles.drawsOnlyACrossing(arguments))
        let output = run(arguments)
        #expect(output.exitCode == status, "\(links) links: \(output.standardError)")
    }

    @Test func entityFilesPastTheBudgetAreRefusedAndUnderItRead() {
        let over = run(["check", "path", "--file", "@FILE/entities/10000/2"])
        #expect(over.exitCode == ExitCode.usage)
        #expect(over.standardError.contains("entity references would expand"), "\(over.standardError)")
        let under = run(["check", "path", "--file", "@FILE/entities/100/0.01"])
        #expect(under.exitCode == ExitCode.success, "\(under.standardError)")
    }

    /// An attribute default that refers to an entity is refused whatever its size.
    @Test func entityDefaultsAreRefused() {
        let output = run(["check", "path", "--file", "@FILE/entity-defaults/100/0.01"])
        #expect(output.exitCode == ExitCode.usage)
        #expect(output.standardError.contains("attribute default refers to an entity"), "\(output.standardError)")
    }

    @Test(arguments: [("json-arrays", 64, false), ("json-arrays", 65, true), ("json-objects", 512, true)])
    func jsonDepthFilesMeetTheOneRule(_ kind: String, _ depth: Int, _ refused: Bool) {
        let output = run(["replay", "@FILE/\(kind)/\(depth)"])
        #expect(output.exitCode == ExitCode.usage || output.exitCode == ExitCode.failure)
        #expect(output.standardError.contains("nest more than") == refused, "\(output.standardError)")
    }

    /// Bundles of nearly parallel cubics pass (their curves never meet) unless a line crosses them.
    /// The line crosses within 2·10⁻⁴ of a cubic's end, under the visibility threshold, so the
    /// finding is a warning: `--strict` makes it fail the run.
    @Test(arguments: [("curve-spiral/160", ExitCode.success), ("curve-rings/160", ExitCode.success),
                      ("curve-spiral/40/crossed", ExitCode.failure), ("curve-rings/40/crossed", ExitCode.failure)])
    func curveBundlesGetTheirVerdict(_ spec: String, _ status: Int32) {
        let output = run(["check", "path", "--strict", "--file", "@FILE/\(spec)"])
        #expect(output.exitCode == status, "\(spec): \(output.standardOutput.prefix(2_000)) \(output.standardError)")
        #expect(output.standardOutput.contains("non-self-intersection") == (status == ExitCode.failure),
                "\(spec): \(output.standardOutput.prefix(2_000))")
    }

    @Test(arguments: ["spiral/3000", "rings/400", "circles/2000"])
    func nestedAndManyElementFilesAreChecked(_ spec: String) {
        let output = run(["check", "path", "--json", "--file", "@FILE/\(spec)"])
        #expect(output.exitCode == ExitCode.success || output.exitCode == ExitCode.failure, "\(output.standardError)")
        #expect(output.standardOutput.hasPrefix("{\n  \"files\" : ["))
    }
}

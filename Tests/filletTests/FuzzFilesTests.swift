import FilletSupport
import Foundation
import Testing
@testable import FilletCLI
@testable import fillet_fuzz

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

    /// A chain within the limit is read and fails by its crossing; past it, the file is refused:
    /// a checkable-input finding of that file (exit 1 either way, never a pass).
    @Test(arguments: [(63, false), (64, true), (200, true)])
    func useChainsFailOrAreRefused(_ links: Int, _ refused: Bool) {
        let arguments = ["check", "path", "--file", "@FILE/use-chain/\(links)"]
        #expect(FuzzFiles.drawsOnlyACrossing(arguments))
        var output = run(arguments)
        output.collectStream()
        #expect(output.exitCode == ExitCode.failure, "\(links) links: \(output.standardError)")
        #expect(output.standardOutput.contains("error checkable-input") == refused, "\(links) links: \(output.standardOutput)")
    }

    @Test func entityFilesPastTheBudgetAreRefusedAndUnderItRead() {
        var over = run(["check", "path", "--file", "@FILE/entities/10000/2"])
        over.collectStream()
        #expect(over.exitCode == ExitCode.failure)
        #expect(over.standardOutput.contains("entity references would expand"), "\(over.standardOutput)")
        let under = run(["check", "path", "--file", "@FILE/entities/100/0.01"])
        #expect(under.exitCode == ExitCode.success, "\(under.standardError)")
    }

    /// An attribute default that refers to an entity is refused whatever its size.
    @Test func entityDefaultsAreRefused() {
        var output = run(["check", "path", "--file", "@FILE/entity-defaults/100/0.01"])
        output.collectStream()
        #expect(output.exitCode == ExitCode.failure)
        #expect(output.standardOutput.contains("attribute default refers to an entity"), "\(output.standardOutput)")
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
        #expect(output.standardOutput.hasPrefix("{\n  \"config\" : \"none (defaults)\",\n  \"files\" : ["))
    }
}

import FilletAudit
import FilletSupport
import Foundation
import Testing
@testable import FilletCLI
import FilletVerification

@Suite struct AuditCommandTests {
    func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("fillet-audit-\(UUID().uuidString)").path
    }

    @Test(arguments: [["--seed-filter", "009"], ["--seed-filter", "x"], ["--bogus"], ["extra"], ["--out"], ["--out", ""]])
    func badUsageExitsTwoWithOneLine(_ arguments: [String]) {
        let output = AuditCommand.run(arguments, progress: nil)
        #expect(output.exitCode == 2, "\(arguments)")
        #expect(output.standardError.hasPrefix("fillet: ") && output.standardError.filter { $0 == "\n" }.count == 1,
                "\(arguments): \(output.standardError)")
    }

    /// `--out` naming a regular file ran the whole audit (seconds) before failing to write.
    @Test func anUnwritableDirectoryIsRefusedBeforeTheRun() throws {
        let file = temporaryDirectory()
        try Data().write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let progress = WriteOnceSlots<Int>(count: 1)
        let output = AuditCommand.run(["--out", file], progress: { done, _ in
            if done == 1 { progress.store(done, at: 0) }
        })
        #expect(output.exitCode == 1)
        #expect(output.standardError.contains("is not a directory"), "\(output.standardError)")
        #expect(progress.value(at: 0) == nil, "the audit ran")
    }

    @Test func auditRunsAndExitsZeroDespiteSeedFailures() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = FilletCLI.run(["audit", "--seed-filter", "002", "--out", directory])
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("seed 002: 140 cases; fails: closed-finite"))
        #expect(FileManager.default.fileExists(atPath: directory + "/README.md"))
        #expect(FileManager.default.fileExists(atPath: directory + "/seed002.svg"))
    }

    @Test func jsonFlagPrintsTheReport() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = FilletCLI.run(["audit", "--seed-filter", "2", "--out", directory, "--json"])
        #expect(output.exitCode == 0)
        let report = try JSONDecoder().decode(AuditReport.self, from: Data(output.standardOutput.utf8))
        #expect(report.seeds.map(\.seed.id) == ["002"])
    }

    @Test func unwritableOutputExitsOne() throws {
        let file = temporaryDirectory()
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let output = FilletCLI.run(["audit", "--seed-filter", "002", "--out", file + "/inside"])
        #expect(output.exitCode == 1)
        #expect(output.standardError.hasPrefix("fillet audit: "))
    }

    @Test func seedFilterAcceptsIdsInAnyForm() throws {
        #expect(try AuditCommand.seedFilter("004,000,0") == [.seed000, .seed004])
        #expect(try AuditCommand.seedFilter("seed001") == [.seed001])
        #expect(try AuditCommand.seedFilter(nil) == AuditSeed.allCases)
    }
}

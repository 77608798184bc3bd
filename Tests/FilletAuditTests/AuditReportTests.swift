import Foundation
import Testing
import FilletGeometry
import FilletShapes
@testable import FilletAudit
import FilletVerification

@Suite struct AuditReportTests {
    func cases(_ values: [Double], failing: (Double) -> Bool) -> ([[AuditParameter]], [Bool]) {
        (values.map { [AuditParameter("r", $0)] }, values.map(failing))
    }

    @Test func conditionFindsAThresholdInOneParameter() {
        let (parameters, failed) = cases([0, 1, 2, 3, 4, 5, 6, 7, 8], failing: { $0 > 0 })
        #expect(AuditConditions.describe(parameters: parameters, failed: failed) == "fails iff r > 0 (8 of 9 cases)")
        let (upper, upperFailed) = cases([0, 1, 2, 3, 4, 5, 6, 7, 8], failing: { $0 >= 5 })
        #expect(AuditConditions.describe(parameters: upper, failed: upperFailed) == "fails iff r ≥ 5 (4 of 9 cases)")
    }

    @Test func conditionCombinesTwoParameters() {
        var parameters: [[AuditParameter]] = []
        var failed: [Bool] = []
        for version in ["a", "b"] {
            for r in 0...5 {
                parameters.append([AuditParameter("version", version), AuditParameter("r", r)])
                failed.append(version == "b" && r >= 3)
            }
        }
        #expect(AuditConditions.describe(parameters: parameters, failed: failed)
                == "fails iff version = b and r ≥ 3 (3 of 12 cases)")
    }

    @Test func conditionDescribesAMovingThreshold() {
        var parameters: [[AuditParameter]] = []
        var failed: [Bool] = []
        for n in 1...4 {
            for side in [1, 2] {
                for r in 0...9 {
                    parameters.append([AuditParameter("n", n), AuditParameter("side", side), AuditParameter("r", r)])
                    failed.append(r >= n + side)
                }
            }
        }
        let text = AuditConditions.describe(parameters: parameters, failed: failed)
        #expect(text.hasPrefix("fails iff r ≥ a threshold depending on n, side, from 2 to 6"), "\(text)")
    }

    @Test func allAndNothingAreSaidPlainly() {
        let (parameters, failed) = cases([1, 2, 3], failing: { _ in true })
        #expect(AuditConditions.describe(parameters: parameters, failed: failed) == "fails in every case (3)")
        #expect(AuditConditions.describe(parameters: parameters, failed: [false, false, false]) == "holds in all 3 cases")
    }

    /// The audit of seed 002, run once and shared by the tests below.
    static let seed002Output = AuditReport.build(from: AuditRunner.run(seeds: [.seed002], workers: 2))

    @Test(arguments: ["# Seed audit", "## Summary", "## Seed 002"] + AuditReport.seedSections)
    func reportHasTheDocumentedSection(_ heading: String) {
        let markdown = Self.seed002Output.report.markdown
        #expect(markdown.contains("\n\(heading)") || markdown.hasPrefix(heading), "missing \(heading)")
    }

    @Test func reportHasTheDocumentedChecksPicturesAndFiles() throws {
        let output = Self.seed002Output
        #expect(output.report.unexpected.isEmpty, "\(output.report.unexpected)")
        let markdown = output.report.markdown
        let seed = try #require(output.report.seeds.first)
        #expect(seed.checks.contains { $0.check == AuditChecks.centredInFrame && $0.condition.contains("rect ∈ {wide, tall}") })
        #expect(seed.applicability.contains { $0.check == Invariant.radii.name && $0.status == .notApplicable })
        try #require(!output.pictures.isEmpty, "the report has no pictures")
        for picture in output.pictures {
            #expect(markdown.contains("(\(picture.name))"), "\(picture.name) not linked")
            #expect(picture.svg.hasPrefix("<svg"), "\(picture.name) is not an SVG: \(picture.svg.prefix(40))")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-test-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let written = try AuditWriter.write(output, to: directory)
        #expect(written.count == output.pictures.count + 2)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(!names.contains { $0.hasPrefix(".") }, "temporary files left: \(names)")
        let decoded = try JSONDecoder().decode(AuditReport.self,
                                               from: Data(contentsOf: URL(fileURLWithPath: directory + "/audit.json")))
        #expect(decoded.seeds.map(\.seed) == [.seed002])
        #expect(decoded.caseCount == output.report.caseCount)
    }

    /// A re-audit removes the pictures the earlier audit wrote and this one did not, and nothing
    /// else: it removed every `seedNNN-*.svg` of the audited seeds, directories included.
    @Test func reauditRemovesOnlyTheEarlierAuditsOwnStalePictures() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-test-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory + "/seed002-dir.svg", withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: URL(fileURLWithPath: directory + "/seed002-dir.svg/notes.txt"))
        for name in ["seed002-stale.svg", "seed002-mine.svg", "seed001-other.svg", "myseed002-x.svg", "seed002-x.svg"] {
            try Data("<svg/>".utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        // The earlier audit's report names its pictures (fields and links).
        try Data(#"{"picture": "seed002-stale.svg", "findings": ["![x](seed001-other.svg)", "(seed002-dir.svg)", "myseed002-x.svg"]}"#.utf8)
            .write(to: URL(fileURLWithPath: directory + "/audit.json"))
        try AuditWriter.write(Self.seed002Output, to: directory)
        let names = Set(try manager.contentsOfDirectory(atPath: directory))
        #expect(!names.contains("seed002-stale.svg"))
        // A name merely containing a picture's name (myseed002-x.svg) names neither.
        #expect(names.isSuperset(of: ["seed002-mine.svg", "seed001-other.svg", "seed002-dir.svg", "myseed002-x.svg",
                                      "seed002-x.svg"]), "\(names.sorted())")
        #expect(manager.fileExists(atPath: directory + "/seed002-dir.svg/notes.txt"))
        #expect(names.isSuperset(of: Self.seed002Output.pictures.map(\.name)))
    }
}

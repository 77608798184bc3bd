import Foundation
import Testing
import FilletGeometry
import FilletShapes
import FilletSupport
import PropertyCheck
@testable import FilletVerification

/// The built-in suites hold on the exact constructions.
@Suite struct SuiteTests {
    /// The construction suites (the `path` suite has its own tests in PathSuiteTests).
    static let constructionSuites = VerificationSuite.all.filter { $0.isConstructionSuite }.map(\.name)

    @Test func everyConstructionHasASuiteAndPathsHaveOne() {
        #expect(Self.constructionSuites == ["star", "polygon", "regular-polygon", "rect", "border", "smoothed"])
        #expect(VerificationSuite.all.map(\.name)
                == ["star", "polygon", "regular-polygon", "rect", "border", "path", "svg", "smoothed", "user-path"])
    }

    @Test(arguments: constructionSuites)
    func suiteHoldsOnItsConstruction(_ name: String) throws {
        let suite = try #require(VerificationSuite.all.first { $0.name == name })
        let report = try suite.run(RunConfiguration(seed: 7, cases: 1_500, recordsFailures: false))
        let failure = report.failures.first
        let passed = report.passed
        #expect(passed, """
            \(name): \(report.failureCount) of \(report.casesRun) failed
            shrunk: \(failure?.shrunkValue.jsonText ?? "-")
            \(failure?.failingChecks.map { "\($0.name): \($0.detail ?? "")" }.joined(separator: "\n") ?? "")
            """)
        #expect(report.casesRun + report.casesDiscarded == 1_500)
        #expect(report.checks.contains { $0.name == Invariant.tangentContinuity.name })
        #expect((report.coverage["clamp none"] ?? 0) > 100 && (report.coverage["clamp proportional"] ?? 0) > 100,
                "both clamp policies: \(report.coverage)")
    }

    @Test func caseCountsSplitByWeightAndAddUp() {
        let counts = VerificationSuite.caseCounts(total: VerificationSuite.defaultCases, suites: VerificationSuite.all)
        #expect(counts.reduce(0, +) == VerificationSuite.defaultCases)
        // 1 000 per unit of weight: the constructions keep the 24 000 cases they had before the
        // path suite joined, the path suite its 2 000, the svg suite its 1 000; the smoothed
        // suite adds its 2 000, the user-path suite, last, its 1 000.
        #expect(counts == [8_000, 5_000, 3_000, 3_000, 5_000, 2_000, 1_000, 2_000, 1_000])
        #expect(VerificationSuite.caseCounts(total: 7, suites: VerificationSuite.all).reduce(0, +) == 7)
    }

    /// From one case per suite (9 suites) up.
    @Test(arguments: 9...40)
    func caseCountsGiveEverySuiteACaseOnceThereAreEnough(total: Int) {
        let counts = VerificationSuite.caseCounts(total: total, suites: VerificationSuite.all)
        #expect(counts.reduce(0, +) == total, "total \(total): \(counts)")
        #expect(counts.allSatisfy { $0 >= 1 }, "total \(total): \(counts)")
    }

    @Test func absurdCaseTotalsAreClampedRatherThanOverflowing() {
        // count × weight would overflow for .max.
        let huge = VerificationSuite.caseCounts(total: .max, suites: VerificationSuite.all)
        #expect(huge.reduce(0, +) == VerificationSuite.maximumCases)
    }
}

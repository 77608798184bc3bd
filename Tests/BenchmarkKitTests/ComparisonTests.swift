import BenchmarkKit
import Testing

@Suite struct ComparisonTests {
    let baseline = TestFixtures.run([TestFixtures.result("a", nanoseconds: 100), TestFixtures.result("b", nanoseconds: 200)])

    @Test func changesWithinThresholdAreNoChange() {
        let current = TestFixtures.run([TestFixtures.result("a", nanoseconds: 104), TestFixtures.result("b", nanoseconds: 191)])
        let comparison = Comparison(baselineName: "base", baseline: baseline, current: current, threshold: 0.05)
        #expect(comparison.verdict == .noChange)
        #expect(comparison.exitCode == 0)
    }

    @Test func slowerBeyondThresholdIsRegressionExitTwo() {
        let current = TestFixtures.run([TestFixtures.result("a", nanoseconds: 106), TestFixtures.result("b", nanoseconds: 150)])
        let comparison = Comparison(baselineName: "base", baseline: baseline, current: current, threshold: 0.05)
        #expect(comparison.verdict == .regression)
        #expect(comparison.exitCode == 2)
        let regressed = comparison.entries.filter { $0.change == .regression }
        #expect(regressed.map(\.caseName) == ["a"])
    }

    @Test func onlyFasterIsImprovementsOnlyExitFour() {
        let current = TestFixtures.run([TestFixtures.result("a", nanoseconds: 90), TestFixtures.result("b", nanoseconds: 200)])
        let comparison = Comparison(baselineName: "base", baseline: baseline, current: current, threshold: 0.05)
        #expect(comparison.verdict == .improvementsOnly)
        #expect(comparison.exitCode == 4)
    }

    @Test func oneMorePointIsRegressionEvenWithEqualTime() {
        let current = TestFixtures.run([TestFixtures.result("a", nanoseconds: 100, points: 11), TestFixtures.result("b", nanoseconds: 200)])
        let comparison = Comparison(baselineName: "base", baseline: baseline, current: current, threshold: 0.05)
        #expect(comparison.exitCode == 2)
        #expect(comparison.entries.contains { $0.metric == "points" && $0.change == .regression })
    }

    @Test func oneMoreAllocationIsRegressionAndOneFewerIsImprovement() {
        let more = TestFixtures.run([TestFixtures.result("a", nanoseconds: 100, allocations: 3), TestFixtures.result("b", nanoseconds: 200)])
        #expect(Comparison(baselineName: "base", baseline: baseline, current: more, threshold: 0.05).exitCode == 2)
        let fewer = TestFixtures.run([TestFixtures.result("a", nanoseconds: 100, allocations: 1), TestFixtures.result("b", nanoseconds: 200)])
        #expect(Comparison(baselineName: "base", baseline: baseline, current: fewer, threshold: 0.05).exitCode == 4)
    }

    @Test func regressionWinsOverImprovement() {
        let current = TestFixtures.run([TestFixtures.result("a", nanoseconds: 50), TestFixtures.result("b", nanoseconds: 300)])
        #expect(Comparison(baselineName: "base", baseline: baseline, current: current, threshold: 0.05).exitCode == 2)
    }

    @Test func newAndMissingCasesAreListedWithoutChangingVerdict() {
        let current = TestFixtures.run([TestFixtures.result("a", nanoseconds: 100), TestFixtures.result("c", nanoseconds: 1)])
        let comparison = Comparison(baselineName: "base", baseline: baseline, current: current, threshold: 0.05)
        #expect(comparison.newCases == ["c"])
        #expect(comparison.missingCases == ["b"])
        #expect(comparison.exitCode == 0)
    }

    @Test func casesOutsideTheFilterAreNotMissing() {
        let current = TestFixtures.run([TestFixtures.result("a", nanoseconds: 100)])
        let comparison = Comparison(baselineName: "base", baseline: baseline, current: current, threshold: 0.05,
                                    isSelected: { $0 == "a" })
        #expect(comparison.missingCases.isEmpty)
    }

    @Test func modeMismatchIsNoted() {
        let current = TestFixtures.run([TestFixtures.result("a", nanoseconds: 100)], mode: .quick)
        let comparison = Comparison(baselineName: "base", baseline: baseline, current: current, threshold: 0.05)
        #expect(comparison.notes.contains { $0.contains("quick") })
    }
}

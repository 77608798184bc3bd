import BenchmarkKit
import Testing
import Foundation

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

    /// Under the counts gate a slower time is listed but does not decide the verdict, while one
    /// more allocation per iteration or one more point still does.
    @Test func countsGateIgnoresTimeButHoldsCounts() {
        let slower = TestFixtures.run([TestFixtures.result("a", nanoseconds: 300), TestFixtures.result("b", nanoseconds: 200)])
        var timeOnly = Comparison(baselineName: "base", baseline: baseline, current: slower, threshold: 0.05)
        #expect(timeOnly.verdict == .regression)
        timeOnly.gate = .counts
        #expect(timeOnly.verdict == .noChange && timeOnly.exitCode == 0)
        #expect(timeOnly.entries.contains { $0.metric == .time && $0.change == .regression })
        #expect(TextReport.comparison(timeOnly).contains("not gated: 1 slower and 0 faster"))

        let allocating = TestFixtures.run([TestFixtures.result("a", nanoseconds: 100, allocations: 20),
                                           TestFixtures.result("b", nanoseconds: 200)])
        var allocations = Comparison(baselineName: "base", baseline: baseline, current: allocating, threshold: 0.05)
        allocations.gate = .counts
        #expect(allocations.verdict == .regression && allocations.exitCode == 2)

        let fewerPoints = TestFixtures.run([TestFixtures.result("a", nanoseconds: 100, points: 9),
                                            TestFixtures.result("b", nanoseconds: 200)])
        var points = Comparison(baselineName: "base", baseline: baseline, current: fewerPoints, threshold: 0.05)
        points.gate = .counts
        #expect(points.verdict == .improvementsOnly && points.exitCode == 4)
    }

    /// Time is gated on the fastest sample: a run whose typical sample doubled (a slow spell of
    /// the machine) but whose fastest did not is unchanged; a fastest 10 % slower is a regression
    /// whatever the median.
    @Test func timeComparesTheFastestSampleNotTheMedian() {
        var spell = TestFixtures.result("a", nanoseconds: 100)
        spell.nanosecondsPerIteration = SampleStatistics(samples: [101, 200, 210, 220])!
        spell.roundMedians = [205]
        spell.medianOfRounds = 205
        let spellRun = TestFixtures.run([spell, TestFixtures.result("b", nanoseconds: 200)])
        let unchanged = Comparison(baselineName: "base", baseline: baseline, current: spellRun, threshold: 0.05)
        #expect(unchanged.verdict == .noChange)
        var slower = TestFixtures.result("a", nanoseconds: 100)
        slower.nanosecondsPerIteration = SampleStatistics(samples: [110, 111, 112])!
        let slowerRun = TestFixtures.run([slower, TestFixtures.result("b", nanoseconds: 200)])
        let regressed = Comparison(baselineName: "base", baseline: baseline, current: slowerRun, threshold: 0.05)
        #expect(regressed.entries.first { $0.caseName == "a" && $0.metric == .time }?.change == .regression)
    }

    /// A re-timing that found a sample within the threshold clears the case, and the entry
    /// carries how many samples it took.
    @Test func confirmationWithinThresholdClearsTheCase() {
        var retimed = TestFixtures.result("a", nanoseconds: 130)
        retimed.confirmation = Confirmation(samples: 42, fastest: 102)
        let retimedRun = TestFixtures.run([retimed, TestFixtures.result("b", nanoseconds: 200)])
        let comparison = Comparison(baselineName: "base", baseline: baseline, current: retimedRun, threshold: 0.05)
        let time = comparison.entries.first { $0.caseName == "a" && $0.metric == .time }
        #expect(time?.change == .unchanged && time?.current == 102 && time?.retimedSamples == 42)
        #expect(time?.retimedBecause == .slower)
        #expect(comparison.verdict == .noChange)
        #expect(TextReport.comparison(comparison).contains("re-timed a with 42 more sample(s): fastest 102.0 ns, within the threshold: a slow spell"))
    }

    /// Cases re-timed because their series looked steeper only ever get faster: an unchanged binary
    /// came out "improvements only" (exit 4). An improvement must show in the rounds.
    @Test func retimingAloneNeverMakesAnImprovement() {
        var retimed = TestFixtures.result("a", nanoseconds: 101)
        retimed.confirmation = Confirmation(samples: 9, fastest: 80)
        let comparison = Comparison(baselineName: "base", baseline: baseline,
                                    current: TestFixtures.run([retimed, TestFixtures.result("b", nanoseconds: 200)]),
                                    threshold: 0.05)
        let time = comparison.entries.first { $0.caseName == "a" && $0.metric == .time }
        #expect(time?.change == .unchanged && time?.current == 80)
        #expect(comparison.verdict == .noChange)
        // It was not slower: the report says it was re-timed with its series, not "a slow spell".
        #expect(time?.retimedBecause == .series)
        let text = TextReport.comparison(comparison)
        #expect(text.contains("re-timed a with its scaling series, 9 more sample(s): fastest 80.0 ns, -20.0% against the baseline"), "\(text)")
        #expect(!text.contains("slow spell"))
        // Faster in the rounds as well: an improvement.
        var faster = TestFixtures.result("a", nanoseconds: 90)
        faster.confirmation = Confirmation(samples: 9, fastest: 80)
        let improved = Comparison(baselineName: "base", baseline: baseline,
                                  current: TestFixtures.run([faster, TestFixtures.result("b", nanoseconds: 200)]),
                                  threshold: 0.05)
        #expect(improved.verdict == .improvementsOnly)
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
        #expect(comparison.entries.contains { $0.metric == .points && $0.change == .regression })
    }

    @Test func oneMoreAllocationIsRegressionAndOneFewerIsImprovement() {
        let more = TestFixtures.run([TestFixtures.result("a", nanoseconds: 100, allocations: 3), TestFixtures.result("b", nanoseconds: 200)])
        #expect(Comparison(baselineName: "base", baseline: baseline, current: more, threshold: 0.05).exitCode == 2)
        let fewer = TestFixtures.run([TestFixtures.result("a", nanoseconds: 100, allocations: 1), TestFixtures.result("b", nanoseconds: 200)])
        #expect(Comparison(baselineName: "base", baseline: baseline, current: fewer, threshold: 0.05).exitCode == 4)
    }

    /// Allocation counts of an allocating reader drift with the heap's state (886 → 885.8–886.7
    /// per iteration from run to run; 1 362 → 1 360): within ``Comparison/allocationTolerance``, or
    /// ``Comparison/allocationRelativeTolerance`` of a large baseline,
    /// they are unchanged; beyond it, and any increase from 0, they count.
    @Test(arguments: [(886.0, 886.75, Change.unchanged), (885.8125, 886.6875, .unchanged), (886.0, 885.25, .unchanged),
                      (886.0, 888.0, .regression), (886.0, 884.0, .improvement), (0.0, 0.0625, .regression),
                      (2.0, 3.0, .regression), (1.0, 0.0, .improvement), (302.0, 303.0, .regression),
                      (1362.0, 1360.0, .unchanged), (1362.0, 1365.0, .regression)])
    func allocationsCountBeyondTheirTolerance(_ old: Double, _ new: Double, _ expected: Change) {
        func run(_ perIteration: Double) -> BenchmarkRun {
            var result = TestFixtures.result("a", nanoseconds: 100)
            result.allocationsPerIteration = perIteration
            return TestFixtures.run([result])
        }
        let comparison = Comparison(baselineName: "base", baseline: run(old), current: run(new), threshold: 0.05)
        let entry = comparison.entries.first { $0.metric == .allocations }
        #expect(entry?.change == expected, "\(old) → \(new)")
    }

    /// A tiny baseline count overflowed the relative change to ∞, which JSON cannot hold: the
    /// `--json` report failed to encode and the gate's exit code was lost.
    @Test func aTinyBaselineCountGivesAFiniteRelativeChange() throws {
        var tiny = TestFixtures.result("a", nanoseconds: 100)
        tiny.allocationsPerIteration = 1e-310
        let comparison = Comparison(baselineName: "base", baseline: TestFixtures.run([tiny]),
                                    current: TestFixtures.run([TestFixtures.result("a", nanoseconds: 100)]), threshold: 0.05)
        #expect(comparison.entries.allSatisfy { $0.relativeChange.map(\.isFinite) ?? true })
        _ = try JSONEncoder().encode(comparison)
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

    @Test func noCaseInCommonIsNothingComparedExitOne() {
        let current = TestFixtures.run([TestFixtures.result("renamed", nanoseconds: 100)])
        let comparison = Comparison(baselineName: "base", baseline: baseline, current: current, threshold: 0.05)
        #expect(comparison.comparedCases == 0)
        #expect(comparison.verdict == .nothingCompared)
        #expect(comparison.exitCode == 1)
        let text = TextReport.comparison(comparison)
        #expect(text.contains("no time or count to compare") && text.contains("verdict: nothing compared (exit 1)"))
        #expect(!text.contains("no metric changed"))
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

@Suite struct ExponentGateTests {
    static func run(exponent: Double, x: [Double] = [10, 100, 1000]) -> BenchmarkRun {
        var run = TestFixtures.run([TestFixtures.result("a", nanoseconds: 100)])
        let ns = x.map { 5 * Foundation.pow($0, exponent) }
        run.fits = [ScalingFit(series: "s", x: x, nanoseconds: ns, fit: PowerLawFit(x: x, y: ns)!)]
        return run
    }

    @Test(arguments: [(1.00, 1.05, Change.unchanged), (1.00, 1.11, .regression), (1.10, 0.95, .improvement),
                      (1.10, 1.16, .regression), (1.12, 1.14, .unchanged)])
    func exponentIsGatedByMarginAndCeiling(before: Double, after: Double, expected: Change) throws {
        let comparison = Comparison(baselineName: "base", baseline: Self.run(exponent: before),
                                    current: Self.run(exponent: after), threshold: 0.05, exponentCeilings: ["s": 1.15])
        let entry = try #require(comparison.entries.first { $0.metric == .exponent })
        #expect(entry.change == expected, "\(before) → \(after)")
        #expect((comparison.exitCode == 2) == (expected == .regression))
    }

    @Test func exponentOverOtherXIsGatedByTheCeilingAlone() throws {
        let comparison = Comparison(baselineName: "base", baseline: Self.run(exponent: 1),
                                    current: Self.run(exponent: 2, x: [10, 100]), threshold: 0.05,
                                    exponentCeilings: ["s": 1.15])
        #expect(!comparison.entries.contains { $0.metric == .exponent })
        let ceiling = try #require(comparison.entries.first { $0.metric == .exponentCeiling })
        #expect(ceiling.change == .regression && ceiling.baseline == 1.15)
        #expect(comparison.exitCode == 2)
        #expect(comparison.notes.contains { $0.contains("ceiling only") && $0.contains("other x values") })
    }

    @Test func exponentWithoutBaselineFitIsGatedByTheCeiling() throws {
        var baseline = Self.run(exponent: 1)
        baseline.fits = []
        let steep = Comparison(baselineName: "base", baseline: baseline, current: Self.run(exponent: 1.2),
                               threshold: 0.05, exponentCeilings: ["s": 1.15])
        #expect(steep.exitCode == 2)
        #expect(steep.notes.contains { $0.contains("has no such fit") })
        let fine = Comparison(baselineName: "base", baseline: baseline, current: Self.run(exponent: 1.1),
                              threshold: 0.05, exponentCeilings: ["s": 1.15])
        #expect(fine.exitCode == 0)
        #expect(try #require(fine.entries.first { $0.metric == .exponentCeiling }).change == .unchanged)
    }

    @Test func exponentWithoutCeilingOrMatchingBaselineIsOnlyNoted() {
        let comparison = Comparison(baselineName: "base", baseline: Self.run(exponent: 1),
                                    current: Self.run(exponent: 3, x: [10, 100]), threshold: 0.05,
                                    exponentCeilings: [:])
        #expect(!comparison.entries.contains { $0.metric.isExponent })
        #expect(comparison.notes.contains { $0.contains("not compared") })
        #expect(comparison.exitCode == 0)
    }

    /// The ceiling holds whatever the baseline: even with no case in common, a series over it is
    /// a regression (exit 2) and its row is listed.
    @Test func ceilingRegressionWinsOverNothingCompared() {
        var baseline = Self.run(exponent: 1)
        baseline.cases[0].name = "other"
        baseline.fits = []
        let comparison = Comparison(baselineName: "base", baseline: baseline, current: Self.run(exponent: 1.3),
                                    threshold: 0.05, exponentCeilings: ["s": 1.15])
        #expect(comparison.comparedCases == 0)
        #expect(comparison.exitCode == 2)
        #expect(TextReport.comparison(comparison).contains("exponent ceiling"))
    }

    @Test func exponentOverLessThanADecadeIsNotGated() {
        // Two sizes 2x apart: timing noise moves such an exponent by tenths.
        let comparison = Comparison(baselineName: "base", baseline: Self.run(exponent: 1, x: [500, 1000]),
                                    current: Self.run(exponent: 1.4, x: [500, 1000]), threshold: 0.05,
                                    exponentCeilings: ["s": 1.15])
        #expect(!comparison.entries.contains { $0.metric.isExponent })
        #expect(comparison.notes.contains { $0.contains("not gated") })
        #expect(comparison.exitCode == 0)
    }

    /// Re-timing a steeper-looking series lowers some of its times more than others: the refit
    /// came out lower than the baseline's by more than the margin, "improvements only" (exit 4)
    /// for an unchanged binary. A lower exponent must show in the rounds' fit too.
    @Test func retimedSeriesAloneNeverMakesAnExponentImprovement() throws {
        func current(retimedTo fastest: Double, roundsOfLargest: Double) -> BenchmarkRun {
            var cases = [(10.0, 50.0), (100, 500), (1000, roundsOfLargest)].map { x, nanoseconds in
                var result = TestFixtures.result("s/\(Int(x))", nanoseconds: nanoseconds)
                result.series = SeriesPoint(series: "s", x: x)
                return result
            }
            cases[2].confirmation = Confirmation(samples: 5, fastest: fastest)
            var run = TestFixtures.run(cases)
            run.fits = ScalingFit.fits(of: run.cases)
            return run
        }
        let baseline = Self.run(exponent: 1)
        let cleared = Comparison(baselineName: "base", baseline: baseline,
                                 current: current(retimedTo: 1000, roundsOfLargest: 5000), threshold: 0.05,
                                 exponentCeilings: ["s": 1.15])
        let entry = try #require(cleared.entries.first { $0.metric == .exponent })
        #expect(entry.current < 0.9 && entry.change == .unchanged, "\(entry)")
        #expect(!cleared.entries.contains { $0.change == .improvement })
        // Lower in the rounds as well: an improvement.
        let improved = Comparison(baselineName: "base", baseline: baseline,
                                  current: current(retimedTo: 1000, roundsOfLargest: 1100), threshold: 0.05,
                                  exponentCeilings: ["s": 1.15])
        #expect(try #require(improved.entries.first { $0.metric == .exponent }).change == .improvement)
    }

    @Test func exponentEntryCountsTheSeriesRetiming() throws {
        var current = Self.run(exponent: 1.05)
        current.cases[0].series = SeriesPoint(series: "s", x: 10)
        current.cases[0].confirmation = Confirmation(samples: 7, fastest: 100)
        let comparison = Comparison(baselineName: "base", baseline: Self.run(exponent: 1), current: current,
                                    threshold: 0.05, exponentCeilings: ["s": 1.15])
        #expect(try #require(comparison.entries.first { $0.metric == .exponent }).retimedSamples == 7)
        #expect(TextReport.comparison(comparison).contains("re-timed the cases of s with 7 more sample(s)"))
    }
}

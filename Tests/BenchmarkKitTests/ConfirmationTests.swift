import BenchmarkKit
import Testing

/// ``BenchmarkRunner/confirm(_:budgetNanoseconds:sample:)`` with scripted sample times, so the
/// rounds, the early exits and the budget are checked without timing anything.
@Suite struct ConfirmationTests {
    /// A suspect measured with 10 iterations per sample, cleared at `limit` ns per iteration
    /// (a baseline of `limit` with no threshold).
    static func suspect(_ name: String, limit: Double) -> BenchmarkRunner.Suspect {
        .init(benchmark: BenchmarkCase(name: name, run: { _ in }, check: { CaseMetrics() }), iterations: 10,
              baseline: limit, threshold: 0)
    }

    /// Plays back, per case, the nanoseconds of each sample in turn (the last one repeating).
    final class Script {
        var times: [String: [Double]]
        var taken: [String: Int] = [:]
        init(_ times: [String: [Double]]) { self.times = times }
        func sample(_ benchmark: BenchmarkCase, _ iterations: Int) -> Double {
            let index = taken[benchmark.name, default: 0]
            taken[benchmark.name] = index + 1
            let series = times[benchmark.name]!
            return series[min(index, series.count - 1)]
        }
    }

    let runner = BenchmarkRunner(plan: .full, allocationCounter: nil)

    /// A slow spell: 25 samples at 2× then the case's real speed. Re-timing stops at the first
    /// sample within the limit, in the third round (10 samples a round).
    @Test func slowSpellIsClearedAtTheFirstFastSample() {
        let script = Script(["a": Array(repeating: 2_000, count: 25) + [1_000]])
        let result = runner.confirm([Self.suspect("a", limit: 105)], budgetNanoseconds: 1e9, sample: script.sample)
        #expect(result == [Confirmation(samples: 26, fastest: 100)])
    }

    /// A real regression never reaches its limit: sampling goes on until the samples add up to
    /// the budget (a 10 µs sample, then 11 µs ones, 1 ms budget: 91 samples), and the fastest is
    /// what was seen.
    @Test func realRegressionSpendsTheBudgetAndStaysSlower() {
        let script = Script(["a": [10_000, 11_000]])
        let result = runner.confirm([Self.suspect("a", limit: 900)], budgetNanoseconds: 1e6, sample: script.sample)
        #expect(result == [Confirmation(samples: 91, fastest: 1_000)])
    }

    /// The budget holds across suspects: once it is spent, each suspect not yet sampled gets one
    /// sample and no more (10 µs samples, 15 µs budget: two samples, then one each).
    @Test func spentBudgetLeavesOneSamplePerRemainingSuspect() {
        let names = ["a", "b", "c", "d", "e"]
        let script = Script(Dictionary(uniqueKeysWithValues: names.map { ($0, [10_000.0]) }))
        let result = runner.confirm(names.map { Self.suspect($0, limit: 1) }, budgetNanoseconds: 15_000,
                                    sample: script.sample)
        #expect(result.map(\.samples) == [2, 1, 1, 1, 1])
    }

    /// A case re-timed for its series' exponent has no baseline to clear against: it samples at
    /// its real speed until the budget is spent (10 µs samples, 55 µs budget: 6 samples).
    @Test func suspectWithoutBaselineSamplesUntilTheBudgetIsSpent() {
        let script = Script(["a": [10_000]])
        let suspect = BenchmarkRunner.Suspect(benchmark: BenchmarkCase(name: "a", run: { _ in }, check: { CaseMetrics() }),
                                              iterations: 10, baseline: nil, threshold: 0)
        let result = runner.confirm([suspect], budgetNanoseconds: 55_000, sample: script.sample)
        #expect(result == [Confirmation(samples: 6, fastest: 1_000)])
    }

    /// Every suspect gets one sample even with no budget; within a budget each leaves on its own.
    @Test func eachSuspectGetsASampleAndLeavesOnItsOwn() {
        let times: [String: [Double]] = ["slow": [5_000], "spell": [5_000, 5_000, 1_000]]
        let suspects = [Self.suspect("slow", limit: 200), Self.suspect("spell", limit: 200)]
        let none = runner.confirm(suspects, budgetNanoseconds: 0, sample: Script(times).sample)
        #expect(none.map(\.samples) == [1, 1])
        #expect(none.map(\.fastest) == [500, 500])
        let budgeted = runner.confirm(suspects, budgetNanoseconds: 100_000, sample: Script(times).sample)
        // First round: 10 samples of "slow" (50 000 ns), "spell" clears at its third (11 000 ns);
        // then "slow" alone until the budget: 8 more samples reach 101 000 ns.
        #expect(budgeted.map(\.samples) == [18, 3])
        #expect(budgeted.map(\.fastest) == [500, 100])
    }
}

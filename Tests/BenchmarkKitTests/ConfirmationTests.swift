import BenchmarkKit
import Testing

/// ``BenchmarkRunner/confirm(_:budgetNanoseconds:sample:)`` with scripted sample times, so the
/// rounds, the early exits and the budget are checked without timing anything.
@Suite struct ConfirmationTests {
    static func suspect(_ name: String, limit: Double) -> BenchmarkRunner.Suspect {
        .init(benchmark: BenchmarkCase(name: name, run: { _ in }, check: { CaseMetrics() }), iterations: 10, limit: limit)
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
    /// the budget (10 µs samples, 1 ms budget: 100 samples), and the fastest is what was seen.
    @Test func realRegressionSpendsTheBudgetAndStaysSlower() {
        let script = Script(["a": [10_000, 11_000]])
        let result = runner.confirm([Self.suspect("a", limit: 900)], budgetNanoseconds: 1e6, sample: script.sample)
        #expect(result == [Confirmation(samples: 100, fastest: 1_000)])
    }

    /// Every suspect gets one round even with no budget; each leaves on its own.
    @Test func eachSuspectGetsARoundAndLeavesOnItsOwn() {
        let script = Script(["slow": [5_000], "spell": [5_000, 5_000, 1_000]])
        let suspects = [Self.suspect("slow", limit: 200), Self.suspect("spell", limit: 200)]
        let none = runner.confirm(suspects, budgetNanoseconds: 0, sample: script.sample)
        #expect(none.map(\.samples) == [10, 3])
        #expect(none.map(\.fastest) == [500, 100])
        let budgeted = runner.confirm(suspects, budgetNanoseconds: 100_000,
                                      sample: Script(["slow": [5_000], "spell": [5_000, 5_000, 1_000]]).sample)
        // The budget is checked between rounds: after the first (65 000 ns) "slow" gets a second.
        #expect(budgeted.map(\.samples) == [20, 3])
    }
}

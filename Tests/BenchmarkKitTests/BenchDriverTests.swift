import BenchmarkKit
import Foundation
import Synchronization
import Testing

/// Drives the command line end to end with tiny cases, the quick plan and a temporary results
/// directory (one per test, removed when the test ends); output is captured instead of printed.
@Suite final class BenchDriverTests {
    let directory: URL

    init() throws { directory = try TestFixtures.temporaryDirectory() }

    deinit { try? FileManager.default.removeItem(at: directory) }

    final class Output: Sendable {
        let lines = Mutex<[String]>([])
        func append(_ text: String) { lines.withLock { $0.append(text) } }
        var text: String { lines.withLock { $0.joined() } }
    }

    static let trivialCases = [
        BenchmarkCase(name: "sum/small", run: { iterations in
            for index in 0..<iterations { blackHole(opaque(index) &+ 1) }
        }, check: { CaseMetrics(points: 3, elements: 4) }),
        BenchmarkCase(name: "sum/other", run: { iterations in
            for index in 0..<iterations { blackHole(opaque(index) &* 3) }
        }, check: { CaseMetrics(points: 5) }),
    ]

    func driver(cases: [BenchmarkCase] = trivialCases, output: Output, errors: Output) -> BenchDriver {
        BenchDriver(cases: cases, allocationCounter: nil, counterSelfCheck: {}, configuration: "release",
                    standardOutput: output.append, standardError: errors.append)
    }

    func run(_ arguments: [String], in directory: URL, cases: [BenchmarkCase] = trivialCases) -> (Int32, String, String) {
        let output = Output(), errors = Output()
        let code = driver(cases: cases, output: output, errors: errors).main(arguments + ["--results-dir", directory.path])
        return (code, output.text, errors.text)
    }

    @Test func quickRunPrintsEveryCaseAndExitsZero() throws {
        let (code, output, _) = run(["--quick"], in: directory)
        #expect(code == 0)
        #expect(output.contains("sum/small") && output.contains("sum/other"))
    }

    /// A filter matching no case is a usage error of one line, its value escaped.
    @Test func filterMatchingNothingIsOneLineExitTwo() throws {
        let (code, _, errors) = run(["--quick", "--filter", "\nnothing"], in: directory)
        #expect(code == 2)
        #expect(errors.contains("matches no case") && errors.split(separator: "\n").count == 1, "\(errors)")
    }

    @Test func jsonOutputDecodesAsARun() throws {
        let (code, output, _) = run(["--quick", "--json", "--filter", "small"], in: directory)
        #expect(code == 0)
        let decoded = try JSONDecoder().decode(BenchDriver.JSONOutput.self, from: Data(output.utf8))
        #expect(decoded.run.cases.map(\.name) == ["sum/small"])
        #expect(decoded.run.metadata.filter == "small")
        #expect(decoded.comparison == nil)
        #expect(decoded.verdict == nil && decoded.exitCode == 0)
    }

    @Test func saveThenCompareWithGenerousThresholdIsNoChange() throws {
        #expect(run(["--quick", "--save-baseline", "b"], in: directory).0 == 0)
        let (code, output, _) = run(["--quick", "--compare", "b", "--threshold", "100000%"], in: directory)
        #expect(code == 0)
        #expect(output.contains("verdict: no change"))
    }

    @Test func changedPointCountAgainstBaselineExitsTwo() throws {
        #expect(run(["--quick", "--save-baseline", "b"], in: directory).0 == 0)
        let grown = [BenchmarkCase(name: "sum/small", run: { blackHole($0) }, check: { CaseMetrics(points: 4, elements: 4) })]
        let (code, output, _) = run(["--quick", "--compare", "b", "--threshold", "100000%"], in: directory, cases: grown)
        #expect(code == 2)
        #expect(output.contains("REGRESSION"))
    }

    /// A case slower than the baseline beyond the threshold is re-timed before the verdict; one
    /// that stays slower (here the baseline claims an impossible 10⁻⁶ ns per iteration) is a
    /// regression, and the report and the JSON say how many samples the re-timing took.
    @Test func slowerCaseIsRetimedThenStillARegression() throws {
        #expect(run(["--quick", "--save-baseline", "b"], in: directory).0 == 0)
        let url = directory.appendingPathComponent("b.json")
        var baseline = try JSONDecoder().decode(BenchmarkRun.self, from: Data(contentsOf: url))
        let index = try #require(baseline.cases.firstIndex { $0.name == "sum/small" })
        baseline.cases[index].nanosecondsPerIteration.min = 1e-2
        try JSONEncoder().encode(baseline).write(to: url)
        let (code, output, errors) = run(["--quick", "--json", "--compare", "b"], in: directory)
        #expect(code == 2)
        #expect(errors.contains("re-timed sum/small with") && errors.contains("still slower: a regression"),
                "\(errors)")
        let decoded = try JSONDecoder().decode(BenchDriver.JSONOutput.self, from: Data(output.utf8))
        let time = try #require(decoded.comparison?.entries.first { $0.caseName == "sum/small" && $0.metric == .time })
        #expect(time.change == .regression && (time.retimedSamples ?? 0) >= 1)
        let measured = try #require(decoded.run.cases.first { $0.name == "sum/small" })
        #expect(measured.confirmation?.samples == time.retimedSamples)
        #expect(decoded.verdict == .regression && decoded.exitCode == 2)
    }

    /// Two cases of one scaling series, x = 10 and 100.
    static let seriesCases = [10.0, 100.0].map { x in
        BenchmarkCase(name: "series/\(Int(x))", series: SeriesPoint(series: "s", x: x), run: { iterations in
            for index in 0..<iterations { blackHole(opaque(index) &+ 1) }
        }, check: { CaseMetrics(points: Int(x)) })
    }

    /// An exponent that looks like a regression re-times every case of its series (with no early
    /// clearing) and refits before the verdict; one that stays steeper is a regression, and the
    /// report says the series was re-timed. The baseline here has the larger case ten times
    /// faster than the smaller (its fits are refitted from the cases on load: exponent −1).
    @Test func steeperSeriesIsRetimedThenStillARegression() throws {
        #expect(run(["--quick", "--save-baseline", "b"], in: directory, cases: Self.seriesCases).0 == 0)
        let url = directory.appendingPathComponent("b.json")
        var baseline = try JSONDecoder().decode(BenchmarkRun.self, from: Data(contentsOf: url))
        let fit = try #require(baseline.fits.first)
        #expect(fit.x == [10, 100])
        let small = try #require(baseline.cases.firstIndex { $0.name == "series/10" })
        let large = try #require(baseline.cases.firstIndex { $0.name == "series/100" })
        baseline.cases[large].nanosecondsPerIteration.min = baseline.cases[small].fastest / 10
        try JSONEncoder().encode(baseline).write(to: url)
        let (code, output, errors) = run(["--quick", "--json", "--compare", "b", "--threshold", "100000%"],
                                         in: directory, cases: Self.seriesCases)
        #expect(code == 2)
        #expect(errors.contains("re-timed the cases of s with") && errors.contains("still a regression"), "\(errors)")
        let decoded = try JSONDecoder().decode(BenchDriver.JSONOutput.self, from: Data(output.utf8))
        #expect(decoded.run.cases.allSatisfy { ($0.confirmation?.samples ?? 0) >= 1 })
        let exponent = try #require(decoded.comparison?.entries.first { $0.metric == .exponent })
        #expect(exponent.change == .regression && (exponent.retimedSamples ?? 0) >= 2)
    }

    /// A baseline sharing no case with the run (another filter, renamed cases) compares nothing:
    /// exit 1, never "no change".
    @Test func baselineWithNoCaseInCommonExitsOne() throws {
        #expect(run(["--quick", "--filter", "small", "--save-baseline", "b"], in: directory).0 == 0)
        let (code, output, _) = run(["--quick", "--filter", "other", "--compare", "b"], in: directory)
        #expect(code == 1)
        #expect(output.contains("verdict: nothing compared (exit 1)"), "\(output)")
    }

    /// Results are written before the table is printed (a reader gone from the pipe killed the
    /// run before it saved anything), and one that cannot be written is said, in the verdict
    /// line and the JSON, with exit 1; the history is still recorded. A regression's 2 comes first.
    @Test func aResultThatCannotBeWrittenIsSaidAndExitsOneUnlessARegression() throws {
        #expect(run(["--quick", "--save-baseline", "b"], in: directory).0 == 0)
        // Another run saves baseline "c" while this one measures.
        let competing = directory.appendingPathComponent("c.json")
        let racing = Self.trivialCases + [BenchmarkCase(name: "race", run: { iterations in
            if !FileManager.default.fileExists(atPath: competing.path) { try? Data("{}".utf8).write(to: competing) }
            blackHole(iterations)
        }, check: { CaseMetrics(points: 1) })]
        let (code, output, errors) = run(["--quick", "--json", "--compare", "b", "--threshold", "100000%",
                                          "--save-baseline", "c", "--record"], in: directory, cases: racing)
        #expect(code == 1, "\(errors)")
        let decoded = try JSONDecoder().decode(BenchDriver.JSONOutput.self, from: Data(output.utf8))
        #expect(decoded.exitCode == 1 && decoded.verdict == .noChange)
        #expect(decoded.writeFailure?.contains("--force") == true)
        #expect(errors.contains("verdict: no change (exit 1; a result was not written)"), "\(errors)")
        #expect(try String(contentsOf: competing, encoding: .utf8) == "{}")
        let history = try String(contentsOf: directory.appendingPathComponent("history.jsonl"), encoding: .utf8)
        #expect(history.split(separator: "\n").count == 1)
        #expect(BenchDriver.exitCode(nil, writeFailed: true) == 1)
        #expect(BenchDriver.exitCode(nil, writeFailed: false) == 0)
        let slower = Comparison(baselineName: "b", baseline: TestFixtures.run([TestFixtures.result("a", nanoseconds: 100)]),
                                current: TestFixtures.run([TestFixtures.result("a", nanoseconds: 200)]), threshold: 0.05)
        #expect(slower.verdict == .regression && BenchDriver.exitCode(slower, writeFailed: true) == 2)
    }

    /// `report` with no history writes nothing (a mistyped --results-dir must not replace a
    /// trend), nor with a history emptied or of blank lines only.
    @Test(arguments: [nil, "", "\n\n  \n"])
    func reportWithoutHistoryEntriesExitsOneAndKeepsTheTrend(_ history: String?) throws {
        if let history { try Data(history.utf8).write(to: directory.appendingPathComponent("history.jsonl")) }
        let trend = directory.appendingPathComponent("trend.svg")
        try Data("<svg>kept</svg>".utf8).write(to: trend)
        let (code, _, errors) = run(["report"], in: directory)
        #expect(code == 1)
        #expect(errors.contains(history == nil ? "no history" : "no history entries")
                    && errors.split(separator: "\n").count == 1, "\(errors)")
        #expect(try String(contentsOf: trend, encoding: .utf8) == "<svg>kept</svg>")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("trend.md").path))
    }

    /// The chart and the table are one set: a table that cannot be written leaves the chart.
    @Test func reportThatCannotWriteTheTableKeepsTheChart() throws {
        #expect(run(["--quick", "--record"], in: directory).0 == 0)
        let trend = directory.appendingPathComponent("trend.svg")
        try Data("<svg>kept</svg>".utf8).write(to: trend)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("trend.md"), withIntermediateDirectories: false)
        let (code, _, errors) = run(["report"], in: directory)
        #expect(code == 1, "\(errors)")
        #expect(try String(contentsOf: trend, encoding: .utf8) == "<svg>kept</svg>")
    }

    /// `report --filter` selects among the history's cases: a case this build no longer has is
    /// still in the trend (it was refused as matching no case); one in no entry is refused.
    @Test func reportFilterMatchesTheHistoryNotThisBuild() throws {
        #expect(run(["--quick", "--record"], in: directory).0 == 0)
        let renamed = [BenchmarkCase(name: "renamed", run: { blackHole($0) }, check: { CaseMetrics(points: 1) })]
        let (code, _, errors) = run(["report", "--filter", "small"], in: directory, cases: renamed)
        #expect(code == 0, "\(errors)")
        let table = try String(contentsOf: directory.appendingPathComponent("trend.md"), encoding: .utf8)
        #expect(table.contains("| sum/small |") && !table.contains("sum/other"))
        let (missing, _, missingErrors) = run(["report", "--filter", "renamed"], in: directory, cases: renamed)
        #expect(missing == 2)
        #expect(missingErrors.contains("matches no case of the history") && missingErrors.split(separator: "\n").count == 1)
    }

    @Test func secondSaveRefusesAndKeepsTheFirst() throws {
        #expect(run(["--quick", "--save-baseline", "b"], in: directory).0 == 0)
        let before = try Data(contentsOf: directory.appendingPathComponent("b.json"))
        let (code, _, errors) = run(["--quick", "--save-baseline", "b"], in: directory)
        #expect(code == 1)
        #expect(errors.contains("--force"))
        #expect(try Data(contentsOf: directory.appendingPathComponent("b.json")) == before)
        #expect(run(["--quick", "--save-baseline", "b", "--force"], in: directory).0 == 0)
    }

    @Test func missingAndCorruptBaselinesExitOneWithOneLine() throws {
        let (missing, _, missingError) = run(["--quick", "--compare", "none"], in: directory)
        #expect(missing == 1)
        #expect(missingError.split(separator: "\n").count == 1)
        try Data("[]".utf8).write(to: directory.appendingPathComponent("bad.json"))
        let (corrupt, _, corruptError) = run(["--quick", "--compare", "bad"], in: directory)
        #expect(corrupt == 1)
        #expect(corruptError.contains("bad") && corruptError.split(separator: "\n").count == 1)
    }

    @Test func failingSanityCheckExitsOne() throws {
        let broken = [BenchmarkCase(name: "broken", run: { blackHole($0) }, check: { () throws(SanityFailure) -> CaseMetrics in
            throw SanityFailure("emitted 0 points")
        })]
        let (code, _, errors) = run(["--quick"], in: directory, cases: broken)
        #expect(code == 1)
        #expect(errors.contains("sanity check failed for broken: emitted 0 points"))
    }

    @Test func dishonestCounterExitsOneBeforeMeasuring() throws {
        let output = Output(), errors = Output()
        let counter = AllocationCounter(start: {}, stop: { AllocationCounts(allocations: 0, frees: 0, bytesRequested: 0) })
        let driver = BenchDriver(cases: Self.trivialCases, allocationCounter: counter,
                                 counterSelfCheck: { () throws(BenchError) in throw .sanity("counter counted 0 for an Array") },
                                 configuration: "release", standardOutput: output.append, standardError: errors.append)
        #expect(driver.main(["--quick", "--results-dir", directory.path]) == 1)
        #expect(errors.text.contains("counter counted 0"))
    }

    @Test func recordTwiceThenReportWritesChartAndTable() throws {
        #expect(run(["--quick", "--record"], in: directory).0 == 0)
        #expect(run(["--quick", "--record"], in: directory).0 == 0)
        let history = try String(contentsOf: directory.appendingPathComponent("history.jsonl"), encoding: .utf8)
        #expect(history.split(separator: "\n").count == 2)
        #expect(run(["report"], in: directory).0 == 0)
        let svg = try String(contentsOf: directory.appendingPathComponent("trend.svg"), encoding: .utf8)
        let table = try String(contentsOf: directory.appendingPathComponent("trend.md"), encoding: .utf8)
        #expect(svg.contains("sum/small"))
        #expect(table.contains("| sum/other |"))
    }

    @Test func filterMatchingNothingIsAUsageError() throws {
        #expect(run(["--quick", "--filter", "^zzz"], in: directory).0 == 2)
    }

    @Test func emptyFilterIsCalledEmptyNotInvalid() throws {
        let (code, _, errors) = run(["--quick", "--filter", ""], in: directory)
        #expect(code == 2)
        #expect(errors.contains("expects a regular expression, got ''"), "\(errors)")
    }

    @Test func unknownFlagIsOneLineAndExitTwo() throws {
        let (code, _, errors) = run(["--fast"], in: directory)
        #expect(code == 2)
        #expect(errors.split(separator: "\n").count == 1)
    }
}

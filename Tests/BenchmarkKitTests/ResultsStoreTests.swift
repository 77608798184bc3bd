import BenchmarkKit
import Foundation
import Testing

/// A class suite: each test gets a fresh results directory, removed when the test ends.
@Suite final class ResultsStoreTests {
    let directory: URL

    init() throws { directory = try TestFixtures.temporaryDirectory() }

    deinit { try? FileManager.default.removeItem(at: directory) }

    @Test func baselineRoundTripsThroughTheFile() throws {
        let store = ResultsStore(directory: directory)
        let run = TestFixtures.run([TestFixtures.result("a", nanoseconds: 123.5)])
        try store.saveBaseline(run, name: "main", force: false)
        #expect(try store.loadBaseline(name: "main") == run)
    }

    @Test func savingOverAnExistingBaselineRefusesWithoutForce() throws {
        let store = ResultsStore(directory: directory)
        let first = TestFixtures.run([TestFixtures.result("a", nanoseconds: 1)])
        let second = TestFixtures.run([TestFixtures.result("a", nanoseconds: 2)])
        try store.saveBaseline(first, name: "main", force: false)
        #expect(throws: BenchError.baselineExists(name: "main", path: store.baselineURL("main").path)) {
            try store.saveBaseline(second, name: "main", force: false)
        }
        #expect(try store.loadBaseline(name: "main") == first)
        try store.saveBaseline(second, name: "main", force: true)
        #expect(try store.loadBaseline(name: "main") == second)
    }

    @Test func missingBaselineIsAnError() throws {
        let store = ResultsStore(directory: directory)
        #expect(throws: BenchError.missingBaseline(name: "nope", path: store.baselineURL("nope").path)) {
            try store.loadBaseline(name: "nope")
        }
    }

    @Test func corruptBaselineIsAnErrorAndStaysUntouched() throws {
        let store = ResultsStore(directory: directory)
        let garbage = Data("{\"schema\": 1, \"cases\": [".utf8)
        try garbage.write(to: store.baselineURL("broken"))
        do {
            _ = try store.loadBaseline(name: "broken")
            Issue.record("a corrupt baseline loaded")
        } catch {
            guard case .corruptBaseline(let name, _, _) = error else {
                Issue.record("expected corruptBaseline, got \(error)")
                return
            }
            #expect(name == "broken")
            #expect(!error.description.contains("\n"))
            #expect(error.exitCode == 1)
        }
        #expect(try Data(contentsOf: store.baselineURL("broken")) == garbage)
    }

    /// A baseline nested past the one JSON depth rule is corrupt, in one line, before the
    /// decoder recurses (512 levels overflowed a decoder's stack elsewhere).
    @Test(arguments: [65, 512, 100_000])
    func deeplyNestedBaselineIsCorrupt(depth: Int) throws {
        let store = ResultsStore(directory: directory)
        try Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
            .write(to: store.baselineURL("deep"))
        let error = #expect(throws: BenchError.self) { _ = try store.loadBaseline(name: "deep") }
        guard case .corruptBaseline(_, _, let detail)? = error else {
            Issue.record("expected corruptBaseline, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("nest more than"))
    }

    /// A stored time of 0, below 0 or subnormal would make the comparison ±∞ or switch the time
    /// gate off: such a baseline is corrupt.
    @Test(arguments: [0.0, -1.0, 4.9e-324, .infinity, .nan, 3e-308, 1.7e308])
    func baselineWithoutAPositiveTimeIsCorrupt(nanoseconds: Double) throws {
        let store = ResultsStore(directory: directory)
        var result = TestFixtures.result("a", nanoseconds: 5)
        result.medianOfRounds = nanoseconds
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                      nan: "nan")
        try encoder.encode(TestFixtures.run([result])).write(to: store.baselineURL("odd"))
        #expect(throws: BenchError.self) { try store.loadBaseline(name: "odd") }
    }

    /// The same for the fastest sample, the figure the time gate compares, and for a stored
    /// re-timing (which must also hold a sample).
    @Test(arguments: [0.0, -1.0, 4.9e-324, .infinity, .nan, 3e-308, 1.7e308])
    func baselineWithoutAPositiveFastestTimeIsCorrupt(nanoseconds: Double) throws {
        let store = ResultsStore(directory: directory)
        var sampled = TestFixtures.result("a", nanoseconds: 5)
        sampled.nanosecondsPerIteration.min = nanoseconds
        var retimed = TestFixtures.result("a", nanoseconds: 5)
        retimed.confirmation = Confirmation(samples: 3, fastest: nanoseconds)
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                      nan: "nan")
        var unsampled = TestFixtures.result("a", nanoseconds: 5)
        unsampled.confirmation = Confirmation(samples: 0, fastest: 3)  // a fastest of no sample
        for (name, result) in [("sampled", sampled), ("retimed", retimed), ("unsampled", unsampled)] {
            try encoder.encode(TestFixtures.run([result])).write(to: store.baselineURL(name))
            #expect(throws: BenchError.self) { try store.loadBaseline(name: name) }
        }
    }

    /// A baseline written before re-timing existed (no `confirmationBudgetNanoseconds` in its
    /// plan, no `confirmation` in its cases) still loads, and compares on its fastest samples.
    @Test func baselineFromBeforeRetimingLoads() throws {
        let store = ResultsStore(directory: directory)
        let data = try JSONEncoder().encode(TestFixtures.run([TestFixtures.result("a", nanoseconds: 5)]))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var plan = try #require(object["plan"] as? [String: Any])
        #expect(plan.removeValue(forKey: "confirmationBudgetNanoseconds") != nil)
        object["plan"] = plan
        try JSONSerialization.data(withJSONObject: object).write(to: store.baselineURL("old"))
        let loaded = try store.loadBaseline(name: "old")
        #expect(loaded.plan.confirmationBudgetNanoseconds == nil && loaded.cases[0].confirmation == nil)
        #expect(loaded.cases[0].fastest == 5)
    }

    @Test func wrongSchemaIsReportedAsCorrupt() throws {
        let store = ResultsStore(directory: directory)
        var run = TestFixtures.run([TestFixtures.result("a", nanoseconds: 1)])
        run.schema = 99
        let data = try JSONEncoder().encode(run)
        try data.write(to: store.baselineURL("future"))
        #expect(throws: BenchError.self) { try store.loadBaseline(name: "future") }
    }

    @Test func historyAppendsOneLinePerRunAndReadsBackInOrder() throws {
        let store = ResultsStore(directory: directory)
        try store.appendHistory(TestFixtures.run([TestFixtures.result("a", nanoseconds: 1)], sha: "1111111"))
        try store.appendHistory(TestFixtures.run([TestFixtures.result("a", nanoseconds: 2)], sha: "2222222"))
        let text = try String(contentsOf: store.historyURL, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 2)
        let history = try store.loadHistory()
        #expect(history.map(\.metadata.gitSHA) == ["1111111", "2222222"])
        #expect(history.map { $0.cases[0].p50 } == [1, 2])
    }

    @Test func corruptHistoryLineIsNamed() throws {
        let store = ResultsStore(directory: directory)
        try store.appendHistory(TestFixtures.run([TestFixtures.result("a", nanoseconds: 1)]))
        var text = try String(contentsOf: store.historyURL, encoding: .utf8)
        text += "not json\n"
        try Data(text.utf8).write(to: store.historyURL)
        #expect(throws: BenchError.self) { try store.loadHistory() }
        do {
            _ = try store.loadHistory()
        } catch {
            guard case .corruptHistory(_, let line, _) = error else {
                Issue.record("expected corruptHistory, got \(error)")
                return
            }
            #expect(line == 2)
        }
    }

    /// A history saved with Windows line ends reads line by line, and a bad line is named by its
    /// number.
    @Test func historyWithCRLFLineEndsReads() throws {
        let store = ResultsStore(directory: directory)
        try store.appendHistory(TestFixtures.run([TestFixtures.result("a", nanoseconds: 1)], sha: "1111111"))
        try store.appendHistory(TestFixtures.run([TestFixtures.result("a", nanoseconds: 2)], sha: "2222222"))
        let text = try String(contentsOf: store.historyURL, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: store.historyURL)
        #expect(try store.loadHistory().map(\.metadata.gitSHA) == ["1111111", "2222222"])
        try Data((text.replacingOccurrences(of: "\n", with: "\r\n") + "oops\r\n").utf8).write(to: store.historyURL)
        do {
            _ = try store.loadHistory()
            Issue.record("a bad third line loaded")
        } catch {
            guard case .corruptHistory(_, let line, _) = error else {
                Issue.record("expected corruptHistory, got \(error)")
                return
            }
            #expect(line == 3)
        }
    }

    /// History lines that decode but cannot be trusted: a schema this build does not write, or a
    /// time that is not a positive finite number.
    @Test(arguments: ["schema", "zero", "negative"])
    func unusableHistoryEntryIsCorrupt(defect: String) throws {
        let store = ResultsStore(directory: directory)
        var entry = HistoryEntry(run: TestFixtures.run([TestFixtures.result("a", nanoseconds: 1)]))
        switch defect {
        case "schema": entry.schema = 9
        case "zero": entry.cases[0].min = 0
        default: entry.cases[0].p50 = -3
        }
        try JSONEncoder().encode(entry).write(to: store.historyURL)
        do {
            _ = try store.loadHistory()
            Issue.record("\(defect) loaded")
        } catch {
            guard case .corruptHistory(_, let line, let detail) = error else {
                Issue.record("expected corruptHistory, got \(error)")
                return
            }
            #expect(line == 1)
            #expect(detail.contains(defect == "schema" ? "schema 9" : "not a time within"), "\(detail)")
        }
    }

    @Test(arguments: ["points", "elements", "allocations"])
    func negativeCountInBaselineIsCorrupt(field: String) throws {
        let store = ResultsStore(directory: directory)
        var result = TestFixtures.result("a", nanoseconds: 5)
        switch field {
        case "points": result.metrics.points = -1
        case "elements": result.metrics.elements = -1
        default: result.allocationsPerIteration = -0.5
        }
        try JSONEncoder().encode(TestFixtures.run([result])).write(to: store.baselineURL("neg"))
        #expect(throws: BenchError.self) { try store.loadBaseline(name: "neg") }
    }

    /// With a case twice the gate read only the first (a second entry 100× faster was ignored).
    @Test func aBaselineWithACaseTwiceIsCorrupt() throws {
        let store = ResultsStore(directory: directory)
        let run = TestFixtures.run([TestFixtures.result("a", nanoseconds: 5), TestFixtures.result("a", nanoseconds: 0.05)])
        try JSONEncoder().encode(run).write(to: store.baselineURL("twice"))
        #expect(throws: BenchError.self) { try store.loadBaseline(name: "twice") }
    }

    /// The fits are refitted from the cases on load: an edited exponent (1e300 read as an
    /// improvement, -1e300 as a regression) or x and time lists of different lengths decide nothing.
    @Test func aBaselineIsRefittedFromItsCases() throws {
        let store = ResultsStore(directory: directory)
        var small = TestFixtures.result("s/10", nanoseconds: 100), large = TestFixtures.result("s/1000", nanoseconds: 10_000)
        small.series = SeriesPoint(series: "s", x: 10)
        large.series = SeriesPoint(series: "s", x: 1000)
        let honest = TestFixtures.run([small, large])
        var edited = honest
        edited.fits[0].fit.exponent = 1e300
        edited.fits[0].nanoseconds = [1]
        try JSONEncoder().encode(edited).write(to: store.baselineURL("edited"))
        let loaded = try store.loadBaseline(name: "edited")
        #expect(loaded.fits == honest.fits)
        expectExponent(loaded.fits.first?.fit.exponent, near: 1)
    }

    private func expectExponent(_ exponent: Double?, near expected: Double) {
        #expect(exponent.map { Swift.abs($0 - expected) < 1e-9 } == true, "\(String(describing: exponent))")
    }

    /// Two runs recording at once: both lines land (the second rename dropped the first line).
    @Test func concurrentRecordsAllLand() throws {
        let store = ResultsStore(directory: directory)
        let run = TestFixtures.run([TestFixtures.result("a", nanoseconds: 5)])
        DispatchQueue.concurrentPerform(iterations: 24) { _ in try? store.appendHistory(run) }
        #expect(try store.loadHistory().count == 24)
    }

    @Test func atomicWriteLeavesNoTemporaryFile() throws {
        let store = ResultsStore(directory: directory)
        try store.writeAtomically(Data("one".utf8), to: directory.appendingPathComponent("x.txt"))
        try store.writeAtomically(Data("two".utf8), to: directory.appendingPathComponent("x.txt"))
        #expect(try String(contentsOf: directory.appendingPathComponent("x.txt"), encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["x.txt"])
    }

    @Test func baselineNamesAreFileStemsOnly() {
        #expect(ResultsStore.isValidBaselineName("baseline"))
        #expect(ResultsStore.isValidBaselineName("v1.2_main-x"))
        #expect(!ResultsStore.isValidBaselineName(""))
        #expect(!ResultsStore.isValidBaselineName("../escape"))
        #expect(!ResultsStore.isValidBaselineName(".hidden"))
        #expect(!ResultsStore.isValidBaselineName("a/b"))
    }
}

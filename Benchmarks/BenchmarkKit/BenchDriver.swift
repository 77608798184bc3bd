import Foundation
import FilletSupport

/// Runs the fillet-bench command line: parse, measure, print, save, compare, record, report.
///
/// The executable supplies the cases and the allocation counter; everything else lives here so
/// the exit-code logic can be tested without timing anything.
public struct BenchDriver {
    public var cases: [BenchmarkCase]
    public var allocationCounter: AllocationCounter?
    /// Checks the allocation counter before its figures are trusted; throws a message if not.
    public var counterSelfCheck: () throws(BenchError) -> Void
    public var configuration: String
    /// Per scaling series, the largest fitted exponent `--compare` accepts whatever the baseline.
    public var exponentCeilings: [String: Double] = [:]
    public var standardOutput: (String) -> Void
    public var standardError: (String) -> Void

    public init(cases: [BenchmarkCase], allocationCounter: AllocationCounter?,
                counterSelfCheck: @escaping () throws(BenchError) -> Void, configuration: String,
                standardOutput: @escaping (String) -> Void = { StandardStreams.writeOutput($0) },
                standardError: @escaping (String) -> Void = { StandardStreams.writeError($0) }) {
        self.cases = cases
        self.allocationCounter = allocationCounter
        self.counterSelfCheck = counterSelfCheck
        self.configuration = configuration
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Runs with `arguments` (no program name) and returns the exit code; errors are printed as one line.
    public func main(_ arguments: [String]) -> Int32 {
        do {
            return try execute(try CommandLineOptions.parse(arguments))
        } catch {
            standardError(error.description + "\n")
            return error.exitCode
        }
    }

    func execute(_ options: CommandLineOptions) throws(BenchError) -> Int32 {
        let store = ResultsStore(directory: Self.resultsDirectory(options.resultsDirectory))
        switch options.command {
        case .help:
            standardOutput(CommandLineOptions.help + "\n")
            return 0
        case .list:
            standardOutput(try select(options.filter).map(\.name).joined(separator: "\n") + "\n")
            return 0
        case .report:
            // No history is a wrong directory or a fresh checkout: the trend files there are kept.
            guard InputFile.exists(store.historyURL.path) else { throw .missingHistory(path: store.historyURL.path) }
            let history = try store.loadHistory()
            // A history emptied or truncated to blank lines would replace the trend with an empty one.
            guard !history.isEmpty else { throw .missingHistory(path: store.historyURL.path) }
            let include = Self.matcher(options.filter)
            // The trend draws the history's cases, some of which this build may no longer have.
            if let filter = options.filter, !history.contains(where: { $0.cases.contains { include($0.name) } }) {
                throw .usage("--filter \(OneLine.quoted(filter)) matches no case of the history")
            }
            // One set: the picture is not replaced when the table cannot be written.
            try store.writeAll([(store.trendSVGURL, Data(TrendChart.svg(history, include: include).utf8)),
                                (store.trendMarkdownURL, Data(TrendTable.markdown(history, include: include).utf8))])
            standardOutput("wrote \(store.trendSVGURL.path) and \(store.trendMarkdownURL.path) from \(history.count) history entries\n")
            return 0
        case .run:
            break
        }
        let selected = try select(options.filter)
        if configuration != "release" {
            standardError("fillet-bench: warning: this is a \(configuration) build; measure with swift run -c release fillet-bench\n")
        }
        let baseline = try options.compare.map { name throws(BenchError) in try store.loadBaseline(name: name) }
        // Everything that will be written is checked before minutes of measuring.
        if let name = options.saveBaseline {
            if !options.force, InputFile.exists(store.baselineURL(name).path) {
                throw .baselineExists(name: name, path: store.baselineURL(name).path)
            }
            try store.checkWritable(store.baselineURL(name))
        }
        if options.record {
            _ = try store.loadHistory()
            try store.checkWritable(store.historyURL)
        }
        if allocationCounter != nil { try counterSelfCheck() }
        let plan = options.quick ? MeasurementPlan.quick : MeasurementPlan.full
        let runner = BenchmarkRunner(plan: plan, allocationCounter: allocationCounter) { line in
            self.standardError("  \(line)\n")
        }
        standardError("fillet-bench: \(selected.count) case(s), \(plan.mode) mode\n")
        let measured: (cases: [CaseResult], fits: [ScalingFit])
        do {
            measured = try runner.measure(selected)
        } catch {
            throw .sanity(error.description)
        }
        let metadata = RunMetadata.collect(packageRoot: Self.packageRoot(), filter: options.filter, configuration: configuration)
        var run = BenchmarkRun(metadata: metadata, plan: plan, cases: measured.cases, fits: measured.fits)
        func compare(_ baseline: BenchmarkRun) -> Comparison {
            var comparison = Comparison(baselineName: options.compare!, baseline: baseline, current: run,
                                        threshold: options.threshold, isSelected: Self.matcher(options.filter),
                                        exponentCeilings: exponentCeilings)
            comparison.gate = options.gate
            return comparison
        }
        var comparison = baseline.map(compare)
        // Re-timing tells a regression from a slow spell; a gate on counts alone needs no verdict on times.
        if options.gate == .all, let baseline, let found = comparison,
           Self.retimeSuspects(in: &run, against: baseline, comparison: found, threshold: options.threshold,
                               cases: selected, runner: runner, standardError: standardError) {
            comparison = compare(baseline)
        }
        // The files first, then the output: a reader that goes away (`| head`, SIGPIPE) must not
        // cost the baseline or the history line of a run that took minutes.
        var written: [String] = []
        var writeFailure: BenchError?
        if let name = options.saveBaseline {
            do {
                try store.saveBaseline(run, name: name, force: options.force)
                written.append("fillet-bench: saved baseline \(OneLine.quoted(store.baselineURL(name).path))\n")
            } catch { writeFailure = error }
        }
        if options.record {
            do {
                try store.appendHistory(run) {
                    standardError("fillet-bench: waiting for another run recording into \(OneLine.quoted(store.directory.path))\n")
                }
                written.append("fillet-bench: appended to \(OneLine.quoted(store.historyURL.path))\n")
            } catch { writeFailure = writeFailure ?? error }
        }
        let exitCode = Self.exitCode(comparison, writeFailed: writeFailure != nil)
        let table = TextReport.run(run) + (comparison.map { TextReport.comparison($0, writeFailed: writeFailure != nil) } ?? "")
        if options.json {
            var output = JSONOutput(run: run, comparison: comparison)
            output.exitCode = exitCode
            output.writeFailure = writeFailure?.description
            standardOutput(try Self.json(output))
            standardError(table)
        } else {
            standardOutput(table)
        }
        for line in written { standardError(line) }
        if let writeFailure { standardError(writeFailure.description + "\n") }
        return exitCode
    }

    /// The run's exit status: a regression's 2 whatever else failed (the gate's verdict comes
    /// first); else 1 when a result could not be written; else the comparison's, or 0.
    public static func exitCode(_ comparison: Comparison?, writeFailed: Bool) -> Int32 {
        if comparison?.verdict == .regression { return 2 }
        if writeFailed { return 1 }
        return comparison?.exitCode ?? 0
    }

    /// Re-times the cases `comparison` finds slower than the baseline beyond the threshold, and
    /// every case of a scaling series whose exponent it finds a regression
    /// (``BenchmarkRunner/confirm(_:budgetNanoseconds:sample:)``), records each confirmation in
    /// `run` and refits its scaling series. Returns whether any case was re-timed.
    ///
    /// An exponent is fitted to several cases' fastest times, so a slow spell over one of them
    /// moves it as it moves a time: its cases are re-timed for their fastest time (never cleared
    /// early, as a time suspect is), within the same budget.
    static func retimeSuspects(in run: inout BenchmarkRun, against baseline: BenchmarkRun, comparison: Comparison,
                               threshold: Double, cases: [BenchmarkCase], runner: BenchmarkRunner,
                               standardError: (String) -> Void) -> Bool {
        let budget = run.plan.confirmationBudgetNanoseconds ?? 0
        let regressions = comparison.entries.filter { $0.change == .regression }
        let slower = Set(regressions.filter { $0.metric == .time }.map(\.caseName))
        let steeper = Set(regressions.filter { $0.metric.isExponent }.map(\.caseName))
        guard budget > 0, !slower.isEmpty || !steeper.isEmpty else { return false }
        let bodies = Dictionary(cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let baselines = Dictionary(baseline.cases.map { ($0.name, $0.fastest) },
                                   uniquingKeysWith: { first, _ in first })
        var indices: [Int] = []
        var suspects: [BenchmarkRunner.Suspect] = []
        for (index, result) in run.cases.enumerated() {
            let inSteeperSeries = result.series.map { steeper.contains($0.series) } ?? false
            guard let body = bodies[result.name], inSteeperSeries || slower.contains(result.name) else { continue }
            let before = baselines[result.name]
            guard inSteeperSeries || before != nil else { continue }
            indices.append(index)
            suspects.append(.init(benchmark: body, iterations: result.iterationsPerSample,
                                  baseline: inSteeperSeries ? nil : before, threshold: threshold))
        }
        guard !suspects.isEmpty else { return false }
        let reason = steeper.isEmpty ? "slower than the baseline"
            : "slower than the baseline or in a scaling series that looks steeper"
        standardError("fillet-bench: \(suspects.count) case(s) \(reason); re-timing them "
                      + "(about \(TextReport.duration(budget))) to tell a regression from a slow spell\n")
        let confirmations = runner.confirm(suspects, budgetNanoseconds: budget)
        for (index, confirmation) in zip(indices, confirmations) { run.cases[index].confirmation = confirmation }
        run.fits = ScalingFit.fits(of: run.cases)
        return true
    }

    /// What `--json` prints: the run, and the comparison when `--compare` was given (the key is
    /// absent otherwise), with its verdict and the exit status the run ends with, so a reader need
    /// not apply the rules again.
    public struct JSONOutput: Codable {
        public var run: BenchmarkRun
        public var comparison: Comparison?
        /// The comparison's verdict; absent without `--compare`.
        public var verdict: Comparison.Verdict?
        /// The process's exit status (``BenchDriver/exitCode(_:writeFailed:)``): the comparison's
        /// (``Comparison/exitCode``), else 0; 1 when a result could not be written, unless a
        /// regression's 2.
        public var exitCode: Int32
        /// Why the baseline or the history line could not be written, or `nil`.
        public var writeFailure: String?

        public init(run: BenchmarkRun, comparison: Comparison?) {
            self.run = run
            self.comparison = comparison
            verdict = comparison?.verdict
            exitCode = comparison?.exitCode ?? 0
        }
    }

    func select(_ filter: String?) throws(BenchError) -> [BenchmarkCase] {
        let include = Self.matcher(filter)
        let selected = cases.filter { include($0.name) }
        if selected.isEmpty, let filter { throw .usage("--filter \(OneLine.quoted(filter)) matches no case") }
        return selected
    }

    /// A case-name predicate for `--filter` (already validated by the parser).
    static func matcher(_ filter: String?) -> (String) -> Bool {
        guard let filter, let expression = try? NSRegularExpression(pattern: filter) else { return { _ in true } }
        return { name in expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil }
    }

    static func json<T: Encodable>(_ value: T) throws(BenchError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            throw .io("cannot encode JSON: \(error)")
        }
    }

    /// `--results-dir`, else `results/bench` under the package root.
    static func resultsDirectory(_ override: String?) -> URL {
        if let override { return URL(fileURLWithPath: override, isDirectory: true) }
        return packageRoot().appendingPathComponent("results/bench", isDirectory: true)
    }

    /// The nearest directory at or above the working directory that holds a Package.swift, else
    /// the working directory.
    static func packageRoot() -> URL {
        let start = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).standardizedFileURL
        var directory = start
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return start }
            directory = parent
        }
    }
}

import FilletCLI
import Foundation
import FilletSupport
import PropertyCheck

/// `fillet-fuzz [--seed n] [--cases n] [--workers n] [--regressions path]`: the fuzz gate run
/// in-process against fillet's own command layer (see ``CLIFuzz``), a tool of its own so the
/// harness does not ship inside `fillet`; prints throughput. Exit 0
/// when every vector behaved, 1 with the shrunk vector when one did not, 2 on bad usage.
enum FuzzCommand {
    static let defaultCases = 20_000

    static let options: [Option] = [
        .value("seed", "n", "run seed, 0…2⁶⁴−1 (default 1)"),
        .number("cases", "n", "argument vectors to run", .integers(1...1_000_000_000), default: "\(defaultCases)"),
        .number("workers", "n", "threads", .integers(1...1024), default: "all active cores"),
        .value("regressions", "path", "stored counterexamples, replayed first; shrunk failures are added (default none)"),
    ]

    static var help: String {
        """
        Usage: fillet-fuzz [--seed n] [--cases n] [--workers n] [--regressions path]

        Generates hostile argument vectors for every command, construction and flag (edge and
        non-finite numbers, empty and multi-line values, malformed JSON, unwritable outputs) and runs
        each through fillet's command layer in this process (`fuzz` vectors through this tool's own flags). Each must exit 0, 1 or 2; exit 2 with one
        line; JSON output valid and finite, SVG well-formed; files only where asked. A trap ends the
        run. Exit 0 when all behave, 1 with the shrunk vector when one does not, 2 on bad usage.

        Flags:

        """ + Option.helpText(options)
    }

    static func run(_ arguments: [String]) -> CommandOutput {
        do throws(UsageError) {
            let parsed = try Arguments(arguments, options: options, context: "fillet-fuzz")
            if parsed.wantsHelp { return .success(help) }
            if let extra = parsed.positionals.first { throw UsageError("fuzz: unexpected argument \(OneLine.quoted(String(extra)))") }
            let seed = try SeedOption.value(parsed)
            let cases = try parsed.int("cases") ?? defaultCases
            let workers = try parsed.int("workers") ?? ProcessInfo.processInfo.activeProcessorCount
            let store = try parsed.string("regressions").map { path throws(UsageError) in try RegressionsOption.store(path) }
            if let store, let problem = RegressionsOption.unreadable("fuzz", store) { return problem }
            let started = Date()
            let reports: [PropertyReport]
            do {
                reports = try FuzzScratch.with { root throws(PropertyCheckError) in
                    try CLIFuzz.run(seed: seed, cases: cases, workers: workers, regressions: store, scratchRoot: root)
                }
            } catch {
                return RegressionsOption.stopped("fuzz", by: error)
            }
            let seconds = Date().timeIntervalSince(started)
            let total = reports.map(\.casesRun).reduce(0, +)
            var text = "fillet-fuzz: seed \(seed), \(total) argument vectors in "
                + "\(NumberText.fixed(seconds, decimals: 2)) s (\(NumberText.fixed(Double(total) / seconds, decimals: 0)) vectors/s on \(workers) workers)\n"
            for report in reports {
                text += "\(report.property): \(report.casesRun) vectors, \(report.failureCount) misbehaved\n"
                for (label, count) in report.coverage.sorted(by: { $0.key < $1.key }) {
                    text += "  \(OneLine.escaped(label)): \(count)\n"
                }
                for failure in report.failures {
                    text += "FAIL case \(failure.caseIndex) of seed \(failure.seed): \(failure.shrunkValue)\n"
                    for check in failure.failingChecks {
                        text += "  \(check.name)\(check.detail.map { " — \($0)" } ?? "")\n"
                    }
                    if let command = failure.replayCommand { text += "  rerun: \(command)\n" }
                }
            }
            let passed = reports.allSatisfy(\.passed)
            text += passed ? "every vector behaved\n" : "FAILED\n"
            return CommandOutput(standardOutput: text, standardError: RegressionsOption.unstoredWarnings("fuzz", reports),
                                 exitCode: passed ? ExitCode.success : ExitCode.failure)
        } catch {
            return CommandOutput(standardError: "fillet-fuzz: \(error.message)\n", exitCode: ExitCode.usage)
        }
    }
}

import FilletAudit
import Foundation
import FilletSupport
import FilletVerification

/// `fillet audit [--out DIR] [--json] [--seed-filter 000,001]`: runs the invariant catalogue over
/// each seed construction as published, over its parameter sweep, and writes `README.md`,
/// `audit.json` and the worst cases' SVGs to the output directory.
///
/// Exit status: 0 when the audit ran (the seeds failing invariants are its findings), 1 when
/// something that should hold did not (a seed construction threw on parameters it accepts, or a
/// file could not be written), 2 on bad usage.
package enum AuditCommand {
    package static let command = Command(name: "audit",
                                 summary: "run the catalogue over the five seed constructions as published; write results/audit",
                                 run: { run($0) })

    package static let defaultDirectory = "results/audit"

    package static let options: [Option] = [
        .value("out", "DIR", "output directory (default \(defaultDirectory)); created if missing"),
        .toggle("json", "print audit.json to standard output instead of the one-line-per-seed summary"),
        .value("seed-filter", "000,001", "only these seeds (comma-separated ids 000…004; default all)"),
    ]

    package static var help: String {
        """
        Usage: fillet audit [--out DIR] [--json] [--seed-filter 000,001,…]

        Runs the invariant catalogue over each seed construction as published, sweeping its
        parameters, and writes README.md (per seed: which invariants fail, over which parameter
        ranges, the worst case with its numbers), audit.json and one SVG per worst case.
        Seed failures are findings: exit 0 when the audit ran, 1 when something that should hold
        did not (a construction threw, a file could not be written), 2 on bad usage.

        Flags:

        """ + Option.helpText(options)
    }

    /// - Parameters:
    ///   - progress: receives (done, total); by default stderr when it is a terminal.
    package static func run(_ arguments: [String], progress: (@Sendable (Int, Int) -> Void)? = defaultProgress) -> CommandOutput {
        let parsed: Arguments
        let seeds: [AuditSeed]
        let directory: String
        do throws(UsageError) {
            parsed = try Arguments(arguments, options: options, context: "fillet audit")
            if parsed.wantsHelp { return .success(help) }
            if let extra = parsed.positionals.first { throw UsageError("audit: unexpected argument \(OneLine.quoted(String(extra)))") }
            seeds = try seedFilter(parsed.string("seed-filter"))
            directory = try parsed.path("out") ?? defaultDirectory
        } catch {
            return .usage(error)
        }
        // Checked before the run (seconds of work): the report's own target stands for the set.
        do { try AtomicFile.checkWritableTarget(FilePaths.join(directory, "README.md")) } catch {
            return .failure("fillet audit", error)
        }
        let start = Date()
        let runs = AuditRunner.run(seeds: seeds, progress: progress)
        let output = AuditReport.build(from: runs)
        let seconds = Date().timeIntervalSince(start)
        var result = CommandOutput()
        do {
            let written = try AuditWriter.write(output, to: directory)
            if parsed.isSet("json") {
                result.standardOutput = String(decoding: try AuditWriter.json(output.report), as: UTF8.self)
            } else {
                result.standardOutput = summary(output.report, directory: directory, files: written.count, seconds: seconds)
            }
        } catch {
            return .failure("fillet audit", error)
        }
        if !output.report.unexpected.isEmpty {
            result.standardError = output.report.unexpected.map { "fillet audit: unexpected: \($0)\n" }.joined()
            result.exitCode = ExitCode.failure
        }
        return result
    }

    /// Parses `000,001,…` (also `0,1` or `seed000`).
    package static func seedFilter(_ text: String?) throws(UsageError) -> [AuditSeed] {
        guard let text else { return AuditSeed.allCases }
        var seeds: [AuditSeed] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            var token = String(item).trimmingCharacters(in: .whitespaces)
            if token.hasPrefix("seed") { token.removeFirst(4) }
            guard let number = Int(token), (0...999).contains(number),
                  let seed = AuditSeed(rawValue: String(format: "%03d", number)) else {
                throw UsageError(flag: "--seed-filter", "expected seed ids among \(AuditSeed.allCases.map(\.id).joined(separator: ",")), got \(OneLine.quoted(String(item)))")
            }
            if !seeds.contains(seed) { seeds.append(seed) }
        }
        return seeds.sorted()
    }

    package static func summary(_ report: AuditReport, directory: String, files: Int, seconds: Double) -> String {
        var text = "fillet audit: \(report.caseCount) cases in \(NumberText.fixed(seconds, decimals: 1)) s; \(files) files written to \(OneLine.escaped(directory))\n"
        for seed in report.seeds {
            let failing = seed.checks.filter { $0.failed > 0 }.map { "\($0.check) \($0.failed)/\($0.evaluated)" }
            text += "  seed \(seed.seed.id): \(seed.caseCount) cases; fails: \(failing.isEmpty ? "none" : failing.joined(separator: ", "))\n"
            if let headline = seed.headline {
                text += "    worst \(headline.measure): \(NumberText.compact(headline.value, digits: 6, special: .printf))\n"
            }
        }
        return text
    }

    /// Progress on standard error, only when it is a terminal.
    package static var defaultProgress: (@Sendable (Int, Int) -> Void)? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return { done, total in
            let line = "\rfillet audit: \(done)/\(total) cases" + (done == total ? "\n" : "")
            StandardStreams.writeError(line)
        }
    }
}

import Foundation
import FilletSupport
import FilletShapes
import FilletVerification
import PropertyCheck

/// `fillet verify`: the CI gate. Runs the built-in suites (≥ 20 000 parameter sets over the exact
/// constructions), prints the construction × invariant table, writes the report (and JUnit XML on
/// request); exit 0 when everything holds, 1 when anything fails, 2 on bad usage.
/// `fillet verify merge <report.json>…` combines shard reports.
package enum VerifyCommand {
    package static let command = Command(name: "verify", summary: "run the invariant catalogue over the built-in suites (CI gate)",
                                 run: run)

    package static let defaultOutput = "results/verify/report.json"
    package static let defaultRegressions = "results/regressions.json"

    package static let options: [Option] = [
        .value("seed", "n", "run seed, 0…2⁶⁴−1 (default \(SeedOption.defaultSeed)); case i depends on (seed, i) only"),
        .number("cases", "n", "parameter sets over all suites, split by weight",
                .integers(1...VerificationSuite.maximumCases), default: "\(VerificationSuite.defaultCases)"),
        .value("shard", "i/N", "run only the cases with index ≡ i mod N (merge the N reports with fillet verify merge)"),
        .value("suite", "name", "run one suite: \(VerificationSuite.all.map(\.name).joined(separator: ", ")) (gets all --cases)"),
        .value("output", "path", "report JSON, written atomically (default \(defaultOutput))"),
        .value("junit", "path", "also write JUnit XML there"),
        .value("regressions", "path", "stored counterexamples, replayed first; new ones are added (default \(defaultRegressions))"),
        .number("workers", "n", "threads; the report does not depend on it", .integers(1...1024),
                default: "all active cores"),
        .number("sample-differentials", "n",
                "run the differential invariants (the core's measures against the polyline, the tree against "
                    + "all pairs) on 1 shape in n, chosen by a hash of its path; the report counts the shapes compared",
                .integers(1...maximumDifferentialSampling), default: "1: every shape"),
        .toggle("json", "print the report JSON on standard output instead of the table"),
    ]

    /// The sparsest `--sample-differentials`: one shape in 10⁶.
    package static let maximumDifferentialSampling = 1_000_000

    package static let mergeOptions: [Option] = [
        .value("output", "path", "merged report JSON (default \(defaultOutput))"),
        .value("junit", "path", "also write JUnit XML there"),
        .toggle("json", "print the merged report JSON instead of the table"),
        .toggle("partial", "allow missing shards (merging in stages); by default every shard 0…N−1 must be given"),
    ]

    package static var help: String {
        """
        Usage: fillet verify [flags]
               fillet verify merge <report.json> <report.json> … [--output path] [--junit path] [--json] [--partial]

        Runs every invariant of the catalogue over generated parameter sets of the exact constructions
        (\(VerificationSuite.all.filter { $0.isConstructionSuite }.map(\.name).joined(separator: ", "))), both clamp policies within their
        valid domains; holds the geometry core's measures to their independent routes on generated general
        paths (path: arcs past a half turn, full circles, Bézier curves, open and several subpaths, long
        self-crossing figures, affine maps) and on SVG documents read back (svg); runs the users' gate
        (check path) on paths whose joins are known by construction (user-path); then each suite's
        negative controls: parameter sets, paths or SVG documents known to be invalid, on which the
        expected invariants must fail (1 case in \(NegativeControl.caseDivisor) of the suite's share per control).
        Exit status 0 when all hold and every control is caught, 1 when any fails (the shrunk counterexample, its boundary pairs,
        an SVG and a replay command are printed), 2 on bad usage. Progress goes to standard error when
        it is a terminal.

        Sharding: run `fillet verify --shard i/N --output report-i.json` for i = 0…N−1 (CI matrix jobs,
        Kubernetes Indexed Jobs with i = $JOB_COMPLETION_INDEX, Slurm arrays with i = $SLURM_ARRAY_TASK_ID),
        then `fillet verify merge report-*.json`: the merged report equals the unsharded run's. A
        missing shard, or a report that no run could write, is bad usage (exit 2), never a pass.

        Flags:

        """ + Option.helpText(options)
    }

    package static func run(_ arguments: [String]) -> CommandOutput {
        if arguments.first == "merge" { return merge(Array(arguments.dropFirst())) }
        do throws(UsageError) {
            let parsed = try Arguments(arguments, options: options, context: "fillet verify")
            if parsed.wantsHelp { return .success(help) }
            if let extra = parsed.positionals.first {
                throw UsageError("verify: unexpected argument \(OneLine.quoted(String(extra))) (did you mean fillet verify merge?)")
            }
            let seed = try SeedOption.value(parsed)
            let cases = try parsed.int("cases") ?? VerificationSuite.defaultCases
            var shard = Shard.whole
            if let text = parsed.string("shard") {
                do { shard = try Shard(parsing: text) } catch { throw UsageError(flag: "--shard", "\(error)") }
            }
            var suites = VerificationSuite.all
            if let name = parsed.string("suite") {
                guard let suite = suites.first(where: { $0.name == name }) else {
                    throw UsageError(flag: "--suite", "expected one of \(suites.map(\.name).joined(separator: ", ")), got \(OneLine.quoted(String(name)))")
                }
                suites = [suite]
            }
            let workers = try parsed.int("workers") ?? ProcessInfo.processInfo.activeProcessorCount
            let differentialSampling = try parsed.int("sample-differentials") ?? 1
            let samplingFlag = differentialSampling > 1 ? " --sample-differentials \(differentialSampling)" : ""
            let output = try parsed.path("output") ?? defaultOutput
            let junit = try parsed.path("junit")
            let regressions = parsed.string("regressions") ?? defaultRegressions
            let store = try RegressionsOption.store(regressions)
            try FilePaths.distinctOutputs([("--output", output), ("--regressions", regressions)]
                                          + (junit.map { [("--junit", $0)] } ?? []))
            if let problem = CommandOutput.unwritable([output, junit].compactMap { $0 }) ?? RegressionsOption.unreadable("verify", store) {
                return problem
            }
            let showsProgress = isatty(STDERR_FILENO) != 0
            let started = Date()
            let report: VerificationReport
            do {
                report = try Verification.run(
                    suites: suites, seed: seed, cases: cases, shard: shard, workers: workers, regressions: store,
                    replayCommand: .template("fillet replay {value} --suite {property}"),
                    rerunCommand: .template("fillet verify --seed {seed} --suite {property} --cases {cases}" + samplingFlag),
                    differentialSampling: differentialSampling,
                    progress: { name, count in
                        if showsProgress { StandardStreams.writeError("fillet verify: \(name), \(count) cases…\n") }
                    })
            } catch {
                return RegressionsOption.stopped("verify", by: error)
            }
            let elapsed = Date().timeIntervalSince(started)
            return finish(report, output: output, junit: junit, json: parsed.isSet("json"),
                          header: "fillet verify: seed \(seed), \(report.casesRun) parameter sets + \(report.controlCasesRun) negative controls, shard \(shard), \(NumberText.fixed(elapsed, decimals: 2)) s\(samplingNote(report))\n\n")
        } catch {
            return .usage(error)
        }
    }

    /// The header's note of a sampled run: which share of the shapes the differential invariants saw.
    package static func samplingNote(_ report: VerificationReport) -> String {
        report.differentialSampling.map { "; differential invariants on 1 shape in \($0) (--sample-differentials)" } ?? ""
    }

    /// `fillet verify merge a.json b.json …`.
    package static func merge(_ arguments: [String]) -> CommandOutput {
        do throws(UsageError) {
            let parsed = try Arguments(arguments, options: mergeOptions, context: "fillet verify merge")
            if parsed.wantsHelp { return .success(help) }
            guard !parsed.positionals.isEmpty else { throw UsageError("verify merge: give the shard reports to merge") }
            let output = try parsed.path("output") ?? defaultOutput
            let junit = try parsed.path("junit")
            try FilePaths.distinctOutputs([("--output", output)] + (junit.map { [("--junit", $0)] } ?? []),
                                          inputs: parsed.positionals.map { ("a shard report", $0) })
            if let problem = CommandOutput.unwritable([output, junit].compactMap { $0 }) { return problem }
            var reports: [VerificationReport] = []
            for path in parsed.positionals {
                let data: Data
                do { data = try InputFile.read(path) } catch { throw UsageError("verify merge: \(error)") }
                do {
                    reports.append(try PropertyCheckJSON.decode(VerificationReport.self, from: data))
                } catch {
                    let reason: String
                    if case .decoding(let text) = error { reason = text } else { reason = error.description }
                    throw UsageError("verify merge: \(OneLine.quoted(path)) is not a fillet verify report: \(reason)")
                }
            }
            let merged: VerificationReport
            do { merged = try VerificationReport.merged(reports, partial: parsed.isSet("partial")) } catch {
                throw UsageError("verify merge: \(error)")
            }
            return finish(merged, output: output, junit: junit,
                          json: parsed.isSet("json"),
                          header: "fillet verify merge: \(reports.count) reports, seed \(merged.seed), \(merged.casesRun) parameter sets\(samplingNote(merged))\n\n")
        } catch {
            return .usage(error)
        }
    }

    /// Writes the report (and JUnit), renders the table or JSON and the failures, sets the exit status.
    package static func finish(_ report: VerificationReport, output: String, junit: String?, json: Bool, header: String) -> CommandOutput {
        // Said whether or not the report can be written.
        let unstored = RegressionsOption.unstoredWarnings("verify", report.suites + report.controls)
        var result = CommandOutput(standardError: unstored, exitCode: report.passed ? ExitCode.success : ExitCode.failure)
        do {
            let data = try PropertyCheckJSON.encoder(pretty: true).encode(report)
            var files = [(path: output, data: data + Data("\n".utf8))]
            if let junit {
                // Controls are their own test suites, named <suite>/control/<name>.
                files.append((junit, Data(JUnitXML.render(report.suites + report.controls, name: "fillet verify").utf8)))
            }
            // One set: a JUnit file that cannot be written leaves the old report beside the old JUnit.
            try AtomicFile.writeAll(files)
            if json { result.standardOutput = String(decoding: data, as: UTF8.self) + "\n" }
        } catch {
            // The run itself was fine; the report could not be written: an error, not bad usage.
            var failure = CommandOutput.failure("fillet", error)
            failure.standardError = unstored + failure.standardError
            return failure
        }
        if !json {
            var text = header + report.table + "\n"
            text += failures(report, directory: FilePaths.directory(of: output))
            text += report.passed ? "all invariants hold; report: \(OneLine.escaped(output))\n" : "FAILED; report: \(OneLine.escaped(output))\n"
            result.standardOutput = text
        }
        return result
    }

    /// The failing suites' shrunk counterexamples, boundary pairs, SVGs and replay commands.
    package static func failures(_ report: VerificationReport, directory: String) -> String {
        var text = ""
        let failing = report.suites.filter { !$0.passed }.map { ($0, false) } + report.controls.filter { !$0.passed }.map { ($0, true) }
        for (suite, isControl) in failing {
            text += isControl
                ? "FAIL \(suite.property): \(suite.failureCount) of \(suite.casesRun) known-invalid cases failed the control (an invariant that must fail held, or a differential invariant failed)\n"
                : "FAIL \(suite.property): \(suite.failureCount) of \(suite.casesRun) cases failed\n"
            for regression in suite.regressions where !regression.result.passed {
                text += "  stored regression still fails: \(regression.value.jsonText)\n"
                text += "    replay: fillet replay \(CommandTemplate.shellQuoted(regression.value.jsonText)) --suite \(CommandTemplate.shellQuoted(suite.property))\n"
            }
            if suite.gaveUp { text += "  gave up: \(suite.casesDiscarded) cases discarded\n" }
            for failure in suite.failures {
                text += "  case \(failure.caseIndex) of seed \(failure.seed), shrunk in \(failure.shrinkSteps) steps:\n"
                text += "    \(failure.shrunkValue)\n"
                for line in failure.findingLines { text += "    \(line)\n" }
                if let svg = counterexampleSVG(failure.shrunkValue) {
                    let path = FilePaths.join(directory, "counterexample-\(suite.property).svg")
                    if (try? AtomicFile.write(Data(svg.utf8), to: path)) != nil { text += "    picture: \(OneLine.escaped(path))\n" }
                }
                if let command = failure.replayCommand { text += "    replay: \(command)\n" }
                if let command = failure.rerunCommand { text += "    rerun:  \(command)\n" }
            }
            text += "\n"
        }
        return text
    }

    /// The shrunk case drawn with markers at its failures, or nil when it does not build.
    package static func counterexampleSVG(_ json: JSONValue) -> String? {
        switch StoredCase(json) {
        case .spec(let spec):
            guard let shape = try? ShapeUnderTest(spec: spec) else { return nil }
            return Catalogue.check(shape).svg(of: shape)
        case .path(let path), .document(let path):
            return VerificationSuite.checkPathSuiteInvariants(path).svg(of: ShapeUnderTest(path: path))
        case .unreadable:
            return nil
        }
    }
}

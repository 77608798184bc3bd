import FilletSupport
import Foundation
import FilletGeometry
import FilletShapes
import FilletVerification
import PropertyCheck

/// `fillet replay <file|json> [--suite name] [--json]`: replays stored counterexamples through the catalogue.
///
/// The argument is a regressions file (`{"version": 1, "regressions": [{"property", "value", …}]}`,
/// as `fillet verify` writes), a file holding one case, or the case's JSON itself (starting with
/// `{`). A case is a ShapeSpec (checked by the whole catalogue, as `fillet check`), or a path in
/// the library's JSON form (`{"subpaths": …}`, the `path` suite's cases, held to what that suite
/// requires; an `svg` suite's case — stored under `svg`, or given with `--suite svg` as `fillet
/// verify`'s replay command gives it — held to the SVG round trip). Exit 0 when every case now passes, 1 when any still fails, 2 on bad usage (missing
/// file, malformed JSON, a single case that is neither, does not build or cannot be judged); a
/// stored entry that does not read as its suite's case, does not build or cannot be judged fails
/// alone (exit 1) and the others are still replayed.
package enum ReplayCommand {
    package static let command = Command(name: "replay", summary: "replay a regressions file or one case (ShapeSpec or path JSON)",
                                 run: run)

    package static let options: [Option] = [
        .toggle("json", "print the verdicts as JSON (an array of {\"spec\" or \"path\", \"passed\", \"results\"})"),
        .value("suite", "name", "the suite a single case is of, as fillet verify's replay command names it (svg: a path judged by the SVG round trip)"),
    ]

    package static let help = """
        Usage: fillet replay <regressions.json | case.json | '<ShapeSpec or path JSON>'> [--suite name] [--json]

        Runs the whole invariant catalogue (as fillet check) on each stored construction case, what
        the path suite requires on each stored path case ({"subpaths": …}), and the SVG round trip
        on each svg suite case (a path stored under svg, or given with --suite svg). Exit status 0 when
        every case passes, 1 when any still fails, 2 on bad usage.
        Example: fillet replay '{"kind":"star","points":5,"outerCornerRadius":8}'

        """ + "Flags:\n" + Option.helpText(options)

    package static func run(_ arguments: [String]) -> CommandOutput {
        do throws(UsageError) {
            let parsed = try Arguments(arguments, options: options, context: "fillet replay")
            if parsed.wantsHelp { return .success(help) }
            guard parsed.positionals.count == 1 else {
                throw UsageError(parsed.positionals.isEmpty ? "replay: missing a regressions file or a case (see fillet replay --help)"
                                                            : "replay: expected one file or case, got \(parsed.positionals.count)")
            }
            let suite = parsed.string("suite")
            if let suite, !VerificationSuite.all.contains(where: { $0.name == suite.split(separator: "/").first.map(String.init) }) {
                throw UsageError("replay: --suite \(OneLine.quoted(suite)) is not a suite (\(VerificationSuite.all.map(\.name).joined(separator: ", ")))")
            }
            let (cases, isRegressionsFile) = try cases(from: parsed.positionals[0], suite: suite)
            var outputs: [Output] = []
            var text = ""
            var anyFailed = false
            for (label, stored) in cases {
                // A case that cannot be judged: bad input given by hand; in a regressions file a
                // failing entry (a stored regression may be one that never built), the others
                // are still replayed.
                func refuse(_ reason: String) throws(UsageError) {
                    guard isRegressionsFile else { throw UsageError("replay: \(label) \(reason)") }
                    anyFailed = true
                    text += "\(label): \(reason)\n\n"
                    outputs.append(Output(spec: stored.spec, path: stored.path, passed: false, results: [], error: reason))
                }
                let report: CatalogueReport, caseText: String
                switch stored {
                case .unreadable(let reason):
                    try refuse(reason)
                    continue
                case .path(let path), .document(let path):
                    // A path case is the path suite's or, stored as a document, the svg suite's:
                    // the same refusal and output, judged by that suite's check.
                    let (suite, check): (VerificationSuite, (Path) -> CatalogueReport) = if case .document = stored {
                        (VerificationSuite.svg, VerificationSuite.checkSVGSuiteInvariants)
                    } else {
                        (VerificationSuite.path, VerificationSuite.checkPathSuiteInvariants)
                    }
                    if let reason = VerificationSuite.pathRefusal(path) {
                        try refuse("cannot be checked by the \(suite.name) suite: \(reason)")
                        continue
                    }
                    report = check(path)
                    outputs.append(Output(path: path, passed: report.passed, results: report.results, error: nil))
                    caseText = "(\(suite.name) suite) \(path.jsonString())"
                case .spec(let spec):
                    let shape: ShapeUnderTest
                    do { shape = try ShapeUnderTest(spec: spec) } catch {
                        try refuse("cannot be built: \(error)")
                        continue
                    }
                    if let reason = CheckableRange.refusal(shape.path) {
                        try refuse("cannot be checked: \(reason)")
                        continue
                    }
                    report = Catalogue.check(shape)
                    outputs.append(Output(spec: spec, passed: report.passed, results: report.results, error: nil))
                    caseText = (try? PropertyCheckJSON.string(spec)) ?? "?"
                }
                anyFailed = anyFailed || !report.passed
                text += "\(label): \(report.passed ? "passes" : "FAILS") \(caseText)\n" + report.table + "\n"
            }
            text += "\(cases.count) case\(cases.count == 1 ? "" : "s") replayed, \(anyFailed ? "some still fail" : "all pass")\n"
            var output = CommandOutput(exitCode: anyFailed ? ExitCode.failure : ExitCode.success)
            if parsed.isSet("json") {
                let data = (try? PropertyCheckJSON.encoder(pretty: true).encode(outputs)) ?? Data()
                output.standardOutput = String(decoding: data, as: UTF8.self) + "\n"
            } else {
                output.standardOutput = text
            }
            return output
        } catch {
            return .usage(error)
        }
    }

    /// One replayed case in `--json`: `spec` or `path`, the verdict and the results, or why the
    /// case could not be checked (`error`, with `passed` false and no results).
    package struct Output: Encodable {
        var spec: ShapeSpec?
        var path: Path?
        var passed: Bool
        var results: [InvariantResult]
        var error: String?
    }

    /// The cases in `argument`: inline JSON (starting with `{`), else the file it names, read by
    /// ``FilletVerification/StoredCase/cases(inJSON:name:suite:)`` (a single case as `suite`'s when
    /// given); and whether it was a regressions file.
    package static func cases(from argument: String, suite: String? = nil) throws(UsageError) -> (cases: [(label: String, stored: StoredCase)], isRegressionsFile: Bool) {
        // The file's bytes, not a String decoded from them: decoding would repair invalid UTF-8
        // into U+FFFD before the reading rule could refuse it.
        let data: Data
        if argument.trimmingSpaces.hasPrefix("{") {
            data = Data(argument.utf8)
        } else {
            do { data = try InputFile.read(argument) } catch {
                throw UsageError("replay: \(error)")
            }
        }
        do { return try StoredCase.cases(inJSON: data, name: argument, suite: suite) } catch {
            throw UsageError("replay: \(error)")
        }
    }
}

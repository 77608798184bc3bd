import FilletSupport
import Foundation
import FilletGeometry
import FilletShapes
import FilletVerification
import PropertyCheck

/// `fillet check <construction> [shape flags] [--json]`: the whole invariant catalogue on one
/// parameter set, with the same flags as `fillet shape`. Exit 0 when every invariant holds, 1 when
/// any fails, 2 on bad usage.
package enum CheckCommand {
    package static let command = Command(name: "check", summary: "run the whole invariant catalogue on one parameter set, or on your paths (check path)",
                                 run: run)

    package static let outputOptions: [Option] = [
        .toggle("json", "print the verdicts as JSON ({\"spec\", \"passed\", \"results\"}) instead of a table"),
    ]

    package static var help: String {
        """
        Usage: fillet check <construction> [shape flags as in fillet shape] [--json]
               fillet check path --file F [--file G …] [--json] [--junit P]   (your own paths; fillet check path --help)

        Builds the construction and runs every invariant that applies to it; prints each verdict with
        its signed margin (≥ 0 holds, < 0 violated; lengths relative to the shape's size, angles in
        radians). Exit status 0 when all hold, 1 when any fails, 2 on bad usage.
        Constructions: \(ShapeOptions.kindNames.joined(separator: ", ")) (fillet shape <construction> --help for flags).

        """
    }

    /// What `--json` prints.
    package struct Output: Encodable {
        var spec: ShapeSpec
        var passed: Bool
        var results: [InvariantResult]
    }

    package static func run(_ arguments: [String]) -> CommandOutput {
        if arguments.first == CheckPathCommand.name { return CheckPathCommand.run(Array(arguments.dropFirst())) }
        guard let first = arguments.first, !first.hasPrefix("-") else {
            if arguments.contains("--help") || arguments.contains("-h") { return .success(help) }
            return .usage(UsageError("check: missing construction, one of \(ShapeOptions.firstArgumentChoices) (see fillet check --help)"))
        }
        guard let kind = ShapeSpec.Kind(rawValue: first) else {
            return .usage(UsageError("check: unknown construction \(OneLine.quoted(String(first))), expected one of \(ShapeOptions.firstArgumentChoices)"))
        }
        do throws(UsageError) {
            let parsed = try Arguments(Array(arguments.dropFirst()), options: ShapeOptions.options(for: kind) + outputOptions,
                                       context: "fillet check \(kind.rawValue)")
            if parsed.wantsHelp {
                return .success(help + "\nFlags:\n" + Option.helpText(ShapeOptions.options(for: kind) + outputOptions))
            }
            if let extra = parsed.positionals.first {
                return .usage(UsageError("check \(kind.rawValue): unexpected argument \(OneLine.quoted(String(extra)))"))
            }
            let spec = try ShapeOptions.spec(kind, parsed)
            let shape: ShapeUnderTest
            do {
                shape = try ShapeUnderTest(spec: spec)
            } catch {
                let flag = ShapeOptions.flag(for: error, kind: kind, given: parsed)
                return .usage(UsageError(flag.map { "\($0): \(error.descriptionAfterFlag)" } ?? "check \(kind.rawValue): \(error)"))
            }
            if let reason = CheckableRange.refusal(shape.path) {
                return .usage(UsageError("check \(kind.rawValue): the shape cannot be checked: \(reason)"))
            }
            let report = Catalogue.check(shape)
            return render(spec: spec, report: report, json: parsed.isSet("json"))
        } catch {
            return .usage(error)
        }
    }

    /// The verdicts as a table or JSON, exit status 1 when any failed.
    package static func render(spec: ShapeSpec, report: CatalogueReport, json: Bool) -> CommandOutput {
        var output = CommandOutput()
        if json {
            let encoder = PropertyCheckJSON.encoder(pretty: true)
            let data = (try? encoder.encode(Output(spec: spec, passed: report.passed, results: report.results))) ?? Data()
            output.standardOutput = String(decoding: data, as: UTF8.self) + "\n"
        } else {
            let specJSON = (try? PropertyCheckJSON.string(spec)) ?? "?"
            output.standardOutput = "\(specJSON)\n\n" + report.table
                + "\n\(report.passed ? "all \(report.results.count) invariants hold" : "\(report.failures.count) of \(report.results.count) invariants FAIL: \(report.failures.map(\.invariant.name).joined(separator: ", "))")\n"
        }
        output.exitCode = report.passed ? ExitCode.success : ExitCode.failure
        return output
    }
}

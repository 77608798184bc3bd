import Foundation
import FilletSupport
import FilletGeometry
import FilletVerification
import FilletGate

/// `fillet check path [FILE|DIR …] [--file F …] [--files-from FILE|-] [--data 'M…'] [--config FILE | --no-config]
/// [--format text|json|sarif|github] [--junit P] [--baseline B] [--write-baseline B] [--strict] [--jobs N]
/// [--kink-threshold deg] [--max-curvature-jump x]`: the path-level invariants
/// (``FilletVerification/PathCheck``) on every drawable element of every input, graded by the
/// gate's profile (``FilletVerification/GateProfile``). Exit 0 when no finding counts as an error
/// (nor, with `--strict`, a warning), 1 when one does (an input that cannot be checked is a
/// `checkable-input` finding; or an output cannot be written), 2 on bad usage or a malformed
/// configuration or baseline.
package enum CheckPathCommand {
    package static let name = "path"

    package static let formats = GateRun.formats

    package static let options: [Option] = [
        .repeated("file", "F", "an SVG file, or a file of SVG path data; repeat for more (or give files and directories as arguments)"),
        .value("files-from", "list", "also read the files and directories listed in this file, one per line ('-': standard input)"),
        .value("data", "path-data", "SVG path data to check (reported as file '-')"),
    ] + GateInputOptions.configOptions + [
        .value("format", "format", "what standard output gets: \(formats.joined(separator: ", ")) (default text)"),
        .toggle("json", "the same as --format json: {\"files\":[{\"file\",\"paths\":[{\"index\",\"id\",\"element\",\"line\",\"measures\",\"invariants\"}]}]}"),
        .value("junit", "path", "also write JUnit XML there (one testcase per element, file#index(id))"),
        .value("baseline", "file", "suppress the findings recorded there: only new or worse ones count; the ones gone are listed"),
        .value("write-baseline", "file", "record every finding there (sorted JSON) and exit 0 unless something cannot be read or written"),
        .toggle("strict", "warnings fail the gate too"),
        .number("jobs", "n", "threads (default: every core); the output does not depend on it", .integers(1...1024)),
        .number("kink-threshold", "degrees",
                "a join turning by more than its G1 tolerance and less than this is a near-miss kink; larger turns are corners (overrides the configuration)",
                .closed(0, 180), default: "3"),
        .number("max-curvature-jump", "x",
                "fail smooth joins whose curvature jumps by more than x / size (G2; overrides the configuration); default: report only",
                .nonNegative),
    ]

    package static var help: String {
        """
        Usage: fillet check path [FILE|DIRECTORY …] [--file F …] [--files-from LIST|-] [--data 'M…']
                                 [--config FILE | --no-config] [--format text|json|sarif|github]
                                 [--junit P]
                                 [--baseline B] [--write-baseline B] [--strict] [--jobs N]
                                 [--kink-threshold degrees] [--max-curvature-jump x]

        Runs the path-level invariants on every drawable element of every file: closed-finite (open
        subpaths reported, not failed), position and tangent continuity at every join (a turn between
        the G1 tolerance and the kink threshold is a near-miss kink), curvature continuity (reported),
        non-self-intersection over all subpaths (its clearance measured for the JSON output), flattening, orientation of each closed
        subpath (either direction; ±1 turn), cubics standing for circular arcs (centre, radius, radial
        error). Directories are walked recursively in sorted order for \(InputDiscovery.defaultInclude.joined(separator: " ")) files
        (or the configuration's include and exclude globs).

        Every input named or found is checked or reported: a path that does not exist, cannot be
        read or listed, is not a regular file, does not parse or draws nothing is a checkable-input
        finding of that path (an error by default) while every other file is still checked.

        Each failing invariant is graded error or warning; an invariant configured off is not checked
        (not computed, not reported in any format or baseline). By default a defect too small to see
        in the document's units is a warning: a near-miss kink whose smooth join would move the curve
        by at most \(NumberText.short(GateProfile.defaultVisibleKinkOffset)), a crossing poking through by at most \(NumberText.short(GateProfile.defaultVisibleCrossingDepth)), an arc cubic off its
        circle by at most \(NumberText.short(GateProfile.defaultVisibleArcRadialError)), a gap of at most \(NumberText.short(GateProfile.defaultVisibleGap)); every other finding is an error.
        A configuration file ({"invariants": {"<name>": {"severity": …, thresholds}}, "include": […],
        "exclude": […]}) changes that. Exit status 0 when no error counts (with --strict, no warning
        either), 1 when one does, 2 on bad usage or an unreadable or malformed configuration or
        baseline. The configuration in force is named in every output.

        Flags:

        """ + Option.helpText(options)
    }

    package static func run(_ arguments: [String]) -> CommandOutput {
        do throws(UsageError) {
            let parsed = try Arguments(arguments, options: options, context: "fillet check path")
            if parsed.wantsHelp { return .success(help) }
            let request = try request(parsed)
            // An output that cannot be written fails the run (exit 1) before any work.
            if let problem = CommandOutput.unwritable([request.junit, request.writeBaseline].compactMap { $0 }) { return problem }
            var inputs: [GateJobs.ReadFile] = []
            if let data = parsed.string("data") {
                do throws(GateInputError) {
                    let (path, source) = try GateInput.pathData(data, file: "-")
                    inputs.append(GateJobs.ReadFile(file: "-", inputs: [PathCheckInput(index: 0, path: path, source: source)],
                                                         isPathData: true))
                } catch {
                    throw UsageError(flag: "--data", error.reason)
                }
                if let reason = CheckableRange.refusal(inputs[0].inputs[0].path) { throw UsageError(flag: "--data", "cannot be checked: \(reason)") }
            }
            // The files are read as the run goes, a group at a time, after the inline data.
            var output = CommandOutput()
            output.stream = StreamedOutput { [inputs] emit in GateRun.produce(readingFilesAfter: inputs, request, emit: emit) }
            return output
        } catch {
            return .usage(error)
        }
    }

    /// The request `parsed` makes: the configuration read, the inputs listed, the outputs checked
    /// writable, the baseline read.
    package static func request(_ parsed: Arguments) throws(UsageError) -> GateRequest {
        let format: String
        if let chosen = try parsed.choice("format", formats) {
            if parsed.isSet("json"), chosen != "json" {
                throw UsageError(flag: "--json", "conflicts with --format \(chosen) (--json is --format json)")
            }
            format = chosen
        } else {
            format = parsed.isSet("json") ? "json" : "text"
        }
        var config = try GateInputOptions.config(parsed, command: "check path")
        if let degrees = try parsed.double("kink-threshold") { config.profile.options.kinkThreshold = degrees * .pi / 180 }
        if let limit = try parsed.double("max-curvature-jump") { config.profile.options.maximumCurvatureJump = limit }

        var arguments = parsed.positionals.map { String($0) } + parsed.strings("file")
        if let list = try parsed.path("files-from") { arguments += try GateInputOptions.listed(list) }
        let data = parsed.string("data")
        guard !arguments.isEmpty || data != nil else {
            throw UsageError(flag: "--file", "missing: give files or directories (or --file F, --files-from LIST, --data 'M…')")
        }
        let files = InputDiscovery.inputs(arguments, config: config)
        let junit = try parsed.path("junit"), writeBaseline = try parsed.path("write-baseline")
        let baselinePath = try parsed.path("baseline")
        let outputs = [("--junit", junit), ("--write-baseline", writeBaseline)].compactMap { flag, path in path.map { (flag, $0) } }
        try FilePaths.distinctOutputs(outputs, inputs: files.map { ("--file", $0.openPath) }
                                      + (baselinePath.map { [("--baseline", $0)] } ?? []))
        var baseline: GateBaseline?
        if let baselinePath {
            do throws(GateFileError) { baseline = try GateBaseline.read(baselinePath) } catch {
                throw UsageError("check path: baseline \(error.description)")
            }
        }
        return GateRequest(files: files, config: config, format: format, junit: junit, baseline: baseline,
                       writeBaseline: writeBaseline, strict: parsed.isSet("strict"),
                       jobs: try parsed.int("jobs") ?? ProcessInfo.processInfo.activeProcessorCount)
    }
}

import Foundation
import FilletSupport
import FilletGeometry
import FilletVerification

/// `fillet check path --file F [--file G …] [--data 'M…'] [--json] [--junit P] [--kink-threshold deg]
/// [--max-curvature-jump x]`: the path-level invariants (``FilletVerification/PathCheck``) on every
/// drawable element of every input. Exit 0 when every element holds, 1 when any fails (or the
/// JUnit file cannot be written), 2 on bad usage or an unreadable or malformed input.
enum CheckPathCommand {
    static let name = "path"

    static let options: [Option] = [
        .repeated("file", "F", "an SVG file, or a file of SVG path data; repeat for more files"),
        .value("data", "path-data", "SVG path data to check (reported as file '-')"),
        .number("kink-threshold", "degrees",
                "a join turning by more than its G1 tolerance and less than this is a near-miss kink (fails); larger turns are corners",
                .closed(0, 180), default: "3"),
        .number("max-curvature-jump", "x",
                "fail smooth joins whose curvature jumps by more than x / size (G2); default: report only",
                .nonNegative),
        .toggle("json", "print {\"files\":[{\"file\",\"paths\":[{\"index\",\"id\",\"element\",\"line\",\"measures\",\"invariants\"}]}]}"),
        .value("junit", "path", "also write JUnit XML there (one testcase per element, file#index(id))"),
    ]

    static var help: String {
        """
        Usage: fillet check path --file F [--file G …] [--data 'M…'] [--json] [--junit P]
                                 [--kink-threshold degrees] [--max-curvature-jump x]

        Runs the path-level invariants on every drawable element of every file: closed-finite (open
        subpaths reported, not failed), position and tangent continuity at every join (a turn between
        the G1 tolerance and the kink threshold is a near-miss kink), curvature continuity (reported),
        non-self-intersection with clearance over all subpaths, flattening, orientation of each closed
        subpath (either direction; ±1 turn), cubics standing for circular arcs (centre, radius, radial
        error). Prints a table per file, or JSON with --json. Exit status 0 when every element holds,
        1 when any fails, 2 on bad usage or an unreadable or malformed file.

        Flags:

        """ + Option.helpText(options)
    }

    static func run(_ arguments: [String]) -> CommandOutput {
        do throws(UsageError) {
            let parsed = try Arguments(arguments, options: options, context: "fillet check path")
            if parsed.wantsHelp { return .success(help) }
            if let extra = parsed.positionals.first {
                return .usage(UsageError("check path: unexpected argument \(OneLine.quoted(String(extra))) (give files with --file)"))
            }
            let files = parsed.strings("file")
            let data = parsed.string("data")
            guard !files.isEmpty || data != nil else {
                throw UsageError(flag: "--file", "missing: give --file F (or --data 'M…')")
            }
            var options = PathCheck.Options()
            if let degrees = try parsed.double("kink-threshold") { options.kinkThreshold = degrees * .pi / 180 }
            options.maximumCurvatureJump = try parsed.double("max-curvature-jump")
            let junit = try parsed.path("junit")
            if let junit {
                try FilePaths.distinctOutputs([("--junit", junit)], inputs: files.map { ("--file", $0) })
                if let problem = CommandOutput.unwritable([junit]) { return problem }
            }

            var inputs: [(file: String, inputs: [PathCheckInput])] = []
            if let data {
                do throws(CheckPathInputError) {
                    let (path, source) = try CheckPathInput.pathData(data, file: "-")
                    inputs.append(("-", [PathCheckInput(index: 0, path: path, source: source)]))
                } catch {
                    throw UsageError(flag: "--data", error.reason)
                }
            }
            for file in files {
                do throws(CheckPathInputError) {
                    inputs.append((file, try CheckPathInput.drawables(fromFile: file)))
                } catch {
                    throw UsageError("check path: \(error.description)")
                }
            }
            for (file, drawables) in inputs {
                for input in drawables {
                    guard let reason = CheckableRange.refusal(input.path) else { continue }
                    throw UsageError("check path: \(OneLine.quoted(input.name(file: file))) cannot be checked: \(reason)")
                }
            }
            if parsed.isSet("json"), junit == nil { return streamedJSON(inputs, options: options) }
            let reports = PathCheck.check(files: inputs, options: options)
            return finish(reports, json: parsed.isSet("json"), junit: junit)
        } catch {
            return .usage(error)
        }
    }

    /// The most elements checked at once when the JSON is streamed: their reports are written and
    /// dropped before the next block is checked (all cores within a block, across files).
    static let streamedBlock = 4_096

    /// `--json` without `--junit`: the document written element by element as blocks are
    /// checked, so memory holds the inputs and one block's reports, not every report and the
    /// whole text. Blocks run across file boundaries, so many small files still use every core.
    static func streamedJSON(_ inputs: [(file: String, inputs: [PathCheckInput])], options: PathCheck.Options,
                             block: Int = streamedBlock) -> CommandOutput {
        var output = CommandOutput()
        output.stream = StreamedOutput { emit in
            let writer = PathCheck.JSONOutput.Writer()
            let jobs = inputs.indices.flatMap { file in inputs[file].inputs.indices.map { (file: file, input: $0) } }
            var passed = true
            // The file whose paths are being written (−1: none yet), and how many it has so far.
            var openFile = -1, written = 0
            func advance(to file: Int) -> Bool {
                while openFile < file {
                    if openFile >= 0, !emit(writer.fileEnd(isEmpty: written == 0)) { return false }
                    openFile += 1
                    written = 0
                    if !emit(writer.fileStart(inputs[openFile].file, isFirst: openFile == 0)) { return false }
                }
                return true
            }
            guard emit(writer.start) else { return ExitCode.failure }
            for blockStart in stride(from: 0, to: jobs.count, by: block) {
                var groups: [(file: String, inputs: [PathCheckInput])] = [], groupFiles: [Int] = []
                for job in jobs[blockStart..<Swift.min(jobs.count, blockStart + block)] {
                    if groupFiles.last != job.file {
                        groups.append((inputs[job.file].file, []))
                        groupFiles.append(job.file)
                    }
                    groups[groups.count - 1].inputs.append(inputs[job.file].inputs[job.input])
                }
                for (group, report) in PathCheck.check(files: groups, options: options).enumerated() {
                    guard advance(to: groupFiles[group]) else { return ExitCode.failure }
                    for element in report.elements {
                        passed = passed && element.report.passed
                        guard emit(writer.element(element, isFirst: written == 0)) else { return ExitCode.failure }
                        written += 1
                    }
                }
            }
            guard advance(to: inputs.count - 1) else { return ExitCode.failure }
            if openFile >= 0, !emit(writer.fileEnd(isEmpty: written == 0)) { return ExitCode.failure }
            guard emit(writer.end(isEmpty: inputs.isEmpty) + "\n") else { return ExitCode.failure }
            return passed ? ExitCode.success : ExitCode.failure
        }
        return output
    }

    /// Prints the tables or JSON, writes JUnit, sets the exit status.
    static func finish(_ reports: [PathCheck.FileReport], json: Bool, junit: String?) -> CommandOutput {
        let passed = reports.allSatisfy(\.passed)
        var output = CommandOutput(exitCode: passed ? ExitCode.success : ExitCode.failure)
        if let junit {
            do { try AtomicFile.write(PathCheck.junit(reports), to: junit) } catch {
                return .failure("fillet", error)
            }
        }
        if json {
            output.standardOutput = PathCheck.JSONOutput(reports).text + "\n"
            return output
        }
        var text = ""
        for report in reports {
            text += report.table + report.failureText + "\n"
        }
        let elements = reports.reduce(0) { $0 + $1.elements.count }
        let failed = reports.reduce(0) { $0 + $1.failureCount }
        text += "\(reports.count) files, \(elements) elements: " + (passed ? "all pass\n" : "\(failed) FAIL\n")
        output.standardOutput = text
        return output
    }
}

import Foundation
import FilletSupport
import FilletGeometry
import FilletVerification
import FilletGate
import FilletRepair
import FilletSVG

/// `fillet fix path FILES… [--file F …] [--files-from LIST] [--config FILE | --no-config] [--output DIR] [--break-links] [--dry-run]
/// [--diff] [--json] [--kink-threshold deg] [--max-move d] [--max-extra-decimals n]`: repairs the near-miss kinks and arc cubics
/// `fillet check path` finds (``FilletVerification/PathRepair``), rewriting only the numbers of
/// the segments changed, never half a run (`FileReplacement`). Exit 0 when no
/// near-miss kink or arc cubic is left and every repair was written, 1 when some remain, an input
/// could not be checked or a repair was not written, 2 on bad usage.
package enum FixPathCommand {
    package static let command = Command(name: "fix", summary: "repair near-miss kinks and arc cubics of your paths in place (fix path)",
                                 run: run)

    package static let options: [Option] = [
        .repeated("file", "F", "an SVG file, or a file of SVG path data; repeat for more (or give files and directories as arguments)"),
        .value("files-from", "list", "also fix the files and directories listed in this file, one per line ('-': standard input)"),
    ] + GateInputOptions.configOptions + [
        .value("output", "DIR", "write repaired copies under DIR instead of editing in place: a file found in a directory argument keeps its path relative to it, a file named goes to DIR/<its name>"),
        .toggle("break-links", "rewrite a file that has other hard links (they keep the old content); default: skip it"),
        .toggle("dry-run", "write nothing: print what would change"),
        .toggle("diff", "print a unified diff of every changed file (with --json: each file's \"diff\")"),
        .toggle("json", "print the report as JSON ({\"files\":[{\"file\",\"changed\",\"elements\":[…]}],\"summary\"})"),
        .number("kink-threshold", "degrees",
                "a join turning by more than its G1 tolerance and less than this is a near-miss kink (as check path; overrides the configuration)",
                .closed(0, 180), default: "3"),
        .number("max-move", "distance",
                "refuse a repair that moves the outline by more than this (Hausdorff distance in document units, measured with a stated bound; overrides the configuration's tangent-continuity max-move)",
                .closed(Double.leastNormalMagnitude, Double.greatestFiniteMagnitude), default: "0.125"),
        .number("max-extra-decimals", "n",
                "digits a rewritten number may have beyond the most its element writes, when fewer leave the finding",
                .closed(0, 8), default: "4"),
    ]

    package static var help: String {
        """
        Usage: fillet fix path FILE|DIR … [--file F …] [--files-from LIST|-] [--config FILE | --no-config]
                               [--output DIR] [--break-links] [--dry-run] [--diff] [--json]
                               [--kink-threshold degrees] [--max-move distance] [--max-extra-decimals n]

        Repairs what check path finds that has one right answer: a near-miss kink (a join meant to be
        smooth, off by less than the kink threshold) gets its handles turned about the node until it is
        smooth — both curve handles split the turn and keep their lengths; against a line, an arc or an
        unwritten handle the curve handle turns alone; a near-miss arc cubic gets the handles of its
        fitted circular arc. Only the numbers of the segments changed are rewritten, at the precision
        their author wrote (more digits only when that leaves the finding); every other byte of the
        file stays; an S or T whose implied handle must turn is written as C or Q for that segment,
        a number with an exponent in fixed notation at its precision. Each repair is re-checked
        before the file is written: the finding is gone, no other invariant is worse, and the outline
        moved by at most --max-move (default 1/8 unit, the gate's visibility threshold; measured as
        an upper bound of the Hausdorff distance), else it is not made and the report says why, with
        the distance. Line–line near-misses have no handle to turn: they are left, reported and
        counted apart. Files and directories are found as check
        path finds them (directories searched for *.svg and *.path, the configuration's include and exclude
        globs), and the kink threshold is the configuration's unless --kink-threshold is given.
        A run is never half-done: every file is read and repaired, and every target checked, before
        the first write. A file is rewritten in place by an atomic rename keeping its owner, group and
        mode, and only if it still holds what was read; a symbolic link, a file with other hard links
        (unless --break-links), one whose owner or mode cannot be kept, or one changed meanwhile is
        skipped with its reason while the others are written, and the report is always printed.
        Exit status 0 when no near-miss is left and every repair was written, 1 when some remain, an
        input could not be checked or a repair was not written, 2 on bad usage (two inputs that
        would be written to one --output copy are refused before any write).

        Flags:

        """ + Option.helpText(options)
    }

    package static func run(_ arguments: [String]) -> CommandOutput {
        guard arguments.first == "path" else {
            if arguments.contains("--help") || arguments.contains("-h") || arguments.isEmpty { return .success(help) }
            return .usage(UsageError("fix: unknown target \(OneLine.quoted(arguments[0])) (fix path)"))
        }
        do throws(UsageError) {
            let parsed = try Arguments(Array(arguments.dropFirst()), options: options, context: "fillet fix path")
            if parsed.wantsHelp { return .success(help) }
            let config = try GateInputOptions.config(parsed, command: "fix path")
            var repairOptions = PathRepair.Options()
            // The report shows no holding verdict (its margins, its detail): they are not measured
            // (the clearance of a path that does not cross itself). Verdicts, and failing margins
            // and details, which judge a repair, are the same either way.
            repairOptions.check.describesPassingVerdicts = false
            repairOptions.check.kinkThreshold = config.profile.options.kinkThreshold
            if let degrees = try parsed.double("kink-threshold") { repairOptions.check.kinkThreshold = degrees * .pi / 180 }
            repairOptions.maximumMove = config.profile.maximumRepairMove
            if let distance = try parsed.double("max-move") { repairOptions.maximumMove = distance }
            if let extra = try parsed.double("max-extra-decimals") {
                guard extra == extra.rounded() else { throw UsageError(flag: "--max-extra-decimals", "must be a whole number") }
                repairOptions.maximumExtraDecimals = Int(extra)
            }
            let output = try parsed.path("output")
            var arguments = parsed.positionals.map { String($0) } + parsed.strings("file")
            if let list = try parsed.path("files-from") { arguments += try GateInputOptions.listed(list) }
            guard !arguments.isEmpty else { throw UsageError(flag: "--file", "missing: give files or directories to fix") }
            let files = InputDiscovery.inputs(arguments, config: config)
            let dryRun = parsed.isSet("dry-run")
            if let output { try RepairRun.refuseOutputAmongInputs(output, arguments: arguments) }
            var attempts = RepairRun.repairAll(files, options: repairOptions)
            // Every copy's place is settled, and collisions refused, before anything is written
            // (with --dry-run too: what would be written must be possible).
            let copies = try output.map { directory throws(UsageError) in try RepairRun.copyTargets(attempts, under: directory) }
            if !dryRun {
                if let output, let copies {
                    try RepairRun.prepareOutputDirectory(output)
                    RepairRun.writeCopies(&attempts, to: copies)
                } else {
                    RepairRun.writeInPlace(&attempts, breakingLinks: parsed.isSet("break-links"))
                }
            }
            let repairs = attempts.compactMap { attempt in attempt.repair.map { (file: attempt.file, repair: $0) } }
            var result = CommandOutput()
            let json = parsed.isSet("json"), diff = parsed.isSet("diff")
            let report = FixPathReport(attempts, dryRun: dryRun, diffs: json && diff,
                                       uncheckedCount: config.profile.rule(.checkableInput).severity != .off)
            if diff && !json { result.standardOutput += UnifiedDiff.commandSafe(repairs.map { UnifiedDiff.text(file: $0.file, $0.repair) }.joined()) }
            result.standardOutput += json ? report.json : report.text
            result.exitCode = report.remaining == 0 && report.summary.notWritten == 0 ? ExitCode.success : ExitCode.failure
            return result
        } catch {
            return .usage(error)
        }
    }
}

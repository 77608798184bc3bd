import Foundation
import FilletSupport
import FilletGeometry
import FilletVerification
import FilletSVG

/// `fillet fix path FILES… [--file F …] [--files-from LIST] [--config FILE] [--output DIR] [--dry-run]
/// [--diff] [--json] [--kink-threshold deg] [--max-extra-decimals n]`: repairs the near-miss kinks and arc cubics
/// `fillet check path` finds (``FilletVerification/PathRepair``), rewriting only the numbers of
/// the segments changed. Exit 0 when no near-miss kink or arc cubic is left, 1 when some remain
/// (or a file cannot be written), 2 on bad usage or an unreadable or malformed input.
enum FixPathCommand {
    static let command = Command(name: "fix", summary: "repair near-miss kinks and arc cubics of your paths in place (fix path)",
                                 run: run)

    static let options: [Option] = [
        .repeated("file", "F", "an SVG file, or a file of SVG path data; repeat for more (or give files and directories as arguments)"),
        .value("files-from", "list", "also fix the files and directories listed in this file, one per line ('-': standard input)"),
    ] + GateInputOptions.configOptions + [
        .value("output", "DIR", "write repaired copies under DIR (same relative names) instead of editing in place"),
        .toggle("dry-run", "write nothing: print what would change"),
        .toggle("diff", "print a unified diff of every changed file (with --json: each file's \"diff\")"),
        .toggle("json", "print the report as JSON ({\"files\":[{\"file\",\"changed\",\"elements\":[…]}],\"summary\"})"),
        .number("kink-threshold", "degrees",
                "a join turning by more than its G1 tolerance and less than this is a near-miss kink (as check path; overrides the configuration)",
                .closed(0, 180), default: "3"),
        .number("max-extra-decimals", "n",
                "digits a rewritten number may have beyond the most its element writes, when fewer leave the finding",
                .closed(0, 8), default: "4"),
    ]

    static var help: String {
        """
        Usage: fillet fix path FILE|DIR … [--file F …] [--files-from LIST|-] [--config FILE] [--output DIR]
                               [--dry-run] [--diff] [--json] [--kink-threshold degrees] [--max-extra-decimals n]

        Repairs what check path finds that has one right answer: a near-miss kink (a join meant to be
        smooth, off by less than the kink threshold) gets its handles turned about the node until it is
        smooth — both curve handles split the turn and keep their lengths; against a line, an arc or an
        unwritten handle the curve handle turns alone; a near-miss arc cubic gets the handles of its
        fitted circular arc. Only the numbers of the segments changed are rewritten, at the precision
        their author wrote (more digits only when that leaves the finding); every other byte of the
        file stays. Each repair is re-checked before the file is written: the finding is gone and no
        other invariant is worse, else it is not made and the report says why. Line–line near-misses
        have no handle to turn: they are left and reported. Files and directories are found as check
        path finds them (directories searched for *.svg, the configuration's include and exclude
        globs), and the kink threshold is the configuration's unless --kink-threshold is given.
        Exit status 0 when no near-miss is left, 1 when some remain, 2 on bad usage or input.

        Flags:

        """ + Option.helpText(options)
    }

    static func run(_ arguments: [String]) -> CommandOutput {
        guard arguments.first == "path" else {
            if arguments.contains("--help") || arguments.contains("-h") || arguments.isEmpty { return .success(help) }
            return .usage(UsageError("fix: unknown target \(OneLine.quoted(arguments[0])) (fix path)"))
        }
        do throws(UsageError) {
            let parsed = try Arguments(Array(arguments.dropFirst()), options: options, context: "fillet fix path")
            if parsed.wantsHelp { return .success(help) }
            let config = try GateInputOptions.config(parsed, command: "fix path")
            var repairOptions = PathRepair.Options()
            repairOptions.check.kinkThreshold = config.profile.options.kinkThreshold
            if let degrees = try parsed.double("kink-threshold") { repairOptions.check.kinkThreshold = degrees * .pi / 180 }
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
            if let output, !dryRun { try prepareOutputDirectory(output) }

            let attempts = repairAll(files, options: repairOptions)
            let repairs = attempts.compactMap { attempt in attempt.repair.map { (file: attempt.file, repair: $0) } }
            var result = CommandOutput()
            if !dryRun {
                for attempt in attempts where attempt.repair.map({ $0.isChanged || output != nil }) ?? false {
                    let (file, repair) = (attempt.path, attempt.repair!)
                    let target = output.map { outputPath(for: file, under: $0) } ?? file
                    do {
                        if output != nil { try SystemErrorText.createDirectory(FilePaths.directory(of: target)) }
                        try AtomicFile.write(repair.data, to: target)
                    } catch {
                        return .failure("fillet fix path", error)
                    }
                }
            }
            let json = parsed.isSet("json"), diff = parsed.isSet("diff")
            let report = FixPathReport(attempts, dryRun: dryRun, diffs: json && diff,
                                       uncheckedCount: config.profile.rule(.checkableInput).severity != .off)
            if diff && !json { result.standardOutput += UnifiedDiff.commandSafe(repairs.map { UnifiedDiff.text(file: $0.file, $0.repair) }.joined()) }
            result.standardOutput += json ? report.json : report.text
            result.exitCode = report.remaining == 0 ? ExitCode.success : ExitCode.failure
            return result
        } catch {
            return .usage(error)
        }
    }

    /// One input of `fix path`: its repair, or why it could not be checked (an
    /// ``FilletVerification/Invariant/checkableInput`` finding: missing, unreadable, not a regular
    /// file, malformed). Names are shown escaped; `path` opens the file.
    struct Attempt {
        var file: String
        var path: String
        var repair: DocumentRepair?
        var problem: String?
    }

    /// Every input read and repaired, files spread over the cores (each thread checks with its
    /// own ``FilletVerification/CatalogueContext``), in input order. One that cannot be read or
    /// repaired carries its problem; the others are still repaired.
    static func repairAll(_ files: [InputDiscovery.Input], options: PathRepair.Options) -> [Attempt] {
        let slots = WriteOnceSlots<Attempt>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let found = files[index]
            var attempt = Attempt(file: FileSystemName.printable(found.path), path: found.path)
            defer { slots.store(attempt, at: index) }
            if let problem = found.problem { attempt.problem = problem; return }
            let data: Data
            do throws(FileReadError) { data = try InputFile.read(found.path, limit: SVGFile.maximumFileBytes) } catch {
                attempt.problem = error.reason
                return
            }
            do throws(PathRepair.Failure) {
                attempt.repair = CheckPathInput.isSVGDocument(data)
                    ? try PathRepair.repair(svgDocument: data, options: options)
                    : try PathRepair.repair(pathDataFile: data, options: options)
            } catch {
                attempt.problem = error.reason
            }
        }
        return (0..<files.count).map { slots.value(at: $0)! }
    }

    /// Where `--output DIR` puts the copy of `file`: its path as given, made relative (a leading
    /// `/` and `./` dropped, `..` refused by keeping only the name).
    static func outputPath(for file: String, under directory: String) -> String {
        var parts = file.split(separator: "/").map(String.init).filter { $0 != "." && !$0.isEmpty }
        if parts.contains("..") { parts = [parts.last ?? "input"] }
        return ([directory] + parts).joined(separator: "/")
    }

    /// Creates `--output DIR` if needed and refuses one that cannot be written into.
    static func prepareOutputDirectory(_ directory: String) throws(UsageError) {
        do throws(FileWriteError) { try SystemErrorText.createDirectory(directory) } catch {
            throw UsageError(flag: "--output", "\(OneLine.quoted(directory)) cannot be created: \(OneLine.escaped(error.reason))")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
              FileManager.default.isWritableFile(atPath: directory) else {
            throw UsageError(flag: "--output", "\(OneLine.quoted(directory)) is not a writable directory")
        }
    }
}

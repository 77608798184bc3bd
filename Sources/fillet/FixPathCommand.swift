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
        .value("config", "file", "the gate's configuration (as check path: its kink threshold, include and exclude); default: the first \(GateConfig.fileName) in the working directory or an ancestor"),
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
            let files: [String]
            do throws(GateFileError) { files = try InputDiscovery.files(arguments, config: config) } catch {
                throw UsageError("fix path: \(error.description)")
            }
            let dryRun = parsed.isSet("dry-run")
            if let output, !dryRun { try prepareOutputDirectory(output) }

            let repairs = try repairAll(files, options: repairOptions)
            var result = CommandOutput()
            if !dryRun {
                for (file, repair) in repairs where repair.isChanged || output != nil {
                    let target = output.map { outputPath(for: file, under: $0) } ?? file
                    do {
                        if output != nil {
                            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                                    withIntermediateDirectories: true)
                        }
                        try AtomicFile.write(repair.data, to: target)
                    } catch {
                        return .failure("fillet fix path", error)
                    }
                }
            }
            let json = parsed.isSet("json"), diff = parsed.isSet("diff")
            let report = FixPathReport(repairs, dryRun: dryRun, diffs: json && diff)
            if diff && !json { result.standardOutput += repairs.map { UnifiedDiff.text(file: $0.file, $0.repair) }.joined() }
            result.standardOutput += json ? report.json : report.text
            result.exitCode = report.remaining == 0 ? ExitCode.success : ExitCode.failure
            return result
        } catch {
            return .usage(error)
        }
    }

    /// Every file read and repaired, files spread over the cores (each thread checks with its
    /// own ``FilletVerification/CatalogueContext``); the first unreadable or malformed file in
    /// input order is the error.
    static func repairAll(_ files: [String], options: PathRepair.Options) throws(UsageError)
        -> [(file: String, repair: DocumentRepair)] {
        let slots = WriteOnceSlots<Result<DocumentRepair, UsageError>>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let data: Data
            do throws(FileReadError) { data = try InputFile.read(file, limit: SVGFile.maximumFileBytes) } catch {
                slots.store(.failure(UsageError("fix path: \(OneLine.quoted(file)): \(OneLine.escaped(error.reason))")), at: index)
                return
            }
            do throws(PathRepair.Failure) {
                let repair = CheckPathInput.isSVGDocument(data)
                    ? try PathRepair.repair(svgDocument: data, options: options)
                    : try PathRepair.repair(pathDataFile: data, options: options)
                slots.store(.success(repair), at: index)
            } catch {
                slots.store(.failure(UsageError("fix path: \(OneLine.quoted(file)): \(OneLine.escaped(error.reason))")), at: index)
            }
        }
        var repairs: [(file: String, repair: DocumentRepair)] = []
        for (index, file) in files.enumerated() {
            switch slots.value(at: index) {
            case .success(let repair)?: repairs.append((file, repair))
            case .failure(let error)?: throw error
            case nil: throw UsageError("fix path: \(OneLine.quoted(file)): not repaired")
            }
        }
        return repairs
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
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw UsageError(flag: "--output", "\(OneLine.quoted(directory)) cannot be created: \(OneLine.escaped(error.localizedDescription))")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
              FileManager.default.isWritableFile(atPath: directory) else {
            throw UsageError(flag: "--output", "\(OneLine.quoted(directory)) is not a writable directory")
        }
    }
}

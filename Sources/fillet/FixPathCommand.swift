import Foundation
import FilletSupport
import FilletGeometry
import FilletVerification
import FilletSVG

/// `fillet fix path FILES… [--file F …] [--files-from LIST] [--config FILE | --no-config] [--output DIR] [--break-links] [--dry-run]
/// [--diff] [--json] [--kink-threshold deg] [--max-move d] [--max-extra-decimals n]`: repairs the near-miss kinks and arc cubics
/// `fillet check path` finds (``FilletVerification/PathRepair``), rewriting only the numbers of
/// the segments changed, never half a run (`FileReplacement`). Exit 0 when no
/// near-miss kink or arc cubic is left and every repair was written, 1 when some remain, an input
/// could not be checked or a repair was not written, 2 on bad usage.
enum FixPathCommand {
    static let command = Command(name: "fix", summary: "repair near-miss kinks and arc cubics of your paths in place (fix path)",
                                 run: run)

    static let options: [Option] = [
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

    static var help: String {
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
            if let output { try refuseOutputAmongInputs(output, arguments: arguments) }
            var attempts = repairAll(files, options: repairOptions)
            // Every copy's place is settled, and collisions refused, before anything is written
            // (with --dry-run too: what would be written must be possible).
            let copies = try output.map { directory throws(UsageError) in try copyTargets(attempts, under: directory) }
            if !dryRun {
                if let output, let copies {
                    try prepareOutputDirectory(output)
                    writeCopies(&attempts, to: copies)
                } else {
                    writeInPlace(&attempts, breakingLinks: parsed.isSet("break-links"))
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

    /// One input of `fix path`: its repair, or why it could not be checked (an
    /// ``FilletVerification/Invariant/checkableInput`` finding: missing, unreadable, not a regular
    /// file, malformed). Names are shown escaped; `path` opens the file.
    struct Attempt {
        var file: String
        var path: String
        /// The directory argument the file was found under (``FilletVerification/InputDiscovery/Input/base``).
        var input: InputDiscovery.Input
        var repair: DocumentRepair?
        var problem: String?
        /// The bytes read, compared with the file again just before it is replaced.
        var original = Data()
        /// Why the repair was not written (a symbolic link, a hard link, another owner, a file
        /// changed since it was read, a write that failed), or `nil`.
        var notWritten: String?
    }

    /// Every input read and repaired, files spread over the cores (each thread checks with its
    /// own ``FilletVerification/CatalogueContext``), in input order. One that cannot be read or
    /// repaired carries its problem; the others are still repaired. Files with the same bytes
    /// (a theme's aliases: links, copies) are repaired once — a repair reads nothing but the
    /// bytes and the options — and each gets that repair and its own name, target and checks.
    static func repairAll(_ files: [InputDiscovery.Input], options: PathRepair.Options) -> [Attempt] {
        let read = WriteOnceSlots<Attempt>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let found = files[index]
            var attempt = Attempt(file: FileSystemName.printable(found.path), path: found.openPath, input: found)
            defer { read.store(attempt, at: index) }
            if let problem = found.problem { attempt.problem = problem; return }
            do throws(FileReadError) { attempt.original = try InputFile.read(found.openPath, limit: SVGFile.maximumFileBytes) } catch {
                attempt.problem = error.reason
            }
        }
        var attempts = (0..<files.count).map { read.value(at: $0)! }
        // The first file with each content repairs it for the others.
        var first: [Data: Int] = [:]
        var repairedBy = Array(attempts.indices)
        var unique: [Int] = []
        for index in attempts.indices where attempts[index].problem == nil {
            if let earlier = first[attempts[index].original] {
                repairedBy[index] = earlier
            } else {
                first[attempts[index].original] = index
                unique.append(index)
            }
        }
        let contents = unique.map { attempts[$0].original }
        let repaired = WriteOnceSlots<Result<DocumentRepair, PathRepair.Failure>>(count: contents.count)
        DispatchQueue.concurrentPerform(iterations: contents.count) { slot in
            let data = contents[slot]
            do throws(PathRepair.Failure) {
                repaired.store(.success(CheckPathInput.isSVGDocument(data)
                    ? try PathRepair.repair(svgDocument: data, options: options)
                    : try PathRepair.repair(pathDataFile: data, options: options)), at: slot)
            } catch {
                repaired.store(.failure(error), at: slot)
            }
        }
        var outcome: [Int: Result<DocumentRepair, PathRepair.Failure>] = [:]
        for (slot, index) in unique.enumerated() { outcome[index] = repaired.value(at: slot) }
        for index in attempts.indices where attempts[index].problem == nil {
            switch outcome[repairedBy[index]] {
            case .success(let repair)?: attempts[index].repair = repair
            case .failure(let failure)?: attempts[index].problem = failure.reason
            case nil: attempts[index].problem = "not repaired"
            }
        }
        return attempts
    }

    /// Rewrites each changed file in place, never half a run: every target is planned first
    /// (``FilletSupport/FileReplacement/plan(_:breakingLinks:)``: a symbolic link, a hard link, a
    /// file whose owner, group or mode this process cannot keep, an unwritable directory is
    /// skipped with its reason), then each is replaced only if it still holds what was read. A
    /// file that cannot be written is skipped with its reason; the others are written.
    static func writeInPlace(_ attempts: inout [Attempt], breakingLinks: Bool) {
        var plans: [Int: FileReplacement.Plan] = [:]
        for index in attempts.indices where attempts[index].repair?.isChanged == true {
            do throws(FileReplacement.Refusal) { plans[index] = try FileReplacement.plan(attempts[index].path, breakingLinks: breakingLinks) } catch {
                attempts[index].notWritten = error.reason
            }
        }
        for index in attempts.indices {
            guard let plan = plans[index], let repair = attempts[index].repair else { continue }
            do throws(FileReplacement.Refusal) { try FileReplacement.replace(repair.data, plan: plan, original: attempts[index].original) } catch {
                attempts[index].notWritten = error.reason
            }
        }
    }

    /// Where each file read gets its copy under `directory` (``outputPath(for:under:)``), by
    /// index; two inputs that would be written to one copy, or a copy that would replace an
    /// input, are refused (exit 2).
    static func copyTargets(_ attempts: [Attempt], under directory: String) throws(UsageError) -> [Int: String] {
        var targets: [Int: String] = [:], claimed: [[UInt8]: String] = [:]
        let inputs = Set(attempts.map { FileSystemName.bytes(FilePaths.canonical($0.path)) })
        for index in attempts.indices where attempts[index].repair != nil {
            let target = outputPath(for: attempts[index].input, under: directory)
            let key = FileSystemName.bytes(FilePaths.canonical(target))
            if let earlier = claimed[key] {
                throw UsageError(flag: "--output", "\(OneLine.quoted(earlier)) and \(OneLine.quoted(attempts[index].file)) would both be written to \(OneLine.quoted(FileSystemName.printable(target)))")
            }
            if inputs.contains(key) {
                throw UsageError(flag: "--output", "the copy of \(OneLine.quoted(attempts[index].file)) would replace an input (\(OneLine.quoted(FileSystemName.printable(target)))): edit in place without --output instead")
            }
            claimed[key] = attempts[index].file
            targets[index] = target
        }
        return targets
    }

    /// Refuses an output directory that is, or lies inside, a directory argument: its copies
    /// would be found as inputs by the next run (and could meet the inputs themselves).
    static func refuseOutputAmongInputs(_ output: String, arguments: [String]) throws(UsageError) {
        let target = FilePaths.canonical(output)
        for argument in arguments {
            var info = stat()
            guard FileSystemName.withCString(argument, { stat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            let directory = FilePaths.canonical(argument)
            if target == directory || target.hasPrefix(directory == "/" ? "/" : directory + "/") {
                throw UsageError(flag: "--output", "\(OneLine.quoted(output)) lies inside the input directory \(OneLine.quoted(argument)): its copies would be read as inputs")
            }
        }
    }

    /// Writes the copies `targets` gives (``copyTargets(_:under:)``). A copy that cannot be
    /// written is skipped with its reason; the others are written.
    static func writeCopies(_ attempts: inout [Attempt], to targets: [Int: String]) {
        for index in attempts.indices {
            guard let target = targets[index] else { continue }
            do throws(FileWriteError) { try AtomicFile.checkWritableTarget(target) } catch {
                attempts[index].notWritten = error.reason
            }
        }
        for index in attempts.indices where attempts[index].notWritten == nil {
            guard let target = targets[index], let repair = attempts[index].repair else { continue }
            do throws(FileWriteError) {
                try SystemErrorText.createDirectory(FilePaths.directory(of: target))
                try AtomicFile.write(repair.data, to: target)
            } catch {
                attempts[index].notWritten = error.reason
            }
        }
    }

    /// Where `--output DIR` puts the copy of `input`: its path relative to the directory argument
    /// it was found under, or its name when it was named itself — as `babel src --out-dir lib`
    /// and `svgo -f in -o out` lay out their outputs. A `..` component keeps only the name.
    static func outputPath(for input: InputDiscovery.Input, under directory: String) -> String {
        var parts = FilePaths.components(input.relativeToBase).filter { $0 != "." }
        if parts.contains("..") { parts = [parts.last ?? "input"] }
        return ([directory] + parts).joined(separator: "/")
    }

    /// Creates `--output DIR` if needed and refuses one that cannot be written into.
    static func prepareOutputDirectory(_ directory: String) throws(UsageError) {
        do throws(FileWriteError) { try SystemErrorText.createDirectory(directory) } catch {
            throw UsageError(flag: "--output", "\(OneLine.quoted(directory)) cannot be created: \(OneLine.escaped(error.reason))")
        }
        var info = stat()
        guard FileSystemName.withCString(directory, { stat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
              FileSystemName.withCString(directory, { access($0, W_OK | X_OK) }) == 0 else {
            throw UsageError(flag: "--output", "\(OneLine.quoted(directory)) is not a writable directory")
        }
    }
}

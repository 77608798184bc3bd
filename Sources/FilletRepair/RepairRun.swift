import Foundation
import FilletSupport
import FilletGeometry
import FilletSVG
import FilletVerification
import FilletGate

/// A run of the repair over files (`fillet fix path`): every input read and repaired, then
/// written whole or not at all — in place (`writeInPlace(_:breakingLinks:)`) or as copies
/// under an output directory (`writeCopies(_:to:)`) — each file that cannot be written skipped
/// with its reason while the others are written.
package enum RepairRun {
    /// One input of `fix path`: its repair, or why it could not be checked (an
    /// `Invariant.checkableInput` finding: missing, unreadable, not a regular
    /// file, malformed). Names are shown escaped; `path` opens the file.
    package struct Attempt {
        package var file: String
        package var path: String
        /// The directory argument the file was found under (`InputDiscovery.Input.base`).
        package var input: InputDiscovery.Input
        package var repair: DocumentRepair?
        package var problem: String?
        /// The bytes read, compared with the file again just before it is replaced.
        package var original = Data()
        /// Why the repair was not written (a symbolic link, a hard link, another owner, a file
        /// changed since it was read, a write that failed), or `nil`.
        package var notWritten: String?
    }

    /// Every input read and repaired, files spread over the cores (each thread checks with its
    /// own `CatalogueContext`), in input order. One that cannot be read or repaired carries its
    /// problem; the others are still repaired. Files with the same bytes (a theme's aliases:
    /// links, copies) are repaired once — a repair reads nothing but the bytes and the options —
    /// and each gets that repair and its own name, target and checks. `threads`: how many run
    /// at once (default: one per core; the result is the same for any count).
    package static func repairAll(_ files: [InputDiscovery.Input], options: PathRepair.Options,
                                  threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> [Attempt] {
        var attempts = Parallel.map(count: files.count, threads: threads) { index -> Attempt in
            let found = files[index]
            var attempt = Attempt(file: FileSystemName.printable(found.path), path: found.openPath, input: found)
            if let problem = found.problem { attempt.problem = problem; return attempt }
            do throws(FileReadError) { attempt.original = try InputFile.read(found.openPath, limit: SVGFile.maximumFileBytes) } catch {
                attempt.problem = error.reason
            }
            return attempt
        }
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
        let repaired = Parallel.map(count: contents.count, threads: threads) { slot -> Result<DocumentRepair, PathRepair.Failure> in
            let data = contents[slot]
            do throws(PathRepair.Failure) {
                return .success(GateInput.isSVGDocument(data)
                    ? try PathRepair.repair(svgDocument: data, options: options)
                    : try PathRepair.repair(pathDataFile: data, options: options))
            } catch {
                return .failure(error)
            }
        }
        var outcome: [Int: Result<DocumentRepair, PathRepair.Failure>] = [:]
        for (slot, index) in unique.enumerated() { outcome[index] = repaired[slot] }
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
    /// (`FileReplacement.plan(_:breakingLinks:)`: a symbolic link, a hard link, a
    /// file whose owner, group or mode this process cannot keep, an unwritable directory is
    /// skipped with its reason), then each is replaced only if it still holds what was read. A
    /// file that cannot be written is skipped with its reason; the others are written.
    package static func writeInPlace(_ attempts: inout [Attempt], breakingLinks: Bool) {
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

    /// Where each file read gets its copy under `directory` (`outputPath(for:under:)`), by
    /// index; two inputs that would be written to one copy, or a copy that would replace an
    /// input, are refused (exit 2).
    package static func copyTargets(_ attempts: [Attempt], under directory: String) throws(UsageError) -> [Int: String] {
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
    package static func refuseOutputAmongInputs(_ output: String, arguments: [String]) throws(UsageError) {
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

    /// Writes the copies `targets` gives (`copyTargets(_:under:)`). A copy that cannot be
    /// written is skipped with its reason; the others are written.
    package static func writeCopies(_ attempts: inout [Attempt], to targets: [Int: String]) {
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
    package static func outputPath(for input: InputDiscovery.Input, under directory: String) -> String {
        var parts = FilePaths.components(input.relativeToBase).filter { $0 != "." }
        if parts.contains("..") { parts = [parts.last ?? "input"] }
        return ([directory] + parts).joined(separator: "/")
    }

    /// Creates `--output DIR` if needed and refuses one that cannot be written into.
    package static func prepareOutputDirectory(_ directory: String) throws(UsageError) {
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

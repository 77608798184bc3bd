import Foundation
import FilletSupport
import FilletVerification
import FilletSVG
import FilletGeometry

/// `fillet check path --jobs N`: work spread over exactly N threads, results kept by index so
/// what is printed is in input order, byte for byte the same for any N.
enum CheckPathJobs {
    /// Runs `body(i)` for every i in 0..<count on `jobs` threads (the calling one among them),
    /// each taking the next index as it frees up: a slow file holds one thread, not a share.
    static func forEach(count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
        guard jobs > 1, count > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        let next = IndexCounter()
        DispatchQueue.concurrentPerform(iterations: Swift.min(jobs, count)) { _ in
            while let index = next.take(below: count) { body(index) }
        }
    }

    /// The next index to work on, shared by the threads.
    final class IndexCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0

        func take(below count: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// One input file read: its drawables, and whether it is a file of path data (its one
    /// element's source is the whole text), whose findings then have a column; or why it, or
    /// some of its elements, cannot be checked.
    struct ReadFile: Sendable {
        /// The file as reports name it (a name that is not UTF-8 shown escaped).
        var file: String
        var inputs: [PathCheckInput]
        var isPathData: Bool
        /// Why an input cannot be checked, by index in ``inputs``: each is reported as an
        /// ``FilletVerification/Invariant/checkableInput`` finding instead of being checked. A file
        /// that cannot be read at all has one stand-in input (index 0, element `input`).
        var problems: [Int: String] = [:]

        /// A file that cannot be read or drawn: one stand-in element carrying `reason`.
        static func unreadable(_ file: String, _ reason: String) -> ReadFile {
            ReadFile(file: file, inputs: [PathCheckInput(index: 0, element: "input", path: Path())], isPathData: false,
                     problems: [0: reason])
        }

        /// The inputs that cannot be checked.
        var problemCount: Int { problems.count }
    }

    /// Reads `files` on `jobs` threads, in order. Never throws: a file that cannot be read,
    /// parsed or checked carries its problem (``ReadFile/problems``), and the others are read.
    static func read(_ files: [InputDiscovery.Input], jobs: Int) -> [ReadFile] {
        let results = WriteOnceSlots<ReadFile>(count: files.count)
        forEach(count: files.count, jobs: jobs) { index in
            results.store(readFile(files[index]), at: index)
        }
        return (0..<files.count).map { results.value(at: $0)! }
    }

    static func readFile(_ found: InputDiscovery.Input) -> ReadFile {
        let file = FileSystemName.printable(found.path)
        if let problem = found.problem { return .unreadable(file, problem) }
        let data: Data
        do { data = try InputFile.read(found.openPath, limit: SVGFile.maximumFileBytes) } catch {
            return .unreadable(file, error.reason)
        }
        let inputs: [PathCheckInput]
        do throws(CheckPathInputError) { inputs = try CheckPathInput.drawables(data: data, file: file) } catch {
            return .unreadable(file, error.reason)
        }
        let isPathData = inputs.count == 1 && inputs[0].line == nil && inputs[0].written == nil
            && inputs[0].source.map { $0.data.utf8.count == data.count && $0.data == String(decoding: data, as: UTF8.self) } == true
        var read = ReadFile(file: file, inputs: inputs, isPathData: isPathData)
        for (index, input) in inputs.enumerated() {
            if let reason = CheckableRange.refusal(input.path) { read.problems[index] = "cannot be checked: \(reason)" }
        }
        return read
    }

    /// Checks and grades the elements `jobs` of `files` (file index, element index) on `threads`
    /// threads, in the order given, with `options` (``GateProfile/checkOptions(for:)``); with
    /// `render`, each element's text is rendered there too.
    static func check(_ jobs: ArraySlice<(file: Int, input: Int)>, of files: [ReadFile], profile: GateProfile,
                      options: PathCheck.Options, threads: Int, render: (@Sendable (GateElement, String) -> String?)? = nil)
        -> [(element: GateElement, rendered: String?)] {
        let start = jobs.startIndex
        let results = WriteOnceSlots<(element: GateElement, rendered: String?)>(count: jobs.count)
        forEach(count: jobs.count, jobs: threads) { offset in
            let job = jobs[start + offset]
            let file = files[job.file]
            let input = file.inputs[job.input]
            let element: GateElement
            if let problem = file.problems[job.input] {
                element = GateElement(unchecked: input, reason: problem, file: file.file, profile: profile)
            } else {
                let report = PathCheck.check(input.path, options: options, written: input.written, source: input.source)
                element = GateElement(PathCheck.ElementReport(input: input, report: report), file: file.file,
                                      profile: profile, pathDataFile: file.isPathData)
            }
            results.store((element, render?(element, file.file)), at: offset)
        }
        return (0..<jobs.count).map { results.value(at: $0)! }
    }
}

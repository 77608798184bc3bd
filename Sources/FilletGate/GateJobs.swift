import Foundation
import FilletSupport
import FilletVerification
import FilletSVG
import FilletGeometry

/// The gate's two parallel stages, reading the inputs and checking their elements, each over a
/// given number of threads (`fillet check path --jobs N`) with results kept by index: what is
/// printed is in input order, byte for byte the same for any N.
public enum GateJobs {
    /// One input file read: its drawables, and whether it is a file of path data (its one
    /// element's source is the whole text), whose findings then have a column; or why it, or
    /// some of its elements, cannot be checked.
    public struct ReadFile: Sendable {
        /// The file as reports name it (a name that is not UTF-8 shown escaped).
        public var file: String
        public var inputs: [PathCheckInput]
        public var isPathData: Bool
        /// Why an input cannot be checked, by index in `inputs`: each is reported as an
        /// `Invariant.checkableInput` finding instead of being checked. A file
        /// that cannot be read at all has one stand-in input (index 0, element `input`).
        public var problems: [Int: String] = [:]
        /// The file's drawables and reports as shared with its other names in the run
        /// (``GateContentReuse``), or `nil`.
        var shared: GateContentReuse.Shared?

        /// A file that cannot be read or drawn: one stand-in element carrying `reason`.
        public static func unreadable(_ file: String, _ reason: String) -> ReadFile {
            ReadFile(file: file, inputs: [PathCheckInput(index: 0, element: "input", path: Path())], isPathData: false,
                     problems: [0: reason])
        }

        public init(file: String, inputs: [PathCheckInput], isPathData: Bool, problems: [Int: String] = [:]) {
            self.file = file
            self.inputs = inputs
            self.isPathData = isPathData
            self.problems = problems
        }

        /// `file`, one of the names of `shared`'s file.
        init(file: String, shared: GateContentReuse.Shared) {
            self.init(file: file, inputs: shared.inputs, isPathData: shared.isPathData, problems: shared.problems)
            self.shared = shared
        }

        /// The inputs that cannot be checked.
        public var problemCount: Int { problems.count }
    }

    /// Reads `files` on `jobs` threads, in order. Never throws: a file that cannot be read,
    /// parsed or checked carries its problem (`ReadFile.problems`), and the others are read.
    public static func read(_ files: [InputDiscovery.Input], jobs: Int) -> [ReadFile] {
        read(files, jobs: jobs, reuse: nil)
    }

    /// ``read(_:jobs:)``, a file named before in the run taking its drawables from `reuse`.
    static func read(_ files: [InputDiscovery.Input], jobs: Int, reuse: GateContentReuse?) -> [ReadFile] {
        Parallel.map(count: files.count, threads: jobs) { readFile(files[$0], reuse: reuse) }
    }

    static func readFile(_ found: InputDiscovery.Input, reuse: GateContentReuse?) -> ReadFile {
        let file = FileSystemName.printable(found.path)
        if let problem = found.problem { return .unreadable(file, problem) }
        let data: Data, identity: FileIdentity
        do { (data, identity) = try InputFile.readIdentified(found.openPath, limit: SVGFile.maximumFileBytes) } catch {
            reuse?.unread(found.openPath)
            return .unreadable(file, error.reason)
        }
        guard let reuse else { return readFile(file, data: data).file }
        return reuse.file(file, data: data, identity: identity) { readFile(file, data: $0) }
    }

    /// The drawables of `data`, read from `file`, and whether it could be read.
    static func readFile(_ file: String, data: Data) -> (file: ReadFile, readable: Bool) {
        let inputs: [PathCheckInput]
        do throws(GateInputError) { inputs = try GateInput.drawables(data: data, file: file) } catch {
            return (.unreadable(file, error.reason), false)
        }
        let isPathData = inputs.count == 1 && inputs[0].line == nil && inputs[0].written == nil
            && inputs[0].source.map { $0.data.utf8.count == data.count && $0.data == String(decoding: data, as: UTF8.self) } == true
        var read = ReadFile(file: file, inputs: inputs, isPathData: isPathData)
        for (index, input) in inputs.enumerated() {
            if let reason = CheckableRange.refusal(input.path) { read.problems[index] = "cannot be checked: \(reason)" }
        }
        return (read, true)
    }

    /// Checks and grades the elements `jobs` of `files` (file index, element index) on `threads`
    /// threads with `options` (`GateProfile.checkOptions(for:)`), and hands each to `consume` in
    /// the order given, one at a time, on whichever thread has the next ready, while the next are
    /// being checked, holding at most `window` checked elements at once (`Parallel.forEachInOrder`
    /// (FilletSupport)); with `render`, each element's text is rendered on the checking thread
    /// too. An element of a file that other inputs name too takes the report checked for one of
    /// them, if there is one (`GateContentReuse`). Returns `false` when `consume` did: no further
    /// element is started (those being checked end).
    public static func check(_ jobs: ArraySlice<(file: Int, input: Int)>, of files: [ReadFile], profile: GateProfile,
                             options: PathCheck.Options, threads: Int, window: Int,
                             render: (@Sendable (GateElement, String) -> String?)? = nil,
                             consume: (_ job: (file: Int, input: Int), _ element: GateElement, _ rendered: String?) -> Bool)
        -> Bool {
        let start = jobs.startIndex
        return Parallel.forEachInOrder(count: jobs.count, threads: threads, window: window, { offset in
            let job = jobs[start + offset]
            let file = files[job.file]
            let input = file.inputs[job.input]
            let element: GateElement
            if let problem = file.problems[job.input] {
                element = GateElement(unchecked: input, reason: problem, file: file.file, profile: profile)
            } else {
                func checked() -> PathCheck.Report {
                    PathCheck.check(input.path, options: options, written: input.written, source: input.source)
                }
                // A file with other names in the run: each element checked once for all of them.
                let report = file.shared?.report(element: job.input, check: checked) ?? checked()
                element = GateElement(PathCheck.ElementReport(input: input, report: report), file: file.file,
                                      profile: profile, pathDataFile: file.isPathData)
            }
            return (element, render?(element, file.file))
        }, consume: { offset, graded in consume(jobs[start + offset], graded.0, graded.1) })
    }
}

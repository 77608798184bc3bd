import Foundation
import FilletSupport
import FilletVerification
import FilletGeometry

/// What one gate run was asked (`fillet check path`'s flags once parsed): its inputs, profile,
/// outputs and baseline.
public struct GateRequest: Sendable {
    /// The inputs found (``InputDiscovery``). Path data given inline is not a request's: the
    /// caller reads it into a file of its own (``GateInput/pathData(_:file:)``, then a
    /// ``GateJobs/ReadFile`` named `-`) and hands it to
    /// ``GateRun/produce(readingFilesAfter:_:block:emit:)``, which checks it before reading these,
    /// as `fillet check path --data` does.
    public var files: [InputDiscovery.Input]
    public var config: GateConfig
    /// One of ``GateRun/formats``.
    public var format: String
    public var junit: String?
    public var baseline: GateBaseline?
    public var writeBaseline: String?
    public var strict: Bool
    public var jobs: Int

    public init(files: [InputDiscovery.Input], config: GateConfig, format: String = "text",
                junit: String? = nil, baseline: GateBaseline? = nil, writeBaseline: String? = nil, strict: Bool = false,
                jobs: Int) {
        self.files = files
        self.config = config
        self.format = format
        self.junit = junit
        self.baseline = baseline
        self.writeBaseline = writeBaseline
        self.strict = strict
        self.jobs = jobs
    }
}

/// The gate's run: files read a group at a time (``readingGroup``), their elements checked and
/// graded on ``GateRequest/jobs`` threads, each result written in input order (through the chosen
/// format's ``GateReportWriter``) as soon as those before it are, while the next are checked, and
/// dropped once written; each group's files dropped before the next group is read, so memory
/// holds one group of files, at most a ``block`` of results, and the files that inputs still to
/// be read name too (a symbolic link's target: read and checked once for all its names, 4 096 at
/// most); then the baseline's gone entries, the totals, JUnit and the baseline written.
public enum GateRun {
    static let success: Int32 = 0
    static let failure: Int32 = 1

    /// The output formats, the first the default.
    public static let formats = ["text", "json", "sarif", "github"]
    /// The most elements checked and not yet written: a thread that would check one more waits
    /// for the oldest to be written (`Parallel.forEachInOrder` (FilletSupport)).
    public static let block = 4_096

    /// The most files read at once when ``produce(readingFilesAfter:_:block:emit:)`` reads them:
    /// each group is read, checked, written and dropped before the next is read, so memory holds
    /// one group's inputs, not a whole theme's.
    public static let readingGroup = 256

    /// Where a run's files come from: how many there are, and the files of a range of them, in
    /// order (read when asked, or already read).
    struct FileSource {
        let count: Int
        let files: (Range<Int>) -> [GateJobs.ReadFile]
        /// How many files are read at once (all of them for files already read).
        let group: Int

        /// Files already read.
        init(_ files: [GateJobs.ReadFile]) {
            count = files.count
            self.files = { Array(files[$0]) }
            group = Swift.max(1, files.count)
        }

        /// `given` (already read), then the files found in `inputs`, read `group` at a time
        /// (below 1 taken as 1) on `jobs` threads, a file named more than once read once through
        /// `reuse`.
        init(given: [GateJobs.ReadFile], reading inputs: [InputDiscovery.Input], jobs: Int, group: Int,
             reuse: GateContentReuse?) {
            count = given.count + inputs.count
            files = { range in
                let read = range.clamped(to: given.count..<(given.count + inputs.count))
                let found = Array(inputs[(read.lowerBound - given.count)..<(read.upperBound - given.count)])
                return Array(given[range.clamped(to: 0..<given.count)]) + GateJobs.read(found, jobs: jobs, reuse: reuse)
            }
            self.group = Swift.max(1, group)
        }
    }

    /// Hands the report to `emit` piece by piece as it is computed (`emit` returns `false` when a
    /// piece could not be written, and the run then stops) and returns the exit status: 0 when no
    /// finding counts as an error, 1 when one does, when an output could not be written, or when
    /// no element was handed over (no file, or files without elements: nothing checked proves
    /// nothing, so the report says so and fails, with or without a baseline to write). `block`
    /// below 1 is taken as 1. `emit` is called one piece at a time, in order, each call after the
    /// one before, but on whichever of the run's threads has the next piece ready, not always the
    /// caller's (`Parallel.forEachInOrder` (FilletSupport)).
    public static func produce(_ files: [GateJobs.ReadFile], _ request: GateRequest, block: Int = block,
                               emit: (String) -> Bool) -> Int32 {
        produce(FileSource(files), request, block: block, emit: emit)
    }

    /// ``produce(_:_:block:emit:)`` over `given` (already read, such as path data given inline),
    /// then the request's files (``GateRequest/files``), read as the run goes, ``readingGroup``
    /// at a time on ``GateRequest/jobs`` threads (``GateJobs/read(_:jobs:)``): the same bytes
    /// and status as reading them all first, in the memory of one group (and of the files with
    /// names still to be read: a file that several inputs name, a symbolic link and its target,
    /// is parsed and checked once, `GateContentReuse`).
    public static func produce(readingFilesAfter given: [GateJobs.ReadFile] = [], _ request: GateRequest,
                               block: Int = block, emit: (String) -> Bool) -> Int32 {
        produce(readingFilesAfter: given, request, block: block, readingGroup: readingGroup,
                reuse: GateContentReuse(inputs: request.files), emit: emit)
    }

    /// ``produce(readingFilesAfter:_:block:emit:)`` reading `readingGroup` files at a time
    /// (below 1 taken as 1) instead of ``readingGroup``, a file that several inputs name read
    /// and checked once through `reuse` (`nil`: every name on its own).
    static func produce(readingFilesAfter given: [GateJobs.ReadFile], _ request: GateRequest, block: Int,
                        readingGroup: Int, reuse: GateContentReuse?, emit: (String) -> Bool) -> Int32 {
        produce(FileSource(given: given, reading: request.files, jobs: request.jobs, group: readingGroup, reuse: reuse),
                request, block: block, emit: emit)
    }

    static func produce(_ files: FileSource, _ request: GateRequest, block: Int, emit: (String) -> Bool) -> Int32 {
        let config = request.config.description
        switch request.format {
        case "json": return produce(files, request, block: block, writer: GateJSONReport(config: config), emit: emit)
        case "sarif":
            let writer = SARIFReport(profile: request.config.profile, hasBaseline: request.baseline != nil, config: config)
            return produce(files, request, block: block, writer: writer, emit: emit)
        case "github": return produce(files, request, block: block, writer: GitHubAnnotations(config: config), emit: emit)
        default: return produce(files, request, block: block, writer: GateTextReport(config: config), emit: emit)
        }
    }

    static func produce<Writer: GateReportWriter>(_ source: FileSource, _ request: GateRequest,
                                                  block: Int, writer: Writer, emit: (String) -> Bool) -> Int32 {
        let block = Swift.max(1, block)
        var writer = writer
        var summary = GateSummary()
        summary.strict = request.strict
        summary.files = source.count
        let options = request.config.profile.checkOptions(for: Writer.self)
        var matcher = request.baseline.map { GateBaseline.Matcher($0, unchecked: options.unchecked) }
        var junit = request.junit.map { _ in GateJUnit(strict: request.strict) }
        var recorded: [GateBaseline.Entry] = []
        // The group of files read (`files`, the first at `groupStart` in the run), and the file
        // being written: its index in the run (−1: none yet) and its name.
        var files: [GateJobs.ReadFile] = []
        var groupStart = 0
        var openFile = -1
        var openName = ""
        func advance(to file: Int) -> Bool {
            while openFile < file {
                if openFile >= 0 {
                    junit?.fileEnd(openName)
                    guard emit(writer.fileEnd(openName)) else { return false }
                }
                openFile += 1
                let opened = files[openFile - groupStart]
                openName = opened.file
                // Only a file whose every element was checked can have gone entries: what could
                // not be read proves nothing fixed.
                if opened.problems.isEmpty { matcher?.checked(opened.file) }
                guard emit(writer.fileStart(opened.file)) else { return false }
            }
            return true
        }
        // Without a baseline an element is final once checked: its text is rendered on the
        // checking threads where the format allows it (the same text, in the same order).
        var render: (@Sendable (GateElement, String) -> String?)?
        if matcher == nil { render = { @Sendable element, file in Writer.rendered(element, file: file) } }
        /// Grades, records and writes a checked element, in order.
        func write(_ job: (file: Int, input: Int), _ element: GateElement, _ rendered: String?) -> Bool {
            guard advance(to: groupStart + job.file) else { return false }
            var element = element
            for index in element.findings.indices where element.findings[index].severity != .off {
                let finding = element.findings[index]
                // An input that could not be checked is never recorded nor suppressed: a
                // baseline records what was seen, and nothing was (fail closed).
                guard finding.result.invariant != .checkableInput else { continue }
                if request.writeBaseline != nil {
                    recorded.append(GateBaseline.Entry(fingerprint: finding.fingerprint, margin: finding.result.margin,
                                                       severity: finding.severity))
                }
                element.findings[index].baseline = matcher?.match(finding.fingerprint, margin: finding.result.margin,
                                                                  severity: finding.severity)
            }
            summary.add(element)
            junit?.element(element, file: openName)
            let text = rendered.map { writer.element(rendered: $0, file: openName) }
                ?? writer.element(element, file: openName)
            return emit(text)
        }
        guard emit(writer.start()) else { return failure }
        for start in stride(from: 0, to: source.count, by: source.group) {
            let group = start..<Swift.min(source.count, start + source.group)
            files = []  // the previous group's inputs released before the next is read
            files = source.files(group)
            groupStart = group.lowerBound
            let jobs = files.indices.flatMap { file in files[file].inputs.indices.map { (file: file, input: $0) } }
            guard GateJobs.check(jobs[...], of: files, profile: request.config.profile, options: options,
                                 threads: request.jobs, window: block, render: render, consume: write) else {
                return failure
            }
            // A group's last files may hold no element: opened here, in order, before the next group.
            guard advance(to: group.upperBound - 1) else { return failure }
        }
        if openFile >= 0 {
            junit?.fileEnd(openName)
            guard emit(writer.fileEnd(openName)) else { return failure }
        }
        summary.gone = matcher?.gone
        guard emit(writer.end(summary)) else { return failure }
        if let path = request.junit, let junit {
            do { try AtomicFile.write(junit.document(), to: path) } catch {
                _ = StandardStreams.writeError("fillet: \(error)\n")
                return failure
            }
        }
        if let path = request.writeBaseline {
            do { try AtomicFile.write(GateBaseline(entries: recorded).text, to: path) } catch {
                _ = StandardStreams.writeError("fillet: \(error)\n")
                return failure
            }
            // Recording a baseline passes over findings, never over nothing checked.
            return summary.uncheckedCounting == 0 && summary.checkedAnything ? success : failure
        }
        return summary.passed ? success : failure
    }
}

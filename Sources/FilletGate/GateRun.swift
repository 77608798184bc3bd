import Foundation
import FilletSupport
import FilletVerification
import FilletGeometry

/// What one gate run was asked (`fillet check path`'s flags once parsed): its inputs, profile,
/// outputs and baseline.
public struct GateRequest: Sendable {
    /// The inputs found (``InputDiscovery``). Path data given inline is not a request's: the
    /// caller reads it into a file of its own (``GateInput/pathData(_:file:)``, then a
    /// ``GateJobs/ReadFile`` named `-`) among those ``GateRun/produce(_:_:block:emit:)`` is handed,
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

/// The gate's run once its inputs are read: elements checked and graded in blocks on
/// ``GateRequest/jobs`` threads, each block's results written in input order (through the chosen
/// format's ``GateReportWriter``) and dropped before the next block, so memory holds the inputs
/// and one block; then the baseline's gone entries, the totals, JUnit and the baseline written.
public enum GateRun {
    static let success: Int32 = 0
    static let failure: Int32 = 1

    /// The output formats, the first the default.
    public static let formats = ["text", "json", "sarif", "github"]
    /// The most elements checked at once: their reports are written and dropped before the next
    /// block is checked (all threads within a block, across files).
    public static let block = 4_096

    /// Hands the report to `emit` piece by piece as it is computed (`emit` returns `false` when a
    /// piece could not be written, and the run then stops) and returns the exit status: 0 when
    /// no finding counts as an error, 1 when one does, when an output could not be written, or
    /// when no element was handed over (no file, or files without elements: nothing checked
    /// proves nothing, so the report says so and fails, with or without a baseline to write).
    /// `block` below 1 is taken as 1.
    public static func produce(_ files: [GateJobs.ReadFile], _ request: GateRequest, block: Int = block,
                               emit: (String) -> Bool) -> Int32 {
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

    static func produce<Writer: GateReportWriter>(_ files: [GateJobs.ReadFile], _ request: GateRequest,
                                                  block: Int, writer: Writer, emit: (String) -> Bool) -> Int32 {
        let block = Swift.max(1, block)
        var writer = writer
        var summary = GateSummary()
        summary.strict = request.strict
        summary.files = files.count
        let options = request.config.profile.checkOptions(for: Writer.self)
        var matcher = request.baseline.map { GateBaseline.Matcher($0, unchecked: options.unchecked) }
        var junit = request.junit.map { _ in GateJUnit(strict: request.strict) }
        var recorded: [GateBaseline.Entry] = []
        let jobs = files.indices.flatMap { file in files[file].inputs.indices.map { (file: file, input: $0) } }
        // The file being written (−1: none yet).
        var openFile = -1
        func advance(to file: Int) -> Bool {
            while openFile < file {
                if openFile >= 0 {
                    junit?.fileEnd(files[openFile].file)
                    guard emit(writer.fileEnd(files[openFile].file)) else { return false }
                }
                openFile += 1
                // Only a file whose every element was checked can have gone entries: what could
                // not be read proves nothing fixed.
                if files[openFile].problems.isEmpty { matcher?.checked(files[openFile].file) }
                guard emit(writer.fileStart(files[openFile].file)) else { return false }
            }
            return true
        }
        // Without a baseline an element is final once checked: its text is rendered on the
        // checking threads where the format allows it (the same text, in the same order).
        var render: (@Sendable (GateElement, String) -> String?)?
        if matcher == nil { render = { @Sendable element, file in Writer.rendered(element, file: file) } }
        guard emit(writer.start()) else { return failure }
        for blockStart in stride(from: 0, to: jobs.count, by: block) {
            let slice = jobs[blockStart..<Swift.min(jobs.count, blockStart + block)]
            let graded = GateJobs.check(slice, of: files, profile: request.config.profile, options: options,
                                             threads: request.jobs, render: render)
            for (job, (element, rendered)) in zip(slice, graded) {
                guard advance(to: job.file) else { return failure }
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
                junit?.element(element, file: files[job.file].file)
                let text = rendered.map { writer.element(rendered: $0, file: files[job.file].file) }
                    ?? writer.element(element, file: files[job.file].file)
                guard emit(text) else { return failure }
            }
        }
        guard advance(to: files.count - 1) else { return failure }
        if openFile >= 0 {
            junit?.fileEnd(files[openFile].file)
            guard emit(writer.fileEnd(files[openFile].file)) else { return failure }
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

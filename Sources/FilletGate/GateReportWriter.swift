import FilletSupport
import FilletVerification
/// The totals of a gate run, and its verdict.
public struct GateSummary: Sendable {
    public var files = 0
    public var elements = 0
    /// Findings that count (``GateFinding/counts``), by severity.
    public var errors = 0
    public var warnings = 0
    /// Elements with a counting error.
    public var failingElements = 0
    /// Inputs (files, or elements of a file) that could not be checked: each is a
    /// `Invariant.checkableInput` finding, counted here whatever its severity, so a run never
    /// says "all pass" over something it did not look at without saying so.
    public var unchecked = 0
    /// Of `unchecked`, those whose finding counts (not graded `off`).
    public var uncheckedCounting = 0
    /// Findings the baseline suppressed.
    public var known = 0
    /// Baseline entries no finding matched in the files checked (`nil`: no baseline).
    public var gone: [GateBaseline.Entry]?
    /// Whether warnings fail the gate (`--strict`).
    public var strict = false

    public init() {}

    /// Adds one element's findings.
    public mutating func add(_ element: GateElement) {
        elements += 1
        let counting = element.findings.filter(\.counts)
        errors += counting.filter { $0.severity == .error }.count
        warnings += counting.filter { $0.severity == .warning }.count
        known += element.findings.filter { $0.baseline == .known && $0.severity != .off }.count
        if element.worstCounting == .error { failingElements += 1 }
        if element.isUnchecked {
            unchecked += 1
            if element.findings.contains(where: { $0.result.invariant == .checkableInput && $0.counts }) { uncheckedCounting += 1 }
        }
    }

    /// Whether any element was checked (or found uncheckable, itself a finding).
    public var checkedAnything: Bool { elements > 0 }

    /// Whether the gate passes: something was checked (a run over no element proves nothing, so
    /// it fails closed) and no counting error (nor warning under `--strict`) was found.
    public var passed: Bool { checkedAnything && errors == 0 && (!strict || warnings == 0) }

    /// `12 files, 40 elements (1 could not be checked): 2 errors in 1 element (FAIL), 5 warnings
    /// (7 in the baseline, 1 gone)`, or `…: all pass`, or `0 files, 0 elements: nothing was
    /// checked (FAIL)` when no element was.
    public var line: String {
        var text = "\(files) files, \(elements) elements"
            + (unchecked > 0 ? " (\(unchecked) could not be checked)" : "") + ": "
        if !checkedAnything {
            text += "nothing was checked (FAIL)"
        } else if errors == 0 && warnings == 0 {
            text += "all pass"
        } else {
            var parts: [String] = []
            if errors > 0 {
                parts.append("\(errors) \(errors == 1 ? "error" : "errors") in \(failingElements) \(failingElements == 1 ? "element" : "elements") (FAIL)")
            }
            if warnings > 0 { parts.append("\(warnings) \(warnings == 1 ? "warning" : "warnings")" + (strict ? " (strict: they fail)" : "")) }
            text += parts.joined(separator: ", ")
        }
        if let gone { text += " (\(known) in the baseline, \(gone.count) gone)" }
        return text
    }
}

/// One output format of the gate, written as the run goes: the start, each file's start,
/// elements and end, then the end with the totals. Each call returns the text to print.
///
/// A format whose text for an element depends on the element alone (not on what was written
/// before it) can have it rendered on the checking threads: `rendered(_:file:)` gives it, and
/// `element(rendered:file:)` places it in order. The run uses them only where the element is
/// final when checked (no baseline to mark its findings).
public protocol GateReportWriter {
    mutating func start() -> String
    mutating func fileStart(_ file: String) -> String
    mutating func element(_ element: GateElement, file: String) -> String
    mutating func fileEnd(_ file: String) -> String
    mutating func end(_ summary: GateSummary) -> String
    /// The element's text apart from what its place adds, or `nil` when the format renders in
    /// order only; called on any thread.
    static func rendered(_ element: GateElement, file: String) -> String?
    /// The text of an element rendered by `rendered(_:file:)`, in its place: what
    /// `element(_:file:)` returns for it.
    mutating func element(rendered: String, file: String) -> String
    /// Whether the format shows holding invariants, their margins and details (default `true`; a
    /// format that shows findings alone says `false`, and the run then leaves the costly holding
    /// margins unmeasured: `PathCheck.Options.describesPassingVerdicts`).
    static var showsPassingVerdicts: Bool { get }
    /// Whether the format shows each element's measures (area, length, bounds; default `true`):
    /// a format that does not says `false`, and a run that checks no invariant then leaves the
    /// path unmeasured (`PathCheck.Options.reportsMeasures`).
    static var showsMeasures: Bool { get }
}

extension GateReportWriter {
    public static var showsPassingVerdicts: Bool { true }
    public static var showsMeasures: Bool { true }
    public static func rendered(_ element: GateElement, file: String) -> String? { nil }
    public mutating func element(rendered: String, file: String) -> String { rendered }
}

extension GateProfile {
    /// `checkOptions` for a run written in `Writer`'s format: holding invariants described in
    /// full only where the format shows them (``GateReportWriter/showsPassingVerdicts``), measures
    /// reported only where it shows them (``GateReportWriter/showsMeasures``; elsewhere they are zero).
    public func checkOptions<Writer: GateReportWriter>(for writer: Writer.Type) -> PathCheck.Options {
        var checked = checkOptions
        checked.describesPassingVerdicts = Writer.showsPassingVerdicts
        checked.reportsMeasures = Writer.showsMeasures
        return checked
    }
}

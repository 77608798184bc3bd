import FilletSupport
import FilletVerification
import FilletGeometry

/// One failing invariant of one element, as the gate reports it: its severity under the
/// profile, the deviation that graded it, its fingerprint, where it is in the file, and what the
/// baseline says of it.
public struct GateFinding: Sendable {
    /// Whether a finding was in the baseline.
    public enum BaselineState: String, Sendable {
        /// Not in the baseline: it counts.
        case new
        /// In the baseline, but worse than recorded (``GateBaseline/isWorse(_:than:)``, or a higher severity): it counts.
        case worse
        /// In the baseline, no worse: suppressed.
        case known
    }

    public var result: InvariantResult
    public var severity: Severity
    /// The measured size of the defect in document units (`PathCheck.FindingMeasures`), for
    /// the measured invariants.
    public var deviation: Double?
    public var fingerprint: GateFingerprint
    /// `nil` when no baseline was given.
    public var baseline: BaselineState?
    /// The line of the file (from 1): the element's, or the segment's in a file of path data.
    public var line: Int?
    /// The column (from 1, in Unicode scalars) of the segment, in a file of path data.
    public var column: Int?

    /// Whether it counts toward the verdict: reported (not `off`) and not suppressed by the baseline.
    public var counts: Bool { severity != .off && baseline != .known }
}

/// The report of one element with its graded findings: every failing invariant of the report (one
/// graded `off` only when the report was checked with other options than the profile's
/// `GateProfile.checkOptions`, which leave the `off` ones unchecked).
public struct GateElement: Sendable {
    public var element: PathCheck.ElementReport
    public var findings: [GateFinding]

    public init(element: PathCheck.ElementReport, findings: [GateFinding]) {
        self.element = element
        self.findings = findings
    }

    /// Grades every failing invariant of `element` of `file` under `profile`.
    /// - Parameters:
    ///   - element: the element's report.
    ///   - file: the file's name as reports and baselines give it.
    ///   - profile: the severities and thresholds.
    ///   - pathDataFile: whether the file is path data (then a finding's segment has a line and column).
    public init(_ element: PathCheck.ElementReport, file: String, profile: GateProfile, pathDataFile: Bool) {
        let report = element.report
        var findings: [GateFinding] = []
        for result in report.results {
            guard let severity = profile.severity(of: result, in: report) else { continue }
            var line = element.input.line, column: Int?
            if pathDataFile, let source = element.input.source, let index = report.findingMeasures.element(of: result.invariant),
               let range = source.segment(ofElement: index) {
                (line, column) = Self.position(of: range.lowerBound, in: source.data)
            } else if pathDataFile {
                line = 1
            }
            findings.append(GateFinding(result: result, severity: severity,
                                        deviation: report.findingMeasures.deviation(of: result.invariant),
                                        fingerprint: GateFingerprint(file: file, input: element.input, result: result),
                                        baseline: nil, line: line, column: column))
        }
        self.init(element: element, findings: findings)
    }

    /// The report of an input that cannot be checked (`Invariant.checkableInput`): one failing
    /// row with `reason` as its detail, graded under `profile` like any finding (an error by
    /// default), at the element's line where it has one.
    /// - Parameters:
    ///   - input: the element, or a stand-in for a file that cannot be read (an empty path).
    ///   - reason: why it cannot be checked, in words.
    ///   - file: the file's name as reports and baselines give it.
    ///   - profile: the severities.
    public init(unchecked input: PathCheckInput, reason: String, file: String, profile: GateProfile) {
        let result = InvariantResult(invariant: .checkableInput, passed: false, margin: -1, detail: reason)
        let report = PathCheck.Report(measures: PathCheck.Measures(area: 0, length: 0, bounds: nil), results: [result])
        self.init(PathCheck.ElementReport(input: input, report: report), file: file, profile: profile, pathDataFile: false)
    }

    /// Whether the element could not be checked (its report is a `Invariant.checkableInput`
    /// finding, whatever its severity).
    public var isUnchecked: Bool { findings.contains { $0.result.invariant == .checkableInput } }

    /// Line and column (from 1; the column in Unicode scalars) of UTF-8 byte `offset` of `text`.
    static func position(of offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1, bytes = 0
        for scalar in text.unicodeScalars {
            guard bytes < offset else { break }
            bytes += String(scalar).utf8.count
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    /// The worst severity among the findings that count, or `nil` when none does.
    public var worstCounting: Severity? { findings.filter(\.counts).map(\.severity).max() }
}

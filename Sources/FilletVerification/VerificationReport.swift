import Foundation
import FilletSupport
import PropertyCheck

/// The result of running suites: one `PropertyReport` per suite (a construction's,
/// or the general paths') and one per negative control (kept apart: ``controls``), plus the run's seed and total case count. What
/// `fillet verify` writes to `results/verify/report.json`.
///
/// A pure function of (suites, seed, cases, shard): the reports of shards `0/N … N−1/N` merged
/// with `merged(_:)` equal the unsharded report.
public struct VerificationReport: Codable, Equatable, Sendable {
    /// 2: adds ``controls``. 3: case values (`worstValue`, `originalValue`, `shrunkValue`, boundary
    /// `failingValue`/`passingValue`, a regression result's `value`) are JSON values, no longer JSON
    /// text inside a string; a discarded passing side is `null`/absent instead of `"null (discarded)"`.
    public static let formatVersion = 3

    public var version: Int
    public var seed: UInt64
    /// The total case count requested, over all suites (each suite's share is in its report).
    public var cases: Int
    public var suites: [PropertyReport]
    /// The negative controls (``NegativeControl``), one report per control: each check is an
    /// invariant that must *fail* on every case; a failure here is a known-invalid case the
    /// catalogue let through.
    public var controls: [PropertyReport]
    /// `n` when the suites ran the differential invariants on one shape in `n` only
    /// (`--sample-differentials n`, ``Catalogue/Options/differentials``); absent when on every one.
    public var differentialSampling: Int?
    /// Whether every suite and every control passed (no failing case, no failing regression,
    /// discards within limit).
    public var passed: Bool

    public init(seed: UInt64, cases: Int, suites: [PropertyReport], controls: [PropertyReport] = [],
                differentialSampling: Int? = nil) {
        self.version = Self.formatVersion
        self.seed = seed
        self.cases = cases
        self.suites = suites
        self.controls = controls
        self.differentialSampling = differentialSampling.flatMap { $0 > 1 ? $0 : nil }
        self.passed = suites.allSatisfy(\.passed) && controls.allSatisfy(\.passed)
    }

    /// Parameter sets checked, over all suites (controls not included).
    public var casesRun: Int { suites.reduce(0) { $0 + $1.casesRun } }

    /// Known-invalid parameter sets run by the controls.
    public var controlCasesRun: Int { controls.reduce(0) { $0 + $1.casesRun } }

    /// Combines shard reports of one run: suites are matched by name and merged with
    /// `PropertyReport.merged(_:)`.
    /// - Parameters:
    ///   - reports: the shard reports, in any order.
    ///   - partial: whether shards may be missing (a step of a merge in stages; the result
    ///   is then itself a shard report to merge further). By default every shard `0…N−1` of every
    ///   suite and control must be there: a CI job whose shard artifact went missing must not
    ///   pass as a whole run.
    /// - Throws: `.mergeMismatch` for reports of different seeds, case counts, samplings or versions, a shard
    ///   given twice, a report with no suite, or (unless `partial`) a shard missing.
    public static func merged(_ reports: [VerificationReport],
                              partial: Bool = false) throws(PropertyCheckError) -> VerificationReport {
        guard let first = reports.first else { throw .mergeMismatch("no reports") }
        if reports.contains(where: { $0.suites.isEmpty }) { throw .mergeMismatch("a report with no suite") }
        if let old = reports.first(where: { $0.version != formatVersion }) {
            throw .mergeMismatch("a report of format \(old.version); this fillet reads format \(formatVersion): run the shards again")
        }
        for report in reports.dropFirst() where report.seed != first.seed || report.cases != first.cases
            || report.version != first.version {
            throw .mergeMismatch("reports come from different runs (seed \(report.seed) vs \(first.seed), cases \(report.cases) vs \(first.cases))")
        }
        for report in reports.dropFirst() where report.differentialSampling != first.differentialSampling {
            func sampling(_ n: Int?) -> String { n.map { "1 in \($0)" } ?? "every case" }
            throw .mergeMismatch("reports come from different runs (differential invariants on "
                                 + "\(sampling(report.differentialSampling)) vs \(sampling(first.differentialSampling)))")
        }
        let merged = VerificationReport(seed: first.seed, cases: first.cases,
                                        suites: try mergeByName(reports.map(\.suites)),
                                        controls: try mergeByName(reports.map(\.controls)),
                                        differentialSampling: first.differentialSampling)
        if !partial, let incomplete = (merged.suites + merged.controls).first(where: { !$0.coversEveryShard }) {
            let missing = incomplete.missingShards(first: 5)
            let listed = missing.first.map(String.init).joined(separator: ", ") + (missing.count > 5 ? ", …" : "")
            throw .mergeMismatch("\(missing.count) shard\(missing.count == 1 ? "" : "s") (\(listed)) of "
                                 + "\(incomplete.shardCount) missing for '\(incomplete.property)' "
                                 + "(pass --partial to merge in stages)")
        }
        return merged
    }

    /// The property reports of every shard matched by name (first appearance order) and merged.
    static func mergeByName(_ shards: [[PropertyReport]]) throws(PropertyCheckError) -> [PropertyReport] {
        var names: [String] = []
        var byName: [String: [PropertyReport]] = [:]
        for shard in shards {
            for report in shard {
                if byName[report.property] == nil { names.append(report.property) }
                byName[report.property, default: []].append(report)
            }
        }
        var merged: [PropertyReport] = []
        for name in names { merged.append(try PropertyReport.merged(byName[name, default: []])) }
        return merged
    }

    /// The construction × invariant table: cases, failures and worst margin per check.
    public var table: String {
        var rows: [(String, String, String, String, String)] = [("construction", "invariant", "cases", "failures", "worst margin")]
        for suite in suites {
            let ordered = suite.checks.sorted { Self.order($0.name) < Self.order($1.name) }
            for check in ordered {
                rows.append((suite.property, check.name, "\(check.evaluations)", "\(check.failures)",
                             check.worstMargin.map(CatalogueReport.format) ?? "-"))
            }
            if !suite.regressions.isEmpty {
                let failing = suite.regressions.filter { !$0.result.passed }.count
                rows.append((suite.property, "(stored regressions)", "\(suite.regressions.count)", "\(failing)", "-"))
            }
        }
        var text = Self.render(rows)
        if !controls.isEmpty {
            var controlRows: [(String, String, String, String, String)] = [
                ("negative control", "check", "cases", "failures", "worst margin"),
            ]
            for control in controls {
                // The required failures first, then the differential invariants that must still hold.
                let ordered = control.checks.sorted { a, b in
                    let aFails = NegativeControl.requiredFailure(ofCheckNamed: a.name)
                    let bFails = NegativeControl.requiredFailure(ofCheckNamed: b.name)
                    if (aFails == nil) != (bFails == nil) { return aFails != nil }
                    return Self.order(aFails?.name ?? a.name) < Self.order(bFails?.name ?? b.name)
                }
                for check in ordered {
                    controlRows.append((control.property, check.name, "\(check.evaluations)", "\(check.failures)",
                                        check.worstMargin.map(CatalogueReport.format) ?? "-"))
                }
                if !control.regressions.isEmpty {
                    let failing = control.regressions.filter { !$0.result.passed }.count
                    controlRows.append((control.property, "(stored regressions)", "\(control.regressions.count)",
                                        "\(failing)", "-"))
                }
            }
            text += "\n" + Self.render(controlRows)
        }
        return text
    }

    /// Left-aligned name columns, right-aligned counts.
    static func render(_ rows: [(String, String, String, String, String)]) -> String {
        var table = TextTable(alignments: [.left, .left, .right, .right, .left])
        for row in rows { table.append([row.0, row.1, row.2, row.3, row.4]) }
        return table.text
    }

    /// Catalogue order for check names (`builds` first, unknown names last).
    static func order(_ name: String) -> Int {
        if name == "builds" { return -1 }
        return Invariant(rawValue: name)?.ordinal ?? Int.max
    }
}

/// Runs suites.
public enum Verification {
    /// Runs each suite with its weighted share of `cases` (all of them when one suite is given),
    /// then each suite's negative controls with ``NegativeControl/cases(forSuiteCases:)`` cases
    /// each, and returns the combined report.
    /// - Parameters:
    ///   - suites: default ``VerificationSuite/all``.
    ///   - seed: the run's seed: case i depends on (seed, i) only (`RunConfiguration`).
    ///   - cases: the total case count, split over the suites by weight.
    ///   - shard: which case indices this process runs (the whole run by default).
    ///   - workers: threads; the report does not depend on it.
    ///   - regressions: stored counterexamples, replayed first (shard 0) and where new failures go.
    ///   - recordsFailures: whether new counterexamples are added to `regressions`.
    ///   - replayCommand: the template of the paste-ready replay command in failures.
    ///   - rerunCommand: the template of the paste-ready command that reruns the suite.
    ///   - differentialSampling: the suites run the differential invariants (``Invariant/differential``)
    ///     on a deterministic one shape in `n` (chosen by a hash of its path, so a shape is always
    ///     in or always out; ``Catalogue/Options/differentials``); 1 (or less): on every shape. The
    ///     negative controls, the replays of stored cases and the shrinking of failures run them on
    ///     every shape.
    ///   - progress: called before each suite with its name and case count.
    /// - Throws: persistence errors from the regressions store.
    public static func run(suites: [VerificationSuite] = VerificationSuite.all, seed: UInt64, cases: Int,
                           shard: Shard = .whole, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                           regressions: RegressionStore? = nil, recordsFailures: Bool = true,
                           replayCommand: CommandTemplate? = nil, rerunCommand: CommandTemplate? = nil,
                           differentialSampling: Int = 1,
                           progress: ((String, Int) -> Void)? = nil) throws(PropertyCheckError) -> VerificationReport {
        let differentials: Catalogue.Options.Sampling = differentialSampling > 1 ? .sampled(oneIn: differentialSampling) : .always
        let counts = suites.count == 1 ? [cases] : VerificationSuite.caseCounts(total: cases, suites: suites)
        var reports: [PropertyReport] = []
        for (suite, count) in zip(suites, counts) {
            progress?(suite.name, count)
            let configuration = RunConfiguration(seed: seed, cases: count, shard: shard, workers: workers,
                                                 regressions: regressions, recordsFailures: recordsFailures,
                                                 replayCommand: replayCommand, rerunCommand: rerunCommand)
            reports.append(try suite.run(configuration, differentials: differentials))
        }
        var controls: [PropertyReport] = []
        for (suite, count) in zip(suites, counts) {
            let controlCases = NegativeControl.cases(forSuiteCases: count)
            for control in suite.controls {
                progress?(control.propertyName(suite: suite.name), controlCases)
                let rerun = rerunCommand.map { _ in
                    CommandTemplate.template("fillet verify --seed {seed} --suite \(suite.name) --cases \(count)")
                }
                let configuration = RunConfiguration(seed: seed, cases: controlCases, shard: shard, workers: workers,
                                                     regressions: regressions, recordsFailures: recordsFailures,
                                                     replayCommand: replayCommand, rerunCommand: rerun)
                controls.append(try control.run(suite: suite.name, configuration))
            }
        }
        return VerificationReport(seed: seed, cases: cases, suites: reports, controls: controls,
                                  differentialSampling: differentialSampling)
    }
}

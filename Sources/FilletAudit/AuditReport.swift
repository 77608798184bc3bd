import Foundation
import FilletSupport
import FilletVerification
import FilletGeometry
import FilletShapes

/// What `fillet audit` found: per seed, which checks fail over which parameter ranges, the worst
/// cases with their numbers, the seed's headline measurement and its own tables. Written as
/// `audit.json` (this value, encoded) and rendered as `README.md`.
///
/// JSON shape (abridged):
/// ```json
/// { "version": 1, "caseCount": 17294, "unexpected": [],
///   "seeds": [ { "seed": "000", "title": "…", "caseCount": 5400,
///     "swept": [ {"name": "points", "values": "2…16"} ],
///     "applicability": [ {"check": "radii", "status": "not applicable", "reason": "…"} ],
///     "checks": [ {"check": "tangent-continuity", "source": "catalogue", "evaluated": 5400, "failed": 5100,
///                  "condition": "fails iff …", "worst": {"parameters": {"points": 5, …}, "margin": -0.2,
///                  "detail": "…", "picture": "seed000-tangent-continuity.svg", "spec": {…}}} ],
///     "headline": {"measure": "…", "value": 12.1, "parameters": {…}, "picture": "seed000.svg"},
///     "findings": ["…"], "tables": [ {"title": "…", "header": […], "rows": [[…]]} ] } ] }
/// ```
public struct AuditReport: Hashable, Sendable, Codable {
    /// The version of `audit.json` this build writes.
    public static let formatVersion = 1

    /// The file's format version.
    public var version = AuditReport.formatVersion
    /// Cases evaluated over all seeds.
    public var caseCount: Int
    /// Things that should hold and did not (a seed construction throwing on parameters it
    /// accepts): the reason for exit status 1. Empty on a clean run.
    public var unexpected: [String]
    /// One entry per audited seed, in seed order.
    public var seeds: [SeedAudit]

    /// A report from its parts.
    public init(caseCount: Int, unexpected: [String], seeds: [SeedAudit]) {
        self.caseCount = caseCount
        self.unexpected = unexpected
        self.seeds = seeds
    }
}

/// One seed's part of the ``AuditReport``.
public struct SeedAudit: Hashable, Sendable, Codable {
    /// The seed audited.
    public var seed: AuditSeed
    /// The seed's title, as the article names its construction.
    public var title: String
    /// Cases evaluated for this seed.
    public var caseCount: Int
    /// Each swept parameter and its values, summarised.
    public var swept: [SweptParameter]
    /// Which catalogue invariants apply to the seed, which the audit adds, and why.
    public var applicability: [AuditApplicability]
    /// Every check evaluated at least once, in catalogue order, then the audit's own.
    public var checks: [CheckFinding]
    /// The seed's headline measurement at its worst case, if it has one.
    public var headline: HeadlineFinding?
    /// Sentences with the seed's numbers (kink angle, budget vs first failure, corner width…).
    public var findings: [String]
    /// Small tables of seed-specific numbers.
    public var tables: [AuditTable]
}

/// A swept parameter: its name and values as text ("2…16", "none, rect cutout").
public struct SweptParameter: Hashable, Sendable, Codable {
    /// The parameter's name.
    public var name: String
    /// Its values, summarised as text.
    public var values: String
}

/// Whether a check applies to a seed.
public struct AuditApplicability: Hashable, Sendable, Codable {
    /// How a check comes to be evaluated on a seed, or why not.
    public enum Status: String, Hashable, Sendable, Codable {
        /// The catalogue evaluates it from the seed's metadata.
        case applies
        /// The audit feeds the catalogue's check (or its own) with what the seed needs.
        case added
        /// It makes no sense for this construction.
        case notApplicable = "not applicable"
    }

    /// The check's name.
    public var check: String
    /// Whether it applies, is added by the audit, or does not apply.
    public var status: Status
    /// Why, in words.
    public var reason: String
}

/// The verdicts of one check over a seed's sweep.
public struct CheckFinding: Hashable, Sendable, Codable {
    /// The check's name (an invariant's, or one of ``AuditChecks``).
    public var check: String
    /// "catalogue" for an `Invariant`, "audit" for one of ``AuditChecks``.
    public var source: String
    /// Cases on which the check was evaluated.
    public var evaluated: Int
    /// Cases on which it failed.
    public var failed: Int
    /// Where it fails, as a condition on the swept parameters (``AuditConditions``).
    public var condition: String
    /// The failing case with the most negative margin (ties: the larger headline measure).
    public var worst: WorstCase?
}

/// A case singled out in the report, with the numbers to reproduce it.
public struct WorstCase: Hashable, Sendable, Codable {
    /// The swept parameters' values at this case.
    public var parameters: [AuditParameter]
    /// The check's margin there (negative: violated by that much).
    public var margin: Double
    /// The catalogue's detail line for the check (or the audit's own).
    public var detail: String
    /// File name of its picture under the output directory.
    public var picture: String?
    /// The construction as `ShapeSpec` JSON, e.g. for `fillet shape`.
    public var spec: ShapeSpec
}

/// The seed's headline measurement at its worst case.
public struct HeadlineFinding: Hashable, Sendable, Codable {
    /// What is measured, in words.
    public var measure: String
    /// Its value at the worst case.
    public var value: Double
    /// The swept parameters' values at that case.
    public var parameters: [AuditParameter]
    /// File name of its picture under the output directory.
    public var picture: String?
    /// The construction as `ShapeSpec` JSON.
    public var spec: ShapeSpec
}

/// A small table of seed-specific numbers.
public struct AuditTable: Hashable, Sendable, Codable {
    /// The table's title.
    public var title: String
    /// Its column headings.
    public var header: [String]
    /// Its rows, as text.
    public var rows: [[String]]
}

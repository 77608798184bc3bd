import FilletSupport
import FilletVerification
import Foundation
import FilletGeometry
import FilletShapes

/// The report, its pictures and its markdown, ready to write.
public struct AuditOutput: Sendable {
    public var report: AuditReport
    /// File name → SVG text.
    public var pictures: [(name: String, svg: String)]
}

extension AuditReport {
    /// Summarises raw sweep results into the report and renders the worst cases' pictures.
    /// - Complexity: O(checks · parameters² · cases) for the conditions, plus one catalogue run per
    ///   picture and seed 001's bisections.
    public static func build(from runs: [SeedRun]) -> AuditOutput {
        var seeds: [SeedAudit] = []
        var unexpected: [String] = []
        var pictures: [(name: String, svg: String)] = []
        for run in runs {
            for result in run.results {
                if let error = result.error {
                    unexpected.append("seed \(run.seed.id): \(run.cases[result.index].parameterText): the construction threw: \(error)")
                }
            }
            let built = buildSeed(run)
            seeds.append(built.audit)
            pictures += built.pictures
            unexpected += built.unexpected
        }
        let report = AuditReport(caseCount: runs.reduce(0) { $0 + $1.cases.count }, unexpected: unexpected, seeds: seeds)
        return AuditOutput(report: report, pictures: pictures)
    }

    /// Check names in report order: the catalogue's, then the audit's own.
    static let checkOrder: [String] = Invariant.allCases.map(\.name)
        + [AuditChecks.simpleExceptStart, AuditChecks.centredInFrame, AuditChecks.noDegenerateSegment]

    static func buildSeed(_ run: SeedRun) -> (audit: SeedAudit, pictures: [(name: String, svg: String)], unexpected: [String]) {
        let valid = run.results.filter { $0.error == nil }
        var checks: [CheckFinding] = []
        var pictures: [(name: String, svg: String)] = []
        for check in checkOrder {
            var parameters: [[AuditParameter]] = []
            var failed: [Bool] = []
            var worst: (result: AuditCaseResult, margin: Double)?
            for result in valid {
                guard let verdict = result.verdict(check) else { continue }
                parameters.append(run.cases[result.index].parameters)
                failed.append(!verdict.passed)
                guard !verdict.passed else { continue }
                if let current = worst {
                    let worse = verdict.margin < current.margin
                        || (verdict.margin == current.margin && (result.measure ?? 0) > (current.result.measure ?? 0))
                    if worse { worst = (result, verdict.margin) }
                } else {
                    worst = (result, verdict.margin)
                }
            }
            guard !parameters.isEmpty else { continue }
            var worstCase: WorstCase?
            if let worst {
                let auditCase = run.cases[worst.result.index]
                let name = "seed\(run.seed.id)-\(check).svg"
                let detail = AuditPictures.detail(check: check, auditCase: auditCase)
                worstCase = WorstCase(parameters: auditCase.parameters, margin: worst.margin, detail: detail,
                                      picture: name, spec: auditCase.spec)
                pictures.append((name, AuditPictures.svg(check: check, auditCase: auditCase, detail: detail)))
            }
            let source = Invariant(rawValue: check) == nil ? "audit" : "catalogue"
            checks.append(CheckFinding(check: check, source: source, evaluated: parameters.count,
                                       failed: failed.filter { $0 }.count,
                                       condition: AuditConditions.describe(parameters: parameters, failed: failed),
                                       worst: worstCase))
        }
        var headline: HeadlineFinding?
        if let top = headlineCase(SeedRun(seed: run.seed, cases: run.cases, results: valid)), let measure = top.measure {
            let auditCase = run.cases[top.index]
            let name = "seed\(run.seed.id).svg"
            headline = HeadlineFinding(measure: AuditMeasure.name(run.seed), value: measure,
                                       parameters: auditCase.parameters, picture: name, spec: auditCase.spec)
            pictures.append((name, AuditPictures.headlineSVG(seed: run.seed, auditCase: auditCase, value: measure)))
        }
        var extra = AuditFindings.findings(run)
        if run.seed == .seed000, let index = run.cases.firstIndex(where: {
            $0["version"] == .text("innerAndOuterArcs") && $0["frame"] == .number(150) && $0["points"] == .number(5)
                && $0["r"] == .number(3) && $0["outline"] == .text("none")
        }), let kink = run.results[index].measure {
            pictures.append(("seed000-defaults.svg", AuditPictures.headlineSVG(seed: .seed000, auditCase: run.cases[index], value: kink)))
            extra.findings.append("The article's defaults, kinks marked: ![seed 000 at the article's defaults](seed000-defaults.svg)")
        }
        let audit = SeedAudit(seed: run.seed, title: run.seed.title, caseCount: run.cases.count,
                              swept: swept(run.cases), applicability: AuditApplicability.table(for: run.seed),
                              checks: checks, headline: headline, findings: extra.findings, tables: extra.tables)
        return (audit, pictures, extra.unexpected)
    }

    /// The case with the seed's worst headline measure: the largest kink of a star with at least
    /// three points (n = 2 is a rhombus), seed 001's first grid radius past the budget with every
    /// other corner rounded (the article's mix, most contacts among equals), the largest |offset|,
    /// the longest closing segment, seed 004's widest corner with the inside radius unset and R ≥ w.
    static func headlineCase(_ run: SeedRun) -> AuditCaseResult? {
        let measured = run.results.filter { $0.measure.map { $0.isFinite } ?? false }
        func number(_ result: AuditCaseResult, _ name: String) -> Double { run.cases[result.index][name]?.number ?? 0 }
        // The first of equal maxima: the sweeps list small radii first.
        func first(_ results: [AuditCaseResult], by key: (AuditCaseResult) -> Double) -> AuditCaseResult? {
            var best: AuditCaseResult?
            for result in results where best == nil || key(result) > key(best!) { best = result }
            return best
        }
        switch run.seed.kind {
        case .seed000:
            return first(measured.filter { number($0, "points") >= 3 }) { $0.measure! }
        case .seed001:
            // Exactly at the budget the tangent points coincide and rounding decides: start past it.
            let past = measured.filter {
                $0.measure! > 0 && run.cases[$0.index]["pattern"] == .text("even") && number($0, "r/budget") > 1 + 1e-9
            }
            return first(past) { -number($0, "r/budget") * 1000 + $0.measure! }
        case .seed002:
            return first(measured) { Swift.abs($0.measure!) }
        case .seed003:
            return first(measured) { $0.measure! }
        case .seed004:
            // The article's case: inside radius left unset, R ≥ w; the widest (√2 for all), then the
            // widest border so the picture shows it.
            let unset = measured.filter {
                run.cases[$0.index]["inside radius"] == .text("same as outer") && number($0, "R/w") >= 1
            }
            return first(unset) { ($0.measure! * 1e9).rounded() * 1000 + number($0, "w") }
        case .star, .polygon, .regularPolygon, .rect, .border: preconditionFailure("\(run.seed) is not a seed")
        }
    }

    /// Each parameter's values: "a…b (k values)" for numbers, the list for labels.
    static func swept(_ cases: [AuditCase]) -> [SweptParameter] {
        guard let first = cases.first else { return [] }
        return first.parameters.indices.map { column in
            var seen: [AuditValue] = []
            var set = Set<AuditValue>()
            for auditCase in cases where set.insert(auditCase.parameters[column].value).inserted {
                seen.append(auditCase.parameters[column].value)
            }
            let numbers = seen.compactMap(\.number)
            let text: String
            if numbers.count == seen.count, numbers.count > 6 {
                let sorted = numbers.sorted()
                text = "\(AuditFormat.number(sorted.first!))…\(AuditFormat.number(sorted.last!)) (\(sorted.count) values)"
            } else if numbers.count == seen.count {
                text = numbers.sorted().map { AuditFormat.number($0) }.joined(separator: ", ")
            } else {
                text = seen.map(\.description).joined(separator: ", ")
            }
            return SweptParameter(name: first.parameters[column].name, values: text)
        }
    }
}

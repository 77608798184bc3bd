import Foundation
import FilletSupport
import FilletVerification
import FilletGeometry

extension AuditReport {
    /// The section headings every seed gets, in order (a seed without failures says so under
    /// "Failures"; one without a headline measurement omits "Worst case").
    public static let seedSections = ["### Swept", "### Which checks apply", "### Failures", "### Worst case", "### Findings"]

    /// `results/audit/README.md`: a summary table, then per seed what was swept, which checks
    /// apply, which fail over which parameter ranges with the worst case and its picture, and the
    /// seed's own numbers.
    public var markdown: String {
        var text = """
        # Seed audit

        `fillet audit` runs the invariant catalogue over each seed construction *as published*,
        sweeping its parameters over the ranges its article uses and a little past them. The seeds'
        failures are findings about the articles, not failures of this package: the command exits 0
        when the audit ran. Regenerate with `swift run -c release fillet audit` (this directory is
        its output: `README.md`, `audit.json`, one SVG per worst case).

        \(caseCount) cases. Conditions are exact descriptions of the failing cases over the swept grid
        ("fails iff …"); where no one- or two-parameter condition is exact the text says so and lists
        the values at which every case or no case fails. Margins are the catalogue's (≥ 0 holds;
        lengths relative to the shape's size, angles in radians, −1 for verdict-only checks).

        ## Summary

        | seed | cases | failing checks (failed / evaluated) |
        |------|------:|-------------------------------------|

        """
        for seed in seeds {
            let failing = seed.checks.filter { $0.failed > 0 }.map { "\($0.check) \($0.failed)/\($0.evaluated)" }
            text += "| [\(seed.seed.id)](#seed-\(seed.seed.id)) | \(seed.caseCount) | \(failing.isEmpty ? "none" : failing.joined(separator: ", ")) |\n"
        }
        if !unexpected.isEmpty {
            text += "\n## Unexpected\n\nThese should hold and did not (exit status 1):\n\n"
            for line in unexpected { text += "- \(Self.escaped(line))\n" }
        }
        for seed in seeds { text += "\n" + seed.markdown }
        return text
    }

    /// `|` and newlines escaped for a table cell.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}

extension SeedAudit {
    /// This seed's section of the README.
    public var markdown: String {
        var text = "<a id=\"seed-\(seed.id)\"></a>\n## Seed \(seed.id) — \(seed.title)\n\n\(caseCount) cases.\n\n### Swept\n\n"
        for parameter in swept { text += "- \(parameter.name): \(parameter.values)\n" }
        text += "\n### Which checks apply\n\n| check | status | why |\n|-------|--------|-----|\n"
        for row in applicability {
            let evaluated = checks.first { $0.check == row.check }
            let note = row.status != .notApplicable && evaluated == nil ? " (never reached: the catalogue stops early or the metadata is absent)" : ""
            text += "| \(row.check) | \(row.status.rawValue) | \(AuditReport.escaped(row.reason))\(note) |\n"
        }
        text += "\n### Failures\n\n"
        let failing = checks.filter { $0.failed > 0 }
        if failing.isEmpty {
            text += "Every evaluated check holds in every case.\n"
        } else {
            text += "| check | failed / evaluated | where | worst case |\n|-------|-------------------:|-------|------------|\n"
            for check in failing {
                var worst = "—"
                if let w = check.worst {
                    let parameters = w.parameters.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
                    worst = "margin \(AuditFormat.number(w.margin)) at \(parameters): \(w.detail)"
                    if let picture = w.picture { worst += " ([svg](\(picture)))" }
                }
                text += "| \(check.check)\(check.source == "audit" ? " (audit)" : "") | \(check.failed) / \(check.evaluated) | \(AuditReport.escaped(check.condition)) | \(AuditReport.escaped(worst)) |\n"
            }
        }
        let holding = checks.filter { $0.failed == 0 }.map(\.check)
        if !holding.isEmpty { text += "\nHold in every evaluated case: \(holding.joined(separator: ", ")).\n" }
        if let headline {
            let parameters = headline.parameters.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
            text += "\n### Worst case\n\n\(headline.measure): **\(AuditFormat.number(headline.value, digits: 8))** at \(parameters).\n"
            if let picture = headline.picture { text += "\n![seed \(seed.id) worst case](\(picture))\n" }
        }
        text += "\n### Findings\n\n"
        for finding in findings { text += "- \(finding)\n" }
        for table in tables {
            text += "\n\(table.title):\n\n| \(table.header.joined(separator: " | ")) |\n|\(table.header.map { _ in "---" }.joined(separator: "|"))|\n"
            for row in table.rows { text += "| \(row.map(AuditReport.escaped).joined(separator: " | ")) |\n" }
        }
        return text
    }
}

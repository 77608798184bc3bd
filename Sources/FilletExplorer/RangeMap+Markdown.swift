import FilletSupport
import FilletVerification
import Foundation

extension RangeMap {
    /// A markdown summary: what was mapped and how (construction, axes, z interval, fixed
    /// parameters, clamp policy, counted invariants, search precision and validation), the status
    /// counts, which invariants fail first, the comparison with the closed form (agreement and
    /// the cells where another invariant binds first), non-monotone cells, and a table of cells.
    /// - Parameters:
    ///   - name: the files' base name (for the links).
    ///   - hasPage: whether the interactive `<name>.html` is written beside it (linked when it is).
    public func markdown(name: String, hasPage: Bool = false) -> String {
        let s = setup
        var text = "# Range map: \(s.construction.rawValue) — largest \(s.z.name)\n\n"
        text += "\(s.construction.summary).\n\n"
        text += "Files: [\(name).csv](\(name).csv) (one row per cell), [\(name).svg](\(name).svg) (heatmap)"
            + (hasPage ? ", [\(name).html](\(name).html) (interactive: values, shapes, profiles; open it in a browser).\n\n" : ".\n\n")
        text += "| setting | value |\n|---|---|\n"
        text += "| x | \(s.x.name) = \(Self.tickLabel(s.x.lower))…\(Self.tickLabel(s.x.upper)), \(xValues.count) values\(s.x.isInteger ? " (whole numbers)" : " (cell centres)") |\n"
        text += "| y | \(s.y.name) = \(Self.tickLabel(s.y.lower))…\(Self.tickLabel(s.y.upper)), \(yValues.count) values\(s.y.isInteger ? " (whole numbers)" : " (cell centres)") |\n"
        text += "| z (boundary along) | \(s.z.name) in [\(Self.tickLabel(s.z.lower)), \(Self.tickLabel(s.z.upper))] |\n"
        text += "| other parameters | \(s.fixedDescription.isEmpty ? "—" : s.fixedDescription) |\n"
        text += "| clamp policy | \(s.policyDescription) |\n"
        text += "| invariants counted | every applicable one\(s.ignored.isEmpty ? "" : " except " + s.ignored.map(\.name).joined(separator: ", ")); scale invariance \(Self.describe(s.scaleInvariance)) |\n"
        text += "| search | bisection to \(Self.tickLabel(s.search.relativeTolerance)) relative; validation \(s.search.evenSamplesBelow) even + \(s.search.randomSamplesBelow) random values below, \(s.search.evenSamplesAbove) + \(s.search.randomSamplesAbove) above; seed \(s.seed) |\n"
        let evaluations = cells.reduce(0) { $0 + $1.evaluations }
        // No wall-clock time: the summary is a committed result, regenerated unchanged on any machine.
        text += "| cells | \(cells.count), \(evaluations) catalogue evaluations |\n\n"

        text += "## Status\n\n| status | cells |\n|---|---|\n"
        let counts = statusCounts
        for status in CellStatus.allCases { text += "| \(status.rawValue) | \(counts[status] ?? 0) |\n" }
        text += "\n## What fails first beyond the boundary\n\n"
        var firsts: [String: Int] = [:]
        for cell in cells where cell.status == .ok || cell.status == .nonMonotone || cell.status == .neverValid {
            firsts[cell.failures.isEmpty ? "—" : MarkdownText.cell(cell.failures.joined(separator: " + ")), default: 0] += 1
        }
        text += "Invariants failing at the first failing value (within 10⁻⁹ relative of the boundary; several fail together when they are listed with +).\n\n"
        text += "| first failure | cells |\n|---|---|\n"
        for (names, count) in firsts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) { text += "| \(names) | \(count) |\n" }
        if !notes.isEmpty { text += "\n## Notes\n\n" + notes.joined(separator: "\n\n") + "\n" }
        text += "\n" + closedFormSection()
        let nonMonotone = cells.filter { $0.status == .nonMonotone }
        if !nonMonotone.isEmpty {
            text += "## Non-monotone cells\n\nA failing value below the bisected boundary, or a valid one above it: the valid set along \(s.z.name) is not one interval from \(Self.tickLabel(s.z.lower)).\n\n"
            text += "| \(s.x.name) | \(s.y.name) | boundary | witness | fails at witness |\n|---|---|---|---|---|\n"
            for cell in nonMonotone.prefix(30) {
                text += "| \(Self.format(cell.x, digits: 6)) | \(Self.format(cell.y, digits: 6)) | \(Self.format(cell.boundary, digits: 10)) | \(Self.format(cell.witness ?? .nan, digits: 10)) | \(cell.witnessFailures.isEmpty ? "(holds)" : MarkdownText.cell(cell.witnessFailures.joined(separator: " + "))) |\n"
            }
            if nonMonotone.count > 30 { text += "\n… and \(nonMonotone.count - 30) more (see the CSV).\n" }
            text += "\n"
        }
        text += cellTable()
        return text
    }

    static func describe(_ mode: Catalogue.Options.Sampling) -> String {
        switch mode {
        case .always: return "on"
        case .never: return "off"
        case .sampled(let oneIn): return "on 1 in \(oneIn) shapes"
        }
    }

    private func closedFormSection() -> String {
        let withForm = cells.filter { $0.closedForm != nil && $0.status == .ok }
        guard !withForm.isEmpty else {
            return "## Closed form\n\nNone applies to this map (the edge budget needs z to be a corner radius and the clamp policy `none`).\n\n"
        }
        var text = "## Closed form: the edge budget\n\n"
        text += "Exact fillets with clamp policy `none` fit while on every edge the tangent lengths fit:\n\n"
        text += "```\nz_max = min over edges of (L − bᵢ·cot(Aᵢ/2) − bⱼ·cot(Aⱼ/2)) / (aᵢ·cot(Aᵢ/2) + aⱼ·cot(Aⱼ/2)),   rᵢ = aᵢ·z + bᵢ\n"
        text += "equal radii: r_max = min L / (cot(Aᵢ/2) + cot(Aⱼ/2))\n```\n\n"
        if withForm.contains(where: { $0.closedForm?.formula == "smoothed-edge-budget" }) {
            text += "With corner smoothing `s` a corner's flanks reach `(1 + s)·rᵢ·cot(Aᵢ/2)` along each edge (clamp policy `none` draws every smoothing as asked), so each tangent length counts `(1 + sᵢ)` times: "
            text += "equal radii and smoothing, `r_max = min L / ((1 + s)·(cot(Aᵢ/2) + cot(Aⱼ/2)))` (`smoothed-edge-budget` in the CSV).\n\n"
        }
        let agreeing = withForm.filter(\.closedFormBinds)
        let others = withForm.filter { !$0.closedFormBinds }
        let worst = agreeing.map { Swift.abs($0.relativeDifference) }.max() ?? .nan
        let mean = agreeing.isEmpty ? Double.nan : agreeing.map(\.relativeDifference).reduce(0, +) / Double(agreeing.count)
        text += "- \(agreeing.count) of \(withForm.count) cells with status ok agree with it, or with the catalogue's bound below, within \(Self.tickLabel(Self.closedFormAgreement)) relative: the edge budget binds there. "
        let worstCatalogue = agreeing.map { Swift.abs($0.relativeDifferenceFromCatalogueBound) }.filter { !$0.isNaN }.max() ?? .nan
        text += "Largest |relative difference| among them \(Self.format(worst, digits: 3)), mean \(Self.format(mean, digits: 3)): "
        text += "beyond the budget the outline backs up along the binding edge, and the catalogue bridges a reversed segment shorter than the degenerate length (10⁻⁹ of the shape's size), "
        text += "which puts its own bound above the exact one by `catalogue_slack` = degenerate length / tangent-length growth of the binding edge. "
        text += "Against that bound the largest |relative difference| is \(Self.format(worstCatalogue, digits: 3)) (search precision \(Self.tickLabel(setup.search.relativeTolerance))).\n"
        text += "- \(others.count) cells: another invariant fails first, below the budget (black dots in the heatmap).\n\n"
        if !others.isEmpty {
            var byFailure: [String: Int] = [:]
            for cell in others { byFailure[MarkdownText.cell(cell.failures.joined(separator: " + ")), default: 0] += 1 }
            text += "| binds before the edge budget | cells |\n|---|---|\n"
            for (names, count) in byFailure.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) { text += "| \(names) | \(count) |\n" }
            text += "\n| \(setup.x.name) | \(setup.y.name) | measured | closed form | relative difference | fails first |\n|---|---|---|---|---|---|\n"
            for cell in others.sorted(by: { $0.relativeDifference < $1.relativeDifference }).prefix(15) {
                text += "| \(Self.format(cell.x, digits: 6)) | \(Self.format(cell.y, digits: 6)) | \(Self.format(cell.boundary, digits: 10)) | \(Self.format(cell.closedForm!.value, digits: 10)) | \(Self.format(cell.relativeDifference, digits: 3)) | \(MarkdownText.cell(cell.failures.joined(separator: " + "))) |\n"
            }
            text += "\n"
        }
        return text
    }

    /// The most cells the markdown table lists.
    static let tableCells = 24

    /// Up to 24 cells spread over the grid (all when fewer), with everything the CSV has but the witness.
    private func cellTable() -> String {
        let starRegular = setup.construction == .star && setup.y.name == "inner-ratio" && yValues == [0]
        var text = "## Cells\n\n"
        if starRegular {
            text += "Regular stars {n/2} (inner-ratio 0): the inner ratio from seed 002's tan form beside the cos form the construction uses.\n\n"
        }
        let chosen: [RangeCell]
        if cells.count <= Self.tableCells { chosen = cells } else {
            // First and last cell included, the others evenly between.
            let last = cells.count - 1, span = Self.tableCells - 1
            chosen = (0...span).map { cells[($0 * last + span / 2) / span] }
            text += "\(Self.tableCells) of the \(cells.count) cells, evenly spread from the first to the last;"
                + " every cell is in the CSV.\n\n"
        }
        text += "| \(setup.x.name) | \(setup.y.name) | status | max \(setup.z.name) | closed form | relative difference | fails first |"
        text += starRegular ? " k (tan form) | k (cos form) |\n|---|---|---|---|---|---|---|---|---|\n" : "\n|---|---|---|---|---|---|---|\n"
        for cell in chosen {
            text += "| \(Self.format(cell.x, digits: 6)) | \(Self.format(cell.y, digits: 6)) | \(cell.status.rawValue) | \(Self.format(cell.boundary, digits: 12)) | \(Self.format(cell.closedForm?.value ?? .nan, digits: 12)) | \(Self.format(cell.relativeDifference, digits: 3)) | \(MarkdownText.cell(cell.failures.joined(separator: " + "))) |"
            if starRegular {
                let n = Int(cell.x)
                let cosForm = n >= 5 ? cos(2 * Double.pi / cell.x) / cos(Double.pi / cell.x) : Double.nan
                text += " \(Self.format(ExplorerConstruction.regularStarInnerRatioTanForm(points: n), digits: 15)) | \(Self.format(cosForm, digits: 15)) |"
            }
            text += "\n"
        }
        return text + "\n"
    }
}

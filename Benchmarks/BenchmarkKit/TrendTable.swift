import Foundation
import FilletSupport

/// The markdown trend table: one row per case, the fastest time of the last entries (what
/// `--compare` gates), change over the window.
public enum TrendTable {
    /// How many of the newest history entries the table shows.
    public static let columns = 8

    public static func markdown(_ entries: [HistoryEntry], include: (String) -> Bool = { _ in true }) -> String {
        let shown = Array(entries.suffix(columns))
        var text = "# fillet-bench trend\n\n"
        guard !shown.isEmpty else { return text + "No history entries yet: run `fillet-bench --record`.\n" }
        text += "Fastest nanoseconds per iteration over the last \(shown.count) of \(entries.count) history entries "
        text += "(oldest left); Δ is the newest against the oldest shown.\n\n"
        text += "| case | " + shown.map { "`\(cell(String($0.metadata.gitSHA.prefix(7))))` \(cell($0.mode))" }
            .joined(separator: " | ") + " | Δ |\n"
        text += "|---|" + String(repeating: "---:|", count: shown.count) + "---:|\n"
        for name in TrendChart.caseNames(shown) where include(name) {
            let values = shown.map { entry in entry.cases.first { $0.name == name }?.min }
            let cells = values.map { $0.map(Self.nanoseconds) ?? "–" }
            var delta = "–"
            if let first = values.compactMap({ $0 }).first, let last = values.compactMap({ $0 }).last, first > 0, values.compactMap({ $0 }).count > 1 {
                delta = NumberText.fixed((last - first) / first * 100, decimals: 1, signed: true) + "%"
            }
            text += "| \(cell(name)) | " + cells.joined(separator: " | ") + " | \(delta) |\n"
        }
        let fits = shown.last?.fits ?? []
        if !fits.isEmpty {
            text += "\nScaling exponents of the newest entry (time ∝ xᵏ, least squares on log-log):\n\n| series | k | r² |\n|---|---:|---:|\n"
            for fit in fits { text += "| \(cell(fit.series)) | \(NumberText.fixed(fit.exponent, decimals: 3)) | \(NumberText.fixed(fit.rSquared, decimals: 4)) |\n" }
        }
        return text
    }

    /// Text from the history (case names, series, modes) as one table cell (``FilletSupport/MarkdownText``).
    static func cell(_ text: String) -> String { MarkdownText.cell(text) }

    /// Three significant figures: `212`, `1.53e+04`.
    static func nanoseconds(_ value: Double) -> String {
        value < 1000 ? NumberText.fixed(value, decimals: 1) : NumberText.compact(value, digits: 3)
    }
}

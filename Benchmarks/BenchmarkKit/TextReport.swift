import Foundation

/// The human-readable tables fillet-bench prints.
public enum TextReport {
    /// One row per case, then the fitted exponents.
    public static func run(_ run: BenchmarkRun) -> String {
        let meta = run.metadata
        var text = "fillet-bench \(run.plan.mode) · \(meta.gitSHA.prefix(12))\(meta.gitDirty == true ? "+dirty" : "") · \(meta.date)\n"
        text += "\(meta.toolchain) · \(meta.configuration) · \(meta.host.hostname) · \(meta.host.cores) cores · \(meta.host.cpuModel)\n\n"
        let header = ["case", "min", "p50", "p90", "p99", "MAD", "shapes/s", "points", "ns/pt", "pts/min", "max dev", "allocs"]
        var rows: [[String]] = []
        for item in run.cases {
            let stats = item.nanosecondsPerIteration
            rows.append([
                item.name, duration(stats.min), duration(stats.p50), duration(stats.p90), duration(stats.p99),
                duration(stats.mad), rate(item.shapesPerSecond), item.metrics.points.map(String.init) ?? "–",
                item.nanosecondsPerPoint.map { String(format: "%.2f", $0) } ?? "–",
                item.metrics.pointsOverMinimal.map { String(format: "%.3f", $0) } ?? "–",
                item.metrics.maxDeviation.map { String(format: "%.2e", $0) } ?? "–",
                item.allocationsPerIteration.map(count) ?? "–",
            ])
        }
        text += table(header: header, rows: rows)
        if !run.fits.isEmpty {
            text += "\nscaling (time ∝ xᵏ, least squares on log-log):\n"
            for fit in run.fits {
                let points = zip(fit.x, fit.nanoseconds).map { "\(count($0.0)):\(duration($0.1))" }.joined(separator: " ")
                text += "  \(fit.series): k = \(String(format: "%.3f", fit.fit.exponent)), r² = \(String(format: "%.4f", fit.fit.rSquared))  [\(points)]\n"
            }
        }
        return text
    }

    /// Changed metrics first, then a one-line verdict.
    public static func comparison(_ comparison: Comparison) -> String {
        var text = "\ncompared with baseline '\(comparison.baselineName)' (time threshold \(String(format: "%g", comparison.threshold * 100))%):\n"
        for note in comparison.notes { text += "  note: \(note)\n" }
        let changed = comparison.entries.filter { $0.change != .unchanged }
        if changed.isEmpty {
            text += "  no metric changed\n"
        } else {
            let rows = changed.map { entry in
                [entry.change.rawValue, entry.caseName, entry.metric,
                 value(entry.metric, entry.baseline), value(entry.metric, entry.current),
                 entry.relativeChange.map { String(format: "%+.1f%%", $0 * 100) } ?? "new"]
            }
            text += table(header: ["change", "case", "metric", "baseline", "current", "Δ"], rows: rows)
        }
        for name in comparison.newCases { text += "  new case (not in baseline): \(name)\n" }
        for name in comparison.missingCases { text += "  missing case (in baseline, not measured): \(name)\n" }
        let verdict = switch comparison.verdict {
        case .noChange: "no change"
        case .regression: "REGRESSION"
        case .improvementsOnly: "improvements only"
        }
        text += "verdict: \(verdict) (exit \(comparison.exitCode))\n"
        return text
    }

    /// A compared metric's value: a duration, an exponent to three decimals, or a count.
    static func value(_ metric: String, _ value: Double) -> String {
        switch metric {
        case "time": duration(value)
        case "exponent": String(format: "%.3f", value)
        default: count(value)
        }
    }

    /// Left-aligned first column, right-aligned others.
    static func table(header: [String], rows: [[String]]) -> String {
        var widths = header.map(\.count)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return index == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ") + "\n"
        }
        return line(header) + rows.map(line).joined()
    }

    /// Nanoseconds with a unit: `212 ns`, `15.3 µs`, `4.20 ms`.
    public static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<10: String(format: "%.2f ns", nanoseconds)
        case ..<1e3: String(format: "%.1f ns", nanoseconds)
        case ..<1e6: String(format: "%.2f µs", nanoseconds / 1e3)
        case ..<1e9: String(format: "%.2f ms", nanoseconds / 1e6)
        default: String(format: "%.2f s", nanoseconds / 1e9)
        }
    }

    static func rate(_ perSecond: Double) -> String {
        perSecond >= 1e6 ? String(format: "%.2fM", perSecond / 1e6) : (perSecond >= 1e3 ? String(format: "%.1fk", perSecond / 1e3) : String(format: "%.1f", perSecond))
    }

    static func count(_ value: Double) -> String {
        value == value.rounded() && Swift.abs(value) < 1e15 ? String(Int(value)) : String(format: "%.3g", value)
    }
}

import Foundation
import FilletSupport

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
                item.nanosecondsPerPoint.map { NumberText.fixed($0, decimals: 2) } ?? "–",
                item.metrics.pointsOverMinimal.map { NumberText.fixed($0, decimals: 3) } ?? "–",
                item.metrics.maxDeviation.map { NumberText.scientific($0, decimals: 2) } ?? "–",
                item.allocationsPerIteration.map(count) ?? "–",
            ])
        }
        text += table(header: header, rows: rows)
        if !run.fits.isEmpty {
            text += "\nscaling (time ∝ xᵏ, least squares on log-log):\n"
            for fit in run.fits {
                let points = zip(fit.x, fit.nanoseconds).map { "\(count($0.0)):\(duration($0.1))" }.joined(separator: " ")
                text += "  \(fit.series): k = \(NumberText.fixed(fit.fit.exponent, decimals: 3)), r² = \(NumberText.fixed(fit.fit.rSquared, decimals: 4))  [\(points)]\n"
            }
        }
        return text
    }

    /// Changed metrics first, then a one-line verdict.
    /// - Parameter writeFailed: whether a result (baseline, history line) could not be written,
    ///   which the verdict line's exit status (``BenchDriver/exitCode(_:writeFailed:)``) reflects.
    public static func comparison(_ comparison: Comparison, writeFailed: Bool = false) -> String {
        let threshold = NumberText.compact(comparison.threshold * 100, special: .printf)
        let gated = comparison.gate == .counts ? "; gated on counts only, times reported" : ""
        var text = "\ncompared with baseline '\(comparison.baselineName)' "
            + "(time: fastest sample, threshold \(threshold)%\(gated)):\n"
        for note in comparison.notes { text += "  note: \(note)\n" }
        // Under a counts-only gate the times' changes are summed up in one line, not listed: on
        // the noisy machine that gate is for, every case moves by more than the threshold.
        let changed = comparison.entries.filter { $0.change != .unchanged && comparison.gate.gates($0.metric) }
        let ungated = comparison.entries.filter { $0.change != .unchanged && !comparison.gate.gates($0.metric) }
        if !ungated.isEmpty {
            let slower = ungated.filter { $0.change == .regression }.count
            text += "  not gated: \(slower) slower and \(ungated.count - slower) faster beyond the threshold "
                + "(times and exponents; --gate all lists them)\n"
        }
        if comparison.comparedCases == 0 {
            text += "  no case of the baseline was measured by this run: no time or count to compare\n"
        }
        if changed.isEmpty {
            if comparison.comparedCases > 0 { text += "  no metric changed (\(comparison.comparedCases) case(s) compared)\n" }
        } else {
            let rows = changed.map { entry in
                [entry.change.rawValue, entry.caseName, entry.metric.rawValue,
                 value(entry.metric, entry.baseline), value(entry.metric, entry.current),
                 percent(entry.relativeChange)]
            }
            text += table(header: ["change", "case", "metric", "baseline", "current", "Δ"], rows: rows)
        }
        for entry in comparison.entries {
            guard let samples = entry.retimedSamples else { continue }
            if entry.metric != .time {
                let outcome = entry.change == .regression ? "still a regression" : "no regression: a slow spell"
                text += "  re-timed the cases of \(entry.caseName) with \(samples) more sample(s): "
                    + "exponent \(value(entry.metric, entry.current)), \(outcome)\n"
                continue
            }
            let fastest = "fastest \(duration(entry.current))"
            guard entry.retimedBecause != .series else {
                // Not slower in the rounds: re-timed only for its series' exponent.
                let change = percent(entry.relativeChange)
                text += "  re-timed \(entry.caseName) with its scaling series, \(samples) more sample(s): "
                    + "\(fastest), \(change) against the baseline\n"
                continue
            }
            let outcome = switch entry.change {
            case .regression: "still slower: a regression"
            case .unchanged: (entry.relativeChange ?? 0) < -comparison.threshold ? "faster than the baseline: a slow spell"
                                                                                 : "within the threshold: a slow spell"
            case .improvement: "faster than the baseline: a slow spell"
            }
            text += "  re-timed \(entry.caseName) with \(samples) more sample(s): \(fastest), \(outcome)\n"
        }
        for name in comparison.newCases { text += "  new case (not in baseline): \(name)\n" }
        for name in comparison.missingCases { text += "  missing case (in baseline, not measured): \(name)\n" }
        let verdict = switch comparison.verdict {
        case .nothingCompared: "nothing compared"
        case .noChange: "no change"
        case .regression: "REGRESSION"
        case .improvementsOnly: "improvements only"
        }
        let code = BenchDriver.exitCode(comparison, writeFailed: writeFailed)
        text += "verdict: \(verdict) (exit \(code)\(writeFailed ? "; a result was not written" : ""))\n"
        return text
    }

    /// A relative change as a signed percentage to one decimal, or "new" without a baseline value.
    static func percent(_ relativeChange: Double?) -> String {
        relativeChange.map { NumberText.fixed($0 * 100, decimals: 1, signed: true) + "%" } ?? "new"
    }

    /// A compared metric's value: a duration, an exponent to three decimals, or a count.
    static func value(_ metric: Metric, _ value: Double) -> String {
        switch metric {
        case .time: duration(value)
        case .exponent, .exponentCeiling: NumberText.fixed(value, decimals: 3)
        case .points, .elements, .allocations: count(value)
        }
    }

    /// Left-aligned first column, right-aligned others.
    static func table(header: [String], rows: [[String]]) -> String {
        var table = TextTable(alignments: [.left] + Array(repeating: .right, count: max(header.count - 1, 0)))
        table.append(header)
        for row in rows { table.append(row) }
        return table.text
    }

    /// Nanoseconds with a unit: `212 ns`, `15.3 µs`, `4.20 ms`.
    public static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<10: NumberText.fixed(nanoseconds, decimals: 2) + " ns"
        case ..<1e3: NumberText.fixed(nanoseconds, decimals: 1) + " ns"
        case ..<1e6: NumberText.fixed(nanoseconds / 1e3, decimals: 2) + " µs"
        case ..<1e9: NumberText.fixed(nanoseconds / 1e6, decimals: 2) + " ms"
        default: NumberText.fixed(nanoseconds / 1e9, decimals: 2) + " s"
        }
    }

    static func rate(_ perSecond: Double) -> String {
        perSecond >= 1e6 ? NumberText.fixed(perSecond / 1e6, decimals: 2) + "M" : (perSecond >= 1e3 ? NumberText.fixed(perSecond / 1e3, decimals: 1) + "k" : NumberText.fixed(perSecond, decimals: 1))
    }

    static func count(_ value: Double) -> String {
        NumberText.compact(value, digits: 3, wholeBelow: 1e15)
    }
}

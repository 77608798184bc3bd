/// Readable text for reports, so `print(report)` in another package's tests shows what the CLI
/// shows: the verdict, the shrunk value, the boundary pairs and the replay line.
extension Failure: CustomStringConvertible {
    /// Several lines: the case, the shrunk value, each failing check with its margin and detail,
    /// the boundary pairs and the replay and rerun commands.
    public var description: String { JUnitXML.describe(self) }
}

extension PropertyReport: CustomStringConvertible {
    /// The property's verdict and counts, each check's failures and worst margin, then every
    /// reported failure in full.
    public var description: String {
        var lines = ["\(property): \(passed ? "passed" : "FAILED") — \(casesRun) cases, seed \(seed)"
                     + (casesDiscarded > 0 ? ", \(casesDiscarded) discarded" : "")
                     + (gaveUp ? " (gave up: too many discards)" : "")]
        for check in checks {
            let worst = check.worstMargin.map { ", worst margin \($0)" } ?? ""
            lines.append("  \(check.name): \(check.failures) of \(check.evaluations) failed\(worst)")
        }
        for regression in regressions where !regression.result.passed {
            lines.append("  stored regression still fails: \(regression.value.jsonText)")
        }
        if failureCount > failures.count {
            lines.append("  \(failureCount) failing cases; the first \(failures.count) shrunk:")
        }
        for failure in failures {
            lines.append(contentsOf: failure.description.split(separator: "\n").map { "  " + $0 })
        }
        return lines.joined(separator: "\n")
    }
}

/// Renders property reports as JUnit XML, the format CI systems (GitHub Actions, GitLab,
/// Jenkins) show as test results: one `<testsuite>` per property, one `<testcase>` per check,
/// plus a `regressions` case when stored regressions were replayed, a `discards` case when the
/// run gave up, and an `errors` case when the body threw.
public enum JUnitXML {
    public static func render(_ reports: [PropertyReport], name: String = "PropertyCheck") -> String {
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        for report in reports {
            var cases = ""
            var tests = 0
            var failures = 0
            let firstFailure = report.failures.first
            for check in report.checks {
                tests += 1
                var body = ""
                if check.failures > 0 {
                    failures += 1
                    var message = "\(check.failures) of \(check.evaluations) cases failed"
                    if let margin = check.worstMargin { message += "; worst margin \(margin)" }
                    var text = ""
                    if let failure = firstFailure, failure.failingChecks.contains(where: { $0.name == check.name }) {
                        text = describe(failure)
                    } else if let value = check.worstValue {
                        text = "worst case \(check.worstCaseIndex.map(String.init) ?? "?"): \(value)"
                        if let detail = check.worstDetail { text += "\n\(detail)" }
                    }
                    body = "<failure message=\"\(escape(message))\">\(escape(text))</failure>"
                }
                cases += "    <testcase classname=\"\(escape(report.property))\" name=\"\(escape(check.name))\">\(body)</testcase>\n"
            }
            let threw = report.failures.filter { $0.error != nil }
            if !threw.isEmpty {
                tests += 1
                failures += 1
                let text = threw.map(describe).joined(separator: "\n\n")
                cases += "    <testcase classname=\"\(escape(report.property))\" name=\"errors\"><failure message=\"the property threw\">\(escape(text))</failure></testcase>\n"
            }
            if !report.regressions.isEmpty {
                tests += 1
                let failing = report.regressions.filter { !$0.result.passed }
                var body = ""
                if !failing.isEmpty {
                    failures += 1
                    let text = failing.map { "value \($0.value.jsonText)" + ($0.result.error.map { " (\($0))" } ?? "") }
                        .joined(separator: "\n")
                    body = "<failure message=\"\(failing.count) stored regressions fail\">\(escape(text))</failure>"
                }
                cases += "    <testcase classname=\"\(escape(report.property))\" name=\"regressions\">\(body)</testcase>\n"
            }
            if report.gaveUp {
                tests += 1
                failures += 1
                let message = "\(report.casesDiscarded) cases discarded for \(report.casesRun) run"
                cases += "    <testcase classname=\"\(escape(report.property))\" name=\"discards\"><failure message=\"\(escape(message))\"/></testcase>\n"
            }
            totalTests += tests
            totalFailures += failures
            suites += "  <testsuite name=\"\(escape(report.property))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
            suites += "    <properties><property name=\"seed\" value=\"\(report.seed)\"/><property name=\"cases\" value=\"\(report.casesRun)\"/><property name=\"discarded\" value=\"\(report.casesDiscarded)\"/></properties>\n"
            suites += cases
            suites += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(escape(name))\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\">\n"
            + suites + "</testsuites>\n"
    }

    static func describe(_ failure: Failure) -> String {
        var lines = ["case \(failure.caseIndex) of seed \(failure.seed)", "shrunk: \(failure.shrunkValue)"]
        for check in failure.failingChecks {
            lines.append("\(check.name): margin \(check.margin.map { "\($0)" } ?? "-")" + (check.detail.map { " — \($0)" } ?? ""))
        }
        if let error = failure.error { lines.append("threw: \(error)") }
        for pair in failure.boundaries {
            lines.append("boundary \(pair.parameter): fails at \(pair.failing), passes at \(pair.passing)")
        }
        if let command = failure.replayCommand { lines.append("replay: \(command)") }
        if let command = failure.rerunCommand { lines.append("rerun: \(command)") }
        return lines.joined(separator: "\n")
    }

    /// XML text/attribute escaping (``FilletSupport/XMLText``).
    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}

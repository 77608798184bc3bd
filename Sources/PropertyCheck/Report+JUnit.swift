import FilletSupport
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
                var failure: (message: String, text: String?)?
                if check.failures > 0 {
                    failures += 1
                    var message = "\(check.failures) of \(check.evaluations) cases failed"
                    if let margin = check.worstMargin { message += "; worst margin \(margin)" }
                    var text = ""
                    if let first = firstFailure, first.failingChecks.contains(where: { $0.name == check.name }) {
                        text = describe(first)
                    } else if let value = check.worstValue {
                        text = "worst case \(check.worstCaseIndex.map(String.init) ?? "?"): \(value)"
                        if let detail = check.worstDetail { text += "\n\(detail)" }
                    }
                    failure = (message, text)
                }
                cases += testcase(classname: report.property, name: check.name, failure: failure)
            }
            let threw = report.failures.filter { $0.error != nil }
            if !threw.isEmpty {
                tests += 1
                failures += 1
                cases += testcase(classname: report.property, name: "errors",
                                  failure: ("the property threw", threw.map(describe).joined(separator: "\n\n")))
            }
            if !report.regressions.isEmpty {
                tests += 1
                let failing = report.regressions.filter { !$0.result.passed }
                var failure: (message: String, text: String?)?
                if !failing.isEmpty {
                    failures += 1
                    let text = failing.map { "value \($0.value.jsonText)" + ($0.result.error.map { " (\($0))" } ?? "") }
                        .joined(separator: "\n")
                    failure = ("\(failing.count) stored regressions fail", text)
                }
                cases += testcase(classname: report.property, name: "regressions", failure: failure)
            }
            if report.gaveUp {
                tests += 1
                failures += 1
                cases += testcase(classname: report.property, name: "discards",
                                  failure: ("\(report.casesDiscarded) cases discarded for \(report.casesRun) run", nil))
            }
            totalTests += tests
            totalFailures += failures
            suites += testsuite(name: report.property, tests: tests, failures: failures,
                                properties: [("seed", "\(report.seed)"), ("cases", "\(report.casesRun)"),
                                             ("discarded", "\(report.casesDiscarded)")],
                                cases: cases)
        }
        return document(name: name, tests: totalTests, failures: totalFailures, suites: suites)
    }

    // MARK: - The elements (every JUnit file of the package is written with these)

    /// One `<testcase>` line; `failure` gives its message and text (`nil` text: an empty element).
    public static func testcase(classname: String, name: String, failure: (message: String, text: String?)?,
                                file: String? = nil, line: Int? = nil) -> String {
        var body = ""
        if let failure {
            body = failure.text.map { "<failure message=\"\(escape(failure.message))\">\(escape($0))</failure>" }
                ?? "<failure message=\"\(escape(failure.message))\"/>"
        }
        // `file` and `line` as pytest and GitLab write them (readers that do not know them ignore them).
        let place = (file.map { " file=\"\(escape($0))\"" } ?? "") + (line.map { " line=\"\($0)\"" } ?? "")
        return "    <testcase classname=\"\(escape(classname))\" name=\"\(escape(name))\"\(place)>\(body)</testcase>\n"
    }

    /// One `<testsuite>` around `cases` (`testcase(classname:name:failure:)` lines), with its
    /// `<properties>` when given.
    public static func testsuite(name: String, tests: Int, failures: Int, properties: [(String, String)] = [],
                                 cases: String) -> String {
        var text = "  <testsuite name=\"\(escape(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        if !properties.isEmpty {
            text += "    <properties>"
                + properties.map { "<property name=\"\(escape($0.0))\" value=\"\(escape($0.1))\"/>" }.joined()
                + "</properties>\n"
        }
        return text + cases + "  </testsuite>\n"
    }

    /// The document: the XML declaration and `<testsuites>` around `suites`.
    public static func document(name: String, tests: Int, failures: Int, suites: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(escape(name))\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
            + suites + "</testsuites>\n"
    }

    static func describe(_ failure: Failure) -> String {
        var lines = ["case \(failure.caseIndex) of seed \(failure.seed)", "shrunk: \(failure.shrunkValue)"]
            + failure.findingLines
        if let command = failure.replayCommand { lines.append("replay: \(command)") }
        if let command = failure.rerunCommand { lines.append("rerun: \(command)") }
        return lines.joined(separator: "\n")
    }

    /// XML text/attribute escaping (``FilletSupport/XMLText``).
    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}

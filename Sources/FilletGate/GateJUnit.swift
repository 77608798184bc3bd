import FilletSupport
import FilletVerification
import PropertyCheck

/// The gate's JUnit XML (the conventions of `PropertyCheck.JUnitXML`): one `<testsuite>` per
/// file, one `<testcase>` per element named `file#index(id)`. An element fails when it has a
/// counting error (or, under `--strict`, a counting warning); the failure's message lists each
/// counting finding with its severity, its text each one's margin and detail.
public struct GateJUnit {
    private var suites = ""
    private var cases = ""
    private var fileTests = 0, fileFailures = 0
    private var tests = 0, failures = 0
    private let strict: Bool

    public init(strict: Bool) { self.strict = strict }

    public mutating func element(_ element: GateElement, file: String) {
        let counting = element.findings.filter(\.counts)
        let fails = counting.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        let failure = fails ? (
            message: counting.map { "\($0.result.invariant.name) (\($0.severity.rawValue))" }.joined(separator: ", "),
            text: Optional(counting.map { "\($0.severity.rawValue) \($0.result.invariant.name): margin \($0.result.margin) — \($0.result.detail)" }
                .joined(separator: "\n"))) : nil
        cases += JUnitXML.testcase(classname: file, name: element.element.name(file: file), failure: failure,
                                   file: file == "-" ? nil : file, line: element.element.input.line)
        fileTests += 1
        if fails { fileFailures += 1 }
    }

    public mutating func fileEnd(_ file: String) {
        suites += JUnitXML.testsuite(name: file, tests: fileTests, failures: fileFailures, cases: cases)
        tests += fileTests
        failures += fileFailures
        cases = ""
        fileTests = 0
        fileFailures = 0
    }

    public func document(name: String = "fillet check path") -> String {
        JUnitXML.document(name: name, tests: tests, failures: failures, suites: suites)
    }
}

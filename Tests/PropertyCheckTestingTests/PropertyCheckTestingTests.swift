import Testing
import FilletSupport
import PropertyCheck
import PropertyCheckTesting

@Suite struct PropertyCheckTestingTests {
    @Test func failingPropertyRecordsAnIssueWithTheShrunkValue() throws {
        let property = Property("x < 1000", Gen.int(in: 0...1_000_000, edgeProbability: 0)) { x, checks in
            checks.expect("x < 1000", margin: Double(999 - x))
        }
        var report: PropertyReport?
        try withKnownIssue {
            report = try expectProperty(property, RunConfiguration(seed: 3, cases: 100, recordsFailures: false))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("shrunk: 1000") && $0.rawValue.contains("x < 1000: margin -1") }
        }
        #expect(report?.passed == false)
    }

    @Test func passingPropertyRecordsNothing() throws {
        let property = Property("x ≥ 0", Gen.int(in: 0...100)) { x, checks in checks.expect("x ≥ 0", x >= 0) }
        let report = try expectProperty(property, RunConfiguration(seed: 1, cases: 100))
        #expect(report.passed)
    }

    @Test func reportDescriptionNamesTheVerdictAndChecks() throws {
        let property = Property("x < 10", Gen.int(in: 0...100)) { x, checks in checks.expect("small", x < 10) }
        let report = try Runner.run(property, RunConfiguration(seed: 2, cases: 50, recordsFailures: false))
        let text = report.description
        #expect(text.hasPrefix("x < 10: FAILED — 50 cases, seed 2"))
        #expect(text.contains("small: "))
        #expect(text.contains("shrunk: 10"))
    }
}

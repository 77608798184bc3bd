import Foundation
import Testing
import FilletSupport
@testable import PropertyCheck

@Suite struct ReportTests {
    @Test func reportsRoundTripThroughJSON() throws {
        let report = try Runner.run(mixedProperty, testConfiguration(cases: 3_000))
        let data = try PropertyCheckJSON.encoder(pretty: true).encode(report)
        let back = try PropertyCheckJSON.decoder().decode(PropertyReport.self, from: data)
        #expect(back == report)
    }

    @Test func mergeRejectsReportsOfDifferentRunsAndDuplicateShards() throws {
        let a = try Runner.run(mixedProperty, testConfiguration(cases: 100, seed: 1, shard: try Shard(index: 0, count: 2)))
        let b = try Runner.run(mixedProperty, testConfiguration(cases: 100, seed: 2, shard: try Shard(index: 1, count: 2)))
        #expect(throws: PropertyCheckError.self) { try PropertyReport.merged([a, b]) }
        #expect(throws: PropertyCheckError.self) { try PropertyReport.merged([a, a]) }
        #expect(throws: PropertyCheckError.self) { try PropertyReport.merged([]) }
    }

    @Test func junitHasASuitePerPropertyAndACasePerCheck() throws {
        let failing = try Runner.run(mixedProperty, testConfiguration(cases: 3_000))
        let passing = try Runner.run(Property("ok <&>", Gen.int(in: 0...5)) { x, checks in
            checks.expect("x ≥ 0", margin: Double(x))
        }, testConfiguration(cases: 100))
        let xml = JUnitXML.render([failing, passing])
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        #expect(xml.contains("<testsuite name=\"mixed\" tests=\"2\" failures=\"1\""))
        #expect(xml.contains("<testcase classname=\"mixed\" name=\"radius ≤ size\"><failure message="))
        #expect(xml.contains("<testcase classname=\"mixed\" name=\"size positive\"></testcase>"))
        #expect(xml.contains("<testsuite name=\"ok &lt;&amp;&gt;\" tests=\"1\" failures=\"0\""))
        #expect(xml.contains("<testsuites name=\"PropertyCheck\" tests=\"3\" failures=\"1\">"))
        #expect(xml.contains("shrunk: "))
        #expect(JUnitXML.escape("a\u{1}b\"'") == "a\u{FFFD}b&quot;&apos;")
    }
}

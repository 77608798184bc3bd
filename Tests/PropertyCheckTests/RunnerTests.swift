import Testing
import FilletSupport
@testable import PropertyCheck

/// A property with everything a report holds: coverage labels, several checks with margins,
/// rare failures, discards and boundary pairs.
let mixedProperty: Property<Corner> = {
    let gen = Gen.zip(Gen.double(in: 1...1_000, label: "size"), Gen.double(in: 0...600, label: "radius")) {
        Corner(size: $0, radius: $1)
    }.filter(maxAttempts: 2) { Int($0.radius) % 5 != 3 }
    return Property("mixed", gen) { corner, checks in
        checks.expect("radius ≤ size", margin: corner.size - corner.radius, detail: "radius \(corner.radius)")
        checks.expect("size positive", margin: corner.size)
        checks.classify(corner.radius == 0, "sharp")
        checks.classify(corner.radius > corner.size / 2, "large radius")
    }
}()

@Suite struct RunnerTests {
    @Test func mergedShardReportsEqualTheUnshardedReport() throws {
        let cases = 9_000
        let whole = try Runner.run(mixedProperty, testConfiguration(cases: cases, maxReportedFailures: 3))
        var shards: [PropertyReport] = []
        for index in 0..<3 {
            shards.append(try Runner.run(mixedProperty, testConfiguration(
                cases: cases, shard: try Shard(index: index, count: 3), maxReportedFailures: 3)))
        }
        #expect(shards.map(\.casesRun).reduce(0, +) + shards.map(\.casesDiscarded).reduce(0, +) == cases)
        #expect(whole.failureCount > 0 && whole.casesDiscarded > 0 && whole.coverage["sharp", default: 0] > 0)
        let merged = try PropertyReport.merged(shards)
        #expect(merged == whole)
        #expect(try PropertyReport.merged(shards.reversed()) == whole)
        let partial = try PropertyReport.merged(Array(shards.prefix(2)))
        #expect(partial.shardCount == 3 && partial.shardIndices == [0, 1])
    }

    @Test func reportsAreIdenticalForOneAndFourWorkers() throws {
        let one = try Runner.run(mixedProperty, testConfiguration(cases: 20_000, workers: 1, maxReportedFailures: 2))
        let four = try Runner.run(mixedProperty, testConfiguration(cases: 20_000, workers: 4, maxReportedFailures: 2))
        #expect(one == four)
        #expect(one.casesRun + one.casesDiscarded == 20_000)
    }

    @Test func sameSeedSameReportDifferentSeedDifferentCases() throws {
        let a = try Runner.run(mixedProperty, testConfiguration(cases: 2_000, seed: 1))
        let b = try Runner.run(mixedProperty, testConfiguration(cases: 2_000, seed: 1))
        let c = try Runner.run(mixedProperty, testConfiguration(cases: 2_000, seed: 2))
        #expect(a == b)
        #expect(a.checks != c.checks)
    }

    @Test func statisticsCountChecksCoverageAndWorstMargins() throws {
        let report = try Runner.run(mixedProperty, testConfiguration(cases: 5_000))
        let fits = try #require(report.checks.first { $0.name == "radius ≤ size" })
        #expect(fits.evaluations == report.casesRun)
        #expect(fits.failures == report.failureCount)
        let worstCase = try PropertyCheckJSON.decode(Corner.self, from: try #require(fits.worstValue).jsonText)
        #expect(fits.worstMargin == worstCase.size - worstCase.radius)
        #expect(fits.worstDetail == "radius \(worstCase.radius)")
        #expect(report.checks.map(\.name) == ["radius ≤ size", "size positive"])
        let large = report.coverage["large radius", default: 0]
        #expect(large > 0 && large < report.casesRun)
    }

    @Test func replayReproducesAFailureFromItsJSONValue() throws {
        let report = try Runner.run(mixedProperty, testConfiguration(cases: 3_000))
        let failure = try #require(report.failures.first)
        let replayed = try Runner.replay(mixedProperty, json: failure.shrunkValue.jsonText)
        #expect(!replayed.passed)
        #expect(replayed.checks.filter { !$0.passed } == failure.failingChecks)
        let original = try Runner.replay(mixedProperty, json: failure.originalValue.jsonText)
        #expect(!original.passed)
        let passing = try Runner.replay(mixedProperty, json: #"{"size": 10, "radius": 2}"#)
        #expect(passing.passed)
        #expect(throws: PropertyCheckError.self) { try Runner.replay(mixedProperty, json: #"{"size": "x"}"#) }
    }

    @Test func failuresCarryPasteReadyCommands() throws {
        var configuration = testConfiguration(cases: 200)
        configuration.replayCommand = .template("fillet replay --property {property} --value {value}")
        configuration.rerunCommand = .template("fillet verify --seed {seed} --cases {cases}")
        let property = Property("x < 1000", Gen.int(in: 0...1_000_000)) { x, checks in
            checks.expect("x < 1000", x < 1000)
        }
        let failure = try #require(try Runner.run(property, configuration).failures.first)
        #expect(failure.replayCommand == "fillet replay --property 'x < 1000' --value '1000'")
        #expect(failure.rerunCommand == "fillet verify --seed \(0x5EED) --cases 200")
        #expect(CommandTemplate.shellQuoted("it's") == #"'it'\''s'"#)
        let context = CommandTemplate.Context(property: "p", valueJSON: #"{"s":"{seed}"}"#, seed: 9, caseIndex: 1, cases: 2)
        #expect(CommandTemplate.template("run {value} {seed} {unknown}").format(context) == #"run '{"s":"{seed}"}' 9 {unknown}"#)
    }

    @Test func lowestFailingCasesAreReportedInOrder() throws {
        let property = Property("x < 900", Gen.int(in: 0...1_000)) { x, checks in checks.expect("x < 900", x < 900) }
        let report = try Runner.run(property, testConfiguration(cases: 3_000, maxReportedFailures: 4))
        #expect(report.failures.count == 4)
        #expect(report.failures.map(\.caseIndex) == report.failures.map(\.caseIndex).sorted())
        #expect(report.failureCount > 4)
        #expect(report.failures.allSatisfy { $0.shrunkValue.jsonText == "900" })
    }

    @Test func passingPropertyReportsPassed() throws {
        let property = Property("abs non-negative", Gen.int(in: -1_000...1_000)) { x, checks in
            checks.expect("abs ≥ 0", margin: Double(abs(x)))
        }
        let report = try Runner.run(property, testConfiguration(cases: 1_000))
        #expect(report.passed && report.failures.isEmpty && report.casesRun == 1_000)
        #expect(report.checks.first?.worstMargin == 0)
    }

    @Test func nanMarginsFailAndAreStoredAsTheMostNegativeFiniteMargin() throws {
        let property = Property("nan margin", Gen.int(in: 0...10)) { x, checks in
            checks.expect("margin", margin: x == 3 ? .nan : Double(x))
        }
        let report = try Runner.run(property, testConfiguration(cases: 500))
        #expect(report.checks.first?.worstMargin == -Double.greatestFiniteMagnitude)
        #expect(report.failures.first?.shrunkValue.jsonText == "3")
        // Finite margins keep every report encodable as plain JSON.
        let json = try PropertyCheckJSON.string(report)
        #expect(!json.contains("\"nan\"") && !json.contains("\"-inf\""))
    }

    @Test func zeroCasesGiveAnEmptyPassingReport() throws {
        let report = try Runner.run(mixedProperty, testConfiguration(cases: 0))
        #expect(report.casesRun == 0 && report.passed && report.checks.isEmpty)
    }

    @Test(arguments: ["8/8", "-1/3", "1/0", "x/2", "1", "1/2/3"])
    func shardParsingRejectsBadInput(_ bad: String) {
        #expect(throws: PropertyCheckError.self) { try Shard(parsing: bad) }
    }

    @Test func validShardsParseAndSplitTheCasesWithoutOverflow() throws {
        #expect(try Shard(parsing: "2/8") == Shard(index: 2, count: 8))
        #expect(try Shard(index: 2, count: 3).caseCount(of: 10) == 3)
        #expect(try Shard(index: 0, count: 3).caseCount(of: 10) == 4)
        // Counts near Int.max do not overflow.
        #expect(try Shard(index: 0, count: .max).caseCount(of: .max) == 1)
        #expect(try Shard(index: 1, count: 2).caseCount(of: .max) == Int.max / 2)
    }
}

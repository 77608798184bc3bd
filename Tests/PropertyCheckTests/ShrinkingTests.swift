import Foundation
import Testing
import FilletSupport
@testable import PropertyCheck

@Suite struct ShrinkingTests {
    @Test func intBelowThousandShrinksToExactlyThousand() throws {
        let property = Property("x < 1000", Gen.int(in: 0...1_000_000)) { x, checks in
            checks.expect("x < 1000", margin: Double(999 - x))
        }
        let report = try Runner.run(property, testConfiguration(cases: 200))
        let failure = try #require(report.failures.first)
        #expect(failure.shrunkValue.jsonText == "1000")
        #expect(failure.failingChecks.map(\.name) == ["x < 1000"])
        #expect(failure.failingChecks.first?.margin == -1)
    }

    @Test func negativeIntsShrinkTowardZeroFromBelow() throws {
        let property = Property("x > -50", Gen.int(in: -10_000...(-1))) { x, checks in
            checks.expect("x > -50", x > -50)
        }
        let failure = try #require(try Runner.run(property, testConfiguration(cases: 200)).failures.first)
        #expect(failure.shrunkValue.jsonText == "-50")
    }

    @Test func arraySumShrinksToSingleElementHundred() throws {
        let property = Property("sum < 100", Gen.array(of: Gen.int(in: 0...1_000), length: 0...20)) { values, checks in
            checks.expect("sum < 100", values.reduce(0, +) < 100)
        }
        let report = try Runner.run(property, testConfiguration(cases: 100))
        let failure = try #require(report.failures.first)
        #expect(failure.shrunkValue.jsonText == "[100]")
    }

    @Test func shrinkingWorksThroughMapAndZip() throws {
        // The value is a struct built by zip + map; shrinking edits the underlying draws.
        let gen = Gen.zip(Gen.double(in: 1...1_000, label: "size"), Gen.double(in: 0...1_000, label: "radius")) {
            Corner(size: $0, radius: $1)
        }
        let property = Property("radius fits", gen) { corner, checks in
            checks.expect("radius ≤ size / 2", margin: corner.size / 2 - corner.radius)
        }
        let failure = try #require(try Runner.run(property, testConfiguration(cases: 500)).failures.first)
        let shrunk = try PropertyCheckJSON.decode(Corner.self, from: failure.shrunkValue.jsonText)
        #expect(shrunk == Corner(size: 1, radius: 1))
    }

    @Test func doubleBoundaryPairStraddlesPointThreeWithinOneBillionth() throws {
        let property = Property("x < 0.3", Gen.double(in: 0...10, label: "x")) { x, checks in
            checks.expect("x < 0.3", x < 0.3, margin: 0.3 - x)
        }
        let failure = try #require(try Runner.run(property, testConfiguration(cases: 100)).failures.first)
        let pair = try #require(failure.boundaries.first)
        #expect(pair.parameter == "x")
        #expect(pair.failing >= 0.3)
        #expect(pair.passing < 0.3)
        #expect(abs(pair.failing - pair.passing) <= 1e-9 * 0.3)
        #expect(try PropertyCheckJSON.decode(Double.self, from: pair.failingValue.jsonText) == pair.failing)
        #expect(try PropertyCheckJSON.decode(Double.self, from: try #require(pair.passingValue).jsonText) == pair.passing)
        // The shrunk value itself is a round number in the failing region.
        let shrunk = try PropertyCheckJSON.decode(Double.self, from: failure.shrunkValue.jsonText)
        #expect(shrunk == 0.3 || shrunk == 1)
    }

    @Test func boundaryPairsAreReportedPerNamedParameter() throws {
        let gen = Gen.zip(Gen.double(in: 1...1_000, label: "size"), Gen.double(in: 0...1_000, label: "radius")) {
            Corner(size: $0, radius: $1)
        }
        let property = Property("radius fits", gen) { corner, checks in
            checks.expect("radius ≤ size / 2", margin: corner.size / 2 - corner.radius)
        }
        let failure = try #require(try Runner.run(property, testConfiguration(cases: 500)).failures.first)
        let shrunk = try PropertyCheckJSON.decode(Corner.self, from: failure.shrunkValue.jsonText)
        let radius = try #require(failure.boundaries.first { $0.parameter == "radius" })
        // Along radius with size fixed, the boundary is radius = size / 2.
        #expect(abs(radius.passing - shrunk.size / 2) <= 1e-9 * shrunk.size)
        #expect(radius.failing > shrunk.size / 2 && radius.passing <= shrunk.size / 2)
        // Along size with radius fixed, the boundary is size = 2 · radius (passing side above).
        let size = try #require(failure.boundaries.first { $0.parameter == "size" })
        #expect(abs(size.failing - 2 * shrunk.radius) <= 1e-9 * 2 * shrunk.radius + 1e-12)
        #expect(size.passing >= 2 * shrunk.radius)
    }

    @Test func boundaryFoundAtTinyScales() throws {
        let property = Property("x < 3e-12", Gen.double(in: 0...1, label: "x")) { x, checks in
            checks.expect("x < 3e-12", x < 3e-12)
        }
        let failure = try #require(try Runner.run(property, testConfiguration(cases: 50)).failures.first)
        let pair = try #require(failure.boundaries.first)
        #expect(pair.failing >= 3e-12 && pair.passing < 3e-12)
        #expect(abs(pair.failing - pair.passing) <= 1e-9 * 3e-12)
        #expect(pair.evaluations <= 70)
    }

    @Test func noBoundaryWhenTheWholeLineFails() throws {
        let property = Property("never", Gen.double(in: 0...1, label: "x")) { _, checks in
            checks.expect("never", false)
        }
        let failure = try #require(try Runner.run(property, testConfiguration(cases: 5)).failures.first)
        #expect(failure.boundaries.isEmpty)
        #expect(failure.shrunkValue.jsonText == "0")
    }

    @Test func hostileFailureKeepsTheNaN() throws {
        let gen = Gen.zip(Gen.hostileDouble(), Gen.int(in: 0...1_000)) { HostileCase(x: $0, count: $1) }
        let property = Property("finite", gen) { value, checks in
            checks.expect("not NaN", !value.x.isNaN)
        }
        let failure = try #require(try Runner.run(property, testConfiguration(cases: 200)).failures.first)
        #expect(failure.shrunkValue.jsonText == #"{"count":0,"x":"nan"}"#)
    }

    @Test func thrownErrorsAreFailuresAndShrink() throws {
        struct TooBig: Error {}
        let property = Property("throws above 10", Gen.int(in: 0...1_000)) { x, _ in
            if x > 10 { throw TooBig() }
        }
        let report = try Runner.run(property, testConfiguration(cases: 100))
        let failure = try #require(report.failures.first)
        #expect(failure.shrunkValue.jsonText == "11")
        #expect(failure.error?.contains("TooBig") == true)
        #expect(!report.passed)
    }

    @Test func shrinkBudgetIsRespected() throws {
        let property = Property("sum < 100", Gen.array(of: Gen.int(in: 0...1_000), length: 0...50)) { values, checks in
            checks.expect("sum < 100", values.reduce(0, +) < 100)
        }
        var configuration = testConfiguration(cases: 20)
        configuration.maxShrinkEvaluations = 10
        let failure = try #require(try Runner.run(property, configuration).failures.first)
        #expect(failure.shrinkEvaluations <= 10)
    }
}

struct HostileCase: Codable, Equatable, Sendable {
    var x: Double
    var count: Int
}

/// Shrinking keeps the failure's origin (Hypothesis's "interesting origin") and never runs a
/// candidate twice.
@Suite struct ShrinkingOriginTests {
    @Test func failureOfOneCheckNeverShrinksIntoAnotherCheck() throws {
        // Values below 10 fail "not tiny"; values of 500 and more fail "below 500". Shrinking a
        // "below 500" failure toward 0 would reach the other check; it must stop at 500.
        let property = Property("two checks", Gen.int(in: 0...1_000_000, edgeProbability: 0)) { x, checks in
            checks.expect("below 500", x < 500)
            checks.expect("not tiny", x >= 10)
        }
        let report = try Runner.run(property, testConfiguration(cases: 50))
        let failure = try #require(report.failures.first)
        #expect(failure.shrunkValue.jsonText == "500")
        #expect(failure.failingChecks.map(\.name) == ["below 500"])
    }

    @Test func thrownFailureShrinksAmongThrowingCasesOnly() throws {
        struct Boom: Error {}
        let property = Property("throws above 300", Gen.int(in: 0...1_000_000, edgeProbability: 0)) { x, checks in
            if x >= 300 { throw Boom() }
            checks.expect("at least 5", x >= 5)
        }
        let failure = try #require(try Runner.run(property, testConfiguration(cases: 50)).failures.first)
        #expect(failure.shrunkValue.jsonText == "300")
        #expect(failure.error != nil)
    }

    @Test func noCandidateIsEvaluatedTwiceWhileShrinking() throws {
        let counts = EvaluationCounts()
        let property = Property("x < 1000", Gen.int(in: 0...1_000_000)) { x, checks in
            counts.add(x)
            checks.expect("x < 1000", x < 1000)
        }
        let report = try Runner.run(property, RunConfiguration(seed: 5, cases: 1, workers: 1, recordsFailures: false))
        let failure = try #require(report.failures.first)
        let original = try #require(Int(failure.originalValue.jsonText))
        let shrunk = try #require(Int(failure.shrunkValue.jsonText))
        let repeated = counts.snapshot().filter { value, count in count > 1 && value != original && value != shrunk }
        #expect(repeated.isEmpty, "evaluated more than once: \(repeated)")
        #expect(counts.snapshot().count > 5, "shrinking ran candidates")
    }
}

/// A thread-safe tally of evaluated values.
final class EvaluationCounts: @unchecked Sendable {
    private var counts: [Int: Int] = [:]
    private let lock = NSLock()
    func add(_ value: Int) { lock.lock(); counts[value, default: 0] += 1; lock.unlock() }
    func snapshot() -> [Int: Int] { lock.lock(); defer { lock.unlock() }; return counts }
}

import Testing
import FilletSupport
@testable import PropertyCheck

@Suite struct GenTests {
    @Test func edgeBiasedDoublesProduceRangeEndsAndZero() {
        let values = sample(Gen.double(in: -5...10, edgeProbability: 0.3), count: 2_000)
        #expect(values.allSatisfy { $0 >= -5 && $0 <= 10 })
        #expect(values.contains(-5))
        #expect(values.contains(10))
        #expect(values.contains(0))
        #expect(values.contains { $0 != 0 && abs($0) < 1e-300 })  // a subnormal "tiny"
        #expect(values.contains { $0 > 0.5 && $0 < 9.5 && $0 != 1 })  // ordinary interior values
    }

    @Test func zeroEdgeProbabilityNeverPicksAnEnd() {
        let values = sample(Gen.double(in: 2...3, edgeProbability: 0), count: 2_000)
        #expect(!values.contains(2) && !values.contains(3))
        #expect(values.allSatisfy { $0 > 2 && $0 < 3 })
    }

    @Test func hugeRangesDoNotOverflow() {
        let values = sample(Gen.double(in: -Double.greatestFiniteMagnitude...Double.infinity), count: 500)
        #expect(values.allSatisfy { $0.isFinite })
        #expect(values.contains(.greatestFiniteMagnitude))
    }

    @Test func logUniformSpreadsOverDecades() {
        let values = sample(Gen.double(in: 1e-6...1e6, edgeProbability: 0, distribution: .logUniform), count: 2_000)
        #expect(values.contains { $0 < 1e-3 })
        #expect(values.contains { $0 > 1e3 })
        #expect(values.allSatisfy { $0 >= 1e-6 && $0 <= 1e6 })
    }

    @Test func hostileDoublesIncludeEverySpecialValue() {
        let values = sample(Gen.hostileDouble(), count: 2_000)
        #expect(values.contains { $0.isNaN })
        #expect(values.contains(.infinity))
        #expect(values.contains(-.infinity))
        #expect(values.contains { $0 == 0 && $0.sign == .minus })
        #expect(values.contains { $0.isSubnormal })
        #expect(values.contains(.greatestFiniteMagnitude))
        #expect(values.contains { $0.isFinite && abs($0) > 1 })
    }

    @Test func intsStayInRangeAndHitBothBounds() {
        let values = sample(Gen.int(in: -3...40), count: 2_000)
        #expect(values.allSatisfy { (-3...40).contains($0) })
        #expect(values.contains(-3) && values.contains(40) && values.contains(0))
        #expect(Set(values).count == 44)
    }

    @Test func fullWidthIntRangeWorks() {
        let values = sample(Gen.int(in: Int.min...Int.max), count: 200)
        #expect(values.contains(Int.min) && values.contains(Int.max))
    }

    @Test func arraysRespectTheirLengthRange() {
        let lengths = sample(Gen.array(of: Gen.int(in: 0...9), length: 2...6), count: 1_000).map(\.count)
        #expect(lengths.allSatisfy { (2...6).contains($0) })
        #expect(lengths.contains(2) && lengths.contains(6))
    }

    @Test func mapAndZipCombineDraws() {
        let gen = Gen.zip(Gen.int(in: 0...10), Gen.int(in: 100...110)) { $0 + $1 }.map { $0 * 2 }
        let values = sample(gen, count: 500)
        #expect(values.allSatisfy { $0 >= 200 && $0 <= 240 && $0 % 2 == 0 })
        let triples = sample(Gen.zip(Gen.int(in: 0...1), Gen.bool(), Gen.double(in: 0...1)), count: 10)
        #expect(triples.count == 10)
        let quads = sample(Gen.zip(Gen.int(in: 0...1), Gen.int(in: 2...3), Gen.int(in: 4...5), Gen.int(in: 6...7)), count: 50)
        #expect(quads.allSatisfy { $0.0 <= 1 && $0.1 >= 2 && $0.2 >= 4 && $0.3 >= 6 })
    }

    @Test func elementOneOfAndFrequencyChooseFromTheirInputs() {
        #expect(Set(sample(Gen.element(of: ["a", "b", "c"]), count: 300)) == ["a", "b", "c"])
        #expect(Set(sample(Gen.oneOf(.constant(1), .constant(2)), count: 300)) == [1, 2])
        let weighted = sample(Gen.frequency([(weight: 9, gen: .constant(1)), (weight: 1, gen: .constant(2)),
                                             (weight: 0, gen: .constant(3))]), count: 2_000)
        let twos = weighted.filter { $0 == 2 }.count
        #expect(!weighted.contains(3))
        #expect(twos > 100 && twos < 320)
    }

    @Test func emptyChoicesDiscardEveryCase() {
        #expect(sample(Gen<Int>.element(of: []), count: 10).isEmpty)
        #expect(sample(Gen<Int>.oneOf([]), count: 10).isEmpty)
    }

    @Test func filterHonoursItsDiscardLimitAndCountsRejections() throws {
        // Never satisfiable: every case uses exactly maxAttempts draws and is discarded.
        let impossible = Property("impossible", Gen.int(in: 0...100).filter(maxAttempts: 7) { $0 > 1000 }) { _, checks in
            checks.expect("unreachable", false)
        }
        let report = try Runner.run(impossible, testConfiguration(cases: 50))
        #expect(report.casesRun == 0)
        #expect(report.casesDiscarded == 50)
        #expect(report.filterRejections == 50 * 7)
        #expect(report.gaveUp && !report.passed)

        // Satisfiable half the time: rejections equal the draws that failed the predicate.
        let even = Gen.int(in: 0...1_000, edgeProbability: 0).filter(maxAttempts: 3) { $0 % 2 == 0 }
        let evenReport = try Runner.run(Property("even", even) { value, checks in
            checks.expect("even", value % 2 == 0)
        }, testConfiguration(cases: 4_000))
        #expect(evenReport.casesRun + evenReport.casesDiscarded == 4_000)
        #expect(evenReport.casesDiscarded > 0)           // ≈ 4000/8 exhaust all three attempts
        #expect(evenReport.filterRejections >= 3 * evenReport.casesDiscarded)
        #expect(evenReport.failureCount == 0)
        #expect(!evenReport.gaveUp)
    }
}

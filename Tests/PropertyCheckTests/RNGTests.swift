import Testing
import FilletSupport
@testable import PropertyCheck

@Suite struct RNGTests {
    @Test func splitMix64MatchesReferenceOutputs() {
        // Reference values of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func caseGeneratorIsOutputIOfTheRootStream() {
        var root = SplitMix64(seed: 12345)
        for index in 0..<100 {
            let expectedSeed = root.next()
            #expect(SplitMix64.caseGenerator(seed: 12345, caseIndex: index) == SplitMix64(seed: expectedSeed),
                    "case \(index): root output \(expectedSeed)")
        }
    }

    @Test func caseGeneratorsAreReproducibleAndDistinct() {
        var first = SplitMix64.caseGenerator(seed: 7, caseIndex: 3)
        var again = SplitMix64.caseGenerator(seed: 7, caseIndex: 3)
        var other = SplitMix64.caseGenerator(seed: 7, caseIndex: 4)
        let a = (0..<8).map { _ in first.next() }
        #expect(a == (0..<8).map { _ in again.next() })
        #expect(a != (0..<8).map { _ in other.next() })
    }

    @Test func splitGivesAnIndependentStreamAndAdvancesTheParent() {
        var parent = SplitMix64(seed: 99)
        let before = parent
        var child = parent.split()
        #expect(parent != before)
        #expect(child.gamma % 2 == 1)
        let childOutputs = Set((0..<64).map { _ in child.next() })
        let parentOutputs = Set((0..<64).map { _ in parent.next() })
        #expect(childOutputs.isDisjoint(with: parentOutputs))
    }

    @Test func unitDoublesStayInHalfOpenUnitInterval() {
        var rng = SplitMix64(seed: 5)
        var sum = 0.0
        for draw in 0..<10_000 {
            let u = rng.nextUnitDouble()
            #expect(u >= 0 && u < 1, "draw \(draw) of seed 5: \(u)")
            sum += u
        }
        #expect(abs(sum / 10_000 - 0.5) < 0.02)
    }
}

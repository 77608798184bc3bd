import Foundation
import Testing
import FilletGeometry
@testable import PropertyCheck
@testable import FilletVerification

/// The `svg` suite's generator: the cases its round trip can judge.
@Suite struct SVGSuiteTests {
    /// Case 8878 of seed 1 (`fillet verify --suite svg`, 30 000 cases) drew a closed subpath of
    /// three equal points: no extent, so the round trip's size-relative tolerances allowed no
    /// rounding and its path data written to 6 decimals "failed" (shrunk further, areas whose
    /// size² underflows divided zero by zero). The generator discards it, as the path suite does.
    @Test func case8878OfSeedOneHasNoExtentAndIsDiscarded() {
        var source = ChoiceSource()
        source.beginCase(seed: 1, caseIndex: 8878)
        #expect(throws: Rejection.self) { try VerificationSuite.svgGen.run(&source) }
    }

    /// Every case the generator keeps has an extent within the checkable range, and the ones
    /// around case 8878 still pass the round trip.
    @Test func keptCasesHaveAnExtentAndRoundTrip() {
        var source = ChoiceSource()
        var kept = 0
        for index in 8_860..<8_900 {
            source.beginCase(seed: 1, caseIndex: index)
            guard let path = try? VerificationSuite.svgGen.run(&source) else { continue }
            kept += 1
            #expect(VerificationSuite.pathRefusal(path) == nil, "case \(index): \(path.jsonString())")
            let verdict = Catalogue.checkSVGRoundTrip(SVGRoundTripDocument(path: path))
            #expect(verdict.passed, "case \(index): \(verdict.detail)")
        }
        #expect(kept == 39)
    }
}

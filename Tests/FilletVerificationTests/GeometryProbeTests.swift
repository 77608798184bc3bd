import Testing
import FilletGeometry
@testable import FilletVerification

/// The path suite's probes (asked once, folded into its verdicts): on the sources they find
/// nothing, and each is folded into the invariant its documentation names.
@Suite struct GeometryProbeTests {
    @Test func probesFindNothingWrong() {
        #expect(VerificationSuite.contactProbeMisread == nil)
        #expect(VerificationSuite.clearanceProbeMisread == nil)
        #expect(VerificationSuite.boundsProbeMisread == nil)
    }

    @Test func eachProbeIsFoldedIntoItsInvariant() {
        #expect(VerificationSuite.probeMisread(.intersectionAgreement) == VerificationSuite.contactProbeMisread)
        #expect(VerificationSuite.probeMisread(.clearanceAgreement) == VerificationSuite.clearanceProbeMisread)
        #expect(VerificationSuite.probeMisread(.treeAgreement) == VerificationSuite.boundsProbeMisread)
        #expect(VerificationSuite.probeMisread(.areaAgreement) == nil)
    }

    /// The selection the spatial tree splits at, against sorting, on keys with many ties.
    @Test func selectionPlacesTheSortedKey() {
        let keys: [Double] = [2, 2, 1, 1, 0, 0, 2, 1, 0, 3, 3, 0, 1]
        for k in keys.indices {
            let selected = ContactBoundsProbe.selection(k, of: keys)
            #expect(selected.sorted() == keys.sorted())
            #expect(selected[k] == keys.sorted()[k])
            #expect(selected[..<k].allSatisfy { $0 <= selected[k] } && selected[(k + 1)...].allSatisfy { $0 >= selected[k] })
        }
    }
}

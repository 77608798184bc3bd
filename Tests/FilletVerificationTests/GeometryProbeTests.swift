import Testing
import FilletGeometry
@testable import FilletVerification

/// The path suite's probes (asked once, folded into its verdicts): on the sources they find
/// nothing, and each is folded into the invariant its documentation names.
@Suite struct GeometryProbeTests {
    @Test func probesFindNothingWrong() {
        for probe in PathSuiteProbe.allCases { #expect(probe.misread == nil, "\(probe)") }
    }

    /// A probe that finds something fails exactly the invariant it is folded into, with its
    /// message, in verify's fold and in what `fillet replay` prints; no other invariant.
    @Test(arguments: PathSuiteProbe.allCases)
    func aFindingFailsExactlyItsInvariant(probe: PathSuiteProbe) {
        let reading: (PathSuiteProbe) -> String? = { $0 == probe ? "probe \($0) found a misread" : nil }
        for invariant in VerificationSuite.pathInvariants {
            let found = VerificationSuite.probeMisread(invariant, reading: reading)
            #expect(found == (invariant == probe.invariant ? "probe \(probe) found a misread" : nil), "\(invariant.name)")
        }
        #expect(VerificationSuite.pathInvariants.contains(probe.invariant), "its invariant is one the path suite requires")
    }

    /// The folding the coverage map documents, probe by probe.
    @Test func eachProbeIsFoldedIntoTheInvariantItsDocumentationNames() {
        let documented: [PathSuiteProbe: Invariant] = [
            .builders: .positionContinuity, .contacts: .intersectionAgreement, .clearance: .clearanceAgreement,
            .bounds: .treeAgreement, .arcImages: .affineMap, .curveTangents: .turningAgreement, .curveMeasures: .turningAgreement,
            .curvatureComb: .turningAgreement,
            .flatteningMeasure: .flatteningDeviation, .flatteningChordCount: .flatteningChordCount,
            .arcFitError: .arcFitAgreement,
            .chordCountStability: .flatteningChordCount, .congruentPlacement: .flatteningDeviation,
        ]
        for probe in PathSuiteProbe.allCases { #expect(probe.invariant == documented[probe], "\(probe)") }
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

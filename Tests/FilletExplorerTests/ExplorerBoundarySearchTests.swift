import Testing
import FilletTestSupport
@testable import FilletExplorer
import FilletVerification

@Suite struct ExplorerBoundarySearchTests {
    let search = BoundarySearch()

    /// Holds exactly on `[lower, threshold]`.
    func threshold(_ value: Double) -> (Double) -> BoundaryVerdict {
        { $0 <= value ? .valid : BoundaryVerdict(failures: 1) }
    }

    @Test(arguments: [0.37, 1e-6, 99.999, 3.0])
    func monotonePredicateBoundaryWithinRelativeTolerance(boundary: Double) {
        let result = search.search(lower: 0, upper: 100, seed: 7, threshold(boundary))
        let found = "threshold \(boundary): found [\(result.boundary), \(result.failingValue)]"
        #expect(result.status == .ok, "threshold \(boundary): \(result.status)")
        #expect(result.boundary <= boundary && result.failingValue > boundary, "\(found)")
        #expect(result.failingValue - result.boundary <= 1e-9 * result.failingValue, "\(found)")
        expectNear(result.boundary, boundary, tolerance: 1e-9 * boundary, "\(found)")
        #expect(result.failures.failures == 1, "threshold \(boundary)")
        #expect(result.witness == nil, "threshold \(boundary)")
    }

    @Test func validRegionAboveAFailureIsReportedNonMonotone() {
        // Holds on [0, 0.3] and again on [0.5, 0.6]: bisection from [0, 1] can end at either
        // edge, but the samples above the bracket find the second island or the gap.
        let islands: (Double) -> BoundaryVerdict = { z in
            (z <= 0.3 || (z >= 0.5 && z <= 0.6)) ? .valid : BoundaryVerdict(failures: 2)
        }
        let result = search.search(lower: 0, upper: 1, seed: 1, islands)
        #expect(result.status == .nonMonotone)
        let witness = try! #require(result.witness)
        let witnessHolds = result.witnessVerdict?.holds ?? false
        #expect(witnessHolds ? witness > result.failingValue : witness < result.boundary)
    }

    @Test func failingBumpBelowTheBoundaryIsReportedNonMonotone() {
        // Holds up to 0.8 except on (0.2, 0.25): bisection finds 0.8, a validation sample below fails.
        let bump: (Double) -> BoundaryVerdict = { z in
            (z <= 0.8 && !(z > 0.2 && z < 0.25)) ? .valid : BoundaryVerdict(failures: 4)
        }
        let result = search.search(lower: 0, upper: 1, seed: 3, bump)
        #expect(result.status == .nonMonotone)
        #expect(result.witnessVerdict?.failures == 4)
        #expect((result.witness ?? 0) > 0.2 && (result.witness ?? 1) < 0.25)
    }

    @Test func failingAtTheLowerEndIsNeverValid() {
        let result = search.search(lower: 0, upper: 10, seed: 0) { _ in BoundaryVerdict(failures: 8) }
        #expect(result.status == .neverValid)
        #expect(result.boundary.isNaN)
        #expect(result.failures.failures == 8)
    }

    @Test func failingAtTheLowerEndButHoldingAboveIsNonMonotone() {
        let result = search.search(lower: 0, upper: 10, seed: 0) { z in z < 1 ? BoundaryVerdict(failures: 8) : .valid }
        #expect(result.status == .nonMonotone)
        #expect(result.witnessVerdict?.holds == true)
    }

    @Test func holdingEverywhereIsAlwaysValidUpToTheLimit() {
        let result = search.search(lower: 0, upper: 10, seed: 0) { _ in .valid }
        #expect(result.status == .alwaysValid)
        #expect(result.boundary == 10)
        #expect(result.failingValue.isNaN)
    }

    @Test func sameSeedSameEvaluations() {
        var first: [Double] = [], second: [Double] = []
        _ = search.search(lower: 0, upper: 1, seed: 42) { first.append($0); return $0 < 0.4 ? .valid : BoundaryVerdict(failures: 1) }
        _ = search.search(lower: 0, upper: 1, seed: 42) { second.append($0); return $0 < 0.4 ? .valid : BoundaryVerdict(failures: 1) }
        #expect(first == second)
    }

    @Test func verdictFailureIndicesListTheSetBits() {
        #expect(BoundaryVerdict(failures: 0b1010).failureIndices == [1, 3])
        #expect(BoundaryVerdict(failures: BoundaryVerdict.constructionBit).failureIndices == [63])
        #expect(RangeExplorer.names(BoundaryVerdict(failures: 1 << 2 | BoundaryVerdict.constructionBit))
                == [Invariant.allCases[2].name, "construction"])
    }
}

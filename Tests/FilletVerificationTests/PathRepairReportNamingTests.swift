import Testing
import FilletGeometry
@testable import FilletVerification
@testable import FilletRepair

/// How a repair's report names what it did: edits and refusals by the written path's segments,
/// which an arc drawn as several cubics (an elliptical arc, or a circular one under a stretch)
/// draws more than one element of.
@Suite struct PathRepairReportNamingTests {
    /// New radii are a move of the arc's last cubic (where it meets the next segment), the edit
    /// is reported at the arc's first: the edit still says what it repaired.
    @Test func anEditOfAnArcsRadiiSaysWhatItRepaired() throws {
        let data = "M0 10A20.00001 10.00001 0 0 0 20 0L20.0436 -5"
        let result = try PathRepair.repair(pathData: data)
        #expect(result.kinksBefore == 1 && result.kinksAfter == 0, "\(result.kinksBefore) → \(result.kinksAfter)")
        let edit = try #require(result.edits.first)
        #expect(result.edits.count == 1)
        #expect(edit.oldText == "A20.00001 10.00001 0 0 0 20 0" && edit.newText != edit.oldText)
        #expect(edit.kinds == [.kink], "\(edit)")
    }

}

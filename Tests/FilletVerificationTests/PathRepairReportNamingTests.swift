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

    /// A refusal names the written elements at its finding once each: a join between two cubics
    /// of one arc is the arc's (drawn elements 2 and 3 are both cubics of the arc, element 1 as
    /// written), a join at the arc's end the arc and the next segment.
    @Test func aRefusalInsideAnArcNamesTheArcOnce() throws {
        let data = "M0 10A10.00001 10.00001 0 0 0 10 0L10 -5"
        let stretch = FilletGeometry.AffineTransform(a: 0, b: -1, c: -1.0004, d: 0, e: 40, f: 40)
        let state = try RepairState(bytes: Array(data.utf8), transform: stretch, options: PathCheck.Options())
        let indices = try #require(state.writtenIndices)
        let arcEnd = try #require(indices.lastIndex(of: 1))
        #expect(indices[2] == 1 && indices[3] == 1 && arcEnd >= 3)
        var session = RepairSession(state: state, inverse: try #require(stretch.inverted), options: PathRepair.Options())
        session.refuse(.kink, elements: [2, 3], point: .zero, "inside the arc")
        session.refuse(.kink, elements: [arcEnd, arcEnd + 1], point: .zero, "at the arc's end")
        let refusals = session.result(originalData: data).refusals
        #expect(refusals.map(\.elementIndices) == [[1], [1, 2]])
    }
}

import Foundation
import Testing
import FilletGeometry
@testable import FilletVerification
@testable import FilletRepair

/// `fix path` keeps an edit only when the data it writes draws the same elements: the same
/// number of written elements, the same number drawn, and under a stretch the same written
/// element behind each drawn one (``RepairState/structuralChange(_:moves:)``).
@Suite struct PathRepairStructuralChangeTests {
    static let stretch = FilletGeometry.AffineTransform(a: 2, b: 0, c: 0, d: 1, e: 0, f: 0)

    static func state(_ data: String) throws -> RepairState {
        try RepairState(bytes: Array(data.utf8), transform: stretch, options: PathCheck.Options())
    }

    /// Two circular arcs under a stretch, each drawn as cubics, trade sweeps: as many cubics are
    /// drawn in all, but one of them now stands for the other arc. The guard's second half (the
    /// map from drawn to written elements) refuses it; the counts alone would not.
    @Test func aCubicMovedFromOneArcToTheOtherIsAStructuralChange() throws {
        let base = try Self.state("M0 0 A10 10 0 0 1 20 0 A10 10 0 0 1 30 10")
        let traded = try Self.state("M0 0 A10 10 0 0 1 10 10 A10 10 0 0 1 10 30")
        try #require(base.written.elements.count == traded.written.elements.count)
        try #require(base.drawn.elements.count == traded.drawn.elements.count,
                     "\(base.drawn.elements.count) \(traded.drawn.elements.count)")
        try #require(base.writtenIndices != nil && base.writtenIndices != traded.writtenIndices,
                     "\(String(describing: base.writtenIndices)) \(String(describing: traded.writtenIndices))")
        #expect(base.structuralChange(traded, moves: []) == "the rewritten data is drawn with a different number of elements")
        // The same data read again is no change at all.
        #expect(base.structuralChange(try Self.state("M0 0 A10 10 0 0 1 20 0 A10 10 0 0 1 30 10"), moves: []) == nil)
    }
}

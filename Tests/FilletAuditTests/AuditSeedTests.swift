import Foundation
import Testing
import FilletAudit
import FilletShapes

/// The audit's seeds are the seed kinds of `ShapeSpec.Kind`, under their three-digit ids.
@Suite struct AuditSeedTests {
    @Test func theSeedsAreTheSeedKindsInIdOrder() throws {
        #expect(AuditSeed.allCases.map(\.kind) == [.seed000, .seed001, .seed002, .seed003, .seed004])
        #expect(AuditSeed.allCases.map(\.id) == ["000", "001", "002", "003", "004"])
        #expect(AuditSeed(kind: .star) == nil)
        #expect(AuditSeed(rawValue: "004") == .seed004)
        let data = try JSONEncoder().encode([AuditSeed.seed002])
        #expect(String(decoding: data, as: UTF8.self) == #"["002"]"#)
        #expect(try JSONDecoder().decode([AuditSeed].self, from: data) == [.seed002])
    }
}

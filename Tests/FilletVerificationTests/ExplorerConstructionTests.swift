import Foundation
import Testing
import FilletGeometry
import FilletShapes
@testable import FilletVerification

/// The explorer's constructions are a view over `ShapeSpec.Kind`: its own parameters come from the
/// construction's descriptor.
@Suite struct ExplorerConstructionTests {
    @Test func theExplorerMapsSevenKindsByTheirOwnNames() {
        #expect(ExplorerConstruction.allCases.map(\.rawValue)
            == ["star", "polygon", "regular-polygon", "rect", "border", "seed000", "seed001"])
        for kind in [ShapeSpec.Kind.seed002, .seed003, .seed004] { #expect(ExplorerConstruction(kind: kind) == nil) }
        #expect(ExplorerConstruction(rawValue: "regular-polygon")?.kind == .regularPolygon)
    }

    @Test(arguments: ExplorerConstruction.allCases)
    func shapeParametersAreFlagsOfTheConstructionAndSetItsSpec(_ construction: ExplorerConstruction) throws {
        let descriptor = construction.kind.descriptor
        let own = construction.parameters.filter(\.isShapeParameter)
        // The random polygons are the explorer's own (vertex count, jitter, seed).
        #expect(own.isEmpty == (construction == .polygon))
        for parameter in own {
            #expect(descriptor.parameter(flag: parameter.name) != nil, "\(construction.rawValue) \(parameter.name)")
            // A value set on the map reaches the spec through the descriptor.
            var values = ExplorerValues(construction)
            let value = parameter.isInteger ? 7.0 : 0.3
            values[parameter.name] = value
            let spec = try construction.spec(values, clamping: .none)
            #expect(descriptor.number(parameter.name, in: spec) == value, "\(construction.rawValue) \(parameter.name)")
        }
    }
}

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

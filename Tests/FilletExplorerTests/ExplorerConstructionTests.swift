import Foundation
import Testing
import FilletGeometry
import FilletShapes
@testable import FilletExplorer
import FilletVerification

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

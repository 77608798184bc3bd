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
        #expect(ExplorerConstruction(rawValue: "regular-polygon")?.kind == .regularPolygon)
    }

    @Test(arguments: [ShapeSpec.Kind.seed002, .seed003, .seed004])
    func seedsOutsideTheExplorerHaveNoConstruction(_ kind: ShapeSpec.Kind) {
        #expect(ExplorerConstruction(kind: kind) == nil, "\(kind)")
    }

    @Test(arguments: ExplorerConstruction.allCases)
    func everyConstructionButThePolygonHasShapeParameters(_ construction: ExplorerConstruction) {
        // The random polygons are the explorer's own (vertex count, jitter, seed).
        #expect(construction.parameters.filter(\.isShapeParameter).isEmpty == (construction == .polygon),
                "\(construction.rawValue)")
    }

    /// Every (construction, name of one of its shape parameters).
    static let shapeParameters: [(ExplorerConstruction, String)] = ExplorerConstruction.allCases.flatMap { construction in
        construction.parameters.filter(\.isShapeParameter).map { (construction, $0.name) }
    }

    @Test(arguments: ExplorerConstructionTests.shapeParameters)
    func shapeParametersAreFlagsOfTheConstructionAndSetItsSpec(_ construction: ExplorerConstruction, _ name: String) throws {
        let descriptor = construction.kind.descriptor
        let parameter = try #require(construction.parameters.first { $0.name == name }, "\(construction.rawValue) \(name)")
        #expect(descriptor.parameter(flag: parameter.name) != nil, "\(construction.rawValue) \(parameter.name)")
        // A value set on the map reaches the spec through the descriptor.
        var values = ExplorerValues(construction)
        let value = parameter.isInteger ? 7.0 : 0.3
        values[parameter.name] = value
        let spec = try construction.spec(values, clamping: .none)
        #expect(descriptor.number(parameter.name, in: spec) == value, "\(construction.rawValue) \(parameter.name)")
    }
}

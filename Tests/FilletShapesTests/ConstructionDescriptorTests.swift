import Foundation
import Testing
import FilletGeometry
import FilletSupport
@testable import FilletShapes

/// The descriptors are the one description of each construction's parameters: these tests hold
/// them to it (flags unique, defaults in range, exactly the lengths scale, JSON round-trips).
@Suite struct ConstructionDescriptorTests {
    /// A spec of `kind` with every optional parameter present and no number at a special value,
    /// so each parameter contributes numbers to the checks.
    static func sample(_ kind: ShapeSpec.Kind) -> ShapeSpec {
        let triangle = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 50, y: 80)]
        switch kind {
        case .star:
            var p = ShapeSpec.StarParameters()
            p.innerRatio = 0.4
            p.outerCornerRadius = 3
            p.innerCornerRadius = 2
            p.rect = Rect(x: 1, y: 2, width: 30, height: 40)
            p.padding = 1.5
            p.smoothing = 0.3
            return .star(p)
        case .polygon:
            var p = ShapeSpec.PolygonParameters(vertices: triangle)
            p.radius = 4
            p.radii = [10, 0, 5]
            p.smoothing = 0.25
            return .polygon(p)
        case .rect:
            var p = ShapeSpec.RectParameters()
            p.smoothing = 0.5
            return .rect(p)
        case .border:
            var p = ShapeSpec.BorderParameters()
            p.innerCornerRule = .explicit(3)
            p.smoothing = 0.4
            return .border(p)
        case .regularPolygon:
            var p = ShapeSpec.RegularPolygonParameters()
            p.smoothing = 0.6
            return .regularPolygon(p)
        case .seed001:
            var p = ShapeSpec.Seed001Parameters(vertices: triangle)
            p.rounded = [true, false, true]
            return .seed001(p)
        case .seed003:
            var p = ShapeSpec.Seed003Parameters()
            p.padding = 7
            return .seed003(p)
        default:
            return kind.descriptor.defaults!
        }
    }

    @Test(arguments: ShapeSpec.Kind.allCases)
    func everyFlagIsUniquePerConstruction(_ kind: ShapeSpec.Kind) {
        let flags = kind.descriptor.options.map(\.name)
        #expect(Set(flags).count == flags.count, "\(flags)")
        let names = kind.descriptor.parameters.map(\.name), keys = kind.descriptor.parameters.map(\.jsonKey)
        #expect(Set(names).count == names.count && Set(keys).count == keys.count)
    }

    @Test(arguments: ShapeSpec.Kind.allCases)
    func everyDefaultLiesInItsRange(_ kind: ShapeSpec.Kind) {
        let defaults = kind.descriptor.start
        let ranged = kind.descriptor.parameters.compactMap { parameter in parameter.range.map { (parameter, $0) } }
        #expect(!ranged.isEmpty, "\(kind): no parameter has a range, so the test proves nothing")
        for (parameter, range) in ranged {
            for value in parameter.numbers(in: defaults) {
                #expect(range.contains(value), "\(kind) \(parameter.name) default \(value) not \(range)")
            }
        }
    }

    @Test(arguments: ShapeSpec.Kind.allCases)
    func scaledByScalesExactlyTheLengthParameters(_ kind: ShapeSpec.Kind) {
        let spec = Self.sample(kind), factor = 2.5
        let scaled = spec.scaled(by: factor)
        let lengths = kind.descriptor.parameters.filter(\.isLength)
        #expect(!lengths.isEmpty)
        for parameter in kind.descriptor.parameters {
            let before = parameter.numbers(in: spec), after = parameter.numbers(in: scaled)
            if parameter.isLength {
                #expect(!before.isEmpty, "\(kind) \(parameter.name): the sample sets no length, so the test proves nothing")
                #expect(after == before.map { $0 * factor }, "\(kind) \(parameter.name)")
            } else {
                #expect(after == before, "\(kind) \(parameter.name) is not a length but changed")
            }
        }
        // Nothing outside the numbers changes: scaling back restores the spec exactly.
        #expect(scaled.scaled(by: 1 / factor) == spec)
    }

    @Test(arguments: ShapeSpec.Kind.allCases)
    func jsonRoundTripsThroughTheToolsCoderUnderTheDescribedKeys(_ kind: ShapeSpec.Kind) throws {
        let spec = Self.sample(kind)
        // As `fillet shape --format spec` writes it.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(spec)
        #expect(try JSONDecoder().decode(ShapeSpec.self, from: data) == spec)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let described = Set(kind.descriptor.parameters.map(\.jsonKey)).union(["kind"])
        // The only key not a parameter's own: a border's explicit inner radius, beside its rule.
        #expect(Set(object.keys).subtracting(described).isSubset(of: ["innerCornerRadius"]), "\(object.keys.sorted())")
        #expect(described.isSubset(of: Set(object.keys)), "\(object.keys.sorted())")
    }

    /// `smoothing` is the one parameter written only when not at its default (0), so every spec
    /// without smoothing keeps the JSON it had before smoothing existed.
    @Test(arguments: [ShapeSpec.Kind.rect, .polygon, .star, .regularPolygon, .border])
    func smoothingIsWrittenOnlyWhenNotZero(_ kind: ShapeSpec.Kind) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var spec = Self.sample(kind)
        switch spec {
        case .rect(var p): p.smoothing = 0; spec = .rect(p)
        case .polygon(var p): p.smoothing = 0; spec = .polygon(p)
        case .star(var p): p.smoothing = 0; spec = .star(p)
        case .regularPolygon(var p): p.smoothing = 0; spec = .regularPolygon(p)
        case .border(var p): p.smoothing = 0; spec = .border(p)
        default: Issue.record("no smoothing in \(kind)")
        }
        let text = String(decoding: try encoder.encode(spec), as: UTF8.self)
        #expect(!text.contains("smoothing"), "\(text)")
        #expect(try JSONDecoder().decode(ShapeSpec.self, from: Data(text.utf8)) == spec)
        #expect(String(decoding: try encoder.encode(Self.sample(kind)), as: UTF8.self).contains("\"smoothing\":0."))
    }

    @Test(arguments: ShapeSpec.Kind.allCases)
    func everyLengthNameMapsBackToOneOfTheConstructionsFlags(_ kind: ShapeSpec.Kind) throws {
        let given = try Arguments([], options: [], context: "test")
        let flags = Set(kind.descriptor.options.map(\.flag))
        var names: [String] = []
        _ = Self.sample(kind).mappingLengths { name, value in
            names.append(name())
            return value
        }
        #expect(!names.isEmpty)
        for name in names {
            let flag = kind.descriptor.flag(for: .nonFinite(parameter: name, value: .nan), given: given)
            #expect(flag.map(flags.contains) == true, "\(kind) \(name) → \(flag ?? "nil")")
        }
    }

    @Test(arguments: ShapeSpec.Kind.allCases)
    func parsingNoFlagsGivesTheDefaults(_ kind: ShapeSpec.Kind) throws {
        guard let defaults = kind.descriptor.defaults else { return }
        let arguments = try Arguments([], options: kind.descriptor.options, context: "test")
        #expect(try kind.descriptor.spec(from: arguments) == defaults)
    }
}

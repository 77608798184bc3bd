import Foundation
import Testing
import FilletGeometry
@testable import FilletShapes

@Suite struct ShapeSpecTests {
    static let polygon = ShapeSpec.polygon({
        var p = ShapeSpec.PolygonParameters(vertices: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 50, y: 80)])
        p.radii = [10, 0, 5]
        p.clamping = CornerRounding.Clamping.none
        return p
    }())

    static var allSpecs: [ShapeSpec] {
        var specs = ShapeSpec.Kind.allCases.compactMap(ShapeSpec.defaults(for:))
        specs.append(polygon)
        specs.append(.seed001(ShapeSpec.Seed001Parameters(vertices: [.zero, Point(x: 10, y: 0), Point(x: 5, y: 9)])))
        var star = ShapeSpec.StarParameters()
        star.innerRatio = 0.4
        star.rect = Rect(x: 1, y: 2, width: 30, height: 40)
        specs.append(.star(star))
        var border = ShapeSpec.BorderParameters()
        border.innerCornerRule = .explicit(3)
        specs.append(.border(border))
        return specs
    }

    @Test(arguments: ShapeSpecTests.allSpecs)
    func jsonRoundTripsEveryKind(_ spec: ShapeSpec) throws {
        let data = try JSONEncoder().encode(spec)
        let decoded = try JSONDecoder().decode(ShapeSpec.self, from: data)
        #expect(decoded == spec, "\(String(decoding: data, as: UTF8.self))")
    }

    @Test(arguments: ShapeSpecTests.allSpecs)
    func everyDefaultBuilds(_ spec: ShapeSpec) throws {
        let shape = try spec.build()
        #expect(!shape.path.isEmpty, "\(spec.kind)")
    }

    @Test func missingParametersTakeTheirDefaults() throws {
        let json = #"{"kind":"star","points":7,"innerRatio":0.5,"outerCornerRadius":4}"#
        let spec = try JSONDecoder().decode(ShapeSpec.self, from: Data(json.utf8))
        var expected = ShapeSpec.StarParameters()
        expected.points = 7
        expected.innerRatio = 0.5
        expected.outerCornerRadius = 4
        #expect(spec == .star(expected))
    }

    @Test func builtCornersReportRequestedAndRealisedRadii() throws {
        let shape = try Self.polygon.build()
        #expect(shape.corners.map(\.requestedRadius) == [10, 0, 5])
        #expect(shape.corners.map(\.realisedRadius) == [10, 0, 5])
        #expect(shape.fillRule == .nonZero)
        #expect(try ShapeSpec.defaults(for: .border)!.build().fillRule == .evenOdd)
    }

    @Test func buildPassesShapeErrorsThrough() {
        var star = ShapeSpec.StarParameters()
        star.points = 1_000_000_000
        expectShapeError(parameter: "points") { _ = try ShapeSpec.star(star).build() }
        var seed = ShapeSpec.Seed001Parameters(vertices: [.zero, Point(x: 1, y: 0), Point(x: 0, y: 1)])
        seed.rounded = [true]
        expectShapeError(parameter: "rounded") { _ = try ShapeSpec.seed001(seed).build() }
    }

    @Test func encodedJSONIsFlatWithPointsAsPairsAndAbsentOptionalsOmitted() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func json(_ spec: ShapeSpec) throws -> String { String(decoding: try encoder.encode(spec), as: UTF8.self) }
        #expect(try json(Self.polygon)
            == #"{"clamping":"none","kind":"polygon","radii":[10,0,5],"radius":0,"vertices":[[0,0],[100,0],[50,80]]}"#)
        var star = ShapeSpec.StarParameters()
        star.points = 7
        star.rect = Rect(x: 1, y: 2, width: 30, height: 40)
        #expect(try json(.star(star)) == #"{"center":[100,100],"clamping":"proportional","innerCornerRadius":0,"kind":"star","#
            + #""outerCornerRadius":0,"outerRadius":100,"padding":0,"points":7,"rect":{"height":40,"width":30,"x":1,"y":2},"#
            + #""rotation":-1.5707963267948966}"#)
        var border = ShapeSpec.BorderParameters()
        border.innerCornerRule = .explicit(3)
        #expect(try json(.border(border)) == #"{"borderWidth":12,"clamping":"proportional","cornerRadius":24,"#
            + #""innerCornerRadius":3,"innerCornerRule":"explicit","kind":"border","position":"inside","#
            + #""rect":{"height":120,"width":200,"x":0,"y":0}}"#)
    }

    @Test(arguments: ["polygon", "seed001"])
    func decodingRequiresVerticesForPolygonAndSeed001(kind: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ShapeSpec.self, from: Data(#"{"kind":"\#(kind)"}"#.utf8)) }
    }

    @Test(arguments: [#"{"kind":"border","innerCornerRule":"outer"}"#, #"{"kind":"border","innerCornerRule":"explicit"}"#])
    func decodingRejectsAnUnknownInnerCornerRuleAndAnExplicitRuleWithoutRadius(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ShapeSpec.self, from: Data(json.utf8)) }
    }

    /// A misspelt key (`"pionts"`) was ignored and the default used: `replay` checked another shape
    /// than the one written. Keys of another construction are unknown too (`width` on a rect, whose
    /// size is `"rect": {…}`).
    @Test(arguments: [#"{"kind":"star","pionts":7}"#, #"{"kind":"rect","width":100,"height":50}"#,
                      #"{"kind":"regular-polygon","sides":6,"innerRatio":0.5}"#])
    func decodingRejectsKeysTheConstructionDoesNotTake(json: String) throws {
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(ShapeSpec.self, from: Data(json.utf8)) }
        #expect("\(error)".contains("unknown key"))
    }

    /// Keys inside the nested objects were dropped: a rect with `"depth"` or corner radii with
    /// `"top"` decoded as if the key were not there.
    @Test(arguments: [#"{"kind":"rect","rect":{"x":0,"y":0,"width":10,"height":5,"depth":3}}"#,
                      #"{"kind":"rect","cornerRadii":{"topLeft":1,"topRight":1,"bottomRight":1,"bottomLeft":1,"top":3}}"#,
                      #"{"kind":"border","rect":{"x":0,"y":0,"width":10,"hieght":5,"height":5}}"#])
    func decodingRejectsUnknownKeysInNestedObjects(json: String) throws {
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(ShapeSpec.self, from: Data(json.utf8)) }
        #expect("\(error)".contains("unknown key"))
    }

    @Test func nestedObjectsWithExactlyTheirKeysStillDecode() throws {
        let json = #"{"kind":"rect","rect":{"x":1,"y":2,"width":10,"height":5},"#
            + #""cornerRadii":{"topLeft":1,"topRight":2,"bottomRight":3,"bottomLeft":0}}"#
        guard case .rect(let rect) = try JSONDecoder().decode(ShapeSpec.self, from: Data(json.utf8)) else {
            Issue.record("not a rect")
            return
        }
        #expect(rect.rect == Rect(x: 1, y: 2, width: 10, height: 5))
        #expect(rect.cornerRadii == .init(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 0))
    }

    /// As `--inner-corner-radius` alone does, `"innerCornerRadius"` without a rule implies the
    /// explicit rule (it was called an unknown key); with another rule it is refused, not dropped.
    @Test func aBorderInnerRadiusAloneImpliesTheExplicitRule() throws {
        let alone = #"{"kind":"border","innerCornerRadius":3}"#
        guard case .border(let border) = try JSONDecoder().decode(ShapeSpec.self, from: Data(alone.utf8)) else {
            Issue.record("not a border")
            return
        }
        #expect(border.innerCornerRule == .explicit(3))
        for rule in ["concentric", "sameAsOuter"] {
            let json = #"{"kind":"border","innerCornerRule":"\#(rule)","innerCornerRadius":3}"#
            let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(ShapeSpec.self, from: Data(json.utf8)) }
            #expect("\(error)".contains("only applies"))
        }
    }

    @Test func decodingRejectsMalformedPoints() {
        let json = #"{"kind":"polygon","vertices":[[0,0],[1],[2,2]]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ShapeSpec.self, from: Data(json.utf8)) }
    }
}

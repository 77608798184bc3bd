import Foundation
import Testing
@testable import FilletShapes

/// A decoded ShapeSpec refuses a key its construction leaves unused unless it holds its default
/// (what the spec is written with): no construction would check the value, and writing the spec
/// back would carry it on (`fillet replay` echoed `"padding": "nan"`).
@Suite struct ShapeSpecUnusedKeyTests {
    static func decode(_ text: String) throws -> ShapeSpec {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(ShapeSpec.self, from: Data(text.utf8))
    }

    @Test(arguments: [#"{"kind":"star","padding":"nan"}"#, #"{"kind":"star","padding":3}"#, #"{"kind":"star","padding":"inf"}"#,
                      #"{"kind":"star","rect":null,"padding":-1}"#])
    func paddingWithoutARectIsRefusedNamingItsKey(_ text: String) {
        let error = #expect(throws: DecodingError.self) { try Self.decode(text) }
        guard case .dataCorrupted(let context)? = error else { Issue.record("expected dataCorrupted, got \(String(describing: error))"); return }
        #expect(context.codingPath.map(\.stringValue) == ["padding"])
        #expect(context.debugDescription == "only applies with 'rect' (star has none)")
    }

    /// The default, as every spec without a rect is written (and −0, the same value), still
    /// reads; with a rect any padding reads (the construction checks it).
    @Test(arguments: [#"{"kind":"star","padding":0}"#, #"{"kind":"star","padding":-0.0}"#, #"{"kind":"star"}"#,
                      #"{"kind":"star","rect":{"x":0,"y":0,"width":10,"height":10},"padding":"nan"}"#])
    func paddingAtItsDefaultOrWithARectReads(_ text: String) throws {
        _ = try Self.decode(text)
    }

    /// What the encoder writes for every kind reads back: the rule never refuses a written spec.
    @Test(arguments: ShapeSpec.Kind.allCases)
    func everyWrittenDefaultSpecReadsBack(_ kind: ShapeSpec.Kind) throws {
        let spec = kind.descriptor.startingSpec
        let text = String(decoding: try JSONEncoder().encode(spec), as: UTF8.self)
        #expect(try Self.decode(text).kind == kind)
    }
}

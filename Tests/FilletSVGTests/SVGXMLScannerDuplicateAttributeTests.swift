import Testing
@testable import FilletSVG

/// A name given twice in one tag, whether the tag's names are compared in turn (few attributes)
/// or through a set (past ``SVGXMLScanner/attributesComparedInTurn``): the same verdicts.
@Suite struct SVGXMLScannerDuplicateAttributeTests {
    /// A path with `count` distinct attributes `a0 … a(count−1)`, then `extra` when given.
    static func document(count: Int, extra: String? = nil) -> String {
        let attributes = (0..<count).map { "a\($0)='\($0)'" }.joined(separator: " ")
        return "<svg \(SVGXMLScannerTests.namespace)><path \(attributes) \(extra ?? "") \(SVGXMLScannerTests.square)/></svg>"
    }

    @Test(arguments: [3, 15, 16, 17, 40, 63, 64, 65, 100])
    func distinctNamesAreRead(count: Int) throws {
        #expect(try SVGFile.drawables(svgText: Self.document(count: count)).count == 1)
    }

    /// The repeated name is the first, a middle one and the last given before it.
    @Test(arguments: [(3, 0), (15, 14), (16, 0), (17, 16), (40, 0), (40, 21), (40, 39), (64, 0), (65, 64), (100, 0),
                      (100, 70), (100, 99)])
    func aNameGivenTwiceIsRefused(count: Int, repeated: Int) {
        let error = #expect(throws: SVGFileError.self) {
            _ = try SVGFile.drawables(svgText: Self.document(count: count, extra: "a\(repeated)='again'"))
        }
        #expect(error?.reason.contains("an attribute given twice") == true, "\(String(describing: error))")
    }

    /// `é` precomposed and decomposed are one name as strings compare, below and past the set's threshold.
    @Test(arguments: [2, 30, 100])
    func canonicallyEquivalentNamesAreOneName(count: Int) {
        let error = #expect(throws: SVGFileError.self) {
            _ = try SVGFile.drawables(svgText: Self.document(count: count, extra: "caf\u{E9}='1' cafe\u{301}='2'"))
        }
        #expect(error?.reason.contains("an attribute given twice") == true, "\(String(describing: error))")
    }

    /// An ASCII name and a non-ASCII one can be one name too: the Kelvin sign U+212A is `K` as
    /// strings compare (the ASCII name's hash key cannot tell them apart alone).
    @Test(arguments: [(2, "K"), (2, "\u{212A}"), (100, "K"), (100, "\u{212A}")])
    func theKelvinSignAndKAreOneName(count: Int, first: String) {
        let second = first == "K" ? "\u{212A}" : "K"
        let error = #expect(throws: SVGFileError.self) {
            _ = try SVGFile.drawables(svgText: Self.document(count: count, extra: "\(first)x='1' \(second)x='2'"))
        }
        #expect(error?.reason.contains("an attribute given twice") == true, "\(String(describing: error))")
    }
}

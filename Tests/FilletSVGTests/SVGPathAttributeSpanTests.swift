import Testing
import FilletSVG

/// Where `fix path` finds path data in a file's bytes (``SVGPathAttributeSpan``).
struct SVGPathAttributeSpanTests {
    static let ns = "xmlns='http://www.w3.org/2000/svg'"

    /// The text of each span of `document`.
    static func values(_ document: String) -> [String] {
        let bytes = Array(document.utf8)
        return SVGPathAttributeSpan.spans(in: bytes).map { String(decoding: bytes[$0.valueRange], as: UTF8.self) }
    }

    @Test(arguments: [
        "<!DOCTYPE svg [<!-- it's 'quoted'-->]>",
        "<!DOCTYPE svg [<!-- \" -->]>",
        "<!DOCTYPE svg [<?pi it's?>]>",
        "<!DOCTYPE svg [<!ENTITY e 'x<!-- not a comment'>]>",
        "<!DOCTYPE svg [<!-- ] > --><!ENTITY e 'a]>b'>]>",
    ])
    func internalSubsetCommentsAndInstructionsOpenNoLiteral(prolog: String) {
        let document = prolog + "<svg \(Self.ns)><path d='M0 0 L1 1'/>\n<path\td=\"M2 2 L3 3\"/></svg>"
        #expect(Self.values(document) == ["M0 0 L1 1", "M2 2 L3 3"])
    }

    @Test func spanLinesAreTheLinesTheTagsEndOn() {
        let document = "<svg \(Self.ns)>\n<path\nd='M0 0 L1 1'\n/><path d='M1 1 L2 2'/></svg>"
        #expect(SVGPathAttributeSpan.spans(in: Array(document.utf8)).map(\.line) == [4, 4])
    }
}

import Foundation
import Testing
import FilletGeometry
@testable import FilletSVG
import FilletTestSupport

@Suite struct SVGFileViewportTests {
    @Test func spriteSymbolWithoutUseSizeFillsTheRootViewBox() throws {
        // <use> without width/height: the symbol's viewport is 100% of the root's (its viewBox: 48 × 48).
        let found = try SVGFile.drawables(svgText: """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="12" height="12">
              <symbol id="i" viewBox="0 0 24 24"><rect x="2" y="2" width="20" height="20"/></symbol>
              <use href="#i"/>
            </svg>
            """)
        expectBounds(try #require(found.first).path, 4, 4, 44, 44)
    }

    @Test func rootWithoutViewBoxUsesItsAbsoluteSize() throws {
        let found = try SVGFile.drawables(svgText: """
            <svg xmlns="http://www.w3.org/2000/svg" width="20px" height="10">
              <svg viewBox="0 0 1 1" width="50%" height="100%"><rect width="1" height="1"/></svg>
            </svg>
            """)
        // 10 × 10 viewport, meet: scale 10.
        expectBounds(try #require(found.first).path, 0, 0, 10, 10)
    }

    @Test func percentagesWithoutAKnownViewportAreErrors() {
        #expect(throws: SVGFileError.self) {
            _ = try SVGFile.drawables(svgText: """
                <svg xmlns="http://www.w3.org/2000/svg"><svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg></svg>
                """)
        }
    }

    @Test func percentagesOnShapesStayErrors() {
        #expect(throws: SVGFileError.self) { _ = try drawables("<rect width='100%' height='100%'/>") }
    }

    @Test(arguments: ["width='0' height='10' viewBox='0 0 10 10'", "width='10' height='0'",
                      "width='10' height='10' viewBox='0 0 0 10'", "width='10' height='10' viewBox='0 0 10 -1'"])
    func emptyNestedViewportsAreNotRendered(_ attributes: String) throws {
        let found = try drawables("<svg \(attributes)><circle r='1'/></svg>")
        #expect(found.isEmpty)
    }
}

/// `preserveAspectRatio` (SVG 2 §8.2): SVG 1.1's `defer` is skipped, a value that does not parse is
/// the default `xMidYMid meet`.
@Suite struct SVGAspectRatioTests {
    @Test(arguments: [
        ("xMinYMax slice", "xMinYMax", true),
        ("defer xMaxYMid", "xMaxYMid", false),
        ("none", "none", false),
        ("", "xMidYMid", false),
        ("xMinymin", "xMidYMid", false),
        ("xMinYMin stretch", "xMidYMid", false),
        ("slice", "xMidYMid", false),
    ])
    func aspectRatioParsesOrFallsBackToTheDefault(_ text: String, _ align: String, _ slice: Bool) {
        let parsed = SVGFileReader.aspectRatio(text)
        #expect(parsed.align == align && parsed.slice == slice, "'\(text)' → \(parsed)")
    }
}

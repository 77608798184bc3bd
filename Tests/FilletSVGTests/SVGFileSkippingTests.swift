import Foundation
import Testing
import FilletGeometry
@testable import FilletSVG
import FilletTestSupport

@Suite struct SVGFileSkippingTests {
    @Test(arguments: ["defs", "clipPath", "mask", "symbol", "marker", "pattern", "linearGradient", "radialGradient",
                      "filter", "metadata", "title", "desc", "style", "use", "text", "foreignObject", "unknownThing"])
    func subtreesOfNonRenderingElementsAreSkipped(_ name: String) throws {
        let found = try drawables("<\(name)><g><rect id='hidden' width='1' height='1'/></g></\(name)><circle r='1'/>")
        #expect(found.map(\.element) == ["circle"])
    }

    @Test(arguments: ["display='none'", "display=' NONE '", "style='fill:red; display : none'",
                      "style='display:none !important'", "style='display:block;display:none'"])
    func displayNoneHidesTheElementAndItsSubtree(_ attribute: String) throws {
        #expect(try drawables("<g \(attribute)><rect width='1' height='1'/></g>").isEmpty)
        #expect(try drawables("<rect width='1' height='1' \(attribute)/>").isEmpty)
    }

    @Test(arguments: ["display='inline'", "style='display:block'", "style='fill:none'", "visibility='hidden'",
                      "style='display:none;display:inline'",
                      "display='none' style='display:inline'"])
    func otherDisplayValuesRender(_ attribute: String) throws {
        #expect(try drawables("<rect width='1' height='1' \(attribute)/>").count == 1)
    }

    @Test func switchRendersItsFirstChildWhoseConditionsHold() throws {
        let found = try drawables("""
            <switch>
              <title>ignored</title>
              <rect id="ext" width="1" height="1" requiredExtensions="http://example.org/x"/>
              <rect id="fr" width="1" height="1" systemLanguage="fr"/>
              <rect id="en" width="1" height="1" systemLanguage="de, en-GB"/>
              <rect id="fallback" width="1" height="1"/>
            </switch>
            """)
        #expect(found.map(\.id) == ["en"])
    }

    @Test func foreignNamespacesAreSkippedAndPrefixedSVGIsRead() throws {
        let found = try SVGFile.drawables(svgText: """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg:svg xmlns:svg="http://www.w3.org/2000/svg"
                     xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
                     xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
                     xmlns:x="http://example.org/other">
              <sodipodi:namedview inkscape:zoom="2"><inkscape:grid/></sodipodi:namedview>
              <svg:g inkscape:label="Layer 1" inkscape:groupmode="layer" transform="translate(1 1)">
                <svg:path id="a" d="M0 0 H2 V2 Z" sodipodi:nodetypes="ccc"/>
              </svg:g>
              <x:path d="M0 0 H9 V9 Z"/>
            </svg:svg>
            """)
        #expect(found.map(\.id) == ["a"])
        expectBounds(found[0].path, 1, 1, 3, 3)
    }

    /// An element the reader drops (another namespace than SVG's, or under one dropped) builds
    /// nothing, but its attributes are checked as any other's: each error is the one the same
    /// attribute gets on a `g`.
    @Test(arguments: ["id='a<b'", "id='&undeclared;'", "id='a' id='b'", "y:a='1'", "xml:space='wide'",
                      "x:a='1' z:a='2'", "xmlns='relative'", "fill='\u{1}'"])
    func droppedElementsAreCheckedAsAnyOther(_ attribute: String) throws {
        func error(_ element: String) -> SVGFileError? {
            #expect(throws: SVGFileError.self) {
                _ = try SVGFile.drawables(svgText: """
                    <svg xmlns="http://www.w3.org/2000/svg" xmlns:x="urn:x" xmlns:z="urn:x">\(element)</svg>
                    """)
            }
        }
        let kept = error("<g \(attribute)/>")
        #expect(kept != nil)
        for dropped in ["<x:e \(attribute)/>", "<x:e><g \(attribute)/></x:e>", "<e xmlns='urn:y'><g \(attribute)/></e>"] {
            let found = error(dropped)
            #expect(found?.reason == kept?.reason, "\(dropped): \(String(describing: found))")
        }
    }

    @Test func documentWithoutNamespaceIsRead() throws {
        let found = try SVGFile.drawables(svgText: "<svg><circle r='1'/></svg>")
        #expect(found.count == 1)
    }
}

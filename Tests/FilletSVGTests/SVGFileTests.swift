import Foundation
import Testing
import FilletGeometry
@testable import FilletSVG
import FilletTestSupport

private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// An SVG document around `body`, in the SVG namespace.
private func svg(_ body: String, root: String = "") -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\" width=\"48\" height=\"48\"\(root)>\(body)</svg>"
}

private func drawables(_ body: String) throws(SVGFileError) -> [SVGDrawable] {
    try SVGFile.drawables(svgText: svg(body))
}

private func only(_ body: String) throws -> Path {
    let found = try drawables(body)
    try #require(found.count == 1, "expected one drawable, got \(found.count)")
    return found[0].path
}

private func expectBounds(_ path: Path, _ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double,
                          tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation) {
    let box = path.bounds
    expectNear(box.minX, minX, tolerance: tolerance, sourceLocation: sourceLocation)
    expectNear(box.minY, minY, tolerance: tolerance, sourceLocation: sourceLocation)
    expectNear(box.maxX, maxX, tolerance: tolerance, sourceLocation: sourceLocation)
    expectNear(box.maxY, maxY, tolerance: tolerance, sourceLocation: sourceLocation)
}

@Suite struct SVGFileElementTests {
    @Test func everyShapeElementIsReadInDocumentOrder() throws {
        let found = try drawables("""
            <path id="p" d="M0 0 L10 0 L10 10 Z"/>
            <rect x="1" y="2" width="3" height="4"/>
            <circle cx="5" cy="5" r="2"/>
            <ellipse cx="5" cy="5" rx="3" ry="1"/>
            <line x1="0" y1="0" x2="3" y2="4"/>
            <polyline points="0,0 1,1 2,0"/>
            <polygon points="0,0 4,0 4,3"/>
            """)
        #expect(found.map(\.element) == ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"])
        #expect(found.map(\.index) == Array(0..<7))
        #expect(found[0].id == "p" && found[1].id == nil)
    }

    /// A path's drawable carries where its `d` wrote each element of its written outline; the
    /// other shapes have none.
    @Test func pathDrawablesCarryTheirSource() throws {
        let found = try drawables(#"<path transform="scale(2 1)" d="M0 0 A5 5 0 0 1 10 0 Z"/><rect width="4" height="4"/>"#)
        #expect(found.count == 2)
        let source = try #require(found.first?.source)
        #expect(source.data == "M0 0 A5 5 0 0 1 10 0 Z")
        #expect(source.segments.count == found[0].writtenPath.elements.count)
        #expect(source.name(ofElement: 1) == "'A5 5 0 0 1 10 0' (byte 5)")
        #expect(found[0].path.elements.count > found[0].writtenPath.elements.count)   // the arc drawn as cubics
        #expect(found[1].source == nil)
    }

    /// Each drawable has its element's line (where the start tag ends); a copy through `use`, the
    /// shape's own.
    @Test func drawablesHaveTheirElementsLine() throws {
        let found = try SVGFile.drawables(svgText: """
            <svg xmlns="http://www.w3.org/2000/svg">
            <defs><rect id="r" width="4"
               height="4"/></defs>
            <circle r="3"/>
            <use href="#r" x="10"/>
            </svg>
            """)
        #expect(found.map(\.element) == ["circle", "rect"])
        #expect(found.map(\.line) == [4, 3])
    }

    @Test func circleIsOneExactArcFromItsRightmostPointWithPositiveArea() throws {
        let path = try only("<circle cx='5' cy='6' r='2'/>")
        guard case .move(let start) = path.elements.first, case .arc(let arc) = path.elements.dropFirst().first else {
            Issue.record("\(path.elements)")
            return
        }
        #expect(start == p(7, 6))
        #expect(arc.center == p(5, 6) && arc.radius == 2 && arc.sweep == 2 * .pi)
        expectNear(path.signedArea, .pi * 4, tolerance: 1e-12)
        expectNear(path.length, 4 * .pi, tolerance: 1e-12)
        expectBounds(path, 3, 4, 7, 8)
    }

    @Test func ellipseIsCubicsWithAreaPiAB() throws {
        let path = try only("<ellipse cx='10' cy='20' rx='8' ry='3'/>")
        expectNear(path.signedArea, .pi * 24, tolerance: 1e-8)
        expectBounds(path, 2, 17, 18, 23)
        #expect(path.elements.first == .move(to: p(18, 20)))
    }

    @Test(arguments: [
        ("rx='3'", 3.0, 3.0), ("ry='3'", 3, 3), ("rx='2' ry='1'", 2, 1), ("", 0, 0), ("rx='0' ry='2'", 0, 0),
        ("rx='30'", 30, 30), ("rx='30' ry='1'", 30, 1), ("rx='-1' ry='2'", 2, 2), ("rx='auto' ry='2'", 2, 2),
    ])
    func ellipseAutoRadii(_ radii: String, _ rx: Double, _ ry: Double) throws {
        let found = try drawables("<ellipse cx='0' cy='0' \(radii)/>")
        guard rx > 0 else {
            #expect(found.isEmpty)
            return
        }
        try #require(found.count == 1)
        expectNear(found[0].path.signedArea, .pi * rx * ry, tolerance: 1e-8)
    }

    /// A rect's area with elliptical corners: w·h − (4 − π)·rx·ry.
    @Test(arguments: [
        // (attributes, effective rx, effective ry)
        ("", 0.0, 0.0), ("rx='2'", 2, 2), ("ry='3'", 3, 3), ("rx='2' ry='3'", 2, 3),
        ("rx='100'", 10, 5),          // each clamped to half its side
        ("rx='7'", 7, 5),             // ry = rx = 7, then clamped to 5 (height/2): corners 7 × 5
        ("rx='0' ry='3'", 0, 0),      // a zero radius: square corners
        ("rx='-2' ry='3'", 3, 3),     // a negative rx is invalid: auto, takes ry
        ("rx='1mm'", 96 / 25.4, 96 / 25.4),
    ])
    func rectCornerRadiiFollowSVG2AutoRules(_ radii: String, _ rx: Double, _ ry: Double) throws {
        let path = try only("<rect x='1' y='2' width='20' height='10' \(radii)/>")
        // Elliptical corners are cubics: within 1.8e-10 × 10 radially along ~50 units of outline.
        expectNear(path.signedArea, 200 - (4 - .pi) * rx * ry, tolerance: 1e-7)
        expectBounds(path, 1, 2, 21, 12)
        // Drawn from (x + rx, y) toward +x: clockwise on screen.
        #expect(path.elements.first == .move(to: p(1 + rx, 2)))
        if case .line(let to) = path.elements[1] { #expect(to.y == 2 && to.x > 1 + rx) }
    }

    @Test func rectWithEqualRadiiHasExactArcCornersAndCircleLength() throws {
        let path = try only("<rect width='10' height='6' rx='3'/>")
        let arcs = path.elements.filter { if case .arc = $0 { return true } else { return false } }
        #expect(arcs.count == 4)
        // Height 6 = 2·ry: no vertical edges. Length: 2·(10 − 6) + 2π·3.
        expectNear(path.length, 8 + 6 * .pi, tolerance: 1e-12)
        #expect(!path.elements.contains { if case .cubic = $0 { return true } else { return false } })
    }

    @Test(arguments: ["width='0' height='5'", "width='5'", "width='5' height='-1'", "height='5'"])
    func rectWithoutAreaIsNotRendered(_ size: String) throws {
        #expect(try drawables("<rect \(size)/>").isEmpty)
    }

    @Test(arguments: ["<circle r='0'/>", "<circle cx='1'/>", "<circle r='-2'/>", "<ellipse rx='3' ry='0'/>",
                      "<ellipse/>", "<path d=''/>", "<path/>", "<path d='M1 1 M2 2'/>", "<polyline points='1 1'/>",
                      "<polygon points=''/>", "<text>hello</text>", "<image width='3' height='3'/>"])
    func elementsWithNothingToDrawAreSkipped(_ element: String) throws {
        #expect(try drawables(element).isEmpty)
    }

    @Test func lineIsAnOpenSubpath() throws {
        let path = try only("<line x1='1' y1='2' x2='4' y2='6'/>")
        #expect(path.elements == [.move(to: p(1, 2)), .line(to: p(4, 6))])
        expectNear(path.length, 5)
    }

    @Test func polylineIsOpenAndPolygonClosed() throws {
        let polyline = try only("<polyline points='0,0 10,0 10,10'/>")
        #expect(polyline.elements.last == .line(to: p(10, 10)))
        expectNear(polyline.length, 20)
        let polygon = try only("<polygon points='0,0 10,0 10,10'/>")
        #expect(polygon.elements.last == .close)
        expectNear(polygon.length, 20 + 200.0.squareRoot())
        expectNear(polygon.signedArea, 50)
    }

    @Test(arguments: [
        ("0,0 10,0 10,10", 3), ("0 0,10 0 , 10 10", 3), ("0,0,10,0,10,10", 3), ("1e1,0 -1e-1-2 .5.5", 3),
        ("0,0 10,0 10,10 5", 3),      // odd count: the last coordinate is dropped
        ("0,0 10,0 10,10 x 4 4", 3),  // an error: the points before it are rendered
        ("  0  0\n10\t0  ", 2),
    ])
    func pointsGrammar(_ points: String, _ count: Int) throws {
        let path = try only("<polyline points='\(points)'/>")
        #expect(path.elements.count == count)
    }
}

@Suite struct SVGFileTransformTests {
    @Test(arguments: [
        ("translate(10 20)", p(11, 21)),
        ("translate(10)", p(11, 1)),
        ("scale(2)", p(2, 2)),
        ("scale(2, 3)", p(2, 3)),
        ("rotate(90)", p(-1, 1)),
        ("rotate(90 1 0)", p(0, 0)),
        ("skewX(45)", p(2, 1)),
        ("skewY(45)", p(1, 2)),
        ("matrix(1 2 3 4 5 6)", p(9, 12)),
        ("matrix(1,2,3,4,5,6)", p(9, 12)),
        ("translate(10,0)scale(2)", p(12, 2)),       // scale first, then translate
        ("scale(2) translate(10,0)", p(22, 2)),
        ("translate(10 0),  rotate(90)", p(9, 1)),
        ("  ", p(1, 1)),
        ("translate(1e1-1e0)", p(11, 0)),
    ])
    func transformAttributeGrammar(_ transform: String, _ image: Point) throws {
        let path = try only("<line x1='1' y1='1' x2='1' y2='1' transform='\(transform)'/>")
        guard case .move(let start) = path.elements.first else { return }
        expectNear(start, image, tolerance: 1e-12)
    }

    @Test func transformsComposeThroughNestedGroups() throws {
        // (1, 0) ↦ rotate(90): (0, 1) ↦ scale(2): (0, 2) ↦ translate(10 20): (10, 22).
        let path = try only("""
            <g transform="translate(10 20)"><g transform="scale(2)"><g>
              <line x1="1" y1="0" x2="0" y2="0" transform="rotate(90)"/>
            </g></g></g>
            """)
        expectNear(try #require(path.elements.first?.endPoint), p(10, 22), tolerance: 1e-12)
        expectNear(try #require(path.elements.last?.endPoint), p(10, 20), tolerance: 1e-12)
    }

    @Test func siblingTransformsDoNotLeak() throws {
        let found = try drawables("""
            <g transform="translate(100 0)"><line x1="0" y1="0" x2="1" y2="0"/></g>
            <line x1="0" y1="0" x2="1" y2="0"/>
            <a transform="translate(0 5)"><switch><line x1="0" y1="0" x2="1" y2="0"/></switch></a>
            """)
        #expect(found.map { $0.path.elements.first } == [.move(to: p(100, 0)), .move(to: p(0, 0)), .move(to: p(0, 5))])
    }

    @Test func circleUnderRotationAndUniformScaleStaysAnExactArc() throws {
        let path = try only("<g transform='rotate(30) scale(-2 2)'><circle cx='3' cy='0' r='1'/></g>")
        #expect(path.elements.contains { if case .arc = $0 { return true } else { return false } })
        // Reflected: the area keeps its size and changes sign (det = −4).
        expectNear(path.signedArea, -4 * .pi, tolerance: 1e-12)
    }

    @Test func circleUnderNonUniformScaleBecomesAnEllipse() throws {
        let path = try only("<circle cx='0' cy='0' r='1' transform='scale(3 1)'/>")
        expectNear(path.signedArea, 3 * .pi, tolerance: 1e-8)
        expectBounds(path, -3, -1, 3, 1)
    }

    @Test func nestedSVGTranslatesByXYAndMapsItsViewBox() throws {
        let found = try drawables("""
            <svg x="10" y="20"><line x1="0" y1="0" x2="1" y2="0"/></svg>
            <svg x="10" y="0" width="100" height="50" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>
            <svg width="100" height="50" viewBox="0 0 10 10" preserveAspectRatio="none"><rect width="10" height="10"/></svg>
            <svg width="100" height="50" viewBox="0 0 10 10" preserveAspectRatio="xMinYMin slice"><rect width="10" height="10"/></svg>
            """)
        try #require(found.count == 4)
        #expect(found[0].path.elements.first == .move(to: p(10, 20)))
        // meet: scale 5, centred horizontally in 100: x from 10 + 25 to 10 + 75.
        expectBounds(found[1].path, 35, 0, 85, 50)
        expectBounds(found[2].path, 0, 0, 100, 50)
        expectBounds(found[3].path, 0, 0, 100, 100)
    }

    @Test(arguments: ["<g transform='scale(0)'><rect width='1' height='1'/></g>",
                      "<rect width='1' height='1' transform='matrix(1 2 2 4 0 0)'/>",
                      "<g transform='scale(1 0)'><g transform='scale(2)'><circle r='1'/></g></g>"])
    func singularTransformsAreNotDisplayed(_ body: String) throws {
        #expect(try drawables(body).isEmpty)
    }

    @Test func rootViewBoxAndSizeDoNotTransform() throws {
        let found = try SVGFile.drawables(svgText: """
            <svg xmlns="http://www.w3.org/2000/svg" x="5" y="5" width="1in" height="200" viewBox="-10 -10 2 2">
            <rect width="3" height="4"/></svg>
            """)
        expectBounds(try #require(found.first).path, 0, 0, 3, 4)
    }
}

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

    @Test func documentWithoutNamespaceIsRead() throws {
        let found = try SVGFile.drawables(svgText: "<svg><circle r='1'/></svg>")
        #expect(found.count == 1)
    }
}

@Suite struct SVGFileUnitTests {
    @Test(arguments: [
        ("2", 2.0), ("2px", 2), (" 2 ", 2), ("1in", 96), ("2.54cm", 96), ("25.4mm", 96), ("101.6Q", 96), ("72pt", 96),
        ("6pc", 96), ("1IN", 96), ("1e1px", 10),
    ])
    func absoluteUnitsConvertAt96PerInch(_ length: String, _ userUnits: Double) throws {
        let path = try only("<rect width='\(length)' height='1'/>")
        expectNear(path.bounds.maxX, userUnits, tolerance: 1e-12)
    }

    @Test(arguments: ["50%", "2em", "1ex", "3vw", "1E-1em", "2rem"])
    func relativeUnitsAreErrorsNamingTheUnit(_ length: String) {
        do {
            _ = try drawables("<rect width='\(length)' height='1'/>")
            Issue.record("expected an error")
        } catch {
            #expect(error.attribute == "width" && error.reason.contains("unit '"), "\(error)")
        }
    }

    @Test(arguments: ["2furlongs", "abc", "1 2", "2 px", "nan", "1e400", "1e", "--1", "1e+px"])
    func badLengthsAreErrors(_ length: String) {
        #expect(throws: SVGFileError.self) { _ = try drawables("<rect width='\(length)' height='1'/>") }
    }
}

@Suite struct SVGFileErrorTests {
    @Test func badPathDataNamesElementIndexIdAndByteOffset() throws {
        do {
            _ = try drawables("<circle r='1'/>\n<path id='bad' d='M0 0 L1 x'/>")
            Issue.record("expected an error")
        } catch {
            #expect(error.element == "path")
            #expect(error.drawableIndex == 1)
            #expect(error.id == "bad")
            #expect(error.attribute == "d")
            #expect(error.offset == 8)
            #expect(error.line == 2)
            #expect(error.description == "<path> (drawable 1, id 'bad') at line 2: d at byte 8: expected a number, found 'x'",
                    "\(error.description)")
        }
    }

    @Test(arguments: [
        ("<svg><rect width='1' height='1'></svg>", 1),
        ("<svg>\n<g>\n</svg>", 3),
        ("<svg><path d='M0 0' d='M1 1'/></svg>", 1),
        ("<svg>&undefined;</svg>", 1),
    ])
    func malformedXMLNamesLineAndColumn(_ text: String, _ line: Int) {
        do {
            _ = try SVGFile.drawables(svgText: text)
            Issue.record("expected an error")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.column != nil)
            #expect(error.description.hasPrefix("line \(line), column "), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    /// A document over 10 MB, one element per line, is read: libxml2 handed it whole stopped at
    /// its 10 MB lookahead limit ("line 5442, column 7": the closing tag of an 11 MB file). A single
    /// attribute value over 10 MB is still refused, and the message says so.
    @Test func documentsOverTenMegabytesAreReadButNotValuesOverIt() throws {
        let element = "<path d=\"M0 0 L1 1 L1 0 Z\"" + String(repeating: " ", count: 200) + "/>"
        let lines = String(repeating: element + "\n", count: 11_000_000 / element.utf8.count)
        let drawables = try SVGFile.drawables(svgText: "<svg xmlns=\"http://www.w3.org/2000/svg\">\n\(lines)</svg>")
        #expect(drawables.count == 11_000_000 / element.utf8.count)
        let huge = "M0 0" + String(repeating: " L1 1", count: 2_200_000)
        let error = try #require(throws: SVGFileError.self) {
            _ = try SVGFile.drawables(svgText: "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"\(huge)\"/></svg>")
        }
        #expect(error.description.contains("over 10 MB"), "\(error)")
    }

    @Test(arguments: ["", " ", "not xml", "<html/>", "<?xml version='1.0'?>", "<svg:svg xmlns:svg='urn:other'/>"])
    func emptyOrNonSVGDocumentsAreErrors(_ text: String) {
        #expect(throws: SVGFileError.self) { _ = try SVGFile.drawables(svgText: text) }
    }

    @Test(arguments: ["translate(1", "rotate(1 2)", "scale()", "spin(3)", "translate(1px)", "matrix(1 2 3 4 5)",
                      "translate(1 2 3 4 5 6 7)", "rotate(45deg)", "translate(1,)"])
    func badTransformsAreErrorsNamingTheAttribute(_ transform: String) {
        do {
            _ = try drawables("<g transform='\(transform)'><circle r='1'/></g>")
            Issue.record("expected an error for \(transform)")
        } catch {
            #expect(error.attribute == "transform", "\(error)")
        }
    }

    @Test func externalEntitiesAreNotResolved() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY ext SYSTEM "file:///etc/passwd">]>
            <svg xmlns="http://www.w3.org/2000/svg"><path id="&ext;" d="M0 0 H1 V1 Z"/></svg>
            """
        // Either refused or read without the file's content: never the content of /etc/passwd.
        if let found = try? SVGFile.drawables(svgText: text) {
            #expect(found.allSatisfy { !($0.id ?? "").contains("root") })
        }
    }

    /// A document declaring an external entity is refused, naming it and its line: libxml2 drops a
    /// reference to one in element content without a word, so a drawing held in it went unchecked
    /// and the file passed with 0 elements. Internal entities (Illustrator's `ns_svg`) are fine.
    @Test(arguments: ["<!ENTITY x SYSTEM \"file:///tmp/part.xml\">", "<!ENTITY  %  p PUBLIC \"-//X//Y\" \"y.dtd\">"])
    func externalEntityDeclarationsAreRefused(_ declaration: String) {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [ \(declaration) ]>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0 H1 V1 Z\"/></svg>"
        do {
            _ = try SVGFile.drawables(svgText: text)
            Issue.record("expected the external entity to be refused")
        } catch {
            #expect(error.line == 2, "\(error)")
            #expect(error.description.contains("external entity"), "\(error)")
        }
        let internalOnly = "<?xml version=\"1.0\"?>\n"
            + "<!DOCTYPE svg [ <!ENTITY ns_svg \"http://www.w3.org/2000/svg\"> ]>\n"
            + "<svg xmlns=\"&ns_svg;\"><path d=\"M0 0 H1 V1 Z\"/></svg>"
        #expect((try? SVGFile.drawables(svgText: internalOnly))?.count == 1)
    }
}

@Suite struct SVGFileHostileInputTests {
    @Test(arguments: [
        "<path d='M1e308 0 L-1e308 0 L0 1e308 Z' transform='scale(10)'/>",
        "<rect x='1.7e308' width='1.7e308' height='1'/>",
        "<circle r='1e308' transform='scale(1e10)'/>",
        "<g transform='matrix(1e308 0 0 1e308 0 0)'><g transform='scale(1e308)'><circle r='1'/></g></g>",
        "<polygon points='1e308,1e308 -1e308,1e308 0,-1e308' transform='rotate(45)'/>",
        "<line x2='NaN'/>",
    ])
    func hugeOrNonFiniteValuesAreErrorsNotTraps(_ element: String) {
        #expect(throws: SVGFileError.self) { _ = try drawables(element) }
    }

    @Test func deepNestingIsAnErrorOrReadNeverACrash() {
        let depth = 100_000
        let text = svg(String(repeating: "<g>", count: depth) + "<circle r='1'/>" + String(repeating: "</g>", count: depth))
        if let found = try? SVGFile.drawables(svgText: text) { #expect(found.count == 1) }
    }

    @Test func nestingWithinLimitsIsRead() throws {
        let depth = 200
        let found = try drawables(String(repeating: "<g transform='translate(1)'>", count: depth) + "<circle r='1'/>"
                                  + String(repeating: "</g>", count: depth))
        expectBounds(try #require(found.first).path, 199, -1, 201, 1)
    }

    /// Billion laughs: 10⁹ bytes from nested entities, refused by the expansion bound before
    /// the parser runs.
    @Test func nestedEntityExpansionIsRefusedByTheBudget() {
        var text = "<?xml version='1.0'?><!DOCTYPE svg [<!ENTITY a0 'xxxxxxxxxx'>"
        for level in 1...9 { text += "<!ENTITY a\(level) '" + String(repeating: "&a\(level - 1);", count: 10) + "'>" }
        text += "]><svg xmlns='http://www.w3.org/2000/svg'><path id='&a9;' d='M0 0 H1 V1 Z'/></svg>"
        let error = #expect(throws: SVGFileError.self) { _ = try SVGFile.drawables(svgText: text) }
        #expect(error?.reason.contains("entity references would expand to more than") == true, "\(String(describing: error))")
    }

    /// One modest entity referenced many times, in many attributes (each under libxml2's own
    /// limits) or in one element's many attributes, or applied by an attribute default to every
    /// element: the bound counts every reference.
    @Test(arguments: ["many-elements", "many-attributes", "attribute-default"])
    func repeatedEntityReferencesPastTheBudgetAreRefused(_ form: String) {
        let entity = String(repeating: "A", count: 10_000)
        let references = String(repeating: "&e;", count: 99)
        var subset = "<!ENTITY e '\(entity)'>", body = ""
        switch form {
        case "many-elements": body = String(repeating: "<g data-x='\(references)'/>", count: 20)
        case "many-attributes": body = "<g " + (0..<20).map { "data-\($0)='\(references)'" }.joined(separator: " ") + "/>"
        default:
            subset += "<!ATTLIST g data-x CDATA '\(references)'>"
            body = String(repeating: "<g/>", count: 20)
        }
        let text = "<?xml version='1.0'?><!DOCTYPE svg [\(subset)]><svg xmlns='http://www.w3.org/2000/svg'>\(body)"
            + "<path d='M0 0 H1 V1 Z'/></svg>"
        let error = #expect(throws: SVGFileError.self) {
            _ = try SVGFileReader().read(Data(text.utf8))
        }
        // 20 × 99 × 10 000 bytes = 19.8 MB > 16 MiB; a default that refers to an entity is refused outright.
        let expected = form == "attribute-default" ? "attribute default refers to an entity" : "'e' (10000 bytes)"
        #expect(error?.reason.contains(expected) == true, "\(String(describing: error))")
    }

    /// Forms that could hide a declaration or a reference from a scanner that reads structure:
    /// markup in a comment before the DOCTYPE, a small decoy declaration in a comment, processing
    /// instructions holding `]` or a quote, a character reference that becomes `&` when expanded,
    /// a name longer than 1 000 bytes. The bound reads every declaration and reference in the
    /// file, so each is still refused.
    @Test(arguments: ["comment-before-doctype", "decoy-declaration", "instruction-bracket", "instruction-quote",
                      "character-reference", "long-name"])
    func entityBudgetCannotBeHiddenFrom(_ form: String) {
        var name = "e", prologue = "", subsetBefore = "", entityValue = String(repeating: "A", count: 100_000)
        switch form {
        case "comment-before-doctype": prologue = "<!-- <a> -->"
        case "decoy-declaration": subsetBefore = "<!-- <!ENTITY e 'x'> -->"
        case "instruction-bracket": subsetBefore = "<?p ]?>"
        case "instruction-quote": subsetBefore = "<?p '?>"
        case "character-reference": entityValue = "&#38;big;"
        default: name = String(repeating: "n", count: 2_000)
        }
        var subset = subsetBefore + "<!ENTITY \(name) '\(entityValue)'>"
        if form == "character-reference" { subset += "<!ENTITY big '\(String(repeating: "A", count: 100_000))'>" }
        let references = String(repeating: "&\(name);", count: 99)
        let text = "<?xml version='1.0'?>\(prologue)<!DOCTYPE svg [\(subset)]><svg xmlns='http://www.w3.org/2000/svg'>"
            + String(repeating: "<g data-x='\(references)'/>", count: 2_000) + "<path d='M0 0 H1 V1 Z'/></svg>"
        let error = #expect(throws: SVGFileError.self) { _ = try SVGFileReader().read(Data(text.utf8)) }
        let expected = form == "character-reference" ? "character reference" : "entity references would expand"
        #expect(error?.reason.contains(expected) == true, "\(form): \(String(describing: error))")
    }

    /// An entity whose literal refers to tens of thousands of others is sized in one pass over
    /// each literal (a restart per reference was quadratic).
    @Test func manyDistinctNestedReferencesAreSizedOnce() throws {
        let count = 20_000
        var subset = (0..<count).map { "<!ENTITY x\($0) 'a'>" }.joined()
        subset += "<!ENTITY all '" + (0..<count).map { "&x\($0);" }.joined() + "'>"
        let text = "<?xml version='1.0'?><!DOCTYPE svg [\(subset)]><svg xmlns='http://www.w3.org/2000/svg'>"
            + "<path id='&all;' d='M0 0 H1 V1 Z'/></svg>"
        var sizes = SVGEntityBudget.ExpandedSizes(
            declarations: Data(text.utf8).withUnsafeBytes { SVGEntityBudget.Scan($0.bindMemory(to: UInt8.self)).declarations },
            cap: SVGEntityBudget.maximumExpansion)
        #expect(sizes.size(of: "all") == count)
        #expect(try SVGFileReader().read(Data(text.utf8)).count == 1)
    }

    /// Under the budget, entities are read as before: Illustrator's namespace entities and an
    /// entity holding path data.
    @Test func entitiesUnderTheBudgetAreRead() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [ <!ENTITY ns_svg "http://www.w3.org/2000/svg"> <!ENTITY square "M0 0 H&one; V&one; Z">
              <!ENTITY one "1"> <!-- a comment with ] and ' in it --> ]>
            <svg xmlns="&ns_svg;"><path d="&square;"/><path d="&square;" transform="translate(5 0)"/></svg>
            """
        let found = try SVGFile.drawables(svgText: text)
        try #require(found.count == 2)
        expectBounds(found[1].path, 5, 0, 6, 1)
    }

    /// A parameter entity's replacement text may declare entities the bound cannot see: refused.
    @Test func internalParameterEntitiesAreRefused() {
        let text = "<?xml version='1.0'?><!DOCTYPE svg [<!ENTITY % p '<!ENTITY x \"y\">'> %p;]>"
            + "<svg xmlns='http://www.w3.org/2000/svg'><path d='M0 0 H1 V1 Z'/></svg>"
        let error = #expect(throws: SVGFileError.self) { _ = try SVGFile.drawables(svgText: text) }
        #expect(error?.reason.contains("parameter entity 'p'") == true, "\(String(describing: error))")
    }

    /// Entities referring to each other in a cycle count as past the budget (the parser would
    /// refuse the loop anyway); the size computation terminates.
    @Test func entityCyclesAreRefused() {
        let text = "<?xml version='1.0'?><!DOCTYPE svg [<!ENTITY a 'x&b;'><!ENTITY b 'y&a;'>]>"
            + "<svg xmlns='http://www.w3.org/2000/svg'><path id='&a;' d='M0 0 H1 V1 Z'/></svg>"
        #expect(throws: SVGFileError.self) { _ = try SVGFile.drawables(svgText: text) }
    }
}

@Suite struct SVGFileUseTests {
    @Test(arguments: ["href", "xlink:href"])
    func useDrawsItsTargetTranslatedByXY(_ attribute: String) throws {
        let found = try SVGFile.drawables(svgText: """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
              <defs><rect id="box" width="2" height="1"/></defs>
              <circle id="before" r="1"/>
              <use \(attribute)="#box" x="10" y="20" transform="scale(2)"/>
              <circle id="after" r="1"/>
            </svg>
            """)
        #expect(found.map(\.id) == ["before", "box", "after"])
        try #require(found.map(\.index) == [0, 1, 2])
        // scale(2) · translate(10 20): the rect from (20, 40) to (24, 42).
        expectBounds(found[1].path, 20, 40, 24, 42)
    }

    @Test func useOfAGroupAppliesTheGroupsOwnTransformInside() throws {
        let found = try drawables("""
            <g id="pair" transform="translate(1 0)"><line x1="0" y1="0" x2="1" y2="0"/><line x1="0" y1="1" x2="1" y2="1"/></g>
            <use href="#pair" y="10"/>
            """)
        try #require(found.count == 4)
        #expect(found[2].path.elements.first == .move(to: p(1, 10)))
        #expect(found[3].path.elements.first == .move(to: p(1, 11)))
    }

    @Test func useOfASymbolMapsItsViewBoxIntoTheUsesSize() throws {
        let found = try drawables("""
            <symbol id="icon" viewBox="0 0 10 10"><rect width="10" height="10"/></symbol>
            <use href="#icon" x="5" y="5" width="20" height="20"/>
            <use href="#icon" width="30" height="10"/>
            """)
        try #require(found.count == 2)
        expectBounds(found[0].path, 5, 5, 25, 25)
        // meet: scale 1, centred in 30 × 10.
        expectBounds(found[1].path, 10, 0, 20, 10)
    }

    @Test(arguments: [
        "<g id='a'><circle r='1'/><use href='#a'/></g>",              // refers to its own ancestor
        "<use id='u' href='#u'/><circle r='1'/>",                      // refers to itself
        "<use href='#missing'/><circle r='1'/>",
        "<use/><circle r='1'/>",
    ])
    func useThatCannotBeDrawnDrawsNothing(_ body: String) throws {
        #expect(try drawables(body).count == 1)
    }

    /// A renderer may load another document's element: refused, never silently missing from the check.
    @Test(arguments: ["other.svg#x", " data:image/svg+xml,%3Csvg/%3E", "http://example.com/a.svg#b"])
    func useOfAnotherDocumentIsRefused(_ reference: String) throws {
        let error = try #require(throws: SVGFileError.self) {
            _ = try drawables("<use href='\(reference)'/><circle r='1'/>")
        }
        #expect(error.attribute == "href")
        #expect(error.reason.contains("another document"))
    }

    /// A crossing drawn only through a chain of nested `use` references: at the depth limit it is
    /// drawn and checked, one level past it the document is refused (before, the crossing vanished
    /// and a document with another shape passed).
    @Test(arguments: [SVGFileReader.maximumReferenceDepth - 1, SVGFileReader.maximumReferenceDepth,
                      SVGFileReader.maximumReferenceDepth + 1, 500])
    func useChainsAreDrawnOrRefusedNeverDropped(_ links: Int) throws {
        var body = "<defs><path id='u0' d='M0 0 L10 10 L10 0 L0 10 Z'/>"
        for level in 1...links { body += "<use id='u\(level)' href='#u\(level - 1)'/>" }
        body += "</defs><use href='#u\(links)'/><circle r='1'/>"
        // The outer use plus `links` inner ones: `links + 1` references in the chain.
        if links + 1 <= SVGFileReader.maximumReferenceDepth {
            let found = try drawables(body)
            try #require(found.count == 2)
            #expect(found[0].path.elements.count == 5)
        } else {
            let error = try #require(throws: SVGFileError.self) { _ = try drawables(body) }
            #expect(error.reason.contains("nest more than"))
        }
    }

    @Test func referenceCyclesAreCut() throws {
        let found = try drawables("""
            <defs><g id="a"><circle r="1"/><use href="#b"/></g><g id="b"><circle id="inner" r="2"/><use href="#a"/></g></defs>
            <use href="#a"/>
            """)
        // a → circle, b → circle, a again (a cycle): cut.
        #expect(found.count == 2)
    }

    /// SVG 2 §5.5: a `use` whose target is a shadow-including ancestor (the `use` elements whose
    /// copies hold it, and their parents) is in error. Both inner uses below are: each group's
    /// circle is drawn once. The inner use in b's copy of a was expanded (the tree parents of the
    /// original use did not include b): 3 drawables.
    @Test func aUseInACopyReferringToTheCopysHostTreeDrawsNothing() throws {
        let found = try drawables("""
            <g id="a"><use href="#b"/></g><g id="b"><use href="#a"/><circle r="1"/></g>
            """)
        #expect(found.count == 2)
    }

    /// The ancestor test reads document-order intervals, not parent chains: a far ancestor is
    /// found, an element right after a subtree (the interval's end) or a sibling's subtree is not
    /// inside it, and a group holding the host of an enclosing copy is an ancestor.
    @Test(arguments: [
        ("<g id='a'><g><g><g><use href='#a'/><circle r='1'/></g></g></g></g>", 1),
        ("<g id='a'><circle r='1'/></g><use href='#a'/>", 2),
        ("<g><g id='a'><circle r='1'/></g></g><g><g><use href='#a'/></g></g>", 2),
        ("<g id='a'><g><circle r='1'/></g><g><use href='#a'/></g></g>", 1),
        // In the copy of t, G holds t in the document but not in the copy: drawn, once.
        ("<g id='G'><g id='t'><use href='#G'/><circle r='1'/></g></g><use href='#t'/>", 3),
        ("""
         <defs><g id='outer'><g id='inner'><use href='#x'/></g></g><g id='x'><use href='#inner'/><circle r='1'/></g></defs>         <use href='#outer'/>
         """, 1),
        ("""
         <defs><g id='outer'><g id='inner'><use href='#x'/></g><g id='later'><circle r='2'/></g></g>         <g id='x'><use href='#later'/><circle r='1'/></g></defs><use href='#outer'/>
         """, 3),
    ] as [(String, Int)])
    func ancestorsAreFoundAtAnyDepthAndSiblingsAreNot(_ body: String, drawn: Int) throws {
        #expect(try drawables(body).count == drawn)
    }

    /// Namespaces in XML: the prefix is the document's choice. `l:href` with `l` bound to XLink
    /// is XLink's href (it was dropped: a bow-tie drawn through it passed unchecked); `xlink:href`
    /// with `xlink` bound elsewhere is not.
    @Test func xlinkHrefIsFoundByItsNamespaceNotItsPrefix() throws {
        let bowtie = "<defs><path id='p' d='M0 0 L10 10 L10 0 L0 10 Z'/></defs>"
        let anyPrefix = try SVGFile.drawables(svgText: """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:l="http://www.w3.org/1999/xlink">\(bowtie)<use l:href="#p"/></svg>
            """)
        #expect(anyPrefix.map(\.id) == ["p"])
        let boundElsewhere = try SVGFile.drawables(svgText: """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://example.com/x">\(bowtie)\
            <use xlink:href="#p"/><circle r="1"/></svg>
            """)
        #expect(boundElsewhere.map(\.element) == ["circle"])
    }

    @Test func exponentialUseExpansionIsRefused() {
        var body = "<defs><circle id='u0' r='1'/>"
        for level in 1...8 {
            body += "<g id='u\(level)'>" + String(repeating: "<use href='#u\(level - 1)'/>", count: 10) + "</g>"
        }
        body += "</defs><use href='#u8'/>"
        #expect(throws: SVGFileError.self) { _ = try drawables(body) }
    }

    /// Few references to a large path stay within the expansion count but not within the drawn
    /// size: 10 × 10 × 10 copies of a 5 000-segment path are 5·10⁶ path elements (over the 9·10⁵
    /// budget), refused with one line; 100 copies are read.
    @Test func usesOfALargePathAreBoundedByTheDrawnSize() throws {
        let segments = (1...5_000).map { " L\($0 % 97) \($0 % 89)" }.joined()
        let path = "<path id='p' d='M0 0\(segments)'/>"
        let threeLevels = "<defs>\(path)" + (1...3).map { level in
            "<g id='g\(level)'>" + String(repeating: "<use href='#\(level == 1 ? "p" : "g\(level - 1)")'/>", count: 10) + "</g>"
        }.joined() + "</defs><use href='#g3'/>"
        do {
            _ = try drawables(threeLevels)
            Issue.record("5·10⁶ drawn path elements were read")
        } catch {
            #expect(error.description.contains("path elements"), "\(error)")
            #expect(!error.description.contains("\n"))
        }
        let twoLevels = "<defs>\(path)" + (1...2).map { level in
            "<g id='g\(level)'>" + String(repeating: "<use href='#\(level == 1 ? "p" : "g\(level - 1)")'/>", count: 10) + "</g>"
        }.joined() + "</defs><use href='#g2'/>"
        #expect(try drawables(twoLevels).count == 100)
    }

    /// A `d` of elliptical arcs (up to 48 cubics each) is refused as soon as it passes the
    /// document's budget, not after the whole `d` is built (megabytes of arcs would build gigabytes
    /// of cubics first).
    @Test func pathDataIsRefusedAtTheDocumentsBudgetWhileParsing() throws {
        let arcs = String(repeating: " 1 2 0 10.1.1", count: 40_000)
        do {
            _ = try drawables("<path d='M0 0 a\(arcs)'/>")
            Issue.record("40 000 elliptical arcs (1.9·10⁶ cubics) were read")
        } catch {
            #expect(error.description.contains("the document draws more than \(SVGFileReader.maximumDrawnPathElements) path elements"), "\(error)")
        }
    }

    /// Elements and shapes are counted too: each costs memory whatever its size.
    @Test func elementAndShapeCountsAreBounded() throws {
        let reader = { SVGFileReader(limits: .init(elements: 50, drawables: 20)) }
        let body = { (count: Int, element: String) in svg(String(repeating: element, count: count)) }
        #expect(try reader().read(Data(body(20, "<path d='M0 0H1'/>").utf8)).count == 20)
        #expect(throws: SVGFileError.self) { _ = try reader().read(Data(body(21, "<path d='M0 0H1'/>").utf8)) }
        #expect(try reader().read(Data(body(49, "<g/>").utf8)).isEmpty)
        let error = try #require(throws: SVGFileError.self) { _ = try reader().read(Data(body(50, "<g/>").utf8)) }
        #expect(error.description.contains("more than 50 SVG elements"), "\(error)")
    }

    @Test func useInsideAMaskOrClipPathIsNotDrawn() throws {
        let found = try drawables("""
            <defs><path id="shape" d="M0 0 H4 V4 Z"/></defs>
            <mask id="m"><use href="#shape" fill="white"/></mask>
            <use href="#shape" mask="url(#m)"/>
            """)
        #expect(found.count == 1)
    }
}

@Suite struct SVGFileRealWorldTests {
    @Test func illustratorDoctypeAndInternalEntitiesAreRead() throws {
        let found = try SVGFile.drawables(svgText: """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Generator: Adobe Illustrator 24.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
              <!ENTITY ns_svg "http://www.w3.org/2000/svg">
              <!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
            ]>
            <svg version="1.1" id="Layer_1" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" x="0px" y="0px"
                 viewBox="0 0 24 24" style="enable-background:new 0 0 24 24;" xml:space="preserve">
            <style type="text/css">.st0{fill:none;}</style>
            <g><path class="st0" d="M0,0h24v24H0V0z"/><circle cx="12" cy="12" r="4"/></g>
            </svg>
            """)
        #expect(found.map(\.element) == ["path", "circle"])
        expectNear(found[0].path.signedArea, 576)
    }

    @Test func sketchExportWithMaskAndUseIsRead() throws {
        let found = try SVGFile.drawables(svgText: """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg width="24px" height="24px" viewBox="0 0 24 24" version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
                <title>icon/check</title>
                <defs><path d="M9,16.17 L4.83,12 L3.41,13.41 L9,19 L21,7 L19.59,5.59 L9,16.17 Z" id="path-1"></path></defs>
                <g id="icon/check" stroke="none" stroke-width="1" fill="none" fill-rule="evenodd">
                    <mask id="mask-2" fill="white"><use xlink:href="#path-1"></use></mask>
                    <use id="Mask" fill="#000000" fill-rule="nonzero" xlink:href="#path-1"></use>
                </g>
            </svg>
            """)
        #expect(found.map(\.id) == ["path-1"])
    }
}

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

/// Invertible maps at extreme scales are displayed and keep circles exact (the column norm, not
/// √|det|, which under- or overflows there).
@Suite struct SVGExtremeScaleTests {
    @Test(arguments: [1e-200, 1e200])
    func aScaledCircleIsDrawnAtItsScale(factor: Double) throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg"><g transform="scale(\#(factor))"><circle cx="1" cy="1" r="1"/></g></svg>"#
        let drawables = try SVGFile.drawables(svgText: svg)
        #expect(drawables.count == 1, "scale(\(factor)) is invertible: the circle is displayed")
        let bounds = try #require(drawables.first).path.bounds
        #expect(Swift.abs(bounds.maxX - 2 * factor) <= 1e-14 * factor, "\(bounds)")
        #expect(Swift.abs(bounds.minY) <= 1e-14 * factor, "\(bounds)")
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

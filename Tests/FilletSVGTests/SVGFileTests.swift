import Foundation
import Testing
import FilletGeometry
@testable import FilletSVG
import FilletTestSupport

func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// An SVG document around `body`, in the SVG namespace.
func svg(_ body: String, root: String = "") -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\" width=\"48\" height=\"48\"\(root)>\(body)</svg>"
}

func drawables(_ body: String) throws(SVGFileError) -> [SVGDrawable] {
    try SVGFile.drawables(svgText: svg(body))
}

func only(_ body: String) throws -> Path {
    let found = try drawables(body)
    try #require(found.count == 1, "expected one drawable, got \(found.count)")
    return found[0].path
}

func expectBounds(_ path: Path, _ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double,
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

import Foundation
import Testing
import FilletGeometry
@testable import FilletSVG
import FilletTestSupport

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

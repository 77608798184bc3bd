import Foundation
import Testing
import FilletGeometry
@testable import FilletSVG
import FilletTestSupport

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

import Foundation
import Testing
import FilletGeometry
@testable import FilletSVG

/// How the reader compares names that are spelled differently but mean one thing: attribute
/// names in NFC and NFD (canonically equal: one name, so both on one element is an attribute
/// given twice), an element's end tag (matched byte for byte, as XML matches names character for
/// character), and XLink's `href` under two prefixes bound to the XLink namespace (each is the
/// XLink href; both on one element, the same attribute twice).
@Suite struct SVGReaderNameSpellingTests {
    static let namespace = "xmlns='http://www.w3.org/2000/svg'"
    static let xlink = "http://www.w3.org/1999/xlink"
    static let square = "d='M0 0 H1 V1 Z'"
    /// `é` composed (U+00E9) and decomposed (`e` U+0301): canonically equal, different bytes.
    static let composed = "\u{E9}", decomposed = "e\u{301}"

    @Test func theTwoSpellingsAreCanonicallyEqualButDifferentBytes() {
        #expect(Self.composed == Self.decomposed)
        #expect(Array(Self.composed.utf8) == [0xC3, 0xA9] && Array(Self.decomposed.utf8) == [0x65, 0xCC, 0x81])
    }

    static func reason(_ text: String) -> String? { SVGFile.refusal(svgText: text) }

    /// The same attribute name in two canonically equal spellings, once each: refused as an
    /// attribute given twice, in either order, unprefixed or under one prefix.
    @Test(arguments: [(composed, decomposed), (decomposed, composed), (composed, composed), (decomposed, decomposed)])
    func canonicallyEqualAttributeNamesAreOneName(_ first: String, _ second: String) {
        let plain = "<svg \(Self.namespace)><path \(Self.square) na\(first)ve='1' na\(second)ve='2'/></svg>"
        #expect(Self.reason(plain)?.contains("an attribute given twice") == true, "\(String(describing: Self.reason(plain)))")
        let prefixed = "<svg \(Self.namespace) xmlns:a='urn:a'><path \(Self.square) a:na\(first)ve='1' a:na\(second)ve='2'/></svg>"
        #expect(Self.reason(prefixed)?.contains("an attribute given twice") == true, "\(String(describing: Self.reason(prefixed)))")
        // Two prefixes of one namespace: the local parts compared the same way.
        let twoPrefixes = "<svg \(Self.namespace) xmlns:a='urn:a' xmlns:b='urn:a'><path \(Self.square) a:na\(first)ve='1' b:na\(second)ve='2'/></svg>"
        #expect(Self.reason(twoPrefixes)?.contains("an attribute given twice (namespaced)") == true,
                "\(String(describing: Self.reason(twoPrefixes)))")
    }

    /// Names that are not canonically equal (`é` and `e`, `é` and `ê`) are two attributes: read.
    @Test(arguments: [("e", composed), ("e", decomposed), ("\u{EA}", decomposed), ("e\u{302}", composed)])
    func differentNonASCIINamesAreTwoNames(_ first: String, _ second: String) throws {
        #expect(first != second)
        let text = "<svg \(Self.namespace) xmlns:a='urn:a' xmlns:b='urn:a'><path \(Self.square) na\(first)ve='1' na\(second)ve='2'"
            + " a:na\(first)ve='1' b:na\(second)ve='2'/></svg>"
        #expect(try SVGFile.drawables(svgText: text).count == 1)
    }

    /// An element's end tag must spell its start tag's name byte for byte: XML matches names
    /// character for character and does not normalise, so an end tag in the other spelling is
    /// refused (not read as closing the element), while the same spelling closes it.
    @Test(arguments: [(composed, decomposed), (decomposed, composed)])
    func anEndTagInTheOtherSpellingDoesNotCloseTheElement(_ start: String, _ end: String) throws {
        let refused = "<svg \(Self.namespace)><na\(start)ve>text</na\(end)ve><path \(Self.square)/></svg>"
        let reason = Self.reason(refused)
        #expect(reason?.contains("the end tag does not match the start tag") == true, "\(String(describing: reason))")
        let read = "<svg \(Self.namespace)><na\(start)ve>text</na\(start)ve><path \(Self.square)/></svg>"
        #expect(try SVGFile.drawables(svgText: read).count == 1)
    }

    /// Two prefixes bound to the XLink namespace: `xlink:href` and `x:href` are each XLink's
    /// href (a `use` follows either), and a prefix bound to another namespace is not.
    @Test func hrefUnderEitherPrefixOfTheXLinkNamespaceIsTheXLinkHref() throws {
        let text = """
            <svg \(Self.namespace) xmlns:xlink='\(Self.xlink)' xmlns:x='\(Self.xlink)' xmlns:other='urn:other'>
              <defs><path id='a' \(Self.square)/></defs>
              <use xlink:href='#a' x='10'/>
              <use x:href='#a' x='20'/>
              <use xmlns:q='\(Self.xlink)' q:href='#a' x='30'/>
              <use other:href='#a' x='40'/>
            </svg>
            """
        let found = try SVGFile.drawables(svgText: text)
        #expect(found.map(\.id) == ["a", "a", "a"])
        #expect(found.map { $0.path.bounds.minX } == [10, 20, 30])
    }

    /// Both prefixes of the XLink namespace on one element name one attribute twice: refused,
    /// whichever comes first, as is the same name under one prefix.
    @Test(arguments: ["xlink:href='#a' x:href='#a'", "x:href='#b' xlink:href='#a'", "x:href='#a' x:href='#a'"])
    func hrefUnderBothPrefixesOfTheXLinkNamespaceIsAnAttributeGivenTwice(_ attributes: String) {
        let text = "<svg \(Self.namespace) xmlns:xlink='\(Self.xlink)' xmlns:x='\(Self.xlink)'>"
            + "<defs><path id='a' \(Self.square)/><path id='b' \(Self.square)/></defs><use \(attributes)/></svg>"
        let reason = Self.reason(text)
        #expect(reason?.contains("an attribute given twice") == true, "\(String(describing: reason))")
    }
}

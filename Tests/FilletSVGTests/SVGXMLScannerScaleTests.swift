import Testing
@testable import FilletSVG

/// What the reader looks up by name while it reads — namespace prefixes, prefixed attributes,
/// the DTD's attribute declarations and defaults — is found through a set or a dictionary past a
/// handful, so a hostile document of tens of thousands of them reads in linear time. These tests
/// hold the answers to the ones the linear scans gave, on both sides of the switch.
@Suite struct SVGXMLScannerScaleTests {
    static let svg = SVGXMLScannerTests.namespace
    static let square = SVGXMLScannerTests.square

    static func reason(_ text: String) -> String? { SVGFile.refusal(svgText: text) }

    // MARK: Namespace scope

    /// With `padding` bindings of other prefixes declared first: none (the bindings are scanned)
    /// or past ``SVGNamespaceScope/scannedBindings`` (the dictionary: for 14, built partway, when the inner element binds).
    @Test(arguments: [0, 14, 40])
    func anInnerBindingShadowsAnOuterOneUntilItsElementCloses(padding: Int) {
        var scope = SVGNamespaceScope()
        for index in 0..<padding { scope.bind("pad\(index)", to: "urn:pad") }
        scope.bind("", to: "urn:default")
        scope.bind("a", to: "urn:outer")
        scope.endStartTag()
        #expect(scope.uri(of: "a") == "urn:outer")
        scope.bind("a", to: "urn:inner")
        scope.bind("b", to: "urn:b")
        scope.endStartTag()
        #expect(scope.uri(of: "a") == "urn:inner")
        #expect(scope.uri(of: "b") == "urn:b")
        #expect(scope.uri(of: "") == "urn:default")
        scope.endStartTag()   // an element that binds nothing
        scope.closeElement()
        #expect(scope.uri(of: "a") == "urn:inner")
        scope.closeElement()
        #expect(scope.uri(of: "a") == "urn:outer")
        #expect(scope.uri(of: "b") == nil)
        scope.closeElement()
        #expect(scope.uri(of: "a") == nil)
        #expect(scope.uri(of: "") == nil)
        #expect(scope.uri(of: "pad0") == nil)
    }

    @Test(arguments: [0, 40])
    func aPrefixIsDeclaredByTheCurrentElementOnlyWhenItsOwnTagBindsIt(padding: Int) {
        var scope = SVGNamespaceScope()
        scope.bind("a", to: "urn:outer")
        for index in 0..<padding { scope.bind("pad\(index)", to: "urn:pad") }
        scope.endStartTag()
        #expect(!scope.isDeclaredByCurrentElement("a"))
        scope.bind("b", to: "urn:b")
        #expect(scope.isDeclaredByCurrentElement("b"))
        #expect(!scope.isDeclaredByCurrentElement("a"))
        scope.bind("a", to: "urn:inner")
        #expect(scope.isDeclaredByCurrentElement("a"))
    }

    /// Prefixes compare as strings do: `é` precomposed and decomposed are one prefix.
    @Test(arguments: [0, 40])
    func canonicallyEquivalentPrefixesAreOnePrefix(padding: Int) {
        var scope = SVGNamespaceScope()
        for index in 0..<padding { scope.bind("pad\(index)", to: "urn:pad") }
        scope.bind("caf\u{E9}", to: "urn:x")
        #expect(scope.uri(of: "cafe\u{301}") == "urn:x")
        #expect(scope.isDeclaredByCurrentElement("cafe\u{301}"))
    }

    /// Elements and attributes under one of many prefixes resolve to that prefix's namespace.
    @Test(arguments: [3, 40])
    func namesResolveAmongManyDeclarations(count: Int) throws {
        let declarations = (0..<count).map { "xmlns:p\($0)='urn:p\($0)'" }.joined(separator: " ")
        let inner = "<p1:metadata/><path p\(count - 1):x='1' \(Self.square)/>"
        #expect(try SVGFile.drawables(svgText: "<svg \(Self.svg) \(declarations)>\(inner)</svg>").count == 1)
        // The same names after the declaring element closed are undeclared.
        let after = "<svg \(Self.svg)><g \(declarations)/><path p\(count - 1):x='1' \(Self.square)/></svg>"
        #expect(Self.reason(after)?.contains("a namespace prefix that is not declared") == true)
    }

    /// A prefix declared twice on one tag is refused (as an attribute given twice: the
    /// declarations are attributes of one name), among few or many declarations; declared again
    /// on a child it is not.
    @Test(arguments: [(2, 0), (2, 1), (40, 0), (40, 39)])
    func aPrefixDeclaredTwiceOnOneTagIsRefused(count: Int, repeated: Int) throws {
        let declarations = (0..<count).map { "xmlns:p\($0)='urn:p\($0)'" }.joined(separator: " ")
        let twice = "<svg \(Self.svg) \(declarations) xmlns:p\(repeated)='urn:again'><path \(Self.square)/></svg>"
        #expect(Self.reason(twice)?.contains("given twice") == true, "\(Self.reason(twice) ?? "read")")
        let onChild = "<svg \(Self.svg) \(declarations)><g xmlns:p\(repeated)='urn:again'><path \(Self.square)/></g></svg>"
        #expect(try SVGFile.drawables(svgText: onChild).count == 1)
    }

    // MARK: Prefixed attributes

    /// `count` attributes `a:x0 …` on a path, then `extra`.
    static func prefixed(count: Int, extra: String = "") -> String {
        let attributes = (0..<count).map { "a:x\($0)='\($0)'" }.joined(separator: " ")
        return "<svg \(svg) xmlns:a='urn:a' xmlns:b='urn:a' xmlns:c='urn:c'><path \(attributes) \(extra) \(square)/></svg>"
    }

    @Test(arguments: [3, 15, 16, 17, 40, 63, 64, 65, 100])
    func distinctPrefixedNamesAreRead(count: Int) throws {
        #expect(try SVGFile.drawables(svgText: Self.prefixed(count: count, extra: "c:x0='other namespace'")).count == 1)
    }

    /// The same local name in the same namespace, written with another prefix bound to that
    /// namespace, is one attribute whatever the count (with the same prefix it is one name given
    /// twice, refused before namespaces are bound).
    @Test(arguments: [(3, "b:x0='again'"), (3, "b:x2='again'"), (17, "b:x16='again'"), (40, "b:x0='again'"),
                      (40, "b:x21='again'"), (40, "b:x39='again'"), (64, "b:x0='again'"), (65, "b:x64='again'"),
                      (100, "b:x0='again'"), (100, "b:x70='again'"), (100, "b:x99='again'")])
    func aNamespacedNameGivenTwiceIsRefused(count: Int, extra: String) {
        #expect(Self.reason(Self.prefixed(count: count, extra: extra))?.contains("an attribute given twice (namespaced)") == true)
    }

    /// A local part written with the Kelvin sign and one written with `K` are one local name, in
    /// either order (a non-ASCII name has no hash key, so the pair is compared as strings).
    @Test(arguments: [(2, "a:\u{212A}x='1' b:Kx='2'"), (2, "a:Kx='1' b:\u{212A}x='2'"), (100, "a:\u{212A}x='1' b:Kx='2'")])
    func theKelvinSignAndKAreOneLocalName(count: Int, extra: String) {
        #expect(Self.reason(Self.prefixed(count: count, extra: extra))?.contains("an attribute given twice (namespaced)") == true)
    }

    /// `é` precomposed and decomposed are one local name, below and past the set's threshold.
    @Test(arguments: [2, 30, 100])
    func canonicallyEquivalentLocalNamesAreOneName(count: Int) {
        let extra = "a:caf\u{E9}='1' b:cafe\u{301}='2'"
        #expect(Self.reason(Self.prefixed(count: count, extra: extra))?.contains("an attribute given twice (namespaced)") == true)
    }

    // MARK: The DTD's attribute declarations

    /// A DTD declaring `count` defaults for `path` (`data-d0 …`) and, last, a `transform` default.
    static func withDefaults(count: Int, body: String) -> String {
        let declared = (0..<count).map { "data-d\($0) CDATA 'v'" }.joined(separator: " ")
        return "<!DOCTYPE svg [<!ATTLIST path \(declared) transform CDATA 'translate(10 0)'>]><svg \(svg)>\(body)</svg>"
    }

    /// A default applies where the tag does not give the attribute, and gives way where it does,
    /// with few or many declared; a repeated declaration does not replace the first.
    @Test(arguments: [2, 15, 16, 40])
    func defaultsApplyUnlessGiven(count: Int) throws {
        let body = "<path \(Self.square)/><path transform='translate(0 5)' \(Self.square)/>"
        let drawables = try SVGFile.drawables(svgText: Self.withDefaults(count: count, body: body))
        #expect(drawables.map(\.path.bounds.minX) == [10, 0])
        #expect(drawables.map(\.path.bounds.minY) == [0, 5])
        let repeated = "<!DOCTYPE svg [<!ATTLIST path transform CDATA 'translate(3 0)'>"
            + "<!ATTLIST path transform CDATA 'translate(7 0)'>]><svg \(Self.svg)><path \(Self.square)/></svg>"
        #expect(try SVGFile.drawables(svgText: repeated).map(\.path.bounds.minX) == [3])
    }

    /// Defaults count against a budget as entities do: a 64 KiB default on 300 elements would add
    /// 19 MiB, past the 16 MiB budget, and is refused in one line; 200 of them (12.5 MiB) are read.
    @Test func defaultsPastTheBudgetAreRefused() throws {
        let value = String(repeating: "x", count: 64 << 10)
        func document(_ elements: Int) -> String {
            "<!DOCTYPE svg [<!ATTLIST g data-big CDATA '\(value)'>]><svg \(Self.svg)>"
                + String(repeating: "<g/>", count: elements) + "<path \(Self.square)/></svg>"
        }
        #expect(try SVGFile.drawables(svgText: document(200)).count == 1)
        let reason = Self.reason(document(300))
        #expect(reason?.contains("attribute defaults of the DTD would cost more than \(SVGXMLScanner.maximumDefaultedBytes) bytes") == true,
                "\(reason ?? "read")")
        #expect(reason?.contains("\n") == false)
        #expect(reason?.contains("malformed") == false)
    }

    /// A default the tag gives itself adds nothing: 300 tags giving the 64 KiB attribute are read.
    @Test func defaultsGivenByTheTagCostOnlyTheirVisit() throws {
        let value = String(repeating: "x", count: 64 << 10)
        let document = "<!DOCTYPE svg [<!ATTLIST g data-big CDATA '\(value)'>]><svg \(Self.svg)>"
            + String(repeating: "<g data-big='1'/>", count: 300) + "<path \(Self.square)/></svg>"
        #expect(try SVGFile.drawables(svgText: document).count == 1)
    }

    /// Declarations without a default (`#IMPLIED`) are not visited by each start tag, and a type
    /// declared among many is still found (a tokenized type trims the value).
    @Test(arguments: [3, 40])
    func declarationsWithoutDefaultsAreNotAdded(count: Int) throws {
        let declared = (0..<count).map { "data-i\($0) CDATA #IMPLIED" }.joined(separator: " ")
        let document = "<!DOCTYPE svg [<!ATTLIST path \(declared) id ID #IMPLIED>]><svg \(Self.svg)>"
            + "<path id='  p1  ' \(Self.square)/></svg>"
        let drawables = try SVGFile.drawables(svgText: document)
        #expect(drawables.map(\.id) == ["p1"])
    }
}

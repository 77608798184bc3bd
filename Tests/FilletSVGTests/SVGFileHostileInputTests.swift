import Foundation
import Testing
import FilletGeometry
@testable import FilletSVG
import FilletTestSupport

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

    /// libxml2's `XML_MAX_TEXT_LENGTH` (10 000 000 bytes) bounds a CDATA section: exactly that
    /// long is read, one byte more refused, naming the limit.
    @Test func cdataSectionsAreBoundedAtLibxml2sTextLimit() throws {
        let limit = 10_000_000
        func document(_ length: Int) -> Data {
            Data(("<svg xmlns='http://www.w3.org/2000/svg'><![CDATA[" + String(repeating: "a", count: length) + "]]></svg>").utf8)
        }
        #expect(try SVGFile.drawables(data: document(limit)).isEmpty)
        let error = try #require(throws: SVGFileError.self) { _ = try SVGFile.drawables(data: document(limit + 1)) }
        #expect(error.reason.contains("10 MB"), "\(error)")
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

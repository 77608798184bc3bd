import Foundation
import FilletSVG

/// One way to make a round-trip document unreadable: a well-formedness error of XML 1.0 (fifth
/// edition) or Namespaces in XML 1.0, or an input ``FilletSVG/SVGFile`` documents it refuses
/// rather than check in part (an external or parameter entity, entities past the expansion
/// budget, an unsupported encoding, a reference to another document, bad path data, a transform
/// or length that does not parse). Applied to a document's plain form
/// (``SVGRoundTripDocument/text``), it gives bytes the reader must refuse: the cases of the
/// ``VerificationSuite/svg`` suite's control `malformed`, each read once per defect.
///
/// The defects are written from the specifications' productions and constraints (the rule each
/// names), not from the reader: a reader that accepts one has lost a check, and its round trip of
/// the defective document would then pass where it must fail.
struct RoundTripDefect: Sendable {
    /// Short name, as a failing control reports it.
    let name: String
    /// The rule the defect breaks.
    let rule: String
    /// A word the refusal's reason must hold, for a defect whose cause the reader can name
    /// before it reads any XML (an encoding XML 1.0 appendix F detects from the first bytes), a
    /// value whose fault is one word of it (a unit), a byte that ends a name where the
    /// production requires a token it is not (the reader names the missing token), a namespace
    /// name that is no URI, or an entity's literal the expansion budget does not read: refusing such
    /// a document for a later, accidental error, for a piece of the word, or for a byte read as
    /// part of a name it ended, leaves the user without the cause.
    let cause: String?
    /// The defective document, from the plain form's text.
    let apply: @Sendable (String) -> Data

    init(name: String, rule: String, cause: String? = nil, apply: @escaping @Sendable (String) -> Data) {
        self.name = name
        self.rule = rule
        self.cause = cause
        self.apply = apply
    }

    /// The defects whose documents made from `text` the reader did not refuse as it must: read
    /// them, or refused them with a reason that is not one line, with an offset into an
    /// attribute's value below 0, or without the defect's ``cause``.
    static func accepted(_ defects: [RoundTripDefect], from text: String) -> [RoundTripDefect] {
        defects.filter { defect in misreport(of: defect, from: text) != nil }
    }

    /// How the reader failed to refuse `defect`'s document made from `text` as it must, or `nil`.
    static func misreport(of defect: RoundTripDefect, from text: String) -> String? {
        do {
            _ = try SVGFile.drawables(data: defect.apply(text))
            return "read"
        } catch {
            if error.reason.contains(where: \.isNewline) { return "refused with a reason of more than one line" }
            if let offset = error.offset, offset < 0 { return "refused at offset \(offset) of an attribute's value" }
            if let cause = defect.cause, !error.reason.contains(cause) {
                return "refused without naming \(cause): \(error.reason)"
            }
            return nil
        }
    }

    // MARK: Where a defect goes in the plain form (`<svg …><defs><path id=… d=…/></defs>…</svg>`)

    // The replacements splice the String in place (`replaceSubrange`): the text is built by
    // the caller, `range(of:)` finds the same occurrence either way, and going through NSString
    // (`replacingCharacters(in:with:)`) copied the document to UTF-16 and back for every defect.
    private static func first(_ target: String, in text: String, _ replacement: String) -> String {
        guard let range = text.range(of: target) else { return text }
        var result = text
        result.replaceSubrange(range, with: replacement)
        return result
    }

    private static func last(_ target: String, in text: String, _ replacement: String) -> String {
        guard let range = text.range(of: target, options: .backwards) else { return text }
        var result = text
        result.replaceSubrange(range, with: replacement)
        return result
    }

    /// Content at the start of the `defs` element.
    private static func inDefs(_ name: String, _ rule: String, _ fragment: String) -> RoundTripDefect {
        RoundTripDefect(name: name, rule: rule) { Data(first("<defs>", in: $0, "<defs>" + fragment).utf8) }
    }

    /// Attributes on the `defs` element.
    private static func onDefs(_ name: String, _ rule: String, _ attributes: String) -> RoundTripDefect {
        RoundTripDefect(name: name, rule: rule) { Data(first("<defs>", in: $0, "<defs " + attributes + ">").utf8) }
    }

    /// A rendered element at the end of the root.
    private static func drawn(_ name: String, _ rule: String, _ element: String) -> RoundTripDefect {
        RoundTripDefect(name: name, rule: rule) { Data(last("</svg>", in: $0, element + "</svg>").utf8) }
    }

    /// An internal subset before the root, and attributes on `defs` or content in it that use it.
    private static func declared(_ name: String, _ rule: String, _ subset: String, defs attributes: String = "",
                                 content: String = "", cause: String? = nil) -> RoundTripDefect {
        RoundTripDefect(name: name, rule: rule, cause: cause) { text in
            let opened = "<defs" + (attributes.isEmpty ? "" : " " + attributes) + ">" + content
            return Data(("<!DOCTYPE svg [" + subset + "]>" + first("<defs>", in: text, opened)).utf8)
        }
    }

    /// Raw bytes (not text) at the start of the `defs` element, the rest in UTF-8.
    private static func rawInDefs(_ name: String, _ rule: String, _ bytes: [UInt8]) -> RoundTripDefect {
        RoundTripDefect(name: name, rule: rule) { text in
            let opening = text.range(of: "<defs>")
            var data = Data(text[..<(opening?.lowerBound ?? text.endIndex)].utf8)
            data.append(contentsOf: "<defs>".utf8)
            data.append(contentsOf: bytes)
            data.append(contentsOf: text[(opening?.upperBound ?? text.endIndex)...].utf8)
            return data
        }
    }

    // MARK: The table

    static let all: [RoundTripDefect] = document + markup + attributes + references + characters + namespaces
        + documentType + svg

    static let document: [RoundTripDefect] = [
        RoundTripDefect(name: "text-before-root", rule: "XML §2.1: only comments, PIs and space before the root") { Data(("x" + $0).utf8) },
        RoundTripDefect(name: "second-root", rule: "XML §2.1: exactly one root element") { Data(($0 + "<svg/>").utf8) },
        RoundTripDefect(name: "no-root", rule: "XML §2.1: exactly one root element") { _ in Data("<!-- nothing -->".utf8) },
        RoundTripDefect(name: "declaration-not-first", rule: "XML §2.8, §2.6: the declaration comes first; the PI target xml is reserved") {
            Data((" <?xml version=\"1.0\"?>" + $0).utf8)
        },
        RoundTripDefect(name: "declaration-without-version", rule: "XML §2.8: VersionInfo is required") {
            Data(("<?xml encoding=\"UTF-8\"?>" + $0).utf8)
        },
        RoundTripDefect(name: "standalone-maybe", rule: "XML §2.9: standalone is 'yes' or 'no'") {
            Data(("<?xml version=\"1.0\" standalone=\"maybe\"?>" + $0).utf8)
        },
        RoundTripDefect(name: "doctype-after-root", rule: "XML §2.8: the document type declaration precedes the root") {
            Data(($0 + "<!DOCTYPE svg>").utf8)
        },
        RoundTripDefect(name: "two-doctypes", rule: "XML §2.8: one document type declaration") {
            Data(("<!DOCTYPE svg><!DOCTYPE svg>" + $0).utf8)
        },
        RoundTripDefect(name: "root-not-svg", rule: "SVGFile: the root is SVG's svg") {
            Data(last("</svg>", in: first("<svg ", in: $0, "<svgx "), "</svgx>").utf8)
        },
        RoundTripDefect(name: "unclosed-root", rule: "XML §3: every element ends") { Data(last("</svg>", in: $0, "").utf8) },
    ]

    static let markup: [RoundTripDefect] = [
        inDefs("comment-with-double-hyphen", "XML §2.5: no '--' in a comment", "<!-- a -- b -->"),
        inDefs("comment-ending-in-hyphen", "XML §2.5: a comment does not end in '-'", "<!-- a --->"),
        inDefs("cdata-end-in-text", "XML §2.4: no ']]>' in character data", "a ]]> b"),
        inDefs("pi-named-xml", "XML §2.6: PI targets matching [Xx][Mm][Ll] are reserved", "<?XmL x?>"),
        inDefs("pi-without-target", "XML §2.6: a PI starts with its target name", "<? x?>"),
        inDefs("unterminated-cdata", "XML §2.7: a CDATA section ends with ']]>'", "<![CDATA[ x ]]"),
        inDefs("declaration-in-content", "XML §3.1: content holds no markup declarations", "<!ELEMENT g ANY>"),
        inDefs("end-tag-without-start", "XML §3: an end tag matches the open element", "</g>"),
        inDefs("name-starting-with-digit", "XML §2.3: a Name starts with a NameStartChar", "<1g/>"),
        RoundTripDefect(name: "mismatched-end-tag", rule: "XML §3 WFC Element Type Match") { Data(first("</defs>", in: $0, "</def>").utf8) },
        RoundTripDefect(name: "end-tag-with-attribute", rule: "XML §3.1: an end tag holds only its name") {
            Data(first("</defs>", in: $0, "</defs id=\"a\">").utf8)
        },
    ]

    static let attributes: [RoundTripDefect] = [
        onDefs("attribute-twice", "XML §3.1 WFC Unique Att Spec", "id=\"a\" id=\"b\""),
        onDefs("attribute-without-value", "XML §3.1: Attribute ::= Name Eq AttValue", "hidden"),
        onDefs("unquoted-attribute", "XML §2.3: AttValue is quoted", "id=a"),
        onDefs("lt-in-attribute", "XML §3.1 WFC No < in Attribute Values", "id=\"a<b\""),
        onDefs("bare-ampersand", "XML §2.3: '&' only starts a reference", "id=\"a & b\""),
        onDefs("no-space-between-attributes", "XML §3.1: S between attributes", "id=\"a\"class=\"b\""),
        onDefs("reference-without-semicolon", "XML §4.1: a reference ends with ';'", "id=\"&amp\""),
    ]

    static let references: [RoundTripDefect] = [
        onDefs("undeclared-entity", "XML §4.1 WFC Entity Declared", "id=\"&nothing;\""),
        inDefs("undeclared-entity-in-content", "XML §4.1 WFC Entity Declared", "&nothing;"),
        onDefs("reference-to-nul", "XML §4.1 WFC Legal Character", "id=\"&#0;\""),
        onDefs("reference-to-control", "XML §4.1 WFC Legal Character", "id=\"&#1;\""),
        onDefs("reference-to-surrogate", "XML §4.1 WFC Legal Character", "id=\"&#xD800;\""),
        onDefs("reference-to-fffe", "XML §4.1 WFC Legal Character", "id=\"&#xFFFE;\""),
        onDefs("reference-beyond-unicode", "XML §4.1 WFC Legal Character", "id=\"&#x110000;\""),
        onDefs("empty-decimal-reference", "XML §4.1: CharRef has digits", "id=\"&#;\""),
        onDefs("empty-hex-reference", "XML §4.1: CharRef has digits", "id=\"&#x;\""),
        onDefs("bad-digit-reference", "XML §4.1: decimal digits only", "id=\"&#12a;\""),
        onDefs("uppercase-x-reference", "XML §4.1: '&#x', lowercase", "id=\"&#X41;\""),
    ]

    static let characters: [RoundTripDefect] = [
        onDefs("control-character", "XML §2.2: Char", "id=\"a\u{01}b\""),
        inDefs("control-character-in-text", "XML §2.2: Char", "a\u{08}b"),
        // A control character where a name stops: it is no NameChar, so the name ends before it, and
        // the next token the production requires is missing there; the reader names that token, as
        // libxml2 does (a reader that refuses the byte itself has taken it for part of the name).
        RoundTripDefect(name: "control-character-ending-element-name",
                        rule: "XML §3.1: STag ::= '<' Name (S Attribute)* S? '>' (U+0001 ends the Name, and is neither S nor '>')",
                        cause: "space required") { Data(first("<defs>", in: $0, "<defs\u{01}>").utf8) },
        RoundTripDefect(name: "control-character-ending-attribute-name",
                        rule: "XML §3.1: Attribute ::= Name Eq AttValue (U+0001 ends the Name, and is not Eq)",
                        cause: "without a value") { Data(first("<defs>", in: $0, "<defs id\u{01}=\"a\">").utf8) },
        rawInDefs("invalid-utf8", "XML §4.3.3: the bytes are UTF-8", [0xC3, 0x28]),
        rawInDefs("overlong-utf8", "XML §4.3.3: the bytes are UTF-8 (no overlong form)", [0xC0, 0xAF]),
        rawInDefs("overlong-utf8-3", "XML §4.3.3: the bytes are UTF-8 (no overlong three-byte form)", [0xE0, 0x80, 0xAF]),
        rawInDefs("overlong-utf8-4", "XML §4.3.3: the bytes are UTF-8 (no overlong four-byte form)", [0xF0, 0x82, 0x82, 0xAC]),
        rawInDefs("utf8-surrogate", "XML §4.3.3: the bytes are UTF-8 (no surrogate)", [0xED, 0xA0, 0x80]),
        rawInDefs("utf8-beyond-unicode", "XML §4.3.3: the bytes are UTF-8 (at most U+10FFFF)", [0xF4, 0x90, 0x80, 0x80]),
        rawInDefs("truncated-utf8", "XML §4.3.3: the bytes are UTF-8", [0xE2, 0x82, 0x41]),
        rawInDefs("fffe-character", "XML §2.2: Char excludes U+FFFE", [0xEF, 0xBF, 0xBE]),
        RoundTripDefect(name: "utf16-unpaired-surrogate", rule: "XML §4.3.3: the bytes are UTF-16") { text in
            var units = Array(first("<defs>", in: text, "<defs>\u{1}").utf16)
            if let marker = units.firstIndex(of: 1) { units[marker] = 0xD800 }
            return Data([0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        },
        RoundTripDefect(name: "ascii-declared-non-ascii", rule: "SVGFile: a document declared ASCII holds ASCII") {
            Data(("<?xml version=\"1.0\" encoding=\"US-ASCII\"?>" + first("<defs>", in: $0, "<defs><!-- caf\u{E9} -->")).utf8)
        },
        RoundTripDefect(name: "unsupported-encoding", rule: "SVGFile: UTF-8, UTF-16, ISO-8859-1 or ASCII") {
            Data(("<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?>" + $0).utf8)
        },
        utf16WithoutMark("utf16le-without-mark", bigEndian: false),
        utf16WithoutMark("utf16be-without-mark", bigEndian: true),
        ucs4("ucs4-2143", order: [1, 0, 3, 2]),
        ucs4("ucs4-3412", order: [2, 3, 0, 1]),
        ucs4("utf32-big-endian", order: [0, 1, 2, 3], cause: "UTF-32"),
        RoundTripDefect(name: "utf32", rule: "SVGFile: UTF-8, UTF-16, ISO-8859-1 or ASCII", cause: "UTF-32") { text in
            Data([0xFF, 0xFE, 0, 0] + text.unicodeScalars.flatMap { scalar in
                (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
            })
        },
    ]

    /// The document with an XML declaration, in UTF-16 without a byte-order mark: XML 1.0 appendix F
    /// detects it from `<?` (`3C 00 3F 00` or `00 3C 00 3F`), and the reader must say so.
    private static func utf16WithoutMark(_ name: String, bigEndian: Bool) -> RoundTripDefect {
        RoundTripDefect(name: name, rule: "SVGFile: UTF-16 only with its byte-order mark (XML §4.3.3)", cause: "UTF-16") { text in
            let units = Array(("<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + text).utf16)
            return Data(units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        }
    }

    /// The document in 32-bit units, each unit's bytes (most significant first) in `order`:
    /// `[0, 1, 2, 3]` is big-endian UTF-32 (`00 00 00 3C`), `[1, 0, 3, 2]` and `[2, 3, 0, 1]` the
    /// unusual octet orders XML 1.0 appendix F names (`00 00 3C 00`, `00 3C 00 00`).
    private static func ucs4(_ name: String, order: [Int], cause: String = "UCS-4") -> RoundTripDefect {
        RoundTripDefect(name: name, rule: "SVGFile: UTF-8, UTF-16, ISO-8859-1 or ASCII (XML appendix F)", cause: cause) { text in
            Data(text.unicodeScalars.flatMap { scalar in
                order.map { UInt8((scalar.value >> (8 * (3 - $0))) & 0xFF) }
            })
        }
    }

    static let namespaces: [RoundTripDefect] = [
        onDefs("namespace-uri-with-caret", "Namespaces in XML §2.2: a namespace name is a URI reference (RFC 3986 has no '^')",
               "xmlns:q=\"http://example.org/a^b\""),
        inDefs("undeclared-element-prefix", "Namespaces §5: a prefix is declared", "<p:g/>"),
        onDefs("undeclared-attribute-prefix", "Namespaces §5: a prefix is declared", "p:x=\"1\""),
        onDefs("namespaced-attribute-twice", "Namespaces §6.3: no two attributes with the same expanded name",
               "xmlns:a=\"urn:x\" xmlns:b=\"urn:x\" a:k=\"1\" b:k=\"2\""),
        onDefs("empty-prefix-binding", "Namespaces §3: a prefix is not bound to the empty name", "xmlns:p=\"\""),
        onDefs("rebinding-xml", "Namespaces §3: xml is bound to its namespace only", "xmlns:xml=\"urn:x\""),
        onDefs("binding-xmlns", "Namespaces §3: xmlns is not declared", "xmlns:xmlns=\"urn:x\""),
        onDefs("binding-the-xml-namespace", "Namespaces §3: no other prefix for the XML namespace",
               "xmlns:p=\"http://www.w3.org/XML/1998/namespace\""),
        inDefs("two-colons", "Namespaces §4: a QName has at most one colon", "<a:b:c xmlns:a=\"urn:x\"/>"),
        onDefs("attribute-local-part-not-ncname", "Namespaces §4: a QName's local part is an NCName (a digit cannot start it)",
               "xmlns:p=\"urn:x\" p:1=\"1\""),
        onDefs("namespace-declared-twice", "XML §3.1 WFC Unique Att Spec", "xmlns:p=\"urn:x\" xmlns:p=\"urn:y\""),
        onDefs("relative-default-namespace", "SVGFile, as libxml2: a default namespace is an absolute URI",
               "xmlns=\"relative/ns\""),
        onDefs("namespace-uri-with-space", "Namespaces §2.2: a namespace name is an RFC 3986 URI reference",
               "xmlns:p=\"http://exa mple.org/\""),
        onDefs("namespace-uri-bad-escape", "RFC 3986 §2.1: '%' and two hexadecimal digits", "xmlns:p=\"urn:x%zz\""),
        onDefs("namespace-uri-cut-escape", "RFC 3986 §2.1: '%' and two hexadecimal digits (the name ends after one)",
               "xmlns:p=\"urn:x%4\""),
        // The first digit valid, the second not: a reader that checks only the first accepts it.
        RoundTripDefect(name: "namespace-uri-bad-second-digit", rule: "RFC 3986 §2.1: '%' and two hexadecimal digits",
                        cause: "not a valid URI") { Data(first("<defs>", in: $0, "<defs xmlns:p=\"urn:x%4g\">").utf8) },
        onDefs("namespace-uri-bad-port", "RFC 3986 §3.2.3: port = *DIGIT", "xmlns:p=\"http://host:8x/\""),
        onDefs("namespace-uri-colon-segment", "RFC 3986 §4.2: a relative reference's first segment has no ':'",
               "xmlns:p=\"1a:b\""),
        onDefs("namespace-uri-bracket", "RFC 3986 §3.2.2: '[' only opens an IP literal", "xmlns:p=\"http://a[b@host/\""),
    ]

    static let documentType: [RoundTripDefect] = [
        declared("external-entity", "SVGFile: an external entity is never loaded", "<!ENTITY ext SYSTEM \"file:///etc/hostname\">",
                 content: "&ext;"),
        declared("parameter-entity", "SVGFile: a parameter entity is not read", "<!ENTITY % p \"x\">"),
        declared("parameter-reference", "XML §2.8 WFC PEs in Internal Subset; undeclared", "%p;"),
        declared("entity-loop", "XML §4.1 WFC No Recursion", "<!ENTITY a \"x&b;\"><!ENTITY b \"y&a;\">", defs: "id=\"&a;\""),
        declared("entity-lt-in-attribute", "XML §3.1 WFC No < in Attribute Values", "<!ENTITY l \"a<b\">", defs: "id=\"&l;\""),
        declared("unbalanced-entity", "XML §4.3.2: an entity's content is balanced", "<!ENTITY o \"<g>\">", content: "&o;"),
        declared("billion-laughs", "SVGFile: entity expansion within its budget (16 MiB)",
                 "<!ENTITY l0 \"ha\">" + (1...8).map { level in
                     "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
                 }.joined(), defs: "id=\"&l8;\""),
        declared("big-entity", "SVGFile: entity expansion within its budget (16 MiB), however sparse the references",
                 "<!ENTITY b0 \"" + String(repeating: "x", count: 6000) + "\">"
                    + (1...3).map { level in
                        "<!ENTITY b\(level) \"" + String(repeating: "y", count: 50)
                            + String(repeating: "&b\(level - 1);", count: 10) + "\">"
                    }.joined()
                    + "<!ENTITY b4 \"" + String(repeating: "y", count: 400) + String(repeating: "&b3;", count: 3) + "\">",
                 content: "&b4;"),
        declared("empty-laughs", "SVGFile, as libxml2: entity references nested past its density bound",
                 "<!ENTITY l0 \"\">" + (1...9).map { level in
                     "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
                 }.joined(), defs: "id=\"&l9;a\""),
        declared("predefined-laughs", "SVGFile, as libxml2: entity references nested past its density bound, "
                    + "predefined ones (&lt;) counted: 10⁴ bytes, within the budget, from 10⁵ references",
                 "<!ENTITY p0 \"" + String(repeating: "&lt;", count: 10) + "\">" + (1...4).map { level in
                     "<!ENTITY p\(level) \"" + String(repeating: "&p\(level - 1);", count: 10) + "\">"
                 }.joined(), defs: "id=\"&p4;\""),
        declared("default-with-entity", "SVGFile: an attribute default refers to no entity",
                 "<!ENTITY e \"1\"><!ATTLIST defs data CDATA \"&e;\">"),
        declared("entity-without-value", "XML §4.2: EntityDef", "<!ENTITY e>"),
        declared("reference-cut-at-literal-end", "XML §4.1: CharRef ::= '&#' [0-9]+ ';'", "<!ENTITY e \"a&#\">"),
        declared("colon-in-entity-name", "Namespaces §7: no colon in entity names", "<!ENTITY a:b \"x\">"),
        // XML §4.5: the literal's character references are replaced when the entity is declared, so
        // `&#60;` becomes markup in its replacement text, which the bound on expansion does not read.
        declared("markup-character-reference-in-entity",
                 "SVGFile: an entity's literal holds no character reference to '&', '<' or '%' (it becomes markup, XML §4.5)",
                 "<!ENTITY e \"&#60;g/>\">", content: "&e;", cause: "character reference"),
        declared("redeclared-lt", "XML §4.6: lt is declared as '&#38;#60;'", "<!ENTITY lt \"<\">"),
        declared("element-without-content", "XML §3.2: contentspec", "<!ELEMENT g>"),
        declared("mixed-content-without-star", "XML §3.2.2: Mixed with names ends ')*'", "<!ELEMENT g (#PCDATA|a)>"),
        declared("mixed-separators", "XML §3.2.1: one separator per group", "<!ELEMENT g (a,b|c)>"),
        declared("attribute-of-no-type", "XML §3.3.1: AttType", "<!ATTLIST g x BOGUS #IMPLIED>"),
        declared("attribute-bad-default", "XML §3.3.2: DefaultDecl", "<!ATTLIST g x CDATA #DEFAULT>"),
        declared("notation-without-identifier", "XML §4.7: NotationDecl", "<!NOTATION n>"),
        declared("markup-in-subset", "XML §2.8: intSubset holds declarations", "<g/>"),
        RoundTripDefect(name: "unterminated-subset", rule: "XML §2.8: doctypedecl ends ']' S? '>'") {
            Data(("<!DOCTYPE svg [ <!ELEMENT g ANY>" + $0).utf8)
        },
        RoundTripDefect(name: "public-id-character", rule: "XML §2.3: PubidChar") {
            Data(("<!DOCTYPE svg PUBLIC \"a{b\" \"x.dtd\">" + $0).utf8)
        },
    ]

    static let svg: [RoundTripDefect] = [
        drawn("use-of-another-document", "SVGFile: a reference to another document is never loaded",
              "<use href=\"other.svg#a\"/>"),
        drawn("bad-path-data", "SVGFile: path data is read whole (SVG 2 §9.5.4 renders up to the error)",
              "<path d=\"M0 0 L1\"/>"),
        drawn("bad-transform", "SVGFile: a transform list parses", "<path d=\"M0 0 L1 1\" transform=\"scale(1\"/>"),
        drawn("transform-not-finite", "SVGFile: a transform is finite",
              "<path d=\"M0 0 L1 1\" transform=\"scale(1e200) scale(1e200)\"/>"),
        drawn("bad-length", "SVGFile: a length parses", "<rect width=\"1 px\" height=\"2\"/>"),
        // A unit the reader must name whole: 'z' is a letter of a unit as much as 'H' (CSS Values §3: units
        // are identifiers); a reader that ends the unit early refuses the length for a stray byte instead.
        RoundTripDefect(name: "frequency-unit", rule: "SVGFile: only absolute length units (CSS Values §7: Hz is a frequency)",
                        cause: "'Hz'") { Data(last("</svg>", in: $0, "<rect width=\"2Hz\" height=\"2\"/></svg>").utf8) },
        drawn("bad-viewbox", "SVGFile: a viewBox has 4 numbers", "<svg viewBox=\"0 0 1\"><path d=\"M0 0 L1 1\"/></svg>"),
        drawn("not-finite", "SVGFile: every coordinate drawn is finite", "<path d=\"M0 0 L1e308 0\" transform=\"scale(10)\"/>"),
        drawn("not-finite-y", "SVGFile: every coordinate drawn is finite", "<path d=\"M0 0 L0 -1e308\" transform=\"scale(10)\"/>"),
        drawn("not-finite-arc", "SVGFile: every coordinate drawn is finite", "<circle r=\"1e308\" transform=\"scale(10)\"/>"),
        drawn("arc-end-overflow", "SVGFile: every coordinate drawn is finite (a finite centre and radius, an end past ±1.8e308)",
              "<circle cx=\"1.7e308\" r=\"1e307\"/>"),
        drawn("not-finite-curve", "SVGFile: every coordinate drawn is finite",
              "<path d=\"M0 0 C1 1e308 2 0 3 0\" transform=\"scale(10)\"/>"),
        drawn("use-chain-too-deep", "SVGFile: use references nest at most 64 deep",
              "<defs>" + (1...70).map { "<g id=\"c\($0)\"><use href=\"#c\($0 + 1)\"/></g>" }.joined()
                + "<g id=\"c71\"><path d=\"M0 0 L1 1\"/></g></defs><use href=\"#c1\"/>"),
    ]
}

import Foundation
import FilletSupport

/// An element of a round-trip document as the suite composes it, before it is written as XML:
/// its name, its attributes in order (namespace declarations are the writer's), its children.
struct RoundTripElement {
    var name: String
    var attributes: [(name: String, value: String)]
    var children: [RoundTripElement] = []

    init(_ name: String, _ attributes: [(name: String, value: String)], children: [RoundTripElement] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// The plain form: double quotes, one space before each attribute, a leaf closed by `/>`,
    /// nothing between elements. Values are written as they are: the suite's hold no `&`, `<` or `"`.
    var plainText: String {
        var text = "<" + name
        for (name, value) in attributes { text += " \(name)=\"\(value)\"" }
        guard !children.isEmpty else { return text + "/>" }
        return text + ">" + children.map(\.plainText).joined() + "</\(name)>"
    }

    /// The element with every attribute `name` whose value is `value` given `replacement`, at any depth.
    func replacing(attribute name: String, value: String, with replacement: String) -> RoundTripElement {
        var copy = self
        copy.attributes = attributes.map { $0.name == name && $0.value == value ? (name, replacement) : $0 }
        copy.children = children.map { $0.replacing(attribute: name, value: value, with: replacement) }
        return copy
    }
}

/// The same document in another XML spelling: what XML 1.0 (fifth edition) and Namespaces in XML
/// 1.0 say reads as the same elements and attributes, written here from the specifications, plus
/// elements SVG 2 says draw nothing (``RoundTripDecoy``). The reader must give the same drawables
/// as from the plain form (``RoundTripElement/plainText``).
///
/// Each choice is drawn from the document's own generator, independently:
/// - the bytes: UTF-8 (with or without a byte-order mark), UTF-16 in either byte order with its
///   mark, ISO-8859-1 (declared), or ASCII declared as US-ASCII or as another ASCII-compatible
///   charset; non-ASCII characters (one outside the BMP in UTF-8 and UTF-16) in comments, in
///   names of entities, processing instructions and foreign elements, and in the shared path's
///   id, written as characters where the encoding has them and as character references where not;
/// - the prolog: an XML declaration (version, encoding, standalone, either quote), comments and
///   processing instructions, a document type declaration with a public or system identifier and
///   an internal subset: element, attribute-list and notation declarations, comments, processing
///   instructions, and internal entities;
/// - entities: part of a `d`, `transform` or `points` value as an entity reference, nested one
///   inside another; an element of the body as an entity referenced in content;
/// - attribute lists: the `use`'s `x` left out and given as its declared default (`#FIXED` or
///   not, a second declaration of it ignored), the shared path's `id` declared `ID` and written
///   with white space around it (spaces, a reference to one, or an entity whose replacement text
///   is a tab, line feed or carriage return: read as spaces, then removed by the normalisation
///   of tokenised values, §3.3.3);
/// - namespaces: SVG's as the default namespace, under a prefix (another one from some element
///   on), in no namespace at all, or redeclared on inner elements; the `use`'s reference as
///   `href`, or as XLink's `href` under a prefix declared on the root or on the `use` itself;
/// - attributes: in any order, either quote, white space around `=`, between attributes and
///   around a `use`'s reference (tabs and line ends read as spaces, then trimmed by the reader),
///   characters as decimal or hexadecimal references, `&`, `<`, `"`, `'` of the shared path's id
///   as predefined entities or references, spaces as tabs and line ends (normalised to spaces);
/// - numbers (SVG 2 §9.3.9 `number`, read correctly rounded): the same decimal value with leading
///   or trailing zeros (sometimes past 19 significant digits), an explicit `+`, no `0` before the
///   point, or an exponent after a mantissa whose point is anywhere; path data with commas or no
///   separator where the grammar allows none, arc flags run together, and a repeated command's
///   letter (a move's implicit line-to included) left out;
/// - content: white space, comments, processing instructions, CDATA sections, text and
///   references between elements; a leaf as `<a/>`, `<a />`, `<a></a>` or holding a comment; end
///   tags with white space before `>`; line ends as LF, CR LF or CR throughout.
struct RoundTripSpelling {
    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"
    static let decoyNamespace = "urn:fillet:decoy"
    /// Names of other namespaces for decoys, RFC 3986 URI references of every form (absolute
    /// ones for a default namespace; a prefix may also take relative ones). Escapes hold the
    /// hexadecimal letters in both cases (`%2a`, `%A9`). Each value's scalars are drawn for as it
    /// is written (``escaped(_:context:)``): a value replaced keeps its length and kind of
    /// characters, so the documents after it keep their draws.
    static let absoluteDecoyNamespaces = [decoyNamespace, "http://user:pass@example.org:8080/a/b;c?x=1&y=%2F#frag",
                                          "https://[::1]/ns", "tag:fillet.example,2026:decoy", "file:///tmp/ns",
                                          "urn:x-fillet:%20n%2a%A9", "http://example.org?q#f[1]", "x-fillet+ns.v1:decoy",
                                          "URN:Fillet:Decoy", "HTTP://Example.ORG/ns"]
    static let relativeDecoyNamespaces = ["decoy/ns", "../ns#part", "?query", "//host.example/ns", "a%41/b:c"]
    /// The id the plain form gives the shared path.
    static let sharedID = "shared"

    enum Encoding: CaseIterable {
        case utf8, utf8WithMark, utf16LittleEndian, utf16BigEndian, latin1, ascii, asciiCompatible

        /// Whether the encoding has the character (otherwise it is written as a reference).
        func has(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .utf8, .utf8WithMark, .utf16LittleEndian, .utf16BigEndian: return true
            case .latin1: return scalar.value <= 0xFF
            case .ascii, .asciiCompatible: return scalar.isASCII
            }
        }
    }

    enum Namespaces: CaseIterable { case asDefault, prefixed, absent, redeclared }
    enum Reference: CaseIterable { case href, xlinkOnRoot, xlinkOnUse }

    var random: SplitMix64
    let encoding: Encoding
    let namespaces: Namespaces
    let reference: Reference
    let declaration: Bool
    let documentType: Bool
    let internalSubset: Bool
    let mixedQuotes: Bool
    let characterReferences: Bool
    let looseSpacing: Bool
    let miscellany: Bool
    let decoys: Bool
    /// Whether numbers and path data are written in other forms of the same values.
    let respellsNumbers: Bool
    let lineEnd: String
    /// The internal subset's declarations so far, in order.
    var declarations: [String] = []
    private var entityCount = 0
    var decoyCount = 0
    /// Whether a decoy is being written (decoys are not nested: each one alone draws nothing).
    var writingDecoy = false
    /// The shared path's id as this spelling writes it, and whether that element is written yet.
    var sharedIdentifier = RoundTripSpelling.sharedID
    var sharedWritten = false
    /// What the spelling used, for the suite's coverage labels.
    var labels: Set<String> = []

    init(random: SplitMix64) {
        var random = random
        func draw(_ probability: Double) -> Bool { random.nextUnitDouble() < probability }
        let encodings: [(Encoding, Double)] = [(.utf8, 0.45), (.utf8WithMark, 0.1), (.utf16LittleEndian, 0.1),
                                               (.utf16BigEndian, 0.1), (.latin1, 0.1), (.ascii, 0.075),
                                               (.asciiCompatible, 0.075)]
        var roll = random.nextUnitDouble()
        encoding = encodings.first { roll -= $0.1; return roll < 0 }?.0 ?? .utf8
        namespaces = Namespaces.allCases[Int(random.next() % 4)]
        reference = Reference.allCases[Int(random.next() % 3)]
        let unicode: Set<Encoding> = [.utf8, .utf8WithMark, .utf16LittleEndian, .utf16BigEndian]
        declaration = !unicode.contains(encoding) || draw(0.5)
        documentType = draw(0.5)
        internalSubset = documentType && draw(0.8)
        mixedQuotes = draw(0.5)
        characterReferences = draw(0.4)
        looseSpacing = draw(0.5)
        miscellany = draw(0.5)
        decoys = draw(0.6)
        respellsNumbers = draw(0.6)
        lineEnd = ["\n", "\n", "\r\n", "\r"][Int(random.next() % 4)]
        self.random = random
    }

    mutating func chance(_ probability: Double) -> Bool { random.nextUnitDouble() < probability }
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }

    /// The document whose plain form is `root` (with the SVG namespace declared on it), in this
    /// spelling, as the bytes of its encoding.
    mutating func bytes(of root: RoundTripElement) -> Data {
        var root = root
        if chance(0.4) {
            let special = pick(encoding == .latin1 ? ["sh&ared", "caf\u{E9}", "a<b>c", "q\"u'o", "\u{DF}\u{A9}"]
                                                   : ["sh&ared", "caf\u{E9}", "a<b>c", "q\"u'o", "\u{1D53D}\u{2211}", "\u{6F22}x"])
            root = root.replacing(attribute: "id", value: Self.sharedID, with: special)
                .replacing(attribute: "href", value: "#" + Self.sharedID, with: "#" + special)
            sharedIdentifier = special
            labels.insert("spelled: special id")
        }
        let prefix: String? = namespaces == .prefixed ? pick(encoding.has("\u{E9}") ? ["s", "svg", "v\u{E9}"] : ["s", "svg"]) : nil
        var namespaceAttributes: [(String, String)] = []
        switch namespaces {
        case .asDefault, .redeclared: namespaceAttributes.append(("xmlns", Self.svgNamespace))
        case .prefixed: namespaceAttributes.append(("xmlns:" + prefix!, Self.svgNamespace))
        case .absent: break
        }
        if reference == .xlinkOnRoot { namespaceAttributes.append(("xmlns:xlink", Self.xlinkNamespace)) }
        let body = element(root, prefix: prefix, declared: namespaceAttributes, depth: 0)

        var text = ""
        if declaration { text += xmlDeclaration() }
        text += topLevelMiscellany()
        if documentType {
            let rootName = (prefix.map { $0 + ":" } ?? "") + "svg"
            text += "<!DOCTYPE" + pick([" ", "  ", lineEnd]) + rootName
            switch Int(random.next() % 3) {
            case 0: text += " PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\""
            case 1: text += " SYSTEM 'about:legacy-compat'"
            default: break
            }
            if internalSubset { text += " [" + subset() + "]" }
            text += pick(["", " ", lineEnd]) + ">"
            labels.insert("spelled: document type")
        }
        text += topLevelMiscellany() + body + topLevelMiscellany()
        labels.insert("spelled: \(encoding)")
        switch encoding {
        case .utf8, .ascii, .asciiCompatible: return Data(text.utf8)
        case .utf8WithMark: return Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        case .utf16LittleEndian: return Data([0xFF, 0xFE]) + (text.data(using: .utf16LittleEndian) ?? Data())
        case .utf16BigEndian: return Data([0xFE, 0xFF]) + (text.data(using: .utf16BigEndian) ?? Data())
        case .latin1: return text.data(using: .isoLatin1) ?? Data()
        }
    }

    /// `<?xml version="1.0" …?>` naming this spelling's encoding (or not, where it may go unnamed).
    private mutating func xmlDeclaration() -> String {
        let names: [String?]
        switch encoding {
        case .utf8, .utf8WithMark: names = [nil, "UTF-8", "utf-8", "UTF8"]
        case .utf16LittleEndian, .utf16BigEndian: names = [nil, "UTF-16", "utf-16"]
        case .latin1: names = ["ISO-8859-1", "iso-8859-1", "latin1", "ISO_8859-1", "l1"]
        case .ascii: names = ["US-ASCII", "us-ascii", "ascii"]
        case .asciiCompatible: names = ["windows-1252", "ISO-8859-15", "Shift_JIS", "KOI8-R", "GB2312"]
        }
        func pseudo(_ name: String, _ value: String) -> String {
            let quote = mixedQuotes ? pick(["\"", "'"]) : "\""
            return pick([" ", "  ", lineEnd]) + name + (looseSpacing ? pick(["=", " = ", "\t="]) : "=") + quote + value + quote
        }
        var text = "<?xml" + pseudo("version", "1.0")
        if let name = pick(names) { text += pseudo("encoding", name) }
        if chance(0.3) { text += pseudo("standalone", pick(["yes", "no"])) }
        return text + pick(["", " "]) + "?>"
    }

    /// The internal subset: the declarations the body asked for, in order, among others that
    /// change nothing.
    private mutating func subset() -> String {
        let neutral = ["<!ELEMENT svg ANY>", "<!ELEMENT desc (#PCDATA)>", "<!ELEMENT g (path|use|g|rect)*>",
                       "<!ELEMENT title (#PCDATA|tspan)*>", "<!ELEMENT note ((a,b)|c?)+>", "<!ELEMENT hr EMPTY>",
                       "<!NOTATION png SYSTEM \"image/png\">", "<!NOTATION gif PUBLIC \"-//fillet//gif\">",
                       "<!ATTLIST rect class NMTOKENS #IMPLIED kind (a|b|c) 'a'>", "<!-- declarations -->",
                       "<?fillet subset?>", "<!-- it's 'quoted'-->", "<!ENTITY unused \"<!-- not a comment\">",
                       "<!ENTITY unused2 'x<!-- not a comment either'>",
                       "<!ENTITY z60 \"1\"><!ENTITY z60ref \"&z60;&#49;\">"]
        var entries = declarations
        for _ in 0..<Int(random.next() % 4) {
            entries.insert(pick(neutral), at: Int(random.next() % UInt64(entries.count + 1)))
        }
        if !entries.isEmpty { labels.insert("spelled: internal subset") }
        return entries.map { pick(["", " ", lineEnd, lineEnd + "  "]) + $0 }.joined() + pick(["", lineEnd])
    }

    /// Comments, processing instructions and white space, as allowed outside the root element.
    private mutating func topLevelMiscellany() -> String {
        guard miscellany else { return "" }
        var text = ""
        for _ in 0..<Int(random.next() % 3) {
            text += pick([lineEnd, " ", comment(), processingInstruction()])
        }
        return text
    }

    mutating func comment() -> String {
        "<!--" + pick([" note ", "", "- a - b", " <g> & \u{E9}t\u{E9} ", " \u{1D53D} > \u{2211} "]).filterEncodable(encoding) + "-->"
    }

    mutating func processingInstruction() -> String {
        let target = encoding.has("\u{E9}") ? pick(["fillet", "fillet-step", "\u{E9}t\u{E9}"]) : "fillet"
        return "<?" + target + pick(["", " data", " a=\"1\" ?b", "  ??x >"]) + "?>"
    }

    /// A name for the next entity, non-ASCII where the encoding has it.
    mutating func entityName() -> String {
        entityCount += 1
        let stem = pick(["d", "part", "e_", "a.b-c", "donn\u{E9}es", "\u{1D53D}x", "\u{6F22}"])
        return (stem.unicodeScalars.allSatisfy { encoding.has($0) } ? stem : "e") + "\(entityCount)"
    }

    /// Declares an internal entity whose replacement text is `value` (part of an attribute value)
    /// and returns its reference; half the time its tail is another entity, nested.
    mutating func entityReference(for value: String) -> String {
        let name = entityName()
        var literal: String
        if value.count > 4, chance(0.5) {
            let split = value.index(value.startIndex, offsetBy: Int(random.next() % UInt64(value.count)))
            literal = escaped(String(value[..<split]), context: .entityLiteral) + entityReference(for: String(value[split...]))
        } else {
            literal = escaped(value, context: .entityLiteral)
        }
        let quote = pick(["\"", "'"])
        literal = literal.replacingOccurrences(of: quote, with: quote == "\"" ? "&#34;" : "&#39;")
        declarations.append("<!ENTITY \(name) \(quote)\(literal)\(quote)>")
        labels.insert("spelled: entities")
        return "&\(name);"
    }

    /// Where a value is written: an attribute value quoted by `quote`; the literal of an entity
    /// that is part of an attribute value (its quote replaced by the caller); an attribute value
    /// quoted by `"` inside the literal of an entity referenced in content (`'` replaced by the caller).
    enum EscapeContext { case attribute(quote: Character), entityLiteral, entityContent }

    /// `value` written in `context`: `&` and `<` as predefined entities or character references,
    /// a quote that would end the value likewise, other characters as themselves or, at random, as
    /// decimal or hexadecimal references (always where the encoding lacks them). In an entity's
    /// literal a reference to `&`, `<` or a quote would be expanded when the entity is declared
    /// and become markup: those take their named form.
    private static let namedReferences: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"]

    mutating func escaped(_ value: String, context: EscapeContext) -> String {
        let named = Self.namedReferences
        var text = ""
        for scalar in value.unicodeScalars {
            let character = Character(scalar)
            // Both draws are taken for every scalar, whether or not a reference is written, so
            // the documents do not depend on how the text is built.
            let zeros = Int(random.next() % 3), uppercase = chance(0.5)
            var numeric: [String] {
                ["&#\(scalar.value);", "&#x" + String(repeating: "0", count: zeros)
                    + String(scalar.value, radix: 16, uppercase: uppercase) + ";"]
            }
            let isMarkup = scalar == "&" || scalar == "<"
            var literalAllowed = encoding.has(scalar) && !isMarkup
            var references: [String] {
                switch context {
                case .attribute: (named[character].map { [$0] } ?? []) + numeric
                case .entityLiteral: isMarkup ? [named[character]!] : numeric
                case .entityContent: named[character].map { [$0] } ?? numeric
                }
            }
            switch context {
            case .attribute(let quote):
                if character == quote { literalAllowed = false }
            case .entityLiteral:
                if scalar == "\"" || scalar == "'" { text.unicodeScalars.append(scalar); continue }
            case .entityContent:
                if scalar == "'" { text += "'"; continue }
                if scalar == "\"" { literalAllowed = false }
            }
            if literalAllowed && !(characterReferences && chance(0.15)) {
                if scalar == " ", looseSpacing, case .attribute = context, chance(0.2) {
                    // Literal white space is read as a space (§3.3.3); so is a reference to one.
                    text += pick(["\t", lineEnd, "&#32;", "&#x20;"])
                } else {
                    text.unicodeScalars.append(scalar)
                }
            } else {
                text += pick(references)
                labels.insert("spelled: references")
            }
        }
        return text
    }
}

import Foundation
import FilletSupport

/// Elements, attributes and content in a ``RoundTripSpelling``.
extension RoundTripSpelling {
    /// Where an element is written: in the document, or inside the literal of an entity
    /// referenced in content (quoted with `'`, so its attribute values take `"`, and `&`, `<`
    /// and `"` only as named entities: a character reference would be expanded when the entity
    /// is declared and become markup).
    enum Place { case document, entity }

    /// The element `node` and its subtree under the SVG prefix `prefix` (`nil`: unprefixed),
    /// with the namespace declarations `declared` among its attributes. `mayRedeclare`: whether
    /// this element may declare the SVG namespace again (not when `declared` binds it elsewhere).
    mutating func element(_ node: RoundTripElement, prefix: String?, declared: [(name: String, value: String)],
                          depth: Int, place: Place = .document, mayRedeclare: Bool = true) -> String {
        var prefix = prefix
        var declared = declared
        var attributes = node.attributes
        if depth > 0, mayRedeclare {
            if namespaces == .prefixed, chance(0.15) {
                let next = prefix == "t" ? "n2" : "t"
                declared.append(("xmlns:" + next, Self.svgNamespace))
                prefix = next
                labels.insert("spelled: prefix changed")
            } else if namespaces == .redeclared, chance(0.3) {
                declared.append(("xmlns", Self.svgNamespace))
            }
        }
        let qualified = (prefix.map { $0 + ":" } ?? "") + node.name
        if node.name == "use", let index = attributes.firstIndex(where: { $0.name == "href" }) {
            switch reference {
            case .href: break
            case .xlinkOnRoot: attributes[index].name = "xlink:href"
            case .xlinkOnUse:
                let xlinkPrefix = pick(["l", "xl", "link"])
                attributes[index].name = xlinkPrefix + ":href"
                declared.append(("xmlns:" + xlinkPrefix, Self.xlinkNamespace))
            }
            if reference != .href { labels.insert("spelled: xlink") }
            if internalSubset, place == .document, chance(0.5), let x = attributes.firstIndex(where: { $0.name == "x" }) {
                // Left to the attribute list's default (XML 1.0 §3.3.2); a later declaration of it is ignored (§3.3).
                let value = attributes.remove(at: x).value
                declarations.append("<!ATTLIST \(qualified) x CDATA " + (chance(0.5) ? "#FIXED " : "") + "\"\(value)\">")
                if chance(0.5) { declarations.append("<!ATTLIST \(qualified) x CDATA '0' y CDATA #IMPLIED>") }
                labels.insert("spelled: attribute default")
            }
        }
        var padded: String?
        if node.name == "path", internalSubset, place == .document, attributes.contains(where: { $0.name == "id" }),
           chance(0.5) {
            // A tokenised type: leading and trailing spaces are dropped from the value (§3.3.3).
            declarations.append("<!ATTLIST \(qualified) id ID #IMPLIED>")
            padded = "id"
            labels.insert("spelled: tokenised id")
        }
        if place == .document, attributes.contains(where: { $0.name == "id" && $0.value == sharedIdentifier }) {
            sharedWritten = true
        }
        var all = declared + attributes
        if mixedQuotes || looseSpacing { all.shuffle(using: &random) }

        var text = "<" + qualified
        for (name, plainValue) in all {
            var value = plainValue
            if respellsNumbers, !name.hasPrefix("xmlns") {
                if name == "d" {
                    value = respelledPathData(value)
                } else if Self.numericAttributes.contains(name) {
                    value = respellingNumbers(in: value)
                }
            }
            text += looseSpacing ? pick([" ", "  ", "\t", lineEnd, lineEnd + "\t"]) : " "
            text += name + (looseSpacing ? pick(["=", " =", "= ", " = ", "\t=\t"]) : "=")
            let quote: Character = place == .entity ? "\"" : mixedQuotes ? pick(["\"", "'"]) : "\""
            let context: EscapeContext = place == .entity ? .entityContent : .attribute(quote: quote)
            var written: String
            if internalSubset, place == .document, ["d", "transform", "points"].contains(name), value.count > 2, chance(0.35) {
                let start = Int(random.next() % UInt64(value.count / 2))
                let end = start + 1 + Int(random.next() % UInt64(value.count - start))
                let scalars = Array(value)
                written = escaped(String(scalars[..<start]), context: context)
                    + entityReference(for: String(scalars[start..<end]))
                    + escaped(String(scalars[end...]), context: context)
            } else {
                written = escaped(value, context: context)
            }
            if name == padded { written = tokenPadding([" ", "  ", "&#32;"]) + written + tokenPadding([" ", "\t", ""]) }
            if name.hasSuffix("href"), looseSpacing, place == .document {
                // White space around a reference, trimmed by the reader; literal tabs and line ends
                // are read as spaces first (§3.3.3).
                written = pick(["", " ", "\t", lineEnd]) + written + pick(["", " ", "\t", lineEnd, "\r\n"])
            }
            text += String(quote) + written + String(quote)
        }
        text += looseSpacing ? pick(["", " ", lineEnd]) : ""
        let isContainer = ["svg", "g"].contains(node.name)
        if node.children.isEmpty && !isContainer {
            switch Int(random.next() % (miscellany ? 4 : 3)) {
            case 0: return text + "/>"
            case 1: return text + " />"
            case 2: return text + "></" + qualified + ">"
            default: return text + ">" + contentMiscellany(place) + "</" + qualified + ">"
            }
        }
        text += ">"
        for child in node.children {
            text += contentMiscellany(place)
            if decoys, isContainer, place == .document, !writingDecoy, chance(0.3) { text += decoy(prefix: prefix, depth: depth + 1) }
            if internalSubset, place == .document, child.children.isEmpty,
               !child.attributes.contains(where: { ["id", "href"].contains($0.name) }), chance(0.25) {
                text += contentEntity(child, prefix: prefix, depth: depth + 1)
            } else {
                text += element(child, prefix: prefix, declared: [], depth: depth + 1, place: place)
            }
        }
        text += contentMiscellany(place)
        if decoys, isContainer, place == .document, !writingDecoy, chance(0.3) { text += decoy(prefix: prefix, depth: depth + 1) }
        return text + "</" + qualified + (looseSpacing ? pick([">", " >", lineEnd + ">"]) : ">")
    }

    /// White space around a tokenised value, dropped by its normalisation (XML 1.0 §3.3.3), in one
    /// draw: one of `literal`, or a reference to an entity whose replacement text is a tab, a line
    /// feed or a carriage return. Its literal writes the character as a reference (`&#13;`), so
    /// the character itself, not a line end normalised on input, is in the replacement text, and
    /// §3.3.3 reads it as a space before the spaces are dropped; a reader that keeps it gives the
    /// shared path an id its `use` does not name. (A character reference in the value itself
    /// would be kept as the character, so it is not written there.)
    mutating func tokenPadding(_ literal: [String]) -> String {
        let entities = [(name: "fillet-tab", text: "&#9;"), (name: "fillet-lf", text: "&#10;"), (name: "fillet-cr", text: "&#13;")]
        let written = pick(literal + entities.map { "&\($0.name);" })
        if let entity = entities.first(where: { "&\($0.name);" == written }) {
            let declaration = "<!ENTITY \(entity.name) \"\(entity.text)\">"
            if !declarations.contains(declaration) { declarations.append(declaration) }
        }
        return written
    }

    /// A leaf element written as an internal entity's replacement text and referenced in content
    /// (XML 1.0 §4.4.2: included as markup).
    mutating func contentEntity(_ node: RoundTripElement, prefix: String?, depth: Int) -> String {
        let name = entityName()
        let literal = element(node, prefix: prefix, declared: [], depth: depth, place: .entity)
            .replacingOccurrences(of: "'", with: "&#39;")
        declarations.append("<!ENTITY \(name) '\(literal)'>")
        labels.insert("spelled: entity in content")
        return "&\(name);"
    }

    /// White space, comments, processing instructions, CDATA sections, text and references
    /// between elements, which draw nothing. Inside an entity's literal: no `&` but named
    /// references, no `%`.
    mutating func contentMiscellany(_ place: Place) -> String {
        guard miscellany, chance(0.5) else { return "" }
        labels.insert("spelled: miscellany")
        switch Int(random.next() % (place == .entity ? 3 : 7)) {
        case 0: return pick([lineEnd, " ", lineEnd + "\t\t"])
        case 1: return "<!-- note -->"
        case 2: return processingInstruction()
        case 3: return comment()
        case 4: return "<![CDATA[ <g> & ]] > " + pick(["", "\u{E9}", " <?x"]).filterEncodable(encoding) + "]]>"
        case 5: return "text &amp; &#60; &gt; &#x20;" + pick(["", "\u{2211}"]).filterEncodable(encoding) + " ]]"
        default: return "&#xA;&#10;&quot;"
        }
    }
}

extension String {
    /// The string without the characters `encoding` does not have (for comments, where a
    /// reference is not read).
    func filterEncodable(_ encoding: RoundTripSpelling.Encoding) -> String {
        String(String.UnicodeScalarView(unicodeScalars.filter { encoding.has($0) }))
    }
}

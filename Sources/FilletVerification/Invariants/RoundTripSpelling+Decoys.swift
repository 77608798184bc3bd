import FilletSupport

/// Elements that draw nothing, among a round-trip document's elements.
extension RoundTripSpelling {
    /// One element SVG 2 says draws nothing, in this spelling under the SVG prefix `prefix`:
    /// - hidden: `display="none"` (any case, spaces around), `display: none` in `style` (with
    ///   `!important`, after other declarations, the last of two, overriding `display="inline"`),
    ///   inside a hidden group;
    /// - conditions that fail (SVG 2 §5.6, a user agent in English with no extension):
    ///   `systemLanguage` without `en` or `en-…`, any `requiredExtensions`; a `switch` whose first
    ///   candidate that holds draws nothing, or whose candidates all fail;
    /// - outside the SVG namespace (Namespaces in XML 1.0): a foreign element around an SVG path
    ///   (its local name, after the prefix's colon, ASCII or a character of two, three or four
    ///   bytes in UTF-8 where the encoding has it, three-byte ones from lead byte E0 up), a path in another default namespace, the SVG
    ///   prefix bound to another namespace (named by RFC 3986 references of every form: userinfo,
    ///   port, IP literal, query, fragment, escapes; relative ones only under a prefix, as libxml2
    ///   required);
    /// - never rendered: inside `clipPath`, `mask`, `marker`, `pattern`, an unreferenced `symbol`,
    ///   `defs`, `metadata`, `title`, `desc`, a gradient;
    /// - not rendered (§10): a `rect` of zero, negative or missing width or height, a `circle` or
    ///   `ellipse` of zero or missing radius, a `path` with no data or moves only, a `polyline`
    ///   of one point, a `polygon` of none;
    /// - a `use` of an unknown id, without a reference, of itself or of its own group (a cycle, §5.5);
    /// - a transform that is not invertible (CSS Transforms 1 §6);
    /// - a hidden element with the shared path's id after it (the first element of an id is the
    ///   one referenced).
    mutating func decoy(prefix: String?, depth: Int) -> String {
        labels.insert("decoys")
        writingDecoy = true
        defer { writingDecoy = false }
        let data = pick(["M1 2 L3 5 L6 1 Z", "M0 0 H4 V4", "m2 2 l1 1 c1 0 1 1 0 1"])
        func path(_ extra: [(name: String, value: String)]) -> RoundTripElement {
            RoundTripElement("path", [("d", data)] + extra)
        }
        func write(_ node: RoundTripElement) -> String { element(node, prefix: prefix, declared: [], depth: depth) }
        let rect = RoundTripElement("rect", [("width", "3"), ("height", "2")])
        switch random.next() % 15 {
        case 0:
            return write(path([("display", pick(["none", " none ", "NONE", "None"]))]))
        case 1:
            return write(path([("style", pick(["display:none", "stroke: red; display : none !important ;",
                                               "display: inline; display: none", "DISPLAY:None ! important",
                                               "fill:none;display:none"]))]))
        case 2:
            return write(path([("display", "inline"), ("style", "display: none")]))
        case 3:
            return write(path([("systemLanguage", pick(["fr", "de-CH, fr", "english", "enx", ""]))]))
        case 4:
            return write(path([("requiredExtensions", pick(["http://example.org/extension", ""]))]))
        case 5:
            let hidden: (name: String, value: String) = chance(0.5) ? ("display", "none") : ("style", "display:none")
            return write(RoundTripElement("g", [hidden], children: [path([]), rect]))
        case 6:
            // Local parts after the prefix's colon in UTF-8 of every length where the encoding has
            // them: ASCII, two bytes (é, д), three (क, ก: lead byte E0, the least a three-byte
            // character has; 漢), four (𝔽); one draw whatever the encoding.
            let names = ["note", "\u{E9}t\u{E9}", "\u{434}", "\u{915}", "\u{E01}", "\u{6F22}", "\u{1D53D}x"]
                .filter { $0.unicodeScalars.allSatisfy(encoding.has) }
            let name = names.count > 1 ? pick(names) : "note"
            let uri = escaped(pick(Self.absoluteDecoyNamespaces + Self.relativeDecoyNamespaces), context: .attribute(quote: "\""))
            return "<f:\(name) xmlns:f=\"\(uri)\">"
                + element(path([]), prefix: prefix, declared: [], depth: depth + 1) + "</f:\(name)>"
        case 7:
            return element(path([]), prefix: nil, declared: [("xmlns", pick(Self.absoluteDecoyNamespaces))], depth: depth,
                           mayRedeclare: false)
        case 8:
            let binding = prefix.map { "xmlns:" + $0 } ?? "xmlns"
            return element(RoundTripElement("g", [], children: [path([]), rect]), prefix: prefix,
                           declared: [(binding, pick(prefix == nil ? Self.absoluteDecoyNamespaces
                                                                   : Self.absoluteDecoyNamespaces + Self.relativeDecoyNamespaces))],
                           depth: depth, mayRedeclare: false)
        case 9:
            let container = pick(["clipPath", "mask", "marker", "pattern", "symbol", "defs", "metadata", "title", "desc",
                                  "linearGradient"])
            return write(RoundTripElement(container, [], children: [path([]), rect]))
        case 10:
            return write(pick([RoundTripElement("rect", [("width", "0"), ("height", "3")]),
                               RoundTripElement("rect", [("width", "3"), ("height", "0")]),
                               RoundTripElement("rect", [("width", "3")]),
                               RoundTripElement("rect", [("width", "-1"), ("height", "2")]),
                               RoundTripElement("circle", [("r", "0")]), RoundTripElement("circle", [("cx", "1")]),
                               RoundTripElement("ellipse", [("rx", "0"), ("ry", "2")]),
                               RoundTripElement("ellipse", [("cx", "1")]), RoundTripElement("path", [("d", "")]),
                               RoundTripElement("path", [("d", "M1 2")]), RoundTripElement("path", [("d", "M1 2 m3 4")]),
                               RoundTripElement("polyline", [("points", "3,4")]),
                               RoundTripElement("polygon", [("points", "")])]))
        case 11:
            decoyCount += 1
            let own = "loop\(decoyCount)"
            return write(pick([RoundTripElement("use", [("href", "#fillet-missing")]), RoundTripElement("use", []),
                               RoundTripElement("use", [("id", own), ("href", "#" + own)]),
                               RoundTripElement("g", [("id", own)], children: [RoundTripElement("use", [("href", "#" + own)])])]))
        case 12:
            return write(path([("transform", pick(["scale(0)", "matrix(1 2 2 4 0 0)", "scale(1 0)", "scale(0 1)"]))]))
        case 13:
            return write(pick([RoundTripElement("switch", [], children: [path([("systemLanguage", "xx")]),
                                                                           RoundTripElement("desc", [])]),
                               RoundTripElement("switch", [], children: [RoundTripElement("text", []), path([])])]))
        default:
            // Only after the shared path: before it, this one would be the element its id refers to.
            return write(path(sharedWritten ? [("id", sharedIdentifier), ("display", "none")] : [("display", "none")]))
        }
    }
}

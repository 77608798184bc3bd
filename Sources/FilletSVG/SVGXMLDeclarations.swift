/// What a document type declaration's internal subset declares that changes how the document
/// reads: internal general entities and attribute lists (defaults, and which values are
/// normalised as tokens). Element and notation declarations are checked for syntax only.
struct SVGXMLDeclarations {
    /// One attribute of an `<!ATTLIST>`.
    struct Attribute {
        /// The attribute's qualified name, as declared.
        var name: String
        /// Whether its type is `CDATA`: a value of any other type has its spaces trimmed and
        /// collapsed (XML 1.0 §3.3.3).
        var isCharacterData: Bool
        /// The default value (normalised), `nil` for `#REQUIRED` and `#IMPLIED`.
        var defaultValue: String?
    }

    /// Each internal general entity's replacement text: its literal with character references
    /// expanded (XML 1.0 §4.5). The first declaration of a name wins (§4.2).
    var entities: [String: [UInt8]] = [:]
    /// The attributes declared for one element, in declaration order; the first declaration of
    /// an attribute wins (§3.3). A hostile DTD may declare tens of thousands for one element, so
    /// past ``scannedAttributes`` they are found by name through a dictionary, and a start tag
    /// visits only the ones with a default.
    struct AttributeList {
        /// The most declarations looked up by a scan; past it, the dictionary.
        static let scannedAttributes = 16

        private(set) var attributes: [Attribute] = []
        /// The declarations with a default value, in declaration order: what a start tag adds.
        private(set) var defaulted: [Attribute] = []
        /// Each declared name's index in `attributes` (names compare as `String`s do), once there
        /// are more than ``scannedAttributes``.
        private var positions: [String: Int]?

        /// The declaration of `name`, if any.
        func attribute(named name: String) -> Attribute? {
            guard let positions else { return attributes.first { $0.name == name } }
            return positions[name].map { attributes[$0] }
        }

        /// Adds `attribute` unless its name is declared already.
        mutating func declare(_ attribute: Attribute) {
            guard self.attribute(named: attribute.name) == nil else { return }
            if positions == nil, attributes.count >= Self.scannedAttributes {
                var index: [String: Int] = [:]
                for (position, declared) in attributes.enumerated() { index[declared.name] = position }
                positions = index
            }
            positions?[attribute.name] = attributes.count
            attributes.append(attribute)
            if attribute.defaultValue != nil { defaulted.append(attribute) }
        }
    }

    /// The attributes declared for each element (by qualified name).
    var attributeLists: [String: AttributeList] = [:]
    /// How many entity references each entity's expansion holds, its own included (memoised).
    private var referenceCounts: [String: Int] = [:]

    /// The five entities XML predefines and the byte each stands for.
    static func predefined(_ name: UnsafeBufferPointer<UInt8>) -> UInt8? {
        switch name.count {
        case 2 where name[1] == UInt8(ascii: "t"):
            if name[0] == UInt8(ascii: "l") { return UInt8(ascii: "<") }
            if name[0] == UInt8(ascii: "g") { return UInt8(ascii: ">") }
            return nil
        case 3 where name.elementsEqual("amp".utf8): return UInt8(ascii: "&")
        case 4 where name.elementsEqual("quot".utf8): return UInt8(ascii: "\"")
        case 4 where name.elementsEqual("apos".utf8): return UInt8(ascii: "'")
        default: return nil
        }
    }

    mutating func declareAttribute(_ attribute: Attribute, of element: String) {
        attributeLists[element, default: AttributeList()].declare(attribute)
    }

    /// Whether `attribute` of `element` is declared with a type other than `CDATA`.
    func isTokenized(_ attribute: String, of element: String) -> Bool {
        attributeLists[element]?.attribute(named: attribute).map { !$0.isCharacterData } ?? false
    }

    /// The entity references `&name;` sets off, counting those of the entities it refers to:
    /// libxml2's measure of an expansion's density (`xmlParserEntityCheck`), saturating at
    /// `Int.max / 8` (also for a cycle, which ``SVGEntityBudget`` refuses before any reading).
    mutating func referenceCount(of name: String) -> Int {
        if let known = referenceCounts[name] { return known }
        let saturated = Int.max / 8
        var inProgress: Set<String> = [name]
        var stack: [(name: String, index: Int, total: Int)] = [(name, 0, 1)]
        while var frame = stack.popLast() {
            guard let text = entities[frame.name] else {
                referenceCounts[frame.name] = 1
                inProgress.remove(frame.name)
                continue
            }
            var pending: String?
            while frame.index < text.count {
                guard text[frame.index] == UInt8(ascii: "&"), frame.index + 1 < text.count,
                      text[frame.index + 1] != UInt8(ascii: "#"),
                      let end = text[frame.index...].firstIndex(of: UInt8(ascii: ";")) else {
                    frame.index += 1
                    continue
                }
                let reference = String(decoding: text[(frame.index + 1)..<end], as: UTF8.self)
                if entities[reference] == nil {
                    frame.total = Swift.min(saturated, frame.total + 1)
                } else if let known = referenceCounts[reference] {
                    frame.total = Swift.min(saturated, frame.total + known)
                } else if inProgress.contains(reference) {
                    frame.total = saturated
                } else {
                    pending = reference
                    break
                }
                frame.index = end + 1
            }
            if let pending {
                stack.append(frame)
                inProgress.insert(pending)
                stack.append((pending, 0, 1))
                continue
            }
            referenceCounts[frame.name] = frame.total
            inProgress.remove(frame.name)
        }
        return referenceCounts[name] ?? 1
    }
}

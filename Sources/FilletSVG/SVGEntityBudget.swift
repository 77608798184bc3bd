import FilletSupport
import Foundation

/// A bound on what a document's internal entities expand to, computed from its bytes before the
/// XML parser runs, and refused above ``maximumExpansion``.
///
/// libxml2 refuses an entity that nests its expansion (billion laughs), but not one big entity
/// referenced many times: 100 KB referenced 99 times in each of 2 000 attributes is 20 GB of
/// text, parsed for minutes in gigabytes of memory, from a 1.1 MB file. The bound here is sound:
///
/// ```
/// expansion ≤ Σ over references &e; outside the DTD of size(e)
///           + (start tags) × Σ over references in attribute defaults of size(e)
/// size(e)   = bytes of e's literal value, with each &f; in it replaced by size(f)
/// ```
///
/// (a default declared in `<!ATTLIST …>` may be applied to every element; `<` counts the start
/// tags from above). References in comments and CDATA sections are counted although the parser
/// does not expand them, so the bound only errs high. Character references and the five
/// predefined entities are not counted (they expand to no more than they are written as).
///
/// An internal parameter entity (`<!ENTITY % p "…">`) is refused: its replacement text may
/// declare further entities that this scan would not see. (External ones are refused by
/// ``SVGExternalEntities``.) A reference cycle counts as over the budget.
enum SVGEntityBudget {
    /// The most bytes a document's entity references may expand to: 16 MiB. Illustrator's
    /// namespace entities (`&ns_svg;`) expand to a few hundred bytes.
    static let maximumExpansion = 16 << 20

    /// Throws when the entities `bytes` declare could expand past `budget`, or when it declares
    /// an internal parameter entity.
    /// - Complexity: O(bytes + declared entity text), no recursion.
    static func check(_ bytes: Data, budget: Int = maximumExpansion) throws(SVGFileError) {
        let scan = bytes.withUnsafeBytes { raw in Scan(raw.bindMemory(to: UInt8.self)) }
        if let parameter = scan.parameterEntity {
            throw SVGFileError(line: parameter.line, reason: "the document declares the parameter entity "
                               + "\(OneLine.quoted(parameter.name)), which is not read: the declarations it holds "
                               + "would be missing from the check")
        }
        guard !scan.declarations.isEmpty else { return }
        var sizes = ExpandedSizes(declarations: scan.declarations, cap: budget)
        // (name, references, size): each entity's part of the bound.
        var parts = scan.bodyReferences.map { (name: $0.key, references: $0.value, size: sizes.size(of: $0.key)) }
        parts += scan.defaultReferences.map { (name: $0, references: Swift.max(scan.startTags, 1), size: sizes.size(of: $0)) }
        func expansion(_ part: (name: String, references: Int, size: Int)) -> Int {
            let product = part.size.multipliedReportingOverflow(by: part.references)
            return product.overflow ? Int.max : product.partialValue
        }
        let total = parts.reduce(0) { sum, part in
            let next = sum.addingReportingOverflow(expansion(part))
            return next.overflow ? Int.max : next.partialValue
        }
        guard total > budget,
              let largest = parts.max(by: { (expansion($0), $1.name) < (expansion($1), $0.name) }) else { return }
        let sizeText = largest.size > budget ? "more than \(budget) bytes" : "\(largest.size) bytes"
        throw SVGFileError(reason: "entity references would expand to more than \(budget) bytes, the budget for one "
                           + "document: \(OneLine.quoted(largest.name)) (\(sizeText)) is referenced "
                           + "\(largest.references) times")
    }

    /// What one pass over the bytes finds.
    struct Scan {
        /// Each general entity's literal value (the first declaration wins, as in XML).
        var declarations: [String: [UInt8]] = [:]
        /// References outside the DTD, by name, with their counts.
        var bodyReferences: [String: Int] = [:]
        /// References inside the literals of `<!ATTLIST …>` declarations (attribute defaults).
        var defaultReferences: [String] = []
        /// `<` bytes outside the DTD: at least the number of start tags.
        var startTags = 0
        var parameterEntity: (name: String, line: Int)?

        init(_ text: UnsafeBufferPointer<UInt8>) {
            var index = 0, line = 1
            let subset = Self.internalSubset(text)
            while index < text.count {
                let byte = text[index]
                if byte == 0x0A { line += 1 }
                if let subset, subset.contains(index) {
                    if byte == UInt8(ascii: "<"), Self.hasPrefix(text, at: index, "<!ENTITY") {
                        index = readEntity(text, from: index + 8, line: line)
                        continue
                    }
                    if byte == UInt8(ascii: "<"), Self.hasPrefix(text, at: index, "<!ATTLIST") {
                        index = readAttributeList(text, from: index + 9)
                        continue
                    }
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "<") { startTags += 1 }
                if byte == UInt8(ascii: "&"), let (name, end) = Self.reference(text, at: index) {
                    bodyReferences[name, default: 0] += 1
                    index = end
                    continue
                }
                index += 1
            }
        }

        /// The byte range between the `[` and `]` of `<!DOCTYPE … [ … ]>`, if any.
        static func internalSubset(_ text: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
            var index = 0
            while index < text.count, !hasPrefix(text, at: index, "<!DOCTYPE") {
                // The DOCTYPE comes before the root element.
                if text[index] == UInt8(ascii: "<"), index + 1 < text.count,
                   text[index + 1] != UInt8(ascii: "?"), text[index + 1] != UInt8(ascii: "!") { return nil }
                index += 1
            }
            guard index < text.count else { return nil }
            var quote: UInt8? = nil
            var start: Int?
            index += 9
            while index < text.count {
                let byte = text[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if start == nil, byte == UInt8(ascii: "[") {
                    start = index + 1
                } else if start == nil, byte == UInt8(ascii: ">") {
                    return nil
                } else if let start, byte == UInt8(ascii: "]") {
                    return start..<index
                } else if start != nil, hasPrefix(text, at: index, "<!--") {
                    // A comment in the subset may hold quotes and brackets.
                    var end = index + 4
                    while end < text.count, !hasPrefix(text, at: end, "-->") { end += 1 }
                    index = end + 3
                    continue
                }
                index += 1
            }
            return start.map { $0..<text.count }
        }

        mutating func readEntity(_ text: UnsafeBufferPointer<UInt8>, from start: Int, line: Int) -> Int {
            var index = Self.skipSpaces(text, start)
            var isParameter = false
            if index < text.count, text[index] == UInt8(ascii: "%") {
                isParameter = true
                index = Self.skipSpaces(text, index + 1)
            }
            let nameStart = index
            while index < text.count, !Self.isSpace(text[index]), text[index] != UInt8(ascii: ">") { index += 1 }
            let name = String(decoding: text[nameStart..<index], as: UTF8.self)
            if isParameter {
                if parameterEntity == nil { parameterEntity = (name, line) }
                return index
            }
            index = Self.skipSpaces(text, index)
            guard index < text.count, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") else {
                return index  // external (refused elsewhere) or malformed (the parser refuses it)
            }
            let quote = text[index]
            let valueStart = index + 1
            index = valueStart
            while index < text.count, text[index] != quote { index += 1 }
            if declarations[name] == nil { declarations[name] = Array(text[valueStart..<Swift.min(index, text.count)]) }
            return index + 1
        }

        mutating func readAttributeList(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            var index = start
            var quote: UInt8? = nil
            while index < text.count {
                let byte = text[index]
                if let open = quote {
                    if byte == open { quote = nil }
                    else if byte == UInt8(ascii: "&"), let (name, end) = Self.reference(text, at: index) {
                        defaultReferences.append(name)
                        index = end
                        continue
                    }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    return index + 1
                }
                index += 1
            }
            return index
        }

        /// The general entity named by `&name;` at `index` and the index past its `;`; `nil` for
        /// a character reference, a predefined entity or a stray `&`.
        static func reference(_ text: some RandomAccessCollection<UInt8>, at index: Int) -> (String, Int)? {
            let start = text.index(text.startIndex, offsetBy: index + 1)
            guard start < text.endIndex, text[start] != UInt8(ascii: "#") else { return nil }
            var end = start, length = 0
            // XML names are short; 1 000 bytes is far past any real one.
            while end < text.endIndex, text[end] != UInt8(ascii: ";"), length < 1_000 {
                let byte = text[end]
                if isSpace(byte) || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"")
                    || byte == UInt8(ascii: "'") { return nil }
                text.formIndex(after: &end)
                length += 1
            }
            guard end < text.endIndex, text[end] == UInt8(ascii: ";"), length > 0 else { return nil }
            let name = String(decoding: text[start..<end], as: UTF8.self)
            guard !predefined.contains(name) else { return nil }
            return (name, index + 1 + length + 1)
        }

        static let predefined: Set<String> = ["lt", "gt", "amp", "quot", "apos"]

        static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

        static func skipSpaces(_ text: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
            var index = start
            while index < text.count, isSpace(text[index]) { index += 1 }
            return index
        }

        static func hasPrefix(_ text: UnsafeBufferPointer<UInt8>, at index: Int, _ prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard index + count <= text.count else { return false }
            let bytes = UnsafeBufferPointer(start: prefix.utf8Start, count: count)
            return text[index..<(index + count)].elementsEqual(bytes)
        }
    }

    /// size(e) for each declared entity, memoised, saturating at `cap + 1`, computed with an
    /// explicit stack (entities may refer to entities many levels deep).
    struct ExpandedSizes {
        let declarations: [String: [UInt8]]
        let cap: Int
        var sizes: [String: Int] = [:]

        init(declarations: [String: [UInt8]], cap: Int) {
            self.declarations = declarations
            self.cap = cap
        }

        /// The bytes `&name;` expands to at most (`cap + 1` meaning "more than the cap", also
        /// for a cycle); 0 for an undeclared name (the parser refuses its reference).
        mutating func size(of name: String) -> Int {
            if let known = sizes[name] { return known }
            guard declarations[name] != nil else { return 0 }
            var inProgress: Set<String> = [name]
            var stack = [name]
            while let current = stack.last {
                let value = declarations[current]!
                var total = 0, pending: String?
                var index = 0
                while index < value.count {
                    if value[index] == UInt8(ascii: "&"), let (reference, end) = Scan.reference(value, at: index) {
                        if let known = sizes[reference] {
                            total = Swift.min(cap + 1, total + known)
                        } else if declarations[reference] == nil {
                            // Undeclared: the parser refuses it.
                        } else if inProgress.contains(reference) {
                            total = cap + 1  // a cycle
                        } else {
                            pending = reference
                            break
                        }
                        index = end
                        continue
                    }
                    total = Swift.min(cap + 1, total + 1)
                    index += 1
                }
                if let pending {
                    inProgress.insert(pending)
                    stack.append(pending)
                    continue
                }
                sizes[current] = total
                inProgress.remove(current)
                stack.removeLast()
            }
            return sizes[name] ?? 0
        }
    }
}

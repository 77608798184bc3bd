import FilletSupport
import Foundation

/// A bound on what a document's internal entities expand to, computed from its bytes before the
/// XML is read, and refused above ``maximumExpansion``.
///
/// The XML reader (`SVGXMLScanner`, as libxml2 before it) refuses an entity that nests its
/// expansion densely (billion laughs), but not one big entity referenced many times: 100 KB referenced 99 times in each of 2 000 attributes is 20 GB of
/// text from a 1.1 MB file. The bound errs only high, whatever the document's comments,
/// processing instructions and literals hold, because it reads no structure it could be
/// misled about:
///
/// ```
/// expansion ≤ Σ over every "&name;" in the file of size(name)
/// size(e)   = bytes of e's literal, each "&f;" in it replaced by size(f), for the largest of
///             all the literals anything in the file declares for e ("<!ENTITY e '…'>")
/// ```
///
/// Every occurrence counts: in the body, in comments, in other entities' literals (which is
/// counted once more than it expands). What the bound cannot follow is refused instead: a
/// parameter entity (its text may declare entities), a character reference to `&`, `<` or `%`
/// inside an entity's literal (it becomes markup when expanded), and an `<!ATTLIST>` whose
/// defaults refer to an entity (a default applies to elements the entities themselves may write).
/// A reference cycle counts as past the budget; the parser refuses it anyway.
///
/// The same pass refuses an external entity (`<!ENTITY [%] name SYSTEM|PUBLIC …>`): it is never
/// loaded, so what it would have drawn would be missing from the check. An external DTD named in
/// `<!DOCTYPE … "….dtd">` is fine.
enum SVGEntityBudget {
    /// The most bytes a document's entity references may expand to: 16 MiB. Illustrator's
    /// namespace entities (`&ns_svg;`) expand to a few hundred bytes.
    static let maximumExpansion = 16 << 20

    /// Throws when the entities `bytes` declare could expand past `budget`, or when the document
    /// uses a form the bound does not follow.
    /// - Complexity: O(bytes): one pass over the file, one over each literal.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, budget: Int = maximumExpansion) throws(SVGFileError) {
        // Only a declaration refuses or adds to the budget: without one the scan finds nothing.
        guard mayDeclare(bytes) else { return }
        let scan = Scan(bytes)
        if let refusal = scan.refusal { throw SVGFileError(line: refusal.line, reason: refusal.reason) }
        guard !scan.declarations.isEmpty else { return }
        var sizes = ExpandedSizes(declarations: scan.declarations, cap: budget)
        var total = 0
        var largest: (name: String, references: Int, size: Int, bytes: Int)?
        for (name, references) in scan.references.sorted(by: { $0.key < $1.key }) {
            let size = sizes.size(of: name)
            let product = size.multipliedReportingOverflow(by: references)
            let bytes = product.overflow ? Int.max : product.partialValue
            let sum = total.addingReportingOverflow(bytes)
            total = sum.overflow ? Int.max : sum.partialValue
            if bytes > largest?.bytes ?? -1 { largest = (name, references, size, bytes) }
        }
        guard total > budget, let largest else { return }
        let sizeText = largest.size > budget ? "more than \(budget) bytes" : "\(largest.size) bytes"
        throw SVGFileError(reason: "entity references would expand to more than \(budget) bytes, the budget for one "
                           + "document: \(OneLine.quoted(largest.name)) (\(sizeText)) is referenced "
                           + "\(largest.references) times")
    }

    /// Whether `bytes` hold `<!ENTITY` or `<!ATTLIST` anywhere (in markup, comments or
    /// literals alike): the only places ``Scan`` declares an entity or refuses a form. Without
    /// either, the scan would find no declaration and no refusal, and the budget holds.
    /// - Complexity: O(bytes), `memchr` from one `<` to the next.
    static func mayDeclare(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        while index < bytes.count {
            guard let found = memchr(base + index, Int32(UInt8(ascii: "<")), bytes.count - index) else { return false }
            index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if Scan.hasPrefix(bytes, at: index, "<!ENTITY") || Scan.hasPrefix(bytes, at: index, "<!ATTLIST") { return true }
            index += 1
        }
        return false
    }

    /// What one pass over the bytes finds.
    struct Scan {
        /// Each general entity's literal, the largest where several declarations name it.
        var declarations: [String: [UInt8]] = [:]
        /// Every general entity reference in the file, by name.
        var references: [String: Int] = [:]
        /// The first form the bound does not follow, and its line.
        var refusal: (reason: String, line: Int)?

        init(_ text: UnsafeBufferPointer<UInt8>) {
            var index = 0, line = 1
            while index < text.count, refusal == nil {
                let byte = text[index]
                if byte == 0x0A { line += 1 }
                if byte == UInt8(ascii: "<"), Self.hasPrefix(text, at: index, "<!ENTITY") {
                    readEntity(text, from: index + 8, line: line)
                } else if byte == UInt8(ascii: "<"), Self.hasPrefix(text, at: index, "<!ATTLIST") {
                    readAttributeList(text, from: index + 9, line: line)
                } else if byte == UInt8(ascii: "&"), let (name, _) = Self.reference(text, at: index) {
                    references[name, default: 0] += 1
                }
                index += 1
            }
        }

        mutating func readEntity(_ text: UnsafeBufferPointer<UInt8>, from start: Int, line: Int) {
            var index = Self.skipSpaces(text, start)
            let isParameter = index < text.count && text[index] == UInt8(ascii: "%")
            if isParameter { index = Self.skipSpaces(text, index + 1) }
            let nameStart = index
            while index < text.count, !Self.isSpace(text[index]), text[index] != UInt8(ascii: ">"),
                  text[index] != UInt8(ascii: "\""), text[index] != UInt8(ascii: "'") { index += 1 }
            let name = String(decoding: text[nameStart..<index], as: UTF8.self)
            index = Self.skipSpaces(text, index)
            if Self.hasPrefix(text, at: index, "SYSTEM") || Self.hasPrefix(text, at: index, "PUBLIC") {
                refusal = ("the document declares an external entity \(OneLine.quoted(name)), which is never loaded: "
                           + "what it holds would be missing from the check", line)
                return
            }
            if isParameter {
                refusal = ("the document declares the parameter entity \(OneLine.quoted(name)), which is not read: the "
                           + "declarations it may hold would be missing from the check", line)
                return
            }
            guard index < text.count, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") else {
                return  // malformed: the parser refuses it
            }
            let quote = text[index]
            var end = index + 1
            while end < text.count, text[end] != quote { end += 1 }
            let literal = Array(text[(index + 1)..<end])
            if Self.holdsMarkupCharacterReference(literal) {
                refusal = ("the entity \(OneLine.quoted(name)) holds a character reference to '&', '<' or '%', which "
                           + "becomes markup when expanded and is not read", line)
                return
            }
            if literal.count > declarations[name]?.count ?? -1 { declarations[name] = literal }
        }

        /// Refuses an `<!ATTLIST …>` whose literals (defaults) refer to a general entity.
        mutating func readAttributeList(_ text: UnsafeBufferPointer<UInt8>, from start: Int, line: Int) {
            var index = start
            var quote: UInt8? = nil
            while index < text.count {
                let byte = text[index]
                if let open = quote {
                    if byte == open {
                        quote = nil
                    } else if byte == UInt8(ascii: "&"), Self.reference(text, at: index) != nil
                                || Self.hasPrefix(text, at: index, "&#") {
                        refusal = ("an attribute default refers to an entity, which is not read: a default applies to "
                                   + "elements the bound on entity expansion cannot count", line)
                        return
                    }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    return
                }
                index += 1
            }
        }

        /// Whether `literal` holds `&#38;`, `&#60;`, `&#37;` or their hexadecimal forms (with any
        /// leading zeros): characters that become markup when the entity is expanded.
        static func holdsMarkupCharacterReference(_ literal: [UInt8]) -> Bool {
            var index = 0
            while index + 2 < literal.count {
                defer { index += 1 }
                guard literal[index] == UInt8(ascii: "&"), literal[index + 1] == UInt8(ascii: "#") else { continue }
                var position = index + 2, radix: UInt32 = 10
                if literal[position] == UInt8(ascii: "x") {
                    radix = 16
                    position += 1
                }
                var value: UInt32 = 0
                while position < literal.count, literal[position] != UInt8(ascii: ";"), value < 0x11_0000 {
                    guard let digit = Character(UnicodeScalar(literal[position])).hexDigitValue,
                          UInt32(digit) < radix else { break }
                    value = value * radix + UInt32(digit)
                    position += 1
                }
                if value == 38 || value == 60 || value == 37 { return true }
            }
            return false
        }

        /// The general entity named by `&name;` at `index` and the index past its `;`; `nil` for
        /// a character reference, a predefined entity or a stray `&`. A name stops at the next
        /// `&`, so a run of them is read once, not once per `&`.
        static func reference(_ text: some RandomAccessCollection<UInt8>, at index: Int) -> (String, Int)? {
            let start = text.index(text.startIndex, offsetBy: index + 1)
            guard start < text.endIndex, text[start] != UInt8(ascii: "#") else { return nil }
            var end = start, length = 0
            while end < text.endIndex, text[end] != UInt8(ascii: ";") {
                let byte = text[end]
                if isSpace(byte) || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"")
                    || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ">") { return nil }
                text.formIndex(after: &end)
                length += 1
            }
            guard end < text.endIndex, length > 0 else { return nil }
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
            return memcmp(text.baseAddress! + index, prefix.utf8Start, count) == 0
        }
    }

    /// size(e) for each declared entity, memoised, saturating at `cap + 1`, computed with an
    /// explicit stack of frames (entities may refer to entities many levels deep) that resume
    /// where they stopped: each literal is read once.
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
            var stack: [(name: String, index: Int, total: Int)] = [(name, 0, 0)]
            while var frame = stack.popLast() {
                let value = declarations[frame.name]!
                var pending: String?
                while frame.index < value.count {
                    if value[frame.index] == UInt8(ascii: "&"), let (reference, end) = Scan.reference(value, at: frame.index) {
                        if let known = sizes[reference] {
                            frame.total = Swift.min(cap + 1, frame.total + known)
                        } else if declarations[reference] == nil {
                            // Undeclared: the parser refuses it.
                        } else if inProgress.contains(reference) {
                            frame.total = cap + 1  // a cycle
                        } else {
                            pending = reference
                            break  // resume at this reference once its size is known
                        }
                        frame.index = end
                        continue
                    }
                    frame.total = Swift.min(cap + 1, frame.total + 1)
                    frame.index += 1
                }
                if let pending {
                    stack.append(frame)
                    inProgress.insert(pending)
                    stack.append((pending, 0, 0))
                    continue
                }
                sizes[frame.name] = frame.total
                inProgress.remove(frame.name)
            }
            return sizes[name] ?? 0
        }
    }
}

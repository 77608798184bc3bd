import Foundation

/// Where each `<path>` start tag of an SVG document writes its `d` attribute, in the file's own
/// bytes: what lets a tool rewrite numbers of path data in place and leave every other byte as
/// it was (``SVGFile``'s drawables carry lines, not offsets).
///
/// A light scan of the markup (XML 1.0 §2.4–2.8, §3.1): comments, CDATA sections, processing
/// instructions and the document type declaration (internal subset included) are stepped over;
/// in every start tag named `path` (any namespace prefix) the value of the attribute `d`
/// between its quotes is recorded with the line (from 1) the tag's `>` stands on — the line the
/// XML reader reports for the element (``SVGDrawable/line``). Only ASCII-compatible bytes are
/// scanned (UTF-8, Latin-1); a file starting with a UTF-16 byte-order mark has no spans.
public struct SVGPathAttributeSpan: Hashable, Sendable {
    /// The line of the file (from 1) where the start tag ends.
    public var line: Int
    /// The byte range of the attribute's value, inside its quotes.
    public var valueRange: Range<Int>

    public init(line: Int, valueRange: Range<Int>) {
        self.line = line
        self.valueRange = valueRange
    }

    /// Every `<path … d="…">` of `bytes`, in document order.
    public static func spans(in bytes: [UInt8]) -> [SVGPathAttributeSpan] {
        guard !(bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])) else { return [] }
        var spans: [SVGPathAttributeSpan] = []
        var index = 0, line = 1
        let count = bytes.count
        func advance(to end: Int) {
            while index < end && index < count {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
        func find(_ pattern: [UInt8], from start: Int) -> Int? {
            guard !pattern.isEmpty, count >= pattern.count else { return nil }
            var position = start
            while position + pattern.count <= count {
                if bytes[position] == pattern[0], Array(bytes[position..<position + pattern.count]) == pattern {
                    return position
                }
                position += 1
            }
            return nil
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else { advance(to: index + 1); continue }
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                advance(to: (find(Array("-->".utf8), from: index + 4) ?? count - 3) + 3)
            } else if bytes[index...].starts(with: Array("<![CDATA[".utf8)) {
                advance(to: (find(Array("]]>".utf8), from: index + 9) ?? count - 3) + 3)
            } else if bytes[index...].starts(with: Array("<?".utf8)) {
                advance(to: (find(Array("?>".utf8), from: index + 2) ?? count - 2) + 2)
            } else if bytes[index...].starts(with: Array("<!".utf8)) {
                // A declaration: its internal subset's brackets and quoted literals may hold '>', and
                // its comments and processing instructions quotes that open no literal (XML 1.0 §2.8).
                var depth = 0, quote: UInt8? = nil, position = index + 2
                while position < count {
                    let byte = bytes[position]
                    if quote == nil, depth > 0, byte == UInt8(ascii: "<"),
                       let (opening, closing) = bytes[position...].starts(with: Array("<!--".utf8)) ? ("<!--", "-->")
                           : bytes[position...].starts(with: Array("<?".utf8)) ? ("<?", "?>") : nil {
                        let end = find(Array(closing.utf8), from: position + opening.utf8.count) ?? count
                        position = end + closing.utf8.count
                        continue
                    }
                    if let open = quote { if byte == open { quote = nil } }
                    else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
                    else if byte == UInt8(ascii: "[") { depth += 1 }
                    else if byte == UInt8(ascii: "]") { depth -= 1 }
                    else if byte == UInt8(ascii: ">") && depth <= 0 { break }
                    position += 1
                }
                advance(to: position + 1)
            } else {
                scanTag(bytes, from: &index, line: &line, into: &spans)
            }
        }
        return spans
    }

    /// One start or end tag from `index` (at its `<`): its name, then its attributes up to `>`.
    private static func scanTag(_ bytes: [UInt8], from index: inout Int, line: inout Int,
                                into spans: inout [SVGPathAttributeSpan]) {
        let count = bytes.count
        var position = index + 1
        let nameStart = position
        while position < count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">"),
              bytes[position] != UInt8(ascii: "/") || position == nameStart {
            position += 1
        }
        var name = bytes[nameStart..<position]
        if let colon = name.lastIndex(of: UInt8(ascii: ":")) { name = name[(colon + 1)...] }
        let isPath = Array(name) == Array("path".utf8)
        var valueRange: Range<Int>? = nil
        var newlines = 0
        while position < count, bytes[position] != UInt8(ascii: ">") {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") { newlines += 1 }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                // An attribute value: the name before '=' decides whether it is d.
                var back = position - 1
                while back > nameStart, isSpace(bytes[back]) { back -= 1 }
                var attributeIsD = false
                if back > nameStart, bytes[back] == UInt8(ascii: "=") {
                    back -= 1
                    while back > nameStart, isSpace(bytes[back]) { back -= 1 }
                    attributeIsD = bytes[back] == UInt8(ascii: "d") && back > nameStart && (isSpace(bytes[back - 1]))
                }
                let start = position + 1
                var end = start
                while end < count, bytes[end] != byte {
                    if bytes[end] == UInt8(ascii: "\n") { newlines += 1 }
                    end += 1
                }
                if isPath && attributeIsD && valueRange == nil { valueRange = start..<end }
                position = end + 1
                continue
            }
            position += 1
        }
        line += newlines
        if let valueRange, position < count { spans.append(SVGPathAttributeSpan(line: line, valueRange: valueRange)) }
        index = Swift.min(count, position + 1)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}

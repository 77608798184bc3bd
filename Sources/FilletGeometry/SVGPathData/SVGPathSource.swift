/// Where each element of a path read from SVG path data was written: the segment of the data
/// that drew it, a command letter with its arguments or one argument set of an implicit
/// repetition (`M0 0 10 0` draws its line from the segment `10 0`).
///
/// A report names an element by its segment (`'A5 2 0 0 1 10 0' (byte 5)`), which its author
/// can find in the data, rather than by its index among the path's elements: that index counts
/// each cubic an elliptical arc became and the move a command after `Z` reopens with.
/// Read with ``Path/readingSVGPathData(_:maximumElements:)``.
public struct SVGPathSource: Hashable, Sendable {
    /// The path data as read.
    public let data: String
    /// Per element of the path read, the UTF-8 byte range in ``data`` of the segment that drew it
    /// (several elements share one: the cubics of an elliptical arc, a reopening move and the
    /// line after it).
    public let segments: [Range<Int>]

    public init(data: String, segments: [Range<Int>]) {
        self.data = data
        self.segments = segments
    }

    /// The longest segment text a name quotes whole (longer ones are cut, with `…`).
    public static let quotedCharacterLimit = 40

    /// The segment of element `index` as written, white space runs shown as one space, cut to
    /// ``quotedCharacterLimit`` characters; `nil` for an index without a segment.
    public func text(ofElement index: Int) -> String? {
        guard let range = segment(ofElement: index) else { return nil }
        let bytes = data.utf8
        let start = bytes.index(bytes.startIndex, offsetBy: range.lowerBound)
        let end = bytes.index(bytes.startIndex, offsetBy: range.upperBound)
        return Self.asciiText(bytes[start..<end]) ?? Self.scalarText(bytes[start..<end])
    }

    /// ``text(ofElement:)`` of any segment, scalar by scalar. The rule (white space runs as one
    /// space, the cut at ``quotedCharacterLimit``) is also ``asciiText(_:)``'s: change both together.
    static func scalarText(_ segment: Substring.UTF8View) -> String {
        var text = "", count = 0, pendingSpace = false
        for scalar in String(decoding: segment, as: UTF8.self).unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" {
                pendingSpace = !text.isEmpty
                continue
            }
            if count == Self.quotedCharacterLimit { return text + "…" }
            if pendingSpace {
                text += " "
                count += 1
                pendingSpace = false
                if count == Self.quotedCharacterLimit { return text + "…" }
            }
            text.unicodeScalars.append(scalar)
            count += 1
        }
        return text
    }

    /// ``text(ofElement:)`` of a segment written in ASCII (as path data nearly always is), built
    /// as bytes: each byte is one scalar, so the same runs collapse and the same cut applies.
    /// `nil` when the segment holds a byte above 0x7F (the scalar walk then reads it). The rule is
    /// ``scalarText(_:)``'s, byte for byte: change both together.
    static func asciiText(_ segment: Substring.UTF8View) -> String? {
        var text: [UInt8] = [], pendingSpace = false
        text.reserveCapacity(quotedCharacterLimit + 3)
        for byte in segment {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
                pendingSpace = !text.isEmpty
                continue
            }
            if text.count == quotedCharacterLimit { return String(decoding: text, as: UTF8.self) + "…" }
            if pendingSpace {
                text.append(0x20)
                pendingSpace = false
                if text.count == quotedCharacterLimit { return String(decoding: text, as: UTF8.self) + "…" }
            }
            text.append(byte)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// How a report names element `index`: `'L5 -3' (byte 24)`; for a segment that repeats a
    /// command without its letter, which one: `'10 0' (byte 5, repeating M)`. `nil` for an
    /// index without a segment.
    public func name(ofElement index: Int) -> String? {
        guard let range = segment(ofElement: index), let text = text(ofElement: index) else { return nil }
        let repeating = repeatedCommand(before: range.lowerBound).map { ", repeating \($0)" } ?? ""
        return "'\(text)' (byte \(range.lowerBound)\(repeating))"
    }

    /// The byte range of element `index`'s segment, when it has one inside ``data``.
    public func segment(ofElement index: Int) -> Range<Int>? {
        guard segments.indices.contains(index) else { return nil }
        let range = segments[index]
        return range.lowerBound >= 0 && range.upperBound <= data.utf8.count ? range : nil
    }

    /// The command letter a segment starting at `offset` repeats, or `nil` when a letter starts it.
    ///
    /// Read backwards from `offset` to the nearest command letter, in place: copying the data
    /// before the segment cost time in its offset for every element a report names.
    private func repeatedCommand(before offset: Int) -> Character? {
        // `withUTF8` hands the bytes contiguously (a native string's own; the view's index steps
        // cost an order of magnitude more per byte, and the walk is long in repeated commands).
        var data = self.data
        return data.withUTF8 { buffer -> Character? in
            guard offset >= 0, offset < buffer.count, !SVGPathParser.isCommand(buffer[offset]) else { return nil }
            var index = offset
            while index > 0 {
                index -= 1
                if SVGPathParser.isCommand(buffer[index]) { return Character(Unicode.Scalar(buffer[index])) }
            }
            return nil
        }
    }
}

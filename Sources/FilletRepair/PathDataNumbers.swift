import FilletSupport
import FilletVerification
import Foundation
import FilletGeometry

/// The numbers of SVG path data as written: where each number of a segment stands, how many
/// decimals its author gave it, and how to write a new value in its place in the same style,
/// touching no other byte (``PathRepair`` rewrites only the numbers it changes).
///
/// A number is the path grammar's (SVG 2 §9.3.9): `[+-]? (digits [. digits*] | . digits) ([eE] [+-]? digits)?`;
/// white space, commas and command letters separate them, and so does a sign or a second point
/// (`1-2`, `1.5.5`).
public enum PathDataNumbers {
    /// The command letter that governs a segment starting at `offset` (its own first byte, or the
    /// last letter before it for an implicit repetition), or `nil` when there is none.
    public static func command(governing offset: Int, in bytes: [UInt8]) -> UInt8? {
        var index = Swift.min(offset, bytes.count - 1)
        while index >= 0 {
            if isCommand(bytes[index]) { return bytes[index] }
            index -= 1
        }
        return nil
    }

    /// The byte ranges of the number tokens in `range` of `bytes`, in order.
    public static func tokens(in range: Range<Int>, of bytes: [UInt8]) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        forEachToken(in: range, of: bytes) { tokens.append($0) }
        return tokens
    }

    /// Calls `body` with the byte range of each number token in `range` of `bytes`, in order
    /// (``tokens(in:of:)`` without the array: a whole element's count of decimals reads them all).
    public static func forEachToken(in range: Range<Int>, of bytes: [UInt8], _ body: (Range<Int>) -> Void) {
        var index = Swift.max(0, range.lowerBound)
        let end = Swift.min(bytes.count, range.upperBound)
        while index < end {
            let byte = bytes[index]
            guard isNumberStart(byte) else { index += 1; continue }
            let start = index
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { index += 1 }
            var sawPoint = false
            while index < end {
                let next = bytes[index]
                if isDigit(next) { index += 1; continue }
                if next == UInt8(ascii: "."), !sawPoint { sawPoint = true; index += 1; continue }
                break
            }
            if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                var exponent = index + 1
                if exponent < end, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") {
                    exponent += 1
                }
                if exponent < end, isDigit(bytes[exponent]) {
                    index = exponent
                    while index < end, isDigit(bytes[index]) { index += 1 }
                }
            }
            if index > start { body(start..<index) } else { index += 1 }
        }
    }

    /// The arguments of an arc command's segment `range` (`A rx ry φ large-arc sweep x y`, the
    /// letter optional): the radii and rotation as numbers with their tokens, the flags as the
    /// single digits the grammar allows (`A1 1 0 011 2` has flags 0 and 1 and end point 1, 2);
    /// `nil` when the segment does not read so.
    static func arcArguments(in range: Range<Int>, of bytes: [UInt8])
        -> (radiusX: Double, radiusY: Double, rotationDegrees: Double, largeArc: Bool, sweep: Bool, tokens: [Range<Int>])? {
        let numbers = tokens(in: range, of: bytes)
        guard numbers.count >= 3 else { return nil }
        let leading = Array(numbers.prefix(3))
        let values = leading.compactMap { Double(String(decoding: bytes[$0], as: UTF8.self)) }
        guard values.count == 3, values.allSatisfy(\.isFinite) else { return nil }
        var index = leading[2].upperBound
        var flags: [Bool] = []
        let end = Swift.min(bytes.count, range.upperBound)
        while flags.count < 2, index < end {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D { continue }
            guard byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else { return nil }
            flags.append(byte == UInt8(ascii: "1"))
        }
        guard flags.count == 2 else { return nil }
        return (values[0], values[1], values[2], flags[0], flags[1], leading)
    }

    /// The decimals a token is written with, as fixed notation would need them for the same
    /// precision: the digits after its point (`1.50` has 2, `3` has 0), less its exponent when it
    /// has one (`1.5e-3` has 4, `2.5e1` has 0, `1e2` has 0), at most 17. A repair writes a number
    /// that had an exponent in fixed notation at that precision.
    public static func decimals(of token: ArraySlice<UInt8>) -> Int {
        let marker = token.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        let mantissa = token[token.startIndex..<(marker ?? token.endIndex)]
        let places = mantissa.firstIndex(of: UInt8(ascii: ".")).map { mantissa.endIndex - $0 - 1 } ?? 0
        guard let marker else { return Swift.min(17, places) }
        var exponent = 0, negative = false
        for byte in token[(marker + 1)...] {
            if byte == UInt8(ascii: "-") { negative = true; continue }
            guard isDigit(byte) else { continue }
            // Exponents beyond ±99 write values fixed notation cannot hold anyway (format refuses them).
            exponent = Swift.min(99, exponent * 10 + Int(byte - UInt8(ascii: "0")))
        }
        return Swift.max(0, Swift.min(17, places - (negative ? -exponent : exponent)))
    }

    /// Whether the author leaves out the zero before the point (`.5`, `-.25`), as minifiers do.
    public static func omitsLeadingZero(_ token: ArraySlice<UInt8>) -> Bool {
        let body = token.first == UInt8(ascii: "-") || token.first == UInt8(ascii: "+") ? token.dropFirst() : token
        return body.first == UInt8(ascii: ".")
    }

    /// The largest magnitude written in fixed notation; beyond it a value is not rewritten.
    public static let largestFixedMagnitude = 1e15

    /// `value` with `decimals` decimals (0…17), trailing zeros and a bare point dropped, `-0` as
    /// `0`, the leading zero left out when `omitLeadingZero`; `nil` for a value that is not finite
    /// or reaches `largestFixedMagnitude`.
    public static func format(_ value: Double, decimals: Int, omitLeadingZero: Bool) -> String? {
        guard value.isFinite, Swift.abs(value) < largestFixedMagnitude else { return nil }
        // C's `%.*f` in the C locale whatever the process's (a comma locale would write `1,5`,
        // which path data reads as two numbers): the decimal value of the double correctly
        // rounded, written by `NumberText.fixedPoint` (the same bytes as `NumberText.printf`,
        // without a call into the C library per number). It answers every finite value below
        // `largestFixedMagnitude` (< its own limit, 2⁶³) at 0…17 places.
        let places = Swift.max(0, Swift.min(17, decimals))
        guard let written = NumberText.fixedPoint(value, decimals: places) else { return nil }
        var text = Array(written.utf8)
        if text.contains(UInt8(ascii: ".")) {
            while text.last == UInt8(ascii: "0") { text.removeLast() }
            if text.last == UInt8(ascii: ".") { text.removeLast() }
        }
        if text == Array("-0".utf8) || text.isEmpty { text = [UInt8(ascii: "0")] }
        if omitLeadingZero {
            if text.starts(with: "0.".utf8) { text.removeFirst() } else if text.starts(with: "-0.".utf8) { text.remove(at: 1) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `bytes` with each range replaced by its text (ranges disjoint, any order). Where a new
    /// number would run into its neighbour (`1-2` → `1 2`, `1.5.5` with `2` for `1.5` → `2 .5`),
    /// one space goes in between: the only byte written that is not a digit of a number.
    public static func splice(_ bytes: [UInt8], _ replacements: [(range: Range<Int>, text: String)]) -> [UInt8] {
        // Decided from the last replacement to the first, as if each were made in turn: the byte
        // before a range is still the original's, the byte after it the next replacement's first
        // when that one starts there. Then assembled in one pass, each text's bytes appended
        // where they go (no copy of a text per replacement: a batch writes thousands).
        let ordered = replacements.sorted { $0.range.lowerBound < $1.range.lowerBound }
        // Per replacement (in `ordered`): a space before its text, a space after it.
        var spaces = [(before: Bool, after: Bool)](repeating: (false, false), count: ordered.count)
        var nextStart: (offset: Int, first: UInt8?)? = nil
        for index in ordered.indices.reversed() {
            let (range, text) = ordered[index]
            var before = false
            if let first = text.utf8.first, isDigit(first) || first == UInt8(ascii: "."), range.lowerBound > 0 {
                let previous = bytes[range.lowerBound - 1]
                before = isDigit(previous) || previous == UInt8(ascii: ".")
            }
            // (An empty text at the data's end leaves nothing after the range before it.)
            let after: UInt8? = if let nextStart, nextStart.offset == range.upperBound { nextStart.first }
                else { range.upperBound < bytes.count ? bytes[range.upperBound] : nil }
            // One at most: a point after a text without one, or a digit after any text.
            let spaceAfter = after.map { $0 == UInt8(ascii: ".") && !text.utf8.contains(UInt8(ascii: ".")) || isDigit($0) } ?? false
            spaces[index] = (before, spaceAfter)
            // What the byte after the range before this one is: this text's first, or (empty)
            // whatever followed this range.
            nextStart = (range.lowerBound, before ? UInt8(ascii: " ") : text.utf8.first ?? (spaceAfter ? UInt8(ascii: " ") : after))
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        var copied = 0
        for (index, replacement) in ordered.enumerated() {
            result += bytes[copied..<replacement.range.lowerBound]
            if spaces[index].before { result.append(UInt8(ascii: " ")) }
            result.append(contentsOf: replacement.text.utf8)
            if spaces[index].after { result.append(UInt8(ascii: " ")) }
            copied = replacement.range.upperBound
        }
        result += bytes[copied...]
        return result
    }

    /// `bytes` with each range (disjoint, ascending) replaced by its bytes, in one pass.
    static func replacing(_ bytes: [UInt8], _ replacements: some Sequence<(range: Range<Int>, bytes: [UInt8])>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        var copied = 0
        for replacement in replacements {
            result += bytes[copied..<replacement.range.lowerBound]
            result += replacement.bytes
            copied = replacement.range.upperBound
        }
        result += bytes[copied...]
        return result
    }

    /// `first`, `separator`, `second` as path data: a space in place of an empty separator where
    /// the two numbers would otherwise run together (`1` and `2`; `1.5` and `.5`).
    static func joined(_ first: String, _ separator: String, _ second: String) -> String {
        guard separator.isEmpty, let last = first.utf8.last, let next = second.utf8.first else { return first + separator + second }
        // The last number of `first`: what follows its last separator or sign.
        let tail = first.utf8.reversed().prefix { isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        let tailHasPoint = tail.contains(UInt8(ascii: ".")) || tail.contains(UInt8(ascii: "e")) || tail.contains(UInt8(ascii: "E"))
        let runs = isDigit(next) && (isDigit(last) || last == UInt8(ascii: "."))
            || next == UInt8(ascii: ".") && isDigit(last) && !tailHasPoint
        return runs ? first + " " + second : first + second
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isNumberStart(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    static func isCommand(_ byte: UInt8) -> Bool { SVGPathParser.isCommand(byte) }
}

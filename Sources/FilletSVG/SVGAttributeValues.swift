import FilletGeometry
import Foundation

/// Why one attribute value could not be read: the UTF-8 byte offset within the value and what
/// was wrong there. ``SVGFileReader`` adds the element and the line.
struct SVGValueError: Error {
    var offset: Int?
    var reason: String
    /// The attribute, filled in by the caller that knows it.
    var attribute: String? = nil

    /// Runs `read` (a value reader that does not know which attribute it reads) and names
    /// `attribute` in the error it throws.
    static func naming<Value>(_ attribute: String, _ read: () throws(SVGValueError) -> Value) throws(SVGValueError) -> Value {
        do {
            return try read()
        } catch {
            var named = error
            named.attribute = attribute
            throw named
        }
    }

    /// The error of the file: this one at `node`, which would have been drawable `drawableIndex`.
    func located(_ node: SVGFileReader.Node, drawableIndex: Int?) -> SVGFileError {
        SVGFileError(line: node.line, element: node.name, drawableIndex: drawableIndex, id: node.attributes["id"],
                     attribute: attribute, offset: offset, reason: reason)
    }
}

/// Readers of the attribute values the drawables need, each a byte loop over the value's UTF-8
/// (no per-character `String` work), all reading numbers through
/// `SVGPathParser.number(in:at:)` of `FilletGeometry` (the one SVG number reader).
enum SVGAttributeValues {
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int) {
        while position < bytes.count, isWhitespace(bytes[position]) { position += 1 }
    }

    /// `comma-wsp?`: whitespace, at most one comma, whitespace.
    static func skipCommaWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int) {
        skipWhitespace(bytes, &position)
        if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
            position += 1
            skipWhitespace(bytes, &position)
        }
    }

    static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int) throws(SVGValueError) -> Double {
        do {
            return try SVGPathParser.number(in: bytes, at: &position)
        } catch {
            throw SVGValueError(offset: error.offset, reason: error.reason)
        }
    }

    static func withBytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) throws(SVGValueError) -> R) throws(SVGValueError) -> R {
        var text = text
        let result: Result<R, SVGValueError> = text.withUTF8 { bytes in
            do throws(SVGValueError) { return .success(try body(bytes)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    // MARK: Lengths

    /// User units per unit of the absolute CSS units (CSS Values 4 §6.2: 1in = 96px = 2.54cm,
    /// 1pt = 1/72in, 1pc = 12pt, 1Q = 1/40cm), keyed by the lowercased unit.
    static let absoluteUnits: [(unit: [UInt8], userUnits: Double)] = [
        (Array("px".utf8), 1), (Array("in".utf8), 96), (Array("cm".utf8), 96 / 2.54), (Array("mm".utf8), 96 / 25.4),
        (Array("q".utf8), 96 / 101.6), (Array("pt".utf8), 96.0 / 72), (Array("pc".utf8), 16),
    ]

    /// A length in user units, or a percentage (of a viewport size, which only the caller knows).
    enum Length {
        case userUnits(Double)
        case percent(Double)
    }

    /// A length attribute (SVG 2 §7 geometry properties, units as §8.9: `<length-percentage>`):
    /// a number with an optional absolute unit, whitespace around allowed. `nil` for an empty value
    /// or `auto` (the caller applies the property's initial or automatic value).
    /// - Throws: for a percentage (use ``lengthOrPercentage(_:)`` where one can be resolved), a
    ///   font-relative or viewport unit (`em`, `ex`, `vw`, …: they need a font or a viewport this
    ///   reader does not have), an unknown unit, or anything else that is not a length.
    static func length(_ text: String) throws(SVGValueError) -> Double? {
        switch try lengthOrPercentage(text) {
        case nil: return nil
        case .userUnits(let value): return value
        case .percent:
            throw SVGValueError(offset: nil, reason: "unit '%' is not supported here (only absolute units: px in cm mm Q pt pc)")
        }
    }

    /// ``length(_:)`` that also reads a percentage.
    static func lengthOrPercentage(_ text: String) throws(SVGValueError) -> Length? {
        try withBytes(text) { (bytes) throws(SVGValueError) -> Length? in
            var position = 0
            skipWhitespace(bytes, &position)
            if position == bytes.count { return nil }
            if matchesKeyword(bytes, position, "auto") {
                var end = position + 4
                skipWhitespace(bytes, &end)
                if end == bytes.count { return nil }
            }
            // The number ends where a unit starts (a letter or '%', except an exponent's 'e' followed
            // by a digit, or a sign and a digit: "2em" is 2 em, not a bad exponent) or at whitespace.
            var unitStart = position
            while unitStart < bytes.count {
                let byte = bytes[unitStart]
                if byte == UInt8(ascii: "%") || isWhitespace(byte) { break }
                if isLetter(byte) {
                    guard byte | 0x20 == UInt8(ascii: "e"), startsExponentDigits(bytes, unitStart + 1) else { break }
                }
                unitStart += 1
            }
            let numberBytes = UnsafeBufferPointer(rebasing: bytes[..<unitStart])
            let value = try number(numberBytes, &position)
            guard position == unitStart else {
                throw SVGValueError(offset: position, reason: "unexpected \(SVGPathParser.describe(bytes, position)) in the length")
            }
            while position < bytes.count, bytes[position] == UInt8(ascii: "%") || isLetter(bytes[position]) { position += 1 }
            let unit = bytes[unitStart..<position].map { $0 | 0x20 }  // ASCII lowercase (units are case-insensitive)
            var end = position
            skipWhitespace(bytes, &end)
            guard end == bytes.count else {
                throw SVGValueError(offset: end, reason: "unexpected \(SVGPathParser.describe(bytes, end)) after the length")
            }
            if unit.isEmpty { return .userUnits(value) }
            if unit == [UInt8(ascii: "%")] { return .percent(value) }
            guard let factor = absoluteUnits.first(where: { $0.unit == unit })?.userUnits else {
                let name = String(decoding: bytes[unitStart..<position], as: UTF8.self)
                throw SVGValueError(offset: unitStart, reason: "unit '\(name)' is not supported (only absolute units: px in cm mm Q pt pc)")
            }
            let scaled = value * factor
            guard scaled.isFinite else { throw SVGValueError(offset: 0, reason: "length out of range") }
            return .userUnits(scaled)
        }
    }

    /// Whether a digit, or a sign and a digit, starts at `position`.
    static func startsExponentDigits(_ bytes: UnsafeBufferPointer<UInt8>, _ position: Int) -> Bool {
        var index = position
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        return index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    /// Whether `keyword` (lowercase ASCII) starts at `position`, compared ASCII-case-insensitively.
    static func matchesKeyword(_ bytes: UnsafeBufferPointer<UInt8>, _ position: Int, _ keyword: StaticString) -> Bool {
        let count = keyword.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let word = keyword.utf8Start
        for index in 0..<count where bytes[position + index] | 0x20 != word[index] { return false }
        return true
    }

    // MARK: Points

    /// The coordinates of a `points` attribute (SVG 2 §10.7: `coordinate (comma-wsp? coordinate)*`
    /// read in pairs).
    ///
    /// As the specification says for an odd number of coordinates, and as for any other error in
    /// the list, the element is "in error" and is rendered like path data up to the error: the
    /// pairs read before it are returned and the rest is ignored (a lone last coordinate included).
    static func points(_ text: String) -> [Point] {
        (try? withBytes(text) { (bytes) throws(SVGValueError) -> [Point] in
            var points: [Point] = []
            var position = 0
            skipWhitespace(bytes, &position)
            while position < bytes.count {
                guard let x = try? number(bytes, &position) else { break }
                skipCommaWhitespace(bytes, &position)
                guard let y = try? number(bytes, &position) else { break }
                points.append(Point(x: x, y: y))
                skipCommaWhitespace(bytes, &position)
            }
            return points
        }) ?? []
    }

    // MARK: Transform lists

    /// A `transform` attribute (SVG 2 §8.5 / SVG 1.1 §7.6 grammar): transforms separated by
    /// optional commas and whitespace, each `matrix(a b c d e f)`, `translate(tx [ty])` (ty = 0),
    /// `scale(sx [sy])` (sy = sx), `rotate(a [cx cy])` (degrees, about (cx, cy)), `skewX(a)`,
    /// `skewY(a)`; arguments separated by `comma-wsp`. `"A B"` is the product `A · B`. An empty
    /// value (or whitespace) is the identity. Numbers only: CSS units (`45deg`, `10px`) are errors.
    /// - Throws: a wrong name, argument count or character, with its byte offset.
    static func transform(_ text: String) throws(SVGValueError) -> AffineTransform {
        try withBytes(text) { (bytes) throws(SVGValueError) -> AffineTransform in
            var result = AffineTransform.identity
            var position = 0
            skipWhitespace(bytes, &position)
            var first = true
            while position < bytes.count {
                if !first {
                    skipCommaWhitespace(bytes, &position)
                    if position == bytes.count { break }
                }
                first = false
                let nameStart = position
                while position < bytes.count, isLetter(bytes[position]) { position += 1 }
                let nameBytes = UnsafeBufferPointer(rebasing: bytes[nameStart..<position])
                // The name as a string only for an error message.
                func name() -> String { String(decoding: nameBytes, as: UTF8.self) }
                skipWhitespace(bytes, &position)
                guard position < bytes.count, bytes[position] == UInt8(ascii: "(") else {
                    throw SVGValueError(offset: position, reason: nameBytes.isEmpty
                        ? "expected a transform name, found \(SVGPathParser.describe(bytes, position))"
                        : "expected '(' after '\(name())', found \(SVGPathParser.describe(bytes, position))")
                }
                position += 1
                var arguments = TransformArguments()
                skipWhitespace(bytes, &position)
                while position < bytes.count, bytes[position] != UInt8(ascii: ")") {
                    if arguments.count > 0 { skipCommaWhitespace(bytes, &position) }
                    let argument = try number(bytes, &position)
                    skipWhitespace(bytes, &position)
                    guard arguments.count < TransformArguments.capacity else {
                        throw SVGValueError(offset: position, reason: "too many arguments for \(name())")
                    }
                    arguments.append(argument)
                }
                guard position < bytes.count else {
                    throw SVGValueError(offset: position, reason: "expected ')' to end \(name())(…)")
                }
                position += 1
                let single: AffineTransform
                switch (TransformName(nameBytes), arguments.count) {
                case (.matrix?, 6):
                    single = AffineTransform(a: arguments[0], b: arguments[1], c: arguments[2], d: arguments[3],
                                             e: arguments[4], f: arguments[5])
                case (.translate?, 1): single = .translation(x: arguments[0], y: 0)
                case (.translate?, 2): single = .translation(x: arguments[0], y: arguments[1])
                case (.scale?, 1): single = .scale(x: arguments[0], y: arguments[0])
                case (.scale?, 2): single = .scale(x: arguments[0], y: arguments[1])
                case (.rotate?, 1): single = .rotation(degrees: arguments[0])
                case (.rotate?, 3): single = .rotation(degrees: arguments[0], around: Point(x: arguments[1], y: arguments[2]))
                case (.skewX?, 1): single = .skewX(degrees: arguments[0])
                case (.skewY?, 1): single = .skewY(degrees: arguments[0])
                case (_?, _):
                    throw SVGValueError(offset: nameStart, reason: "\(name()) does not take \(arguments.count) arguments")
                case (nil, _):
                    throw SVGValueError(offset: nameStart, reason: "unknown transform '\(name())'")
                }
                result = result * single
                skipWhitespace(bytes, &position)
            }
            guard result.isFinite else { throw SVGValueError(offset: 0, reason: "the transform is not finite") }
            return result
        }
    }

    /// The transform functions of a `transform` list, told by their bytes (case-sensitive, as
    /// the grammar writes them).
    enum TransformName {
        case matrix, translate, scale, rotate, skewX, skewY

        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            func spells(_ name: StaticString) -> Bool {
                bytes.count == name.utf8CodeUnitCount && memcmp(bytes.baseAddress!, name.utf8Start, bytes.count) == 0
            }
            if spells("matrix") { self = .matrix }
            else if spells("translate") { self = .translate }
            else if spells("scale") { self = .scale }
            else if spells("rotate") { self = .rotate }
            else if spells("skewX") { self = .skewX }
            else if spells("skewY") { self = .skewY }
            else { return nil }
        }
    }

    /// The arguments of one transform function, at most ``capacity`` (a matrix's six), held in
    /// place: no array per function.
    struct TransformArguments {
        static let capacity = 6
        private var values: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)
        private(set) var count = 0

        /// Adds `value`; the caller has checked that fewer than ``capacity`` are held.
        mutating func append(_ value: Double) {
            withUnsafeMutableBytes(of: &values) { $0.storeBytes(of: value, toByteOffset: count * 8, as: Double.self) }
            count += 1
        }

        subscript(index: Int) -> Double {
            precondition(index < count)
            return withUnsafeBytes(of: values) { $0.load(fromByteOffset: index * 8, as: Double.self) }
        }
    }

    // MARK: Style

    /// What a `style` attribute's declarations (CSS `name: value; …`) say about `display`: `true`
    /// for `none`, `false` for another value, `nil` when they do not set it (names and keywords
    /// ASCII-case-insensitive, `!important` allowed, the last declaration wins). Other
    /// declarations, comments and `<style>` sheets are not read.
    static func styleHidesElement(_ style: String) -> Bool? {
        (try? withBytes(style) { (bytes) throws(SVGValueError) -> Bool? in
            var position = 0
            var hidden: Bool? = nil
            while position < bytes.count {
                skipWhitespace(bytes, &position)
                // A declaration runs to the next ';' (or the end), its name to its first ':'; both
                // found with `memchr`, as most of a style is other declarations to step over.
                let end = firstIndex(of: UInt8(ascii: ";"), in: bytes, position..<bytes.count) ?? bytes.count
                if let colon = firstIndex(of: UInt8(ascii: ":"), in: bytes, position..<end) {
                    var trimmedNameEnd = colon
                    while trimmedNameEnd > position, isWhitespace(bytes[trimmedNameEnd - 1]) { trimmedNameEnd -= 1 }
                    if trimmedNameEnd - position == 7, matchesKeyword(bytes, position, "display") {
                        hidden = isNoneKeyword(UnsafeBufferPointer(rebasing: bytes[(colon + 1)..<end]))
                    }
                }
                position = end + 1
            }
            return hidden
        }) ?? nil
    }

    /// The index of the first `byte` in `bytes[range]` (`memchr`), `nil` when there is none.
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard let base = bytes.baseAddress, !range.isEmpty,
              let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// Whether the value is the keyword `none`, with optional whitespace and `!important`.
    static func isNoneKeyword(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = 0
        skipWhitespace(bytes, &position)
        guard matchesKeyword(bytes, position, "none") else { return false }
        position += 4
        skipWhitespace(bytes, &position)
        if position < bytes.count, bytes[position] == UInt8(ascii: "!") {
            position += 1
            skipWhitespace(bytes, &position)
            guard matchesKeyword(bytes, position, "important") else { return false }
            position += 9
            skipWhitespace(bytes, &position)
        }
        return position == bytes.count
    }

    /// Whether a `display` attribute hides the element (`none`, any case, whitespace around).
    static func displayHidesElement(_ display: String) -> Bool {
        (try? withBytes(display) { (bytes) throws(SVGValueError) -> Bool in isNoneKeyword(bytes) }) ?? false
    }

    /// The numbers of a `viewBox` attribute (`min-x min-y width height`, comma-wsp separated).
    static func viewBox(_ text: String) throws(SVGValueError) -> (x: Double, y: Double, width: Double, height: Double) {
        try withBytes(text) { (bytes) throws(SVGValueError) -> (x: Double, y: Double, width: Double, height: Double) in
            var position = 0
            var numbers: [Double] = []
            skipWhitespace(bytes, &position)
            while position < bytes.count {
                if !numbers.isEmpty { skipCommaWhitespace(bytes, &position) }
                numbers.append(try number(bytes, &position))
                skipWhitespace(bytes, &position)
            }
            guard numbers.count == 4 else { throw SVGValueError(offset: 0, reason: "a viewBox has 4 numbers, not \(numbers.count)") }
            return (numbers[0], numbers[1], numbers[2], numbers[3])
        }
    }
}

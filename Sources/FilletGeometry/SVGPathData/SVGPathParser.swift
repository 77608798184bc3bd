import Foundation

/// Why SVG path data could not be read: the byte offset (UTF-8, from 0) where reading stopped and
/// what was expected there.
public struct SVGPathDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Byte offset into the UTF-8 path data.
    public var offset: Int
    public var reason: String
    /// Whether the data was refused for holding more than the `maximumElements` asked for (a
    /// caller with a budget of its own words the error itself).
    public var exceedsElementLimit: Bool

    public init(offset: Int, reason: String, exceedsElementLimit: Bool = false) {
        self.offset = offset
        self.reason = reason
        self.exceedsElementLimit = exceedsElementLimit
    }

    public var description: String { "path data at byte \(offset): \(reason)" }
}

extension Path {
    /// The largest sweep of one cubic standing for a piece of an elliptical arc: π/24 (7.5°).
    ///
    /// A circular arc of sweep θ drawn as the cubic with handles `k = 4/3·tan(θ/4)` deviates
    /// radially by at most `4/27 · sin⁶(θ/4) / cos²(θ/4)` of the radius (Goldapp, "Approximation of
    /// circular arcs by cubic polynomials", CAGD 8, 1991: an upper bound); at θ = π/24 that is
    /// 1.8·10⁻¹⁰. An ellipse is the affine image of a circle of radius 1 scaled by (rx, ry), so the
    /// error of each piece is at most 1.8·10⁻¹⁰ × max(rx, ry) ≤ 10⁻⁹ × the arc's size.
    public static let svgEllipticalArcPieceSweep = Double.pi / 24

    /// Reads SVG path data (the `d` attribute), the whole SVG 2 grammar: `M L H V C S Q T A Z`
    /// in absolute and relative forms, implicit repetition (extra pairs after `M` are lines),
    /// `S`/`T` reflecting the previous curve's control point (or the current point when the
    /// previous command was not of the same family), flags written without separators
    /// (`a1 1 0 00 1 1`), numbers with exponents and without leading digits (`.5`, `-.5e-3`),
    /// whitespace and commas anywhere the grammar allows.
    ///
    /// Elliptical arcs: out-of-range radii are scaled up (SVG 2 §9.5.1, implementation notes
    /// F.6.6); rx = 0 or ry = 0 is a line; a zero-length arc is dropped. An arc with equal radii
    /// (after scaling) becomes an exact ``Arc`` element, whose start is the current point up to
    /// the rounding of its centre and angle (no connecting line is added for that); any other
    /// becomes cubics of at most
    /// ``svgEllipticalArcPieceSweep`` each, within 10⁻⁹ × max(rx, ry) of the ellipse.
    /// `Z` returns to the subpath's start; a command after it starts a new subpath there.
    ///
    /// Unlike an SVG renderer, which draws up to the first error, this throws: the data must be
    /// well-formed from its first byte to its last. Empty data (or only whitespace) is an empty
    /// path. Numbers that overflow (`1e400`) and coordinates that become non-finite are errors.
    /// - Parameters:
    ///   - data: the value of a `d` attribute.
    ///   - maximumElements: the most elements the path may hold; the data is refused at
    ///     the command that goes beyond (a reader of untrusted files bounds its memory with it:
    ///     each element takes 80 bytes, and checking a path takes far more per element).
    /// - Throws: ``SVGPathDataError`` with the byte offset.
    /// - Complexity: O(bytes); numbers with at most 19 significant digits and small exponents are
    ///   converted without `strtod` (exact: Clinger's fast path), others through it.
    public init(svgPathData data: String, maximumElements: Int = .max) throws(SVGPathDataError) {
        var text = data
        let result: Result<Path, SVGPathDataError> = text.withUTF8 { bytes in
            var parser = SVGPathParser(bytes: bytes, maximumElements: maximumElements)
            do throws(SVGPathDataError) {
                return .success(try parser.parse())
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }

    /// ``init(svgPathData:maximumElements:)``, and where in `data` each element was written
    /// (``SVGPathSource``): what names an element to the author of the data.
    /// - Complexity: as ``init(svgPathData:maximumElements:)``, plus one byte range per element.
    public static func readingSVGPathData(_ data: String, maximumElements: Int = .max)
        throws(SVGPathDataError) -> (path: Path, source: SVGPathSource) {
        var text = data
        let result: Result<(Path, [Range<Int>]), SVGPathDataError> = text.withUTF8 { bytes in
            var parser = SVGPathParser(bytes: bytes, maximumElements: maximumElements)
            parser.segments = []
            do throws(SVGPathDataError) {
                let path = try parser.parse()
                return .success((path, parser.segments ?? []))
            } catch {
                return .failure(error)
            }
        }
        let (path, segments) = try result.get()
        return (path, SVGPathSource(data: data, segments: segments))
    }
}

/// The parser behind ``Path/init(svgPathData:)``: a byte cursor over the grammar of SVG 2 §9.3.9.
package struct SVGPathParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var path = Path()
    /// The current point and subpath start as SVG defines them (the end points written in the data).
    var current = Point.zero
    var subpathStart = Point.zero
    /// The reflected control point for `S` / `T`, when the previous command was of that family.
    var lastCubicControl: Point?
    var lastQuadControl: Point?
    let maximumElements: Int
    /// When recording (not `nil`): per element built, the byte range of the segment that drew it
    /// (``SVGPathSource/segments``).
    var segments: [Range<Int>]?

    init(bytes: UnsafeBufferPointer<UInt8>, maximumElements: Int = .max) {
        self.bytes = bytes
        self.maximumElements = maximumElements
    }

    mutating func parse() throws(SVGPathDataError) -> Path {
        skipWhitespace()
        guard position < bytes.count else { return path }
        // Each command letter draws an element at least: sized once for them (at most the limit),
        // where a long path's elements would be copied a dozen times as the array grows.
        let expected = Swift.max(0, Swift.min(Self.lettersAtLeast(bytes), maximumElements))
        path.reserveCapacity(expected)
        segments?.reserveCapacity(expected)
        var first = true
        while position < bytes.count {
            let commandOffset = position
            let letter = bytes[position]
            guard Self.isCommand(letter) else {
                throw SVGPathDataError(offset: position, reason: "expected a command letter, found \(describe(position))")
            }
            if first && letter != UInt8(ascii: "M") && letter != UInt8(ascii: "m") {
                throw SVGPathDataError(offset: position, reason: "path data must start with M or m")
            }
            first = false
            position += 1
            skipWhitespace()
            try command(letter, at: commandOffset)
            try checkSize(commandOffset)
            skipWhitespace()
        }
        return path
    }

    // MARK: Commands

    private mutating func command(_ letter: UInt8, at offset: Int) throws(SVGPathDataError) {
        let relative = letter >= UInt8(ascii: "a")
        let upper = relative ? letter - 32 : letter
        if upper == UInt8(ascii: "Z") {
            path.closeSubpath()
            noteSegment(from: offset, to: offset + 1)
            current = subpathStart
            lastCubicControl = nil
            lastQuadControl = nil
            return
        }
        var repeated = false
        repeat {
            let argumentOffset = position
            let base = relative ? current : .zero
            switch upper {
            case UInt8(ascii: "M"):
                let point = try pair(base)
                if repeated {
                    try build(argumentOffset) { (path: inout Path) throws(GeometryError) in try path.addLine(to: point) }
                } else {
                    try build(argumentOffset) { (path: inout Path) throws(GeometryError) in try path.move(to: point) }
                    subpathStart = point
                }
                current = point
                lastCubicControl = nil; lastQuadControl = nil
            case UInt8(ascii: "L"):
                let point = try pair(base)
                try build(argumentOffset) { (path: inout Path) throws(GeometryError) in try path.addLine(to: point) }
                current = point
                lastCubicControl = nil; lastQuadControl = nil
            case UInt8(ascii: "H"):
                let x = try number() + (relative ? current.x : 0)
                let point = Point(x: x, y: current.y)
                try build(argumentOffset) { (path: inout Path) throws(GeometryError) in try path.addLine(to: point) }
                current = point
                lastCubicControl = nil; lastQuadControl = nil
            case UInt8(ascii: "V"):
                let y = try number() + (relative ? current.y : 0)
                let point = Point(x: current.x, y: y)
                try build(argumentOffset) { (path: inout Path) throws(GeometryError) in try path.addLine(to: point) }
                current = point
                lastCubicControl = nil; lastQuadControl = nil
            case UInt8(ascii: "C"), UInt8(ascii: "S"):
                let control1: Point
                if upper == UInt8(ascii: "C") {
                    control1 = try pair(base)
                    try commaWhitespace()
                } else {
                    control1 = lastCubicControl.map { current + (current - $0) } ?? current
                }
                let control2 = try pair(base)
                try commaWhitespace()
                let end = try pair(base)
                try build(argumentOffset) { (path: inout Path) throws(GeometryError) in
                    try path.addCurve(to: end, control1: control1, control2: control2)
                }
                current = end
                lastCubicControl = control2; lastQuadControl = nil
            case UInt8(ascii: "Q"), UInt8(ascii: "T"):
                let control: Point
                if upper == UInt8(ascii: "Q") {
                    control = try pair(base)
                    try commaWhitespace()
                } else {
                    control = lastQuadControl.map { current + (current - $0) } ?? current
                }
                let end = try pair(base)
                try build(argumentOffset) { (path: inout Path) throws(GeometryError) in
                    try path.addQuadCurve(to: end, control: control)
                }
                current = end
                lastQuadControl = control; lastCubicControl = nil
            case UInt8(ascii: "A"):
                let radiusX = try number()
                try commaWhitespace()
                let radiusY = try number()
                try commaWhitespace()
                let rotation = try number()
                try commaWhitespace()
                let largeArc = try flag()
                try commaWhitespace()
                let sweep = try flag()
                try commaWhitespace()
                let end = try pair(base)
                let start = current
                try build(argumentOffset) { (path: inout Path) throws(GeometryError) in
                    try SVGEllipticalArc(from: start, to: end, radiusX: radiusX, radiusY: radiusY,
                                         rotationDegrees: rotation, largeArc: largeArc, sweep: sweep).append(to: &path)
                }
                current = end
                lastCubicControl = nil; lastQuadControl = nil
            default:
                throw SVGPathDataError(offset: offset, reason: "unknown command")
            }
            noteSegment(from: repeated ? argumentOffset : offset)
            repeated = true
        } while try startsArgument()
    }

    /// Records `start..<end` (by default up to the cursor) as the segment of the elements built
    /// since the last one noted (none for a dropped zero-length arc, two for a line that reopens a
    /// closed subpath, up to 48 for an elliptical arc).
    @inline(__always)
    private mutating func noteSegment(from start: Int, to end: Int? = nil) {
        guard segments != nil else { return }
        let count = path.elements.count, range = start..<(end ?? position)
        while segments!.count < count { segments!.append(range) }
        if segments!.count > count { segments!.removeLast(segments!.count - count) }
    }

    /// Runs a builder call, turning its error into one at `offset`.
    private mutating func build(_ offset: Int, _ body: (inout Path) throws(GeometryError) -> Void) throws(SVGPathDataError) {
        do throws(GeometryError) {
            try body(&path)
        } catch {
            throw SVGPathDataError(offset: offset, reason: error.description)
        }
        try checkSize(offset)
    }

    /// Refuses the data once the path holds more than `maximumElements` (checked per element
    /// built, so one command's implicit repetition cannot build millions first).
    @inline(__always)
    private func checkSize(_ offset: Int) throws(SVGPathDataError) {
        guard path.elements.count <= maximumElements else {
            throw SVGPathDataError(offset: offset, reason: "the path data draws more than \(maximumElements) elements",
                                   exceedsElementLimit: true)
        }
    }

    // MARK: Lexical

    package static func isCommand(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "M"), UInt8(ascii: "m"), UInt8(ascii: "L"), UInt8(ascii: "l"), UInt8(ascii: "H"),
             UInt8(ascii: "h"), UInt8(ascii: "V"), UInt8(ascii: "v"), UInt8(ascii: "C"), UInt8(ascii: "c"),
             UInt8(ascii: "S"), UInt8(ascii: "s"), UInt8(ascii: "Q"), UInt8(ascii: "q"), UInt8(ascii: "T"),
             UInt8(ascii: "t"), UInt8(ascii: "A"), UInt8(ascii: "a"), UInt8(ascii: "Z"), UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }

    /// How many bytes of `bytes` are `A` (0x41) or above (but for 0x80…0xC0), eight at a time: at
    /// least the command letters (the other bytes of valid data are digits, signs, points, commas
    /// and white space, all below `A`), and more only by an exponent's `e`. What the path's
    /// storage is sized by; a byte-by-byte test of the twenty letters cost more than reading them.
    static func lettersAtLeast(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        // With each byte's high bit set first, subtracting 0x41 borrows from no other byte, and
        // leaves the high bit set exactly where the byte (its low seven bits) was 0x41 or above:
        // one per such byte once shifted down, summed per byte lane, then across the lanes by one
        // multiplication into the top byte, which holds the sum while it is below 256: 31 words
        // at a time (248 bytes).
        func flags(_ word: UInt64) -> UInt64 { (((word | highs) &- 0x41 &* ones) & highs) >> 7 }
        func total(_ lanes: UInt64) -> Int { Int((lanes &* ones) >> 56) }
        var letters = 0, offset = 0
        if let base = bytes.baseAddress {
            while offset + 8 <= bytes.count {
                var lanes: UInt64 = 0
                var words = 0
                while words < 31, offset + 8 <= bytes.count {
                    lanes &+= flags(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                    offset += 8
                    words += 1
                }
                letters += total(lanes)
            }
        }
        var last: UInt64 = 0
        for index in offset..<bytes.count { last |= UInt64(bytes[index]) << UInt64(8 * (index - offset)) }
        return letters + total(flags(last))
    }

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    /// `comma_wsp?` between arguments: whitespace, at most one comma, whitespace.
    private mutating func commaWhitespace() throws(SVGPathDataError) {
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
            position += 1
            skipWhitespace()
        }
    }

    /// Whether another argument set follows (implicit repetition): after `comma_wsp?`, a number
    /// starts; the cursor is then left on it.
    /// - Throws: when a comma is followed by anything but a number.
    private mutating func startsArgument() throws(SVGPathDataError) -> Bool {
        var probe = position
        while probe < bytes.count, Self.isWhitespace(bytes[probe]) { probe += 1 }
        var comma = false
        if probe < bytes.count, bytes[probe] == UInt8(ascii: ",") {
            comma = true
            probe += 1
            while probe < bytes.count, Self.isWhitespace(bytes[probe]) { probe += 1 }
        }
        if probe < bytes.count {
            let byte = bytes[probe]
            if (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") {
                position = probe
                return true
            }
        }
        if comma { throw SVGPathDataError(offset: probe, reason: "expected a number after ',', found \(describe(probe))") }
        return false
    }

    private func describe(_ offset: Int) -> String { Self.describe(bytes, offset) }

    /// The byte at `offset` for an error message: `'x'`, `byte 0xNN`, or the end of the data.
    package static func describe(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the data" }
        let byte = bytes[offset]
        return byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func pair(_ base: Point) throws(SVGPathDataError) -> Point {
        let x = try number()
        try commaWhitespace()
        let y = try number()
        return Point(x: base.x + x, y: base.y + y)
    }

    /// A flag: the single byte `0` or `1` (no separator needed after it).
    private mutating func flag() throws(SVGPathDataError) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "0") || bytes[position] == UInt8(ascii: "1") else {
            throw SVGPathDataError(offset: position, reason: "expected a flag 0 or 1, found \(describe(position))")
        }
        position += 1
        return bytes[position - 1] == UInt8(ascii: "1")
    }

    /// 10^`exponent` for `exponent` in 0...22, the powers of ten a `Double` holds exactly
    /// (Clinger's fast path); a `switch`, which compiles to a constant table: no lazy global to
    /// initialise and no array to bounds-check per number read.
    @inline(__always)
    static func exactPowerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        case 22: 1e22
        default: .nan
        }
    }

    /// A number: `sign? (digits ('.' digits?)? | '.' digits) ([eE] sign? digits)?`.
    private mutating func number() throws(SVGPathDataError) -> Double {
        try Self.number(in: bytes, at: &position)
    }

    /// The SVG number starting at `position` in `bytes` (SVG 2 §9.3.9 `number`:
    /// `sign? (digits ('.' digits?)? | '.' digits) ([eE] sign? digits)?`), correctly rounded;
    /// `position` is left after it. The one number reader of the package's SVG input (path data,
    /// and in `FilletSVG` lengths, point lists and transform lists).
    /// - Throws: ``SVGPathDataError`` at the offset where no number starts, where an exponent has
    ///   no digits, or where the value is out of range (±∞).
    package static func number(in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) throws(SVGPathDataError) -> Double {
        func describe(_ offset: Int) -> String { Self.describe(bytes, offset) }
        let start = position
        let count = bytes.count
        var index = position
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        // The first 19 significant digits in `mantissa`, the others as powers of ten. The digits
        // from the first non-zero one make `mantissa`, so it holds fewer than 19 of them exactly
        // while it is below 10¹⁸ (then `mantissa · 10 + 9` < 10¹⁹ < 2⁶⁴: the wrapping operations
        // only skip overflow checks that cannot fail), and at most 15 below 10¹⁵.
        let smallestOf19Digits: UInt64 = 1_000_000_000_000_000_000, smallestOf16Digits: UInt64 = 1_000_000_000_000_000
        var mantissa: UInt64 = 0
        // The run of digits at `index`, folded into `mantissa` while it has room; `dropped`
        // counts the digits past the 19th, which only scale the value.
        @inline(__always) func digitRun() -> (read: Int, dropped: Int) {
            let runStart = index
            var dropped = 0
            while index < count {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                if mantissa < smallestOf19Digits {
                    mantissa = mantissa &* 10 &+ UInt64(digit)
                } else {
                    dropped &+= 1
                }
                index &+= 1
            }
            return (index - runStart, dropped)
        }
        let integer = digitRun()
        var digits = integer.read, decimalExponent = integer.dropped
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fraction = digitRun()
            digits += fraction.read
            decimalExponent -= fraction.read - fraction.dropped
        }
        func isDigit(_ i: Int) -> Bool { i < count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        guard digits > 0 else {
            throw SVGPathDataError(offset: start, reason: "expected a number, found \(describe(start))")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var probe = index + 1
            var exponentNegative = false
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "-") || bytes[probe] == UInt8(ascii: "+") {
                exponentNegative = bytes[probe] == UInt8(ascii: "-")
                probe += 1
            }
            // An 'e' not followed by digits is not part of the number (SVG 2 grammar); it is then
            // an error anyway, reported where the 'e' stands.
            guard isDigit(probe) else {
                throw SVGPathDataError(offset: index, reason: "expected exponent digits after '\(Character(Unicode.Scalar(bytes[index])))'")
            }
            var exponent = 0
            while isDigit(probe) {
                exponent = Swift.min(exponent * 10 + Int(bytes[probe] - UInt8(ascii: "0")), 100_000)
                probe += 1
            }
            decimalExponent += exponentNegative ? -exponent : exponent
            index = probe
        }
        position = index
        var value: Double
        if mantissa == 0 {
            value = 0
        } else if mantissa < smallestOf16Digits && Swift.abs(decimalExponent) <= 22 {
            // Clinger's fast path: both operands exact, so one correctly rounded operation.
            value = Double(mantissa)
            value = decimalExponent < 0 ? value / Self.exactPowerOfTen(-decimalExponent)
                                        : value * Self.exactPowerOfTen(decimalExponent)
        } else {
            value = strtod(bytes, start, index)
            value = Swift.abs(value)
        }
        if negative { value = -value }
        guard value.isFinite else {
            throw SVGPathDataError(offset: start, reason: "number out of range")
        }
        return value
    }

    /// The correctly rounded value of the number text in `bytes[from..<to]` (C `strtod`).
    private static func strtod(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Double {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: to - from + 1) { buffer in
            for index in from..<to { buffer[index - from] = CChar(bitPattern: bytes[index]) }
            buffer[to - from] = 0
            return Foundation.strtod(buffer.baseAddress!, nil)
        }
    }
}

extension SVGPathParser {
    /// The path the path data `bytes` (UTF-8) draws, read in place, as
    /// ``Path/init(svgPathData:maximumElements:)`` reads its string's bytes: for a check that
    /// places the bytes before a page the process may not read, so that a read past their end
    /// faults instead of finding the zero a Swift string keeps after its last byte.
    /// - Throws: ``SVGPathDataError`` with the byte offset.
    package static func path(in bytes: UnsafeBufferPointer<UInt8>, maximumElements: Int = .max) throws(SVGPathDataError) -> Path {
        var parser = SVGPathParser(bytes: bytes, maximumElements: maximumElements)
        return try parser.parse()
    }
}

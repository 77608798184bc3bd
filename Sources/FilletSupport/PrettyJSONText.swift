/// JSON text written value by value, with the bytes Foundation's `JSONEncoder` writes under
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` and `nan`/`inf`/`-inf` as strings
/// (`PropertyCheckJSON.encoder(pretty: true)`): two spaces per depth, `"key" : value`, an empty
/// container as its brackets around an empty line, numbers as Swift prints them less a trailing
/// `.0`, and in strings `"`, `\`, and control characters escaped (`\b \f \n \r \t`, else
/// `\u00xx`).
///
/// For output written often (an element's report per element checked): building the encoder's
/// tree for each value costs more than checking a small path. The caller writes an object's keys
/// in sorted order; tests compare the text with the encoder's for the values written this way.
public struct PrettyJSONText {
    /// The UTF-8 text written so far.
    public private(set) var bytes: [UInt8] = []
    private var depth: Int
    /// Per open container: whether nothing has been written into it yet.
    private var empty: [Bool] = []

    /// Text whose first value is written at `depth` (its closing lines indented to it; the first
    /// line is not indented: the caller places it).
    public init(depth: Int = 0, capacity: Int = 1_024) {
        self.depth = depth
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Text written as given: layout the caller owns (a separator before the first line).
    public mutating func append(raw text: String) { bytes.append(contentsOf: text.utf8) }

    // MARK: Containers

    /// Opens an object: members follow, each started by ``key(_:)``.
    public mutating func openObject() { open(UInt8(ascii: "{")) }
    /// Closes the innermost open object.
    public mutating func closeObject() { close(UInt8(ascii: "}")) }
    /// Opens an array: elements follow, each started by ``item()``.
    public mutating func openArray() { open(UInt8(ascii: "[")) }
    /// Closes the innermost open array.
    public mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Starts the member `name` of the open object (names are written as given: plain ASCII).
    public mutating func key(_ name: StaticString) {
        nextLine()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
    }

    /// Starts the next element of the open array.
    public mutating func item() { nextLine() }

    // MARK: Values

    /// `null`.
    public mutating func null() { bytes.append(contentsOf: "null".utf8) }

    /// `true` or `false`.
    public mutating func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    /// An integer in decimal.
    public mutating func integer(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    /// A finite number as Swift prints it less a trailing `.0`; NaN and infinities as the strings
    /// `nan`, `inf`, `-inf`.
    public mutating func number(_ value: Double) {
        guard value.isFinite else {
            string(value.isNaN ? "nan" : value > 0 ? "inf" : "-inf")
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// A string, quoted and escaped as the encoder escapes it.
    public mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x00...0x1F:
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                          Self.hexDigit(byte >> 4), Self.hexDigit(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A string, or `null` for `nil`.
    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// A number, or `null` for `nil`.
    public mutating func number(_ value: Double?) {
        if let value { number(value) } else { null() }
    }

    /// An integer, or `null` for `nil`.
    public mutating func integer(_ value: Int?) {
        if let value { integer(value) } else { null() }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    // MARK: Layout

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        empty.append(true)
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        let wasEmpty = empty.removeLast()
        depth -= 1
        bytes.append(UInt8(ascii: "\n"))
        if wasEmpty { bytes.append(UInt8(ascii: "\n")) }
        indent()
        bytes.append(bracket)
    }

    /// The separator before a member or element: a comma after the previous one, a new line, the
    /// indent.
    private mutating func nextLine() {
        if empty[empty.count - 1] {
            empty[empty.count - 1] = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
        bytes.append(UInt8(ascii: "\n"))
        indent()
    }

    private mutating func indent() {
        for _ in 0..<(2 * Swift.max(0, depth)) { bytes.append(UInt8(ascii: " ")) }
    }
}

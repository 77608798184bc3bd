import Foundation

/// The one reading rule for every JSON document the tool reads (configurations, gate baselines,
/// regressions files, replayed cases, shard reports to merge, benchmark baselines and
/// histories), checked on the bytes before any decoder runs:
///
/// - **Nesting**: at most ``maximumDepth`` arrays and objects inside one another. Decoders walk a
///   value recursively, and a few hundred levels of `[` are enough to overflow a thread's stack
///   in them. No file the tool writes nests deeper
///   than 8; the limit leaves room for hand-written cases and keeps every recursive walk shallow.
/// - **Encoding**: valid UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF) and no
///   NUL byte. The decoders transcode UTF-16 and UTF-32, which would hide quotes and brackets
///   from a scan of UTF-8 bytes, and repair invalid bytes into U+FFFD, so a key would not be the
///   key the file holds.
/// - **Duplicate keys**: an object holds each key once, keys compared after decoding their
///   escapes (`"a"` and `"\u0061"` are one key) and as Swift compares strings (canonically
///   equivalent spellings of `é` are one key, as a `[String: …]` decoded from them would merge
///   them). Readers disagree about duplicates — Foundation keeps the first, Python, jq and
///   JavaScript the last — so a file with one means one thing to Fillet and another to the
///   tools around it.
/// - **Numbers**: a number whose magnitude overflows a `Double` (`1e400`) is refused naming its
///   key; Foundation would report it as a type mismatch far from the cause. A number that
///   underflows to zero is accepted (it is within a rounding of its value).
///
/// Refusals name the byte offset and, where there is one, the key path
/// (`invariants.tangent-continuity.severity`, `findings[2].x`) in ``JSONStructureError``. The
/// scan says nothing else about whether the bytes are JSON: the decoder that runs next does.
public enum JSONStructure {
    /// The deepest nesting accepted: 64 arrays and objects inside one another.
    public static let maximumDepth = 64

    /// Throws when `bytes` break the rule above.
    /// - Parameters:
    ///   - bytes: the document (one line of a JSON-lines file is one document).
    ///   - limit: the deepest nesting accepted (default ``maximumDepth``; ≥ 0).
    /// - Throws: ``JSONStructureError`` for the first break, in byte order.
    /// - Complexity: O(bytes). It allocates one frame per open array or object (it stops at the
    ///   first level past `limit`) and one string per object key, for the key sets; number tokens
    ///   are converted only when they could overflow (an exponent, or more than 308 digits).
    public static func check<Bytes: Collection<UInt8>>(_ bytes: Bytes, limit: Int = maximumDepth) throws(JSONStructureError) {
        let result = bytes.withContiguousStorageIfAvailable { buffer in scan(buffer, limit: limit) }
            ?? Array(bytes).withUnsafeBufferPointer { buffer in scan(buffer, limit: limit) }
        try result.get()
    }
}

extension JSONStructure {
    private static func scan(_ buffer: UnsafeBufferPointer<UInt8>, limit: Int) -> Result<Void, JSONStructureError> {
        var scanner = Scanner(bytes: buffer, limit: limit)
        return Result { () throws(JSONStructureError) in try scanner.run() }
    }

    /// One open array or object.
    private struct Frame {
        var isObject: Bool
        /// The keys met so far (objects only).
        var keys: Set<String> = []
        /// The member being read (objects only): for the key path.
        var key: String?
        /// The element being read (arrays only): commas seen so far.
        var index = 0
        /// Whether the next string is a key (objects only: after `{` or `,`, until `:`).
        var expectsKey = true
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let limit: Int
        var frames: [Frame] = []
        /// The current key's UTF-8 bytes with escapes decoded; reused for every key.
        var keyBytes: [UInt8] = []

        init(bytes: UnsafeBufferPointer<UInt8>, limit: Int) {
            self.bytes = bytes
            self.limit = limit
        }

        mutating func run() throws(JSONStructureError) {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard frames.count < limit else { throw .tooDeep(limit: limit, offset: index) }
                    frames.append(Frame(isObject: byte == UInt8(ascii: "{")))
                    index += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    // Unbalanced brackets are the decoder's to report; the scan only must not trap.
                    if !frames.isEmpty { frames.removeLast() }
                    index += 1
                case UInt8(ascii: ","):
                    if !frames.isEmpty {
                        if frames[frames.count - 1].isObject {
                            frames[frames.count - 1].expectsKey = true
                            frames[frames.count - 1].key = nil
                        } else {
                            frames[frames.count - 1].index += 1
                        }
                    }
                    index += 1
                case UInt8(ascii: ":"):
                    if !frames.isEmpty { frames[frames.count - 1].expectsKey = false }
                    index += 1
                case UInt8(ascii: "\""):
                    let isKey = frames.last.map { $0.isObject && $0.expectsKey } ?? false
                    index = try string(from: index + 1, isKey: isKey)
                    if isKey { try addKey(at: index) }
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    index = try number(from: index)
                case 0:
                    throw .encoding(offset: index, byte: 0)
                case 0x80...:
                    index += try scalarLength(at: index)
                default:
                    index += 1
                }
            }
        }

        /// Reads the string whose first byte is at `start` (after its quote); returns the offset
        /// after its closing quote (or the end). Collects the decoded bytes of a key.
        mutating func string(from start: Int, isKey: Bool) throws(JSONStructureError) -> Int {
            if isKey { keyBytes.removeAll(keepingCapacity: true) }
            var index = start
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    return index + 1
                case UInt8(ascii: "\\"):
                    index = escape(at: index + 1, isKey: isKey)
                case 0:
                    throw .encoding(offset: index, byte: 0)
                case 0x80...:
                    let length = try scalarLength(at: index)
                    if isKey { keyBytes.append(contentsOf: bytes[index..<index + length]) }
                    index += length
                default:
                    if isKey { keyBytes.append(byte) }
                    index += 1
                }
            }
            return index
        }

        /// Decodes the escape whose letter is at `index` (after its backslash) into the key's
        /// bytes; returns the offset after it. A malformed escape is left to the decoder.
        mutating func escape(at index: Int, isKey: Bool) -> Int {
            guard index < bytes.count else { return index }
            let letter = bytes[index]
            guard letter == UInt8(ascii: "u") else {
                if isKey {
                    switch letter {
                    case UInt8(ascii: "b"): keyBytes.append(0x08)
                    case UInt8(ascii: "f"): keyBytes.append(0x0C)
                    case UInt8(ascii: "n"): keyBytes.append(0x0A)
                    case UInt8(ascii: "r"): keyBytes.append(0x0D)
                    case UInt8(ascii: "t"): keyBytes.append(0x09)
                    default: keyBytes.append(letter)  // \" \\ \/ (others are the decoder's error)
                    }
                }
                // A backslash before a multi-byte scalar: the scalar is still validated.
                return letter < 0x80 ? index + 1 : index
            }
            guard let unit = hexUnit(at: index + 1) else { return index + 1 }
            var end = index + 5
            var scalar = Unicode.Scalar(unit)
            if (0xD800...0xDBFF).contains(unit), end + 1 < bytes.count, bytes[end] == UInt8(ascii: "\\"),
               bytes[end + 1] == UInt8(ascii: "u"), let low = hexUnit(at: end + 2), (0xDC00...0xDFFF).contains(low) {
                scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
                end += 6
            }
            if isKey {
                // A lone surrogate has no scalar: it compares as U+FFFD, as a lenient decoder reads it.
                keyBytes.append(contentsOf: UTF8.encode(scalar ?? "\u{FFFD}")!)
            }
            return end
        }

        func hexUnit(at index: Int) -> UInt16? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt16 = 0
            for offset in index..<index + 4 {
                let byte = bytes[offset]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt16(digit)
            }
            return value
        }

        /// Records the key just read in the innermost object; throws when it is already there.
        /// `offset` is the byte after the key's closing quote.
        mutating func addKey(at offset: Int) throws(JSONStructureError) {
            let key = String(decoding: keyBytes, as: UTF8.self)
            let top = frames.count - 1
            guard frames[top].keys.insert(key).inserted else {
                throw .duplicateKey(keyPath: keyPath(frames.dropLast(), then: key), offset: offset)
            }
            frames[top].key = key
        }

        /// Reads the number token at `start`; returns the offset after it.
        func number(from start: Int) throws(JSONStructureError) -> Int {
            var index = start, hasExponent = false
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."): break
                case UInt8(ascii: "e"), UInt8(ascii: "E"): hasExponent = true
                default: return try checked(start, index, hasExponent)
                }
                index += 1
            }
            return try checked(start, index, hasExponent)
        }

        /// Without an exponent, a number of at most 308 digits is below 10³⁰⁹, inside a Double's range.
        func checked(_ start: Int, _ end: Int, _ hasExponent: Bool) throws(JSONStructureError) -> Int {
            guard hasExponent || end - start > 308 else { return end }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            if let value = Double(text), value.isInfinite {
                let path = keyPath(frames[...], then: nil)
                throw .numberOutOfRange(keyPath: path.isEmpty ? nil : path, number: text, offset: start)
            }
            return end
        }

        /// The length of the UTF-8 scalar at `index`; throws when the bytes there are not one.
        func scalarLength(at index: Int) throws(JSONStructureError) -> Int {
            let lead = bytes[index]
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF  // the valid range of the second byte
            switch lead {
            case 0x00...0x7F: return 1
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0           // no overlong forms
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F          // no surrogates
            case 0xF0: length = 4; low = 0x90           // no overlong forms
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F          // nothing past U+10FFFF
            default: throw .encoding(offset: index, byte: lead)
            }
            guard index + length <= bytes.count else { throw .encoding(offset: index, byte: lead) }
            guard (low...high).contains(bytes[index + 1]) else { throw .encoding(offset: index, byte: lead) }
            for next in index + 2 ..< index + length where !(0x80...0xBF).contains(bytes[next]) {
                throw .encoding(offset: index, byte: lead)
            }
            return length
        }

        /// `a.b[2].c`: the keys and indices of `frames`, then `last` when given.
        func keyPath(_ frames: ArraySlice<Frame>, then last: String?) -> String {
            var path = ""
            for frame in frames {
                if frame.isObject {
                    guard let key = frame.key else { continue }
                    path += (path.isEmpty ? "" : ".") + key
                } else {
                    path += "[\(frame.index)]"
                }
            }
            if let last { path += (path.isEmpty ? "" : ".") + last }
            return path
        }
    }
}

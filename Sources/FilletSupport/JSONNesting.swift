import Foundation

/// The one nesting rule for every JSON document the tool reads (replayed cases, regressions
/// files, reports to merge, benchmark baselines and histories): at most ``maximumDepth`` arrays
/// and objects inside one another, checked on the bytes before any decoder runs.
///
/// Decoders walk a value recursively, and a few hundred levels of `[` are enough to overflow a
/// thread's stack in them (512 nested arrays crashed `fillet replay`). No file the tool writes
/// nests deeper than 8; the limit leaves room for hand-written cases and still keeps every
/// recursive walk shallow.
public enum JSONNesting {
    /// The deepest nesting accepted: 64 arrays and objects inside one another.
    public static let maximumDepth = 64

    /// Throws when `bytes` nest arrays and objects deeper than `limit`, or are not UTF-8 (a
    /// NUL byte, or a UTF-16 or UTF-32 byte-order mark: the decoders transcode those, and the
    /// count here, on UTF-8 bytes, would read their quotes and brackets wrongly). Says nothing
    /// about whether they are valid JSON otherwise (the decoder that runs next does). Brackets
    /// inside strings (with their `\"` escapes) are not counted.
    /// - Complexity: O(bytes), no allocation; it stops at the first level past `limit`.
    public static func check<Bytes: Collection<UInt8>>(_ bytes: Bytes, limit: Int = maximumDepth) throws(JSONNestingError) {
        var depth = 0, offset = 0
        var inString = false, escaped = false
        if let first = bytes.first, first == 0xFE || first == 0xFF {
            throw JSONNestingError(limit: limit, offset: 0, isEncoding: true)
        }
        for byte in bytes {
            defer { offset += 1 }
            if byte == 0 { throw JSONNestingError(limit: limit, offset: offset, isEncoding: true) }
            if inString {
                if escaped { escaped = false }
                else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { throw JSONNestingError(limit: limit, offset: offset) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
    }
}

/// A JSON document nests arrays and objects deeper than ``JSONNesting/maximumDepth``, or is
/// not UTF-8.
public struct JSONNestingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The depth allowed.
    public var limit: Int
    /// The byte offset (from 0) of the bracket that went one level past it, or of the byte that
    /// is not UTF-8 JSON.
    public var offset: Int
    /// Whether the bytes are not UTF-8 (a NUL byte or a UTF-16/32 byte-order mark).
    public var isEncoding: Bool

    public init(limit: Int, offset: Int, isEncoding: Bool = false) {
        self.limit = limit
        self.offset = offset
        self.isEncoding = isEncoding
    }

    public var description: String {
        isEncoding ? "JSON is read as UTF-8 only (a NUL byte or a UTF-16/32 byte-order mark at byte \(offset))"
                   : "arrays and objects nest more than \(limit) deep (at byte \(offset))"
    }
}

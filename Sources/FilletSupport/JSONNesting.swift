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

    /// Throws when `bytes` nest arrays and objects deeper than `limit`; says nothing about
    /// whether they are valid JSON otherwise (the decoder that runs next does). Brackets inside
    /// strings (with their `\"` escapes) are not counted.
    /// - Complexity: O(bytes), no allocation; it stops at the first level past `limit`.
    public static func check<Bytes: Collection<UInt8>>(_ bytes: Bytes, limit: Int = maximumDepth) throws(JSONNestingError) {
        var depth = 0, offset = 0
        var inString = false, escaped = false
        for byte in bytes {
            defer { offset += 1 }
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

/// A JSON document nests arrays and objects deeper than ``JSONNesting/maximumDepth``.
public struct JSONNestingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The depth allowed.
    public var limit: Int
    /// The byte offset (from 0) of the bracket that went one level past it.
    public var offset: Int

    public init(limit: Int, offset: Int) {
        self.limit = limit
        self.offset = offset
    }

    public var description: String {
        "arrays and objects nest more than \(limit) deep (at byte \(offset))"
    }
}

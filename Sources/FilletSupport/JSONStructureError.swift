/// Why JSON bytes break ``JSONStructure``'s reading rule, with the byte offset and, where there
/// is one, the key path. ``description`` is one line: user text (keys, the number) is escaped
/// and abbreviated (``OneLine``).
public enum JSONStructureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Arrays and objects nest deeper than `limit`; `offset` is the bracket that went past it.
    case tooDeep(limit: Int, offset: Int)
    /// The bytes are not UTF-8: `byte` at `offset` starts no valid scalar, or is a NUL (a
    /// UTF-16 or UTF-32 document, or binary data).
    case encoding(offset: Int, byte: UInt8)
    /// An object holds a key twice; `keyPath` ends with the key, `offset` is after its second
    /// occurrence.
    case duplicateKey(keyPath: String, offset: Int)
    /// A number token (`number`, as written) overflows a `Double` to ±∞; `keyPath` names its
    /// member (`nil` for a number that is the whole document).
    case numberOutOfRange(keyPath: String?, number: String, offset: Int)

    /// The byte offset (from 0) of the refusal.
    public var offset: Int {
        switch self {
        case .tooDeep(_, let offset), .encoding(let offset, _), .duplicateKey(_, let offset),
             .numberOutOfRange(_, _, let offset):
            return offset
        }
    }

    /// The member the refusal is about (`invariants.x.visible-offset`, `findings[1].x`), raw
    /// (not escaped), or `nil`.
    public var keyPath: String? {
        switch self {
        case .tooDeep, .encoding: return nil
        case .duplicateKey(let keyPath, _): return keyPath
        case .numberOutOfRange(let keyPath, _, _): return keyPath
        }
    }

    /// The refusal without its key path, for messages that name the key themselves.
    public var reason: String {
        switch self {
        case .tooDeep(let limit, let offset):
            return "arrays and objects nest more than \(limit) deep (at byte \(offset))"
        case .encoding(let offset, 0):
            return "a NUL byte at byte \(offset): JSON is read as UTF-8 only (not UTF-16 or UTF-32)"
        case .encoding(let offset, let byte):
            return "not UTF-8 at byte \(offset) (0x\(String(byte, radix: 16, uppercase: true))): JSON is read as UTF-8 only"
        case .duplicateKey:
            return "duplicate key (readers disagree on which value counts)"
        case .numberOutOfRange(_, let number, _):
            return "the number \(OneLine.escaped(OneLine.abbreviated(number))) is outside the range of a double"
        }
    }

    /// `key.path: reason`, or the reason alone.
    public var description: String {
        keyPath.map { OneLine.escaped(OneLine.abbreviated($0)) + ": " + reason } ?? reason
    }
}

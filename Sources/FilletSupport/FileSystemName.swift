import Foundation

/// File names as the file system stores them — bytes, not always UTF-8 — carried in a `String`
/// without loss, so a name such as `bow\xe9.svg` (Latin-1 `é`) is found, read and reported like
/// any other.
///
/// A byte that is not part of valid UTF-8 is held as the private-use scalar `U+10FF00 + byte`
/// (the last 256 scalars of plane 16). So that the mapping is one-to-one, a name that really
/// contains one of those 256 scalars has each of its four bytes held the same way. Then:
///
/// ```
/// bytes(decode(b)) == b             for every byte string b
/// decode(bytes(s)) == s             for every s produced by decode
/// ```
///
/// Every system call on a name the user gave or a walk found goes through ``withCString(_:_:)``,
/// and every echo through ``printable(_:)`` (``OneLine/escaped(_:)`` calls it), which writes a held
/// byte as `\xNN`. A valid UTF-8 name that holds no such scalar is unchanged both ways.
public enum FileSystemName {
    /// The first of the 256 scalars that hold a raw byte.
    static let heldByteBase: UInt32 = 0x10FF00

    /// The name held by `bytes` (no NUL among them).
    public static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        // Valid UTF-8 without the lead byte of a held-range scalar (F4) is its own name: Swift's
        // validation accepts exactly the shortest-form sequences of non-surrogate scalars that
        // `validScalar` accepts, so this is `decodeScalarByScalar`'s result, found faster.
        if let plain = bytes.withContiguousStorageIfAvailable(plainName), let name = plain { return name }
        return decodeScalarByScalar(bytes)
    }

    /// The name `bytes` hold when they are valid UTF-8 without an F4 byte (see ``decode(_:)``), or
    /// `nil`. Not generic, so the scan runs on the buffer whatever module calls `decode`.
    static func plainName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !bytes.contains(0xF4) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// ``decode(_:)`` one scalar at a time: what it returns for every input, and the path it takes
    /// for bytes that are not UTF-8 or hold an F4 byte.
    static func decodeScalarByScalar<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        var scalars = String.UnicodeScalarView()
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if let (scalar, next) = validScalar(in: bytes, at: index), scalar.value < heldByteBase {
                scalars.append(scalar)
                index = next
                continue
            }
            // An invalid byte, or the first byte of a scalar in the held range: held byte by byte
            // (a held-range scalar's four bytes each become a held byte).
            let end = validScalar(in: bytes, at: index)?.1 ?? bytes.index(after: index)
            while index != end {
                scalars.append(Unicode.Scalar(heldByteBase + UInt32(bytes[index]))!)
                bytes.formIndex(after: &index)
            }
        }
        return String(scalars)
    }

    /// The bytes `name` holds: its UTF-8, with each held scalar written as its byte.
    public static func bytes(_ name: String) -> [UInt8] {
        guard isHolding(name) else { return Array(name.utf8) }
        var result: [UInt8] = []
        result.reserveCapacity(name.utf8.count)
        for scalar in name.unicodeScalars {
            if scalar.value >= heldByteBase {
                result.append(UInt8(scalar.value - heldByteBase))
            } else {
                result.append(contentsOf: String(scalar).utf8)
            }
        }
        return result
    }

    /// Calls `body` with the NUL-terminated bytes of `name`: what every system call on a user's path
    /// is given.
    public static func withCString<Result>(_ name: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        guard isHolding(name) else { return try name.withCString(body) }
        var raw = bytes(name).map { CChar(bitPattern: $0) }
        raw.append(0)
        return try raw.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// `name` with every held byte written as `\xNN` (lower-case hex): how reports show it.
    public static func printable(_ name: String) -> String {
        guard isHolding(name) else { return name }
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar.value >= heldByteBase {
                let byte = scalar.value - heldByteBase
                result += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `name` holds a raw byte (it was not UTF-8 on disk).
    public static func isHolding(_ name: String) -> Bool {
        // Held scalars are 4-byte UTF-8 sequences starting F4 8F BC/BD/BE/BF.
        let hasLeadByte = name.utf8.withContiguousStorageIfAvailable { $0.contains(0xF4) } ?? name.utf8.contains(0xF4)
        return hasLeadByte && name.unicodeScalars.contains { $0.value >= heldByteBase }
    }

    /// The name in the NUL-terminated C string `pointer` (a `readdir` entry, an `argv` element).
    public static func decode(cString pointer: UnsafePointer<CChar>) -> String {
        let length = strlen(pointer)
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            decode(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// The scalar of the valid UTF-8 sequence at `index` and the index after it, or `nil` when the
    /// bytes there are not a valid, shortest-form sequence.
    static func validScalar<Bytes: Collection<UInt8>>(in bytes: Bytes, at index: Bytes.Index) -> (Unicode.Scalar, Bytes.Index)? {
        let lead = bytes[index]
        var next = bytes.index(after: index)
        if lead < 0x80 { return (Unicode.Scalar(lead), next) }
        let count: Int, minimum: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: count = 1; value = UInt32(lead & 0x1F); minimum = 0x80
        case 0xE0...0xEF: count = 2; value = UInt32(lead & 0x0F); minimum = 0x800
        case 0xF0...0xF4: count = 3; value = UInt32(lead & 0x07); minimum = 0x10000
        default: return nil
        }
        for _ in 0..<count {
            guard next != bytes.endIndex, bytes[next] & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(bytes[next] & 0x3F)
            bytes.formIndex(after: &next)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, next)
    }
}

/// Text built as UTF-8 bytes in one buffer and made a `String` once (tables, reports): appending
/// to a `String` piece by piece costs more.
extension Array where Element == UInt8 {
    /// Appends `text`'s UTF-8 bytes: copied from its storage where it has one (always, for a
    /// native string), not walked byte by byte.
    @inline(__always)
    package mutating func appendUTF8(of text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }
}

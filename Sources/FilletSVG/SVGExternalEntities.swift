import FilletSupport
import Foundation

/// External entities are never loaded, and a document that declares one is refused: libxml2,
/// told not to resolve them, drops a reference in element content without a word, so whatever
/// the entity would have drawn would be missing from the check and the document would pass
/// (a reference in an attribute value is already an error). Internal entities (Illustrator's
/// `<!ENTITY ns_svg "http://www.w3.org/2000/svg">`) and an external DTD in `<!DOCTYPE … "….dtd">`
/// are fine.
enum SVGExternalEntities {
    /// Throws when `bytes` (UTF-8, or ASCII-compatible) hold a declaration `<!ENTITY`, optionally
    /// `%`, a name, then `SYSTEM` or `PUBLIC`: an external general or parameter entity. The whole
    /// document is searched, comments included, so a declaration cannot hide from the search where
    /// libxml2 would read it.
    /// - Complexity: O(bytes), no allocation.
    static func refuseDeclarations(in bytes: Data) throws(SVGFileError) {
        let found: (name: String, line: Int)? = bytes.withUnsafeBytes { raw in
            let text = raw.bindMemory(to: UInt8.self)
            let marker = Array("<!ENTITY".utf8)
            var line = 1, index = 0
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
            func skipSpaces(_ position: inout Int) {
                while position < text.count, isSpace(text[position]) { position += 1 }
            }
            func word(_ position: inout Int) -> [UInt8] {
                let start = position
                while position < text.count, !isSpace(text[position]), text[position] != UInt8(ascii: ">") {
                    position += 1
                }
                return Array(text[start..<position])
            }
            while index + marker.count <= text.count {
                if text[index] == 0x0A { line += 1 }
                guard text[index] == marker[0], text[index..<(index + marker.count)].elementsEqual(marker) else {
                    index += 1
                    continue
                }
                var position = index + marker.count
                skipSpaces(&position)
                if position < text.count, text[position] == UInt8(ascii: "%") {
                    position += 1
                    skipSpaces(&position)
                }
                let name = word(&position)
                skipSpaces(&position)
                let keyword = word(&position)
                if keyword == Array("SYSTEM".utf8) || keyword == Array("PUBLIC".utf8) {
                    return (String(decoding: name, as: UTF8.self), line)
                }
                index += marker.count
            }
            return nil
        }
        if let found {
            throw SVGFileError(line: found.line, reason: "the document declares an external entity "
                                   + "\(OneLine.quoted(found.name)), which is never loaded: what it holds would be "
                                   + "missing from the check")
        }
    }
}

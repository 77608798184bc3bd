import Foundation
import Testing
import FilletSupport

@Suite struct JSONStructureTests {
    @Test(arguments: [1, 2, JSONStructure.maximumDepth - 1, JSONStructure.maximumDepth])
    func nestingUpToTheLimitIsAccepted(_ depth: Int) throws {
        try JSONStructure.check(Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8))
        try JSONStructure.check(Array((String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)).utf8))
    }

    /// One level past the limit is refused at the bracket that goes past it, however deep the rest.
    @Test(arguments: [JSONStructure.maximumDepth + 1, 512, 100_000])
    func nestingPastTheLimitIsRefusedAtItsBracket(_ depth: Int) {
        let text = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        let error = #expect(throws: JSONStructureError.self) { try JSONStructure.check(Array(text.utf8)) }
        #expect(error == .tooDeep(limit: JSONStructure.maximumDepth, offset: 5 * JSONStructure.maximumDepth))
        #expect(error?.description == "arrays and objects nest more than \(JSONStructure.maximumDepth) deep (at byte \(5 * JSONStructure.maximumDepth))")
    }

    /// Brackets inside strings (escaped quotes included) are text, not nesting.
    @Test func bracketsInStringsAreNotCounted() throws {
        let deepText = String(repeating: "[", count: 1_000)
        try JSONStructure.check(Array("[\"\(deepText)\", \"\\\"\(deepText)\\\\\"]".utf8), limit: 1)
        #expect(throws: JSONStructureError.self) { try JSONStructure.check(Array("[\"\\\\\", [1]]".utf8), limit: 1) }
    }

    /// UTF-16 and UTF-32 (which the decoders transcode) would hide quotes and brackets from a
    /// scan of UTF-8 bytes: refused at their first byte that is no UTF-8, or their first NUL.
    @Test(arguments: [([0xFF, 0xFE, 0x5B, 0x00], 0), ([0xFE, 0xFF, 0x00, 0x5B], 0), ([0x5B, 0x00, 0x22, 0x22, 0x00, 0x5D, 0x00], 1)])
    func utf16AndUTF32AreRefused(_ bytes: [UInt8], offset: Int) {
        let error = #expect(throws: JSONStructureError.self) { try JSONStructure.check(bytes) }
        #expect(error?.offset == offset)
        guard case .encoding = error else { Issue.record("expected an encoding error, got \(String(describing: error))"); return }
    }

    /// Every way bytes fail to be UTF-8, in a key, a value or between tokens, is refused at the
    /// byte that starts the bad sequence (the decoder would repair it into U+FFFD).
    @Test(arguments: [
        ([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], 2),          // {"\xFF":1}: never a UTF-8 byte
        ([0x5B, 0x22, 0xC3, 0x22, 0x5D], 2),                       // a truncated two-byte scalar
        ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], 2),                 // an overlong '/'
        ([0x5B, 0x22, 0xE0, 0x80, 0xAF, 0x22, 0x5D], 2),           // an overlong three-byte form
        ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 2),           // a UTF-16 surrogate
        ([0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], 2),     // past U+10FFFF
        ([0x5B, 0x31, 0x2C, 0x20, 0x80, 0x5D], 4),                 // a lone continuation byte between tokens
        ([0x5B, 0x22, 0x61, 0xE2, 0x82], 3),                       // a scalar cut by the end of the bytes
    ])
    func invalidUTF8IsRefusedAtItsOffset(_ bytes: [UInt8], offset: Int) {
        let error = #expect(throws: JSONStructureError.self) { try JSONStructure.check(bytes) }
        #expect(error == .encoding(offset: offset, byte: bytes[offset]))
        #expect(error?.description.contains("not UTF-8 at byte \(offset)") == true)
    }

    @Test func validMultiByteTextIsAccepted() throws {
        try JSONStructure.check(Array(#"{"é":"日本","emoji 😀":["\u00e9"],"z":"\ud83d\ude00"}"#.utf8))
    }

    /// A duplicate names its path from the root: keys joined by dots, array elements by index.
    @Test(arguments: [
        (#"{"severity":"off","severity":"warning"}"#, "severity"),
        (#"{"invariants":{"tangent-continuity":{"severity":"off","severity":"warning"}}}"#, "invariants.tangent-continuity.severity"),
        (#"{"findings":[],"findings":[{"x":1}]}"#, "findings"),
        (#"{"findings":[{"x":1},{"x":1,"y":2,"x":3}]}"#, "findings[1].x"),
        (#"[[1],[{"a":1}],[2,{"b":[{"c":1,"c":1}]}]]"#, "[2][1].b[0].c"),
    ])
    func duplicateKeysAreRefusedNamingTheirPath(_ text: String, path: String) {
        let error = #expect(throws: JSONStructureError.self) { try JSONStructure.check(Array(text.utf8)) }
        #expect(error?.keyPath == path)
        #expect(error?.description == "\(path): duplicate key (readers disagree on which value counts)")
    }

    /// Keys are compared after their escapes are decoded, surrogate pairs included, and as Swift
    /// compares strings (a dictionary decoded from them would merge them).
    @Test(arguments: [
        #"{"a":1,"\u0061":2}"#, #"{"\n":1,"\u000a":2}"#, #"{"\/":1,"/":2}"#, #"{"😀":1,"\ud83d\ude00":2}"#,
        #"{"é":1,"e\u0301":2}"#, #"{"\"":1,"\u0022":2}"#,
    ])
    func escapedSpellingsOfOneKeyAreDuplicates(_ text: String) {
        let error = #expect(throws: JSONStructureError.self) { try JSONStructure.check(Array(text.utf8)) }
        guard case .duplicateKey = error else { Issue.record("expected a duplicate key, got \(String(describing: error))"); return }
    }

    /// The same key in sibling objects, a key equal to a value, and keys that differ only after
    /// an escape are not duplicates.
    @Test(arguments: [
        #"{"a":{"x":1},"b":{"x":1}}"#, #"[{"x":1},{"x":2}]"#, #"{"a":"a","b":"a"}"#, #"{"a":1,"\u0062":2}"#,
        #"{"a\"":1,"a":2}"#, #"{"A":1,"a":2}"#, #"{"k":{"k":{"k":1}}}"#,
    ])
    func distinctKeysAreAccepted(_ text: String) throws {
        try JSONStructure.check(Array(text.utf8))
    }

    /// A number that overflows a Double names its key; one that underflows, or is long but in
    /// range, is accepted.
    @Test(arguments: [
        (#"{"invariants":{"x":{"visible-offset":1e400}}}"#, "invariants.x.visible-offset", "1e400"),
        (#"{"a":[1,-1E+309]}"#, "a[1]", "-1E+309"),
        (#"[0.5e310]"#, "[0]", "0.5e310"),
        ("{\"n\":" + String(repeating: "9", count: 400) + "}", "n", String(repeating: "9", count: 400)),
    ])
    func overflowingNumbersNameTheirKey(_ text: String, path: String, number: String) {
        let error = #expect(throws: JSONStructureError.self) { try JSONStructure.check(Array(text.utf8)) }
        #expect(error?.keyPath == path)
        #expect(error?.description == "\(path): the number \(OneLine.abbreviated(number)) is outside the range of a double")
    }

    @Test func aWholeDocumentThatOverflowsHasNoKeyPath() {
        let error = #expect(throws: JSONStructureError.self) { try JSONStructure.check(Array("1e999".utf8)) }
        #expect(error == .numberOutOfRange(keyPath: nil, number: "1e999", offset: 0))
    }

    @Test(arguments: ["1e-400", "1.7976931348623157e308", "-0", String(repeating: "9", count: 300), "1e308"])
    func numbersInRangeAreAccepted(_ number: String) throws {
        try JSONStructure.check(Array("{\"n\":\(number)}".utf8))
    }

    /// A key path echoes user text: control characters are escaped, so the message stays one line.
    @Test func keyPathsInMessagesAreOneLine() {
        let error = #expect(throws: JSONStructureError.self) { try JSONStructure.check(Array(#"{"a\nb":1,"a\u000ab":2}"#.utf8)) }
        #expect(error?.keyPath == "a\nb")
        #expect(error?.description.contains("\n") == false)
    }

    /// Malformed JSON is the decoder's to report: the scan neither traps nor refuses it.
    @Test(arguments: ["]]]}}", "{\"a\"", "{\"a\\u12", "\"\\", "{,,:}", "[1,]", "{\"a\":1,,\"a\"", "-", ""])
    func malformedJSONDoesNotTrap(_ text: String) {
        _ = try? JSONStructure.check(Array(text.utf8))
    }

    /// Non-contiguous collections are scanned as contiguous ones are.
    @Test func anyCollectionOfBytesIsScanned() {
        let bytes = Array(#"{"a":1,"a":2}"#.utf8)
        #expect(throws: JSONStructureError.duplicateKey(keyPath: "a", offset: 10)) { try JSONStructure.check(bytes.lazy.map { $0 }) }
        #expect(throws: JSONStructureError.duplicateKey(keyPath: "a", offset: 10)) { try JSONStructure.check(Data(bytes)) }
    }
}

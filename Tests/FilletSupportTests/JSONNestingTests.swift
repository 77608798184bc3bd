import Foundation
import Testing
import FilletSupport

@Suite struct JSONNestingTests {
    @Test(arguments: [1, 2, JSONNesting.maximumDepth - 1, JSONNesting.maximumDepth])
    func nestingUpToTheLimitIsAccepted(_ depth: Int) throws {
        try JSONNesting.check(Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8))
        try JSONNesting.check(Array((String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)).utf8))
    }

    /// One level past the limit is refused at the bracket that goes past it, however deep the rest.
    @Test(arguments: [JSONNesting.maximumDepth + 1, 512, 100_000])
    func nestingPastTheLimitIsRefusedAtItsBracket(_ depth: Int) {
        let text = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        let error = #expect(throws: JSONNestingError.self) { try JSONNesting.check(Array(text.utf8)) }
        #expect(error?.offset == 5 * JSONNesting.maximumDepth)
        #expect(error?.description == "arrays and objects nest more than \(JSONNesting.maximumDepth) deep (at byte \(5 * JSONNesting.maximumDepth))")
    }

    /// Brackets inside strings (escaped quotes included) are text, not nesting.
    @Test func bracketsInStringsAreNotCounted() throws {
        let deepText = String(repeating: "[", count: 1_000)
        try JSONNesting.check(Array("[\"\(deepText)\", \"\\\"\(deepText)\\\\\"]".utf8), limit: 1)
        #expect(throws: JSONNestingError.self) { try JSONNesting.check(Array("[\"\\\\\", [1]]".utf8), limit: 1) }
    }

    /// UTF-16 and UTF-32 (which the decoders transcode) would hide quotes and brackets from a
    /// count on UTF-8 bytes: refused, as is any NUL byte.
    @Test(arguments: [[0xFF, 0xFE, 0x5B, 0x00], [0xFE, 0xFF, 0x00, 0x5B], [0x5B, 0x00, 0x22, 0x22, 0x00, 0x5D, 0x00]])
    func nonUTF8IsRefused(_ bytes: [UInt8]) {
        let error = #expect(throws: JSONNestingError.self) { try JSONNesting.check(bytes) }
        #expect(error?.isEncoding == true)
    }
}

import Testing
@testable import FilletSupport

/// The table printer pads each column to its widest cell, counted in characters as a terminal
/// shows them, and leaves no trailing spaces.
@Suite struct TextTableTests {
    @Test func columnsArePaddedToTheirWidestCell() {
        var table = TextTable(alignments: [.right, .left], indent: "  ")
        table.append(["#", "name", "x"])
        table.append(["10", "a", "yy"])
        #expect(table.text == "   #  name  x\n  10  a     yy\n")
    }

    /// A cell of ASCII is as wide as its bytes; other text is counted in grapheme clusters
    /// (`é` written with a combining accent is one, as is `\r\n`).
    @Test func widthsAreCharactersNotBytes() {
        #expect(TextTable.width("abc") == 3)
        #expect(TextTable.width("") == 0)
        #expect(TextTable.width("caf\u{E9}") == 4)
        #expect(TextTable.width("cafe\u{301}") == 4)
        #expect(TextTable.width("a\r\nb") == 3)
        var table = TextTable()
        table.append(["cafe\u{301}", "|"])
        table.append(["abcde", "|"])
        #expect(table.text == "cafe\u{301}   |\nabcde  |\n")
    }
}

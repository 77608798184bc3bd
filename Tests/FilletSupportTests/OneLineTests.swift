import Testing
import FilletSupport

@Suite struct OneLineTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("two\nlines", "two\\nlines"),
        ("crlf\r\n", "crlf\\r\\n"),
        ("tab\there", "tab\\there"),
        ("bell\u{7}", "bell\\u{7}"),
        ("del\u{7F}", "del\\u{7f}"),
        ("line\u{2028}sep", "line\\u{2028}sep"),
        // A right-to-left override in an SVG id would reorder the rest of the report's line.
        ("\u{202E}lairetam", "\\u{202e}lairetam"), ("a\u{2066}b\u{2069}\u{200F}", "a\\u{2066}b\\u{2069}\\u{200f}"),
        ("ünïcødé ✓", "ünïcødé ✓"),
    ])
    func escapesControlCharactersOnly(_ input: String, _ expected: String) {
        #expect(OneLine.escaped(input) == expected)
    }

    @Test func quotedWrapsInSingleQuotes() {
        #expect(OneLine.quoted("a\nb") == "'a\\nb'")
    }
}

@Suite struct FilePathsTests {
    @Test(arguments: [("x", "."), ("/x", "/"), ("a/b", "a"), ("/a/b/c.json", "/a/b"), ("", ".")])
    func directoryOfNeverTraps(_ path: String, _ expected: String) {
        #expect(FilePaths.directory(of: path) == expected)
    }

    @Test func joinKeepsBareNamesBare() {
        #expect(FilePaths.join(".", "x.svg") == "x.svg")
        #expect(FilePaths.join("out", "x.svg") == "out/x.svg")
        #expect(FilePaths.join("out/", "x.svg") == "out/x.svg")
    }
}

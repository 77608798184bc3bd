import Foundation
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

    /// One character of a million combining marks is cut too: the limit counts scalars.
    @Test func combiningMarksCountOneByOne() {
        let text = "a" + String(repeating: "\u{301}", count: 1_000_000)
        #expect(OneLine.abbreviated(text).unicodeScalars.count < OneLine.echoLimit + 40)
    }

    /// A 9 MB value (an SVG id, an argument) is echoed as its start and its size, never whole.
    @Test(arguments: [0, 1, OneLine.echoLimit - 1, OneLine.echoLimit, OneLine.echoLimit + 1, 9_000_000])
    func quotedValuesAreBounded(_ length: Int) {
        let value = String(repeating: "é", count: length)
        let quoted = OneLine.quoted(value)
        if length <= OneLine.echoLimit {
            #expect(quoted == "'\(value)'")
        } else {
            #expect(quoted == "'" + String(repeating: "é", count: OneLine.echoLimit) + "… (\(2 * length) bytes)'")
        }
    }
}

@Suite struct FilePathsTests {
    @Test(arguments: [("x", "."), ("/x", "/"), ("a/b", "a"), ("/a/b/c.json", "/a/b"), ("", ".")])
    func directoryOfNeverTraps(_ path: String, _ expected: String) {
        #expect(FilePaths.directory(of: path) == expected)
    }

    /// `--output link/c.json --junit dir/c.json` (link → dir, c.json not there yet) were taken for
    /// two files and the JUnit XML replaced the report; `l2/../b.json` with l2 → deep/sub is
    /// deep/b.json, not b.json, as the file system resolves it.
    @Test func sameFileResolvesSymbolicLinksAsTheFileSystemDoes() throws {
        let root = FilePaths.canonical(NSTemporaryDirectory() + "fillet-paths-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/dir", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/deep/sub", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/dir")
        try manager.createSymbolicLink(atPath: root + "/l2", withDestinationPath: root + "/deep/sub")
        #expect(FilePaths.sameFile(root + "/link/c.json", root + "/dir/c.json"))
        #expect(FilePaths.sameFile(root + "/dir/./new/../c.json", root + "/dir/c.json"))
        #expect(FilePaths.canonical(root + "/l2/../b.json") == root + "/deep/b.json")
        #expect(!FilePaths.sameFile(root + "/l2/../b.json", root + "/b.json"))
        #expect(!FilePaths.sameFile(root + "/dir/a.json", root + "/dir/b.json"))
        // A hard link is the same file under another name.
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/dir/a.json"))
        try manager.linkItem(atPath: root + "/dir/a.json", toPath: root + "/hard.json")
        #expect(FilePaths.sameFile(root + "/hard.json", root + "/link/a.json"))
        #expect(throws: UsageError.self) {
            try FilePaths.distinctOutputs([("--junit", root + "/hard.json")], inputs: [("--file", root + "/dir/a.json")])
        }
    }

    @Test func joinKeepsBareNamesBare() {
        #expect(FilePaths.join(".", "x.svg") == "x.svg")
        #expect(FilePaths.join("out", "x.svg") == "out/x.svg")
        #expect(FilePaths.join("out/", "x.svg") == "out/x.svg")
    }

    /// GitHub's runner trims any Unicode white space before looking for `::`.
    @Test(arguments: [("::error::x", true), ("  ::warning::x", true), ("\u{00A0}::notice::x", true), ("\u{3000}::x", true),
                      (":x::", false), ("./::error::x", false), ("a ::error::x", false), ("", false)])
    func linesThatBeginLikeACommandAreRecognised(text: String, begins: Bool) {
        #expect(OneLine.beginsLikeCommand(text) == begins)
        #expect(!OneLine.beginsLikeCommand(OneLine.lineStart(text)))
    }

    /// The byte scan that decides whether a text needs escapes agrees with the scalar rule on
    /// every Unicode scalar, alone and between non-ASCII neighbours.
    @Test func escapableBytesAgreeWithTheScalarRuleOnEveryScalar() {
        var checked = 0, disagreements = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            var alone = "", between = "≤"
            alone.unicodeScalars.append(scalar)
            between.unicodeScalars.append(scalar)
            between += "°"
            let expected = OneLine.needsEscape(scalar)
            if OneLine.holdsEscapable(alone) != expected || OneLine.holdsEscapable(between) != expected {
                disagreements += 1
                if disagreements <= 10 { Issue.record("U+\(String(value, radix: 16)): expected \(expected)") }
            }
            checked += 1
        }
        #expect(checked == 0x110000 - 0x800)
        #expect(disagreements == 0)
        #expect(OneLine.escaped("a ≤ 0.5° – \u{202E}x") == "a ≤ 0.5° – \\u{202e}x")
    }
}

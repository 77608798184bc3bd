import Foundation
import Testing

/// The README's "As a library" example is the text of `LibraryExampleTests.swift`, so the example a
/// reader copies is one that compiles and passes.
struct ReadmeExampleTests {
    @Test func readmeLibraryExampleIsTheTestFileText() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = tests.deletingLastPathComponent().deletingLastPathComponent()
        let example = try String(contentsOf: tests.appendingPathComponent("LibraryExampleTests.swift"), encoding: .utf8)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "### As a library"), "README has no 'As a library' section")
        let fence = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```\n", range: fence.upperBound..<readme.endIndex))
        #expect(String(readme[fence.upperBound..<end.lowerBound]) == example,
                "the README's library example differs from LibraryExampleTests.swift")
    }
}

import Foundation
import Testing

/// The DocC article "Using the catalogue from your tests" shows the text of
/// `LibraryExampleTests.swift`, so the example a reader copies is one that compiles and passes.
struct LibraryExampleArticleTests {
    @Test func libraryExampleArticleShowsTheTestFileText() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = tests.deletingLastPathComponent().deletingLastPathComponent()
        let example = try String(contentsOf: tests.appendingPathComponent("LibraryExampleTests.swift"), encoding: .utf8)
        let articleURL = root.appendingPathComponent(
            "Sources/FilletVerification/FilletVerification.docc/UsingTheCatalogue.md")
        let article = try String(contentsOf: articleURL, encoding: .utf8)
        let fence = try #require(article.range(of: "```swift\n"), "the article has no Swift code block")
        let end = try #require(article.range(of: "```\n", range: fence.upperBound..<article.endIndex))
        #expect(String(article[fence.upperBound..<end.lowerBound]) == example,
                "the article's library example differs from LibraryExampleTests.swift")
    }
}

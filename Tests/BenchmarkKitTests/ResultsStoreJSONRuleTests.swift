import BenchmarkKit
import Foundation
import Testing

/// Bench baselines and history lines go through the one JSON reading rule: a duplicate key, a
/// number that overflows or bytes that are not UTF-8 make the file corrupt, in one line naming the
/// key (or byte), and the line of the history.
@Suite final class ResultsStoreJSONRuleTests {
    let directory: URL

    init() throws { directory = try TestFixtures.temporaryDirectory() }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// A saved baseline's text with `insertion` added as the first member of its top object.
    func savedBaseline(inserting insertion: [UInt8]) throws -> ResultsStore {
        let store = ResultsStore(directory: directory)
        try store.saveBaseline(TestFixtures.run([TestFixtures.result("a", nanoseconds: 5)]), name: "main", force: true)
        var bytes = try Array(Data(contentsOf: store.baselineURL("main")))
        let brace = try #require(bytes.firstIndex(of: UInt8(ascii: "{")))
        bytes.insert(contentsOf: insertion, at: brace + 1)
        try Data(bytes).write(to: store.baselineURL("main"))
        return store
    }

    @Test(arguments: [
        (Array(#""schema":1,"#.utf8), "schema: duplicate key"),
        (Array(#""extra":{"k":1,"k":2},"#.utf8), "extra.k: duplicate key"),
        (Array(#""extra":1e999,"#.utf8), "extra: the number 1e999 is outside the range of a double"),
        ([0x22, 0xFF, 0x22, 0x3A, 0x31, 0x2C], "not UTF-8 at byte"),
    ])
    func aBaselineBreakingTheRuleIsCorrupt(_ insertion: [UInt8], _ expected: String) throws {
        let store = try savedBaseline(inserting: insertion)
        let error = #expect(throws: BenchError.self) { _ = try store.loadBaseline(name: "main") }
        guard case .corruptBaseline(_, _, let detail)? = error else {
            Issue.record("expected corruptBaseline, got \(String(describing: error))")
            return
        }
        #expect(detail.contains(expected), "\(detail)")
        #expect(error?.description.contains("\n") == false)
    }

    @Test(arguments: [
        (Array(#"{"schema":1,"schema":2}"#.utf8), "schema: duplicate key"),
        (Array(#"{"cases":[{"p50":1e400}]}"#.utf8), "cases[0].p50: the number 1e400 is outside the range of a double"),
        ([0x7B, 0x22, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D], "not UTF-8 at byte 2"),
    ])
    func aHistoryLineBreakingTheRuleIsNamedByItsLine(_ line: [UInt8], _ expected: String) throws {
        let store = ResultsStore(directory: directory)
        try store.appendHistory(TestFixtures.run([TestFixtures.result("a", nanoseconds: 1)]))
        var bytes = try Array(Data(contentsOf: store.historyURL))
        bytes += line + [UInt8(ascii: "\n")]
        try Data(bytes).write(to: store.historyURL)
        let error = #expect(throws: BenchError.self) { _ = try store.loadHistory() }
        guard case .corruptHistory(_, let number, let detail)? = error else {
            Issue.record("expected corruptHistory, got \(String(describing: error))")
            return
        }
        #expect(number == 2)
        #expect(detail.contains(expected), "\(detail)")
    }
}

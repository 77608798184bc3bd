import Foundation
import Testing
import FilletSupport
@testable import PropertyCheck

@Suite struct PersistenceTests {
    @Test func regressionsRoundTripAndDeduplicate() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = RegressionStore(path: directory.appendingPathComponent("results/regressions.json").path)
        #expect(try store.load().isEmpty)
        let entry = RegressionEntry(property: "p", value: try JSONValue(json: #"{"radius": 0.1, "n": 5, "big": 18446744073709551615, "x": "nan"}"#),
                                    seed: 42, caseIndex: 7, note: "found by CI")
        #expect(try store.add([entry, entry]) == 1)
        #expect(try store.add([entry]) == 0)
        let loaded = try store.load()
        #expect(loaded == [entry])
        #expect(try store.entries(for: "other").isEmpty)
        // Plain JSON on disk, no temporary files left behind.
        let text = try String(contentsOfFile: store.path, encoding: .utf8)
        #expect(text.contains(#""radius" : 0.1"#))
        #expect(text.contains(#""big" : 18446744073709551615"#))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("results").path)
        #expect(leftovers.sorted() == ["regressions.json", "regressions.json.lock"])
        try store.remove(property: "p", value: entry.value)
        #expect(try store.load().isEmpty)
    }

    @Test func valuesRoundTripExactlyThroughJSONValue() throws {
        let corner = Corner(size: 0.1 + 0.2, radius: -0.0)
        let json = try JSONValue(json: try PropertyCheckJSON.string(corner))
        let back = try PropertyCheckJSON.decode(Corner.self, from: json.jsonText)
        #expect(back.size.bitPattern == corner.size.bitPattern)
        #expect(back.radius.bitPattern == corner.radius.bitPattern)
        let hostile = HostileCase(x: .nan, count: 3)
        let hostileBack = try PropertyCheckJSON.decode(HostileCase.self,
                                                       from: try JSONValue(json: try PropertyCheckJSON.string(hostile)).jsonText)
        #expect(hostileBack.x.isNaN && hostileBack.count == 3)
    }

    @Test func invalidRegressionsFilesAreTypedErrors() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bad.json").path
        try Data("not json".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: PropertyCheckError.self) { try RegressionStore(path: path).load() }
        try Data(#"{"version": 99, "regressions": []}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: PropertyCheckError.self) { try RegressionStore(path: path).load() }
    }

    @Test func failuresAreRecordedAndReplayedFirstOnTheNextRun() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = RegressionStore(path: directory.appendingPathComponent("regressions.json").path)
        let property = Property("x < 1000", Gen.int(in: 0...1_000_000)) { x, checks in
            checks.expect("x < 1000", margin: Double(999 - x))
        }
        var configuration = testConfiguration(cases: 100)
        configuration.regressions = store
        configuration.recordsFailures = true
        let first = try Runner.run(property, configuration)
        #expect(first.regressions.isEmpty)
        #expect(try store.load().map(\.value) == [.int(1000)])
        #expect(try store.load().first?.caseIndex == first.failures.first?.caseIndex)

        // The stored case is replayed even when the new cases cannot find the failure.
        configuration.cases = 0
        let second = try Runner.run(property, configuration)
        #expect(second.regressions.count == 1)
        #expect(second.regressions.first?.value == .int(1000))
        #expect(second.regressions.first?.result.passed == false)
        #expect(!second.passed)

        // Only shard 0 replays them, so merged shards count each once.
        configuration.shard = try Shard(index: 1, count: 2)
        #expect(try Runner.run(property, configuration).regressions.isEmpty)
    }

    /// A regressions file that cannot be written when the failures are stored lost the whole
    /// run (no report, no table, the other suites not run). The report stands and says why.
    @Test func failuresThatCannotBeStoredAreReportedNotThrown() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let property = Property("x < 1000", Gen.int(in: 0...1_000_000)) { x, checks in
            checks.expect("x < 1000", margin: Double(999 - x))
        }
        var configuration = testConfiguration(cases: 100)
        configuration.regressions = RegressionStore(path: file.appendingPathComponent("regressions.json").path)
        configuration.recordsFailures = true
        let report = try Runner.run(property, configuration)
        #expect(!report.passed && report.failures.first?.shrunkValue == .int(1000))
        let reason = try #require(report.unstoredFailures)
        #expect(reason.contains("regressions.json"), "\(reason)")
        // Carried through a merge, and only written when set.
        #expect(try PropertyReport.merged([report]).unstoredFailures == reason)
        configuration.regressions = nil
        let stored = try Runner.run(property, configuration)
        #expect(stored.unstoredFailures == nil)
        #expect(!(try PropertyCheckJSON.string(stored)).contains("unstoredFailures"))
    }

    /// The lock is not taken through a symbolic link (that created a file where the link pointed).
    @Test func theLockRefusesASymbolicLink() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = RegressionStore(path: directory.appendingPathComponent("r.json").path)
        let elsewhere = directory.appendingPathComponent("elsewhere").path
        try FileManager.default.createSymbolicLink(atPath: store.path + ".lock", withDestinationPath: elsewhere)
        #expect(throws: PropertyCheckError.self) { try store.add([RegressionEntry(property: "p", value: .int(1))]) }
        #expect(!FileManager.default.fileExists(atPath: elsewhere))
    }

    @Test func regressionWithWrongShapeIsAFailingReplay() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = RegressionStore(path: directory.appendingPathComponent("r.json").path)
        try store.add([RegressionEntry(property: "x < 1000", value: .string("not an int"))])
        let property = Property("x < 1000", Gen.int(in: 0...10)) { x, checks in checks.expect("x < 1000", x < 1000) }
        let replays = try Runner.replayRegressions(property, store: store)
        #expect(replays.count == 1)
        try #require(replays.count > 0)
        #expect(replays[0].result.passed == false && replays[0].result.error != nil)
    }
}

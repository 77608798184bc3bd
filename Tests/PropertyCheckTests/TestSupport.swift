import Foundation
import Testing
import FilletSupport
@testable import PropertyCheck

/// A configuration for tests: fixed seed, given cases, a given worker count.
func testConfiguration(cases: Int, seed: UInt64 = 0x5EED, workers: Int = 2, shard: Shard = .whole,
                       maxReportedFailures: Int = 1) -> RunConfiguration {
    RunConfiguration(seed: seed, cases: cases, shard: shard, workers: workers,
                     maxReportedFailures: maxReportedFailures, recordsFailures: false)
}

/// Generates `count` values of `gen` by running cases `0..<count` of seed `seed`.
func sample<Value>(_ gen: Gen<Value>, count: Int, seed: UInt64 = 1) -> [Value] {
    var source = ChoiceSource()
    var values: [Value] = []
    for index in 0..<count {
        source.beginCase(seed: seed, caseIndex: index)
        if let value = try? gen.run(&source) { values.append(value) }
    }
    return values
}

/// A unique temporary directory for one test.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("propertycheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Parameters of a synthetic two-parameter property.
struct Corner: Codable, Equatable, Sendable {
    var size: Double
    var radius: Double
}

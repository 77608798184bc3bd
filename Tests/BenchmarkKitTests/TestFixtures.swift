import BenchmarkKit
import Foundation

/// Small hand-made runs for comparison and store tests.
enum TestFixtures {
    static func metadata(sha: String = "abc1234def") -> RunMetadata {
        RunMetadata(gitSHA: sha, gitDirty: false, date: "2026-01-01T00:00:00Z", toolchain: "Swift version 6.3.1",
                    compiledWith: "Swift compiler 6.3", configuration: "release",
                    host: .init(hostname: "test", cores: 2, cpuModel: "Test CPU", operatingSystem: "Linux"), filter: nil)
    }

    static func result(_ name: String, nanoseconds: Double, points: Int? = 10, allocations: UInt64? = 2) -> CaseResult {
        CaseResult(name: name, series: nil, iterationsPerSample: 100,
                   nanosecondsPerIteration: SampleStatistics(samples: [nanoseconds])!,
                   roundMedians: [nanoseconds], medianOfRounds: nanoseconds, shapesPerIteration: 1,
                   metrics: CaseMetrics(points: points, elements: points.map { $0 + 1 }),
                   allocations: allocations.map { AllocationCounts(allocations: $0 * 4, frees: $0 * 4, bytesRequested: 64) },
                   allocationIterations: 4)
    }

    static func run(_ cases: [CaseResult], sha: String = "abc1234def", mode: MeasurementPlan = .full) -> BenchmarkRun {
        BenchmarkRun(metadata: metadata(sha: sha), plan: mode, cases: cases, fits: ScalingFit.fits(of: cases))
    }

    /// A fresh empty directory under the system temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-bench-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

import Foundation
import Testing
import FilletSupport
import PropertyCheck
@testable import fillet

/// The hostile-input fuzz class (issue 43): every class of input the gates must fail closed on,
/// through every output format and `fix path`.
@Suite struct FuzzHostileInputsTests {
    typealias Case = FuzzHostileInputs.Case

    /// The property over every class and run: nothing misbehaves, and every pair ran.
    @Test func everyHostileInputFailsClosed() throws {
        let root = FilePaths.join(NSTemporaryDirectory(), "fillet-fuzz-inputs-\(UUID())")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try Runner.run(FuzzHostileInputs.property(scratchRoot: root), RunConfiguration(seed: 43, cases: 500, workers: 2))
        #expect(report.passed, "\(report.failures.map { "\($0.shrunkValue): \($0.failingChecks.map { "\($0.name) \($0.detail ?? "")" })" })")
        for hostility in Case.Hostility.allCases {
            for run in Case.Run.allCases {
                #expect((report.coverage["\(hostility.rawValue) \(run.rawValue)"] ?? 0) > 0, "\(hostility) \(run) never ran")
            }
        }
    }

    /// The oracle's own test: a line that poses as a command is caught, the writer's own are not.
    @Test func theOracleTellsTheWritersCommandsFromAName() {
        #expect(FuzzHostileInputs.isOwnCommand("::error file=./%3A%3Aerror%3A%3AX.svg,line=1,title=fillet x::a: b"))
        #expect(!FuzzHostileInputs.isOwnCommand("::error::X.svg"))
        #expect(!FuzzHostileInputs.isOwnCommand("::set-output name=x::1"))
    }
}

/// The fix-path write-fault fuzz class (issue 44): a run is never half-done.
@Suite struct FuzzFixWritesTests {
    @Test func everyFaultLeavesTheRunWhole() throws {
        let root = FilePaths.join(NSTemporaryDirectory(), "fillet-fuzz-writes-\(UUID())")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try Runner.run(FuzzFixWrites.property(scratchRoot: root), RunConfiguration(seed: 44, cases: 150, workers: 2))
        #expect(report.passed, "\(report.failures.map { "\($0.shrunkValue): \($0.failingChecks.map { "\($0.name) \($0.detail ?? "")" })" })")
        #expect((report.coverage["colliding output"] ?? 0) > 0)
        #expect((report.coverage["0 faults"] ?? 0) > 0 && (report.coverage["2 faults"] ?? 0) > 0)
    }
}

import Foundation
import Testing
import FilletSupport
import PropertyCheck
@testable import FilletCLI
@testable import fillet_fuzz

/// The hostile-JSON fuzz class: every document it generates breaks the reading rule the way its
/// class says, and every reader fails closed on every one (exit 2, one line, the reason).
@Suite struct FuzzHostileJSONTests {
    typealias Case = FuzzHostileJSON.Case

    /// Each variant of each class breaks the rule as its class says (so the property tests what
    /// it claims), while the document around it is valid.
    @Test(arguments: Case.Reader.allCases, Case.Hostility.allCases)
    func everyDocumentBreaksTheRuleAsItsClassSays(_ reader: Case.Reader, _ hostility: Case.Hostility) {
        for variant in 0..<64 {
            let error = #expect(throws: JSONStructureError.self) {
                try JSONStructure.check(FuzzHostileJSON.document(Case(reader: reader, hostility: hostility, variant: variant)))
            }
            #expect(error?.description.contains(FuzzHostileJSON.expectedReason(hostility)) == true, "variant \(variant): \(String(describing: error))")
        }
        #expect(throws: Never.self) { try JSONStructure.check(FuzzHostileJSON.wrap(reader, Array(#""a":1"#.utf8), depth: 3)) }
    }

    /// The property itself, over every reader and class: nothing misbehaves.
    @Test func everyReaderFailsClosed() throws {
        let root = FilePaths.join(NSTemporaryDirectory(), "fillet-fuzz-json-\(UUID())")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try Runner.run(FuzzHostileJSON.property(scratchRoot: root), RunConfiguration(seed: 43, cases: 400, workers: 2))
        #expect(report.passed, "\(report.failures.map(\.shrunkValue))")
        for reader in Case.Reader.allCases {
            for hostility in Case.Hostility.allCases {
                #expect((report.coverage["\(reader.rawValue) \(hostility.rawValue)"] ?? 0) > 0, "\(reader) \(hostility) never ran")
            }
        }
    }
}

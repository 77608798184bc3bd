import Foundation
import Testing
import FilletGeometry
import FilletShapes
import FilletSupport
@testable import PropertyCheck
@testable import FilletVerification

/// The negative controls: known-invalid cases the gate requires the catalogue to reject.
@Suite struct NegativeControlTests {
    static let controls: [(suite: String, control: NegativeControl)] = VerificationSuite.all.flatMap { suite in
        suite.controls.map { (suite.name, $0) }
    }

    @Test func everySuiteHasAControlAndBothContactKindsAreCovered() {
        // Every suite that runs the catalogue: the construction suites' parameter sets and the path
        // suite's long figures (the svg suite compares documents with their outlines, no verdict;
        // the user-path suite's broken joins are its cases' own must-fail side).
        let catalogueSuites = VerificationSuite.all.filter {
            $0.name != VerificationSuite.svg.name && $0.name != VerificationSuite.userPath.name
        }
        #expect(catalogueSuites.allSatisfy { !$0.controls.isEmpty })
        #expect(VerificationSuite.all.filter { $0.isConstructionSuite }.count == VerificationSuite.all.count - 3)
        #expect(VerificationSuite.path.controls.map(\.name) == ["long-swapped", "comb-touching", "spiral-closed",
                                                                "double-wound", "subpaths-chained", "subpaths-chained-curves"])
        let names = Set(Self.controls.map(\.control.name))
        // Arc/arc crossings (two convex fillets on one edge) and line/arc crossings (a fillet past a sharp corner).
        #expect(names.contains("uniform-overshoot") && names.contains("sharp-neighbour") && names.contains("single-corner"))
        #expect(names.contains("swapped-vertices"))   // line/line
    }

    static let controlNames = controls.map { $0.control.propertyName(suite: $0.suite) }
    /// The controls whose cases are shapes (the differential invariants must hold on them).
    static let shapeControlNames = controls.filter(\.control.holdsDifferentials).map { $0.control.propertyName(suite: $0.suite) }

    /// One run of each control (seed 5, 120 cases), shared by the control's cases below, so each
    /// (control, invariant) is its own test case without running the control once per invariant.
    static let controlReports: [String: Result<PropertyReport, any Error>] = Dictionary(
        uniqueKeysWithValues: controls.map { entry in
            (entry.control.propertyName(suite: entry.suite),
             Result { try entry.control.run(suite: entry.suite,
                                            RunConfiguration(seed: 5, cases: 120, recordsFailures: false)) })
        })

    /// Every (control, invariant it must catch).
    static let expectedFailures: [(String, Invariant)] = controls.flatMap { entry in
        entry.control.expectedFailures.map { (entry.control.propertyName(suite: entry.suite), $0) }
    }

    @Test(arguments: NegativeControlTests.controlNames)
    func everyControlCaseFailsItsExpectedInvariants(_ name: String) throws {
        let entry = try #require(Self.controls.first { $0.control.propertyName(suite: $0.suite) == name })
        #expect(!entry.control.expectedFailures.isEmpty, "\(name) expects no invariant to fail")
        let report = try #require(Self.controlReports[name], "\(name) not run").get()
        #expect(report.passed, "\(name): \(report.failureCount) known-invalid cases passed: \(report.failures.first?.shrunkValue.jsonText ?? "-") \(report.failures.first?.failingChecks.map { "\($0.name): \($0.detail ?? "")" } ?? [])")
        #expect(report.casesRun > 100, "\(name): discarded \(report.casesDiscarded)")
    }

    @Test(arguments: NegativeControlTests.expectedFailures)
    func controlCatchesItsExpectedInvariantInEveryCase(_ name: String, _ invariant: Invariant) throws {
        let report = try #require(Self.controlReports[name], "\(name) not run").get()
        let check = try #require(report.checks.first { $0.name == NegativeControl.checkName(invariant) },
                                 "\(name): \(NegativeControl.checkName(invariant)) not run")
        #expect(check.evaluations == report.casesRun, "\(name) \(invariant.name)")
        #expect(check.worstMargin.map { $0 > 0 && $0.isFinite } == true,
                "\(name) \(invariant.name): caught with a positive, finite margin")
    }

    @Test(arguments: NegativeControlTests.shapeControlNames, Invariant.differential)
    func differentialInvariantsHoldOnTheControlsInvalidShapes(_ name: String, _ invariant: Invariant) throws {
        let report = try #require(Self.controlReports[name], "\(name) not run").get()
        let check = try #require(report.checks.first { $0.name == invariant.name }, "\(name): \(invariant.name) not run")
        #expect(check.failures == 0, "\(name): \(invariant.name) must hold on invalid shapes too: \(check.worstDetail ?? "")")
    }

    @Test func controlWhoseCasesAreValidFailsWithTheCase() throws {
        // A "control" that generates valid stars: the invariant holds, so the control must fail and name the case.
        let valid = NegativeControl(name: "not-invalid", summary: "valid stars", expectedFailures: [.nonSelfIntersection],
                                    gen: Gen.constant(starSpec(outer: 10, inner: 5)))
        let report = try valid.run(suite: "star", RunConfiguration(seed: 1, cases: 5, recordsFailures: false))
        #expect(!report.passed)
        #expect(report.failureCount == 5)
        let failure = try #require(report.failures.first)
        let check = try #require(failure.failingChecks.first)
        #expect(check.name == "non-self-intersection must fail")
        // Minus the invariant's own margin: the clearance of the valid star, over its size.
        let clearance = try Catalogue.check(starSpec(outer: 10, inner: 5)).results
            .first { $0.invariant == .nonSelfIntersection }?.margin
        #expect(clearance.map { $0 > 0 } == true)
        #expect(check.margin == clearance.map { -$0 })
        #expect(failure.shrunkValue.jsonText.contains("\"kind\":\"star\""))
    }

    @Test func controlsAreReportedApartFromTheSuitesAndMergeAcrossShards() throws {
        let suites = [VerificationSuite.rect]
        let whole = try Verification.run(suites: suites, seed: 3, cases: 400, workers: 2, recordsFailures: false)
        #expect(whole.passed)
        #expect(whole.suites.map(\.property) == ["rect"])
        #expect(whole.controls.map(\.property) == ["rect/control/uniform-overshoot", "rect/control/single-corner"])
        #expect(whole.controlCasesRun == 2 * NegativeControl.cases(forSuiteCases: 400))
        let table = whole.table
        let controlHeader = try #require(table.range(of: "negative control"))
        #expect(table.range(of: "rect/control/single-corner")!.lowerBound > controlHeader.lowerBound)
        #expect(table.contains("non-self-intersection must fail"))
        let shards = try (0..<3).map { index in
            try Verification.run(suites: suites, seed: 3, cases: 400, shard: Shard(index: index, count: 3), workers: 2,
                                 recordsFailures: false)
        }
        #expect(try VerificationReport.merged(shards) == whole)
        let xml = JUnitXML.render(whole.suites + whole.controls)
        #expect(xml.contains("<testsuite name=\"rect/control/single-corner\""))
    }

    /// The svg control's defects are each refused by the reader, and a defect that breaks nothing
    /// is reported as accepted: the control can fail.
    @Test func svgControlRefusesEveryDefectAndCanFail() throws {
        let text = SVGRoundTripDocument(path: try Path(svgPathData: "M0 0 L10 0 A5 5 0 0 1 5 8 Z"), spelled: false).text
        #expect(RoundTripDefect.accepted(RoundTripDefect.all, from: text).map(\.name) == [])
        let harmless = RoundTripDefect(name: "none", rule: "none") { Data($0.utf8) }
        #expect(RoundTripDefect.accepted([harmless], from: text).map(\.name) == ["none"])
        #expect(Set(RoundTripDefect.all.map(\.name)).count == RoundTripDefect.all.count, "defect names are unique")
        #expect(VerificationSuite.svg.controls.map(\.name) == ["malformed", "cut"])
    }

    /// The cut control's document holds the prolog and the references, reads whole as the plain
    /// form's drawables, and every cut of it is refused; its bytes are read where they end at a
    /// page the process may not read.
    @Test func cutControlRefusesEveryPrefixOfItsDocument() throws {
        let path = try Path(svgPathData: "M0 0 L10 0 A5 5 0 0 1 5 8 Z")
        let text = SVGRoundTripDocument(path: path, spelled: false).text
        let (bytes, contentEnd) = try #require(SVGCutDocuments.document(from: text))
        let document = String(decoding: bytes, as: UTF8.self)
        #expect(document.hasPrefix(SVGCutDocuments.prolog))
        let referencesStart = contentEnd - SVGCutDocuments.content.utf8.count
        let before = Array(bytes[..<referencesStart]), written = Array((SVGCutDocuments.prolog + text).utf8.prefix(referencesStart))
        #expect(before == written)
        #expect(String(decoding: bytes[referencesStart..<contentEnd], as: UTF8.self) == SVGCutDocuments.content)
        var checks = Checks()
        SVGCutDocuments.check(path, &checks)
        #expect(checks.entries.map(\.name) == [NegativeControl.checkName(.svgRoundTrip)])
        let details = checks.entries.compactMap(\.detail)
        let allPassed = checks.entries.allSatisfy { $0.passed }
        #expect(allPassed, "\(details)")
    }

    @Test func guardedBytesEndAtAPageBoundary() throws {
        let guarded = PageGuardedBytes()
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        for count in [0, 1, 5, pageSize - 1, pageSize, pageSize + 3] {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7) }
            let seen = try #require(guarded.withGuardedBuffer(bytes[...]) { buffer -> ([UInt8], Int) in
                (Array(buffer), Int(bitPattern: buffer.baseAddress) + buffer.count)
            })
            #expect(seen.0 == bytes)
            #expect(seen.1 % pageSize == 0, "the bytes end \(seen.1 % pageSize) bytes into a page")
        }
    }
}

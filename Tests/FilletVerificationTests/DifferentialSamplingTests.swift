import Foundation
import Testing
import FilletGeometry
import FilletShapes
@testable import PropertyCheck
@testable import FilletVerification

/// `fillet verify --sample-differentials n`: the differential invariants run on the shapes the
/// path hash chooses, every other verdict is the unsampled run's, and the report says so.
@Suite struct DifferentialSamplingTests {
    /// Stars from the suite's own generator.
    static func stars(_ count: Int) throws -> [ShapeUnderTest] {
        var source = ChoiceSource()
        var shapes: [ShapeUnderTest] = []
        for index in 0..<count {
            source.beginCase(seed: 11, caseIndex: index)
            guard let spec = try? VerificationSuite.starGen.run(&source) else { continue }
            shapes.append(try ShapeUnderTest(spec: spec))
        }
        return shapes
    }

    /// One in 16: most shapes scale invariance samples (one in 8, independently) are outside the
    /// sample, so their rebuilt copies must leave the differential invariants out too.
    @Test func differentialsRunExactlyOnTheSampledShapesAndNothingElseChanges() throws {
        let sampling = Catalogue.Options.Sampling.sampled(oneIn: 16)
        var sampledIn = 0, sampledOut = 0, rebuiltIn = 0, rebuiltOut = 0
        for shape in try Self.stars(320) {
            let full = Catalogue.check(shape, options: VerificationSuite.catalogueOptions)
            let sampled = Catalogue.check(shape, options: VerificationSuite.catalogueOptions(differentials: sampling))
            let isIn = Catalogue.comparesDifferentials(shape.path, VerificationSuite.catalogueOptions(differentials: sampling))
            if isIn { sampledIn += 1 } else { sampledOut += 1 }
            let rebuilt = Catalogue.isSampled(shape.path, VerificationSuite.catalogueOptions.scaleInvariance)
            if rebuilt { if isIn { rebuiltIn += 1 } else { rebuiltOut += 1 } }
            let expected = isIn ? full.results
                : full.results.filter { !Invariant.differential.contains($0.invariant) }
            #expect(sampled.results == expected, "in the sample: \(isIn)\n\(sampled.table)")
        }
        // Both sides of the sample are exercised (a hash that put every star in would pass vacuously).
        #expect(sampledIn >= 8 && sampledOut >= 200, "\(sampledIn) in, \(sampledOut) out")
        // Scale invariance rebuilds shapes on both sides of the sample.
        #expect(rebuiltIn >= 1 && rebuiltOut >= 20, "rebuilt: \(rebuiltIn) in, \(rebuiltOut) out")
    }

    @Test func aPathOutsideTheSampleIsHeldToTheOtherPathInvariantsOnly() throws {
        let sampling = Catalogue.Options.Sampling.sampled(oneIn: 1_000)
        var source = ChoiceSource()
        var checked = 0
        for index in 0..<60 {
            source.beginCase(seed: 3, caseIndex: index)
            guard let path = try? VerificationSuite.pathGen.run(&source),
                  !Catalogue.comparesDifferentials(path, Catalogue.Options(differentials: sampling)) else { continue }
            var checks = Checks()
            VerificationSuite.recordPathSuiteInvariants(path, differentials: sampling, into: &checks)
            let names = checks.results.map(\.name)
            #expect(names == VerificationSuite.pathInvariantsBesideDifferentials.map(\.name))
            #expect(!checks.results.contains { $0.detail?.contains("was not evaluated") ?? false })
            checked += 1
        }
        #expect(checked >= 40)
    }

    @Test func theSampledRunCountsTheShapesComparedAndSaysSo() throws {
        let run = try Verification.run(suites: [VerificationSuite.star], seed: 5, cases: 400, workers: 2,
                                       recordsFailures: false, differentialSampling: 4)
        let full = try Verification.run(suites: [VerificationSuite.star], seed: 5, cases: 400, workers: 2,
                                        recordsFailures: false)
        #expect(run.passed && run.differentialSampling == 4 && full.differentialSampling == nil)
        let star = try #require(run.suites.first), fullStar = try #require(full.suites.first)
        for check in star.checks {
            let unsampled = try #require(fullStar.checks.first { $0.name == check.name })
            let isDifferential = Invariant.differential.contains { $0.name == check.name }
            if isDifferential {
                #expect(check.evaluations > 0 && check.evaluations < unsampled.evaluations / 2, "\(check.name)")
            } else {
                #expect(check.evaluations == unsampled.evaluations, "\(check.name)")
            }
        }
        // The controls keep every differential invariant.
        #expect(run.controls == full.controls)
        // An unsampled report's JSON has no sampling key (reports of earlier runs read the same).
        let text = String(decoding: try PropertyCheckJSON.encoder(pretty: false).encode(full), as: UTF8.self)
        #expect(!text.contains("differentialSampling"))
        let decoded = try PropertyCheckJSON.decoder().decode(VerificationReport.self,
                                                              from: try PropertyCheckJSON.encoder(pretty: false).encode(run))
        #expect(decoded == run)
    }

    @Test func reportsOfDifferentSamplingsDoNotMerge() throws {
        let shards = try (0..<2).map { index in
            try Verification.run(suites: [VerificationSuite.star], seed: 5, cases: 60,
                                 shard: try Shard(parsing: "\(index)/2"), workers: 1, recordsFailures: false,
                                 differentialSampling: index == 0 ? 8 : 1)
        }
        #expect { try VerificationReport.merged(shards) } throws: { error in
            "\(error)".contains("1 in 8") && "\(error)".contains("every case")
        }
    }

    /// A stored counterexample outside the sample still replays with every invariant (a sampled
    /// run must not let a stored differential failure pass unchecked).
    @Test func storedCasesReplayWithEveryInvariant() throws {
        let sampling = 8
        let options = VerificationSuite.catalogueOptions(differentials: .sampled(oneIn: sampling))
        var outside: JSONValue?
        for index in 0..<200 where outside == nil {
            var star = ShapeSpec.StarParameters()
            star.points = 5 + index % 4
            star.innerRatio = 0.3 + Double(index) / 400
            let spec = ShapeSpec.star(star)
            if !Catalogue.comparesDifferentials(try ShapeUnderTest(spec: spec).path, options) {
                outside = try JSONValue(json: try PropertyCheckJSON.string(spec))
            }
        }
        let value = try #require(outside)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-sampled-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let store = RegressionStore(path: file)
        try store.write([RegressionEntry(property: "star", value: value)])
        let sampled = try Verification.run(suites: [VerificationSuite.star], seed: 5, cases: 10, workers: 1,
                                           regressions: store, recordsFailures: false, differentialSampling: sampling)
        let full = try Verification.run(suites: [VerificationSuite.star], seed: 5, cases: 10, workers: 1,
                                        regressions: store, recordsFailures: false)
        let replayed = try #require(sampled.suites.first?.regressions.first).result.checks.map(\.name)
        #expect(replayed == (try #require(full.suites.first?.regressions.first)).result.checks.map(\.name))
        #expect(replayed.contains(Invariant.treeAgreement.name) && replayed.contains(Invariant.clearanceAgreement.name))
    }
}

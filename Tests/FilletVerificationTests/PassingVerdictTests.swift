import Foundation
import Testing
import FilletGeometry
import FilletSVG
import FilletSupport
@testable import FilletVerification

/// `PathCheck.Options.describesPassingVerdicts` off (the gate's text, SARIF, GitHub and JUnit
/// outputs, which show findings alone): a holding non-self-intersection or flattening deviation
/// reports margin 0 without measuring it, holding rows have no detail; failing rows are the full
/// check's.
@Suite struct PassingVerdictTests {
    /// Simple outlines (lines, arcs, a cubic circle, two subpaths, an open one), a bow-tie, a
    /// figure whose crossing is a near miss, and a spike whose contact is its tip.
    static let paths = [
        "M0 0 L10 0 A2 2 0 0 1 12 2 L12 10 L0 10 Z",
        "M0 5 C0 2.24 2.24 0 5 0 C7.76 0 10 2.24 10 5 C10 7.76 7.76 10 5 10 C2.24 10 0 7.76 0 5 Z",
        "M0 0 L10 0 L10 10 L0 10 Z M3 3 L3 7 L7 7 L7 3 Z",
        "M0 0 L10 0 L10 10",
        "M0 0 L10 10 L10 0 L0 10 Z",
        "M0 0 L10 0 L10 10 L5.0000001 -0.0000001 L0 10 Z",
        "M0 0 L10 0 L0 0.000001 Z",
    ]

    /// The holding invariants whose margins go unmeasured: the clearance, the flattening deviation.
    static let costlyMargins: [Invariant] = [.nonSelfIntersection, .flatteningDeviation]

    /// The report of `data`, and the analysis it was checked on (a context of the test's own).
    static func check(_ data: String, passingMargins: Bool) throws -> (PathCheck.Report, PathAnalysis) {
        let context = CatalogueContext()
        let report = PathCheck.check(try Path(svgPathData: data), options: PathCheck.Options(describesPassingVerdicts: passingMargins),
                                     context: context)
        return (report, context.analysis)
    }

    @Test(arguments: paths)
    func holdingCostlyMarginsAreZeroAndEverythingElseIsTheFullChecks(_ data: String) throws {
        let (full, _) = try Self.check(data, passingMargins: true)
        let (lean, context) = try Self.check(data, passingMargins: false)
        #expect(full.results.count == lean.results.count)
        for (measured, unmeasured) in zip(full.results, lean.results) {
            if Self.costlyMargins.contains(measured.invariant) && measured.passed {
                #expect(unmeasured.passed && unmeasured.margin == 0 && unmeasured.detail.isEmpty, "\(data): \(unmeasured)")
                if measured.invariant == .nonSelfIntersection {
                    #expect(context.intersectionStage.clearance == nil, "\(data): the clearance was measured")
                }
            } else if measured.passed {
                // Holding: the same verdict and margin, no detail.
                #expect(unmeasured.passed && unmeasured.margin == measured.margin && unmeasured.detail.isEmpty, "\(data)")
                #expect(unmeasured.location == measured.location, "\(data)")
            } else {
                #expect(unmeasured == measured, "\(data)")
            }
        }
        #expect(lean.findingMeasures == full.findingMeasures && lean.measures == full.measures)
    }

    /// What the findings-only formats print is the same either way.
    @Test func theFindingsOnlyFormatsPrintTheSameText() throws {
        let config = GateConfig().description
        var fullText = GateTextReport(config: config), leanText = GateTextReport(config: config)
        var fullSARIF = SARIFReport(profile: .default, hasBaseline: false, config: config)
        var leanSARIF = SARIFReport(profile: .default, hasBaseline: false, config: config)
        var fullGitHub = GitHubAnnotations(config: config), leanGitHub = GitHubAnnotations(config: config)
        var fullJUnit = GateJUnit(strict: false), leanJUnit = GateJUnit(strict: false)
        var full = "", lean = ""
        for (index, data) in Self.paths.enumerated() {
            let input = PathCheckInput(index: index, path: try Path(svgPathData: data))
            func element(_ passingMargins: Bool) throws -> GateElement {
                GateElement(PathCheck.ElementReport(input: input, report: try Self.check(data, passingMargins: passingMargins).0),
                            file: "f.svg", profile: .default, pathDataFile: false)
            }
            let measured = try element(true), unmeasured = try element(false)
            full += fullText.element(measured, file: "f.svg") + fullSARIF.element(measured, file: "f.svg")
                + fullGitHub.element(measured, file: "f.svg")
            lean += leanText.element(unmeasured, file: "f.svg") + leanSARIF.element(unmeasured, file: "f.svg")
                + leanGitHub.element(unmeasured, file: "f.svg")
            fullJUnit.element(measured, file: "f.svg")
            leanJUnit.element(unmeasured, file: "f.svg")
        }
        fullJUnit.fileEnd("f.svg")
        leanJUnit.fileEnd("f.svg")
        #expect(full == lean)
        #expect(fullJUnit.document() == leanJUnit.document())
        #expect(!GateTextReport.showsPassingVerdicts && !SARIFReport.showsPassingVerdicts && !GitHubAnnotations.showsPassingVerdicts)
        #expect(GateJSONReport.showsPassingVerdicts)
    }
}

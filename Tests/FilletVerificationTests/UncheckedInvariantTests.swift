import Testing
import FilletGeometry
import FilletSupport
import PropertyCheck
@testable import FilletVerification

/// An invariant the gate's profile grades `off` is not checked (``PathCheck/Options/unchecked``):
/// no row, no entry run for it alone, no stage only it reads.
@Suite struct UncheckedInvariantTests {
    /// A bow-tie: its two diagonals cross, and the crossing breaks its orientation.
    static let bowTie = "M0 0 L10 10 L10 0 L0 10 Z"
    /// A frame whose top edge dips through its bottom one: it crosses itself, but still turns once.
    static let notch = "M0 0 L20 0 L20 10 L12 10 L12 -2 L8 -2 L8 10 L0 10 Z"

    static func profile(_ json: String) throws -> GateProfile {
        try GateConfig.parse(try JSONValue(json: json), file: "c.json", directory: ".").profile
    }

    /// The report of `data` under `options`, and the analysis it was checked on (a context of
    /// the test's own, not the thread's).
    static func check(_ data: String, _ options: PathCheck.Options) throws -> (PathCheck.Report, PathAnalysis) {
        let context = CatalogueContext()
        let report = PathCheck.check(try Path(svgPathData: data), options: options, context: context)
        return (report, context.analysis)
    }

    @Test func theDefaultProfileChecksEveryInvariant() {
        #expect(GateProfile.default.checkOptions == PathCheck.Options())
        #expect(GateProfile.default.checkOptions.unchecked.isEmpty)
    }

    @Test func anOffSeverityLeavesItsInvariantUnchecked() throws {
        let profile = try Self.profile(#"{"invariants": {"non-self-intersection": {"severity": "off"}, "orientation": {"severity": "warning"}}}"#)
        #expect(profile.checkOptions.unchecked == [.nonSelfIntersection])
    }

    /// The control first: checked, the notch fails and its crossing is sized from the contact
    /// search; off, the row is gone and the search never ran (neither the verdict's nor the
    /// finding measures').
    @Test func nonSelfIntersectionOffRunsNoContactSearch() throws {
        let (checked, checkedContext) = try Self.check(Self.notch, PathCheck.Options())
        #expect(checked.results.contains { $0.invariant == .nonSelfIntersection && !$0.passed })
        #expect(checkedContext.intersectionStage.isSimple == false)
        #expect(checked.findingMeasures.crossingElement != nil)
        #expect(checked.findingMeasures.crossingDepth > 0)

        let profile = try Self.profile(#"{"invariants": {"non-self-intersection": {"severity": "off"}}}"#)
        let (report, context) = try Self.check(Self.notch, profile.checkOptions)
        #expect(!report.results.contains { $0.invariant == .nonSelfIntersection })
        #expect(context.intersectionStage.isSimple == nil, "the exact verdict was not computed")
        #expect(context.intersectionStage.contacts == nil, "no contact was searched for")
        #expect(context.intersectionStage.contactPrefix.isEmpty)
        #expect(report.findingMeasures.crossingDepth == 0 && report.findingMeasures.crossingElement == nil)
        // Orientation holds on this outline: nothing asked for the crossing.
        #expect(report.results.first { $0.invariant == .orientation }?.passed == true)
        let element = GateElement(PathCheck.ElementReport(input: PathCheckInput(index: 0, path: try Path(svgPathData: Self.notch)),
                                                          report: report),
                                  file: "-", profile: profile, pathDataFile: true)
        #expect(!element.findings.contains { $0.result.invariant == .nonSelfIntersection })
    }

    /// A failing orientation is graded by its crossing: with non-self-intersection off, the bow-tie's
    /// visible crossing is decided for it (no row of its own) and the orientation stays an error.
    @Test func aFailingOrientationIsStillGradedByItsCrossing() throws {
        let profile = try Self.profile(#"{"invariants": {"non-self-intersection": {"severity": "off"}}}"#)
        let (report, _) = try Self.check(Self.bowTie, profile.checkOptions)
        #expect(!report.results.contains { $0.invariant == .nonSelfIntersection })
        let orientation = try #require(report.results.first { $0.invariant == .orientation })
        #expect(!orientation.passed)
        #expect(report.findingMeasures.selfIntersects == true && report.findingMeasures.crossingDepth > 0)
        #expect(profile.severity(of: orientation, in: report) == .error)
        // As it was graded when the row was there.
        let (full, _) = try Self.check(Self.bowTie, PathCheck.Options())
        #expect(GateProfile.default.severity(of: try #require(full.results.first { $0.invariant == .orientation }), in: full) == .error)
    }

    /// The joins entry runs for its other invariants: only the off one's row goes, and the rows
    /// left are the ones a full check gives.
    @Test func anOffInvariantOfARunningEntryDropsOnlyItsRow() throws {
        let data = "M2 8 C2 4 5 2 8 2 C11 1.86 14 4 14 8 Z"
        let (full, _) = try Self.check(data, PathCheck.Options())
        let (report, context) = try Self.check(data, PathCheck.Options(unchecked: [.curvatureContinuity]))
        #expect(context.joinsWalked)
        #expect(full.results.contains { $0.invariant == .curvatureContinuity })
        #expect(report.results == full.results.filter { $0.invariant != .curvatureContinuity })
        #expect(report.results.contains { $0.invariant == .tangentContinuity && !$0.passed }, "the kink still fails")
        #expect(report.findingMeasures == full.findingMeasures)
    }

    /// Off, closed-finite still decides whether the path can be measured: an empty path stops
    /// the check before any entry, with no row at all.
    @Test func closedFiniteOffStillStopsAnUnmeasurablePath() throws {
        let (full, _) = try Self.check("M3 3", PathCheck.Options())
        #expect(full.results.map(\.invariant) == [.closedAndFinite])
        #expect(full.results.first?.passed == false)
        let (report, context) = try Self.check("M3 3", PathCheck.Options(unchecked: [.closedAndFinite]))
        #expect(report.results.isEmpty)
        #expect(!context.joinsWalked, "no entry ran")
        #expect(context.intersectionStage.isSimple == nil)
        // A measurable path under the same options has every other row.
        let (square, _) = try Self.check("M1 1 H6 V6 H1 Z", PathCheck.Options(unchecked: [.closedAndFinite]))
        #expect(square.results.map(\.invariant) == GateProfile.invariants.filter { $0 != .closedAndFinite })
    }

    /// An entry whose invariants are all off does not run: arc-cubics off looks for no arc.
    @Test func anEntryWithEveryInvariantOffDoesNotRun() throws {
        let quarter = "M0 10 C0 4.477 4.477 0 10 0 L10 10 Z"
        let (full, _) = try Self.check(quarter, PathCheck.Options())
        #expect(full.arcs.count == 1)
        let (report, context) = try Self.check(quarter, PathCheck.Options(unchecked: [.arcCubics]))
        #expect(report.arcs.isEmpty)
        #expect(context.arcCubicStage == nil, "the arc-cubic stage was not computed")
        #expect(!report.results.contains { $0.invariant == .arcCubics })
    }

    /// A baseline's entry of an invariant now off is neither matched nor gone.
    @Test func aBaselineEntryOfAnOffInvariantIsNotGone() {
        let kink = GateFingerprint(file: "a.svg", invariant: .tangentContinuity, element: "id:a", location: "8,2")
        let crossing = GateFingerprint(file: "a.svg", invariant: .nonSelfIntersection, element: "id:a", location: "0,0")
        let baseline = GateBaseline(entries: [.init(fingerprint: kink, margin: -0.01, severity: .error),
                                              .init(fingerprint: crossing, margin: -1, severity: .error)])
        var checked = GateBaseline.Matcher(baseline)
        checked.checked("a.svg")
        #expect(checked.gone.map(\.fingerprint) == [crossing, kink].sorted())
        var off = GateBaseline.Matcher(baseline, unchecked: [.nonSelfIntersection])
        off.checked("a.svg")
        #expect(off.gone.map(\.fingerprint) == [kink])
    }
}

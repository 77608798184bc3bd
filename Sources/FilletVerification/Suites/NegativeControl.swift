import FilletGeometry
import FilletShapes
import FilletSupport
import PropertyCheck

/// A negative control: a generator of parameter sets that a closed form proves invalid, and the
/// invariants that must therefore **fail** on every one of them.
///
/// The valid-domain suites can only show that a check never fires falsely; a control shows that
/// it fires at all. If the self-intersection detector silently stopped reporting arc/arc
/// contacts, every valid case would still pass — but a rect whose radii overshoot the edge
/// budget would no longer be flagged, and `fillet verify` fails on the control with that case.
///
/// Each control runs as its own property (``property(suite:)``, named `<suite>/control/<name>`):
/// one check per expected invariant, named `<invariant> must fail`, passing when the catalogue
/// reports that invariant violated with a finite margin. Its margin is the invariant's margin
/// negated (how far past the boundary the catalogue saw the case); when the invariant wrongly
/// holds the control's margin is minus its margin (−1 for a verdict that held with margin 0).
///
/// The differential invariants (``Invariant/differential``) must still **hold** on a control: an
/// invalid shape is still measured exactly, and a self-intersecting one is where the exact
/// intersection verdict meets the polyline's crossings (valid shapes only ever test the
/// "no contact" side).
public struct NegativeControl: Sendable {
    /// Short name: `arc-overshoot`, `sharp-neighbour`, …
    public let name: String
    /// The closed form that makes every case invalid.
    public let summary: String
    /// The invariants each case must fail.
    public let expectedFailures: [Invariant]
    /// Parameter sets outside the valid domain; `nil` for a control whose cases are paths (the
    /// ``VerificationSuite/path`` suite's, ``init(name:summary:expectedFailures:paths:)``).
    public let gen: Gen<ShapeSpec>?
    /// What breaks each built case of a control of valid parameter sets
    /// (``init(name:summary:expectedFailures:gen:altering:)``); `nil` when the parameter sets are
    /// invalid themselves.
    let alteration: (@Sendable (ShapeUnderTest) -> ShapeUnderTest?)?
    /// Whether its cases are shapes, on which the differential invariants must still hold (not
    /// for the ``VerificationSuite/svg`` suite's documents, which are read, not measured).
    public let holdsDifferentials: Bool
    /// The control as a property, its case type erased: runs it for a suite.
    private let runner: @Sendable (String, RunConfiguration) throws(PropertyCheckError) -> PropertyReport

    public init(name: String, summary: String, expectedFailures: [Invariant], gen: Gen<ShapeSpec>) {
        self.init(name: name, summary: summary, expectedFailures: expectedFailures, gen: gen, alteration: nil)
    }

    /// A control whose cases are valid parameter sets, each built and then broken by `altering`
    /// (e.g. a smoothed construction's flank handles moved): the stored case is the spec, and
    /// every run of the control, and its replay of stored cases, alters it again (`fillet replay`
    /// judges a stored spec as the construction draws it, unaltered). `altering` returns `nil`
    /// when the built shape has nothing to alter; such a case fails the check `alters`.
    public init(name: String, summary: String, expectedFailures: [Invariant], gen: Gen<ShapeSpec>,
                altering: @escaping @Sendable (ShapeUnderTest) -> ShapeUnderTest?) {
        self.init(name: name, summary: summary, expectedFailures: expectedFailures, gen: gen, alteration: altering)
    }

    private init(name: String, summary: String, expectedFailures: [Invariant], gen: Gen<ShapeSpec>,
                 alteration: (@Sendable (ShapeUnderTest) -> ShapeUnderTest?)?) {
        self.name = name
        self.summary = summary
        self.expectedFailures = expectedFailures
        self.gen = gen
        self.alteration = alteration
        holdsDifferentials = true
        let expected = expectedFailures, controlName = name
        runner = { suite, configuration throws(PropertyCheckError) in
            try Runner.run(Self.specProperty("\(suite)/control/\(controlName)", gen, expected: expected,
                                             altering: alteration), configuration)
        }
    }

    /// A control whose cases are paths (known to meet themselves): each is judged as the
    /// ``VerificationSuite/path`` suite judges its cases, and must fail `expectedFailures`.
    public init(name: String, summary: String, expectedFailures: [Invariant], paths: Gen<Path>) {
        self.name = name
        self.summary = summary
        self.expectedFailures = expectedFailures
        self.gen = nil
        self.alteration = nil
        holdsDifferentials = true
        let expected = expectedFailures, controlName = name
        runner = { suite, configuration throws(PropertyCheckError) in
            let property = Property<Path>("\(suite)/control/\(controlName)", paths) { path, checks in
                Self.check(ShapeUnderTest(path: path), expected: expected, into: &checks)
            }
            return try Runner.run(property, configuration)
        }
    }

    /// A control whose cases are the ``VerificationSuite/svg`` suite's documents, each made
    /// unreadable by every one of `defects` in turn (``RoundTripDefect``): the reader must refuse
    /// each, so that ``Invariant/svgRoundTrip`` fails on it. One check per case, named
    /// ``checkName(_:)`` of that invariant: margin 1 when every defect was refused, −1 (with the
    /// defects accepted, and the rule each breaks) otherwise.
    init(name: String, summary: String, documents: Gen<Path>, defects: [RoundTripDefect]) {
        self.init(name: name, summary: summary, documents: documents) { path, checks in
            let accepted = RoundTripDefect.accepted(defects, from: SVGRoundTripDocument(path: path, spelled: false).text)
            checks.expect(Self.checkName(.svgRoundTrip), accepted.isEmpty, margin: accepted.isEmpty ? 1 : -1,
                          detail: accepted.isEmpty ? "" : "the reader accepted "
                              + accepted.map { "\($0.name) (\($0.rule))" }.joined(separator: "; "))
        }
    }

    /// A control whose cases are the ``VerificationSuite/svg`` suite's documents, each judged by
    /// `check` (which records its own checks: e.g. ``SVGCutDocuments``, the document cut at each
    /// byte, every prefix refused).
    init(name: String, summary: String, documents: Gen<Path>,
         check: @escaping @Sendable (Path, inout Checks) -> Void) {
        self.name = name
        self.summary = summary
        expectedFailures = [.svgRoundTrip]
        gen = nil
        alteration = nil
        holdsDifferentials = false
        let controlName = name
        runner = { suite, configuration throws(PropertyCheckError) in
            try Runner.run(Property<Path>("\(suite)/control/\(controlName)", documents, body: check), configuration)
        }
    }

    /// The share of a suite's cases each of its controls runs: one in ``caseDivisor`` (at least one).
    public static let caseDivisor = 20

    /// The case count of each control of a suite that runs `suiteCases` cases.
    public static func cases(forSuiteCases suiteCases: Int) -> Int { Swift.max(1, suiteCases / caseDivisor) }

    /// The property name in reports.
    public func propertyName(suite: String) -> String { "\(suite)/control/\(name)" }

    /// The check name of an expected failure.
    public static func checkName(_ invariant: Invariant) -> String { "\(invariant.name) must fail" }

    /// The invariant whose required failure the check `name` records (``checkName(_:)``), or
    /// `nil` for a check that must hold; read from the table of names, not from the text.
    public static func requiredFailure(ofCheckNamed name: String) -> Invariant? {
        Invariant.allCases.first { checkName($0) == name }
    }

    /// Runs the control for `suite` (its property named ``propertyName(suite:)``).
    public func run(suite: String, _ configuration: RunConfiguration) throws(PropertyCheckError) -> PropertyReport {
        try runner(suite, configuration)
    }

    /// The control as a property, for a control of parameter sets (``gen``); `nil` for a path control.
    /// Each case is built and the catalogue run on it (scale invariance and the measured flattening
    /// deviation off: only the expected verdicts matter). A case that does not build fails the check
    /// `builds` (a control must be a shape the catalogue can judge).
    public func property(suite: String) -> Property<ShapeSpec>? {
        gen.map { Self.specProperty(propertyName(suite: suite), $0, expected: expectedFailures, altering: alteration) }
    }

    static func specProperty(_ name: String, _ gen: Gen<ShapeSpec>, expected: [Invariant],
                             altering: (@Sendable (ShapeUnderTest) -> ShapeUnderTest?)? = nil) -> Property<ShapeSpec> {
        Property(name, gen) { spec, checks in
            guard var shape = Catalogue.buildRecordingFailure(spec, into: &checks) else { return }
            if let altering {
                guard let altered = altering(shape) else {
                    checks.expect("alters", false, detail: "the control found nothing to alter in the built shape")
                    return
                }
                shape = altered
            }
            check(shape, expected: expected, into: &checks)
        }
    }

    /// Runs the catalogue on `shape` and records one check per expected failure (passing when the
    /// invariant failed with a finite margin), then one per differential invariant (which must hold).
    static func check(_ shape: ShapeUnderTest, expected: [Invariant], into checks: inout Checks) {
        var sink = ExpectedFailureSink(mustFail: expected, mustHold: Invariant.differential,
                                       collectingDetails: checks.isCollectingDetails)
        Catalogue.evaluate(shape, options: Catalogue.Options(scaleInvariance: .never, flatteningDeviation: .never),
                           context: CatalogueContext.forCurrentThread, into: &sink)
        for (index, invariant) in expected.enumerated() {
            let name = checkName(invariant)
            guard let verdict = sink.verdicts[index] else {
                checks.expect(name, false, margin: -1, detail: "\(invariant.name) was not evaluated")
                continue
            }
            let caught = !verdict.passed && verdict.margin.isFinite
            let margin = caught ? -verdict.margin : (verdict.margin > 0 ? -verdict.margin : -1)
            checks.expect(name, caught, margin: margin,
                          detail: caught ? "" : "\(invariant.name) held on a known-invalid case: \(verdict.detail)")
        }
        for (offset, invariant) in Invariant.differential.enumerated() {
            guard let verdict = sink.verdicts[expected.count + offset] else { continue }
            checks.expect(invariant.name, verdict.passed, margin: verdict.margin, detail: verdict.detail)
        }
    }
}

/// Keeps the verdicts of the invariants a control must fail, then of those it must still hold,
/// with the detail of each verdict the control will report: a must-fail invariant that held (or
/// failed without a finite margin), a must-hold one that failed, or any when the checks collect
/// details (replay). A control's expected failures are every one of its cases, so formatting
/// their details regardless cost more than the catalogue run itself.
struct ExpectedFailureSink: InvariantSink {
    let expected: [Invariant]
    let mustFailCount: Int
    let collectingDetails: Bool
    var verdicts: [(passed: Bool, margin: Double, detail: String)?]

    init(mustFail: [Invariant], mustHold: [Invariant], collectingDetails: Bool) {
        expected = mustFail + mustHold
        mustFailCount = mustFail.count
        self.collectingDetails = collectingDetails
        verdicts = Array(repeating: nil, count: expected.count)
    }

    mutating func record(_ invariant: Invariant, passed: Bool, margin: Double, location: Point?,
                         detail: () -> String) {
        guard let index = expected.firstIndex(of: invariant) else { return }
        let reported = index < mustFailCount ? passed || !margin.isFinite : !passed || margin.isNaN
        verdicts[index] = (passed, margin, reported || collectingDetails ? detail() : "")
    }
}

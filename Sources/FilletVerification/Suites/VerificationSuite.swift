import FilletGeometry
import FilletShapes
import FilletSupport
import PropertyCheck

/// One suite of `fillet verify`: a generator of cases run as a property, its share of the cases
/// and its negative controls. The construction suites generate `ShapeSpec` values
/// inside a construction's valid domain and run the whole catalogue on each; the ``path`` suite
/// generates general paths and holds the geometry core's measures to their independent routes.
/// The default suite of `fillet verify` is ``VerificationSuite/all``.
public struct VerificationSuite: Sendable {
    /// The property name in reports (`star`, `polygon`, …, `path`).
    public let name: String
    public let summary: String
    /// This suite's share of the default case count (see ``caseCounts(total:suites:)``).
    public let weight: Int
    /// ShapeSpec values inside the construction's valid domain; `nil` for a suite whose cases are
    /// other values (``path``: paths).
    public let gen: Gen<ShapeSpec>?
    /// Generators of known-invalid parameter sets and the invariants they must fail; `fillet
    /// verify` fails when a control's case passes one of them.
    public let controls: [NegativeControl]
    /// The suite's property for a sampling of the differential invariants, its value type erased:
    /// run, or replay one stored case (every invariant).
    private let runner: @Sendable (RunConfiguration, Catalogue.Options.Sampling) throws(PropertyCheckError) -> PropertyReport
    private let replayer: @Sendable (JSONValue) -> CaseResult

    /// A construction suite: every case is built and checked by the whole catalogue.
    public init(name: String, summary: String, weight: Int, gen: Gen<ShapeSpec>, controls: [NegativeControl] = []) {
        self.init(name: name, summary: summary, weight: weight, gen: gen, controls: controls) { differentials in
            Catalogue.property(name, gen, options: Self.catalogueOptions(differentials: differentials))
        }
    }

    /// A suite of any case type, run as `property` and named as it is (whatever the sampling).
    public init<Value>(summary: String, weight: Int, property: Property<Value>, controls: [NegativeControl] = []) {
        self.init(name: property.name, summary: summary, weight: weight, gen: nil, controls: controls) { _ in property }
    }

    /// A suite whose property depends on the sampling of the differential invariants
    /// (``Catalogue/Options/differentials``), named as its property is.
    public init<Value>(summary: String, weight: Int, controls: [NegativeControl] = [],
                       property: @escaping @Sendable (Catalogue.Options.Sampling) -> Property<Value>) {
        self.init(name: property(.always).name, summary: summary, weight: weight, gen: nil, controls: controls,
                  property: property)
    }

    /// Whether the suite generates a construction's parameter sets (``gen``), as opposed to
    /// other cases (the ``path`` suite's paths).
    public var isConstructionSuite: Bool { gen != nil }

    private init<Value>(name: String, summary: String, weight: Int, gen: Gen<ShapeSpec>?, controls: [NegativeControl],
                        property: @escaping @Sendable (Catalogue.Options.Sampling) -> Property<Value>) {
        self.name = name
        self.summary = summary
        self.weight = weight
        self.gen = gen
        self.controls = controls
        let replayed = property(.always)
        runner = { configuration, differentials throws(PropertyCheckError) in
            // Stored cases replay, and failures shrink, with every invariant: a differential
            // counterexample outside the sample must still fail, and a shrunk case keep failing.
            try Runner.run(property(differentials), configuration, full: replayed)
        }
        replayer = { json in Runner.replay(replayed, json: json) }
    }

    /// Runs the suite's property (not its controls) with `configuration`, the differential
    /// invariants on the shapes `differentials` samples.
    public func run(_ configuration: RunConfiguration,
                    differentials: Catalogue.Options.Sampling = .always) throws(PropertyCheckError) -> PropertyReport {
        try runner(configuration, differentials)
    }

    /// Checks one stored case of this suite (a regressions entry's `value`, a failure's shrunk
    /// value), collecting every check's detail. A value of the wrong type is a failing case whose
    /// error says why.
    public func replay(_ value: JSONValue) -> CaseResult {
        replayer(value)
    }

    /// The catalogue options every construction suite runs with, published once so the
    /// benchmark's `catalogue/suite-star` measures exactly what `fillet verify` runs.
    public static let catalogueOptions = catalogueOptions(differentials: .always)

    /// ``catalogueOptions`` with the differential invariants on the shapes `differentials` samples.
    public static func catalogueOptions(differentials: Catalogue.Options.Sampling) -> Catalogue.Options {
        Catalogue.Options(scaleInvariance: .sampled(oneIn: sampling), flatteningDeviation: .always,
                          differentials: differentials)
    }

    /// Scale invariance rebuilds the shape at two scales and re-runs the catalogue on each (about
    /// 3.4 times a case's cost), so it runs on one case in 8, chosen by a hash of the path: the same
    /// cases every run. Every other invariant, the measured flattening deviation included, runs on
    /// every case.
    public static let sampling = 8

    /// The exact constructions (star, polygon, regular polygon, rect, border), then general paths
    /// and SVG documents read back, then every construction smoothed, then the users' gate on
    /// paths of known joins. The smoothed and user-path suites came last and ``defaultCases``
    /// grew by their weights' 1 000 cases each, so every other suite runs the same cases as
    /// before they existed (case i depends on the seed and i only).
    public static let all: [VerificationSuite] = [star, polygon, regularPolygon, rect, border, path, svg, smoothed,
                                                  userPath]

    /// The coverage label of the cases ``Invariant/treeAgreement`` compared (every suite that runs the catalogue).
    public static let treeComparedLabel = "tree vs all pairs compared"

    /// The default total case count of `fillet verify`: 1 000 per unit of weight.
    public static let defaultCases = 30_000

    /// The largest total case count a run accepts (10⁹: about an hour per core at today's speed);
    /// it also keeps every count × weight product far from integer overflow.
    public static let maximumCases = 1_000_000_000

    /// Splits `total` cases over `suites` by weight (largest remainders). When
    /// `total ≥` the number of suites with a positive weight, a suite the split leaves at zero
    /// takes one case from the largest, so no suite silently runs zero times.
    /// - Parameters:
    ///   - total: clamped to `0…maximumCases`.
    ///   - suites: the suites sharing the cases.
    public static func caseCounts(total: Int, suites: [VerificationSuite]) -> [Int] {
        let weights = suites.map { max(0, $0.weight) }
        let sum = weights.reduce(0, +)
        let total = min(max(total, 0), maximumCases)
        guard sum > 0, total > 0 else { return suites.map { _ in 0 } }
        var counts = weights.map { total * $0 / sum }
        var remainders = weights.indices.map { (index: $0, rest: total * weights[$0] % sum) }
        remainders.sort { $0.rest != $1.rest ? $0.rest > $1.rest : $0.index < $1.index }
        var left = total - counts.reduce(0, +)
        for entry in remainders where left > 0 {
            counts[entry.index] += 1
            left -= 1
        }
        if total >= weights.filter({ $0 > 0 }).count {
            for index in counts.indices where weights[index] > 0 && counts[index] == 0 {
                guard let largest = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[largest] > 1 else { break }
                counts[largest] -= 1
                counts[index] = 1
            }
        }
        return counts
    }
}

extension Catalogue {
    /// A property that builds each generated spec and runs the catalogue on it: another package's
    /// own parameter generator gets the same checks and the same report as `fillet verify`.
    /// A spec that does not build fails the check `builds`.
    /// `spec` built for the catalogue, or nil after recording the failed check `builds` with the error.
    static func buildRecordingFailure(_ spec: ShapeSpec, into checks: inout Checks) -> ShapeUnderTest? {
        do {
            return try ShapeUnderTest(spec: spec)
        } catch {
            checks.expect("builds", false, detail: "\(error)")
            return nil
        }
    }

    public static func property(_ name: String, _ gen: Gen<ShapeSpec>, options: Options = Options()) -> Property<ShapeSpec> {
        Property(name, gen) { spec, checks in
            guard let shape = Catalogue.buildRecordingFailure(spec, into: &checks) else { return }
            let context = CatalogueContext.forCurrentThread
            let verdicts = evaluate(shape, options: options, context: context, into: &checks)
            if verdicts.evaluated & Invariant.curvatureContinuity.bit != 0 {
                // A smoothed case: the decade of its largest flank curvature jump.
                let joins = flankCurvatureJoins(shape, context.analysis)
                if joins.flankJoins > 0 { checks.label(flankCurvatureJumpLabel(joins.largestJump)) }
            }
            if let clamping = shape.clamping {
                checks.label(clamping == .none ? "clamp none" : "clamp proportional")
            }
            checks.classify(shape.corners.contains(where: \.wasClamped), "clamped")
            checks.classify(verdicts.didCompare(.treeAgreement), VerificationSuite.treeComparedLabel)
        }
    }
}

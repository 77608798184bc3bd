import FilletGeometry
import FilletShapes
import PropertyCheck

/// One construction's generator of valid parameter sets, run as a property through the whole
/// catalogue. The default suite of `fillet verify` is ``VerificationSuite/all``.
public struct VerificationSuite: Sendable {
    /// The property name in reports (`star`, `polygon`, …).
    public let name: String
    public let summary: String
    /// This suite's share of the default case count (see ``caseCounts(total:suites:)``).
    public let weight: Int
    /// ShapeSpec values inside the construction's valid domain.
    public let gen: Gen<ShapeSpec>
    /// Generators of known-invalid parameter sets and the invariants they must fail; `fillet
    /// verify` fails when a control's case passes one of them.
    public let controls: [NegativeControl]

    public init(name: String, summary: String, weight: Int, gen: Gen<ShapeSpec>, controls: [NegativeControl] = []) {
        self.name = name
        self.summary = summary
        self.weight = weight
        self.gen = gen
        self.controls = controls
    }

    /// The suite as a property: every case is built and checked by the whole catalogue, scale
    /// invariance on the deterministic 1-in-``sampling`` subset.
    public var property: Property<ShapeSpec> {
        Catalogue.property(name, gen, options: Self.catalogueOptions)
    }

    /// The catalogue options every suite runs with, published once so the benchmark's
    /// `catalogue/suite-star` measures exactly what `fillet verify` runs.
    public static let catalogueOptions = Catalogue.Options(scaleInvariance: .sampled(oneIn: sampling),
                                                           flatteningDeviation: .always)

    /// Scale invariance rebuilds the shape at two scales and re-runs the catalogue on each (about
    /// 3.4 times a case's cost), so it runs on one case in 8, chosen by a hash of the path: the same
    /// cases every run. Every other invariant, the measured flattening deviation included, runs on
    /// every case.
    public static let sampling = 8

    /// The exact constructions: star, polygon, regular polygon, rect, border.
    public static let all: [VerificationSuite] = [star, polygon, regularPolygon, rect, border]

    /// The default total case count of `fillet verify`.
    public static let defaultCases = 24_000

    /// The largest total case count a run accepts (10⁹: about an hour per core at today's speed);
    /// it also keeps every count × weight product far from integer overflow.
    public static let maximumCases = 1_000_000_000

    /// Splits `total` cases over `suites` by weight (largest remainders). When
    /// `total ≥` the number of suites with a positive weight, a suite the split leaves at zero
    /// takes one case from the largest, so no suite silently runs zero times.
    /// - Parameter total: clamped to `0…maximumCases`.
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
            evaluate(shape, options: options, context: CatalogueContext.forCurrentThread, into: &checks)
            if let clamping = shape.clamping {
                checks.label(clamping == .none ? "clamp none" : "clamp proportional")
            }
            checks.classify(shape.corners.contains(where: \.wasClamped), "clamped")
        }
    }
}

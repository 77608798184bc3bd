import BenchmarkKit
import FilletGeometry
import FilletShapes
import FilletVerification
import FilletSupport
import PropertyCheck

/// `catalogue/…`: the invariant catalogue (``Catalogue/evaluate(_:options:context:into:)``) on
/// shapes built once, untimed, into the thread's reused ``CatalogueContext``.
///
/// - `catalogue/star-5`: every invariant, scale invariance and flattening deviation included
///   (``Catalogue/Options`` defaults), on one regular 5-point star with rounded points and inner
///   corners (shapes/s is the figure to read).
/// - `catalogue/star-5/no-scale`: the same without the scale-invariance re-runs (which rebuild
///   the star twice from its spec and evaluate everything twice more).
/// - `catalogue/suite-star`: a batch of ``batchSize`` cases from the `fillet verify` star suite's
///   generator, with the suite's options (expensive invariants sampled 1 in
///   ``FilletVerification/VerificationSuite/sampling``); one iteration checks the whole batch.
///
/// The sanity check evaluates the same shapes with details and fails unless every invariant held.
enum CatalogueCases {
    /// Cases per `catalogue/suite-star` iteration.
    static let batchSize = 256

    /// The shapes under test, built once by the sanity check; used from one thread only.
    final class State: @unchecked Sendable {
        var shapes: [ShapeUnderTest] = []
    }

    /// The 5-point regular star at the fixtures' scale: R = 50 about (50, 50), corner radii 6 and 3.
    static var star5: ShapeSpec {
        var parameters = ShapeSpec.StarParameters()
        parameters.points = 5
        parameters.outerRadius = 50
        parameters.center = Point(x: 50, y: 50)
        parameters.outerCornerRadius = 6
        parameters.innerCornerRadius = 3
        return .star(parameters)
    }

    static func cases() -> [BenchmarkCase] {
        let full = Catalogue.Options()
        let noScale = Catalogue.Options(scaleInvariance: .never, flatteningDeviation: .always)
        let suite = VerificationSuite.catalogueOptions
        return [
            catalogueCase(name: "catalogue/star-5", options: full) { [star5] },
            catalogueCase(name: "catalogue/star-5/no-scale", options: noScale) { [star5] },
            catalogueCase(name: "catalogue/suite-star", options: suite) { () throws(SanityFailure) -> [ShapeSpec] in
                guard let gen = VerificationSuite.star.gen else { throw SanityFailure("the star suite has no spec generator") }
                return try suiteSpecs(gen, count: batchSize)
            },
        ]
    }

    static func catalogueCase(name: String, options: Catalogue.Options,
                              specs: @escaping @Sendable () throws(SanityFailure) -> [ShapeSpec]) -> BenchmarkCase {
        let state = State()
        return BenchmarkCase(
            name: name,
            shapesPerIteration: name == "catalogue/suite-star" ? Double(batchSize) : 1,
            run: { iterations in
                let context = CatalogueContext.forCurrentThread
                for _ in 0..<iterations {
                    for shape in state.shapes {
                        var sink = VerdictCounter()
                        Catalogue.evaluate(shape, options: options, context: context, into: &sink)
                        blackHole(sink)
                    }
                }
            },
            check: { () throws(SanityFailure) -> CaseMetrics in
                state.shapes = []
                var verdicts = 0
                for spec in try specs() {
                    let shape: ShapeUnderTest
                    do { shape = try ShapeUnderTest(spec: spec) } catch {
                        throw SanityFailure("\(name): \(spec) does not build: \(error)")
                    }
                    let report = Catalogue.check(shape, options: options)
                    guard report.passed else {
                        throw SanityFailure("\(name): \(spec) fails the catalogue:\n\(report.table)")
                    }
                    var sink = VerdictCounter()
                    Catalogue.evaluate(shape, options: options, context: .forCurrentThread, into: &sink)
                    guard sink.failed == 0, sink.recorded == report.results.count else {
                        throw SanityFailure("\(name): evaluate disagrees with check on \(spec)")
                    }
                    verdicts += sink.recorded
                    state.shapes.append(shape)
                }
                let elements = state.shapes.reduce(0) { $0 + $1.path.elements.count }
                return CaseMetrics(elements: elements, findings: verdicts)
            })
    }

    /// The first `count` values `gen` draws from a fresh random choice source (its generator has
    /// a fixed seed, so every run times the same cases): specs here, paths for `verify/…`.
    static func suiteSpecs<Value>(_ gen: Gen<Value>, count: Int) throws(SanityFailure) -> [Value] {
        var source = ChoiceSource()
        var specs: [Value] = []
        var attempts = 0
        while specs.count < count {
            attempts += 1
            guard attempts <= 10 * count else { throw SanityFailure("the suite generator rejects too many cases") }
            if let spec = try? gen.run(&source) { specs.append(spec) }
        }
        return specs
    }
}

/// Counts verdicts without formatting anything: the cheapest sink, as the property runner's.
struct VerdictCounter: InvariantSink {
    var recorded = 0
    var failed = 0
    var marginSum = 0.0

    mutating func record(_ invariant: Invariant, passed: Bool, margin: Double, location: Point?,
                         detail: () -> String) {
        recorded += 1
        if !passed { failed += 1 }
        marginSum += margin
    }
}

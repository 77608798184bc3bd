import BenchmarkKit
import FilletGeometry
import FilletVerification
import PropertyCheck

/// `verify/…`: the per-case work of `fillet verify`'s general-path suites, through each suite's
/// own property body (what the runner calls per case) on cases drawn once, untimed, from the
/// suite's generator.
///
/// - `verify/suite-path`: a batch of ``batchSize`` cases of the `path` suite (general paths with
///   arcs, curves and long self-crossing figures; the suite with the largest cost per case, about
///   two fifths of `fillet verify --cases 1000000`'s CPU time).
/// - `verify/suite-svg`: the same for the `svg` suite (SVG path data read back).
///
/// With `catalogue/suite-star` (the star suite's per-case work) they cover most of the million
/// run: a change that slows a suite's cases shows here, and its allocation counts are gated with
/// the rest. One iteration checks the whole batch; shapes/s = cases/s on one core. Each case gets
/// fresh `Checks` (two allocations the runner, which reuses one, does not make).
///
/// The sanity check runs the same and fails unless every check of every case held.
enum VerifyCases {
    /// Cases per iteration.
    static let batchSize = 64

    /// The cases under test, drawn once by the sanity check; used from one thread only.
    final class State: @unchecked Sendable {
        var paths: [Path] = []
    }

    static func cases() -> [BenchmarkCase] {
        [suiteCase(name: "verify/suite-path", VerificationSuite.pathProperty),
         suiteCase(name: "verify/suite-svg", VerificationSuite.svgProperty)]
    }

    static func suiteCase(name: String, _ property: Property<Path>) -> BenchmarkCase {
        let state = State()
        let body = property.body
        return BenchmarkCase(
            name: name,
            shapesPerIteration: Double(batchSize),
            run: { iterations in
                for _ in 0..<iterations {
                    for path in state.paths {
                        var checks = Checks()
                        try? body(path, &checks)
                        blackHole(checks.results.count)
                    }
                }
            },
            check: { () throws(SanityFailure) -> CaseMetrics in
                state.paths = try CatalogueCases.suiteSpecs(property.gen, count: batchSize)
                var checkCount = 0
                for path in state.paths {
                    var checks = Checks()
                    do { try body(path, &checks) } catch { throw SanityFailure("\(name): the property threw \(error)") }
                    if let failed = checks.results.first(where: { !$0.passed }) {
                        throw SanityFailure("\(name): \(failed.name) fails on \(path.svgPathData())")
                    }
                    checkCount += checks.results.count
                }
                let elements = state.paths.reduce(0) { $0 + $1.elements.count }
                return CaseMetrics(elements: elements, findings: checkCount)
            })
    }
}

import BenchmarkKit
import FilletGeometry

/// `intersect/<fixture>`: the self-intersection check of an exact path (lines and arcs).
enum IntersectionCases {
    static let cornerSeries = "self-intersection: time vs corners"
    /// The exponent `--compare` gates the corner series at: near-linear in the corners.
    static let exponentCeiling = 1.15

    /// The path under test, built once by the sanity check; used from one thread only.
    final class State: @unchecked Sendable {
        var path = Path()
    }

    static func cases(_ fixtures: [ShapeFixture]) -> [BenchmarkCase] {
        fixtures.map { fixture in
            let state = State()
            return BenchmarkCase(
                name: "intersect/\(fixture.name)",
                series: fixture.inCornerSeries ? SeriesPoint(series: cornerSeries, x: Double(fixture.corners)) : nil,
                run: { iterations in
                    for _ in 0..<iterations { blackHole(state.path.selfIntersections()) }
                },
                check: { () throws(SanityFailure) -> CaseMetrics in
                    state.path = try fixture.buildChecked()
                    let found = state.path.selfIntersections()
                    if fixture.isSimple && !found.isEmpty {
                        throw SanityFailure("\(fixture.name) is simple but \(found.count) self-intersection(s) were reported")
                    }
                    return CaseMetrics(elements: state.path.elements.count, findings: found.count)
                })
        }
    }
}

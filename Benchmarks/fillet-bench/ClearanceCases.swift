import BenchmarkKit
import FilletGeometry

/// `clearance/<fixture>`: the least distance between non-neighbouring segments
/// (``FilletGeometry/PreparedPath/clearanceReusingTable()``) on a path prepared once, with the
/// scan tables kept between iterations as the catalogue keeps them.
enum ClearanceCases {
    /// The prepared path under test, built once by the sanity check; used from one thread only.
    final class State: @unchecked Sendable {
        var prepared = PreparedPath()
    }

    static func cases(_ fixtures: [ShapeFixture]) -> [BenchmarkCase] {
        fixtures.map { fixture in
            let state = State()
            return BenchmarkCase(
                name: "clearance/\(fixture.name)",
                series: nil,
                run: { iterations in
                    for _ in 0..<iterations { blackHole(state.prepared.clearanceReusingTable()) }
                },
                check: { () throws(SanityFailure) -> CaseMetrics in
                    let path = try fixture.buildChecked()
                    state.prepared.prepare(path)
                    let clearance = state.prepared.clearanceReusingTable()
                    // A simple fixture's non-neighbours are apart: more than the contact tolerance,
                    // and never farther than the size.
                    guard clearance > path.intersectionTolerance, clearance <= path.characteristicSize else {
                        throw SanityFailure("\(fixture.name): clearance \(clearance) outside (tolerance, size]")
                    }
                    return CaseMetrics(elements: path.elements.count)
                })
        }
    }
}

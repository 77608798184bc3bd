import BenchmarkKit
import FilletGeometry

/// `generate/<fixture>`: building the exact path of a construction from its parameters.
enum GenerationCases {
    /// Series name of the fit of generation time against corner count.
    static let cornerSeries = "generate: time vs corners"

    static func cases(_ fixtures: [ShapeFixture]) -> [BenchmarkCase] {
        fixtures.map { fixture in
            BenchmarkCase(
                name: "generate/\(fixture.name)",
                series: fixture.inCornerSeries ? SeriesPoint(series: cornerSeries, x: Double(fixture.corners)) : nil,
                run: { iterations in
                    for _ in 0..<iterations { blackHole(try? fixture.build()) }
                },
                check: { () throws(SanityFailure) -> CaseMetrics in
                    let path = try fixture.buildChecked()
                    return try metrics(of: path, fixture: fixture)
                })
        }
    }

    /// Checks the path is non-empty, finite and (unless the construction ends open) closed, with at least one element per corner.
    static func metrics(of path: Path, fixture: ShapeFixture) throws(SanityFailure) -> CaseMetrics {
        guard !path.isEmpty else { throw SanityFailure("\(fixture.name) built an empty path") }
        var points = 0
        for element in path.elements {
            switch element {
            case .move(let point), .line(let point):
                guard point.isFinite else { throw SanityFailure("\(fixture.name) has a non-finite point") }
                points += 1
            case .arc(let arc):
                guard arc.isFinite else { throw SanityFailure("\(fixture.name) has a non-finite arc") }
                points += 1
            case .quad(let control, let point):
                guard control.isFinite, point.isFinite else { throw SanityFailure("\(fixture.name) has a non-finite curve") }
                points += 1
            case .cubic(let control1, let control2, let point):
                guard control1.isFinite, control2.isFinite, point.isFinite else {
                    throw SanityFailure("\(fixture.name) has a non-finite curve")
                }
                points += 1
            case .close:
                break
            }
        }
        guard !fixture.endsClosed || path.elements.last == .close else { throw SanityFailure("\(fixture.name) is not closed") }
        guard points >= fixture.corners else {
            throw SanityFailure("\(fixture.name) has \(points) points for \(fixture.corners) corners")
        }
        return CaseMetrics(points: points, elements: path.elements.count)
    }
}

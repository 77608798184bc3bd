import BenchmarkKit
import FilletGeometry
import FilletShapes

/// `generate-reuse/<fixture>`: building a construction's outline into a caller-owned, reused
/// ``Path`` (``Star/buildPath(into:points:outerRadius:innerRadius:outerCornerRadius:innerCornerRadius:rotation:center:clamping:)``),
/// as a renderer drawing many shapes would. Target: 0 allocations per shape.
enum ReuseCases {
    /// State shared by a case's check and its timed body; only ever used from one thread.
    final class State: @unchecked Sendable {
        var path = Path()
    }

    /// The `star-<points>` fixture's star (same parameters as in `ShapeFixtures.all()`), into `path`.
    @inline(__always)
    static func buildStar(points: Int, into path: inout Path) throws(ShapeError) {
        try Star.buildPath(into: &path, points: opaque(points), outerRadius: 50, innerRadius: .regular,
                           outerCornerRadius: 30.0 / Double(points), innerCornerRadius: 15.0 / Double(points),
                           center: Point(x: 50, y: 50))
    }

    static func cases(_ fixtures: [ShapeFixture]) -> [BenchmarkCase] {
        let points = 5
        let fixtureName = "star-\(points)"
        guard let fixture = fixtures.first(where: { $0.name == fixtureName }) else { return [] }
        let state = State()
        return [BenchmarkCase(
            name: "generate-reuse/\(fixtureName)",
            series: nil,
            run: { iterations in
                for _ in 0..<iterations {
                    try? buildStar(points: points, into: &state.path)
                    blackHole(state.path)
                }
            },
            check: { () throws(SanityFailure) -> CaseMetrics in
                do { try buildStar(points: points, into: &state.path) } catch { throw SanityFailure("\(fixtureName) into a buffer failed: \(error)") }
                let reference = try fixture.buildChecked()
                guard state.path.elements == reference.elements, state.path.currentPoint == reference.currentPoint else {
                    throw SanityFailure("\(fixtureName) built into a buffer differs from the constructed star's path")
                }
                return try GenerationCases.metrics(of: state.path, fixture: fixture)
            })]
    }
}

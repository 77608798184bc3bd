import BenchmarkKit
import FilletGeometry

/// Every case fillet-bench knows, in the order they run.
enum BenchmarkCatalogue {
    static func all() -> [BenchmarkCase] {
        let fixtures = fixtures()
        return GenerationCases.cases(fixtures) + FlatteningCases.cases(fixtures)
    }

    /// The parameter sets: stars of 5, 24, 50, 500, 1 000, 5 000 and 10 000 points (10 … 20 000
    /// corners: the corner series), a random 100-vertex polygon with mixed radii.
    static func fixtures() -> [ShapeFixture] {
        var fixtures: [ShapeFixture] = []
        for points in [5, 24, 50, 500, 1_000, 5_000, 10_000] {
            let innerRatio = points <= 24 ? 0.5 : 0.9
            fixtures.append(ShapeFixture(name: "star-\(points)", corners: 2 * points, inCornerSeries: true) {
                try HandBuiltShapes.roundedStar(points: opaque(points), innerRatio: innerRatio)
            })
        }
        fixtures.append(ShapeFixture(name: "polygon-100-mixed", corners: 100, inCornerSeries: false) {
            try HandBuiltShapes.randomPolygon(vertices: 100, seed: 0x5EED)
        })
        return fixtures
    }
}

import BenchmarkKit
import FilletGeometry

/// Every case fillet-bench knows, in the order they run.
enum BenchmarkCatalogue {
    static func all() -> [BenchmarkCase] {
        let fixtures = ShapeFixtures.all()
        let large = ShapeFixtures.largeStarPoints.map { ShapeFixtures.star(points: $0, inCornerSeries: false) }
        let clearanceFixtures = fixtures.filter { ["star-5", "star-1000", "border-inside"].contains($0.name) }
            + large
        // Smoothed corners: generation and flattening only, after the unsmoothed cases.
        let smoothed = ShapeFixtures.smoothed()
        return GenerationCases.cases(fixtures) + ReuseCases.cases(fixtures) + FlatteningCases.cases(fixtures)
            + GenerationCases.cases(smoothed) + FlatteningCases.cases(smoothed)
            + IntersectionCases.cases(fixtures + large) + ClearanceCases.cases(clearanceFixtures)
            + CatalogueCases.cases() + VerifyCases.cases() + CurveCases.cases() + SVGFileCases.cases()
            + IconSetCases.cases() + FixPathCases.cases()
    }
}

import BenchmarkKit
import FilletGeometry

/// Every case fillet-bench knows, in the order they run.
enum BenchmarkCatalogue {
    static func all() -> [BenchmarkCase] {
        let fixtures = ShapeFixtures.all()
        return GenerationCases.cases(fixtures) + ReuseCases.cases(fixtures) + FlatteningCases.cases(fixtures)
            + IntersectionCases.cases(fixtures) + CatalogueCases.cases()
    }
}

import Testing
import FilletGeometry

/// Records a failure showing expected and actual when `|actual − expected| > tolerance`.
func expectNear(_ actual: Double, _ expected: Double, tolerance: Double = 1e-12,
                _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = actual == expected || abs(actual - expected) <= tolerance
    #expect(ok, "expected \(expected), got \(actual) (|Δ| = \(abs(actual - expected)) > \(tolerance)) \(comment.map { "— \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

/// Records a failure showing expected and actual points when they are farther apart than `tolerance`.
func expectNear(_ actual: Point, _ expected: Point, tolerance: Double = 1e-12,
                _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let gap = actual.distance(to: expected)
    #expect(gap <= tolerance, "expected \(expected), got \(actual) (distance \(gap) > \(tolerance)) \(comment.map { "— \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

import Testing
import FilletGeometry

// The one shared `expectNear(_:_:tolerance:)` of the test targets (STYLE.md, Style 7): a failure
// prints expected and actual values and how far apart they are.

/// Records a failure showing expected and actual when `|actual − expected| > tolerance`.
///
/// Equal values pass even when infinite (where `|Δ|` is NaN); a NaN never passes.
/// - Parameters:
///   - tolerance: the largest accepted absolute difference, ≥ 0 (default 10⁻¹²).
///   - comment: added to the failure message.
public func expectNear(_ actual: Double, _ expected: Double, tolerance: Double = 1e-12,
                       _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = actual == expected || abs(actual - expected) <= tolerance
    #expect(ok, "expected \(expected), got \(actual) (|Δ| = \(abs(actual - expected)) > \(tolerance)) \(comment.map { "— \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

/// Records a failure showing expected and actual points when they are farther apart than `tolerance`.
/// - Parameters:
///   - tolerance: the largest accepted Euclidean distance, ≥ 0 (default 10⁻¹²).
///   - comment: added to the failure message.
public func expectNear(_ actual: Point, _ expected: Point, tolerance: Double = 1e-12,
                       _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let gap = actual.distance(to: expected)
    #expect(gap <= tolerance, "expected \(expected), got \(actual) (distance \(gap) > \(tolerance)) \(comment.map { "— \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

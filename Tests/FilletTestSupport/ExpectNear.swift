import Testing
import FilletGeometry

// The one shared `expectNear(_:_:tolerance:)` of the test targets: a failure
// prints expected and actual values and how far apart they are. The comparison itself is the
// library's `isApproximatelyEqual(to:absolute:relative:)`, so tests and library agree on what
// "near" means.

/// Records a failure showing expected and actual when they differ by more than
/// `max(tolerance, relative · max(|actual|, |expected|))`.
///
/// Equal values pass even when infinite (where `|Δ|` is NaN); a NaN never passes.
/// - Parameters:
///   - tolerance: the largest accepted absolute difference, ≥ 0 (default 10⁻¹²).
///   - relative: the largest accepted difference relative to the larger magnitude, ≥ 0 (default 0).
///   - comment: added to the failure message.
public func expectNear(_ actual: Double, _ expected: Double, tolerance: Double = 1e-12, relative: Double = 0,
                       _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = actual.isApproximatelyEqual(to: expected, absolute: tolerance, relative: relative)
    #expect(ok, "expected \(expected), got \(actual) (|Δ| = \(abs(actual - expected)) > \(tolerance)\(relative > 0 ? " and > \(relative) relative" : "")) \(comment.map { "— \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

/// Records a failure showing expected and actual points when they are farther apart than
/// `max(tolerance, relative · max(|actual|, |expected|))` (`|p|`: distance from the origin).
/// - Parameters:
///   - tolerance: the largest accepted Euclidean distance, ≥ 0 (default 10⁻¹²).
///   - relative: the largest accepted distance relative to the points' magnitude, ≥ 0 (default 0).
///   - comment: added to the failure message.
public func expectNear(_ actual: Point, _ expected: Point, tolerance: Double = 1e-12, relative: Double = 0,
                       _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = actual.isApproximatelyEqual(to: expected, absolute: tolerance, relative: relative)
    #expect(ok, "expected \(expected), got \(actual) (distance \(actual.distance(to: expected)) > \(tolerance)\(relative > 0 ? " and > \(relative) relative" : "")) \(comment.map { "— \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

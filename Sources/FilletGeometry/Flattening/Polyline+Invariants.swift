/// The structure every ``Polyline`` keeps, checked after the flatteners that write its storage
/// through raw pointers.
///
/// In builds with the compile-time flag `FILLET_INTERNAL_CHECKS` (debug builds, so every
/// `swift test`), ``Path/flatten(tolerance:into:maximumPointCount:)`` calls ``checkInvariants()``
/// on its output, which traps with the list of violations. Release builds skip it.
///
/// The invariants:
/// 1. every subpath has at least one vertex; the subpaths' point ranges are consecutive, start
///    at 0 and together cover ``Polyline/points`` exactly;
/// 2. every vertex is finite;
/// 3. only the last subpath may accept more vertices, and only if it is not closed.
extension Polyline {
    /// The violated invariants, in words; empty for a well-formed polyline.
    package var invariantViolations: [String] {
        var violations: [String] = []
        var next = 0
        for (index, subpath) in subpaths.enumerated() {
            if subpath.pointRange.isEmpty { violations.append("subpath \(index) has no vertex") }
            if subpath.pointRange.lowerBound != next {
                violations.append("subpath \(index) starts at point \(subpath.pointRange.lowerBound), expected \(next)")
            }
            next = subpath.pointRange.upperBound
        }
        if next != points.count { violations.append("the subpaths cover \(next) of \(points.count) points") }
        if let index = points.firstIndex(where: { !$0.isFinite }) {
            violations.append("point \(index) is not finite: \(points[index])")
        }
        if isLastSubpathOpen, subpaths.last?.isClosed ?? true {
            violations.append("accepts more vertices but its last subpath is \(subpaths.isEmpty ? "missing" : "closed")")
        }
        return violations
    }

    /// Traps with ``invariantViolations`` when a flattener broke the structure; a no-op unless
    /// built with `FILLET_INTERNAL_CHECKS`.
    @inline(__always)
    package func checkInvariants() {
        #if FILLET_INTERNAL_CHECKS
        let violations = invariantViolations
        precondition(violations.isEmpty, "Polyline invariants violated: \(violations.joined(separator: "; "))")
        #endif
    }
}

/// The structure every ``Path`` keeps, checked where code bypasses the validating builders.
///
/// A path built with the public builders or ``Path/init(elements:)`` is well formed by
/// construction. The constructions of `FilletShapes` write ``Path/elements`` directly for speed
/// (``Path/init(trustedElements:currentPoint:subpathStart:endsClosed:)``,
/// ``Path/setTrustedState(currentPoint:subpathStart:endsClosed:)``); in builds with the compile-time
/// flag `FILLET_INTERNAL_CHECKS` (debug builds, so every `swift test`) those entry points call
/// ``checkInvariants()``, which traps with the list of violations. Release builds skip it.
///
/// The invariants, derived by re-validating the elements with ``Path/init(elements:)`` (one
/// implementation of "well formed"):
/// 1. the elements form a valid path: every segment follows a `move`, `close` ends an open
///    subpath, every number is finite and radii are ≥ 0;
/// 2. the state is what appending the elements one by one leaves: the current point (an arc's
///    end within rounding: `10⁻¹² · (|centre| + radius)`), the subpath start, and whether the next
///    segment must re-open the last subpath;
/// 3. ``Path/partRuns`` are increasing, disjoint runs of at least two cubics within the elements.
extension Path {
    /// The violated invariants, in words; empty for a well-formed path.
    package var invariantViolations: [String] {
        let derived: Path
        do {
            derived = try Path(elements: elements)
        } catch {
            return ["elements: \(error)"]
        }
        var violations: [String] = []
        if !Self.samePoint(currentPoint, derived.currentPoint) {
            violations.append("current point \(String(describing: currentPoint)), the elements leave \(String(describing: derived.currentPoint))")
        }
        if !Self.samePoint(subpathStart, derived.subpathStart) {
            violations.append("subpath start \(String(describing: subpathStart)), the elements leave \(String(describing: derived.subpathStart))")
        }
        if needsMoveBeforeNextSegment != derived.needsMoveBeforeNextSegment {
            violations.append("needs a move before the next segment: \(needsMoveBeforeNextSegment), the elements leave \(derived.needsMoveBeforeNextSegment)")
        }
        // 3. the part runs are increasing, disjoint runs of at least two cubics within the elements.
        var previousEnd = 0
        for run in partRuns {
            let cubics = run.lowerBound >= previousEnd && run.count >= 2 && run.upperBound <= elements.count
                && elements[run].allSatisfy { if case .cubic = $0 { true } else { false } }
            if !cubics { violations.append("part run \(run) is not increasing cubics within the \(elements.count) elements") }
            previousEnd = run.upperBound
        }
        return violations
    }

    /// Equal, or within rounding of their magnitude (an arc's end point computed another way).
    private static func samePoint(_ a: Point?, _ b: Point?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?):
            let scale = Swift.max(1, Swift.abs(a.x), Swift.abs(a.y), Swift.abs(b.x), Swift.abs(b.y))
            return a.distance(to: b) <= 1e-12 * scale
        default: return false
        }
    }

    /// Traps with ``invariantViolations`` when a trusted entry point broke the structure; a no-op
    /// unless built with `FILLET_INTERNAL_CHECKS`.
    @inline(__always)
    package func checkInvariants() {
        #if FILLET_INTERNAL_CHECKS
        let violations = invariantViolations
        precondition(violations.isEmpty, "Path invariants violated: \(violations.joined(separator: "; "))")
        #endif
    }
}

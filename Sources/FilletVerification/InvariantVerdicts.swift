/// A list of verdicts on one shape or path, and what every report answers from it: whether all
/// hold, which failed, the worst failure, the verdict of one invariant.
///
/// ``CatalogueReport`` (a construction) and ``PathCheck/Report`` (a user's path) both conform.
public protocol InvariantVerdicts {
    /// One result per evaluated invariant.
    var results: [InvariantResult] { get }
}

extension InvariantVerdicts {
    /// Whether every evaluated invariant holds.
    public var passed: Bool { results.allSatisfy(\.passed) }

    /// The violated invariants' results.
    public var failures: [InvariantResult] { results.filter { !$0.passed } }

    /// The failing result with the most negative margin, if any.
    public var worstFailure: InvariantResult? { failures.min { $0.margin < $1.margin } }

    /// The invariants that were evaluated.
    public var evaluated: [Invariant] { results.map(\.invariant) }

    /// The result of `invariant`, or `nil` when it was not evaluated (it does not apply).
    public subscript(_ invariant: Invariant) -> InvariantResult? {
        results.first { $0.invariant == invariant }
    }
}

import FilletGeometry

/// Non-empty, every coordinate finite, every subpath closed, size finite and > 0.
enum ClosedAndFiniteInvariant: InvariantDefinition {
    static let name = "closed-finite"
    static var invariant: Invariant { .closedAndFinite }
    static let marginUnit = Invariant.MarginUnit.verdict
    static var summary: String {
        return "non-empty, finite, every subpath closed"
    }
    static let findingDescription = "The element is empty, not finite, or has no extent."

    /// Evaluates the invariant on `analysis` under `policy` (both gates run it first).
    /// - Returns: whether the path can be measured (non-empty, finite, with extent): the gate stops otherwise.
    static func evaluate<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>,
                                              policy: ClosurePolicy) -> Bool {
        Catalogue.checkClosedAndFinite(analysis, &verdicts, policy: policy)
    }
}

extension Invariant {
    /// Non-empty, every coordinate finite, every subpath closed, size finite and > 0.
    public static let closedAndFinite = Invariant(ClosedAndFiniteInvariant.self)
}

/// A self-intersection search that ran out of its work budget before it certified the path: the
/// contacts it reported (if any) are genuine, but the rest of the path is **not certified** free
/// of contacts. Verdicts built on the search fail closed on it (``Path/isSimple`` and
/// ``PreparedPath/isSimpleReusingTable()`` are `false`); a checker names it as undecided, never
/// as a crossing found.
///
/// Only the search over fine pieces (`FinePiece`, the fallback for bundles of nearly parallel
/// curves) has such a budget: curves that run within a few contact tolerances of each other over
/// long stretches would need pieces of length about `√(8·r·gap)` along every curve to be parted,
/// millions of pieces and pair tests, so the work is bounded instead
/// (`Path.finePieceWorkBudget(finePieces:)`), in counted operations, never in time: the outcome
/// is the same on every machine.
public struct UndecidedContactSearch: Sendable, Hashable {
    /// The work budget that ran out: pair visits plus the box tests of the pairwise searches.
    public let workBudget: Int
    /// How many fine pieces the curves were cut into.
    public let finePieces: Int
    /// The absolute contact tolerance of the search.
    public let tolerance: Double
}

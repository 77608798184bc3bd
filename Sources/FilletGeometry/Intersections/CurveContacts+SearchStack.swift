/// The depth-first stack of ``CurveContacts/contacts(_:_:tolerance:excluding:searchesPastTheResult:work:)``.
///
/// A pair whose boxes are more than the tolerance apart is settled by its boxes alone: popped, it
/// costs one box test and nothing else. That test reads nothing the search changes, so it is
/// taken when the pair is pushed, and a pair that fails it is not stored but *skipped*. Where a
/// plain stack holds it, the skipped pair lies above every pair stored before it and below every
/// pair stored after it, so the plain stack pops it after all of those and just before the next
/// stored pair below: popping an entry charges one box test for it and one for every pair skipped
/// since it was pushed and not charged yet, and the pairs skipped at the bottom are charged when
/// the stack runs empty. So the pairs the search looks at, the budget left at each of them and the
/// box tests charged are a plain stack's (a search that stops early leaves the same pairs, stored
/// or skipped, uncharged), while a settled pair (about a third of them) is copied neither into the
/// stack nor out of it.
extension CurveContacts {
    struct SearchStack {
        /// The pairs stored, each with the number of skipped pairs not yet charged when it was
        /// pushed: those lie below it, and the ones skipped since then lie above it.
        private var entries: [(SearchPiece, SearchPiece, Span, Span, unchargedBelow: Int)] = []
        /// Skipped pairs not charged yet.
        private var uncharged = 0
        let tolerance: Double

        init(tolerance: Double, capacity: Int) {
            self.tolerance = tolerance
            entries.reserveCapacity(capacity)
        }

        /// Stores the pair, or counts it as skipped when its boxes are more than the tolerance
        /// apart (``CurveContacts/gap(_:_:)``; a NaN gap is skipped, as the plain loop settles it).
        @inline(__always)
        mutating func push(_ a: SearchPiece, _ b: SearchPiece, _ spanA: Span, _ spanB: Span) {
            if gap(a.box, b.box) <= tolerance {
                entries.append((a, b, spanA, spanB, uncharged))
            } else {
                uncharged += 1
            }
        }

        /// The next stored pair, `budget` charged for it and for the pairs skipped since it was
        /// pushed and not charged yet (those lie just above it: the ones above a later entry were
        /// charged when that was popped); `nil` when none is left, `budget` charged for the pairs
        /// skipped at the bottom.
        @inline(__always)
        mutating func pop(budget: inout Int) -> (SearchPiece, SearchPiece, Span, Span)? {
            guard let (a, b, spanA, spanB, unchargedBelow) = entries.popLast() else {
                budget -= uncharged
                uncharged = 0
                return nil
            }
            budget -= 1 + (uncharged - unchargedBelow)
            uncharged = unchargedBelow
            return (a, b, spanA, spanB)
        }
    }
}

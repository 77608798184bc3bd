import FilletVerification
import FilletGeometry

extension RepairState {
    /// Why `next` (this state with `moves` written, read back locally) is not a repair of
    /// `target`, or `nil` when it is: the data reads back with only the moved control points
    /// changed (and the implied first control of an `S` or `T` after a moved one), the finding is
    /// gone, no join is classed worse (smooth < corner < kink) and no arc cubic among the changed
    /// elements that was round enough is a near miss now. The invariants of the whole report are
    /// judged once per round (`regression(after:sparing:)` on whole states).
    func problem(after next: RepairState, moves: [Move], target: RepairSession.Target) -> String? {
        if let structural = structuralChange(next, moves: moves) { return structural }
        if let remains = findingRemains(in: next, target) { return remains }
        if let join = joinRegression(after: next) { return join }
        for element in changedElements(next, moves: moves) {
            guard let entry = next.arcEntry(element), entry.margin < 0 else { continue }
            if let old = arcEntry(element), old.margin < 0 { continue }
            if case .arc(let spared) = target, spared == element { continue }
            return "it would make \(name(ofElement: element)) a near-miss arc cubic"
        }
        return nil
    }

    /// The elements `next` draws differently: the moved ones (every element of an arc command
    /// whose radii moved) and an `S` or `T` reflecting one.
    func changedElements(_ next: RepairState, moves: [Move]) -> [Int] {
        elementsNear(moves).filter { index in
            next.drawn.elements.indices.contains(index) && drawn.elements.indices.contains(index)
                && next.drawn.elements[index] != drawn.elements[index]
        }
    }

    /// The elements writing `moves` may draw differently, ascending: each moved one (every element
    /// of an arc command whose radii move) and the one after it (an `S` or `T` reflecting it).
    func elementsNear(_ moves: [Move]) -> [Int] {
        var candidates = Set<Int>()
        for move in moves {
            let elements = move.control == 0 ? arcCommand(move.element)?.elements ?? move.element...move.element
                : move.element...move.element
            candidates.formUnion(elements)
            candidates.insert(elements.upperBound + 1)
        }
        return candidates.sorted()
    }

    /// The join between elements `incoming` and `outgoing`: among those classed again first, in a
    /// local state (where a candidate's own joins are).
    func join(incoming: Int?, outgoing: Int?) -> PathCheck.JoinVerdict? {
        if let changedJoins {
            for index in changedJoins where joins[index].incomingElementIndex == incoming && joins[index].outgoingElementIndex == outgoing {
                return joins[index]
            }
        }
        return joins.first { $0.incomingElementIndex == incoming && $0.outgoingElementIndex == outgoing }
    }

    /// Why `target` is still a finding in `next`, or `nil` when it is gone.
    func findingRemains(in next: RepairState, _ target: RepairSession.Target) -> String? {
        switch target {
        case .join(let incoming, let outgoing):
            let verdict = next.join(incoming: incoming, outgoing: outgoing)
            guard let verdict, verdict.joinClass == .smooth else {
                let turn = verdict.map { " (turns \(degrees(Swift.abs($0.signedTurn))), G1 tolerance \(degrees($0.tolerance)))" } ?? ""
                return "the join is still not smooth after rounding at the precision allowed\(turn)"
            }
        case .arc(let element):
            guard let entry = next.arcEntry(element), entry.margin >= 0 else {
                return next.arcEntry(element) == nil
                    ? "the repaired cubic no longer reads as a circular arc"
                    : "the cubic is still not round enough after rounding at the precision allowed"
            }
        }
        return nil
    }

    /// Why a join of `next` is classed worse than here (a near-miss kink become a corner counts
    /// as worse: it turns more), or, a near-miss kink both times, turns more; `nil` when none is.
    func joinRegression(after next: RepairState) -> String? {
        for (old, join) in joinPairs(after: next) {
            let before = old?.joinClass ?? .smooth
            if before == .kink, join.joinClass == .kink, let old, Swift.abs(join.signedTurn) > Swift.abs(old.signedTurn) + 1e-12 {
                let name = join.incomingElementIndex.map { self.name(ofElement: $0) } ?? "a close"
                return "it would make the near-miss kink at the end of \(name) turn more (\(degrees(Swift.abs(old.signedTurn))) → \(degrees(Swift.abs(join.signedTurn))))"
            }
            if join.joinClass.rank > before.rank || before == .kink && join.joinClass == .corner {
                // A near-miss kink pushed past the threshold is a corner the author did not draw,
                // not a repair: it turns more.
                let name = join.incomingElementIndex.map { self.name(ofElement: $0) } ?? "a close"
                return "it would make the join at the end of \(name) a \(join.joinClass.rawValue) (was \(before.rawValue))"
            }
        }
        return nil
    }

    /// The joins of `next` classed worse than here, or near-miss kinks both times that turn more.
    func worsenedJoins(after next: RepairState) -> [PathCheck.JoinVerdict] {
        joinPairs(after: next).filter { old, join in
            let before = old?.joinClass ?? .smooth
            if before == .kink, join.joinClass == .kink, let old { return Swift.abs(join.signedTurn) > Swift.abs(old.signedTurn) + 1e-12 }
            return join.joinClass.rank > before.rank || before == .kink && join.joinClass == .corner
        }.map(\.1)
    }

    /// Each join of `next` that may differ from here, with the join here between the same two
    /// elements (`nil`: none): a local state's joins classed again, against this state's at the
    /// same index (a local state keeps its base's joins one for one); every join otherwise.
    func joinPairs(after next: RepairState) -> [(PathCheck.JoinVerdict?, PathCheck.JoinVerdict)] {
        if let changed = next.changedJoins, next.joins.count == joins.count {
            return changed.map { index in
                Pair(joins[index]) == Pair(next.joins[index]) ? (joins[index], next.joins[index]) : (nil, next.joins[index])
            }
        }
        // The same joins in the same order (a whole state checked again after a repair of
        // handles), each named once: paired by index, as the table below pairs them.
        if next.joins.count == joins.count, Self.namesEachJoinOnce(joins),
           joins.indices.allSatisfy({ Pair(joins[$0]) == Pair(next.joins[$0]) }) {
            return joins.indices.map { (joins[$0], next.joins[$0]) }
        }
        var classes: [Pair: PathCheck.JoinVerdict] = [:]
        classes.reserveCapacity(joins.count)
        for join in joins { classes[Pair(join)] = join }
        return next.joins.map { (classes[Pair($0)], $0) }
    }

    /// Whether no two of `joins` have one ``Pair``, shown without a table: the joins with an
    /// incoming element come in ascending order of it, those without in ascending order of
    /// their outgoing element, which they have (what a walk along the path gives); `false` when
    /// not so ordered, whether or not some pair repeats.
    static func namesEachJoinOnce(_ joins: [PathCheck.JoinVerdict]) -> Bool {
        var lastIncoming = Int.min, lastOutgoing = Int.min
        for join in joins {
            if let incoming = join.incomingElementIndex {
                guard incoming > lastIncoming else { return false }
                lastIncoming = incoming
            } else {
                guard let outgoing = join.outgoingElementIndex, outgoing > lastOutgoing else { return false }
                lastOutgoing = outgoing
            }
        }
        return true
    }

    /// Why the whole state `next` is worse than this whole state: a join classed worse, an arc
    /// cubic turned near miss, another invariant of the report failing or failing by more; `nil`
    /// when none is.
    func regression(after next: RepairState) -> String? {
        if let join = joinRegression(after: next) { return join }
        for (element, entry) in next.arcs.sorted(by: { $0.key < $1.key }) where entry.margin < 0 {
            if let old = arcs[element], old.margin < 0 { continue }
            return "it would make \(name(ofElement: element)) a near-miss arc cubic"
        }
        guard let report, let nextReport = next.report else { return nil }
        for result in nextReport.results
        where result.invariant.repair == nil {
            guard let old = report.results.first(where: { $0.invariant == result.invariant }) else { continue }
            if old.passed && !result.passed {
                return "it would make \(result.invariant.name) fail: \(result.detail)"
            }
            if !old.passed && result.margin < old.margin - Self.marginRounding {
                return "\(result.invariant.name) fails already and would fail by more (margin \(format(old.margin)) → \(format(result.margin)))"
            }
        }
        return nil
    }

    /// How much a failing invariant's margin may drop and still count as unchanged: margins are
    /// relative to the path's size, and a repair that rewrites numbers elsewhere shifts a
    /// contact's or an orientation's measure by rounding (≈1e-11 seen on Adwaita), far below
    /// anything it could mean.
    static let marginRounding = 1e-9

    /// A join named by its two elements.
    struct Pair: Hashable {
        var incoming: Int?
        var outgoing: Int?
        init(incoming: Int?, outgoing: Int?) {
            self.incoming = incoming
            self.outgoing = outgoing
        }
        init(_ join: PathCheck.JoinVerdict) {
            incoming = join.incomingElementIndex
            outgoing = join.outgoingElementIndex
        }
    }

    /// Why `next` is not this path with only `moves` applied, or `nil`.
    func structuralChange(_ next: RepairState, moves: [Move]) -> String? {
        guard next.written.elements.count == written.elements.count else {
            return "the rewritten data reads back with a different number of elements"
        }
        // An arc drawn as another number of cubics than before.
        guard next.drawn.elements.count == drawn.elements.count, next.writtenIndices == writtenIndices else {
            return "the rewritten data is drawn with a different number of elements"
        }
        let moved = Set(moves.map(\.element))
        // The elements of each arc command whose radii move, and the last of each.
        var arcElements = Set<Int>(), arcEnds = Set<Int>()
        for move in moves where move.control == 0 {
            guard let arc = arcCommand(move.element) else { continue }
            arcElements.formUnion(arc.elements)
            arcEnds.insert(arc.elements.upperBound)
        }
        // Element by element as drawn (the indices moves and arc commands name), each written
        // element compared once (the cubics of an arc drawn under a stretch share theirs).
        for index in drawn.elements.indices {
            let writtenIndex = writtenIndex(index)
            if index > 0, self.writtenIndex(index - 1) == writtenIndex { continue }
            let old = written.elements[writtenIndex], new = next.written.elements[writtenIndex]
            if old == new { continue }
            // An arc stores its centre and angles: its end point, recomputed from a new radius,
            // agrees with the written one to rounding.
            if case .arc(let oldArc) = old, case .arc(let newArc) = new, arcElements.contains(index),
               oldArc.endPoint.distance(to: newArc.endPoint) <= 1e-9 * Swift.max(1, Swift.abs(oldArc.endPoint.x), Swift.abs(oldArc.endPoint.y)) {
                continue
            }
            // The cubics of an elliptical arc with new radii: all move but the last's end, which
            // the command writes.
            if case .cubic(_, _, let oldEnd) = old, case .cubic(_, _, let newEnd) = new, arcElements.contains(index),
               !arcEnds.contains(index) || oldEnd == newEnd {
                continue
            }
            let sameEnd: Bool
            switch (old, new) {
            case (.cubic(_, _, let oldEnd), .cubic(_, _, let newEnd)), (.quad(_, let oldEnd), .quad(_, let newEnd)): sameEnd = oldEnd == newEnd
            default: sameEnd = false
            }
            guard sameEnd else {
                return "the rewritten data changes \(name(ofElement: index)) beyond its handles"
            }
            if moved.contains(index) { continue }
            // An S or T after a moved curve: its first control reflects the moved one, the rest is as written.
            guard index > 0, moved.contains(index - 1), impliesFirstControl(index) else {
                return "the rewritten data changes \(name(ofElement: index)), which was not repaired"
            }
            switch (old, new) {
            case (.cubic(_, let oldControl2, let oldEnd), .cubic(_, let newControl2, let newEnd))
                where oldControl2 == newControl2 && oldEnd == newEnd: continue
            case (.quad(_, let oldEnd), .quad(_, let newEnd)) where oldEnd == newEnd: continue
            default:
                return "the rewritten data changes \(name(ofElement: index)), which was not repaired"
            }
        }
        return nil
    }
}

extension PathCheck.JoinClass {
    /// smooth < corner < kink: a repair may move a join down this order, never up — except a kink
    /// to a corner, which turns more (``RepairState/joinRegression(after:)``).
    var rank: Int {
        switch self {
        case .smooth: return 0
        case .corner: return 1
        case .kink: return 2
        }
    }
}

extension PathCheck.ElementNames {
    /// How a refusal names element `index`: its segment as written, else its index.
    static func sourceName(_ source: SVGPathSource, _ index: Int) -> String {
        source.name(ofElement: index) ?? "element \(index)"
    }
}

import FilletVerification
import FilletGeometry

/// The repair of one element in progress: the state accepted so far, what was refused, and the
/// loop that tries each finding's candidates at increasing precision and keeps the first that
/// passes ``RepairState/problem(after:moves:target:)`` and moves the outline by at most
/// ``PathRepair/Options/maximumMove``.
///
/// Candidates are judged locally (the joins, and the arc cubics and distance of the elements they
/// change); a round's accepted repairs are then judged together on the whole element by
/// `settle()`, which keeps the largest set of them the whole check finds no worse.
struct RepairSession {
    let original: RepairState
    /// Where each element of the original starts (drawn), for the distance moved.
    let originalStarts: [Point]
    var state: RepairState
    /// The whole state the current round started from.
    var roundStart: RepairState
    let inverse: AffineTransform
    let options: PathRepair.Options
    var refusals: [PathRepair.Refusal] = []
    /// Per element index: the kinds of repair its segment took part in.
    var repairedKinds: [Int: [PathRepair.Kind]] = [:]
    /// This round's accepted repairs, as groups that share no element.
    var groups = GroupSet()
    /// Per element, its segment's text when its distance from the original was last measured,
    /// and that distance: the report reuses it for the text kept.
    var measured: [Int: (text: ArraySlice<UInt8>, distance: Double)] = [:]
    /// Per near-miss kink refused after its candidates were judged: the text around it then (its
    /// elements and ``refusalContext`` on each side) and the reason. A later round
    /// finding that text unchanged refuses it again without judging (what a candidate is and how
    /// it is judged locally is read there; the whole check judges every round's repairs in any case).
    var settledRefusals: [RepairState.Pair: (text: [UInt8], reason: String)] = [:]
    /// Each drawn element's distance from the original, measured once (`distanceBound(element:new:newStart:)`).
    let distanceCache = DistanceCache()

    init(state: RepairState, inverse: AffineTransform, options: PathRepair.Options) {
        original = state
        originalStarts = RepairState.startPoints(state.drawn)
        self.state = state
        roundStart = state
        self.inverse = inverse
        self.options = options
    }

    /// Repairs of one round that must be kept or dropped together: they rewrote, or aimed at
    /// findings on, the same elements.
    struct Group {
        var elements: Set<Int>
        var findings: [(kind: PathRepair.Kind, elements: [Int], point: Point)]
    }

    /// A round's groups, merged as repairs sharing an element arrive: a union–find over the
    /// groups with each element's group, so adding a repair costs its own elements, not the
    /// number of groups (a one-subpath icon with thousands of kinks).
    struct GroupSet {
        private var members: [Group] = []
        private var parent: [Int] = []
        private var groupOf: [Int: Int] = [:]

        private mutating func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }

        /// Adds `group`, merged with every group sharing an element with it.
        mutating func add(_ group: Group) {
            var roots = Set<Int>()
            for element in group.elements { if let index = groupOf[element] { roots.insert(root(index)) } }
            var target: Int
            // The largest group takes the others in (the earliest of equals: a set's order is
            // not the same from run to run, and the order of groups decides what a failing round keeps).
            if let largest = roots.max(by: { (members[$0].elements.count, -$0) < (members[$1].elements.count, -$1) }) {
                target = largest
            } else {
                target = members.count
                members.append(Group(elements: [], findings: []))
                parent.append(target)
            }
            for other in roots.sorted() where other != target {
                members[target].elements.formUnion(members[other].elements)
                members[target].findings = members[other].findings + members[target].findings
                members[other] = Group(elements: [], findings: [])
                parent[other] = target
            }
            members[target].elements.formUnion(group.elements)
            members[target].findings += group.findings
            for element in group.elements { groupOf[element] = target }
        }

        /// The groups, in the order their first repair came.
        var all: [Group] {
            members.indices.filter { parent[$0] == $0 }.map { members[$0] }
        }
    }

    /// What a repair must fix.
    enum Target {
        case join(incoming: Int?, outgoing: Int?)
        case arc(Int)
    }

    mutating func repairArcCubics() {
        for element in state.nearArcs {
            guard let entry = state.arcEntry(element), entry.margin < 0 else { continue }
            let point = entry.fit.center
            switch ArcCubicRepair.candidates(state, element: element) {
            case .success(let candidates):
                attempt(candidates, target: .arc(element), kind: .arcCubic, elements: [element], point: point)
            case .failure(let failure):
                refuse(.arcCubic, elements: [element], point: point, failure.reason)
            }
        }
    }

    /// Every kink's first candidate at once, at the segments' own precision: one local check for
    /// what the loop of `repairKinks()` would check one by one. The kinks still there after it,
    /// and those whose moves touch a join classed worse, an arc cubic turned near miss or an
    /// element moved over the bound, are dropped and the rest written again (three passes at
    /// most); the loop then takes whatever is left.
    mutating func repairKinksTogether() {
        var batch: [(target: Target, moves: [RepairState.Move], finding: (kind: PathRepair.Kind, elements: [Int], point: Point))] = []
        var taken = Set<Int>()
        for join in state.kinks {
            guard case .success(let candidates) = JoinRepair.candidates(state, join: join), let first = candidates.first,
                  !first.contains(where: { taken.contains(state.writtenKey($0)) })
            else { continue }
            for move in first { taken.insert(state.writtenKey(move)) }
            batch.append((.join(incoming: join.incomingElementIndex, outgoing: join.outgoingElementIndex), first,
                          (.kink, [join.incomingElementIndex, join.outgoingElementIndex].compactMap { $0 }, join.point)))
        }
        for _ in 0..<3 {
            guard batch.count > 1 else { return }
            let moves = batch.flatMap(\.moves)
            guard case .success(let bytes) = state.writing(moves, inverse: inverse, decimals: { $0 }),
                  let next = try? RepairState(bytes: bytes, transform: state.transform, options: options.check, localTo: state,
                                              near: state.elementsNear(moves)),
                  state.structuralChange(next, moves: moves) == nil else { return }
            // Elements near which something got worse: a batch entry touching one is dropped.
            var worse = Set<Int>()
            for join in state.worsenedJoins(after: next) {
                for element in [join.incomingElementIndex, join.outgoingElementIndex].compactMap({ $0 }) { worse.insert(element) }
            }
            let changed = state.changedElements(next, moves: moves)
            let enough = options.maximumMove - OutlineDistance.overstatement(resolution: options.maximumMove)
            for element in changed {
                if let entry = next.arcEntry(element), entry.margin < 0, (state.arcEntry(element)?.margin ?? 0) >= 0 { worse.insert(element) }
                // Control points moved too little to move the outline too far (`distanceMoved(_:moves:)`).
                if let moved = Self.largestControlMove(original.drawn.elements[element], from: originalStarts[element],
                                                       next.drawn.elements[element], from: next.starts[element]),
                   moved <= enough { continue }
                let distance = distanceBound(element: element, new: next.drawn.elements[element], newStart: next.starts[element])
                if distance.map({ $0 > options.maximumMove }) ?? true { worse.insert(element) }
            }
            // The joins classed again (a batch's join not among them is its base's: a kink); every
            // join when all were classed.
            let classedAgain = next.changedJoins.map { $0.map { next.joins[$0] } } ?? next.joins
            let nextJoins = RepairState.JoinTable(classedAgain)
            let kept = batch.filter { entry in
                guard case .join(let incoming, let outgoing) = entry.target,
                      nextJoins[RepairState.Pair(incoming: incoming, outgoing: outgoing)]?.joinClass == .smooth else { return false }
                return !entry.moves.contains { worse.contains($0.element) || worse.contains($0.element + 1) || worse.contains($0.element - 1) }
            }
            guard kept.count == batch.count else { batch = kept; continue }
            guard case .success(let distances) = distanceMoved(next, moves: moves) else { return }
            note(distances, in: next)
            // One group per kink (with the segments it rewrote, and an S or T after them), so the
            // whole check at the round's end can keep those it finds no worse.
            for entry in batch {
                var elements = Set(entry.finding.elements)
                for move in entry.moves {
                    for element in [move.element, move.element + 1] {
                        guard let old = state.segment(ofElement: element), let new = next.segment(ofElement: element),
                              state.bytes[old] != next.bytes[new] else { continue }
                        elements.insert(element)
                    }
                }
                addGroup(Group(elements: elements, findings: [entry.finding]))
            }
            state = next
            for move in moves where !(repairedKinds[move.element] ?? []).contains(.kink) {
                repairedKinds[move.element, default: []].append(.kink)
            }
            return
        }
    }

    mutating func repairKinks() {
        let joins = state.kinks.map { ($0.incomingElementIndex, $0.outgoingElementIndex) }
        /// The text around the join (its elements and ``refusalContext`` on each side, each side
        /// of a closing join apart): what its candidates and their checks read.
        func textAround(_ elements: [Int?]) -> [UInt8] {
            var text: [UInt8] = []
            for element in elements.compactMap({ $0 }) {
                let low = Swift.max(0, element - Self.refusalContext)
                let high = Swift.min(state.drawn.elements.count - 1, element + Self.refusalContext)
                guard let first = state.segment(ofElement: low), let last = state.segment(ofElement: high),
                      first.lowerBound <= last.upperBound else { continue }
                text += state.bytes[first.lowerBound..<last.upperBound]
                text.append(0)
            }
            return text
        }
        for (incoming, outgoing) in joins {
            let key = RepairState.Pair(incoming: incoming, outgoing: outgoing)
            // An earlier repair (an S reflecting a turned handle) may have made it smooth already.
            guard let join = state.joins.first(where: {
                $0.incomingElementIndex == incoming && $0.outgoingElementIndex == outgoing
            }), join.joinClass == .kink else { continue }
            let elements = [incoming, outgoing].compactMap { $0 }
            // Refused in an earlier round with the text around it as it is now: refused again, unjudged.
            let text = textAround([incoming, outgoing])
            if let earlier = settledRefusals[key], earlier.text == text {
                refuse(.kink, elements: elements, point: join.point, earlier.reason)
                continue
            }
            switch JoinRepair.candidates(state, join: join) {
            case .success(let candidates):
                if !attempt(candidates, target: .join(incoming: incoming, outgoing: outgoing), kind: .kink,
                            elements: elements, point: join.point), let refusal = refusals.last {
                    settledRefusals[key] = (text, refusal.reason)
                }
            case .failure(let failure):
                refuse(.kink, elements: elements, point: join.point, failure.reason)
                refusals[refusals.count - 1].isLineLine = [incoming, outgoing].allSatisfy { index in
                    guard let index else { return true }
                    switch state.drawn.elements[index] {
                    case .line, .close: return true
                    default: return false
                    }
                }
            }
        }
    }

    /// Every finding refused for one reason (an element whose data cannot be edited).
    mutating func refuseAll(_ reason: String) {
        for element in state.nearArcs {
            refuse(.arcCubic, elements: [element], point: state.arcs[element]?.fit.center ?? .zero, reason)
        }
        for join in state.kinks {
            refuse(.kink, elements: [join.incomingElementIndex, join.outgoingElementIndex].compactMap { $0 },
                   point: join.point, reason)
        }
    }

    mutating func refuse(_ kind: PathRepair.Kind, elements: [Int], point: Point, _ reason: String) {
        refusals.append(PathRepair.Refusal(kind: kind, elementIndices: elements, point: point, reason: reason))
    }

    /// Tries each candidate at each precision (the segment's own decimals, then one more at a
    /// time up to ``PathRepair/Options/maximumExtraDecimals`` beyond the element's most); keeps
    /// the first that passes, else refuses with the reason the last of the candidates given
    /// failed for.
    ///
    /// A candidate that clears its finding but makes another join worse (the far end of an arc
    /// whose radii turned, a neighbour's kink) is extended, up to `maximumChain` times, by each
    /// candidate repair of that join computed after it from the side it did not move: the two
    /// are then judged as one edit.
    @discardableResult
    mutating func attempt(_ candidates: [[RepairState.Move]], target: Target, kind: PathRepair.Kind,
                          elements: [Int], point: Point) -> Bool {
        var reason = "no candidate"
        let cap = state.elementDecimals + options.maximumExtraDecimals
        var queue = candidates.map { (moves: $0, depth: 0) }
        var next = 0
        while next < queue.count {
            let (moves, depth) = queue[next]
            next += 1
            // First at the most decimals allowed: what fails there for any reason but rounding
            // (another join worse, the outline moved too far) fails with fewer digits too, so a
            // candidate costs one check unless it can pass. What passes there is then written with
            // the fewest decimals that pass.
            let ideal: Judged
            switch judge(moves, decimals: { _ in cap }, target: target) {
            case .failure(let failure):
                if depth == 0 { reason = failure.reason }
                if case .extensible(let candidate) = failure.kind, depth < Self.maximumChain, queue.count < Self.maximumQueue {
                    queue += extensions(of: moves, in: candidate, target: target).map { ($0, depth + 1) }
                }
                continue
            case .success(let value): ideal = value
            }
            var previous: [UInt8]? = nil
            for extra in 0..<cap {
                guard case .success(let bytes) = state.writing(moves, inverse: inverse, decimals: { Swift.min($0 + extra, cap) }) else { break }
                // Every segment at the most decimals: the ideal's text, judged already.
                if bytes == ideal.state.bytes { break }
                // The same text as one precision less (a rounded 3.0 is written 3): judged already.
                if bytes == previous { continue }
                previous = bytes
                if case .success(let judged) = judge(bytes: bytes, moves, target: target) {
                    accept(judged, moves: moves, kind: kind, elements: elements, point: point)
                    return true
                }
            }
            accept(ideal, moves: moves, kind: kind, elements: elements, point: point)
            return true
        }
        refuse(kind, elements: elements, point: point, reason)
        return false
    }

    /// Why a candidate is not a repair: the reason, and whether it cleared its finding but made
    /// another join worse (it may then be extended, `extensions(of:in:target:)`).
    struct CandidateFailure: Error {
        enum Kind { case final, extensible(RepairState) }
        var reason: String
        var kind: Kind = .final
    }

    /// A candidate that passed: its state and how far it moves each element it changes.
    typealias Judged = (state: RepairState, distances: [(element: Int, distance: Double)])

    /// `moves` written at `decimals` and judged (`judge(bytes:_:target:)`).
    func judge(_ moves: [RepairState.Move], decimals: (Int) -> Int, target: Target) -> Result<Judged, CandidateFailure> {
        switch state.writing(moves, inverse: inverse, decimals: decimals) {
        case .failure(let failure): return .failure(CandidateFailure(reason: failure.reason))
        case .success(let bytes): return judge(bytes: bytes, moves, target: target)
        }
    }

    /// The state `bytes` (this state with `moves` written) reads back as, when it repairs `target`
    /// (``RepairState/problem(after:moves:target:)``) within the distance allowed
    /// (`distanceMoved(_:moves:)`, noted for the report).
    func judge(bytes: [UInt8], _ moves: [RepairState.Move], target: Target) -> Result<Judged, CandidateFailure> {
        let candidate: RepairState
        do throws(PathRepair.Failure) {
            candidate = try RepairState(bytes: bytes, transform: state.transform, options: options.check, localTo: state,
                                        near: state.elementsNear(moves))
        } catch {
            return .failure(CandidateFailure(reason: "the rewritten data does not read back: \(error.reason)"))
        }
        if let problem = state.problem(after: candidate, moves: moves, target: target) {
            let extensible = state.structuralChange(candidate, moves: moves) == nil
                && state.findingRemains(in: candidate, target) == nil
            return .failure(CandidateFailure(reason: problem, kind: extensible ? .extensible(candidate) : .final))
        }
        switch distanceMoved(candidate, moves: moves) {
        case .failure(let failure): return .failure(CandidateFailure(reason: failure.reason))
        case .success(let distances): return .success((candidate, distances))
        }
    }

    /// Keeps a judged candidate (`accept(_:moves:kind:findings:)`) with its distances noted.
    mutating func accept(_ judged: Judged, moves: [RepairState.Move], kind: PathRepair.Kind, elements: [Int], point: Point) {
        note(judged.distances, in: judged.state)
        accept(judged.state, moves: moves, kind: kind, findings: [(kind, elements, point)])
    }

    /// How many elements on each side of a refused kink's own make the text that must change for
    /// it to be judged again: enough for an elliptical arc's far end (a quarter is 13 cubics) and
    /// a chain of two joins beyond.
    static let refusalContext = 32

    /// How many joins one edit may line up in a chain (the finding's, then each it made worse).
    static let maximumChain = 2
    /// The most candidates one finding's search holds, extensions included.
    static let maximumQueue = 24

    /// `moves` followed by each candidate repair of a join `candidate` (the state with `moves`
    /// written) made worse than this state, moving nothing `moves` writes.
    func extensions(of moves: [RepairState.Move], in candidate: RepairState, target: Target) -> [[RepairState.Move]] {
        let written = Set(moves.map { state.writtenKey($0) })
        var result: [[RepairState.Move]] = []
        for join in state.worsenedJoins(after: candidate).prefix(2) {
            if case .join(let incoming, let outgoing) = target,
               join.incomingElementIndex == incoming && join.outgoingElementIndex == outgoing { continue }
            // Classed worse now but no kink (a corner): a corner is not lined up.
            guard join.joinClass == .kink, case .success(let repairs) = JoinRepair.candidates(candidate, join: join) else { continue }
            for extra in repairs where !extra.contains(where: { written.contains(state.writtenKey($0)) }) {
                result.append(moves + extra)
            }
        }
        return result
    }

    /// Why `next` moves the outline by more than ``PathRepair/Options/maximumMove`` from the
    /// original, or the distances (``OutlineDistance``) of the elements it changes that were
    /// measured.
    ///
    /// A curve whose control points each moved by at most `d` from the original's (same
    /// parameter, end points fixed) is everywhere within `d` of it: `|B'(t) − B(t)| ≤
    /// Σ bᵢ(t)·|Pᵢ' − Pᵢ| ≤ d`. When `d` is at most ``OutlineDistance/overstatement`` below the
    /// limit, the measured bound (at most that much above the exact distance) is under the limit
    /// too: the element passes unmeasured here and is measured once for the report, if kept.
    func distanceMoved(_ next: RepairState, moves: [RepairState.Move]) -> Result<[(element: Int, distance: Double)], PathRepair.Failure> {
        var distances: [(element: Int, distance: Double)] = []
        let enough = options.maximumMove - OutlineDistance.overstatement(resolution: options.maximumMove)
        for element in state.changedElements(next, moves: moves) {
            let old = original.drawn.elements[element], new = next.drawn.elements[element]
            if let moved = Self.largestControlMove(old, from: originalStarts[element], new, from: next.starts[element]),
               moved <= enough { continue }
            guard let distance = distanceBound(element: element, new: new, newStart: next.starts[element]) else {
                return .failure(PathRepair.Failure("the distance it would move \(state.name(ofElement: element)) cannot be measured"))
            }
            if distance > options.maximumMove {
                return .failure(PathRepair.Failure("it would move the outline by up to \(format(distance)) (more than the \(format(options.maximumMove)) allowed) at \(state.name(ofElement: element))"))
            }
            distances.append((element, distance))
        }
        return .success(distances)
    }

    /// The most any control point of `new` (starting at `newStart`) lies from its place in `old`
    /// (starting at `oldStart`), when both are curves of one degree with the same start and end
    /// and the move is finite; `nil` otherwise (an elliptical arc's cubics move their starts when
    /// its radii change).
    static func largestControlMove(_ old: PathElement, from oldStart: Point, _ new: PathElement, from newStart: Point) -> Double? {
        guard oldStart == newStart else { return nil }
        let moved: Double
        switch (old, new) {
        case (.cubic(let a1, let a2, let aEnd), .cubic(let b1, let b2, let bEnd)) where aEnd == bEnd:
            moved = Swift.max(a1.distance(to: b1), a2.distance(to: b2))
        case (.quad(let a, let aEnd), .quad(let b, let bEnd)) where aEnd == bEnd:
            moved = a.distance(to: b)
        default:
            return nil
        }
        return moved.isFinite ? moved : nil
    }

    mutating func note(_ distances: [(element: Int, distance: Double)], in next: RepairState) {
        for (element, distance) in distances {
            guard let range = next.segment(ofElement: element) else { continue }
            measured[element] = (next.bytes[range], distance)
        }
    }

    /// Keeps `next` as the state, noting the repair in this round's groups: the elements whose
    /// segments it rewrote and those of its findings, merged with every group sharing one.
    mutating func accept(_ next: RepairState, moves: [RepairState.Move], kind: PathRepair.Kind,
                         findings: [(kind: PathRepair.Kind, elements: [Int], point: Point)]) {
        var elements = Set(findings.flatMap(\.elements))
        // Writing `moves` rewrites their segments and, at most, the next (a letter given back).
        for element in state.elementsNear(moves) {
            guard let old = state.segment(ofElement: element), let new = next.segment(ofElement: element) else { continue }
            if state.bytes[old] != next.bytes[new] { elements.insert(element) }
        }
        addGroup(Group(elements: elements, findings: findings))
        state = next
        for move in moves where !(repairedKinds[move.element] ?? []).contains(kind) {
            repairedKinds[move.element, default: []].append(kind)
        }
    }

    /// Notes `group` among this round's, merged with every group sharing an element with it.
    mutating func addGroup(_ group: Group) {
        groups.add(group)
    }

    /// Ends a round: the element with this round's repairs is checked whole once against the
    /// round's start (``RepairState/regression(after:)``); when it is worse, the groups are
    /// halved until each is kept or, alone, refused with the reason. The state is then whole.
    /// - Complexity: one whole check when the round's repairs pass together; O(k·log g) for k
    ///   refused groups out of g.
    mutating func settle() {
        defer { groups = GroupSet(); roundStart = state }
        guard state.bytes != roundStart.bytes else { state = roundStart; return }
        let final = state
        var kept = roundStart
        var accepted: [Group] = []
        func bytes(_ chosen: [Group]) -> [UInt8] {
            // Per segment of the round's start, its text in the final state: elements sharing a
            // segment (an arc's cubics) name it once, the last named kept.
            var replacements: [(range: Range<Int>, final: Range<Int>, order: Int)] = []
            for element in chosen.flatMap(\.elements) {
                guard let range = roundStart.segment(ofElement: element),
                      let finalRange = final.segment(ofElement: element) else { continue }
                replacements.append((range, finalRange, replacements.count))
            }
            replacements.sort { ($0.range.lowerBound, $0.range.upperBound, $0.order) < ($1.range.lowerBound, $1.range.upperBound, $1.order) }
            var unique: [(range: Range<Int>, bytes: [UInt8])] = []
            unique.reserveCapacity(replacements.count)
            for (index, replacement) in replacements.enumerated() {
                if index + 1 < replacements.count, replacements[index + 1].range == replacement.range { continue }
                unique.append((replacement.range, Array(final.bytes[replacement.final])))
            }
            return PathDataNumbers.replacing(roundStart.bytes, unique)
        }
        func include(_ candidates: ArraySlice<Group>) {
            guard !candidates.isEmpty else { return }
            let reason: String
            do throws(PathRepair.Failure) {
                let whole = try RepairState(bytes: bytes(accepted + candidates), transform: roundStart.transform, options: options.check,
                                            reading: final)
                if let problem = roundStart.regression(after: whole) {
                    reason = problem
                } else {
                    accepted += candidates
                    kept = whole
                    return
                }
            } catch {
                reason = "the rewritten data does not read back: \(error.reason)"
            }
            guard candidates.count > 1 else {
                for finding in candidates.first?.findings ?? [] {
                    refuse(finding.kind, elements: finding.elements, point: finding.point, reason)
                }
                return
            }
            let middle = candidates.startIndex + candidates.count / 2
            include(candidates[..<middle])
            include(candidates[middle...])
        }
        include(groups.all[...])
        state = kept
    }
}

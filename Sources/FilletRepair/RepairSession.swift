import FilletVerification
import FilletGeometry

/// The repair of one element in progress: the state accepted so far, what was refused, and the
/// loop that tries each finding's candidates at increasing precision and keeps the first that
/// passes ``RepairState/verdict(after:target:)``.
struct RepairSession {
    let original: RepairState
    var state: RepairState
    let inverse: AffineTransform
    let options: PathRepair.Options
    var refusals: [PathRepair.Refusal] = []
    /// Per element index: the kinds of repair its segment took part in.
    var repairedKinds: [Int: [PathRepair.Kind]] = [:]

    init(state: RepairState, inverse: AffineTransform, options: PathRepair.Options) {
        original = state
        self.state = state
        self.inverse = inverse
        self.options = options
    }

    /// What a repair must fix.
    enum Target {
        case join(incoming: Int?, outgoing: Int?)
        case arc(Int)
    }

    mutating func repairArcCubics() {
        for element in state.nearArcs {
            guard let entry = state.arcs[element], entry.margin < 0 else { continue }
            let point = entry.fit.center
            switch ArcCubicRepair.candidates(state, element: element) {
            case .success(let candidates):
                attempt(candidates, target: .arc(element), kind: .arcCubic, elements: [element], point: point)
            case .failure(let failure):
                refuse(.arcCubic, elements: [element], point: point, failure.reason)
            }
        }
    }

    /// Every kink's first candidate at once, at the segments' own precision, kept only when all
    /// of them are gone and nothing else is worse: one check for what the loop of
    /// `repairKinks()` would check one by one (the loop then takes whatever is left).
    mutating func repairKinksTogether() {
        var moves: [RepairState.Move] = [], targets: [Target] = []
        for join in state.kinks {
            guard case .success(let candidates) = JoinRepair.candidates(state, join: join), let first = candidates.first,
                  !first.contains(where: { move in moves.contains { $0.element == move.element && $0.control == move.control } })
            else { continue }
            moves += first
            targets.append(.join(incoming: join.incomingElementIndex, outgoing: join.outgoingElementIndex))
        }
        guard targets.count > 1, case .success(let bytes) = state.writing(moves, inverse: inverse, decimals: { $0 }),
              let next = try? RepairState(bytes: bytes, transform: state.transform, options: options.check),
              state.problem(after: next, moves: moves, target: targets[0]) == nil,
              targets.dropFirst().allSatisfy({ state.findingRemains(in: next, $0) == nil }) else { return }
        state = next
        for move in moves where !(repairedKinds[move.element] ?? []).contains(.kink) {
            repairedKinds[move.element, default: []].append(.kink)
        }
    }

    mutating func repairKinks() {
        let joins = state.kinks.map { ($0.incomingElementIndex, $0.outgoingElementIndex) }
        for (incoming, outgoing) in joins {
            // An earlier repair (an S reflecting a turned handle) may have made it smooth already.
            guard let join = state.joins.first(where: {
                $0.incomingElementIndex == incoming && $0.outgoingElementIndex == outgoing
            }), join.joinClass == .kink else { continue }
            let elements = [incoming, outgoing].compactMap { $0 }
            switch JoinRepair.candidates(state, join: join) {
            case .success(let candidates):
                attempt(candidates, target: .join(incoming: incoming, outgoing: outgoing), kind: .kink,
                        elements: elements, point: join.point)
            case .failure(let failure):
                refuse(.kink, elements: elements, point: join.point, failure.reason)
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
    /// the first that passes, else refuses with the reason the last one failed for.
    mutating func attempt(_ candidates: [[RepairState.Move]], target: Target, kind: PathRepair.Kind,
                          elements: [Int], point: Point) {
        var lastReason = "no candidate"
        let cap = state.elementDecimals + options.maximumExtraDecimals
        for moves in candidates {
            var previous: [UInt8]? = nil
            precision: for extra in 0...cap {
                let bytes: [UInt8]
                switch state.writing(moves, inverse: inverse, decimals: { Swift.min($0 + extra, cap) }) {
                case .success(let value): bytes = value
                case .failure(let failure):
                    lastReason = failure.reason
                    break precision
                }
                // Every segment is at the cap already: more digits write the same text.
                if bytes == previous { break precision }
                previous = bytes
                let next: RepairState
                do throws(PathRepair.Failure) {
                    next = try RepairState(bytes: bytes, transform: state.transform, options: options.check)
                } catch {
                    lastReason = "the rewritten data does not read back: \(error.reason)"
                    break precision
                }
                guard let problem = state.problem(after: next, moves: moves, target: target) else {
                    state = next
                    for move in moves where !(repairedKinds[move.element] ?? []).contains(kind) {
                        repairedKinds[move.element, default: []].append(kind)
                    }
                    return
                }
                lastReason = problem
            }
        }
        refuse(kind, elements: elements, point: point, lastReason)
    }
}

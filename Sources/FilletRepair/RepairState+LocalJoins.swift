import FilletVerification
import FilletGeometry

extension RepairState {
    /// How many elements on each side of the changed ones a part of a long subpath keeps: the
    /// joins of the changed elements are inside it, with room for a few degenerate segments
    /// bridged on either side.
    static let localJoinMargin = 4

    /// The joins of a state drawing `drawn` (written `writtenPath`), a candidate edit of `base`
    /// that changed the elements `changed`:
    /// `base`'s, with every join touching a changed element classed again on a part of the path
    /// around it (`PathCheck.joinVerdicts(_:options:written:scale:)` with `base`'s
    /// `PathCheck.JoinScale`) — the whole subpath when it is short or the part would reach its
    /// ends (its closing join), else a run of `2·localJoinMargin` elements more than the changed
    /// ones after a move to where the run starts, whose joins strictly inside are the whole
    /// path's. Returns the joins and the indices of those classed again; `nil` when a join
    /// touching a changed element is not found in its part (the caller classes the whole path).
    /// - Complexity: O(changed elements + margin) per part, O(joins) to copy the rest.
    static func localJoins(drawn: Path, writtenPath: Path, base: RepairState, changed: [Int], options: PathCheck.Options,
                           written: PathCheck.WrittenForm?) -> (joins: [PathCheck.JoinVerdict], changed: [Int])? {
        var joins = base.joins
        guard !changed.isEmpty else { return (joins, []) }
        let changedSet = Set(changed)
        // The parts: per subpath, the changed elements in it.
        var bySubpath: [Int: [Int]] = [:]
        for element in changed {
            guard let subpath = base.subpathIndex(ofElement: element) else { return nil }
            bySubpath[subpath, default: []].append(element)
        }
        let margin = Self.localJoinMargin
        var parts: [(part: Range<Int>, wholeSubpath: Bool)] = []
        parts.reserveCapacity(bySubpath.count)
        var joinCount = 0
        // In the path's order: the parts' joins then come as a walk gives them (`JoinTable`).
        for (subpathIndex, elements) in bySubpath.sorted(by: { $0.key < $1.key }) {
            let range = base.subpaths[subpathIndex]
            let first = elements.min()!, last = elements.max()!
            // Drawing elements of the subpath: after its move.
            let low = Swift.max(range.lowerBound + 1, first - margin), high = Swift.min(range.upperBound - 1, last + margin)
            let wholeSubpath = low <= range.lowerBound + 1 || high >= range.upperBound - 1
            let part: Range<Int> = wholeSubpath ? range : low..<(high + 1)
            parts.append((part, wholeSubpath))
            joinCount += part.count + 1
        }
        // Sized once: a subpath of thousands of elements would otherwise grow it a dozen times.
        var collected: [PathCheck.JoinVerdict] = []
        collected.reserveCapacity(joinCount)
        for (part, wholeSubpath) in parts {
            // The part as a path: the subpath itself, or a move to where the run starts and the run.
            var elementsOfPart: [PathElement] = []
            var writtenOfPart: [PathElement] = []
            let offset: Int
            // The written part is read only under a transform.
            if wholeSubpath {
                elementsOfPart = Array(drawn.elements[part])
                if written != nil { writtenOfPart = Array(writtenPath.elements[part]) }
                offset = part.lowerBound
            } else {
                guard let start = drawn.elements[part.lowerBound - 1].endPoint,
                      let writtenStart = writtenPath.elements[part.lowerBound - 1].endPoint else { return nil }
                elementsOfPart = [.move(to: start)] + drawn.elements[part]
                if written != nil { writtenOfPart = [.move(to: writtenStart)] + writtenPath.elements[part] }
                offset = part.lowerBound - 1
            }
            guard let partPath = try? Path(elements: elementsOfPart) else { return nil }
            var partWritten: PathCheck.WrittenForm?
            if let written {
                guard let writtenPath = try? Path(elements: writtenOfPart) else { return nil }
                partWritten = PathCheck.WrittenForm(path: writtenPath, stretch: written.stretch)
            }
            var scale = base.joinScale
            // A repair writes more decimals than the part had, never fewer than the path's.
            scale.decimals = Swift.max(scale.decimals, PathCheck.writtenDecimals(of: partPath))
            if let partWritten { scale.writtenDecimals = Swift.max(scale.writtenDecimals, PathCheck.writtenDecimals(of: partWritten.path)) }
            for verdict in PathCheck.joinVerdicts(partPath, options: options, written: partWritten, scale: scale) {
                var mapped = verdict
                mapped.incomingElementIndex = verdict.incomingElementIndex.map { $0 + offset }
                mapped.outgoingElementIndex = verdict.outgoingElementIndex.map { $0 + offset }
                // A run's first and last elements are context: their outer joins are not its own.
                if !wholeSubpath {
                    guard let incoming = mapped.incomingElementIndex, let outgoing = mapped.outgoingElementIndex,
                          incoming > part.lowerBound, outgoing < part.upperBound - 1 else { continue }
                }
                collected.append(mapped)
            }
        }
        let verdicts = JoinTable(collected)
        var replaced: [Int] = []
        for index in joins.indices {
            let join = joins[index]
            guard join.incomingElementIndex.map(changedSet.contains) == true || join.outgoingElementIndex.map(changedSet.contains) == true
            else { continue }
            guard let verdict = verdicts[RepairState.Pair(join)] else { return nil }
            joins[index] = verdict
            replaced.append(index)
        }
        return (joins, replaced)
    }

    /// The index of the subpath of ``subpaths`` holding element `element`, or `nil`: a binary
    /// search for the first ending after it (the subpaths are in order and disjoint, so no
    /// earlier one holds it).
    func subpathIndex(ofElement element: Int) -> Int? {
        var low = 0, high = subpaths.count
        while low < high {
            let middle = (low + high) / 2
            if subpaths[middle].upperBound <= element { low = middle + 1 } else { high = middle }
        }
        return low < subpaths.count && subpaths[low].contains(element) ? low : nil
    }
}

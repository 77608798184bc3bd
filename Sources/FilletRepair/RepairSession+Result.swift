import FilletVerification
import FilletGeometry

extension RepairSession {
    /// The edits (one per rewritten segment, old and new text), the refusals, the counts before
    /// and after, and how far the outline moved.
    func result(originalData: String) -> PathRepair.Result {
        var edits: [PathRepair.Edit] = []
        var hausdorff = 0.0
        let newStarts = state.starts
        if state.bytes != original.bytes {
            var seen = Set<Range<Int>>()
            seen.reserveCapacity(original.written.elements.count)
            // Element by element as drawn (the indices repairs name); each segment once.
            for index in original.drawn.elements.indices {
                guard let oldRange = original.segment(ofElement: index), seen.insert(oldRange).inserted,
                      let newRange = state.segment(ofElement: index),
                      original.bytes[oldRange] != state.bytes[newRange] else { continue }
                // Accepted repairs were measured when made, unless their control points moved
                // too little to need it; an element whose text came otherwise (a letter given back
                // to a repetition) is measured here. A segment drawing several elements (an
                // elliptical arc's cubics) moved as far as the farthest of them.
                var distance = 0.0
                // What was repaired in the segment: a move is recorded under the element it moved
                // (an arc's radii under its last cubic), the segment is reported at its first.
                var kinds: [PathRepair.Kind] = []
                for element in index..<original.drawn.elements.count {
                    // The elements of one segment are consecutive.
                    guard original.segment(ofElement: element) == oldRange else { break }
                    for kind in repairedKinds[element] ?? [] where !kinds.contains(kind) { kinds.append(kind) }
                    let known = measured[element].flatMap { $0.text.elementsEqual(state.bytes[newRange]) ? $0.distance : nil }
                    distance = Swift.max(distance, known ?? distanceBound(
                        element: element, new: state.drawn.elements[element], newStart: newStarts[element], keeping: false) ?? .infinity)
                }
                hausdorff = Swift.max(hausdorff, distance)
                let newTokens = PathDataNumbers.tokens(in: newRange, of: state.bytes)
                let written = newTokens.map { PathDataNumbers.decimals(of: state.bytes[$0]) }.max() ?? 0
                if kinds.isEmpty, index > 0 { kinds = repairedKinds[index - 1] ?? [] }
                edits.append(PathRepair.Edit(
                    kinds: kinds, elementIndex: original.writtenIndex(index), offset: oldRange.lowerBound,
                    oldText: String(decoding: original.bytes[oldRange], as: UTF8.self),
                    newText: String(decoding: state.bytes[newRange], as: UTF8.self),
                    distance: distance, addedDecimals: Swift.max(0, written - original.elementDecimals)))
            }
        }
        // Both are whole states (a round ends settled); a check of the drawn path stands in otherwise.
        let before = original.report ?? PathCheck.check(original.drawn, options: options.check)
        let after = state.report ?? PathCheck.check(state.drawn, options: options.check)
        let areaBefore = before.measures.area, areaAfter = after.measures.area
        let areaChange = edits.isEmpty ? 0
            : Swift.abs(areaAfter - areaBefore) / Swift.max(Swift.abs(areaBefore), .leastNormalMagnitude)
        return PathRepair.Result(
            originalData: originalData, data: String(decoding: state.bytes, as: UTF8.self), edits: edits,
            // Named by the written path's elements, as the edits are (the same indices unless an
            // arc is drawn as several cubics).
            refusals: original.writtenIndices == nil ? refusals : refusals.map { refusal in
                var named = refusal
                named.elementIndices = []
                // A join between two cubics of one arc is that arc's: named once.
                for index in refusal.elementIndices.map(original.writtenIndex) where named.elementIndices.last != index {
                    named.elementIndices.append(index)
                }
                return named
            },
            before: before, after: after,
            kinksBefore: original.kinks.count, kinksAfter: state.kinks.count,
            nearArcsBefore: original.nearArcs.count, nearArcsAfter: state.nearArcs.count,
            hausdorffDistance: hausdorff, relativeAreaChange: areaChange)
    }
}

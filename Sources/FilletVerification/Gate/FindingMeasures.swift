import Foundation
import FilletGeometry

extension PathCheck {
    /// How far a failing invariant's defect moves the drawing, in the path's own units (the user
    /// units of the document: pixels for an icon whose viewBox is its size): what the gate's
    /// severities (``GateProfile``) compare with a visibility threshold. Each is 0 where the
    /// invariant holds or measured nothing, and never NaN.
    ///
    /// | measure          | of                                | formula                                             |
    /// |------------------|-----------------------------------|-----------------------------------------------------|
    /// | `kinkOffset`     | the near-miss kinks of `tangent-continuity` | max over kinks of `min(h_in, h_out) · sin|turn|` |
    /// | `crossingDepth`  | the contacts `non-self-intersection` sampled | max over contacts of their poke depth (below) |
    /// | `arcRadialError` | the failing cubics of `arc-cubics` | max of their radial error `max |P(t) − c| − r`    |
    /// | `positionGap`    | `position-continuity`'s joins      | the largest gap between consecutive segments       |
    ///
    /// `h` is the length that fixes a segment's direction at the join (a line's length, a curve's
    /// handle): turning the shorter one onto the other's tangent, to make the join smooth, moves
    /// its far end by `h · sin|turn|`. A crossing's poke depth is the least distance from an end
    /// point of either segment to the other segment: an end that pokes through its neighbour by ε
    /// has depth ε, two segments that truly cross (a figure eight) have depths of their lengths.
    /// Touches and overlaps (segments running along each other) have depth 0: they bound no area.
    /// So does a crossing of two closed subpaths turning the same way (overlapping shapes, such as
    /// a chip's pins over its body): the nonzero rule, SVG's default, paints their union, as drawn;
    /// font tools' overlap checks (fontbakery) warn about them rather than fail. A crossing within
    /// one subpath, or of a hole with its outline, changes what is filled.
    public struct FindingMeasures: Hashable, Sendable {
        public var kinkOffset: Double
        public var crossingDepth: Double
        public var arcRadialError: Double
        public var positionGap: Double
        /// The element (index in the path given to the check) where the finding of each measured
        /// invariant was located: the outgoing element of the worst kink, the first element of the
        /// first contact, the worst failing arc cubic; `nil` where none.
        public var kinkElement: Int?
        public var crossingElement: Int?
        public var arcElement: Int?
        /// Whether `non-self-intersection` failed undecided (its scan ran out of work): no depth
        /// grades it, so it stays an error.
        public var crossingUndecided = false
        /// Whether the path fails `non-self-intersection`, where that verdict was reached without a
        /// row of its own: the invariant unchecked, and a failing `orientation` to grade by its
        /// crossing (``GateProfile/severity(of:in:)``); `nil` otherwise (the row says).
        public var selfIntersects: Bool?

        public init(kinkOffset: Double = 0, crossingDepth: Double = 0, arcRadialError: Double = 0,
                    positionGap: Double = 0, kinkElement: Int? = nil, crossingElement: Int? = nil,
                    arcElement: Int? = nil) {
            self.kinkOffset = kinkOffset
            self.crossingDepth = crossingDepth
            self.arcRadialError = arcRadialError
            self.positionGap = positionGap
            self.kinkElement = kinkElement
            self.crossingElement = crossingElement
            self.arcElement = arcElement
        }

        /// The measure that grades `invariant`'s finding, or `nil` for an invariant graded by
        /// its verdict alone.
        public func deviation(of invariant: Invariant) -> Double? { invariant.definition.deviation(in: self) }

        /// The element (index in the path given) of `invariant`'s finding, where known.
        public func element(of invariant: Invariant) -> Int? { invariant.definition.element(in: self) }

        /// These measures with `other`'s set over them: the measures each check returns are
        /// of its own invariants (disjoint fields), so the order of merging does not matter.
        func merging(_ other: FindingMeasures) -> FindingMeasures {
            var merged = self
            if other.kinkOffset != 0 { merged.kinkOffset = other.kinkOffset }
            if other.crossingDepth != 0 { merged.crossingDepth = other.crossingDepth }
            if other.arcRadialError != 0 { merged.arcRadialError = other.arcRadialError }
            if other.positionGap != 0 { merged.positionGap = other.positionGap }
            if let element = other.kinkElement { merged.kinkElement = element }
            if let element = other.crossingElement { merged.crossingElement = element }
            if let element = other.arcElement { merged.arcElement = element }
            if other.crossingUndecided { merged.crossingUndecided = true }
            if let selfIntersects = other.selfIntersects { merged.selfIntersects = selfIntersects }
            return merged
        }

        /// These measures with the element indices of the checked path (a close inserted where a
        /// subpath returns to its start) mapped to the path given.
        func mapped(closedBefore: [Int]) -> FindingMeasures {
            var measures = self
            func given(_ index: Int?) -> Int? {
                guard let index else { return nil }
                switch ElementNames.locate(index, closedBefore: closedBefore) {
                case .given(let given), .closeAfter(let given): return given
                }
            }
            measures.kinkElement = given(measures.kinkElement)
            measures.crossingElement = given(measures.crossingElement)
            measures.arcElement = given(measures.arcElement)
            return measures
        }

        /// The largest poke depth over `contacts` (the first the self-intersection scan met, at
        /// most ``Catalogue/contactSampleLimit``) of the path `analysis` prepared: 0 for touches and overlaps.
        ///
        /// A segment here is one the author wrote: the cubics that draw one elliptical arc under a
        /// transform that is not a similarity (``FilletGeometry/Path/partRuns``) count as one, with
        /// the arc's two ends, so a line poking 2 units past such an arc has depth 2, not the
        /// distance to the nearer end of the one cubic it crosses.
        /// - Complexity: O(k log n) for k contacts and n segments (times a part's cubics).
        static func deepestContact(_ analysis: PathAnalysis, _ contacts: [SelfIntersection]) -> Double {
            let prepared = analysis.prepared, segments = prepared.segments, runs = prepared.partRuns
            /// The first prepared segment drawing an element at or after `element`.
            func firstSegment(from element: Int) -> Int {
                var low = 0, high = segments.count
                while low < high {
                    let middle = (low + high) / 2
                    if segments[middle].elementIndex < element { low = middle + 1 } else { high = middle }
                }
                return low
            }
            /// The prepared segments drawing `elements`; `nil` when none does.
            func drawing(_ elements: Range<Int>) -> WrittenSegment? {
                let range = firstSegment(from: elements.lowerBound)..<firstSegment(from: elements.upperBound)
                return range.isEmpty ? nil : WrittenSegment(segments: range, elements: elements)
            }
            /// The written segment drawing `element`: a part's run, or the element alone.
            func written(drawing element: Int) -> WrittenSegment? {
                var low = 0, high = runs.count
                while low < high {
                    let middle = (low + high) / 2
                    if runs[middle].upperBound <= element { low = middle + 1 } else { high = middle }
                }
                return drawing(low < runs.count && runs[low].contains(element) ? runs[low] : element..<element + 1)
            }
            func startPoint(_ written: WrittenSegment) -> Point { segments[written.segments.lowerBound].start }
            func endPoint(_ written: WrittenSegment) -> Point { segments[written.segments.upperBound - 1].end }
            let areas = analysis.subpathAreas, subpaths = prepared.subpaths
            func isClosed(_ index: Int) -> Bool { index >= 0 && index < subpaths.count && subpaths[index].isClosed }
            // The crossings that count, the likely deepest first: a contact's depth is at most the
            // distance from its nearest segment end to the contact point (plus the point's own
            // error), so sorting by that makes the first contacts settle the maximum and the later
            // searches stop early. The order changes only the work: each search that could raise
            // the maximum runs in full, whatever came before it.
            var crossings: [(first: WrittenSegment, second: WrittenSegment, point: Point, estimate: Double)] = []
            for contact in contacts where contact.kind == .crossing {
                let first = contact.firstSubpathIndex, second = contact.secondSubpathIndex
                // Two closed subpaths turning the same way: nonzero paints their union, as drawn.
                if first != second, isClosed(first), isClosed(second), first < areas.count, second < areas.count,
                   areas[first] * areas[second] > 0 { continue }
                guard var first = written(drawing: contact.firstElementIndex),
                      var second = written(drawing: contact.secondElementIndex) else { continue }
                if first.elements == second.elements {
                    // Two cubics of one part: measured as the pieces they are.
                    guard let one = drawing(contact.firstElementIndex..<contact.firstElementIndex + 1),
                          let other = drawing(contact.secondElementIndex..<contact.secondElementIndex + 1) else { continue }
                    (first, second) = (one, other)
                }
                let point = contact.point
                let estimate = Swift.min(Swift.min(point.distance(to: startPoint(first)), point.distance(to: endPoint(first))),
                                         Swift.min(point.distance(to: startPoint(second)), point.distance(to: endPoint(second))))
                crossings.append((first, second, point, estimate))
            }
            crossings.sort { $0.estimate > $1.estimate }
            var deepest = 0.0
            for (first, second, contactPoint, _) in crossings {
                // A contact raises the maximum only if all four distances exceed it: each search
                // may stop once it is settled at or below the deepest so far.
                func corner(_ index: Int) -> (segment: WrittenSegment, point: Point) {
                    let segment = index < 2 ? first : second, other = index < 2 ? second : first
                    return (segment, index % 2 == 0 ? startPoint(other) : endPoint(other))
                }
                // The corner nearest the contact first: it is likely the least distance, and the
                // ceiling it sets stops the other searches early. The least of the four is the
                // same in any order (each search leaves min(ceiling, distance) unchanged).
                var order = InlineArray<4, Int>(repeating: 0), keys = InlineArray<4, Double>(repeating: 0)
                for index in 0..<4 {
                    let key = corner(index).point.distance(to: contactPoint)
                    var slot = index
                    while slot > 0, keys[slot - 1] > key {
                        keys[slot] = keys[slot - 1]
                        order[slot] = order[slot - 1]
                        slot -= 1
                    }
                    keys[slot] = key
                    order[slot] = index
                }
                var nearest = Double.infinity
                for rank in 0..<4 {
                    let (segment, point) = corner(order[rank])
                    // Closed-and-finite has passed, so no distance is NaN here; one would be skipped.
                    // A search may stop once it cannot come below the nearest so far (its ceiling).
                    for index in segment.segments {
                        let distance = segments[index].distanceSquared(from: point, settledAt: deepest, ceiling: nearest)
                        nearest = Swift.min(nearest, distance.squareRoot())
                        if nearest <= deepest { break }
                    }
                    if nearest <= deepest { break }
                }
                if nearest > deepest { deepest = nearest }
            }
            return deepest
        }

        /// A segment as its author wrote it, for ``deepestContact(_:_:)``: the prepared segments
        /// drawing it and the elements of the checked path it spans.
        private struct WrittenSegment {
            var segments: Range<Int>
            var elements: Range<Int>
        }
    }
}

import FilletGeometry

extension RepairSession {
    /// `OutlineDistance.bound` of each element against the original, computed once per drawn
    /// element: a batch of kinks, the candidate it becomes and the report measure the same
    /// element again (`bound` is a function of the two elements, their starts and the limit,
    /// all fixed here but the new element and its start, which the key holds bit for bit).
    final class DistanceCache {
        /// An element index, the new element's kind (line, quadratic, cubic) and the bit
        /// patterns of its start's and its points' coordinates, unused ones 0: no allocation.
        struct Key: Hashable {
            var element: Int
            var kind: Int
            var first: (UInt64, UInt64, UInt64, UInt64)
            var second: (UInt64, UInt64, UInt64, UInt64)

            static func == (a: Key, b: Key) -> Bool {
                a.element == b.element && a.kind == b.kind && a.first == b.first && a.second == b.second
            }

            func hash(into hasher: inout Hasher) {
                hasher.combine(element)
                hasher.combine(kind)
                hasher.combine(first.0); hasher.combine(first.1); hasher.combine(first.2); hasher.combine(first.3)
                hasher.combine(second.0); hasher.combine(second.1); hasher.combine(second.2); hasher.combine(second.3)
            }
        }
        private var bounds: [Key: Double?] = [:]

        /// The key of a line, quadratic or cubic; `nil` for the others (measured each time).
        static func key(element: Int, _ new: PathElement, start: Point) -> Key? {
            let zero = Point(x: 0, y: 0)
            let (kind, a, b, c): (Int, Point, Point, Point)
            switch new {
            case .line(let end): (kind, a, b, c) = (1, end, zero, zero)
            case .quad(let control, let end): (kind, a, b, c) = (2, control, end, zero)
            case .cubic(let control1, let control2, let end): (kind, a, b, c) = (3, control1, control2, end)
            case .move, .close, .arc: return nil
            }
            return Key(element: element, kind: kind,
                       first: (start.x.bitPattern, start.y.bitPattern, a.x.bitPattern, a.y.bitPattern),
                       second: (b.x.bitPattern, b.y.bitPattern, c.x.bitPattern, c.y.bitPattern))
        }

        /// The bound `compute` gives, measured once per key; with `keeping` false measured
        /// without the table (the report's last measures: the few measured already are measured
        /// again, the same values, rather than every element looked up).
        func bound(element: Int, _ compute: () -> Double?, key: Key?, keeping: Bool = true) -> Double? {
            guard let key, keeping else { return compute() }
            if let known = bounds[key] { return known }
            let value = compute()
            if keeping { bounds[key] = value }
            return value
        }
    }

    /// `OutlineDistance.bound` of element `element` of the original against `new` (starting at
    /// `newStart`) at the limit ``PathRepair/Options/maximumMove``, each drawn element measured once;
    /// or, when smaller, the largest move of a control point (`largestControlMove(_:from:_:from:)`,
    /// a bound of the same distance when the curve keeps its start and end).
    /// - Parameter keeping: whether a bound measured here is kept for the next ask (`false`: the
    ///   report's, the last).
    func distanceBound(element: Int, new: PathElement, newStart: Point, keeping: Bool = true) -> Double? {
        let old = original.drawn.elements[element], oldStart = originalStarts[element]
        let measured = distanceCache.bound(element: element, {
            OutlineDistance.bound(old: old, oldStart: oldStart, new: new, newStart: newStart, resolution: options.maximumMove)
        }, key: DistanceCache.key(element: element, new, start: newStart), keeping: keeping)
        guard let moved = Self.largestControlMove(old, from: oldStart, new, from: newStart) else { return measured }
        return Swift.min(measured ?? .infinity, moved)
    }
}

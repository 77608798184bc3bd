import FilletGeometry

extension RepairSession {
    /// `OutlineDistance.bound` of each element against the original, computed once per drawn
    /// element: a batch of kinks, the candidate it becomes and the report measure the same
    /// element again (`bound` is a function of the two elements, their starts and the limit,
    /// all fixed here but the new element and its start, which the key holds bit for bit).
    final class DistanceCache {
        struct Key: Hashable {
            var element: Int
            /// The bit patterns of the new element's coordinates and of its start.
            var coordinates: [UInt64]
        }
        private var bounds: [Key: Double?] = [:]

        /// The key of a line, quadratic or cubic; `nil` for the others (measured each time).
        static func key(element: Int, _ new: PathElement, start: Point) -> Key? {
            let points: [Point]
            switch new {
            case .line(let end): points = [start, end]
            case .quad(let control, let end): points = [start, control, end]
            case .cubic(let control1, let control2, let end): points = [start, control1, control2, end]
            case .move, .close, .arc: return nil
            }
            return Key(element: element, coordinates: points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] })
        }

        func bound(element: Int, _ compute: () -> Double?, key: Key?) -> Double? {
            guard let key else { return compute() }
            if let known = bounds[key] { return known }
            let value = compute()
            bounds[key] = value
            return value
        }
    }

    /// `OutlineDistance.bound` of element `element` of the original against `new` (starting at
    /// `newStart`) at the limit ``PathRepair/Options/maximumMove``, each drawn element measured once.
    func distanceBound(element: Int, new: PathElement, newStart: Point) -> Double? {
        distanceCache.bound(element: element, {
            OutlineDistance.bound(old: original.drawn.elements[element], oldStart: originalStarts[element],
                                  new: new, newStart: newStart, resolution: options.maximumMove)
        }, key: DistanceCache.key(element: element, new, start: newStart))
    }
}

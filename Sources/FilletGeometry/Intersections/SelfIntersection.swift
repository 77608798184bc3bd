/// A place where a path meets itself: two of its segments (or one arc with itself) cross, touch or
/// overlap somewhere other than where consecutive segments are joined.
///
/// Produced by ``Path/selfIntersections()``; see there for what is reported and the tolerance.
public struct SelfIntersection: Hashable, Sendable {
    /// Element index (in ``Path/elements``) of the earlier segment; a closing line has its `.close`'s index.
    public var firstElementIndex: Int
    /// Element index of the later segment; equal to `firstElementIndex` when an arc sweeping more
    /// than a full turn overlaps itself.
    public var secondElementIndex: Int
    /// Subpath of the first segment (in ``Path/subpaths``).
    public var firstSubpathIndex: Int
    /// Subpath of the second segment; differs from `firstSubpathIndex` when two subpaths meet.
    public var secondSubpathIndex: Int
    public var kind: IntersectionKind
    /// The contact point, or where an overlap starts along the first segment.
    public var point: Point
    /// Where an overlap ends along the first segment; equal to `point` for crossings and touchings.
    public var overlapEnd: Point

    public init(firstElementIndex: Int, secondElementIndex: Int, firstSubpathIndex: Int, secondSubpathIndex: Int,
                kind: IntersectionKind, point: Point, overlapEnd: Point) {
        self.firstElementIndex = firstElementIndex
        self.secondElementIndex = secondElementIndex
        self.firstSubpathIndex = firstSubpathIndex
        self.secondSubpathIndex = secondSubpathIndex
        self.kind = kind
        self.point = point
        self.overlapEnd = overlapEnd
    }
}

extension SelfIntersection: CustomStringConvertible {
    public var description: String {
        let at = kind == .overlap ? "from \(point) to \(overlapEnd)" : "at \(point)"
        return "\(kind) of elements \(firstElementIndex) and \(secondElementIndex) \(at)"
    }
}

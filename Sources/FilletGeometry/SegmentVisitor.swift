/// A consumer of a path's drawn segments with subpath boundaries: the internal, allocation-free
/// walk behind measurement, join analysis and intersection.
///
/// Being a generic constraint (not an existential), a visitor is specialised at each use and costs
/// no dynamic dispatch or allocation per segment.
protocol SegmentVisitor {
    /// A subpath begins at its `.move` point `start`.
    mutating func beginSubpath(index: Int, start: Point)
    /// One drawn segment, as ``Path/forEachSegment(_:)`` produces it.
    mutating func visit(_ segment: PathSegment)
    /// The subpath that began at `start` ends, closed by a `.close` or open (at the next `.move`
    /// or at the end of the path).
    mutating func endSubpath(index: Int, start: Point, isClosed: Bool)
}

extension Path {
    /// Hands `visitor` the steps of ``segmentEvents``: where each subpath begins and ends, whether
    /// it is closed, and its drawn segments.
    /// - Complexity: O(number of elements), no allocation.
    func walkSegments<Visitor: SegmentVisitor>(_ visitor: inout Visitor) {
        for event in segmentEvents {
            switch event {
            case .beginSubpath(let index, let start): visitor.beginSubpath(index: index, start: start)
            case .segment(let segment): visitor.visit(segment)
            case .endSubpath(let index, let start, let isClosed):
                visitor.endSubpath(index: index, start: start, isClosed: isClosed)
            }
        }
    }
}

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
    /// Walks the drawn segments exactly as ``segmentEvents`` does (``PathSegmentEvents``: the same
    /// steps in the same order), calling `visitor` directly.
    ///
    /// Written out rather than looping over ``segmentEvents``: this walk feeds the self-intersection
    /// scan's table, and driving it through the event iterator made `Path.selfIntersections()` about
    /// 1.5 times slower (fillet-bench intersect/*); `PathSegmentEventsTests` holds the two to the same
    /// segments.
    /// - Complexity: O(number of elements), no allocation.
    func walkSegments<Visitor: SegmentVisitor>(_ visitor: inout Visitor) {
        var current = Point.zero
        var start = Point.zero
        var subpathIndex = -1
        var isOpen = false
        for index in elements.indices {
            switch elements[index] {
            case .move(let point):
                if isOpen { visitor.endSubpath(index: subpathIndex, start: start, isClosed: false) }
                current = point
                start = point
                subpathIndex += 1
                isOpen = true
                visitor.beginSubpath(index: subpathIndex, start: point)
            case .line(let point):
                visitor.visit(PathSegment(geometry: .line(from: current, to: point), elementIndex: index,
                                          subpathIndex: subpathIndex))
                current = point
            case .arc(let arc):
                visitor.visit(PathSegment(geometry: .arc(arc), elementIndex: index, subpathIndex: subpathIndex))
                current = arc.endPoint
            case .quad, .cubic:
                let element = elements[index]
                visitor.visit(PathSegment(geometry: .curve(element.curve(from: current)!), elementIndex: index,
                                          subpathIndex: subpathIndex))
                current = element.endPoint!
            case .close:
                if current != start {
                    visitor.visit(PathSegment(geometry: .line(from: current, to: start), elementIndex: index,
                                              subpathIndex: subpathIndex))
                }
                current = start
                isOpen = false
                visitor.endSubpath(index: subpathIndex, start: start, isClosed: true)
            }
        }
        if isOpen { visitor.endSubpath(index: subpathIndex, start: start, isClosed: false) }
    }
}

/// One step of the walk over a path's drawn segments: a subpath begins, a segment is drawn, a
/// subpath ends (as lyon's path events; kurbo's `segments()` is the `.segment` steps alone).
///
/// For every subpath the walk yields `.beginSubpath`, its drawn segments in order, then
/// `.endSubpath` (closed by a `.close`, or open: at the next `.move` or at the end of the path).
/// Moves draw nothing. A `.close` draws a straight closing segment from the subpath's last point
/// to its first when the two differ (exactly); when they coincide it draws nothing, and the
/// subpath's last segment joins its first directly. An arc's start point is the arc's own, so a
/// gap between the previous element and an arc (possible only in paths built from element lists)
/// stays visible to the join analysis.
public enum PathSegmentEvent: Hashable, Sendable {
    /// Subpath `index` begins at its `.move` point `start`.
    case beginSubpath(index: Int, start: Point)
    /// One drawn segment.
    case segment(PathSegment)
    /// Subpath `index`, which began at `start`, ends; `isClosed` when a `.close` ended it.
    case endSubpath(index: Int, start: Point, isClosed: Bool)
}

/// The walk over a path's elements that turns them into drawn segments with subpath boundaries:
/// the one walk that ``Path/forEachSegment(_:)``, ``Path/forEachJoin(_:)``, ``PreparedPath`` and
/// the intersection sweep are built on.
///
/// ```swift
/// for event in path.segmentEvents {
///     switch event {
///     case .beginSubpath(let index, let start): …
///     case .segment(let segment): …        // segment.startPoint, .endPoint, .startTangent …
///     case .endSubpath(let index, let start, let isClosed): …
///     }
/// }
/// ```
///
/// A value iterator: no allocation, no closure per element.
/// - Complexity: O(1) per event; O(number of elements) for the whole walk.
public struct PathSegmentEvents: Sequence, IteratorProtocol {
    @usableFromInline let elements: [PathElement]
    @usableFromInline var nextIndex = 0
    /// The end of the last element (the current point), and the subpath's `.move` point.
    @usableFromInline var current = Point.zero
    @usableFromInline var start = Point.zero
    @usableFromInline var subpathIndex = -1
    @usableFromInline var isOpen = false
    /// The second event of an element that yields two (an open subpath's end before a `.move`'s
    /// begin; a closing line before the close's end).
    @usableFromInline var pending: PathSegmentEvent?

    /// The walk over `path`'s elements.
    @inlinable
    public init(_ path: Path) {
        elements = path.elements
    }

    // Always inlined: the caller's switch on the event then fuses with its construction instead
    // of copying a segment-sized optional through memory per element.
    @inlinable @inline(__always)
    public mutating func next() -> PathSegmentEvent? {
        if let event = pending {
            pending = nil
            return event
        }
        while nextIndex < elements.count {
            let index = nextIndex
            nextIndex += 1
            let element = elements[index]
            switch element {
            case .move(let point):
                let wasOpen = isOpen
                let ended = PathSegmentEvent.endSubpath(index: subpathIndex, start: start, isClosed: false)
                current = point
                start = point
                subpathIndex += 1
                isOpen = true
                let begun = PathSegmentEvent.beginSubpath(index: subpathIndex, start: point)
                guard wasOpen else { return begun }
                pending = begun
                return ended
            case .line(let point):
                let segment = PathSegment(geometry: .line(from: current, to: point), elementIndex: index,
                                          subpathIndex: subpathIndex)
                current = point
                return .segment(segment)
            case .arc(let arc):
                current = arc.endPoint
                return .segment(PathSegment(geometry: .arc(arc), elementIndex: index, subpathIndex: subpathIndex))
            case .quad, .cubic:
                let segment = PathSegment(geometry: .curve(element.curve(from: current)!), elementIndex: index,
                                          subpathIndex: subpathIndex)
                current = element.endPoint!
                return .segment(segment)
            case .close:
                let closing = current != start
                let from = current
                current = start
                isOpen = false
                let ended = PathSegmentEvent.endSubpath(index: subpathIndex, start: start, isClosed: true)
                guard closing else { return ended }
                pending = ended
                return .segment(PathSegment(geometry: .line(from: from, to: start), elementIndex: index,
                                            subpathIndex: subpathIndex))
            }
        }
        if isOpen {
            isOpen = false
            return .endSubpath(index: subpathIndex, start: start, isClosed: false)
        }
        return nil
    }
}

/// The drawn segments of a path alone, in order (the `.segment` events of ``PathSegmentEvents``).
public struct PathSegments: Sequence, IteratorProtocol {
    @usableFromInline var events: PathSegmentEvents

    /// The drawn segments of `path`.
    @inlinable
    public init(_ path: Path) {
        events = PathSegmentEvents(path)
    }

    @inlinable @inline(__always)
    public mutating func next() -> PathSegment? {
        while let event = events.next() {
            if case .segment(let segment) = event { return segment }
        }
        return nil
    }
}

extension Path {
    /// The walk over the drawn segments with subpath boundaries (see ``PathSegmentEvents``).
    @inlinable public var segmentEvents: PathSegmentEvents { PathSegmentEvents(self) }

    /// The drawn segments in order, lazily (see ``PathSegmentEvents``; ``segments`` collects them).
    @inlinable public var drawnSegments: PathSegments { PathSegments(self) }
}

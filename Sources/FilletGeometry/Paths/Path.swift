/// A sequence of subpaths made of straight lines and exact circular arcs.
///
/// Elements are stored contiguously in one array; each subpath starts with `.move` and may end
/// with `.close`. Build a path with the methods in `Path+Building.swift`, which read like the
/// SwiftUI / CoreGraphics builders the seeds use, or from a validated element list with
/// ``init(elements:)``.
public struct Path: Hashable, Sendable {
    /// All elements, subpath after subpath.
    ///
    /// Settable within the package only so that a construction can build a well-formed, finite
    /// path in place (reusing the storage) and then set the state with
    /// `setTrustedState(currentPoint:subpathStart:endsClosed:)`.
    public package(set) var elements: [PathElement]
    /// Where the next element starts, or `nil` before the first `move`.
    public internal(set) var currentPoint: Point?
    /// The first point of the open subpath: where `closeSubpath()` returns to.
    @usableFromInline internal var subpathStart: Point?
    /// Whether the last subpath was closed and a new drawing command must first re-open it
    /// at `subpathStart` (canvas semantics).
    @usableFromInline internal var needsMoveBeforeNextSegment: Bool
    /// Runs of consecutive elements that draw one part (in increasing order): the cubics standing
    /// for one elliptical arc (an SVG `A` with unequal radii, a circular arc under a non-similar
    /// map). The clearance takes each run as one part, as it takes an arc, so an ellipse's
    /// pieces never measure their distance to the arc's own neighbours. Empty for most paths;
    /// not part of equality (a path read back from its written cubics draws the same).
    public package(set) var partRuns: [Range<Int>] = []

    /// An empty path with no current point.
    public init() {
        elements = []
        currentPoint = nil
        subpathStart = nil
        needsMoveBeforeNextSegment = false
    }

    /// A path from an element list, checked for well-formedness.
    ///
    /// Each subpath must start with `.move`; `.close` may only end a subpath; every number must be
    /// finite and every radius ≥ 0. Arc start points are *not* required to meet the previous
    /// element: such gaps are what the join analysis reports.
    /// - Throws: ``GeometryError/malformedPath(_:)``, ``GeometryError/nonFinite(parameter:value:)``,
    ///   ``GeometryError/negativeRadius(_:)``.
    /// - Complexity: O(n) comparisons; shares `elements`' storage (no copy, no allocation).
    public init(elements: [PathElement]) throws(GeometryError) {
        // Parameter names such as "elements[3].to" are built only when throwing: validating a
        // well-formed path must not format a string per element.
        var open = false
        var currentPoint: Point? = nil, subpathStart: Point? = nil, needsMove = false
        for index in elements.indices {
            switch elements[index] {
            case .move(let point):
                try Self.requireFinite(point, element: index, field: "to")
                open = true
                currentPoint = point
                subpathStart = point
                needsMove = false
            case .line(let point):
                guard open else { throw .malformedPath("element \(index) (line) does not follow a move") }
                try Self.requireFinite(point, element: index, field: "to")
                currentPoint = point
            case .arc(let arc):
                guard open else { throw .malformedPath("element \(index) (arc) does not follow a move") }
                try Self.requireFinite(arc.center, element: index, field: "center")
                try Self.requireFinite(arc.radius, element: index, field: "radius")
                try Self.requireFinite(arc.startAngle, element: index, field: "start")
                try Self.requireFinite(arc.sweep, element: index, field: "sweep")
                guard arc.radius >= 0 else { throw .negativeRadius(arc.radius) }
                currentPoint = nil  // the arc's end point, computed once below if it is the last word
            case .quad(let control, let point):
                guard open else { throw .malformedPath("element \(index) (quad) does not follow a move") }
                try Self.requireFinite(control, element: index, field: "control")
                try Self.requireFinite(point, element: index, field: "to")
                currentPoint = point
            case .cubic(let control1, let control2, let point):
                guard open else { throw .malformedPath("element \(index) (cubic) does not follow a move") }
                try Self.requireFinite(control1, element: index, field: "control1")
                try Self.requireFinite(control2, element: index, field: "control2")
                try Self.requireFinite(point, element: index, field: "to")
                currentPoint = point
            case .close:
                guard open else { throw .malformedPath("element \(index) (close) does not end an open subpath") }
                open = false
                currentPoint = subpathStart
                needsMove = true
            }
        }
        // The state `append` would leave: only the last element decides the current point.
        if let last = elements.last, case .arc(let arc) = last { currentPoint = arc.endPoint }
        self.elements = elements
        self.currentPoint = currentPoint
        self.subpathStart = subpathStart
        self.needsMoveBeforeNextSegment = needsMove
    }

    /// A path from elements its caller has just built well-formed and finite (the constructions
    /// of `FilletShapes`), with the state ``init(elements:)`` would derive, without re-checking.
    ///
    /// `currentPoint` and `subpathStart` must be what appending the elements one by one leaves
    /// (for a path ending with `close`: both the last subpath's first point).
    package init(trustedElements elements: [PathElement], currentPoint: Point?, subpathStart: Point?,
                 endsClosed: Bool) {
        self.elements = elements
        self.currentPoint = currentPoint
        self.subpathStart = subpathStart
        self.needsMoveBeforeNextSegment = endsClosed
        checkInvariants()
    }

    /// Sets the state ``init(trustedElements:currentPoint:subpathStart:endsClosed:)`` documents,
    /// after a construction has written ``elements`` directly.
    package mutating func setTrustedState(currentPoint: Point?, subpathStart: Point?, endsClosed: Bool) {
        partRuns.removeAll(keepingCapacity: true)   // the elements were written anew
        self.currentPoint = currentPoint
        self.subpathStart = subpathStart
        self.needsMoveBeforeNextSegment = endsClosed
        checkInvariants()
    }

    /// Records that the last `count` elements draw one part (``partRuns``); nothing for fewer than two.
    package mutating func markLastElementsAsOnePart(_ count: Int) {
        guard count >= 2 else { return }
        partRuns.append(elements.count - count..<elements.count)
    }

    /// Paths are equal when they draw the same elements from the same state (``partRuns`` aside).
    public static func == (lhs: Path, rhs: Path) -> Bool {
        lhs.elements == rhs.elements && lhs.currentPoint == rhs.currentPoint && lhs.subpathStart == rhs.subpathStart
            && lhs.needsMoveBeforeNextSegment == rhs.needsMoveBeforeNextSegment
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
        hasher.combine(currentPoint)
        hasher.combine(subpathStart)
        hasher.combine(needsMoveBeforeNextSegment)
    }

    /// Whether the path has no elements.
    @inlinable public var isEmpty: Bool { elements.isEmpty }

    /// Reserves room for `count` elements so building allocates once.
    public mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }

    /// Removes every element and the current point, keeping the storage for reuse.
    public mutating func removeAll(keepingCapacity: Bool = true) {
        elements.removeAll(keepingCapacity: keepingCapacity)
        partRuns.removeAll(keepingCapacity: keepingCapacity)
        currentPoint = nil
        subpathStart = nil
        needsMoveBeforeNextSegment = false
    }

    /// Appends an element verbatim, updating the current point (no validation, no implied lines).
    @usableFromInline
    internal mutating func append(_ element: PathElement) {
        elements.append(element)
        switch element {
        case .move(let point):
            currentPoint = point
            subpathStart = point
            needsMoveBeforeNextSegment = false
        case .line(let point), .quad(_, let point), .cubic(_, _, let point):
            currentPoint = point
        case .arc(let arc):
            currentPoint = arc.endPoint
        case .close:
            currentPoint = subpathStart
            needsMoveBeforeNextSegment = true
        }
    }

    /// Throws ``GeometryError/nonFinite(parameter:value:)`` naming the first non-finite entry of `transform`.
    static func requireFinite(_ transform: AffineTransform) throws(GeometryError) {
        for (name, value) in [("transform.a", transform.a), ("transform.b", transform.b), ("transform.c", transform.c),
                              ("transform.d", transform.d), ("transform.e", transform.e), ("transform.f", transform.f)] {
            try requireFinite(value, name)
        }
    }

    @usableFromInline
    static func requireFinite(_ point: Point, _ name: @autoclosure () -> String) throws(GeometryError) {
        guard point.x.isFinite else { throw .nonFinite(parameter: "\(name()).x", value: point.x) }
        guard point.y.isFinite else { throw .nonFinite(parameter: "\(name()).y", value: point.y) }
    }

    @usableFromInline
    static func requireFinite(_ value: Double, _ name: @autoclosure () -> String) throws(GeometryError) {
        guard value.isFinite else { throw .nonFinite(parameter: name(), value: value) }
    }

    /// `requireFinite` for field `field` of element `element`, named `elements[i].field` on failure.
    static func requireFinite(_ point: Point, element: Int, field: StaticString) throws(GeometryError) {
        guard point.x.isFinite, point.y.isFinite else {
            try requireFinite(point, "elements[\(element)].\(field)")
            return
        }
    }

    static func requireFinite(_ value: Double, element: Int, field: StaticString) throws(GeometryError) {
        guard value.isFinite else { throw .nonFinite(parameter: "elements[\(element)].\(field)", value: value) }
    }
}

/// A sequence of subpaths made of straight lines and exact circular arcs.
///
/// Elements are stored contiguously in one array; each subpath starts with `.move` and may end
/// with `.close`. Build a path with the methods in `Path+Building.swift`, which read like the
/// SwiftUI / CoreGraphics builders the seeds use, or from a validated element list with
/// ``init(elements:)``.
public struct Path: Hashable, Sendable {
    /// All elements, subpath after subpath.
    public internal(set) var elements: [PathElement]
    /// Where the next element starts, or `nil` before the first `move`.
    public internal(set) var currentPoint: Point?
    /// The first point of the open subpath: where `closeSubpath()` returns to.
    @usableFromInline internal var subpathStart: Point?
    /// Whether the last subpath was closed and a new drawing command must first re-open it
    /// at `subpathStart` (canvas semantics).
    @usableFromInline internal var needsMoveBeforeNextSegment: Bool

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
    public init(elements: [PathElement]) throws(GeometryError) {
        self.init()
        var open = false
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let point):
                try Self.requireFinite(point, "elements[\(index)].to")
                open = true
            case .line(let point):
                guard open else { throw .malformedPath("element \(index) (line) does not follow a move") }
                try Self.requireFinite(point, "elements[\(index)].to")
            case .arc(let arc):
                guard open else { throw .malformedPath("element \(index) (arc) does not follow a move") }
                try Self.requireFinite(arc.center, "elements[\(index)].center")
                try Self.requireFinite(arc.radius, "elements[\(index)].radius")
                try Self.requireFinite(arc.startAngle, "elements[\(index)].start")
                try Self.requireFinite(arc.sweep, "elements[\(index)].sweep")
                guard arc.radius >= 0 else { throw .negativeRadius(arc.radius) }
            case .close:
                guard open else { throw .malformedPath("element \(index) (close) does not end an open subpath") }
                open = false
            }
            append(element)
        }
    }

    /// Whether the path has no elements.
    @inlinable public var isEmpty: Bool { elements.isEmpty }

    /// Reserves room for `count` elements so building allocates once.
    public mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }

    /// Removes every element and the current point, keeping the storage for reuse.
    public mutating func removeAll(keepingCapacity: Bool = true) {
        elements.removeAll(keepingCapacity: keepingCapacity)
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
        case .line(let point):
            currentPoint = point
        case .arc(let arc):
            currentPoint = arc.endPoint
        case .close:
            currentPoint = subpathStart
            needsMoveBeforeNextSegment = true
        }
    }

    @usableFromInline
    static func requireFinite(_ point: Point, _ name: String) throws(GeometryError) {
        guard point.x.isFinite else { throw .nonFinite(parameter: "\(name).x", value: point.x) }
        guard point.y.isFinite else { throw .nonFinite(parameter: "\(name).y", value: point.y) }
    }

    @usableFromInline
    static func requireFinite(_ value: Double, _ name: String) throws(GeometryError) {
        guard value.isFinite else { throw .nonFinite(parameter: name, value: value) }
    }
}

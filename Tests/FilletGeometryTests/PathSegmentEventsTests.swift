import Testing
@testable import FilletGeometry

/// ``PathSegmentEvents``: the one walk from elements to drawn segments.
@Suite struct PathSegmentEventsTests {
    private static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// An open subpath, a closed one whose close draws a line back, and a closed one whose last
    /// point is already its first: begin, segments and end for each, in path order.
    @Test func eventsBeginDrawAndEndEverySubpath() throws {
        let path = try Path(elements: [
            .move(to: Self.p(0, 0)), .line(to: Self.p(1, 0)),
            .move(to: Self.p(5, 5)), .line(to: Self.p(6, 5)), .quad(control: Self.p(7, 6), to: Self.p(6, 7)), .close,
            .move(to: Self.p(9, 9)), .line(to: Self.p(10, 9)), .line(to: Self.p(9, 9)), .close,
        ])
        let events = Array(path.segmentEvents)
        let expected: [PathSegmentEvent] = [
            .beginSubpath(index: 0, start: Self.p(0, 0)),
            .segment(PathSegment(geometry: .line(from: Self.p(0, 0), to: Self.p(1, 0)), elementIndex: 1, subpathIndex: 0)),
            .endSubpath(index: 0, start: Self.p(0, 0), isClosed: false),
            .beginSubpath(index: 1, start: Self.p(5, 5)),
            .segment(PathSegment(geometry: .line(from: Self.p(5, 5), to: Self.p(6, 5)), elementIndex: 3, subpathIndex: 1)),
            .segment(PathSegment(geometry: .curve(CubicCurve(quadFrom: Self.p(6, 5), control: Self.p(7, 6), to: Self.p(6, 7))),
                                 elementIndex: 4, subpathIndex: 1)),
            .segment(PathSegment(geometry: .line(from: Self.p(6, 7), to: Self.p(5, 5)), elementIndex: 5, subpathIndex: 1)),
            .endSubpath(index: 1, start: Self.p(5, 5), isClosed: true),
            .beginSubpath(index: 2, start: Self.p(9, 9)),
            .segment(PathSegment(geometry: .line(from: Self.p(9, 9), to: Self.p(10, 9)), elementIndex: 7, subpathIndex: 2)),
            .segment(PathSegment(geometry: .line(from: Self.p(10, 9), to: Self.p(9, 9)), elementIndex: 8, subpathIndex: 2)),
            .endSubpath(index: 2, start: Self.p(9, 9), isClosed: true),
        ]
        #expect(events == expected)
    }

    /// The segments alone are the `.segment` events, and what the prepared path holds.
    @Test func drawnSegmentsAreTheSegmentEventsAndThePreparedOnes() throws {
        let path = try TestShapes.roundedPolygon(TestShapes.starVertices(points: 5, outer: 50, inner: 20), radius: 4)
        let fromEvents = path.segmentEvents.compactMap { event -> PathSegment? in
            if case .segment(let segment) = event { return segment }
            return nil
        }
        #expect(!fromEvents.isEmpty)
        #expect(Array(path.drawnSegments) == fromEvents)
        #expect(path.segments == fromEvents)
        #expect(PreparedPath(path).segments.map(\.pathSegment) == fromEvents)
    }

    /// An empty path yields nothing; a lone move begins and ends an open subpath with no segment.
    @Test func emptyPathAndLoneMove() throws {
        #expect(Array(Path().segmentEvents).isEmpty)
        let lone = try Path(elements: [.move(to: Self.p(3, 4))])
        #expect(Array(lone.segmentEvents) == [.beginSubpath(index: 0, start: Self.p(3, 4)),
                                              .endSubpath(index: 0, start: Self.p(3, 4), isClosed: false)])
    }

    /// Prepared segments take their end points and tangents from the geometry (one place).
    @Test func preparedSegmentEndsAndTangentsAreTheGeometrys() throws {
        let path = try TestShapes.roundedPolygon(TestShapes.starVertices(points: 7, outer: 30, inner: 11), radius: 3)
        for segment in PreparedPath(path).segments {
            #expect(segment.start == segment.geometry.startPoint && segment.end == segment.geometry.endPoint)
            #expect(segment.startTangent == segment.pathSegment.startTangent)
            #expect(segment.endTangent == segment.pathSegment.endTangent)
        }
    }

    /// Records what the scan's written-out walk hands a visitor, as events.
    private struct Recorder: SegmentVisitor {
        var events: [PathSegmentEvent] = []
        mutating func beginSubpath(index: Int, start: Point) { events.append(.beginSubpath(index: index, start: start)) }
        mutating func visit(_ segment: PathSegment) { events.append(.segment(segment)) }
        mutating func endSubpath(index: Int, start: Point, isClosed: Bool) {
            events.append(.endSubpath(index: index, start: start, isClosed: isClosed))
        }
    }

    /// The intersection scan's walk (`walkSegments`, written out for speed) yields exactly the events.
    @Test func scanWalkYieldsTheSameEvents() throws {
        let path = try Path(elements: [
            .move(to: Self.p(0, 0)), .line(to: Self.p(1, 0)),
            .move(to: Self.p(5, 5)), .line(to: Self.p(6, 5)), .cubic(control1: Self.p(7, 6), control2: Self.p(7, 7), to: Self.p(6, 7)), .close,
            .move(to: Self.p(9, 9)), .line(to: Self.p(10, 9)), .line(to: Self.p(9, 9)), .close,
        ])
        for sample in [path, try TestShapes.roundedPolygon(TestShapes.starVertices(points: 5, outer: 50, inner: 20), radius: 4)] {
            var recorder = Recorder()
            sample.walkSegments(&recorder)
            #expect(!recorder.events.isEmpty)
            #expect(recorder.events == Array(sample.segmentEvents))
        }
    }
}

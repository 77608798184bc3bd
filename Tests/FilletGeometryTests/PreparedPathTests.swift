import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

/// ``PreparedPath`` must give exactly what the path's own analyses give, and the trig-light
/// ``Polyline/maximumDeviation(from:)`` what the `atan2` formula gives.
@Suite struct PreparedPathTests {
    static func shapes() throws -> [Path] {
        let star = TestShapes.starVertices(points: 5, outer: 50, inner: 20, center: Point(x: 3, y: -7))
        var twoRings = try TestShapes.roundedPolygon([Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 60),
                                                      Point(x: 0, y: 60)], radius: 12)
        try twoRings.addPath(TestShapes.circle(center: Point(x: 50, y: 30), radius: 10, clockwise: true))
        var open = Path()
        try open.move(to: Point(x: 0, y: 0))
        try open.addLine(to: Point(x: 10, y: 0))
        try open.addArc(center: Point(x: 10, y: 5), radius: 5, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
        try open.addLine(to: Point(x: 10, y: 10))  // zero-length line: bridged
        try open.addLine(to: Point(x: 0, y: 10))
        return [
            try TestShapes.roundedPolygon(star, radius: 4),
            try TestShapes.roundedPolygon(star, radius: 30),  // clamped by arcTo: overshooting lines
            try TestShapes.polygon(star),
            try TestShapes.circle(center: Point(x: 1e6, y: -2e6), radius: 1e-3),
            twoRings,
            open,
            // A bow tie: not simple.
            try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 10, y: 0), Point(x: 0, y: 10)]),
        ]
    }

    @Test func preparedPathMeasuresExactlyWhatThePathMeasures() throws {
        for path in try Self.shapes() {
            let prepared = PreparedPath(path)
            #expect(prepared.bounds == path.bounds)
            #expect(prepared.characteristicSize == path.characteristicSize)
            #expect(prepared.elementCount == path.elements.count)
            let segments = path.segments
            #expect(prepared.segments.count == segments.count)
            for (preparedSegment, segment) in zip(prepared.segments, segments) {
                #expect(preparedSegment.pathSegment == segment)
                #expect(preparedSegment.start == segment.startPoint)
                #expect(preparedSegment.end == segment.endPoint)
                #expect(preparedSegment.length == segment.length)
                #expect(preparedSegment.bounds == segment.bounds)
                let tangentsMatch = preparedSegment.length == 0
                    || (preparedSegment.startTangent == segment.startTangent && preparedSegment.endTangent == segment.endTangent)
                #expect(tangentsMatch)
            }
            #expect(prepared.subpaths.map(\.isClosed) == path.subpaths.map(\.isClosed))
        }
    }

    @Test func preparedJoinsAndSimplicityEqualThePathsOwn() throws {
        var simpleCount = 0
        for path in try Self.shapes() {
            let prepared = PreparedPath(path)
            var joins: [Join] = []
            prepared.forEachJoin { joins.append($0) }
            #expect(joins == path.joins)
            #expect(prepared.isSimple == path.isSimple)
            #expect(try prepared.isSimple(tolerance: 1e-3) == path.isSimple(tolerance: 1e-3))
            if prepared.isSimple { simpleCount += 1 }
        }
        #expect(simpleCount >= 3)
        #expect(PreparedPath(try #require(try Self.shapes().last)).isSimple == false)
    }

    @Test func preparingAgainReusesTheValueForAnotherPath() throws {
        let shapes = try Self.shapes()
        var prepared = PreparedPath()
        #expect(prepared.segments.isEmpty && prepared.bounds.isEmpty)
        for path in shapes + shapes.reversed() {
            prepared.prepare(path)
            #expect(prepared.bounds == path.bounds)
            #expect(prepared.segments.count == path.segments.count)
        }
        prepared.prepare(Path())
        #expect(prepared.segments.isEmpty && prepared.subpaths.isEmpty && prepared.characteristicSize == 0)
        #expect(prepared.isSimple)
    }

    @Test func invalidToleranceIsATypedError() throws {
        let prepared = PreparedPath(try Self.shapes()[0])
        #expect(throws: GeometryError.self) { try prepared.isSimple(tolerance: 0) }
        #expect(throws: GeometryError.self) { try prepared.isSimple(tolerance: .nan) }
    }

    // MARK: - Flattening deviation

    /// The documented formula with an `atan2` per interior vertex (the measure before the
    /// trig-light path), for one subpath: move, one arc, close.
    static func referenceDeviation(_ polyline: Polyline, arc: Arc, start: Point) -> Double {
        let points = polyline.points
        var worst = points[0].distance(to: start)
        let vertices = Array(points.dropFirst())
        let low = min(arc.startAngle, arc.endAngle), high = max(arc.startAngle, arc.endAngle)
        let nominalStep = arc.sweep / Double(vertices.count)
        var previousAngle = arc.startAngle, previousError = points[0].distance(to: arc.startPoint)
        for (index, vertex) in vertices.enumerated() {
            let angle: Double
            if index == vertices.count - 1 {
                angle = arc.endAngle
            } else {
                let nominal = arc.startAngle + Double(index + 1) * nominalStep
                let direction = (vertex - arc.center).angle
                angle = min(max(nominal + Angle.normalizedSigned(direction - nominal), low), high)
            }
            let error = vertex.distance(to: arc.point(atAngle: angle))
            let halfPiece = min(abs(angle - previousAngle), Angle.twoPi) / 4
            worst = max(worst, max(previousError, error) + 2 * arc.radius * sin(halfPiece) * sin(halfPiece))
            previousAngle = angle
            previousError = error
        }
        return worst
    }

    @Test func trigLightDeviationEqualsTheAngleFormulaOnJitteredFlattenings() throws {
        var generator = SeededGenerator(seed: 0xDE71A7)
        for trial in 0..<300 {
            let radius = Double.random(in: 1e-3...1e4, using: &generator)
            let center = Point(x: Double.random(in: -1e4...1e4, using: &generator),
                               y: Double.random(in: -1e4...1e4, using: &generator))
            let sweep = Double.random(in: -2 * .pi...2 * .pi, using: &generator)
            let arc = Arc(center: center, radius: radius, startAngle: Double.random(in: -4...4, using: &generator),
                          sweep: sweep)
            let count = Int.random(in: 1...40, using: &generator)
            // Interior vertices: near the equal steps (the fast path) on most trials, anywhere on some.
            let spread = trial % 5 == 0 ? 3.0 : 0.4
            var points = [arc.startPoint]
            for index in 1..<count {
                let angle = arc.startAngle + sweep * (Double(index) + Double.random(in: -spread...spread, using: &generator) * 0.5)
                    / Double(count)
                let distance = radius * (1 + Double.random(in: -0.01...0.01, using: &generator))
                points.append(arc.center.offset(by: distance, angle: angle))
            }
            points.append(arc.endPoint)
            var path = Path()
            try path.move(to: arc.startPoint)
            try path.addArc(arc)
            let polyline = try Polyline(subpaths: [(points: points, isClosed: false)])
            let reference = Self.referenceDeviation(polyline, arc: arc, start: arc.startPoint)
            let measured = polyline.maximumDeviation(from: path)
            let prepared = polyline.maximumDeviation(from: path, prepared: PreparedPath(path))
            let slack = 1e-12 * (radius + abs(center.x) + abs(center.y))
            expectNear(measured, reference, tolerance: slack, "trial \(trial): \(measured) vs \(reference)")
            #expect(prepared == measured, "trial \(trial)")
        }
    }

    @Test func deviationOfRealFlatteningsIsWithinTheBoundWithOrWithoutPreparation() throws {
        for path in try Self.shapes() {
            let tolerance = 1e-4 * path.characteristicSize
            let polyline = try path.flattened(tolerance: tolerance)
            let measured = polyline.maximumDeviation(from: path)
            #expect(measured <= path.flatteningDeviationBound(tolerance: tolerance))
            #expect(polyline.maximumDeviation(from: path, prepared: PreparedPath(path)) == measured)
            // Preparation of another path is ignored rather than trusted.
            let other = PreparedPath(try TestShapes.circle(center: .zero, radius: 1))
            if other.elementCount != path.elements.count {
                #expect(polyline.maximumDeviation(from: path, prepared: other) == measured)
            }
        }
    }
}

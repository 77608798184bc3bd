import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

/// ``PreparedPath`` must give exactly what the path's own analyses give, and the trig-light
/// ``Polyline/maximumDeviation(from:)`` what the `atan2` formula gives.
@Suite struct PreparedPathTests {
    /// The sample paths, by name (a `Path` is built on demand).
    enum Shape: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case filletedStar
        case overshootingFilletedStar  // radius clamped by arcTo: overshooting lines
        case sharpStar
        case tinyCircleFarFromTheOrigin
        case twoRings
        case openPathWithABridgedZeroLengthLine
        case bowtie  // not simple

        var testDescription: String { rawValue }

        func path() throws -> Path {
            let star = TestShapes.starVertices(points: 5, outer: 50, inner: 20, center: Point(x: 3, y: -7))
            switch self {
            case .filletedStar: return try TestShapes.roundedPolygon(star, radius: 4)
            case .overshootingFilletedStar: return try TestShapes.roundedPolygon(star, radius: 30)
            case .sharpStar: return try TestShapes.polygon(star)
            case .tinyCircleFarFromTheOrigin: return try TestShapes.circle(center: Point(x: 1e6, y: -2e6), radius: 1e-3)
            case .twoRings:
                var twoRings = try TestShapes.roundedPolygon([Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 60),
                                                              Point(x: 0, y: 60)], radius: 12)
                try twoRings.addPath(TestShapes.circle(center: Point(x: 50, y: 30), radius: 10, clockwise: true))
                return twoRings
            case .openPathWithABridgedZeroLengthLine:
                var open = Path()
                try open.move(to: Point(x: 0, y: 0))
                try open.addLine(to: Point(x: 10, y: 0))
                try open.addArc(center: Point(x: 10, y: 5), radius: 5, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
                try open.addLine(to: Point(x: 10, y: 10))  // zero-length line: bridged
                try open.addLine(to: Point(x: 0, y: 10))
                return open
            case .bowtie:
                return try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 10, y: 0), Point(x: 0, y: 10)])
            }
        }
    }

    static func shapes() throws -> [Path] { try Shape.allCases.map { try $0.path() } }

    @Test(arguments: Shape.allCases)
    func preparedPathMeasuresExactlyWhatThePathMeasures(_ shape: Shape) throws {
        let path = try shape.path()
        let prepared = PreparedPath(path)
        #expect(prepared.bounds == path.bounds)
        #expect(prepared.characteristicSize == path.characteristicSize)
        #expect(prepared.elementCount == path.elements.count)
        let segments = path.segments
        #expect(prepared.segments.count == segments.count)
        try #require(!segments.isEmpty)
        for (index, (preparedSegment, segment)) in zip(prepared.segments, segments).enumerated() {
            #expect(preparedSegment.pathSegment == segment, "segment \(index)")
            #expect(preparedSegment.start == segment.startPoint, "segment \(index)")
            #expect(preparedSegment.end == segment.endPoint, "segment \(index)")
            #expect(preparedSegment.length == segment.length, "segment \(index)")
            #expect(preparedSegment.bounds == segment.bounds, "segment \(index)")
            let tangentsMatch = preparedSegment.length == 0
                || (preparedSegment.startTangent == segment.startTangent && preparedSegment.endTangent == segment.endTangent)
            #expect(tangentsMatch, "segment \(index)")
        }
        #expect(prepared.subpaths.map(\.isClosed) == path.subpaths.map(\.isClosed))
    }

    @Test(arguments: Shape.allCases)
    func preparedJoinsAndSimplicityEqualThePathsOwn(_ shape: Shape) throws {
        let path = try shape.path()
        let prepared = PreparedPath(path)
        var joins: [Join] = []
        prepared.forEachJoin { joins.append($0) }
        #expect(joins == path.joins)
        #expect(prepared.isSimple == path.isSimple)
        #expect(try prepared.isSimple(tolerance: 1e-3) == path.isSimple(tolerance: 1e-3))
    }

    @Test func shapesIncludeSimpleOnesAndTheBowtieIsNot() throws {
        let simpleCount = try Self.shapes().filter { PreparedPath($0).isSimple }.count
        #expect(simpleCount >= 3)
        #expect(PreparedPath(try Shape.bowtie.path()).isSimple == false)
    }

    @Test func preparingAgainReusesTheValueForAnotherPath() throws {
        let shapes = try Self.shapes()
        var prepared = PreparedPath()
        #expect(prepared.segments.isEmpty && prepared.bounds.isEmpty)
        // One value prepared for every shape in turn, then back again: the order is the behaviour.
        for (step, path) in (shapes + shapes.reversed()).enumerated() {
            prepared.prepare(path)
            #expect(prepared.bounds == path.bounds, "step \(step)")
            #expect(prepared.segments.count == path.segments.count, "step \(step)")
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
            let slack = 1e-12 * (radius + abs(center.x) + abs(center.y))
            expectNear(measured, reference, tolerance: slack, "trial \(trial): \(measured) vs \(reference)")
        }
    }

    @Test(arguments: Shape.allCases)
    func deviationOfRealFlatteningsIsWithinTheBound(_ shape: Shape) throws {
        let path = try shape.path()
        let tolerance = 1e-4 * path.characteristicSize
        let polyline = try path.flattened(tolerance: tolerance)
        let measured = polyline.maximumDeviation(from: path)
        #expect(measured <= path.flatteningDeviationBound(tolerance: tolerance))
    }
}

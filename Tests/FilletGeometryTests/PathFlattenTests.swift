import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

@Suite struct PathFlattenTests {
    /// The chord count written out independently with `acos`, for ratios where `acos` is accurate.
    private func acosChordCount(radius: Double, sweep: Double, tolerance: Double) -> Double {
        (abs(sweep) / (2 * acos(1 - tolerance / radius))).rounded(.up)
    }

    private func arcPath(_ arc: Arc) throws(GeometryError) -> Path {
        var path = Path()
        try path.addArc(arc)
        return path
    }

    /// A random arc over many scales, with a tolerance between 10⁻⁸ r and 1.9 r.
    private func randomArc(_ generator: inout SeededGenerator) -> (arc: Arc, tolerance: Double) {
        let radius = generator.logUniform(-6...6)
        let center = Point(x: Double.random(in: -10...10, using: &generator) * radius,
                           y: Double.random(in: -10...10, using: &generator) * radius)
        let sweep = Double.random(in: -Angle.twoPi...Angle.twoPi, using: &generator)
        let start = Double.random(in: -10...10, using: &generator)
        let tolerance = radius * generator.logUniform(-8...0.27)
        return (Arc(center: center, radius: radius, startAngle: start, sweep: sweep), tolerance)
    }

    @Test func chordCountEqualsTheFormulaForManyRandomArcs() throws {
        var generator = SeededGenerator(seed: 0xF1A7)
        var compared = 0
        for trial in 0..<3000 {
            let (arc, tolerance) = randomArc(&generator)
            guard tolerance / arc.radius > 1e-6, tolerance < 2 * arc.radius else { continue }
            let exact = abs(arc.sweep) / (2 * acos(1 - tolerance / arc.radius))
            // Skip ratios within rounding of an integer, where ⌈·⌉ may legitimately differ.
            guard abs(exact - exact.rounded()) > 1e-9 else { continue }
            let count = try arc.chordCount(tolerance: tolerance)
            #expect(Double(count) == acosChordCount(radius: arc.radius, sweep: arc.sweep, tolerance: tolerance),
                    "trial \(trial): arc \(arc) tolerance \(tolerance)")
            let polyline = try arcPath(arc).flattened(tolerance: tolerance)
            #expect(polyline.points.count == 1 + count,
                    "trial \(trial): the move point plus one point per chord, arc \(arc) tolerance \(tolerance)")
            compared += 1
        }
        #expect(compared > 1500)
    }

    @Test func chordCountIsTheMinimumForChordsWithEndsOnTheArc() throws {
        var generator = SeededGenerator(seed: 7)
        for trial in 0..<2000 {
            let (arc, tolerance) = randomArc(&generator)
            let count = try arc.chordCount(tolerance: tolerance)
            let sagitta = { (chords: Int) in arc.radius * (1 - cos(abs(arc.sweep) / Double(chords) / 2)) }
            #expect(sagitta(count) <= tolerance * (1 + 1e-12),
                    "trial \(trial): n chords stay within tolerance: arc \(arc) tol \(tolerance)")
            if count >= 2 {
                #expect(sagitta(count - 1) > tolerance * (1 - 1e-9),
                        "trial \(trial): n − 1 chords would not: arc \(arc) tol \(tolerance)")
            }
        }
    }

    @Test func randomArcsStayWithinToleranceAsMeasured() throws {
        var generator = SeededGenerator(seed: 2024)
        var buffer = Polyline()
        for trial in 0..<5000 {
            let (arc, tolerance) = randomArc(&generator)
            try arcPath(arc).flatten(tolerance: tolerance, into: &buffer)
            let path = try arcPath(arc)
            let deviation = buffer.maximumDeviation(from: path)
            #expect(deviation <= path.flatteningDeviationBound(tolerance: tolerance),
                    "trial \(trial): arc \(arc) tolerance \(tolerance): deviation \(deviation)")
        }
    }

    /// Brute force, independent of `maximumDeviation`: sample the arc densely and each chord densely.
    @Test func randomArcsStayWithinToleranceByDenseSampling() throws {
        var generator = SeededGenerator(seed: 99)
        var checked = 0
        while checked < 300 {
            let (arc, tolerance) = randomArc(&generator)
            let count = try arc.chordCount(tolerance: tolerance)
            guard count <= 300 else { continue }
            let polyline = try arcPath(arc).flattened(tolerance: tolerance)
            let rounding = 1e-13 * (arc.radius + abs(arc.center.x) + abs(arc.center.y))
            let points = polyline.points
            // Polyline → path: points along every chord are within tolerance of the circle, and
            // their direction lies in the swept range (so the nearest circle point is on the arc).
            for index in 1..<points.count {
                for step in 0...8 {
                    let point = points[index - 1].interpolated(to: points[index], at: Double(step) / 8)
                    let radialGap = abs(point.distance(to: arc.center) - arc.radius)
                    #expect(radialGap <= tolerance + rounding,
                            "arc \(arc) tolerance \(tolerance): chord \(index), step \(step) is \(radialGap) off the circle")
                }
            }
            // Path → polyline: points along the arc are within tolerance of some chord.
            for sample in 0...(count * 6) {
                let point = arc.point(at: Double(sample) / Double(count * 6))
                var nearest = Double.infinity
                for index in 1..<points.count {
                    nearest = min(nearest, distance(from: point, toSegment: points[index - 1], points[index]))
                }
                #expect(nearest <= tolerance + rounding, "arc \(arc) tolerance \(tolerance): arc sample \(sample)")
            }
            checked += 1
        }
    }

    private func distance(from point: Point, toSegment a: Point, _ b: Point) -> Double {
        let edge = b - a
        let lengthSquared = edge.lengthSquared
        guard lengthSquared > 0 else { return point.distance(to: a) }
        let t = min(max((point - a).dot(edge) / lengthSquared, 0), 1)
        return point.distance(to: a + edge * t)
    }

    @Test func fullCircleGetsTheFormulasChordsAndStaysWithinTolerance() throws {
        var path = Path()
        try path.addArc(center: Point(x: 3, y: -2), radius: 1, startAngle: 0, endAngle: Angle.twoPi, clockwise: false)
        path.closeSubpath()
        let polyline = try path.flattened(tolerance: 0.01)
        let expected = Int(acosChordCount(radius: 1, sweep: Angle.twoPi, tolerance: 0.01))  // 23
        #expect(expected == 23)
        #expect(polyline.subpaths == [PolylineSubpath(pointRange: 0..<polyline.points.count, isClosed: true)])
        // The end point of a full turn is the start point only up to rounding; when it is exactly
        // equal flattening drops it.
        #expect(polyline.points.count == 1 + expected || polyline.points.count == expected)
        #expect(polyline.maximumDeviation(from: path) <= path.flatteningDeviationBound(tolerance: 0.01))
        expectNear(polyline.length, 23 * 2 * sin(Double.pi / 23), tolerance: 1e-12)
    }

    @Test(arguments: [0.3, -2.0, Double.pi, Angle.twoPi])
    func tinyRadiusWithToleranceAtLeastTwiceTheRadiusGetsOneChord(sweep: Double) throws {
        let arc = Arc(center: Point(x: 5, y: 5), radius: 1e-9, startAngle: 1, sweep: sweep)
        #expect(try arc.chordCount(tolerance: 1e-3) == 1)
        #expect(try arc.chordCount(tolerance: 2e-9) == 1)
        let path = try arcPath(arc)
        let polyline = try path.flattened(tolerance: 1e-3)
        #expect(polyline.points == [arc.startPoint, arc.endPoint])
        #expect(polyline.maximumDeviation(from: path) <= 2e-9 * (1 + 1e-12))
    }

    @Test func hugeRadiusUsesTheStableAsinFormNotACollapsingAcos() throws {
        let arc = Arc(center: Point(x: -1e9, y: 0), radius: 1e9, startAngle: -0.001, sweep: 0.002)
        // 1 − 10⁻¹⁸ rounds to 1, so acos would give a zero maximum step here.
        #expect(acos(1 - 1e-9 / 1e9) == 0)
        let step = Arc.maximumChordSweep(radius: 1e9, tolerance: 1e-9)
        expectNear(step, 4 * (5e-19).squareRoot(), tolerance: 1e-24)
        let count = try arc.chordCount(tolerance: 1e-3)
        #expect(Double(count) == (0.002 / (4 * asin((1e-3 / 2e9).squareRoot()))).rounded(.up))
        let path = try arcPath(arc)
        let polyline = try path.flattened(tolerance: 1e-3)
        #expect(polyline.points.count == count + 1)
        #expect(polyline.maximumDeviation(from: path) <= path.flatteningDeviationBound(tolerance: 1e-3))
    }

    @Test func hugeCountsAreRejectedWithATypedErrorBeforeAllocating() throws {
        let circle = Arc(center: .zero, radius: 1e9, startAngle: 0, sweep: Angle.twoPi)
        #expect(throws: GeometryError.self) { try circle.chordCount(tolerance: 1e-9) }
        var buffer = Polyline()
        let path = try arcPath(circle)
        do {
            try path.flatten(tolerance: 1e-9, into: &buffer)
            Issue.record("expected tooManyPoints")
        } catch {
            guard case .tooManyPoints(let required, let limit) = error else { Issue.record("got \(error)"); return }
            #expect(required > 2e9)
            #expect(limit == Path.maximumFlattenedPointCount)
        }
        #expect(buffer.isEmpty)
        #expect(buffer.pointCapacity < 1000, "nothing large was allocated")
    }

    @Test func pointLimitCountsTheWholePathAndLeavesTheBufferEmpty() throws {
        var path = Path()
        try path.move(to: .zero)
        for index in 1...30 { try path.addLine(to: Point(x: Double(index), y: 0)) }
        var buffer = Polyline()
        try path.flatten(tolerance: 0.1, into: &buffer, maximumPointCount: 31)
        #expect(buffer.points.count == 31)
        #expect(throws: GeometryError.tooManyPoints(required: 31, limit: 30)) {
            try path.flatten(tolerance: 0.1, into: &buffer, maximumPointCount: 30)
        }
        #expect(buffer.isEmpty && buffer.subpaths.isEmpty)
    }

    enum DegenerateArc: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case zeroSweep, zeroRadius

        var testDescription: String { rawValue }

        var arc: Arc {
            switch self {
            case .zeroSweep: Arc(center: Point(x: 1, y: 1), radius: 2, startAngle: 0.5, sweep: 0)
            case .zeroRadius: Arc(center: Point(x: 1, y: 1), radius: 0, startAngle: 0.5, sweep: 1)
            }
        }
    }

    @Test(arguments: DegenerateArc.allCases)
    func zeroSweepAndZeroRadiusArcsAddNoChords(_ degenerate: DegenerateArc) throws {
        let arc = degenerate.arc
        #expect(try arc.chordCount(tolerance: 0.1) == 0)
        let path = try arcPath(arc)
        let polyline = try path.flattened(tolerance: 0.1)
        #expect(polyline.points == [arc.startPoint])
        #expect(polyline.maximumDeviation(from: path) == 0)
    }

    @Test func linesEmitTheirEndPointsAndSubpathsKeepTheirClosedFlags() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 4, y: 0))
        try path.addLine(to: Point(x: 4, y: 3))
        path.closeSubpath()
        try path.move(to: Point(x: 10, y: 10))
        try path.addLine(to: Point(x: 11, y: 10))
        try path.addLine(to: Point(x: 11, y: 10))
        let polyline = try path.flattened(tolerance: 0.5)
        #expect(polyline.points == [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 3),
                                    Point(x: 10, y: 10), Point(x: 11, y: 10), Point(x: 11, y: 10)])
        #expect(polyline.subpaths == [PolylineSubpath(pointRange: 0..<3, isClosed: true),
                                      PolylineSubpath(pointRange: 3..<6, isClosed: false)])
        #expect(polyline.maximumDeviation(from: path) == 0)
        expectNear(polyline.length, 12 + 1)
    }

    @Test func closedSubpathDoesNotRepeatItsFirstPoint() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 1, y: 0))
        try path.addLine(to: Point(x: 1, y: 1))
        try path.addLine(to: Point(x: 0, y: 0))
        path.closeSubpath()
        let polyline = try path.flattened(tolerance: 0.1)
        #expect(polyline.points == [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1)])
        #expect(polyline.subpaths.first?.isClosed == true)
        #expect(polyline.maximumDeviation(from: path) == 0)
    }

    /// A subpath of one move, closed (`M p Z`), keeps its point wherever it stands (first, after
    /// a closed subpath, last): only a last vertex repeating the first is dropped, and a polyline
    /// subpath is never empty.
    @Test func loneClosedPointsKeepTheirPoint() throws {
        let a = Point(x: 0, y: 0), b = Point(x: 4, y: 0), c = Point(x: 4, y: 3)
        let lone = Point(x: 1, y: 1), last = Point(x: 5, y: 5)
        let path = try Path(svgPathData: "M1 1 Z M0 0 L4 0 L4 3 Z M1 1 Z M5 5 Z")
        let polyline = try path.flattened(tolerance: 0.1)
        let written = try Polyline(subpaths: [([lone], true), ([a, b, c], true), ([lone], true), ([last], true)])
        #expect(polyline.points == written.points)
        #expect(polyline.subpaths == written.subpaths)
    }

    @Test(arguments: [1.0, 0.1, 1e-3, 1e-6])
    func roundedSquareStaysWithinToleranceAndArcsEndExactlyOnTheirEndPoints(tolerance: Double) throws {
        var path = Path()
        try path.move(to: Point(x: 10, y: 0))
        try path.addArc(tangent1End: Point(x: 100, y: 0), tangent2End: Point(x: 100, y: 100), radius: 10)
        try path.addArc(tangent1End: Point(x: 100, y: 100), tangent2End: Point(x: 0, y: 100), radius: 10)
        try path.addArc(tangent1End: Point(x: 0, y: 100), tangent2End: Point(x: 0, y: 0), radius: 10)
        try path.addArc(tangent1End: Point(x: 0, y: 0), tangent2End: Point(x: 100, y: 0), radius: 10)
        path.closeSubpath()
        let polyline = try path.flattened(tolerance: tolerance)
        let arcs = path.elements.compactMap { element -> Arc? in
            guard case .arc(let arc) = element else { return nil }
            return arc
        }
        try #require(!arcs.isEmpty)
        var arcChords = 0
        for (index, arc) in arcs.enumerated() {
            #expect(polyline.points.contains(arc.endPoint), "arc \(index) ends at \(arc.endPoint)")
            arcChords += try arc.chordCount(tolerance: tolerance)
        }
        #expect(polyline.points.count == 1 + 4 + arcChords || polyline.points.count == 4 + arcChords)
        #expect(polyline.maximumDeviation(from: path) <= path.flatteningDeviationBound(tolerance: tolerance))
    }

    @Test func rotationRecurrenceStaysOnTheCircleOverHundredsOfThousandsOfSteps() throws {
        let arc = Arc(center: Point(x: 1e4, y: -3e4), radius: 1e4, startAngle: 0.3, sweep: -Angle.twoPi)
        let count = try arc.chordCount(tolerance: 1e-6)
        #expect(count > 200_000)
        let path = try arcPath(arc)
        let polyline = try path.flattened(tolerance: 1e-6)
        var worstRadialError = 0.0
        for point in polyline.points {
            worstRadialError = max(worstRadialError, abs(point.distance(to: arc.center) - arc.radius))
        }
        #expect(worstRadialError < 1e-9, "re-anchoring keeps the drift at rounding level")
        #expect(polyline.maximumDeviation(from: path) <= path.flatteningDeviationBound(tolerance: 1e-6))
    }

    @Test func deviationBoundAddsTheRoundingAllowanceScaledToThePath() throws {
        let path = try Path(elements: [.move(to: Point(x: -7, y: 2)), .line(to: Point(x: 3, y: -1)),
                                       .arc(Arc(center: Point(x: 1, y: -4), radius: 2, startAngle: 0, sweep: 1)), .close])
        #expect(path.flatteningMagnitude == 7)
        #expect(path.flatteningDeviationBound(tolerance: 0.5) == 0.5 + 7e-13)
        #expect(Path().flatteningMagnitude == 0)
    }

    @Test func flatteningAgainReusesTheBufferStorage() throws {
        var path = Path()
        try path.addArc(center: .zero, radius: 50, startAngle: 0, endAngle: 5, clockwise: false)
        try path.addLine(to: Point(x: 0, y: 0))
        path.closeSubpath()
        var buffer = Polyline()
        try path.flatten(tolerance: 0.01, into: &buffer)
        let firstPoints = buffer.points.map { $0 }  // a copy with its own storage
        let capacity = buffer.pointCapacity
        let address = buffer.points.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        for repetition in 0..<3 {
            try path.flatten(tolerance: 0.01, into: &buffer)
            #expect(buffer.pointCapacity == capacity, "repetition \(repetition)")
            #expect(buffer.points.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == address, "repetition \(repetition)")
        }
        #expect(buffer.points == firstPoints)
        // A coarser flattening fits in the same storage too.
        try path.flatten(tolerance: 1, into: &buffer)
        #expect(buffer.points.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == address)
        #expect(buffer.points.count < firstPoints.count)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteToleranceIsATypedError(tolerance: Double) throws {
        var buffer = try Path(elements: [.move(to: .zero), .line(to: Point(x: 1, y: 1))]).flattened(tolerance: 0.1)
        let path = try arcPath(Arc(center: .zero, radius: 1, startAngle: 0, sweep: 1))
        do {
            try path.flatten(tolerance: tolerance, into: &buffer)
            Issue.record("expected a throw")
        } catch {
            guard case .nonFinite(let parameter, _) = error else { Issue.record("got \(error)"); return }
            #expect(parameter == "tolerance")
        }
        #expect(throws: GeometryError.self) { try Arc(center: .zero, radius: 1, startAngle: 0, sweep: 1).chordCount(tolerance: tolerance) }
    }

    @Test(arguments: [0.0, -0.0, -1e-300, -5])
    func nonPositiveToleranceIsATypedError(tolerance: Double) throws {
        let path = try arcPath(Arc(center: .zero, radius: 1, startAngle: 0, sweep: 1))
        #expect(throws: GeometryError.nonPositiveTolerance(tolerance)) { try path.flattened(tolerance: tolerance) }
    }

    @Test func chordCountRejectsAHostileArc() {
        #expect(throws: GeometryError.negativeRadius(-1)) {
            try Arc(center: .zero, radius: -1, startAngle: 0, sweep: 1).chordCount(tolerance: 0.1)
        }
        #expect(throws: GeometryError.self) {
            try Arc(center: .zero, radius: 1, startAngle: 0, sweep: .nan).chordCount(tolerance: 0.1)
        }
    }
}

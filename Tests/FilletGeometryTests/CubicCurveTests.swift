import Foundation
import Testing
import FilletSupport
@testable import FilletGeometry
import FilletTestSupport

/// Named sample curves, degenerate ones included.
struct SampleCurve: CustomTestStringConvertible, Sendable {
    let name: String
    let curve: CubicCurve
    var testDescription: String { name }

    static func cubic(_ name: String, _ points: [Double]) -> SampleCurve {
        SampleCurve(name: name, curve: CubicCurve(Point(x: points[0], y: points[1]), Point(x: points[2], y: points[3]),
                                                  Point(x: points[4], y: points[5]), Point(x: points[6], y: points[7])))
    }

    static func quad(_ name: String, _ points: [Double]) -> SampleCurve {
        SampleCurve(name: name, curve: CubicCurve(quadFrom: Point(x: points[0], y: points[1]),
                                                  control: Point(x: points[2], y: points[3]), to: Point(x: points[4], y: points[5])))
    }

    static let all: [SampleCurve] = [
        cubic("s-curve", [0, 0, 40, -30, 60, 90, 100, 20]),
        cubic("loop", [0, 0, 120, 80, -40, 80, 80, 0]),
        cubic("cusp", [0, 0, 100, 100, 0, 100, 100, 0]),
        cubic("arch", [0, 0, 0, 55.22847498, 44.77152502, 100, 100, 100]),
        cubic("collinear-controls", [0, 0, 30, 30, 60, 60, 90, 90]),
        cubic("collinear-reversing", [0, 0, 80, 0, -20, 0, 50, 0]),
        cubic("first-control-on-start", [0, 0, 0, 0, 50, 80, 100, 0]),
        cubic("both-controls-on-ends", [0, 0, 0, 0, 100, 50, 100, 50]),
        cubic("all-points-equal", [7, 7, 7, 7, 7, 7, 7, 7]),
        cubic("tiny-scale", [0, 0, 4e-6, -3e-6, 6e-6, 9e-6, 1e-5, 2e-6]),
        cubic("huge-scale", [0, 0, 4e6, -3e6, 6e6, 9e6, 1e7, 2e6]),
        quad("quad", [0, 0, 50, 100, 100, 0]),
        quad("quad-sharp", [0, 0, 1000, 10, 0, 20]),
        quad("quad-control-on-end", [0, 0, 0, 0, 80, 40]),
    ]
}

@Suite struct CubicCurveTests {
    static func samples(_ curve: CubicCurve, _ count: Int) -> [Point] {
        (0...count).map { curve.point(at: Double($0) / Double(count)) }
    }

    static func size(_ curve: CubicCurve) -> Double { max(curve.controlBounds.diagonal, 1e-300) }

    // MARK: Bounds

    @Test(arguments: SampleCurve.all)
    func boundsContainDenseSamplesAndAreAttained(_ sample: SampleCurve) {
        // Rounding in point(at:) is relative to the coordinates' magnitude, not the curve's size.
        let curve = sample.curve, box = curve.bounds, size = max(Self.size(curve), 1e-4 * curve.magnitude)
        var dense = BoundingBox.empty
        for point in Self.samples(curve, 20_000) { dense.formUnion(point) }
        // Exact bounds contain every sample, and dense sampling comes within O(h²) of each side.
        let slack = 1e-12 * size + 1e-14 * curve.magnitude
        #expect(dense.minX >= box.minX - slack && dense.maxX <= box.maxX + slack)
        #expect(dense.minY >= box.minY - slack && dense.maxY <= box.maxY + slack)
        expectNear(dense.minX, box.minX, tolerance: 1e-7 * size)
        expectNear(dense.maxX, box.maxX, tolerance: 1e-7 * size)
        expectNear(dense.minY, box.minY, tolerance: 1e-7 * size)
        expectNear(dense.maxY, box.maxY, tolerance: 1e-7 * size)
    }

    // MARK: Length

    @Test(arguments: SampleCurve.all)
    func lengthAgreesWithRichardsonExtrapolatedChordSums(_ sample: SampleCurve) {
        let curve = sample.curve
        func chordSum(_ n: Int) -> Double {
            var total = 0.0, previous = curve.p0
            for index in 1...n {
                let point = curve.point(at: Double(index) / Double(n))
                total += previous.distance(to: point)
                previous = point
            }
            return total
        }
        let coarse = chordSum(1 << 15), fine = chordSum(1 << 16)
        let reference = (4 * fine - coarse) / 3
        let isCusp = sample.name == "cusp" || sample.name == "collinear-reversing"
        // Chord sums converge as h² (Richardson: h⁴) where B' ≠ 0; through a cusp only as h².
        let tolerance = (isCusp ? 1e-9 : 1e-12) * max(reference, 1e-300)
        expectNear(curve.length, reference, tolerance: tolerance)
    }

    @Test func lengthOfAQuarterCircleCubicIsWithinItsRadialErrorOfPiOverTwo() {
        let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        let curve = CubicCurve(Point(x: 1, y: 0), Point(x: 1, y: k), Point(x: k, y: 1), Point(x: 0, y: 1))
        // The standard quarter-circle cubic is within 2.7e-4 of the circle radially.
        expectNear(curve.length, .pi / 2, tolerance: 3e-4 * .pi / 2)
    }

    // MARK: Area

    @Test(arguments: SampleCurve.all)
    func signedAreaTermAgreesWithSimpsonIntegration(_ sample: SampleCurve) {
        let curve = sample.curve
        let origin = Point(x: 13, y: -7)
        let intervals = 4096
        var sum = 0.0
        for index in 0...intervals {
            let t = Double(index) / Double(intervals)
            let p = curve.point(at: t) - origin, d = curve.derivative(at: t)
            let weight: Double = index == 0 || index == intervals ? 1 : (index % 2 == 1 ? 4 : 2)
            sum += weight * (p.dx * d.dy - p.dy * d.dx)
        }
        let reference = 0.5 * sum / (3 * Double(intervals))
        // Rounding of the closed form is relative to the squared magnitude of the coordinates
        // about the origin (the cross products cancel down to the area).
        let reach = Self.size(curve) + curve.magnitude + origin.x.magnitude + origin.y.magnitude
        let scale = reach * reach
        expectNear(curve.signedAreaTerm(relativeTo: origin), reference, tolerance: 1e-12 * scale)
    }

    @Test func closedPathOfFourCubicsHasTheCircleAreaWithinItsRadialError() throws {
        let path = try Self.cubicCircle(radius: 10)
        // Radial error of the 4-cubic circle: at most 2.73e-4 relative, so the area within 6e-4 relative.
        expectNear(path.signedArea, .pi * 100, tolerance: 6e-4 * .pi * 100)
        #expect(path.signedArea > 0)
    }

    // MARK: Tangents and turn

    @Test func degenerateControlPointsGiveTheLimitTangent() {
        let curve = CubicCurve(Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 3, y: 4), Point(x: 10, y: 0))
        expectNear(Point(x: curve.startTangent.dx, y: curve.startTangent.dy), Point(x: 0.6, y: 0.8))
        expectNear(Point(x: curve.endTangent.dx, y: curve.endTangent.dy), Point(x: 7 / 65.0.squareRoot(), y: -4 / 65.0.squareRoot()))
        let point = CubicCurve(Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 1))
        #expect(!point.startTangent.isFinite)
    }

    @Test func circleOfCubicsHasSmoothJoinsAndTurningNumberOne() throws {
        let path = try Self.cubicCircle(radius: 3)
        var joins = 0
        path.forEachJoin { join in
            expectNear(join.signedTurn, 0, tolerance: 1e-12, "join \(joins)")
            joins += 1
        }
        #expect(joins == 4)
        let measure = try #require(path.subpathMeasures.first)
        expectNear(measure.turningNumber, 1, tolerance: 1e-12)
    }

    /// A straight side written as a curve whose controls lie on the chord only up to rounding (a
    /// quadratic raised to a cubic, a line's cubic turned by a transform) does not turn: each of
    /// these triangles turns once. Before, a curvature sign of rounding size added ±2π to the
    /// side's 10⁻¹⁶ turn (about 6 % of such triangles turned −2 or 0).
    @Test func straightCurvesUpToRoundingDoNotTurn() throws {
        var wrong: [String] = []
        for index in 0..<200 {
            let angle = 0.37 * Double(index), length = 1 + Double(index % 17) * 5.9
            let end = Point(x: length * cos(angle), y: length * sin(angle))
            let apex = Point(x: 0.5 * end.x - 0.8 * length * sin(angle), y: 0.5 * end.y + 0.8 * length * cos(angle))
            let side = index % 2 == 0
                ? "Q\(0.5 * end.x) \(0.5 * end.y) \(end.x) \(end.y)"
                : "C\(0.3 * end.x) \(0.3 * end.y) \(0.55 * end.x) \(0.55 * end.y) \(end.x) \(end.y)"
            let data = "M0 0 \(side) L\(apex.x) \(apex.y) Z"
            let turns = try #require(try Path(svgPathData: data).subpathMeasures.first).turningNumber
            if Swift.abs(Swift.abs(turns) - 1) > 1e-9 { wrong.append("\(data): \(turns)") }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of 200 triangles: \(wrong.prefix(3))")
    }

    @Test(arguments: SampleCurve.all)
    func tangentTurnAgreesWithSummedSampleAngles(_ sample: SampleCurve) {
        let curve = sample.curve
        guard curve.startTangent.isFinite, !["cusp", "collinear-reversing"].contains(sample.name) else { return }
        var total = 0.0
        var previous = curve.startTangent
        let count = 100_000
        for index in 1...count {
            let t = Double(index) / Double(count)
            let direction = index == count ? curve.endTangent : curve.derivative(at: t).normalized
            guard direction.isFinite else { continue }
            total += previous.signedAngle(to: direction)
            previous = direction
        }
        expectNear(curve.tangentTurn, total, tolerance: 1e-9)
    }

    // MARK: Flattening

    /// The Hausdorff distance between `curve` and its flattening, measured independently: every
    /// vertex against 200 000 curve samples (to within their spacing) and every sample against
    /// every chord.
    static func measuredDeviation(_ curve: CubicCurve, polyline: [Point]) -> Double {
        let dense = samples(curve, 200_000)
        var worst = 0.0
        for point in dense {
            var best = Double.infinity
            for index in 0..<(polyline.count - 1) {
                let a = polyline[index], b = polyline[index + 1], direction = b - a
                let lengthSquared = direction.lengthSquared
                let t = lengthSquared > 0 ? min(1, max(0, (point - a).dot(direction) / lengthSquared)) : 0
                best = min(best, (point - (a + direction * t)).length)
            }
            worst = max(worst, best)
        }
        return worst
    }

    @Test(arguments: SampleCurve.all, [1e-1, 1e-3])
    func flatteningStaysWithinTheToleranceMeasuredIndependently(_ sample: SampleCurve, relativeTolerance: Double) throws {
        let curve = sample.curve
        let tolerance = relativeTolerance * Self.size(curve)
        var path = Path()
        try path.move(to: curve.p0)
        try path.addCurve(to: curve.p3, control1: curve.p1, control2: curve.p2)
        let polyline = try path.flattened(tolerance: tolerance)
        #expect(polyline.points.first == curve.p0 && polyline.points.last == curve.p3)
        let measured = Self.measuredDeviation(curve, polyline: polyline.points)
        #expect(measured <= path.flatteningDeviationBound(tolerance: tolerance),
                "measured \(measured) > tolerance \(tolerance)")
        #expect(polyline.maximumDeviation(from: path) <= path.flatteningDeviationBound(tolerance: tolerance))
    }

    /// Asymptotic lower bound ∫√(κ/8tol)ds; the uniform second-difference count is within 1.5×
    /// on a symmetric arch and a quadratic, measured (and reported in the README).
    @Test(arguments: ["arch", "quad"])
    func flatteningCountIsCloseToTheLowerBoundForOrdinaryCurves(name: String) throws {
        let curve = try #require(SampleCurve.all.first { $0.name == name }, "sample curve \(name)").curve
        let ratio = curve.flatteningOptimalityRatio(tolerance: 1e-4 * Self.size(curve))
        #expect(ratio >= 1 && ratio < 1.5, "ratio \(ratio)")
    }

    @Test func quadraticChordCountIsTheQuadraticFormula() throws {
        let quad = CubicCurve(quadFrom: Point(x: 0, y: 0), control: Point(x: 50, y: 100), to: Point(x: 100, y: 0))
        let tolerance = 0.01
        // ‖q0 − 2q1 + q2‖ = 200: n = ⌈√(200 / (4·0.01))⌉ = ⌈70.71⌉ = 71 on one span.
        let counts = try #require(quad.chordCounts(tolerance: tolerance, limit: .max))
        #expect(counts.reduce(0, +) >= 71)
        #expect(counts.reduce(0, +) <= 71 + counts.count)
    }

    /// A curve needing more chords than an Int holds (a huge control point, a tiny tolerance) is
    /// refused with the point limit's error, like an arc, never a trap converting the span count.
    @Test(arguments: [(1e300, 1e-3), (100.0, 1e-300), (2e307, 0.1)])
    func hugeChordCountsThrowTooManyPointsInsteadOfTrapping(control: Double, tolerance: Double) throws {
        var path = Path()
        try path.move(to: .zero)
        try path.addCurve(to: Point(x: 1, y: 0), control1: Point(x: 0, y: control), control2: Point(x: 1, y: 1))
        var polyline = Polyline()
        do {
            try path.flatten(tolerance: tolerance, into: &polyline)
            Issue.record("a curve needing more than the point limit was flattened")
        } catch {
            guard case .tooManyPoints(let required, let limit) = error else {
                Issue.record("expected tooManyPoints, got \(error)")
                return
            }
            #expect(required > Double(limit), "required \(required)")
            #expect(!error.description.contains("inf") && !error.description.contains("nan"), "\(error)")
        }
        let curve = CubicCurve(.zero, Point(x: 0, y: control), Point(x: 1, y: 1), Point(x: 1, y: 0))
        #expect(curve.flatteningChordCount(tolerance: tolerance) == nil)
    }

    /// The reused scan table is sized by each curve's extrema (not four spare pieces per curve):
    /// the bound must cover the pieces the scan cuts, on curves with 0 to 4 extrema.
    @Test func scanCapacityCoversTheMonotonePiecesOfEveryCurve() throws {
        var rng = SplitMix64(seed: 0xC0FFEE_5CA9)
        var counts: Set<Int> = []
        for _ in 0..<500 {
            func point() -> Point {
                Point(x: Double.random(in: -10...10, using: &rng), y: Double.random(in: -10...10, using: &rng))
            }
            var path = Path()
            try path.move(to: point())
            try path.addCurve(to: point(), control1: point(), control2: point())
            let prepared = PreparedPath(path)
            let pieces = prepared.scanItems().count
            let curve = try #require(path.elements[1].curve(from: path.elements[0].endPoint!))
            #expect(prepared.scanCapacity == 1 + curve.extremaParameters.count)
            #expect(pieces <= prepared.scanCapacity && pieces >= 1)
            counts.insert(pieces)
        }
        #expect(counts.count >= 4, "piece counts seen: \(counts.sorted())")
    }

    // MARK: Builders

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func curveBuildersRejectNonFiniteInputAndLeaveThePathUnchanged(_ bad: Double) throws {
        var path = Path()
        try path.move(to: Point(x: 1, y: 2))
        let before = path
        #expect(throws: GeometryError.self) { try path.addQuadCurve(to: Point(x: bad, y: 0), control: .zero) }
        #expect(throws: GeometryError.self) { try path.addQuadCurve(to: .zero, control: Point(x: 0, y: bad)) }
        #expect(throws: GeometryError.self) { try path.addCurve(to: .zero, control1: Point(x: bad, y: 0), control2: .zero) }
        #expect(throws: GeometryError.self) { try path.addCurve(to: .zero, control1: .zero, control2: Point(x: 0, y: bad)) }
        #expect(throws: GeometryError.self) { try path.addCurve(to: Point(x: 0, y: bad), control1: .zero, control2: .zero) }
        #expect(path == before)
        #expect(throws: GeometryError.self) { try Path(elements: [.move(to: .zero), .quad(control: Point(x: bad, y: 0), to: .zero)]) }
        #expect(throws: GeometryError.self) {
            try Path(elements: [.move(to: .zero), .cubic(control1: .zero, control2: .zero, to: Point(x: bad, y: 1))])
        }
    }

    @Test func curveWithoutCurrentPointThrowsNoCurrentPoint() {
        var path = Path()
        #expect(throws: GeometryError.noCurrentPoint(operation: "addCurve(to:control1:control2:)")) {
            try path.addCurve(to: .zero, control1: .zero, control2: .zero)
        }
        #expect(path.isEmpty)
    }

    @Test func curveAfterCloseReopensAtTheSubpathStart() throws {
        var path = Path()
        try path.move(to: Point(x: 1, y: 1))
        try path.addLine(to: Point(x: 5, y: 1))
        path.closeSubpath()
        try path.addQuadCurve(to: Point(x: 3, y: 9), control: Point(x: 9, y: 9))
        #expect(path.elements.suffix(2) == [.move(to: Point(x: 1, y: 1)), .quad(control: Point(x: 9, y: 9), to: Point(x: 3, y: 9))])
    }

    // MARK: Output

    @Test func jsonRoundTripsCurvesBitForBit() throws {
        var path = Path()
        try path.move(to: Point(x: 0.1, y: 0.2))
        try path.addQuadCurve(to: Point(x: 1.0 / 3, y: 2), control: Point(x: -1e-300, y: 5e300))
        try path.addCurve(to: Point(x: 0, y: 0), control1: Point(x: .pi, y: -.pi), control2: Point(x: 1e-7, y: 7))
        path.closeSubpath()
        let text = path.jsonString()
        #expect(text.contains("{\"op\":\"quad\",\"control\":[") && text.contains("{\"op\":\"cubic\",\"control1\":["))
        let decoded = try Path(json: text)
        #expect(decoded == path)
        let coded = try JSONDecoder().decode(Path.self, from: JSONEncoder().encode(path))
        #expect(coded == path)
    }

    @Test func svgPathDataWritesQAndC() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 5))
        try path.addCurve(to: Point(x: 0, y: 0), control1: Point(x: 10, y: 10), control2: Point(x: 0, y: 10))
        path.closeSubpath()
        #expect(path.svgPathData() == "M0 0 Q5 5 10 0 C10 10 0 10 0 0 Z")
    }

    // MARK: Self-intersection

    static func cubicCircle(radius r: Double) throws -> Path {
        let k = 4.0 / 3.0 * (2.0.squareRoot() - 1) * r
        var path = Path()
        try path.move(to: Point(x: r, y: 0))
        try path.addCurve(to: Point(x: 0, y: r), control1: Point(x: r, y: k), control2: Point(x: k, y: r))
        try path.addCurve(to: Point(x: -r, y: 0), control1: Point(x: -k, y: r), control2: Point(x: -r, y: k))
        try path.addCurve(to: Point(x: 0, y: -r), control1: Point(x: -r, y: -k), control2: Point(x: -k, y: -r))
        try path.addCurve(to: Point(x: r, y: 0), control1: Point(x: k, y: -r), control2: Point(x: r, y: -k))
        path.closeSubpath()
        return path
    }

    struct IntersectionCase: CustomTestStringConvertible, Sendable {
        let name: String
        let elements: [PathElement]
        let isSimple: Bool
        var testDescription: String { name }
    }

    static let intersectionCases: [IntersectionCase] = {
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        return [
            IntersectionCase(name: "circle of cubics", elements: try! cubicCircle(radius: 5).elements, isSimple: true),
            IntersectionCase(name: "loop cubic closed by a line",
                             elements: [.move(to: p(0, 0)), .cubic(control1: p(120, 80), control2: p(-40, 80), to: p(80, 0)), .close],
                             isSimple: false),
            IntersectionCase(name: "arch closed by a line",
                             elements: [.move(to: p(0, 0)), .cubic(control1: p(0, 55), control2: p(45, 100), to: p(100, 100)), .close],
                             isSimple: true),
            IntersectionCase(name: "quad lens",
                             elements: [.move(to: p(0, 0)), .quad(control: p(50, 40), to: p(100, 0)),
                                        .quad(control: p(50, -40), to: p(0, 0)), .close],
                             isSimple: true),
            IntersectionCase(name: "crossing quads (figure eight)",
                             elements: [.move(to: p(0, 0)), .quad(control: p(50, 80), to: p(100, 0)),
                                        .quad(control: p(50, 80), to: p(0, 10)), .close],
                             isSimple: false),
            IntersectionCase(name: "curve crossing an arc",
                             elements: [.move(to: p(-20, 0)), .cubic(control1: p(-20, 30), control2: p(20, -30), to: p(20, 0)),
                                        .arc(Arc(center: p(0, 0), radius: 20, startAngle: 0, sweep: .pi)), .close],
                             isSimple: false),
            IntersectionCase(name: "square with a degenerate curve at a corner",
                             elements: [.move(to: p(0, 0)), .line(to: p(10, 0)),
                                        .cubic(control1: p(10, 0), control2: p(10, 0), to: p(10, 0)),
                                        .line(to: p(10, 10)), .line(to: p(0, 10)), .close],
                             isSimple: true),
            IntersectionCase(name: "line written as collinear cubic",
                             elements: [.move(to: p(0, 0)), .cubic(control1: p(3, 3), control2: p(6, 6), to: p(9, 9)),
                                        .line(to: p(0, 9)), .close],
                             isSimple: true),
            IntersectionCase(name: "collinear cubic doubling back",
                             elements: [.move(to: p(0, 0)), .cubic(control1: p(80, 0), control2: p(-20, 0), to: p(50, 0)),
                                        .line(to: p(50, 30)), .close],
                             isSimple: false),
            IntersectionCase(name: "cusp",
                             elements: [.move(to: p(0, 0)), .cubic(control1: p(100, 100), control2: p(0, 100), to: p(100, 0)), .close],
                             isSimple: false),
            IntersectionCase(name: "curves touching at one point",
                             elements: [.move(to: p(0, 0)), .quad(control: p(50, 50), to: p(100, 0)), .line(to: p(100, 50)),
                                        .quad(control: p(50, 0), to: p(0, 50)), .close],
                             isSimple: false),
        ]
    }()

    @Test(arguments: intersectionCases)
    func selfIntersectionVerdictOnCurves(_ sample: IntersectionCase) throws {
        let path = try Path(elements: sample.elements)
        #expect(path.isSimple == sample.isSimple)
        #expect(PreparedPath(path).isSimple == sample.isSimple)
    }

    @Test(arguments: intersectionCases, [1e-6, 1e6])
    func selfIntersectionVerdictOnCurvesDoesNotChangeWithScale(_ sample: IntersectionCase, factor: Double) throws {
        let path = try Path(elements: sample.elements)
        #expect(try TestShapes.scaled(path, by: factor).isSimple == sample.isSimple, "scaled by \(factor)")
    }

    @Test func clearanceOfCurvesIsWithinTheSampledDistance() throws {
        let a = CubicCurve(Point(x: 0, y: 0), Point(x: 30, y: 40), Point(x: 60, y: 40), Point(x: 90, y: 0))
        let b = PathSegment.Geometry.line(from: Point(x: 0, y: 50), to: Point(x: 90, y: 50))
        let exact = SegmentDistance.distance(PreparedSegment(.curve(a)), PreparedSegment(b))
        // The curve's top is at y = 30 (t = ½): distance 20.
        expectNear(exact, 20, tolerance: 1e-9)
    }
}

/// The deviation measure on a curve that doubles back along its own chords.
@Suite struct CurveDeviationTrackingTests {
    /// A cubic with a tight turn (a random curve path of the path suite's kind): its
    /// flattening at 0.143763 is within the tolerance (checked by brute force: every curve sample
    /// against every chord), but the sample-to-chord tracking lost its place where the curve
    /// runs back along its own chords and reported 31.2.
    @Test func deviationOfACurveDoublingBackMatchesBruteForce() throws {
        let path = try Path(svgPathData: "M-67.090 -24.468 C-43.753 4.145 -59.679 -37.313 -69.106 20.745")
        let tolerance = 0.143763
        let polyline = try path.flattened(tolerance: tolerance)
        guard case .cubic(let control1, let control2, let end) = path.elements[1] else {
            Issue.record("expected a cubic")
            return
        }
        let curve = CubicCurve(Point(x: -67.090, y: -24.468), control1, control2, end)
        var bruteForce = 0.0
        for index in 0...20_000 {
            let point = curve.point(at: Double(index) / 20_000)
            var nearest = Double.infinity
            for chord in 0..<(polyline.points.count - 1) {
                let a = polyline.points[chord], direction = polyline.points[chord + 1] - a
                let t = Swift.min(1, Swift.max(0, (point - a).dot(direction) / direction.lengthSquared))
                nearest = Swift.min(nearest, point.distance(to: a + direction * t))
            }
            bruteForce = Swift.max(bruteForce, nearest)
        }
        #expect(bruteForce <= tolerance)
        let measured = polyline.maximumDeviation(from: path)
        #expect(measured <= path.flatteningDeviationBound(tolerance: tolerance), "measured \(measured)")
        expectNear(measured, bruteForce, tolerance: 1e-3 * tolerance, relative: 0)
    }
}

/// A cusp exactly at a cut of the tangent-turn intervals (`B' = 0` there).
@Suite struct CurveCuspTurnTests {
    /// `M0 0 C1 1 0 1 1 0` has its cusp at t = ½ exactly; both intervals beside it were dropped
    /// (their directions at the cusp were NaN) and the closed path turned −0.75 times.
    @Test func closedPathThroughAnExactCuspTurnsAWholeNumberOfTimes() throws {
        let path = try Path(svgPathData: "M0 0 C1 1 0 1 1 0 Z")
        let measure = try #require(path.subpathMeasures.first)
        expectNear(measure.turningNumber, measure.turningNumber.rounded(), tolerance: 1e-12)
        let curve = CubicCurve(Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1), Point(x: 1, y: 0))
        #expect(curve.derivative(at: 0.5) == Vector(dx: 0, dy: 0))
        // From 45° down-right to −45°, through the reversal (+π) at the cusp: the two halves turn
        // by the same amount, so the total is π plus twice the first half's turn.
        let firstHalf = curve.subcurve(from: 0, to: 0.5).tangentTurn
        expectNear(curve.tangentTurn, Double.pi + 2 * firstHalf, tolerance: 1e-9)
    }
}

import Foundation
import Testing
import FilletSupport
@testable import FilletGeometry

/// The flattening deviation of a curve skips the samples a hull certificate shows cannot raise
/// the maximum, and settles vertex searches within it: its result must be, to the bit, the
/// maximum over every vertex's distance to the curve and every sample's distance to the chain,
/// measured one by one as the definition states.
@Suite struct CurveDeviationTests {
    /// The definition: each vertex's branch-and-bound distance, and 64 samples per chord against
    /// every chord (the same formula as the library's, so the same bits).
    static func definition(_ curve: CubicCurve, chain: [Point]) -> Double {
        func toChord(_ point: Point, _ a: Point, _ b: Point) -> Double {
            let direction = b - a
            let lengthSquared = direction.lengthSquared
            guard lengthSquared > 0 else { return (point - a).lengthSquared }
            let t = Swift.min(1, Swift.max(0, (point - a).dot(direction) / lengthSquared))
            return (point - (a + direction * t)).lengthSquared
        }
        let size = curve.controlBounds.diagonal
        var worst = 0.0
        for vertex in chain.dropFirst() {
            worst = Swift.max(worst, CurveContacts.distanceSquared(from: vertex, to: curve, accuracy: 1e-13 * size).squareRoot())
        }
        let chords = chain.count - 1, samples = 64 * chords
        for index in 0...samples {
            let point = curve.point(at: Double(index) / Double(samples))
            var best = Double.infinity
            for chord in 0..<chords { best = Swift.min(best, toChord(point, chain[chord], chain[chord + 1])) }
            worst = Swift.max(worst, best.squareRoot())
        }
        return worst
    }

    static func randomCurve(_ random: inout SplitMix64, scale: Double) -> CubicCurve {
        func coordinate() -> Double { (Double(random.next() % 2_000_001) / 1_000_000 - 1) * scale }
        return CubicCurve(Point(x: coordinate(), y: coordinate()), Point(x: coordinate(), y: coordinate()),
                          Point(x: coordinate(), y: coordinate()), Point(x: coordinate(), y: coordinate()))
    }

    /// `curve` as a one-curve path.
    static func path(of curve: CubicCurve) throws -> Path {
        var path = Path()
        try path.move(to: curve.p0)
        try path.addCurve(to: curve.p3, control1: curve.p1, control2: curve.p2)
        return path
    }

    /// `curve` as a one-curve path, flattened at `relativeTolerance` of its control polygon's
    /// diagonal (at least 10⁻⁹): the path, the absolute tolerance, the flattening and its points.
    static func flattened(_ curve: CubicCurve, relativeTolerance: Double) throws
        -> (path: Path, tolerance: Double, polyline: Polyline, chain: [Point]) {
        let path = try path(of: curve)
        let tolerance = relativeTolerance * Swift.max(curve.controlBounds.diagonal, 1e-9)
        var polyline = Polyline()
        try path.flatten(tolerance: tolerance, into: &polyline)
        return (path, tolerance, polyline, Array(polyline.points))
    }

    @Test(arguments: [1e-3, 1e-2, 0.1])
    func flatteningDeviationIsTheDefinitionsToTheBit(relativeTolerance: Double) throws {
        var random = SplitMix64(seed: 35)
        for index in 0..<300 {
            let scale = [1.0, 24, 1_000, 1e-3, 1e-6, 1e6][index % 6]
            var curve = Self.randomCurve(&random, scale: scale)
            if index % 7 == 0 {  // far from the origin: a unit-size curve at 10⁶
                let offset = Vector(dx: 1e6, dy: -1e6)
                curve = CubicCurve(curve.p0 + offset, curve.p1 + offset, curve.p2 + offset, curve.p3 + offset)
            }
            let (path, _, polyline, chain) = try Self.flattened(curve, relativeTolerance: relativeTolerance)
            #expect(polyline.maximumDeviation(from: path) == Self.definition(curve, chain: chain),
                    "curve \(index): \(curve)")
        }
    }

    /// The certificate that lets a curve's measure return its floor unmeasured
    /// (``Polyline/chordsCertified(_:standingFor:within:)``) never holds where the definition
    /// exceeds the floor, and holds for most flattenings measured at the gate's bound (the
    /// tolerance plus its rounding allowance), which is what it is for.
    @Test(arguments: [1e-3, 1e-2, 0.1])
    func aCertifiedCurveIsWithinItsFloor(relativeTolerance: Double) throws {
        var random = SplitMix64(seed: 48)
        var certifiedAtTheBound = 0
        let count = 300
        for index in 0..<count {
            let scale = [1.0, 24, 1_000, 1e-3][index % 4]
            let curve = Self.randomCurve(&random, scale: scale)
            let (_, tolerance, _, chain) = try Self.flattened(curve, relativeTolerance: relativeTolerance)
            let deviation = Self.definition(curve, chain: chain)
            let bound = tolerance + Path.flatteningRoundingAllowance * curve.magnitude
            for floor in [0.5 * deviation, deviation.nextDown, deviation, 1.01 * deviation, 2 * deviation, bound] {
                if Polyline.chordsCertified(chain, standingFor: curve, within: floor) {
                    #expect(deviation <= floor, "curve \(index): certified within \(floor), deviation \(deviation)")
                }
            }
            if Polyline.chordsCertified(chain, standingFor: curve, within: bound) { certifiedAtTheBound += 1 }
        }
        #expect(certifiedAtTheBound * 10 >= count * 8, "\(certifiedAtTheBound) of \(count) certified at the bound")
    }

    @Test func aChainFarFromItsCurveIsNeverCertified() {
        let curve = CubicCurve(Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 10), Point(x: 10, y: 0))
        let chain = [curve.p0, Point(x: 5, y: -3), curve.p3]
        #expect(!Polyline.chordsCertified(chain, standingFor: curve, within: 7))
        #expect(Polyline.chordsCertified(chain, standingFor: curve, within: 100))
        #expect(!Polyline.chordsCertified(chain, standingFor: curve, within: .infinity))
        #expect(!Polyline.chordsCertified(chain, standingFor: curve, within: .nan))
    }

    /// A curve with a NaN or infinite control point is never certified, whatever the chain
    /// (`Path`'s builders refuse such a curve, but the certificate is a function of its own):
    /// `Swift.max` drops a NaN by its position, so the hull bound alone could pass it.
    @Test(arguments: [0, 1, 2, 3], [Double.nan, .infinity, -.infinity])
    func aCurveWithANonFiniteControlPointIsNeverCertified(control: Int, value: Double) {
        let curve = CubicCurve(Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 10), Point(x: 10, y: 0))
        let chain = [curve.p0, curve.p3]
        #expect(Polyline.chordsCertified(chain, standingFor: curve, within: 100))
        var points = [curve.p0, curve.p1, curve.p2, curve.p3]
        points[control].y = value
        let broken = CubicCurve(points[0], points[1], points[2], points[3])
        #expect(!Polyline.chordsCertified(chain, standingFor: broken, within: 100))
        #expect(!Polyline.chordsCertified([curve.p0, Point(x: 5, y: 5), curve.p3], standingFor: broken, within: 100))
    }

    @Test func aChainFarFromItsCurveMeasuresTheGap() throws {
        // A chain that is not a flattening at all: every sample is far off, none may be skipped.
        let curve = CubicCurve(Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 10), Point(x: 10, y: 0))
        let chain = [curve.p0, Point(x: 5, y: -3), curve.p3]
        let polyline = try Polyline(subpaths: [(points: chain, isClosed: false)])
        let measured = polyline.maximumDeviation(from: try Self.path(of: curve))
        #expect(measured == Self.definition(curve, chain: chain))
        #expect(measured > 7.5)
    }

    /// Several curves in one path: each curve's measure starts from the largest deviation found
    /// before it, and ``Polyline/maximumDeviation(from:above:)`` from a floor; the result is
    /// still the largest of the curves' definitions, and `max(floor, deviation)` to the bit.
    @Test func aFloorAndEarlierCurvesChangeNothingButTheWork() throws {
        var random = SplitMix64(seed: 37)
        for index in 0..<120 {
            let scale = [1.0, 1_000, 1e-3][index % 3]
            var path = Path()
            var curves: [CubicCurve] = []
            var start = Point(x: 0, y: 0)
            try path.move(to: start)
            for _ in 0..<(2 + index % 4) {
                let shape = Self.randomCurve(&random, scale: scale)
                let offset = start - shape.p0
                let curve = CubicCurve(start, shape.p1 + offset, shape.p2 + offset, shape.p3 + offset)
                try path.addCurve(to: curve.p3, control1: curve.p1, control2: curve.p2)
                curves.append(curve)
                start = curve.p3
            }
            var polyline = Polyline()
            try path.flatten(tolerance: [1e-3, 1e-2, 0.1][index % 3] * scale, into: &polyline)
            // Each curve's chain: its start, then the vertices up to its end.
            var expected = 0.0, vertex = 1
            for curve in curves {
                var chain = [curve.p0]
                while chain.count == 1 || chain.last != curve.p3 {
                    chain.append(polyline.points[vertex])
                    vertex += 1
                }
                expected = Swift.max(expected, Self.definition(curve, chain: chain))
            }
            let measured = polyline.maximumDeviation(from: path)
            #expect(measured == expected, "path \(index)")
            for floor in [0, 0.5 * expected, expected, 2 * expected, expected.nextDown] {
                #expect(polyline.maximumDeviation(from: path, above: floor).bitPattern == Swift.max(floor, measured).bitPattern,
                        "path \(index), floor \(floor)")
            }
        }
    }
}

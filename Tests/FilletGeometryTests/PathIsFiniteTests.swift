import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

/// `Path.isFinite` decides on the box of the points, control points and arcs' circles when its
/// coordinates are within 10¹⁰⁰, and on the exact bounds otherwise: the answer is always the
/// exact bounds' (every number of a built path is finite, so `isFinite` is the bounds' diagonal).
@Suite struct PathIsFiniteTests {
    /// Random lines, curves and arcs at scales up to the edge of the doubles, where the hull's
    /// diagonal overflows sooner than the exact bounds' do.
    @Test func theAnswerIsTheExactBoundsOnes() throws {
        var generator = SeededGenerator(seed: 0xF1417E)
        var outcomes: Set<[Bool]> = []
        for _ in 0..<2_000 {
            // Half near the edge of the doubles, half within the reach (up to 10⁹⁹).
            let scale = Bool.random(using: &generator) ? 1.7e308 * generator.logUniform(-3...0) : generator.logUniform(0...99)
            func random() -> Point {
                Point(x: Double.random(in: -1...1, using: &generator) * scale, y: Double.random(in: -1...1, using: &generator) * scale)
            }
            var path = Path()
            do {
                try path.move(to: random())
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    switch Int.random(in: 0...3, using: &generator) {
                    case 0: try path.addLine(to: random())
                    case 1: try path.addQuadCurve(to: random(), control: random())
                    case 2: try path.addCurve(to: random(), control1: random(), control2: random())
                    default:
                        try path.addArc(center: random(), radius: Double.random(in: 0...1, using: &generator) * scale,
                                        startAngle: Double.random(in: -4...4, using: &generator),
                                        endAngle: Double.random(in: -4...4, using: &generator), clockwise: Bool.random(using: &generator))
                    }
                }
            } catch {
                continue   // an arc whose ends overflow: not a path
            }
            let exact = path.characteristicSize.isFinite
            #expect(path.isFinite == exact, "\(path.elements)")
            let hull = path.elements.reduce(into: BoundingBox.empty) { box, element in
                switch element {
                case .move(let point), .line(let point): box.formUnion(point)
                case .arc(let arc):
                    box.formUnion(Point(x: arc.center.x - arc.radius, y: arc.center.y - arc.radius))
                    box.formUnion(Point(x: arc.center.x + arc.radius, y: arc.center.y + arc.radius))
                case .quad(let control, let point): box.formUnion(control); box.formUnion(point)
                case .cubic(let c1, let c2, let point): box.formUnion(c1); box.formUnion(c2); box.formUnion(point)
                case .close: break
                }
            }
            outcomes.insert([exact, Swift.max(-hull.minX, hull.maxX, -hull.minY, hull.maxY) <= 1e100])
        }
        // Both sides of the reach occurred, with finite and overflowing bounds past it.
        #expect(outcomes.contains([true, true]) && outcomes.contains([false, false]) && outcomes.contains([true, false]),
                "\(outcomes)")
    }

    /// Found by review: a curve whose control points are all within the largest double, but whose
    /// computed points land an ulp beyond them, so that the bounds' diagonal overflows where the
    /// hull's does not. Not finite, as the exact bounds say.
    @Test func boundsOverflowingAnUlpBeyondTheHullAreNotFinite() throws {
        let path = try Path(svgPathData: "M-4.94608759308141e+307 0 L1.3030843755541748e+308 0 C1.3030843755541748e+308 "
                            + "7.1564172968039435 1.3030843755541748e+308 -8.065940439037323 1.3030843755541748e+308 0 Z")
        #expect(!path.characteristicSize.isFinite)
        #expect(!path.isFinite)
    }

    /// Within the reach the exact bounds are never computed: an empty path and one of a lone move
    /// are finite, as before.
    @Test func emptyAndLoneMovePathsAreFinite() throws {
        #expect(Path().isFinite)
        #expect(try Path(svgPathData: "M1e100 -1e100").isFinite)
        #expect(try Path(svgPathData: "M1e300 -1e300").isFinite)
    }

    /// A cubic whose control points reach ±1.7e308 from ends at the origin: its hull's diagonal
    /// overflows, its own bounds (about a third of that) do not.
    @Test func aCurveWithinReachIsFiniteThoughItsHullIsNot() throws {
        var path = Path()
        try path.move(to: .zero)
        try path.addCurve(to: Point(x: 0, y: 1), control1: Point(x: 1.7e308, y: 0), control2: Point(x: -1.7e308, y: 1))
        #expect(path.isFinite)
        var far = Path()
        try far.move(to: Point(x: -1.7e308, y: 0))
        try far.addLine(to: Point(x: 1.7e308, y: 0))
        #expect(!far.isFinite)
    }
}

import Foundation
import Testing
@testable import FilletGeometry
import FilletSupport
import FilletTestSupport

@Suite struct SVGPathParserTests {
    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    struct GrammarCase: CustomTestStringConvertible, Sendable {
        let data: String
        let elements: [PathElement]
        var testDescription: String { data }
    }

    static let grammarCases: [GrammarCase] = [
        GrammarCase(data: "", elements: []),
        GrammarCase(data: " \t\n\r\u{0C}", elements: []),
        GrammarCase(data: "M1 2L3 4", elements: [.move(to: p(1, 2)), .line(to: p(3, 4))]),
        GrammarCase(data: "M1,2 3,4 5,6", elements: [.move(to: p(1, 2)), .line(to: p(3, 4)), .line(to: p(5, 6))]),
        GrammarCase(data: "m1 2 3 4", elements: [.move(to: p(1, 2)), .line(to: p(4, 6))]),
        GrammarCase(data: "M1 2h3v4H0V1z", elements: [.move(to: p(1, 2)), .line(to: p(4, 2)), .line(to: p(4, 6)),
                                                         .line(to: p(0, 6)), .line(to: p(0, 1)), .close]),
        GrammarCase(data: "M0 0 h1 2 3", elements: [.move(to: p(0, 0)), .line(to: p(1, 0)), .line(to: p(3, 0)), .line(to: p(6, 0))]),
        GrammarCase(data: "M-.5-.5L.5.5", elements: [.move(to: p(-0.5, -0.5)), .line(to: p(0.5, 0.5))]),
        GrammarCase(data: "M1e2-1E-1L+2.5e+1,0", elements: [.move(to: p(100, -0.1)), .line(to: p(25, 0))]),
        GrammarCase(data: "M0 0C1 2 3 4 5 6S9 10 11 12", elements: [
            .move(to: p(0, 0)), .cubic(control1: p(1, 2), control2: p(3, 4), to: p(5, 6)),
            .cubic(control1: p(7, 8), control2: p(9, 10), to: p(11, 12))]),
        GrammarCase(data: "M0 0S1 2 3 4", elements: [.move(to: p(0, 0)), .cubic(control1: p(0, 0), control2: p(1, 2), to: p(3, 4))]),
        GrammarCase(data: "M0 0c1 2 3 4 5 6s4 4 6 6", elements: [
            .move(to: p(0, 0)), .cubic(control1: p(1, 2), control2: p(3, 4), to: p(5, 6)),
            .cubic(control1: p(7, 8), control2: p(9, 10), to: p(11, 12))]),
        GrammarCase(data: "M0 0Q1 1 2 0T4 0", elements: [
            .move(to: p(0, 0)), .quad(control: p(1, 1), to: p(2, 0)), .quad(control: p(3, -1), to: p(4, 0))]),
        GrammarCase(data: "M0 0T2 0", elements: [.move(to: p(0, 0)), .quad(control: p(0, 0), to: p(2, 0))]),
        GrammarCase(data: "M0 0q1 1 2 0t2 0 2 0", elements: [
            .move(to: p(0, 0)), .quad(control: p(1, 1), to: p(2, 0)), .quad(control: p(3, -1), to: p(4, 0)),
            .quad(control: p(5, 1), to: p(6, 0))]),
        GrammarCase(data: "M0 0C1 1 2 1 3 0T5 0", elements: [  // T after C: no reflection
            .move(to: p(0, 0)), .cubic(control1: p(1, 1), control2: p(2, 1), to: p(3, 0)), .quad(control: p(3, 0), to: p(5, 0))]),
        GrammarCase(data: "M0 0L1 0ZL2 2", elements: [.move(to: p(0, 0)), .line(to: p(1, 0)), .close, .move(to: p(0, 0)), .line(to: p(2, 2))]),
        GrammarCase(data: "M0 0 10 0 a5 5 0 00 0 0", elements: [.move(to: p(0, 0)), .line(to: p(10, 0))]),  // zero-length arc dropped
        GrammarCase(data: "M0 0A0 5 0 1 1 4 4", elements: [.move(to: p(0, 0)), .line(to: p(4, 4))]),  // zero radius: a line
    ]

    @Test(arguments: grammarCases)
    func grammarCornersParseToTheExpectedElements(_ sample: GrammarCase) throws {
        let path = try Path(svgPathData: sample.data)
        #expect(path.elements == sample.elements)
    }

    /// Radii far too small are scaled up (SVG 2 F.6.6) whatever their size: at 1e-160 the square
    /// of chord/radius overflowed and a valid half circle was refused. Also for ellipses.
    @Test(arguments: [1e-160, 1e-300, 1e-3])
    func tinyRadiiAreScaledUpToAHalfCircle(radius: Double) throws {
        let path = try Path(svgPathData: "M0 0 A\(radius) \(radius) 0 0 0 1 0")
        guard case .arc(let arc) = path.elements.last else { Issue.record("expected an arc, got \(path.elements)"); return }
        expectNear(arc.radius, 0.5, tolerance: 1e-15)
        expectNear(abs(arc.sweep), .pi, tolerance: 1e-12)
        expectNear(arc.endPoint, Self.p(1, 0), tolerance: 1e-15)
        let ellipse = try Path(svgPathData: "M0 0 A\(radius) \(2 * radius) 0 0 0 1 0")
        #expect(ellipse.isFinite && ellipse.elements.count > 2)
    }

    @Test func arcFlagsWithoutSeparatorsAndCircularArcsBecomeExactArcs() throws {
        // "a1 1 0 00 1 1": flags 0 and 0 written together, then the end point (1, 1).
        let path = try Path(svgPathData: "M0 0a1 1 0 00 1 1")
        guard case .arc(let arc) = path.elements.last else { Issue.record("expected an arc, got \(path.elements)"); return }
        expectNear(arc.radius, 1, tolerance: 1e-15)
        expectNear(arc.endPoint, Self.p(1, 1), tolerance: 1e-15)
        expectNear(arc.startPoint, Self.p(0, 0), tolerance: 1e-15)
        expectNear(abs(arc.sweep), .pi / 2, tolerance: 1e-15)
        // Sweep flag 0 is decreasing angle (y-down SVG): the centre is (1, 0) … or (0, 1).
        #expect(arc.sweep < 0)
        let compact = try Path(svgPathData: "M0 0a1,1,0,0,0,1,1")
        #expect(compact.elements == path.elements)
        let flagsRun = try Path(svgPathData: "M0 0a1 1 0 011 1")  // large 0, sweep 1, then "1 1"
        guard case .arc(let other) = flagsRun.elements.last else { Issue.record("expected an arc"); return }
        #expect(other.sweep > 0)
    }

    /// A circular arc's start, computed from its centre and angle, is the current point only up
    /// to rounding: `M0 0 A1 1 0 0 1 1 1` drew a line of 6e-17 first (three segments for
    /// `M0 0 A1 1 0 0 1 1 1 Z`), and reading Fillet's own SVG back added one more each time.
    @Test(arguments: ["M0 0 A1 1 0 0 1 1 1", "M3 7 a5 5 0 1 0 2.5 -1 A0.3 0.3 0 0 1 17 4", "M1e6 1e6 A7 7 0 0 1 1000003 1000005",
                      "M0 0 L5 0 L5 5 Z A1 1 0 0 1 1 1"])  // after Z: the subpath reopens at its start
    func circularArcsAddNoRoundingLine(_ data: String) throws {
        let path = try Path(svgPathData: data)
        let drawn = data.contains("Z") ? Array(path.elements.drop { if case .close = $0 { false } else { true } }) : path.elements
        #expect(!drawn.contains { if case .line = $0 { true } else { false } }, "\(path.elements)")
        // Written back (arcs in pieces of at most a quarter turn) and read again: still no new line.
        let again = try Path(svgPathData: path.svgPathData())
        let lines = { (path: Path) in path.elements.filter { if case .line = $0 { true } else { false } }.count }
        #expect(lines(again) == lines(path), "\(again.elements)")
    }

    /// A chord far below the radii: xr² + yr² underflowed, the centre fell on the chord and the
    /// arc became a half circle of radius 5 whatever the flags. The small arc is negligible, the
    /// large one the whole circle (F.6.5).
    @Test(arguments: [1e-300, 1e-16])
    func aChordTinyAgainstTheRadiiKeepsItsFlags(_ chord: Double) throws {
        for (large, sweep) in [(false, true), (true, true), (false, false), (true, false)] {
            let path = try Path(svgPathData: "M0 0 A5 5 0 \(large ? 1 : 0) \(sweep ? 1 : 0) \(chord) 0")
            guard case .arc(let arc) = path.elements.last else { Issue.record("expected an arc"); continue }
            expectNear(arc.radius, 5, tolerance: 1e-15)
            expectNear(abs(arc.center.y), 5, tolerance: 1e-15)
            #expect(large ? abs(abs(arc.sweep) - 2 * .pi) < 1e-9 : abs(arc.sweep) < 1e-9, "\(large) \(sweep): \(arc.sweep)")
            #expect(arc.sweep == 0 || (arc.sweep > 0) == sweep)
        }
    }

    /// Radii so small that x1/rx overflowed were refused; F.6.6 scales them up to a half circle.
    @Test func radiiTooSmallToDivideByAreScaledUp() throws {
        let path = try Path(svgPathData: "M0 0 A1e-308 1e-308 0 0 1 10 0")
        guard case .arc(let arc) = path.elements.last else { Issue.record("expected an arc, got \(path.elements)"); return }
        expectNear(arc.radius, 5, tolerance: 1e-14)
        expectNear(arc.center, Self.p(5, 0), tolerance: 1e-14)
        expectNear(abs(arc.sweep), .pi, tolerance: 1e-14)
    }

    @Test(arguments: [(2.0, 1.0, 30.0, false, true), (5, 3, 0, true, false), (1, 4, 77, true, true), (0.1, 0.2, -45, false, false)])
    func ellipticalArcsBecomeCubicsWithinAPartPerBillion(_ rx: Double, _ ry: Double, _ degrees: Double, _ large: Bool, _ sweep: Bool) throws {
        let data = "M1 1A\(rx) \(ry) \(degrees) \(large ? 1 : 0) \(sweep ? 1 : 0) 3 2"
        let path = try Path(svgPathData: data)
        #expect(path.elements.last?.endPoint == Self.p(3, 2))
        // Every curve point must satisfy the (possibly scaled-up) ellipse equation; the scale
        // factor is recovered from the first cubic's start, which lies on the ellipse exactly.
        let phi = degrees * .pi / 180
        var center = Point.zero
        var worst = 0.0
        let segments = path.segments
        #expect(!segments.isEmpty)
        // Centre: the mean of the extreme points is not reliable for partial arcs, so use the
        // parser's own centre formula only through geometry: fit from three curve points.
        func local(_ point: Point, _ c: Point) -> (Double, Double) {
            let d = point - c
            return (cos(phi) * d.dx + sin(phi) * d.dy, -sin(phi) * d.dx + cos(phi) * d.dy)
        }
        // Solve for the centre: points q on the ellipse satisfy (u/rx)² + (v/ry)² = λ with one λ.
        // Use Gauss–Newton on (cx, cy, λ) from the samples (independent of the parser's formulas).
        var samples: [Point] = []
        for segment in segments {
            guard case .curve(let curve) = segment.geometry else { Issue.record("expected cubics"); return }
            for index in 0...8 { samples.append(curve.point(at: Double(index) / 8)) }
        }
        center = samples.reduce(Point.zero) { Point(x: $0.x + $1.x / Double(samples.count), y: $0.y + $1.y / Double(samples.count)) }
        var lambda = 1.0
        for _ in 0..<50 {
            var normal = [[Double]](repeating: [0, 0, 0], count: 3), rhs = [0.0, 0, 0]
            for q in samples {
                let (u, v) = local(q, center)
                let residual = (u / rx) * (u / rx) + (v / ry) * (v / ry) - lambda
                // d(residual)/d(cx, cy): chain through (u, v).
                let du = 2 * u / (rx * rx), dv = 2 * v / (ry * ry)
                let gx = -(du * cos(phi) - dv * sin(phi)), gy = -(du * sin(phi) + dv * cos(phi))
                let gradient = [gx, gy, -1.0]
                for i in 0..<3 { for j in 0..<3 { normal[i][j] += gradient[i] * gradient[j] }; rhs[i] -= gradient[i] * residual }
            }
            // 3×3 solve (Cramer).
            func det(_ m: [[Double]]) -> Double {
                m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                    + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
            }
            let d = det(normal)
            guard d != 0 else { break }
            var step = [0.0, 0, 0]
            for k in 0..<3 {
                var m = normal
                for i in 0..<3 { m[i][k] = rhs[i] }
                step[k] = det(m) / d
            }
            center = Point(x: center.x + step[0], y: center.y + step[1])
            lambda += step[2]
        }
        let scale = lambda.squareRoot()
        for q in samples {
            let (u, v) = local(q, center)
            // Radial error in the unit-circle space, times the largest radius: a distance bound.
            let radial = abs(((u / rx) * (u / rx) + (v / ry) * (v / ry)).squareRoot() - scale)
            worst = max(worst, radial * max(rx, ry))
        }
        #expect(worst <= 1e-9 * max(rx, ry) * scale, "largest deviation \(worst)")
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        let data: String
        let offset: Int
        var testDescription: String { data }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(data: "L1 2", offset: 0),
        ErrorCase(data: "M1", offset: 2),
        ErrorCase(data: "M1 2 L", offset: 6),
        ErrorCase(data: "M1 2 X3", offset: 5),
        ErrorCase(data: "M1 2,", offset: 5),
        ErrorCase(data: "M1 2,,3 4", offset: 5),
        ErrorCase(data: "M1e 2", offset: 2),
        ErrorCase(data: "M1e400 2", offset: 1),
        ErrorCase(data: "M0 0A1 1 0 2 0 1 1", offset: 11),
        ErrorCase(data: "M0 0A1 1 0 0", offset: 12),
        ErrorCase(data: "M. 1", offset: 1),
        ErrorCase(data: "M1.7e308 0 l1.7e308 0", offset: 12),
        ErrorCase(data: "M0 0 é", offset: 5),
        ErrorCase(data: "M0 0 NaN", offset: 5),
    ]

    @Test(arguments: errorCases)
    func malformedDataThrowsWithTheByteOffset(_ sample: ErrorCase) {
        do {
            _ = try Path(svgPathData: sample.data)
            Issue.record("no error for \(sample.data)")
        } catch {
            #expect(error.offset == sample.offset, "\(error)")
        }
    }

    @Test func writerOutputReadsBackWithinPrintedPrecision() throws {
        var path = Path()
        try path.move(to: Self.p(0.5, 1))
        try path.addQuadCurve(to: Self.p(10, 0), control: Self.p(5, 5))
        try path.addCurve(to: Self.p(0, 8), control1: Self.p(10, 10), control2: Self.p(0, 10))
        try path.addLine(to: Self.p(-3, 4))
        path.closeSubpath()
        let read = try Path(svgPathData: path.svgPathData())
        #expect(read.elements == path.elements)
        expectNear(read.signedArea, path.signedArea, tolerance: 1e-12 * abs(path.signedArea))
    }

    @Test(arguments: ["0.1", "123456789012345678901234567890", "1.7976931348623157e308", "4.9e-324", "2.2250738585072014e-308",
                      "0.30000000000000004", "9007199254740993", "1e-400", "123.456e-7"])
    func numbersConvertCorrectlyRoundedOnBothPaths(_ text: String) throws {
        let path = try Path(svgPathData: "M\(text) 0")
        #expect(path.elements.first == .move(to: Point(x: Double(text)!, y: 0)), "\(text)")
    }

    /// Random numerals around the limits of the fast conversion (15 and 19 significant digits,
    /// leading zeros in both parts, exponents to ±30) read as `Double(String)` (C `strtod`,
    /// correctly rounded) reads them, and the reader stops right after each.
    @Test func randomNumeralsReadAsStrtodReadsThem() throws {
        var rng = SplitMix64(seed: 0x5EED_0048)
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &rng))) })
        }
        for _ in 0..<20_000 {
            let zeros = String(repeating: "0", count: Int.random(in: 0...3, using: &rng))
            let integer = zeros + digits(Int.random(in: 0...22, using: &rng))
            let fraction = Bool.random(using: &rng) ? "." + zeros + digits(Int.random(in: 0...22, using: &rng)) : ""
            guard integer.count + fraction.count > (fraction.isEmpty ? 0 : 1) else { continue }
            let exponent = Bool.random(using: &rng) ? "e\(Int.random(in: -30...30, using: &rng))" : ""
            let sign = ["", "-", "+"][Int.random(in: 0...2, using: &rng)]
            let text = sign + integer + fraction + exponent
            let expected = try #require(Double(text), "\(text)")
            var position = 0
            let read = try Array((text + ",").utf8).withUnsafeBufferPointer { bytes in
                try SVGPathParser.number(in: bytes, at: &position)
            }
            #expect(read.bitPattern == expected.bitPattern && position == text.utf8.count, "\(text)")
        }
    }

    /// The storage estimate counts at least every command letter, at every length and alignment
    /// (whole words and the partial last one), and no digit, sign, point, comma or white space.
    @Test func letterEstimateCountsEveryCommandLetter() {
        var rng = SplitMix64(seed: 0x5EED_0049)
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.-+, \t\neE".utf8)
        for length in 0..<600 {
            let data = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] }
            let commands = data.filter(SVGPathParser.isCommand).count
            let exponents = data.filter { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }.count
            let estimate = data.withUnsafeBufferPointer { SVGPathParser.lettersAtLeast($0) }
            #expect(estimate == commands + exponents, "length \(length)")
        }
    }
}

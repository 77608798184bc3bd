import Foundation
import FilletGeometry
import FilletSupport
import PropertyCheck

extension VerificationSuite {
    /// Long subpaths of lines whose contacts are few and known, for the piece tree: a traversal
    /// that never visits one child of a split node loses exactly the pairs below it, which a
    /// random tangle (contacts everywhere) hides and these show. Each has 34…80 segments, more
    /// than ``FilletGeometry/Path/allPairsSegmentLimit``, so the scan and the clearance take the tree.
    ///
    /// - **swapped polygon**: a convex polygon (vertices on a circle, random gaps) with vertex `k`
    ///   swapped with vertex `k + s` (`s` = 1 mostly, else up to a quarter of the polygon): one
    ///   crossing for `s` = 1, a few more otherwise; closed.
    /// - **comb**: a zigzag of 17…40 teeth over a base line, one valley dipping to `g` from the base,
    ///   `g = ±10^u` of the size, `u ∈ [−4, −1.5]`: a single near contact (nearly touching, g > 0)
    ///   or a single crossing (g < 0) among ~80 segments; closed.
    /// - **spiral**: a polygonal spiral of 3…6 turns, 12 vertices a turn, turns `δ = 10^u` of the
    ///   size apart, `u ∈ [−3.5, −1.5]` (nearly touching all along); closed by a line from its end
    ///   back to its start that crosses every turn, or left open (simple).
    ///
    /// Either orientation; drawn inside the unit square around `origin`, scaled by `size`.
    static func pathFigure(_ source: inout ChoiceSource, origin: Point, size: Double, into path: inout Path)
        throws(Rejection) {
        let points: [Point], closes: Bool
        switch try figureKind.run(&source) {
        case 0: (points, closes) = (try swappedPolygon(&source), true)
        case 1: (points, closes) = (try comb(&source, touching: false), true)
        default: (points, closes) = try spiral(&source, crossing: nil)
        }
        try addFigure(points, closes: closes, reversed: try figureReversed.run(&source), origin: origin, size: size,
                      into: &path)
    }

    /// A convex polygon of 34…80 vertices on the unit circle (random gaps).
    static func convexPolygon(_ source: inout ChoiceSource) throws(Rejection) -> [Point] {
        let count = try figureCount.run(&source)
        var gaps: [Double] = []
        for _ in 0..<count { gaps.append(try figureGap.run(&source)) }
        let total = gaps.reduce(0, +)
        var angle = try figureAngle.run(&source)
        var points: [Point] = []
        for gap in gaps {
            points.append(Point(x: cos(angle), y: sin(angle)))
            angle += 2 * Double.pi * gap / total
        }
        return points
    }

    /// A convex polygon of 34…80 vertices on the unit circle with vertex `k` swapped with `k + s`.
    /// A closed polygon of 34…80 vertices that winds twice about the origin, every edge turning
    /// the same way about it: vertex k at polar angle θ₀ + 4πk/n and radius 1 + a·sin(2πk/n + c),
    /// a ∈ [0.1, 0.4], c ∈ [0.2, 1.2]. At one angle the first turn's radius 1 + a·sin(s + c) and
    /// the second's 1 − a·sin(s + c) are equal (s + c = π), and the two turns cross there. The
    /// star-shaped certificate (which skips the scan on outlines that wind once about their centre)
    /// must refuse it: a certificate that counted its turns wrong would skip the crossing.
    static func doubleWound(_ source: inout ChoiceSource) throws(Rejection) -> [Point] {
        let count = try figureCount.run(&source)
        let amplitude = try figureWaveAmplitude.run(&source), phase = try figureWavePhase.run(&source)
        let start = try figureAngle.run(&source)
        return (0..<count).map { k in
            let s = 2 * Double.pi * Double(k) / Double(count)
            let radius = 1 + amplitude * sin(s + phase)
            return Point(x: radius * cos(start + 2 * s), y: radius * sin(start + 2 * s))
        }
    }

    static func swappedPolygon(_ source: inout ChoiceSource) throws(Rejection) -> [Point] {
        var points = try convexPolygon(&source)
        let count = points.count
        let first = try figureIndex.run(&source) % count
        let isFar = try figureSwapFar.run(&source), far = try figureIndex.run(&source)
        let step = isFar ? 2 + far % Swift.max(1, count / 4) : 1
        points.swapAt(first, (first + step) % count)
        return points
    }

    /// A comb of 17…40 teeth over a base line at y = −0.8, one valley at `g` above it: drawn
    /// (`±10^u`, u ∈ [−4, −1.5]: nearly touching or poking through), or exactly 0 when `touching`
    /// (the valley's vertex lies on the base line: the same y, computed the same way).
    static func comb(_ source: inout ChoiceSource, touching: Bool) throws(Rejection) -> [Point] {
        let teeth = try figureTeeth.run(&source)
        let dip = try figureIndex.run(&source) % teeth
        let gap: Double
        if touching {
            gap = 0
        } else {
            let sign: Double = try figureCrosses.run(&source) ? -1 : 1
            gap = sign * pow(10, try figureCombGap.run(&source))
        }
        let width = 2.0 / Double(teeth), base = -0.8
        var points: [Point] = []
        for tooth in 0..<teeth {
            let x = -1 + Double(tooth) * width
            points.append(Point(x: x, y: tooth == dip ? base + gap : -0.2))
            points.append(Point(x: x + width / 2, y: 0.9))
        }
        points.append(Point(x: 1, y: -0.2))
        points.append(Point(x: 1, y: base))
        points.append(Point(x: -1 - width / 2, y: base))
        return points
    }

    /// A polygonal spiral of 3…6 turns (12 vertices a turn), turns 10^u apart (u ∈ [−3.5, −1.5]);
    /// closed (its closing line crosses every turn) when `crossing` is true, open when false,
    /// drawn when `nil`.
    static func spiral(_ source: inout ChoiceSource, crossing: Bool?) throws(Rejection) -> (points: [Point], closes: Bool) {
        let turns = try figureTurns.run(&source)
        let spacing = pow(10, try figureSpiralGap.run(&source))
        let perTurn = 12
        var points: [Point] = []
        for index in 0...(turns * perTurn) {
            let angle = 2 * Double.pi * Double(index) / Double(perTurn)
            let radius = 0.05 + spacing * angle / (2 * Double.pi)
            points.append(Point(x: radius * cos(angle), y: radius * sin(angle)))
        }
        if let crossing { return (points, crossing) }
        return (points, try figureSpiralCloses.run(&source))
    }

    /// Appends the figure's points as a subpath of lines, placed at `origin` and scaled by `size`.
    static func addFigure(_ points: [Point], closes: Bool, reversed: Bool, origin: Point, size: Double,
                          into path: inout Path) throws(Rejection) {
        let points = reversed ? points.reversed() : points
        func placed(_ point: Point) -> Point { Point(x: origin.x + point.x * size, y: origin.y + point.y * size) }
        do {
            try path.move(to: placed(points[0]))
            for point in points.dropFirst() { try path.addLine(to: placed(point)) }
        } catch {
            throw Rejection()   // every number drawn is finite
        }
        if closes { path.closeSubpath() }
    }

    /// The ``path`` suite's negative controls: long figures (above the all-pairs limit, so the
    /// piece tree finds their contacts) that meet themselves by construction, so a detector that
    /// finds nothing, or a tree that skips the pairs below one child, cannot pass.
    static let pathControls: [NegativeControl] = [
        NegativeControl(name: "long-swapped", summary: "convex polygon of 34…80 lines with two vertices swapped: its edges cross",
                        expectedFailures: [.nonSelfIntersection], paths: figureControlGen { source throws(Rejection) in
                            (try swappedPolygon(&source), true)
                        }),
        NegativeControl(name: "comb-touching", summary: "comb of 17…40 teeth, one valley's vertex exactly on the base line: they touch",
                        expectedFailures: [.nonSelfIntersection], paths: figureControlGen { source throws(Rejection) in
                            (try comb(&source, touching: true), true)
                        }),
        NegativeControl(name: "spiral-closed", summary: "polygonal spiral of 3…6 turns closed by a line across every turn",
                        expectedFailures: [.nonSelfIntersection], paths: figureControlGen { source throws(Rejection) in
                            try spiral(&source, crossing: true)
                        }),
        NegativeControl(name: "double-wound",
                        summary: "closed polygon of 34…80 lines winding twice about its centre, every edge turning one way: its turns cross",
                        expectedFailures: [.nonSelfIntersection], paths: figureControlGen { source throws(Rejection) in
                            (try doubleWound(&source), true)
                        }),
        NegativeControl(name: "subpaths-chained",
                        summary: "convex polygon of 34…80 lines cut at a vertex into two open subpaths: the second starts where the first ends",
                        expectedFailures: [.nonSelfIntersection], paths: chainedSubpathsGen),
        NegativeControl(name: "subpaths-chained-curves",
                        summary: "the same with each edge a cubic bulging outward by a tenth of its length: curves, not lines, meet at the cut",
                        expectedFailures: [.nonSelfIntersection], paths: chainedSubpathsGen(curved: true)),
    ]

    /// Two open subpaths of lines, the second starting at the vertex where the first ends (an
    /// open convex polygon's vertices `0…k` and `k…n−1`, k drawn): their only contact is that
    /// shared vertex, which is no joint (joints join segments of one subpath), so a detector that
    /// takes the end of one subpath and the start of the next for neighbours cannot pass.
    static let chainedSubpathsGen: Gen<Path> = chainedSubpathsGen(curved: false)

    /// ``chainedSubpathsGen``, its edges lines or (`curved`) cubics bulging outward: the contact at
    /// the cut is then between curves, which the curve joint pre-test must leave to the exact test.
    static func chainedSubpathsGen(curved: Bool) -> Gen<Path> {
        let scaleExponent = Gen.double(in: -3...3, label: "log10 scale")
        let offset = Gen.double(in: -3...3, label: "offset/scale")
        return Gen { source throws(Rejection) in
            let size = pow(10, try scaleExponent.run(&source))
            let origin = Point(x: try offset.run(&source) * size, y: try offset.run(&source) * size)
            let points = try convexPolygon(&source)
            let cut = try 2 + figureIndex.run(&source) % (points.count - 4)
            let reversed = try figureReversed.run(&source)
            var path = Path()
            for part in [Array(points[...cut]), Array(points[cut...])] {
                if curved {
                    try addBulgingFigure(part, reversed: reversed, origin: origin, size: size, into: &path)
                } else {
                    try addFigure(part, closes: false, reversed: reversed, origin: origin, size: size, into: &path)
                }
            }
            return path
        }
    }

    /// An open subpath through `points` (on the unit circle about the origin, in order) whose edges
    /// are cubics bulging away from the origin by a tenth of their length (control points at a
    /// third and two thirds of the edge, moved out along its normal): it stays outside the polygon
    /// and meets its neighbours only at the vertices, turning there by more than the polygon does.
    static func addBulgingFigure(_ points: [Point], reversed: Bool, origin: Point, size: Double,
                                 into path: inout Path) throws(Rejection) {
        let points = reversed ? points.reversed() : points
        func placed(_ point: Point) -> Point { Point(x: origin.x + point.x * size, y: origin.y + point.y * size) }
        do {
            try path.move(to: placed(points[0]))
            for (p, q) in zip(points, points.dropFirst()) {
                let edge = q - p
                var normal = Vector(dx: -edge.dy, dy: edge.dx) * 0.1
                if normal.dot(Vector(dx: p.x + q.x, dy: p.y + q.y)) < 0 { normal = normal * -1 }
                try path.addCurve(to: placed(q), control1: placed(p + edge / 3 + normal), control2: placed(p + edge * (2.0 / 3) + normal))
            }
        } catch {
            throw Rejection()   // every number drawn is finite
        }
    }

    /// A control's paths: one figure from `figure`, scaled by 10⁻³…10³ and placed up to 3 sizes
    /// from the origin, either orientation.
    static func figureControlGen(_ figure: @escaping @Sendable (inout ChoiceSource) throws(Rejection) -> ([Point], Bool))
        -> Gen<Path> {
        let scaleExponent = Gen.double(in: -3...3, label: "log10 scale")
        let offset = Gen.double(in: -3...3, label: "offset/scale")
        return Gen { source throws(Rejection) in
            let size = pow(10, try scaleExponent.run(&source))
            let origin = Point(x: try offset.run(&source) * size, y: try offset.run(&source) * size)
            let (points, closes) = try figure(&source)
            var path = Path()
            try addFigure(points, closes: closes, reversed: try figureReversed.run(&source), origin: origin, size: size,
                          into: &path)
            return path
        }
    }

    static let figureKind = Gen.int(in: 0...2, label: "figure")
    static let figureCount = Gen.int(in: 34...80, label: "figure vertices")
    static let figureGap = Gen.double(in: 0.6...1, label: "figure angle gap")
    static let figureAngle = Gen.double(in: -Double.pi...Double.pi, label: "figure start angle")
    static let figureIndex = Gen.int(in: 0...79, label: "figure index")
    static let figureSwapFar = Gen.bool(probability: 0.3)
    static let figureTeeth = Gen.int(in: 17...40, label: "comb teeth")
    static let figureCrosses = Gen.bool(probability: 0.5)
    static let figureCombGap = Gen.double(in: -4 ... -1.5, label: "log10 comb gap")
    static let figureTurns = Gen.int(in: 3...6, label: "spiral turns")
    static let figureSpiralGap = Gen.double(in: -3.5 ... -1.5, label: "log10 spiral spacing")
    static let figureSpiralCloses = Gen.bool(probability: 0.5)
    static let figureReversed = Gen.bool(probability: 0.5)
    static let figureWaveAmplitude = Gen.double(in: 0.1...0.4, label: "double-wound amplitude")
    static let figureWavePhase = Gen.double(in: 0.2...1.2, label: "double-wound phase")
}

import Foundation
import FilletGeometry
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
        let kind = try figureKind.run(&source)
        var points: [Point] = []
        var closes = true
        switch kind {
        case 0:
            let count = try figureCount.run(&source)
            var gaps: [Double] = []
            for _ in 0..<count { gaps.append(try figureGap.run(&source)) }
            let total = gaps.reduce(0, +)
            var angle = try figureAngle.run(&source)
            for gap in gaps {
                points.append(Point(x: cos(angle), y: sin(angle)))
                angle += 2 * Double.pi * gap / total
            }
            let first = try figureIndex.run(&source) % count
            let isFar = try figureSwapFar.run(&source), far = try figureIndex.run(&source)
            let step = isFar ? 2 + far % Swift.max(1, count / 4) : 1
            points.swapAt(first, (first + step) % count)
        case 1:
            let teeth = try figureTeeth.run(&source)
            let dip = try figureIndex.run(&source) % teeth
            let sign: Double = try figureCrosses.run(&source) ? -1 : 1
            let gap = sign * pow(10, try figureCombGap.run(&source))
            let width = 2.0 / Double(teeth), base = -0.8
            for tooth in 0..<teeth {
                let x = -1 + Double(tooth) * width
                points.append(Point(x: x, y: tooth == dip ? base + gap : -0.2))
                points.append(Point(x: x + width / 2, y: 0.9))
            }
            points.append(Point(x: 1, y: -0.2))
            points.append(Point(x: 1, y: base))
            points.append(Point(x: -1 - width / 2, y: base))
        default:
            let turns = try figureTurns.run(&source)
            let spacing = pow(10, try figureSpiralGap.run(&source))
            let perTurn = 12
            for index in 0...(turns * perTurn) {
                let angle = 2 * Double.pi * Double(index) / Double(perTurn)
                let radius = 0.05 + spacing * angle / (2 * Double.pi)
                points.append(Point(x: radius * cos(angle), y: radius * sin(angle)))
            }
            closes = try figureSpiralCloses.run(&source)
        }
        if try figureReversed.run(&source) { points.reverse() }
        func placed(_ point: Point) -> Point { Point(x: origin.x + point.x * size, y: origin.y + point.y * size) }
        do {
            try path.move(to: placed(points[0]))
            for point in points.dropFirst() { try path.addLine(to: placed(point)) }
        } catch {
            throw Rejection()   // every number drawn is finite
        }
        if closes { path.closeSubpath() }
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
}

import Foundation
import FilletSupport
import Testing
@testable import FilletGeometry
import FilletTestSupport

/// The sweep must find exactly what testing every pair finds. Paths are drawn on a coarse grid so
/// that exact collinear overlaps, shared vertices, tangencies and co-circular arcs are common.
@Suite struct PathIntersectionsRandomizedTests {
    static let seed: UInt64 = 0x5EED_F111E7

    static func randomPath(_ rng: inout SplitMix64) throws -> Path {
        func gridPoint() -> Point {
            Point(x: Double(Int.random(in: 0...12, using: &rng)), y: Double(Int.random(in: 0...12, using: &rng)))
        }
        var path = Path()
        let subpathCount = [1, 1, 2, 3][Int.random(in: 0..<4, using: &rng)]
        for _ in 0..<subpathCount {
            let kind = Int.random(in: 0..<6, using: &rng)
            let count = Int.random(in: 2...40, using: &rng)
            switch kind {
            case 0:   // polyline on the grid, sometimes closed
                try path.move(to: gridPoint())
                for _ in 0..<count { try path.addLine(to: gridPoint()) }
                if Bool.random(using: &rng) { path.closeSubpath() }
            case 1:   // rounded polygon through grid vertices, radius sometimes too large (overshoot)
                let vertices = (0..<Swift.max(3, count / 2)).map { _ in gridPoint() }
                let radius = [0.0, 0.5, 1, 2, 5][Int.random(in: 0..<5, using: &rng)]
                path.addPath(try TestShapes.roundedPolygon(vertices, radius: radius))
            case 2:   // arcs on grid centres with quarter-turn angles, joined by lines
                for _ in 0..<Swift.max(1, count / 3) {
                    let start = Double(Int.random(in: 0..<8, using: &rng)) * .pi / 4
                    let end = start + Double(Int.random(in: -8...8, using: &rng)) * .pi / 4
                    try path.addArc(center: gridPoint(), radius: Double(Int.random(in: 0...4, using: &rng)),
                                    startAngle: start, endAngle: end, clockwise: Bool.random(using: &rng))
                }
                if Bool.random(using: &rng) { path.closeSubpath() }
            case 4, 5:   // a rounded star, simple on its own, with up to 81 segments
                let points = Int.random(in: 3...20, using: &rng)
                let outer = Double.random(in: 3...6, using: &rng)
                let vertices = TestShapes.starVertices(points: points, outer: outer,
                                                       inner: outer * Double.random(in: 0.3...0.9, using: &rng),
                                                       center: gridPoint())
                path.addPath(try TestShapes.roundedPolygon(vertices, radius: Double.random(in: 0...0.2, using: &rng)))
            default:  // free-form lines and arcs with random real coordinates
                try path.move(to: Point(x: Double.random(in: 0...12, using: &rng), y: Double.random(in: 0...12, using: &rng)))
                for _ in 0..<count {
                    if Bool.random(using: &rng) {
                        try path.addLine(to: Point(x: Double.random(in: 0...12, using: &rng),
                                                   y: Double.random(in: 0...12, using: &rng)))
                    } else {
                        try path.addArc(tangent1End: gridPoint(), tangent2End: gridPoint(),
                                        radius: Double.random(in: 0...3, using: &rng))
                    }
                }
                if Bool.random(using: &rng) { path.closeSubpath() }
            }
        }
        return path
    }

    /// The piece tree must find exactly what testing every pair finds, at every scale: the tree
    /// prunes by boxes whose tolerance and rounding slack scale with the path.
    @Test(arguments: [1.0, 1e-6, 1e6])
    func treeFindsExactlyWhatAllPairsFinds(scale: Double) throws {
        var rng = SplitMix64(seed: Self.seed)
        var pathsWithIntersections = 0, largePaths = 0, simplePaths = 0
        // One prepared value reused across trials, as the catalogue does: its scan tables grow
        // and are overwritten, and must never change a verdict.
        var reused = PreparedPath()
        for trial in 0..<300 {
            let unscaled = try Self.randomPath(&rng)
            let path = scale == 1 ? unscaled : try TestShapes.scaled(unscaled, by: scale)
            reused.prepare(path)
            #expect(reused.isSimpleReusingTable() == path.isSimple, "trial \(trial): reused scan table")
            let limit = 1 + trial % 8
            #expect(reused.selfIntersectionsReusingTable(upTo: limit) == path.selfIntersections(upTo: limit),
                    "trial \(trial): the first \(limit) contacts from the reused scan table")
            let tolerance = path.intersectionTolerance
            let unlimited = Int.max
            let tree = path.collectSelfIntersections(tolerance: .absolute(tolerance), strategy: .tree, limit: unlimited)
            let allPairs = path.collectSelfIntersections(tolerance: .absolute(tolerance), strategy: .allPairs,
                                                         limit: unlimited)
            #expect(tree == allPairs, "trial \(trial) (seed \(Self.seed), scale \(scale)): tree \(tree.totalCount), all pairs \(allPairs.totalCount)")
            // The tree split by position (the fallback on nested pieces) finds the same contacts,
            // in its own order, and the same clearance.
            let spatial = path.collectSelfIntersections(tolerance: .absolute(tolerance), strategy: .spatial, limit: unlimited)
            #expect(spatial.totalCount == allPairs.totalCount && Set(spatial.intersections) == Set(allPairs.intersections),
                    "trial \(trial) (scale \(scale)): spatial \(spatial.totalCount), all pairs \(allPairs.totalCount)")
            #expect(reused.clearanceReusingTable(strategy: .spatial) == reused.clearanceReusingTable(strategy: .allPairs),
                    "trial \(trial) (scale \(scale)): clearance")
            #expect(path.selfIntersections() == allPairs.intersections, "trial \(trial)")
            #expect(path.isSimple == allPairs.intersections.isEmpty, "trial \(trial)")
            if !allPairs.intersections.isEmpty { pathsWithIntersections += 1 } else { simplePaths += 1 }
            if path.segments.count > Path.allPairsSegmentLimit { largePaths += 1 }
        }
        // The sample exercises both verdicts and the tree's size range.
        #expect(pathsWithIntersections > 100)
        #expect(simplePaths > 30)
        #expect(largePaths > 30)
    }

    @Test func everyReportedPointLiesOnBothSegments() throws {
        var rng = SplitMix64(seed: Self.seed ^ 0xA5A5)
        var pointsChecked = 0
        for trial in 0..<100 {
            let path = try Self.randomPath(&rng)
            let tolerance = path.intersectionTolerance
            var segmentsByElement: [Int: PathSegment.Geometry] = [:]
            path.forEachSegment { segmentsByElement[$0.elementIndex] = $0.geometry }
            for found in path.selfIntersections() {
                for index in [found.firstElementIndex, found.secondElementIndex] {
                    let geometry = try #require(segmentsByElement[index], "trial \(trial): \(found) names element \(index)")
                    let distance = SegmentIntersection.distance(from: found.point, to: geometry)
                    #expect(distance <= tolerance * 1.000001 + 1e-12, "trial \(trial): \(found) is \(distance) from element \(index)")
                }
                pointsChecked += 1
            }
        }
        #expect(pointsChecked > 0, "no trial of seed \(Self.seed ^ 0xA5A5) reported an intersection")
    }
}

@Suite struct RandomStarSimplicityTests {
    /// Stars whose fillets fit their edges (each tangent length at most 45 % of both adjacent
    /// edges) are simple, at every scale: no false positives from tangencies at the joins.
    @Test func filletedStarsThatFitAreSimpleAtEveryScale() throws {
        var rng = SplitMix64(seed: 0xF111E7_57A5)
        for trial in 0..<200 {
            let points = Int.random(in: 3...12, using: &rng)
            let outer = Double.random(in: 1...100, using: &rng)
            let vertices = TestShapes.starVertices(points: points, outer: outer,
                                                   inner: outer * Double.random(in: 0.2...0.95, using: &rng),
                                                   center: Point(x: Double.random(in: -50...50, using: &rng), y: 7))
            var fittingRadius = Double.infinity
            for index in vertices.indices {
                let previous = vertices[(index + vertices.count - 1) % vertices.count]
                let corner = vertices[index], next = vertices[(index + 1) % vertices.count]
                let cornerAngle = acos((previous - corner).normalized.dot((next - corner).normalized))
                let shorterEdge = Swift.min(previous.distance(to: corner), next.distance(to: corner))
                fittingRadius = Swift.min(fittingRadius, 0.45 * shorterEdge * tan(cornerAngle / 2))
            }
            let radius = fittingRadius * Double.random(in: 0.001...1, using: &rng)
            let star = try TestShapes.roundedPolygon(vertices, radius: radius)
            #expect(star.selfIntersections().isEmpty, "trial \(trial): \(star.selfIntersections())")
            for factor in [1e-6, 1e6] {
                #expect(try TestShapes.scaled(star, by: factor).isSimple, "trial \(trial) at scale \(factor)")
            }
            try #require(star.subpathMeasures.count > 0, "trial \(trial)")
            expectNear(star.subpathMeasures[0].turningNumber, 1, tolerance: 1e-12, "trial \(trial)")
            #expect(star.joins.allSatisfy { $0.turnMagnitude < 1e-9 && $0.positionGap < 1e-9 * star.characteristicSize },
                    "trial \(trial)")
        }
    }
}

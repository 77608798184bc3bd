import Foundation
import Testing
import FilletGeometry
import FilletShapes
import FilletTestSupport

/// Corner smoothing (issue 46) in stars, regular polygons and borders: 0 is today's outline bit
/// for bit (the fast symmetric construction), above 0 every smoothed corner is G2.
struct SmoothedSymmetricShapesTests {
    static let stars: [(points: Int, inner: Star.InnerRadius, outer: Double, innerCorner: Double)] = [
        (5, .regular, 10, 5), (6, .ratio(0.5), 8, 0), (12, .ratio(0.8), 3, 3), (3, .ratio(0.3), 20, 2),
    ]

    @Test(arguments: stars.indices)
    func starSmoothingZeroIsTheFastStarBitForBit(index: Int) throws {
        let (points, inner, outer, innerCorner) = Self.stars[index]
        let plain = try Star(points: points, outerRadius: 100, innerRadius: inner, outerCornerRadius: outer,
                             innerCornerRadius: innerCorner, center: Point(x: 3, y: -7))
        let zero = try Star(points: points, outerRadius: 100, innerRadius: inner, outerCornerRadius: outer,
                            innerCornerRadius: innerCorner, smoothing: 0, center: Point(x: 3, y: -7))
        #expect(zero.path.elements == plain.path.elements && zero.corners == plain.corners)
        let rect = Rect(x: 5, y: 5, width: 200, height: 150)
        let fitted = try Star(points: points, fittedIn: rect, padding: 4, innerRadius: inner, outerCornerRadius: outer,
                              innerCornerRadius: innerCorner)
        let fittedZero = try Star(points: points, fittedIn: rect, padding: 4, innerRadius: inner, outerCornerRadius: outer,
                                  innerCornerRadius: innerCorner, smoothing: -0.0)
        #expect(fittedZero.path.elements == fitted.path.elements)
    }

    @Test(arguments: [3, 6, 17])
    func regularPolygonSmoothingZeroIsTheFastPolygonBitForBit(sides: Int) throws {
        let plain = try RegularPolygon(sides: sides, radius: 50, cornerRadius: 9, center: Point(x: 60, y: 60))
        let zero = try RegularPolygon(sides: sides, radius: 50, cornerRadius: 9, smoothing: 0, center: Point(x: 60, y: 60))
        #expect(zero.path.elements == plain.path.elements && zero.corners == plain.corners)
    }

    @Test(arguments: [RoundedBorder.Position.inside, .center, .outside])
    func borderSmoothingZeroIsTheBorderBitForBit(position: RoundedBorder.Position) throws {
        for rule in [RoundedBorder.InnerCornerRule.concentric, .sameAsOuter, .explicit(3)] {
            let rect = Rect(x: 0, y: 0, width: 200, height: 120)
            let plain = try RoundedBorder(rect: rect, borderWidth: 12, position: position, cornerRadius: 24, innerCornerRule: rule)
            let zero = try RoundedBorder(rect: rect, borderWidth: 12, position: position, cornerRadius: 24, innerCornerRule: rule,
                                         smoothing: 0)
            #expect(zero.path.elements == plain.path.elements)
        }
    }

    /// Every join that touches a flank: G1 within 1e-12 rad and a curvature jump below 1e-9/size.
    static func expectG2AtFlanks(_ path: Path, size: Double, expectedFlankJoins: Int,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        let joins = SmoothedCornersTests.joins(of: path, size: size).filter(\.isSmoothedCornerJoin)
        #expect(joins.count == expectedFlankJoins, sourceLocation: sourceLocation)
        for join in joins {
            #expect(join.turn <= 1e-12, "turn \(join.turn) at \(join.point)", sourceLocation: sourceLocation)
            #expect(join.curvatureJump <= 1e-9, "jump × size \(join.curvatureJump) at \(join.point)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [0.2, 0.6, 1])
    func smoothedStarIsCurvatureContinuousAtEveryCorner(smoothing: Double) throws {
        let star = try Star(points: 5, outerRadius: 100, outerCornerRadius: 8, innerCornerRadius: 4, smoothing: smoothing)
        let corners = star.corners
        #expect(corners.count == 10)
        // Each of the 10 corners: 4 joins touch a flank (3 at s = 1, where no arc is left).
        Self.expectG2AtFlanks(star.path, size: 200, expectedFlankJoins: 10 * (smoothing == 1 ? 3 : 4))
        for corner in corners {
            #expect(corner.requestedSmoothing == smoothing)
            #expect(corner.smoothingWasReduced ? corner.smoothing < smoothing : corner.smoothing == smoothing)
        }
        // Sharp-ish radii leave room: nothing is reduced on this star.
        #expect(corners.allSatisfy { !$0.smoothingWasReduced })
    }

    /// A star whose corners fill its edges once smoothed: the radii are those without smoothing,
    /// and the smoothing gives way on every corner alike (the star is symmetric), reported.
    @Test func crowdedStarReducesSmoothingNotRadius() throws {
        let plain = try Star(points: 5, outerRadius: 100, outerCornerRadius: 12, innerCornerRadius: 12)
        let smoothed = try Star(points: 5, outerRadius: 100, outerCornerRadius: 12, innerCornerRadius: 12, smoothing: 1)
        let plainCorners = plain.corners, smoothedCorners = smoothed.corners
        #expect(plainCorners.allSatisfy { !$0.wasClamped })
        for (index, corner) in smoothedCorners.enumerated() {
            expectNear(corner.realisedRadius, plainCorners[index].realisedRadius, tolerance: 1e-12 * 100)
            #expect(corner.smoothingWasReduced && corner.smoothing > 0 && corner.smoothing < 1, "\(corner.smoothing)")
        }
        // Every edge is exactly full: the two cuts meet.
        let edge = smoothedCorners[0].vertex.distance(to: smoothedCorners[1].vertex)
        expectNear(smoothedCorners[0].cutLength + smoothedCorners[1].cutLength, edge, tolerance: 1e-12 * 100)
        // Per corner flank→arc and arc→flank, and one flank→flank join per edge (no line left).
        Self.expectG2AtFlanks(smoothed.path, size: 200, expectedFlankJoins: 10 * 3)
    }

    /// Radii clamped to fill the edges leave no room at all: the smoothing becomes exactly 0
    /// (not a rounding residue of ~1e-16, whose flanks would be degenerate), reported, and the
    /// outline is the plain clamped star's corners (arcs only).
    @Test func starWithFullEdgesGetsNoSmoothing() throws {
        let smoothed = try Star(points: 5, outerRadius: 100, outerCornerRadius: 30, innerCornerRadius: 30, smoothing: 1)
        #expect(smoothed.corners.allSatisfy { $0.wasClamped && $0.smoothingWasReduced && $0.smoothing == 0 })
        #expect(smoothed.path.elements.allSatisfy { if case .cubic = $0 { false } else { true } })
        #expect(maximumKink(smoothed.path) < 1e-9)
    }

    @Test func smoothedRegularPolygonIsCurvatureContinuous() throws {
        let polygon = try RegularPolygon(sides: 6, radius: 100, cornerRadius: 20, smoothing: 0.7)
        Self.expectG2AtFlanks(polygon.path, size: 200, expectedFlankJoins: 6 * 4)
        #expect(polygon.corners.allSatisfy { $0.smoothing == 0.7 })
    }

    /// The smoothed border: both boundaries G2 at their flanks; the kept arcs stay concentric,
    /// so the width is exactly w there and along the straight edges, and differs only along
    /// the flanks. Measured: the ring's narrowest width over w (documented on RoundedBorder).
    @Test(arguments: [0.25, 0.5, 1])
    func smoothedBorderWidthIsMeasured(smoothing: Double) throws {
        let width = 12.0
        let border = try RoundedBorder(rect: Rect(width: 200, height: 120), borderWidth: width, cornerRadius: 24,
                                       smoothing: smoothing)
        let outer = border.outer, inner = try #require(border.inner)
        Self.expectG2AtFlanks(outer.path, size: 233, expectedFlankJoins: 4 * (smoothing == 1 ? 3 : 4))
        Self.expectG2AtFlanks(inner.path, size: 233, expectedFlankJoins: 4 * (smoothing == 1 ? 3 : 4))
        // The ring's width at each point of the inner boundary: its distance to the outer one,
        // both flattened within 1e-5 of w (so the measure is within 2e-5·w).
        let outerLine = try outer.path.flattened(tolerance: 1e-5 * width)
        let innerLine = try inner.path.flattened(tolerance: 1e-5 * width)
        let outerPoints = outerLine.points
        var narrowest = Double.infinity, widest = 0.0
        for point in innerLine.points {
            var nearest = Double.infinity
            for index in outerPoints.indices {
                let a = outerPoints[index], b = outerPoints[(index + 1) % outerPoints.count]
                let chord = b - a
                let t = Swift.max(0, Swift.min(1, (point - a).dot(chord) / chord.dot(chord)))
                nearest = Swift.min(nearest, point.distance(to: a + chord * t))
            }
            narrowest = Swift.min(narrowest, nearest)
            widest = Swift.max(widest, nearest)
        }
        // Never wider than w (to the flattening error), and narrower by a bounded amount: the
        // bounds below are the measured values rounded outward (documented on RoundedBorder).
        #expect(widest <= width * (1 + 2e-5), "widest \(widest / width) w")
        let deficit = 1 - narrowest / width
        // Measured deficits 0.0016, 0.0066, 0.0268 (w 12, R 24).
        let bound = [0.25: 0.002, 0.5: 0.007, 1.0: 0.028][smoothing]!
        #expect(deficit > 0 && deficit <= bound, "s \(smoothing): narrowest \(narrowest / width) w")
    }

    @Test func invalidSmoothingIsATypedError() {
        for bad in [Double.nan, -1, 2] {
            expectShapeError(parameter: "smoothing") { _ = try Star(outerRadius: 10, outerCornerRadius: 1, smoothing: bad) }
            expectShapeError(parameter: "smoothing") { _ = try RegularPolygon(radius: 10, smoothing: bad) }
            expectShapeError(parameter: "smoothing") {
                _ = try RoundedBorder(rect: Rect(width: 10, height: 10), borderWidth: 1, cornerRadius: 2, smoothing: bad)
            }
        }
    }
}

import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

@Suite struct PathJoinsTests {
    @Test func filletedCornerIsPositionAndTangentContinuous() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addArc(tangent1End: Point(x: 10, y: 0), tangent2End: Point(x: 10, y: 10), radius: 3)
        try path.addLine(to: Point(x: 10, y: 10))
        // Elements: move, line to the tangent point, arc, line.
        let joins = path.joins
        #expect(joins.count == 2)
        #expect(joins.map(\.incomingElementIndex) == [1, 2])
        #expect(joins.map(\.outgoingElementIndex) == [2, 3])
        #expect(joins.allSatisfy { $0.involvesArc && !$0.isClosing && $0.skippedSegmentCount == 0 })
        try #require(joins.count > 1)
        #expect(joins[0].outgoingIsArc && !joins[0].incomingIsArc)
        for (index, join) in joins.enumerated() {
            expectNear(join.positionGap, 0, tolerance: 1e-14, "join \(index)")
            expectNear(join.signedTurn, 0, tolerance: 1e-14, "join \(index)")
        }
        expectNear(joins[0].point, Point(x: 7, y: 0), tolerance: 1e-14)
        expectNear(joins[1].point, Point(x: 10, y: 3), tolerance: 1e-14)
    }

    @Test func roundedStarJoinsAreAllSmooth() throws {
        let star = try TestShapes.roundedPolygon(TestShapes.starVertices(points: 5, outer: 10, inner: 4), radius: 0.7)
        let joins = star.joins
        // 10 corners (line → arc, arc → line), then the closing line from the last tangent point
        // to the start (the middle of the last edge) and the collinear closing join onto the first line.
        #expect(joins.count == 21)
        let closing = try #require(joins.last)
        #expect(closing.isClosing && !closing.involvesArc)
        #expect(joins.dropLast().allSatisfy { $0.involvesArc && !$0.isClosing })
        #expect(joins.map(\.turnMagnitude).max()! < 1e-12)
        #expect(joins.map(\.positionGap).max()! < 1e-12)
    }

    @Test func sharpTriangleHasItsExteriorAngles() throws {
        let triangle = try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 0, y: 3)])
        let joins = triangle.joins
        #expect(joins.count == 3)
        // Directions of travel: 0, atan2(3, −4), −π/2.
        let second = atan2(3.0, -4.0)
        try #require(joins.count > 2)
        expectNear(joins[0].signedTurn, second, tolerance: 1e-15)                    // at (4, 0)
        expectNear(joins[1].signedTurn, -.pi / 2 - second + 2 * .pi, tolerance: 1e-15) // at (0, 3)
        expectNear(joins[2].signedTurn, .pi / 2, tolerance: 1e-15)                   // closing, at (0, 0)
        #expect(joins[2].isClosing)
        #expect(joins[2].incomingElementIndex == 3 && joins[2].outgoingElementIndex == 1)
        expectNear(joins.map(\.signedTurn).reduce(0, +), 2 * .pi, tolerance: 1e-14)
        #expect(!joins.contains { $0.involvesArc })
    }

    @Test func squareInTheOtherDirectionTurnsNegatively() throws {
        let square = try TestShapes.polygon([Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 0)])
        #expect(square.joins.count == 4)
        for (index, join) in square.joins.enumerated() { expectNear(join.signedTurn, -.pi / 2, tolerance: 1e-15, "join \(index)") }
    }

    @Test func zeroLengthLineIsBridgedKeepingItsGaps() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 2, y: 0))
        try path.addLine(to: Point(x: 2, y: 0))
        try path.addLine(to: Point(x: 2, y: 2))
        let joins = path.joins
        #expect(joins.count == 1)
        try #require(joins.count > 0)
        #expect(joins[0].incomingElementIndex == 1 && joins[0].outgoingElementIndex == 3)
        #expect(joins[0].skippedSegmentCount == 1)
        #expect(joins[0].positionGap == 0)
        expectNear(joins[0].signedTurn, .pi / 2, tolerance: 1e-15)
    }

    @Test func nearZeroLineBelowTheToleranceIsBridgedButALongerOneIsNot() throws {
        func corner(withStep step: Double) throws -> [Join] {
            var path = Path()
            try path.move(to: Point(x: 0, y: 0))
            try path.addLine(to: Point(x: 10, y: 0))
            try path.addLine(to: Point(x: 10 - step, y: step))   // a tiny diagonal jog
            try path.addLine(to: Point(x: 10 - step, y: 10))
            return path.joins
        }
        // Size ≈ 14.1: the degenerate length is ≈ 1.4e-8.
        #expect(try corner(withStep: 1e-12).count == 1)
        let kept = try corner(withStep: 1e-6)
        #expect(kept.count == 2)
        expectNear(kept.map(\.signedTurn).reduce(0, +), .pi / 2, tolerance: 1e-12)
    }

    @Test func arcNotStartingAtThePreviousEndReportsTheGap() throws {
        let arc = Arc(center: Point(x: 5, y: 1), radius: 1, startAngle: -.pi / 2, sweep: .pi / 2)   // starts at (5, 0)
        let path = try Path(elements: [.move(to: .zero), .line(to: Point(x: 4.5, y: 0)), .arc(arc)])
        let joins = path.joins
        #expect(joins.count == 1)
        try #require(joins.count > 0)
        expectNear(joins[0].positionGap, 0.5, tolerance: 1e-15)
        expectNear(joins[0].signedTurn, 0, tolerance: 1e-15)
    }

    @Test func fullCircleHasOneClosingJoinOntoItself() throws {
        let circle = try TestShapes.circle(center: .zero, radius: 2)
        let joins = circle.joins
        #expect(joins.count == 1)
        try #require(joins.count > 0)
        #expect(joins[0].isClosing && joins[0].incomingElementIndex == 1 && joins[0].outgoingElementIndex == 1)
        expectNear(joins[0].signedTurn, 0, tolerance: 1e-15)
        expectNear(joins[0].positionGap, 0, tolerance: 1e-15)
    }

    @Test func openSubpathHasNoClosingJoinAndEachSubpathIsSeparate() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 1, y: 0))
        try path.addLine(to: Point(x: 1, y: 1))
        try path.move(to: Point(x: 5, y: 5))
        try path.addLine(to: Point(x: 6, y: 5))
        let joins = path.joins
        #expect(joins.count == 1)
        try #require(joins.count > 0)
        #expect(joins[0].subpathIndex == 0 && !joins[0].isClosing)
    }

    @Test func reversalIsACuspOfPlusPi() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 1, y: 0))
        try path.addLine(to: Point(x: 0.5, y: 0))
        #expect(path.joins.map(\.signedTurn) == [.pi])
    }

    @Test func nearReversalWithRoundingNoiseIsStillPlusPi() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 1, y: 0))
        try path.addLine(to: Point(x: 0.5, y: -1e-17))   // raw turn −π + 2e-17
        #expect(path.joins.map(\.signedTurn) == [.pi])
    }

    @Test func closingJoinBridgesADegenerateClosingLine() throws {
        // The last point misses the first by 1e-15: the closing line is degenerate and bridged.
        let path = try Path(elements: [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 1, y: 0)),
                                       .line(to: Point(x: 1, y: 1)), .line(to: Point(x: 0, y: 1)),
                                       .line(to: Point(x: 1e-15, y: 0)), .close])
        let closing = try #require(path.joins.last)
        #expect(closing.isClosing && closing.skippedSegmentCount == 1)
        #expect(closing.incomingElementIndex == 4 && closing.outgoingElementIndex == 1)
        expectNear(closing.signedTurn, .pi / 2, tolerance: 1e-14)
        #expect(closing.positionGap == 0)
    }

    @Test func turningNumberIsSweepsPlusJoinTurnsOverTwoPi() throws {
        let star = try TestShapes.roundedPolygon(TestShapes.starVertices(points: 7, outer: 5, inner: 3), radius: 0.3)
        let sweeps = star.segments.reduce(0.0) { total, segment in
            if case .arc(let arc) = segment.geometry { return total + arc.sweep }
            return total
        }
        let turns = star.joins.map(\.signedTurn).reduce(0, +)
        try #require(star.subpathMeasures.count > 0)
        expectNear((sweeps + turns) / (2 * .pi), star.subpathMeasures[0].turningNumber, tolerance: 1e-14)
        expectNear(star.subpathMeasures[0].turningNumber, 1, tolerance: 1e-12)
    }
}

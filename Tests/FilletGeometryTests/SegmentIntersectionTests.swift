import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

@Suite struct SegmentIntersectionTests {
    let tol = 1e-9

    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> PathSegment.Geometry {
        .line(from: Point(x: x0, y: y0), to: Point(x: x1, y: y1))
    }

    func arc(_ cx: Double, _ cy: Double, _ r: Double, _ start: Double, _ sweep: Double) -> PathSegment.Geometry {
        .arc(Arc(center: Point(x: cx, y: cy), radius: r, startAngle: start, sweep: sweep))
    }

    func contacts(_ a: PathSegment.Geometry, _ b: PathSegment.Geometry) -> [SegmentContact] {
        Array(SegmentIntersection.contacts(a, b, tolerance: tol))
    }

    // MARK: Line / line

    @Test func crossingLinesMeetAtOnePoint() throws {
        let found = contacts(line(0, 0, 2, 2), line(0, 2, 2, 0))
        #expect(found.count == 1)
        try #require(found.count > 0)
        #expect(found[0].kind == .crossing)
        expectNear(found[0].point, Point(x: 1, y: 1), tolerance: 1e-15)
        #expect(found[0].firstEnds.isEmpty && found[0].secondEnds.isEmpty)
    }

    @Test func lineEndingOnAnotherTouchesIt() throws {
        let found = contacts(line(0, 0, 2, 0), line(1, 1, 1, 0))
        #expect(found.count == 1)
        try #require(found.count > 0)
        #expect(found[0].kind == .touching)
        #expect(found[0].secondEnds == .end && found[0].firstEnds.isEmpty)
        expectNear(found[0].point, Point(x: 1, y: 0), tolerance: 1e-15)
    }

    @Test func lineStoppingJustShortWithinTheToleranceStillTouches() {
        let found = contacts(line(0, 0, 2, 0), line(1, 1, 1, 5e-10))
        #expect(found.map(\.kind) == [.touching])
        #expect(contacts(line(0, 0, 2, 0), line(1, 1, 1, 2e-9)).isEmpty)
    }

    @Test func disjointLinesDoNotMeet() {
        #expect(contacts(line(0, 0, 1, 0), line(2, -1, 2, 1)).isEmpty)
        #expect(contacts(line(0, 0, 1, 1), line(0, 1, 0.4, 0.6 + 1e-6)).isEmpty)
    }

    @Test func collinearOverlappingLinesOverlapAlongTheFirst() throws {
        let found = contacts(line(0, 0, 3, 0), line(5, 0, 2, 0))
        #expect(found.count == 1)
        try #require(found.count > 0)
        #expect(found[0].kind == .overlap)
        expectNear(found[0].point, Point(x: 2, y: 0), tolerance: 1e-15)
        expectNear(found[0].overlapEnd, Point(x: 3, y: 0), tolerance: 1e-15)
        let reversed = contacts(line(3, 0, 0, 0), line(2, 0, 5, 0))
        try #require(reversed.count > 0)
        expectNear(reversed[0].point, Point(x: 3, y: 0), tolerance: 1e-15)
        expectNear(reversed[0].overlapEnd, Point(x: 2, y: 0), tolerance: 1e-15)
    }

    @Test func collinearLinesMeetingEndToEndTouch() {
        let found = contacts(line(0, 0, 1, 0), line(1, 0, 2, 0))
        #expect(found.map(\.kind) == [.touching])
        #expect(found.first?.firstEnds == .end && found.first?.secondEnds == .start)
        #expect(contacts(line(0, 0, 1, 0), line(1.5, 0, 2, 0)).isEmpty)
    }

    @Test func nearParallelLinesWithinTheToleranceOverlap() {
        let found = contacts(line(0, 0, 1, 0), line(0.5, 1e-12, 2, 3e-12))
        #expect(found.map(\.kind) == [.overlap])
    }

    @Test func nearParallelLinesCrossingAtAShallowAngleCross() throws {
        let found = contacts(line(0, 0, 1, 0), line(0, -1e-6, 1, 1e-6))
        #expect(found.map(\.kind) == [.crossing])
        try #require(found.count > 0)
        expectNear(found[0].point, Point(x: 0.5, y: 0), tolerance: 1e-12)
    }

    @Test func nearParallelLinesApartByMoreThanTheToleranceDoNotMeet() {
        #expect(contacts(line(0, 0, 1, 0), line(0, 1e-6, 1, 2e-6)).isEmpty)
        #expect(contacts(line(0, 0, 1, 0), line(0, 2e-9, 1, 2e-9)).isEmpty)   // exactly parallel
    }

    // MARK: Line / arc

    @Test func lineThroughAnArcCrossesItOnceWhereTheArcIs() throws {
        // The right half of the unit circle; the line meets the circle at x = ±1, the arc only at +1.
        let found = contacts(line(-2, 0, 2, 0), arc(0, 0, 1, -.pi / 2, .pi))
        #expect(found.count == 1)
        try #require(found.count > 0)
        #expect(found[0].kind == .crossing)
        expectNear(found[0].point, Point(x: 1, y: 0), tolerance: 1e-15)
    }

    @Test func lineThroughAFullCircleCrossesTwice() throws {
        let found = contacts(line(-2, 0.6, 2, 0.6), arc(0, 0, 1, 0, 2 * .pi))
        #expect(found.map(\.kind) == [.crossing, .crossing])
        let xs = found.map(\.point.x).sorted()
        try #require(xs.count > 1)
        expectNear(xs[0], -0.8, tolerance: 1e-15)
        expectNear(xs[1], 0.8, tolerance: 1e-15)
    }

    @Test func tangentLineTouchesTheArcOnce() throws {
        let found = contacts(line(1, -1, 1, 1), arc(0, 0, 1, -.pi / 2, .pi))
        #expect(found.map(\.kind) == [.touching])
        try #require(found.count > 0)
        expectNear(found[0].point, Point(x: 1, y: 0), tolerance: 1e-15)
    }

    @Test(arguments: [1e-12, -1e-12, 5e-10, -5e-10])
    func nearTangentLinesWithinTheToleranceTouchOnceFromEitherSide(offset: Double) throws {
        let found = contacts(line(1 + offset, -1, 1 + offset, 1), arc(0, 0, 1, -.pi / 2, .pi))
        #expect(found.map(\.kind) == [.touching], "offset \(offset)")
        expectNear(found.first?.point ?? .zero, Point(x: 1 + offset, y: 0), tolerance: 1e-15)
    }

    @Test func nearTangentLinesBeyondTheToleranceCrossTwiceOrMiss() throws {
        #expect(contacts(line(1 + 1e-6, -1, 1 + 1e-6, 1), arc(0, 0, 1, -.pi / 2, .pi)).isEmpty)
        let inside = contacts(line(1 - 1e-6, -1, 1 - 1e-6, 1), arc(0, 0, 1, -.pi / 2, .pi))
        #expect(inside.map(\.kind) == [.crossing, .crossing])
        let halfChord = (1 - (1 - 1e-6) * (1 - 1e-6)).squareRoot()
        let ys = inside.map(\.point.y).sorted()
        try #require(ys.count > 1)
        expectNear(ys[0], -halfChord, tolerance: 1e-12)
        expectNear(ys[1], halfChord, tolerance: 1e-12)
    }

    @Test func lineEndingOnTheArcTouchesIt() throws {
        let found = contacts(line(3, 0, 1, 0), arc(0, 0, 1, -.pi / 2, .pi))
        #expect(found.map(\.kind) == [.touching])
        #expect(found.first?.firstEnds == .end)
    }

    @Test func lineOutsideTheArcOrBesideItsSweepDoesNotMeetIt() {
        #expect(contacts(line(-2, 2, 2, 2), arc(0, 0, 1, 0, 2 * .pi)).isEmpty)
        // Crosses the circle only where the arc is not (left half).
        #expect(contacts(line(-2, 0.5, 0, 0.5), arc(0, 0, 1, -.pi / 2, .pi)).isEmpty)
    }

    @Test func lineMeetingTheArcAtItsEndPointTouches() throws {
        // The quarter arc ends at (0, 1); a vertical line through that point crosses the circle there.
        let found = contacts(line(0, 2, 0, -2), arc(0, 0, 1, 0, .pi / 2))
        #expect(found.map(\.kind) == [.touching])
        #expect(found.first?.secondEnds == .end)
    }

    @Test func arcFirstGivesTheSameContactsSwapped() throws {
        let found = contacts(arc(0, 0, 1, -.pi / 2, .pi), line(3, 0, 1, 0))
        #expect(found.map(\.kind) == [.touching])
        #expect(found.first?.secondEnds == .end && found.first?.firstEnds.isEmpty == true)
    }

    // MARK: Arc / arc

    @Test func crossingCirclesMeetTwice() throws {
        let found = contacts(arc(0, 0, 1, 0, 2 * .pi), arc(1, 0, 1, .pi / 2, 2 * .pi))
        #expect(found.map(\.kind) == [.crossing, .crossing])
        let points = found.map(\.point).sorted { $0.y < $1.y }
        try #require(points.count > 1)
        expectNear(points[0], Point(x: 0.5, y: -(0.75.squareRoot())), tolerance: 1e-15)
        expectNear(points[1], Point(x: 0.5, y: 0.75.squareRoot()), tolerance: 1e-15)
    }

    @Test func arcsCrossOnlyWhereBothAre() {
        // Upper halves (y > 0) only: one of the two circle intersections.
        let found = contacts(arc(0, 0, 1, 0, .pi), arc(1, 0, 1, 0, .pi))
        #expect(found.count == 1)
        expectNear(found.first?.point ?? .zero, Point(x: 0.5, y: 0.75.squareRoot()), tolerance: 1e-15)
    }

    @Test(arguments: [0.0, 1e-12, -1e-12])
    func externallyTangentCirclesTouchOnce(gap: Double) {
        let found = contacts(arc(0, 0, 1, 0, 2 * .pi), arc(2 + gap, 0, 1, 0, 2 * .pi))
        #expect(found.map(\.kind) == [.touching], "gap \(gap)")
        expectNear(found.first?.point ?? .zero, Point(x: 1 + gap / 2, y: 0), tolerance: 1e-15)
    }

    @Test func externalCirclesFartherApartThanTheToleranceDoNotMeet() {
        #expect(contacts(arc(0, 0, 1, 0, 2 * .pi), arc(2 + 1e-6, 0, 1, 0, 2 * .pi)).isEmpty)
    }

    @Test func internallyTangentCirclesTouchOnTheFarSide() {
        let found = contacts(arc(0, 0, 2, 0, 2 * .pi), arc(1, 0, 1, 0, 2 * .pi))
        #expect(found.map(\.kind) == [.touching])
        expectNear(found.first?.point ?? .zero, Point(x: 2, y: 0), tolerance: 1e-15)
        let other = contacts(arc(1, 0, 1, 0, 2 * .pi), arc(0, 0, 2, 0, 2 * .pi))
        expectNear(other.first?.point ?? .zero, Point(x: 2, y: 0), tolerance: 1e-15)
    }

    @Test func nestedAndFarApartCirclesDoNotMeet() {
        #expect(contacts(arc(0, 0, 3, 0, 2 * .pi), arc(0.5, 0, 1, 0, 2 * .pi)).isEmpty)
        #expect(contacts(arc(0, 0, 1, 0, 2 * .pi), arc(5, 0, 1, 0, 2 * .pi)).isEmpty)
        #expect(contacts(arc(0, 0, 1, 0, 2 * .pi), arc(0, 0, 1.5, 0, 2 * .pi)).isEmpty)   // concentric
    }

    @Test func coCircularArcsOverlapOnTheirCommonRange() throws {
        let found = contacts(arc(0, 0, 1, 0, .pi / 2), arc(0, 0, 1, .pi / 4, 3 * .pi / 4))
        #expect(found.map(\.kind) == [.overlap])
        try #require(found.count > 0)
        expectNear(found[0].point, Point(x: 0.5.squareRoot(), y: 0.5.squareRoot()), tolerance: 1e-15)
        expectNear(found[0].overlapEnd, Point(x: 0, y: 1), tolerance: 1e-15)
        // The first arc reversed: the overlap is reported in its direction of travel.
        let reversed = contacts(arc(0, 0, 1, .pi / 2, -.pi / 2), arc(0, 0, 1, .pi, -3 * .pi / 4))
        try #require(reversed.count > 0)
        expectNear(reversed[0].point, Point(x: 0, y: 1), tolerance: 1e-15)
        expectNear(reversed[0].overlapEnd, Point(x: 0.5.squareRoot(), y: 0.5.squareRoot()), tolerance: 1e-15)
    }

    @Test func coCircularArcsMeetingEndToEndTouch() {
        let found = contacts(arc(0, 0, 1, 0, .pi / 2), arc(0, 0, 1, .pi / 2, .pi / 2))
        #expect(found.map(\.kind) == [.touching])
        #expect(found.first?.firstEnds == .end && found.first?.secondEnds == .start)
    }

    @Test func coCircularArcsOnDisjointRangesDoNotMeet() {
        #expect(contacts(arc(0, 0, 1, 0, 1), arc(0, 0, 1, 2, 1)).isEmpty)
    }

    @Test func coCircularArcsCanOverlapInTwoPieces() {
        // 0…300° and 250°…(360 + 50)°: overlaps at 250…300° and 0…50°.
        let degree = Double.pi / 180
        let found = contacts(arc(0, 0, 1, 0, 300 * degree), arc(0, 0, 1, 250 * degree, 160 * degree))
        #expect(found.map(\.kind) == [.overlap, .overlap])
    }

    @Test func doubledFullCirclesOverlapOnce() {
        let found = contacts(arc(0, 0, 1, 0, 2 * .pi), arc(0, 0, 1, 1, 2 * .pi))
        #expect(found.map(\.kind) == [.overlap])
    }

    // MARK: Degenerate

    @Test func pointLikeSegmentTouchesWhatPassesThroughIt() {
        #expect(contacts(line(1, 0, 1, 0), line(0, 0, 2, 0)).map(\.kind) == [.touching])
        #expect(contacts(arc(1, 0, 0, 0, 1), arc(0, 0, 1, -1, 2)).map(\.kind) == [.touching])
        #expect(contacts(line(1, 1, 1, 1), line(0, 0, 2, 0)).isEmpty)
    }

    @Test(arguments: [1e-6, 1.0, 1e6])
    func scalingBothSegmentsAndTheToleranceKeepsTheVerdict(scale: Double) {
        func s(_ value: Double) -> Double { value * scale }
        let tangent = SegmentIntersection.contacts(
            .line(from: Point(x: s(1 + 1e-12), y: s(-1)), to: Point(x: s(1 + 1e-12), y: s(1))),
            .arc(Arc(center: .zero, radius: s(1), startAngle: -.pi / 2, sweep: .pi)), tolerance: s(tol))
        #expect(tangent.map(\.kind) == [.touching], "scale \(scale)")
        let shallow = SegmentIntersection.contacts(
            .line(from: Point(x: 0, y: s(-1e-6)), to: Point(x: s(1), y: s(1e-6))),
            .line(from: .zero, to: Point(x: s(1), y: 0)), tolerance: s(tol))
        #expect(shallow.map(\.kind) == [.crossing], "scale \(scale)")
    }

    // MARK: Far from the origin

    /// Two arcs 10⁻⁶ across at (100, −70): the small one crosses the large one 1 400 relative
    /// tolerances deep, but a coordinate's ulp there is 7 of them, and the computed crossings
    /// landed 2.5 off both arcs: the path passed. The default tolerance never goes below
    /// 2⁻⁴⁸ of the coordinates' magnitude (``Path/intersectionResolutionFloor``).
    @Test func arcsCrossingFarFromTheOriginCross() throws {
        let path = try Path(svgPathData: [
            "M99.99999990679609 -70.00000006376422 A1e-07 1e-07 0 0 0 100.00000009320391 -70.00000006376422",
            "M100.00000099999983 -69.99999999950288 A0.001 0.001 0 0 0 99.99999900000017 -69.99999999950288",
        ].joined(separator: " "))
        #expect(Swift.abs(path.intersectionTolerance / (Path.intersectionResolutionFloor * 100) - 1) < 1e-6)
        #expect(path.selfIntersections().map(\.kind) == [.crossing, .crossing])
        #expect(!path.isSimple)
    }

    /// The default tolerance is the relative one unless the coordinates' resolution is coarser.
    @Test func theDefaultToleranceIsRelativeUnlessTheCoordinatesAreCoarser() throws {
        let near = try Path(svgPathData: "M1000 1000 L1003 1000 L1003 1004 Z")
        #expect(near.intersectionTolerance == Path.intersectionRelativeTolerance * 5)
        let far = try Path(svgPathData: "M1e7 1e7 L10000003 1e7 L10000003 10000004 Z")
        #expect(far.intersectionTolerance == Path.intersectionResolutionFloor * 10000004)
        #expect(PreparedPath(far).intersectionTolerance == far.intersectionTolerance)
    }
}

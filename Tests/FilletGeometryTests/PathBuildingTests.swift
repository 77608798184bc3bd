import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

@Suite struct PathBuildingTests {
    @Test func moveLineCloseRecordsElementsAndCurrentPoint() throws {
        var path = Path()
        try path.move(to: Point(x: 1, y: 2))
        try path.addLine(to: Point(x: 4, y: 6))
        path.closeSubpath()
        #expect(path.elements == [.move(to: Point(x: 1, y: 2)), .line(to: Point(x: 4, y: 6)), .close])
        #expect(path.currentPoint == Point(x: 1, y: 2))
        #expect(path.subpaths == [Subpath(elementRange: 0..<3, isClosed: true)])
    }

    @Test func lineAfterCloseReopensAtSubpathStart() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 1, y: 0))
        path.closeSubpath()
        try path.addLine(to: Point(x: 0, y: 5))
        #expect(path.elements.suffix(2) == [.move(to: .zero), .line(to: Point(x: 0, y: 5))])
        #expect(path.subpaths.count == 2)
    }

    @Test func arcCounterClockwiseFlagFalseSweepsTowardIncreasingAngle() throws {
        var path = Path()
        try path.addArc(center: .zero, radius: 2, startAngle: -0.45 * .pi, endAngle: 0.45 * .pi, clockwise: false)
        guard case .arc(let arc) = path.elements.last else { Issue.record("no arc"); return }
        expectNear(arc.sweep, 0.9 * .pi)
        #expect(path.elements.first == .move(to: arc.startPoint))
    }

    @Test func arcClockwiseTrueTakesTheComplementarySweep() throws {
        // Seed 000's inner corners: start −0.7π, end +0.7π, clockwise: true → sweep −0.6π.
        var path = Path()
        try path.addArc(center: .zero, radius: 1, startAngle: -0.7 * .pi, endAngle: 0.7 * .pi, clockwise: true)
        guard case .arc(let arc) = path.elements.last else { Issue.record("no arc"); return }
        expectNear(arc.sweep, -0.6 * .pi, tolerance: 1e-14)
    }

    @Test func arcWithDifferenceOfTwoPiOrMoreIsAFullCircle() throws {
        #expect(Angle.builderSweep(from: 0, to: 7, clockwise: false) == 2 * .pi)
        #expect(Angle.builderSweep(from: 7, to: 0, clockwise: true) == -2 * .pi)
        #expect(Angle.builderSweep(from: 1, to: 1, clockwise: false) == 0)
    }

    @Test func arcJoinsCurrentPointWithALine() throws {
        var path = Path()
        try path.move(to: Point(x: -5, y: 0))
        try path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(path.elements.count == 3)
        try #require(path.elements.count > 1)
        #expect(path.elements[1] == .line(to: Point(x: 1, y: 0)))
        expectNear(path.currentPoint!, Point(x: 0, y: 1), tolerance: 1e-15)
    }

    @Test func hostileInputThrowsTypedErrorsAndLeavesPathUnchanged() throws {
        var path = Path()
        try path.move(to: .zero)
        let before = path
        #expect(throws: GeometryError.nonFinite(parameter: "point.x", value: .infinity)) {
            try path.addLine(to: Point(x: .infinity, y: 0))
        }
        #expect(throws: GeometryError.self) { try path.move(to: Point(x: 0, y: .nan)) }
        #expect(throws: GeometryError.negativeRadius(-1)) {
            try path.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: false)
        }
        #expect(throws: GeometryError.negativeRadius(-2)) {
            try path.addArc(tangent1End: Point(x: 1, y: 0), tangent2End: Point(x: 1, y: 1), radius: -2)
        }
        #expect(throws: GeometryError.self) {
            try path.addArc(tangent1End: Point(x: 1, y: 0), tangent2End: Point(x: 1, y: 1), radius: .nan)
        }
        #expect(throws: GeometryError.self) {
            try path.addArc(center: .zero, radius: 1, startAngle: -.infinity, endAngle: 1, clockwise: false)
        }
        #expect(path == before)
    }

    @Test func elementListWithoutLeadingMoveIsMalformed() {
        #expect(throws: GeometryError.self) { try Path(elements: [.line(to: .zero)]) }
        #expect(throws: GeometryError.self) { try Path(elements: [.move(to: .zero), .close, .close]) }
        #expect(throws: GeometryError.self) {
            try Path(elements: [.move(to: .zero), .arc(Arc(center: .zero, radius: -1, startAngle: 0, sweep: 1))])
        }
    }
}

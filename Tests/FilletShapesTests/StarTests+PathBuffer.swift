import Foundation
import Testing
import FilletGeometry
@testable import FilletShapes

@Suite struct StarPathBufferTests {
    @Test func buildPathIntoReusedBufferEqualsTheStarsPath() throws {
        var buffer = Path()
        try buffer.move(to: Point(x: -1, y: -1))
        try buffer.addLine(to: Point(x: 3, y: 4))
        for points in [2, 3, 5, 7, 24, 100, 1_001] {
            for (outerCorner, innerCorner) in [(0.0, 0.0), (6.0, 3.0), (40.0, 0.0), (0.0, 25.0), (100.0, 100.0)] {
                for clamping in CornerRounding.Clamping.allCases {
                    let inner: Star.InnerRadius = points >= 5 && outerCorner == 6 ? .regular : .ratio(0.55)
                    let star = try Star(points: points, outerRadius: 50, innerRadius: inner,
                                        outerCornerRadius: outerCorner, innerCornerRadius: innerCorner,
                                        rotation: 0.3, center: Point(x: 7, y: -2), clamping: clamping)
                    try Star.buildPath(into: &buffer, points: points, outerRadius: 50, innerRadius: inner,
                                       outerCornerRadius: outerCorner, innerCornerRadius: innerCorner,
                                       rotation: 0.3, center: Point(x: 7, y: -2), clamping: clamping)
                    #expect(buffer == star.path, "n = \(points), radii \(outerCorner)/\(innerCorner), \(clamping)")
                }
            }
        }
    }

    @Test func buildPathFallsBackToTheGeneralConstructionForHugeRotations() throws {
        var buffer = Path()
        let star = try Star(points: 6, outerRadius: 10, innerRadius: .ratio(0.5), outerCornerRadius: 1,
                            innerCornerRadius: 0.5, rotation: 1_000)
        try Star.buildPath(into: &buffer, points: 6, outerRadius: 10, innerRadius: .ratio(0.5),
                           outerCornerRadius: 1, innerCornerRadius: 0.5, rotation: 1_000)
        #expect(buffer == star.path)
    }

    @Test func buildPathThrowsTheInitialisersErrorsAndLeavesTheBufferEmpty() throws {
        var buffer = try Star(points: 5, outerRadius: 1).path
        #expect(throws: ShapeError.self) {
            try Star.buildPath(into: &buffer, points: 4, outerRadius: 1, innerRadius: .regular)
        }
        #expect(buffer.isEmpty)
        let cases: [(Int, Double, Double)] = [(1, 1, 0), (5, -1, 0), (5, .nan, 0), (5, 1, -2)]
        for (points, outer, corner) in cases {
            var initError: ShapeError?
            do { _ = try Star(points: points, outerRadius: outer, outerCornerRadius: corner) } catch { initError = error }
            var bufferError: ShapeError?
            do { try Star.buildPath(into: &buffer, points: points, outerRadius: outer, outerCornerRadius: corner) }
            catch { bufferError = error }
            #expect(initError != nil)
            #expect(bufferError.map { String(describing: $0) } == initError.map { String(describing: $0) })
        }
    }
}

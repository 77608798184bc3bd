import Foundation
import Testing
import FilletGeometry
@testable import FilletShapes

@Suite struct StarPathBufferTests {
    /// A star's point count, corner radii and clamping policy.
    struct BufferCase: Sendable, CustomTestStringConvertible {
        let points: Int
        let outerCorner: Double
        let innerCorner: Double
        let clamping: CornerRounding.Clamping
        var testDescription: String { "n = \(points), radii \(outerCorner)/\(innerCorner), \(clamping)" }

        static let all: [BufferCase] = [2, 3, 5, 7, 24, 100, 1_001].flatMap { points in
            [(0.0, 0.0), (6.0, 3.0), (40.0, 0.0), (0.0, 25.0), (100.0, 100.0)].flatMap { outerCorner, innerCorner in
                CornerRounding.Clamping.allCases.map {
                    BufferCase(points: points, outerCorner: outerCorner, innerCorner: innerCorner, clamping: $0)
                }
            }
        }
    }

    /// The buffer is reused: it holds a stray line and then a different, larger star's path before
    /// the case's star is built into it.
    @Test(arguments: BufferCase.all)
    func buildPathIntoReusedBufferEqualsTheStarsPath(_ star: BufferCase) throws {
        var buffer = Path()
        try buffer.move(to: Point(x: -1, y: -1))
        try buffer.addLine(to: Point(x: 3, y: 4))
        try Star.buildPath(into: &buffer, points: 1_001, outerRadius: 80, innerRadius: .ratio(0.3),
                           outerCornerRadius: 2, innerCornerRadius: 1, rotation: 1.1, clamping: .none)
        #expect(!buffer.isEmpty)
        let inner: Star.InnerRadius = star.points >= 5 && star.outerCorner == 6 ? .regular : .ratio(0.55)
        let expected = try Star(points: star.points, outerRadius: 50, innerRadius: inner,
                                outerCornerRadius: star.outerCorner, innerCornerRadius: star.innerCorner,
                                rotation: 0.3, center: Point(x: 7, y: -2), clamping: star.clamping)
        try Star.buildPath(into: &buffer, points: star.points, outerRadius: 50, innerRadius: inner,
                           outerCornerRadius: star.outerCorner, innerCornerRadius: star.innerCorner,
                           rotation: 0.3, center: Point(x: 7, y: -2), clamping: star.clamping)
        #expect(buffer == expected.path, "\(star.testDescription)")
    }

    @Test func buildPathFallsBackToTheGeneralConstructionForHugeRotations() throws {
        var buffer = Path()
        let star = try Star(points: 6, outerRadius: 10, innerRadius: .ratio(0.5), outerCornerRadius: 1,
                            innerCornerRadius: 0.5, rotation: 1_000)
        try Star.buildPath(into: &buffer, points: 6, outerRadius: 10, innerRadius: .ratio(0.5),
                           outerCornerRadius: 1, innerCornerRadius: 0.5, rotation: 1_000)
        #expect(buffer == star.path)
    }

    @Test func buildPathThrowsAndLeavesTheBufferEmpty() throws {
        var buffer = try Star(points: 5, outerRadius: 1).path
        #expect(throws: ShapeError.self) {
            try Star.buildPath(into: &buffer, points: 4, outerRadius: 1, innerRadius: .regular)
        }
        #expect(buffer.isEmpty)
    }

    /// Parameters the initialiser rejects.
    struct InvalidStar: Sendable, CustomTestStringConvertible {
        let points: Int
        let outerRadius: Double
        let outerCornerRadius: Double
        var testDescription: String { "n = \(points), R = \(outerRadius), outer corner \(outerCornerRadius)" }

        static let all = [InvalidStar(points: 1, outerRadius: 1, outerCornerRadius: 0),
                          InvalidStar(points: 5, outerRadius: -1, outerCornerRadius: 0),
                          InvalidStar(points: 5, outerRadius: .nan, outerCornerRadius: 0),
                          InvalidStar(points: 5, outerRadius: 1, outerCornerRadius: -2)]
    }

    @Test(arguments: InvalidStar.all)
    func buildPathThrowsTheInitialisersErrors(_ star: InvalidStar) throws {
        var buffer = Path()
        var initError: ShapeError?
        do { _ = try Star(points: star.points, outerRadius: star.outerRadius, outerCornerRadius: star.outerCornerRadius) }
        catch { initError = error }
        var bufferError: ShapeError?
        do {
            try Star.buildPath(into: &buffer, points: star.points, outerRadius: star.outerRadius,
                               outerCornerRadius: star.outerCornerRadius)
        } catch { bufferError = error }
        #expect(initError != nil)
        #expect(bufferError.map { String(describing: $0) } == initError.map { String(describing: $0) })
    }
}

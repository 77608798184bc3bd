import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

/// How an SVG arc command is drawn: how many cubic pieces an elliptical arc gets, and the end
/// directions a repair turns by scaling its radii.
@Suite struct SVGArcPiecesTests {
    static let step = Path.svgEllipticalArcPieceSweep

    /// (sweep in steps, pieces): the count steps halfway between multiples of the piece sweep, so
    /// the quarter and half arcs authors draw keep their count when their radii change a little.
    @Test(arguments: [(0.0, 1), (0.49, 1), (0.51, 2), (1.0, 2), (11.9, 13), (12.0, 13), (12.1, 13),
                      (12.49, 13), (12.51, 14), (24.0, 25), (48.0, 49)])
    func pieceCountStepsHalfwayBetweenMultiples(steps: Double, pieces: Int) {
        #expect(Path.unitArcPieceCount(sweep: steps * Self.step) == pieces)
        #expect(Path.unitArcPieceCount(sweep: -steps * Self.step) == pieces)
    }

    @Test func everyPieceSweepsLessThanTheLargestPieceSweep() {
        for hundredths in 1...5000 {
            let sweep = Double(hundredths) / 100 * Self.step
            let count = Path.unitArcPieceCount(sweep: sweep)
            #expect(sweep / Double(count) < Self.step, "sweep \(sweep): \(count) pieces")
            // At most one more than the fewest pieces of at most the piece sweep.
            #expect(count <= Int((sweep / Self.step).rounded(.up)) + 1)
        }
    }

    @Test func aQuarterEllipseKeepsItsPiecesWhenItsRadiiChangeALittle() throws {
        let quarter = try Path(svgPathData: "M10 0A5 3 0 0 1 15 3")
        for radii in ["4.99 2.994", "5.01 3.006", "5.05 3", "5 3.05"] {
            let changed = try Path(svgPathData: "M10 0A\(radii) 0 0 1 15 3")
            #expect(changed.elements.count == quarter.elements.count, "\(radii)")
        }
    }

    /// The directions ``Path/svgArcEndDirections`` gives are those of the cubics (or the arc) the
    /// command is drawn as, at both ends.
    @Test(arguments: ["A5 3 0 0 1 14.8 3.1", "A5 3 30 1 0 14.8 3.1", "A5 5 0 0 1 14.9 5.2", "A2 1 -20 0 1 12 0.5",
                      "A1 1 0 0 0 20 0"])
    func endDirectionsAreTheDrawnOnes(command: String) throws {
        let path = try Path(svgPathData: "M10 0" + command)
        let drawn = Array(path.elements.dropFirst())
        let parts = command.dropFirst().split(separator: " ").map { Double($0)! }
        let directions = try #require(Path.svgArcEndDirections(from: Point(x: 10, y: 0), to: Point(x: parts[5], y: parts[6]),
                                                               radiusX: parts[0], radiusY: parts[1], rotationDegrees: parts[2],
                                                               largeArc: parts[3] == 1, sweep: parts[4] == 1))
        func startDirection(_ element: PathElement, from start: Point) -> Vector {
            switch element {
            case .arc(let arc): return Vector(dx: -sin(arc.startAngle), dy: cos(arc.startAngle)) * (arc.sweep < 0 ? -1 : 1)
            case .cubic(let c1, _, _): return c1 - start
            default: return Vector(dx: .nan, dy: .nan)
            }
        }
        func endDirection(_ element: PathElement) -> Vector {
            switch element {
            case .arc(let arc):
                let end = arc.startAngle + arc.sweep
                return Vector(dx: -sin(end), dy: cos(end)) * (arc.sweep < 0 ? -1 : 1)
            case .cubic(_, let c2, let to): return to - c2
            default: return Vector(dx: .nan, dy: .nan)
            }
        }
        let first = try #require(drawn.first), last = try #require(drawn.last)
        expectNear(directions.start.signedAngle(to: startDirection(first, from: Point(x: 10, y: 0))), 0, tolerance: 1e-9)
        expectNear(directions.end.signedAngle(to: endDirection(last)), 0, tolerance: 1e-9)
    }

    @Test func anArcThatDrawsNothingOrALineHasNoDirections() {
        let start = Point(x: 1, y: 1)
        #expect(Path.svgArcEndDirections(from: start, to: start, radiusX: 1, radiusY: 1, rotationDegrees: 0, largeArc: false, sweep: true) == nil)
        #expect(Path.svgArcEndDirections(from: start, to: Point(x: 3, y: 1), radiusX: 0, radiusY: 1, rotationDegrees: 0, largeArc: false, sweep: true) == nil)
    }
}

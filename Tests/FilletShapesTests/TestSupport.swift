import Foundation
import Testing
import FilletGeometry
@testable import FilletShapes

/// Signed area enclosed by a path of lines and arcs, by Green's theorem, written here independently
/// of the geometry core: ½∮(x dy − y dx), with
///
/// ```
/// line p → q:            ½ (p.x·q.y − q.x·p.y)
/// arc (c, r, θ₀, sweep): ½ [r²·sweep + r·(cx·(sin θ₁ − sin θ₀) − cy·(cos θ₁ − cos θ₀))]
/// ```
///
/// Positive for subpaths running toward increasing angle (clockwise on screen, y-down).
/// Every subpath is treated as closed.
func signedArea(_ path: Path) -> Double {
    var area = 0.0
    func line(_ p: Point, _ q: Point) { area += 0.5 * (p.x * q.y - q.x * p.y) }
    for subpath in path.segmentsBySubpath {
        var last = subpath.start
        for segment in subpath.segments {
            switch segment.geometry {
            case .line(let from, let to):
                line(from, to)
            case .arc(let arc):
                let a0 = arc.startAngle, a1 = arc.endAngle
                area += 0.5 * (arc.radius * arc.radius * arc.sweep
                    + arc.radius * (arc.center.x * (sin(a1) - sin(a0)) - arc.center.y * (cos(a1) - cos(a0))))
            case .curve(let curve):
                // ½∫(x y' − y x') dt by composite Simpson over 2 048 intervals (independent of the closed form).
                let intervals = 2048
                var sum = 0.0
                for index in 0...intervals {
                    let t = Double(index) / Double(intervals)
                    let p = curve.point(at: t), d = curve.derivative(at: t)
                    let weight: Double = index == 0 || index == intervals ? 1 : (index % 2 == 1 ? 4 : 2)
                    sum += weight * (p.x * d.dy - p.y * d.dx)
                }
                area += 0.5 * sum / (3 * Double(intervals))
            }
            last = segment.endPoint
        }
        if !subpath.isClosed { line(last, subpath.start) }
    }
    return area
}

/// The largest direction change (radians) between consecutive segments of each closed subpath,
/// including the closing join; zero-length lines are skipped.
func maximumKink(_ path: Path) -> Double {
    var worst = 0.0
    for subpath in path.segmentsBySubpath {
        let drawn = subpath.segments.filter { $0.length > 0 }
        guard drawn.count > 1 else { continue }
        for index in drawn.indices {
            let next = drawn[(index + 1) % drawn.count]
            if index == drawn.count - 1 && !subpath.isClosed { continue }
            worst = max(worst, abs(drawn[index].endTangent.signedAngle(to: next.startTangent)))
        }
    }
    return worst
}

/// Distance from `point` to the infinite line through `a` and `b`.
func distanceToLine(_ point: Point, _ a: Point, _ b: Point) -> Double {
    abs((b - a).cross(point - a)) / (b - a).length
}

/// Expects `body` to throw a ``ShapeError`` whose parameter is `parameter` (when given).
func expectShapeError(parameter: String? = nil, sourceLocation: SourceLocation = #_sourceLocation,
                      _ body: () throws -> Void) {
    do {
        try body()
        Issue.record("expected a ShapeError, nothing was thrown", sourceLocation: sourceLocation)
    } catch {
        guard let error = error as? ShapeError else {
            Issue.record("expected a ShapeError, got \(error)", sourceLocation: sourceLocation)
            return
        }
        if let parameter {
            #expect(error.parameter == parameter, "error \(error) names \(error.parameter ?? "nil"), expected \(parameter)",
                    sourceLocation: sourceLocation)
        }
    }
}

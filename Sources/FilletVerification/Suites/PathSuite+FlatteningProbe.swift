import Foundation
import FilletGeometry

extension VerificationSuite {
    /// What the curve flattening gets wrong on inputs no generated path brings, or `nil`: asked
    /// once (the same for every case) and folded into the ``path`` suite's
    /// ``Invariant/flatteningChordCount`` verdict, as ``builderProbeMisread`` is into position
    /// continuity.
    ///
    /// - Scale: a cubic whose control points lie on its chord (unevenly, so its parametrisation is
    ///   not uniform), drawn at 2¹⁰ and at 2⁻¹⁰ with the tolerance scaled alike, must flatten to
    ///   the same number of chords. Scaling by a power of two is exact, so the two flattenings
    ///   see the same numbers times 2²⁰: any test that compares a length with an absolute
    ///   constant (a chord "shorter than 1") shows as a different count. The generated paths
    ///   are scaled by 10⁻³…10³ but none of their curves is straight.
    /// - The point limit: a curve flattened with a limit one point short of what it needs must be
    ///   refused with `tooManyPoints(required:)` equal to the points its unlimited flattening has
    ///   (counted on that polyline, not computed again): the figure `fillet check path` and the
    ///   readers report. No generated path reaches the limit.
    static let flatteningProbeMisread: String? = {
        func chords(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int? {
            var path = Path()
            guard (try? path.move(to: p0)) != nil, (try? path.addCurve(to: p3, control1: p1, control2: p2)) != nil,
                  let polyline = try? path.flattened(tolerance: tolerance) else { return nil }
            return polyline.points.count - 1
        }
        let along: [(Double, Double)] = [(0.9, 0.1), (0.05, 0.3), (0.7, 0.95)]
        for (first, second) in along {
            var counts: [Int?] = []
            for scale in [0x1p10, 0x1p-10] {
                let p0 = Point(x: -3 * scale, y: 1 * scale), p3 = Point(x: 5 * scale, y: 7 * scale)
                let p1 = p0 + (p3 - p0) * first, p2 = p0 + (p3 - p0) * second
                counts.append(chords(p0, p1, p2, p3, tolerance: 1e-3 * scale))
            }
            guard let large = counts[0], let small = counts[1], large == small else {
                return "a straight cubic (controls at \(first), \(second) of its chord) flattened to "
                    + "\(counts[0].map(String.init) ?? "nothing") chords at scale 2¹⁰, \(counts[1].map(String.init) ?? "nothing") at 2⁻¹⁰"
            }
        }
        let p0 = Point(x: 0, y: 0), p1 = Point(x: 0, y: 10), p2 = Point(x: 10, y: 10), p3 = Point(x: 10, y: -4)
        var path = Path()
        guard (try? path.move(to: p0)) != nil, (try? path.addCurve(to: p3, control1: p1, control2: p2)) != nil,
              let whole = try? path.flattened(tolerance: 1e-3) else { return "a cubic did not flatten without a limit" }
        var limited = Polyline()
        do throws(GeometryError) {
            try path.flatten(tolerance: 1e-3, into: &limited, maximumPointCount: whole.points.count - 1)
            return "a cubic needing \(whole.points.count) points flattened under a limit of \(whole.points.count - 1)"
        } catch {
            guard case .tooManyPoints(let required, _) = error, required == Double(whole.points.count) else {
                return "a cubic needing \(whole.points.count) points was refused under a limit one short with \(error)"
            }
        }
        return nil
    }()
}

extension VerificationSuite {
    /// What the flattening's measures get wrong on inputs no generated path brings, or `nil`:
    /// asked once and folded into the ``path`` suite's ``Invariant/flatteningDeviation`` verdict
    /// (the deviation measured, and the scale its rounding allowance is relative to).
    ///
    /// - ``FilletGeometry/Path/flatteningMagnitude`` bounds every flattened vertex's `|x|`, `|y|`
    ///   (the vertices are points of the path, up to rounding): on an arc about the origin that
    ///   reaches past its end points, and on a cubic whose farthest control point is its first
    ///   handle. The generated paths sit away from the origin, where the end points dominate.
    /// - ``FilletGeometry/Polyline/maximumDeviation(from:)`` of an arc's polyline whose vertex lies
    ///   on the arc far from equal steps (so its angle is measured, not stepped) is never below the
    ///   sagitta of its longest chord, `r·(1 − cos(Φ/2))` written here: the flattening's own
    ///   vertices are always near equal steps.
    static let flatteningMeasureMisread: String? = {
        do {
            let arc = Arc(center: .zero, radius: 5, startAngle: Double.pi / 4, sweep: Double.pi / 2)
            var arcPath = Path()
            try arcPath.move(to: arc.startPoint)
            try arcPath.addArc(arc)
            var curvePath = Path()
            try curvePath.move(to: .zero)
            try curvePath.addCurve(to: Point(x: 1, y: 0), control1: Point(x: 0, y: 12), control2: Point(x: 1, y: 0.5))
            for (name, path) in [("an arc about the origin", arcPath), ("a cubic with a far first handle", curvePath)] {
                let magnitude = path.flatteningMagnitude
                let reach = try path.flattened(tolerance: 1e-3).points.reduce(0.0) { Swift.max($0, Swift.abs($1.x), Swift.abs($1.y)) }
                if !(reach <= magnitude * (1 + 1e-12)) {
                    return "flatteningMagnitude of \(name) is \(magnitude), its flattened vertices reach \(reach)"
                }
            }
            let radius = 10.0, sweep = Double.pi / 2, offAngle = 0.1
            let quarter = Arc(center: Point(x: 2, y: -1), radius: radius, startAngle: 0, sweep: sweep)
            var quarterPath = Path()
            try quarterPath.move(to: quarter.startPoint)
            try quarterPath.addArc(quarter)
            let uneven = try Polyline(subpaths: [(points: [quarter.startPoint, quarter.point(atAngle: offAngle), quarter.endPoint],
                                                  isClosed: false)])
            let measured = uneven.maximumDeviation(from: quarterPath)
            let sagitta = radius * (1 - cos((sweep - offAngle) / 2))
            if !(measured >= sagitta * (1 - 1e-9)) {
                return "maximumDeviation of a quarter arc's two uneven chords is \(measured), below the sagitta \(sagitta)"
            }
        } catch {
            return "a probe path did not build or flatten: \(error)"
        }
        return nil
    }()
}

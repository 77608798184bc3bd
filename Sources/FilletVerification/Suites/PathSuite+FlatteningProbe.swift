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
    ///   readers report. No generated path reaches the limit. Asked of a bent cubic and of a
    ///   raised quadratic with n₀ = 3.5 (where the spans counted decide the figure).
    /// - Overflow: a curve at x = 10³⁰⁸ (points that could overflow) must throw
    ///   ``FilletGeometry/GeometryError/nonFinite(parameter:value:)``, as documented.
    /// - Lone points: `M0 0 L4 0 L4 3 Z M1 1 Z M2 2 L3 2 M5 5 Z` must flatten to the polyline
    ///   written out by hand with ``FilletGeometry/Polyline/init(subpaths:)``: one subpath per
    ///   subpath with its closed flag, each move's point emitted, and of a closed subpath only a
    ///   last vertex *repeating* the first dropped, so `M1 1 Z` and `M5 5 Z` keep their one
    ///   point (a polyline subpath is never empty: that initialiser refuses one). The generated
    ///   paths close only subpaths of several vertices.
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
        // A bent cubic, and a quadratic raised to a cubic (constant B'' of length 4h = 0.098, so
        // n₀ = √(‖B''‖/8τ) = 3.5 at τ = 10⁻³: one span of 4 chords, where counting over √(‖B''‖/τ)
        // would cut 3 spans of 2).
        let h = 0.0245
        let limitCurves: [(Point, Point, Point, Point)] = [
            (Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 10), Point(x: 10, y: -4)),
            (Point(x: 0, y: 0), Point(x: 1.0 / 3, y: 2 * h / 3), Point(x: 2.0 / 3, y: 2 * h / 3), Point(x: 1, y: 0)),
        ]
        for (p0, p1, p2, p3) in limitCurves {
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
        }
        // A curve whose points could overflow: magnitude 10³⁰⁸ (4× that is not finite), its
        // second differences finite. Documented to throw nonFinite("curve point").
        var huge = Path()
        guard (try? huge.move(to: Point(x: 1e308, y: 0))) != nil,
              (try? huge.addCurve(to: Point(x: 1e308, y: 3), control1: Point(x: 1e308, y: 1), control2: Point(x: 1e308, y: 2))) != nil
        else { return "a path at 10³⁰⁸ did not build" }
        do throws(GeometryError) {
            let polyline = try huge.flattened(tolerance: 1e-3)
            return "a curve at x = 10³⁰⁸ flattened to \(polyline.points.count) points instead of throwing nonFinite"
        } catch {
            guard case .nonFinite = error else { return "a curve at x = 10³⁰⁸ was refused with \(error), not nonFinite" }
        }
        return loneClosedPointMisread
    }()

    /// The lone points of ``flatteningProbeMisread``.
    private static var loneClosedPointMisread: String? {
        let a = Point(x: 0, y: 0), b = Point(x: 4, y: 0), c = Point(x: 4, y: 3)
        let lone = Point(x: 1, y: 1), d = Point(x: 2, y: 2), e = Point(x: 3, y: 2), last = Point(x: 5, y: 5)
        let data = "M0 0 L4 0 L4 3 Z M1 1 Z M2 2 L3 2 M5 5 Z"
        do {
            let path = try Path(svgPathData: data)
            let written = try Polyline(subpaths: [(points: [a, b, c], isClosed: true), (points: [lone], isClosed: true),
                                                  (points: [d, e], isClosed: false), (points: [last], isClosed: true)])
            let flattened = try path.flattened(tolerance: 1e-3)
            guard flattened.points == written.points, flattened.subpaths == written.subpaths else {
                return "\(data) flattened to \(flattened.points) in \(flattened.subpaths), "
                    + "written \(written.points) in \(written.subpaths)"
            }
        } catch {
            return "a path of lone closed points did not build or flatten: \(error)"
        }
        return nil
    }
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
    ///   vertices are always near equal steps. Asked of a quarter arc and of a three-quarter arc
    ///   whose longer piece spans 1.05π (more than π: the short-branch sagitta would be wrong).
    /// - The single chord `[p0, p3]` of `M0 0 C0 1 1 1 1 0` deviates by the curve's apex height
    ///   ¾ (`y(t) = 3t(1 − t)`), and is measured so: a path's first curve has no earlier floor.
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
            // (sweep, vertex angle): a quarter arc's vertex far from its middle; a three-quarter
            // arc's vertex at 1.05π, so its longer piece spans more than π (its sagitta passes the
            // radius: the farthest arc point lies beyond the centre from the chord).
            let radius = 10.0
            for (sweep, offAngle) in [(Double.pi / 2, 0.1), (1.5 * Double.pi, 1.05 * Double.pi)] {
                let arc = Arc(center: Point(x: 2, y: -1), radius: radius, startAngle: 0, sweep: sweep)
                var arcPath = Path()
                try arcPath.move(to: arc.startPoint)
                try arcPath.addArc(arc)
                let uneven = try Polyline(subpaths: [(points: [arc.startPoint, arc.point(atAngle: offAngle), arc.endPoint],
                                                      isClosed: false)])
                let measured = uneven.maximumDeviation(from: arcPath)
                let longer = Swift.max(offAngle, sweep - offAngle)
                let sagitta = radius * (1 - cos(longer / 2))
                if !(measured >= sagitta * (1 - 1e-9)) {
                    return "maximumDeviation of an arc of sweep \(sweep)'s two uneven chords is \(measured), below the sagitta \(sagitta)"
                }
            }
            // One chord under a cubic: M0 0 C0 1 1 1 1 0 has y(t) = 3t(1 − t), at most ¾ (at t = ½),
            // above the chord y = 0 from (0, 0) to (1, 0), so the chord's deviation is ¾. The first
            // curve of a path is measured, not taken from an earlier floor.
            var arch = Path()
            try arch.move(to: .zero)
            try arch.addCurve(to: Point(x: 1, y: 0), control1: Point(x: 0, y: 1), control2: Point(x: 1, y: 1))
            let chord = try Polyline(subpaths: [(points: [Point.zero, Point(x: 1, y: 0)], isClosed: false)])
            let archDeviation = chord.maximumDeviation(from: arch)
            if !(archDeviation >= 0.75 * (1 - 1e-9)) {
                return "maximumDeviation of the chord under M0 0 C0 1 1 1 1 0 is \(archDeviation), below its apex height 0.75"
            }
        } catch {
            return "a probe path did not build or flatten: \(error)"
        }
        return nil
    }()
}

import FilletVerification
import Foundation
import FilletGeometry

/// The factor both radii of an SVG arc command are scaled by so that the arc leaves (or
/// reaches) a join in a given direction, end points, rotation and flags kept.
///
/// Scaling `rx` and `ry` by one factor `k` keeps the ellipse's shape: in the frame where it is a
/// unit circle the arc is a circular arc of radius `k` on a fixed chord, whose end tangents make
/// the angle `α` with the chord, `sin α = (chord/2)/k` (each end turning by as much, mirrored
/// about the chord). The ellipse's map sends directions to directions preserving their order, so
/// the drawn direction at either end turns monotonically with `k` — until `k` is so small that the
/// radii are scaled back up to reach the end points (SVG 2 F.6.6), where it stops turning. The
/// factor is found by bisection on `log k` over a bracket grown from `k = 1`:
///
/// ```
/// turn(k) = signedAngle(T·d(1), T·d(k))        d: the command's direction at that end, T: the transform
/// find k with turn(k) = wanted, |turn(k) − wanted| ≤ 10⁻¹⁴ rad or the bracket below 10⁻¹⁵ relative
/// ```
/// A circle (`rx = ry`) is the special case; so is a circular arc drawn exactly (`Arc`).
enum ArcRadii {
    /// The farthest a bracket grows: k in [e⁻⁷, e⁷] (about 1/1100 to 1100).
    static let largestLogScale = 7.0

    /// The scale of both radii of `command` that turns its drawn direction at its end (`atEnd`) or
    /// start by `wanted` radians (drawn through `transform`'s linear part), or `nil` when no scale
    /// in range does (the turn would have to go past the chord or a half turn: another flag).
    static func scale(_ command: RepairState.ArcCommand, transform: FilletGeometry.AffineTransform, atEnd: Bool,
                      turningBy wanted: Double) -> Double? {
        func direction(_ logScale: Double) -> Vector? {
            let k = exp(logScale)
            guard let directions = Path.svgArcEndDirections(from: command.start, to: command.end,
                                                            radiusX: command.radiusX * k, radiusY: command.radiusY * k,
                                                            rotationDegrees: command.rotationDegrees,
                                                            largeArc: command.largeArc, sweep: command.sweep) else { return nil }
            let drawn = transform.apply(to: atEnd ? directions.end : directions.start)
            return drawn.isFinite && drawn.lengthSquared > 0 ? drawn : nil
        }
        guard wanted.isFinite, let base = direction(0) else { return nil }
        func miss(_ logScale: Double) -> Double? { direction(logScale).map { base.signedAngle(to: $0) - wanted } }
        let atOne = -wanted
        guard atOne != 0 else { return 1 }
        // Grow the step both ways from k = 1 until the miss changes sign.
        var step = 1e-6
        var bracket: (low: Double, high: Double)?
        search: while step <= largestLogScale {
            for signed in [step, -step] {
                guard let value = miss(signed) else { continue }
                if value == 0 { return exp(signed) }
                if (value > 0) != (atOne > 0) {
                    bracket = signed > 0 ? (0, signed) : (signed, 0)
                    break search
                }
            }
            step *= 2
        }
        guard var (low, high) = bracket, var lowMiss = miss(low) else { return nil }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            guard let value = miss(middle) else { return nil }
            if Swift.abs(value) <= 1e-14 || high - low <= 1e-15 { return exp(middle) }
            if (value > 0) == (lowMiss > 0) { low = middle; lowMiss = value } else { high = middle }
        }
        return exp((low + high) / 2)
    }

    /// The factors `(sx, sy)` for `rx` and `ry` apart that turn the drawn direction at the start
    /// of `command` by `startTurn` and at its end by `endTurn` (radians): Newton's method on
    /// `(log sx, log sy)` from `(0, 0)`, the Jacobian by central differences, steps of at most 1/2,
    /// until both misses are within 10⁻¹³ rad. An ellipse with its rotation kept has these two
    /// degrees of freedom once its end points are fixed; a circle keeps its radii equal, so it is
    /// not given here (`rx = ry` would stop being a circle). `nil` when the iteration does not
    /// converge within 40 steps or leaves `[e⁻⁷, e⁷]`.
    static func scales(_ command: RepairState.ArcCommand, transform: FilletGeometry.AffineTransform,
                       startTurn: Double, endTurn: Double) -> (x: Double, y: Double)? {
        func directions(_ u: Double, _ v: Double) -> (Vector, Vector)? {
            guard let found = Path.svgArcEndDirections(from: command.start, to: command.end,
                                                       radiusX: command.radiusX * exp(u), radiusY: command.radiusY * exp(v),
                                                       rotationDegrees: command.rotationDegrees,
                                                       largeArc: command.largeArc, sweep: command.sweep) else { return nil }
            let start = transform.apply(to: found.start), end = transform.apply(to: found.end)
            guard start.isFinite, end.isFinite, start.lengthSquared > 0, end.lengthSquared > 0 else { return nil }
            return (start, end)
        }
        guard startTurn.isFinite, endTurn.isFinite, let base = directions(0, 0) else { return nil }
        func miss(_ u: Double, _ v: Double) -> (Double, Double)? {
            directions(u, v).map { (base.0.signedAngle(to: $0.0) - startTurn, base.1.signedAngle(to: $0.1) - endTurn) }
        }
        var u = 0.0, v = 0.0
        let step = 1e-6
        for _ in 0..<40 {
            guard let f = miss(u, v) else { return nil }
            if Swift.max(Swift.abs(f.0), Swift.abs(f.1)) <= 1e-13 { return (exp(u), exp(v)) }
            guard let up = miss(u + step, v), let um = miss(u - step, v),
                  let vp = miss(u, v + step), let vm = miss(u, v - step) else { return nil }
            let a = (up.0 - um.0) / (2 * step), b = (vp.0 - vm.0) / (2 * step)
            let c = (up.1 - um.1) / (2 * step), d = (vp.1 - vm.1) / (2 * step)
            let determinant = a * d - b * c
            guard determinant.isFinite, determinant != 0 else { return nil }
            var du = -(d * f.0 - b * f.1) / determinant, dv = -(-c * f.0 + a * f.1) / determinant
            let length = Swift.max(Swift.abs(du), Swift.abs(dv))
            if length > 0.5 { du *= 0.5 / length; dv *= 0.5 / length }
            u += du
            v += dv
            guard Swift.abs(u) <= largestLogScale, Swift.abs(v) <= largestLogScale else { return nil }
        }
        return nil
    }
}

import Foundation

/// The circular arc a cubic Bézier stands for, as CoreGraphics, SVG exporters and design tools
/// write arcs: end points on the circle, end tangents symmetric about the chord, handles of
/// length `4/3·tan(θ/4)·r`.
public struct CubicArcFit: Hashable, Sendable {
    /// The centre of the circle through both end points, tangent to both end tangents.
    public var center: Point
    public var radius: Double
    /// Signed sweep: positive toward increasing angle (clockwise on a y-down screen).
    public var sweep: Double
    /// The largest `| |B(t) − center| − radius |` over the curve (absolute length).
    public var radialError: Double
    /// The same for the standard cubic of this sweep, estimated by `(2/27)·sin⁶(θ/4)/cos²(θ/4)·r`
    /// (2.7·10⁻⁴·r at 90°, 1.85·10⁻²·r at 180°; within 1 % of the measured maximum, from
    /// above): what a careful tool reaches.
    public var standardRadialError: Double

    public init(center: Point, radius: Double, sweep: Double, radialError: Double, standardRadialError: Double) {
        self.center = center
        self.radius = radius
        self.sweep = sweep
        self.radialError = radialError
        self.standardRadialError = standardRadialError
    }

    /// `(2/27)·sin⁶(|θ|/4)/cos²(|θ|/4)·r`: the radial error of the standard cubic (handle length
    /// `4/3·tan(θ/4)·r`) for a sweep θ, after Goldapp (1991); within 1 % of the true maximum up to π.
    public static func standardRadialError(sweep: Double, radius: Double) -> Double {
        let quarter = Swift.abs(sweep) / 4
        let sine = sin(quarter), cosine = cos(quarter)
        let sine2 = sine * sine
        return 2.0 / 27.0 * sine2 * sine2 * sine2 / (cosine * cosine) * radius
    }
}

extension CubicCurve {
    /// 1.5°: how far the end tangents' angles to the chord may differ for a cubic to stand for an
    /// arc (a circular arc has them equal; exporters reproduce that to rounding).
    public static let arcFitSymmetryTolerance = 1.5 * Double.pi / 180
    /// 10 %: how far each handle's length may be from the circular `4/3·tan(θ/4)·r`.
    public static let arcFitHandleTolerance = 0.1

    /// The circular arc this cubic stands for, or `nil` when it does not look like one.
    ///
    /// Recognised when both handles are non-zero, the end tangents make angles with the chord
    /// that agree within ``arcFitSymmetryTolerance`` and turn the same way (the sweep
    /// `θ = a₀ + a₃` lies in (10⁻³, π + 10⁻⁶] rad), and each handle is within
    /// ``arcFitHandleTolerance`` of `4/3·tan(θ/4)·r`:
    ///
    /// ```
    /// r      = |p3 − p0| / (2·sin(|θ|/2))
    /// centre = mean of p0 + r·n0 and p3 + r·n3   (n: unit tangent turned 90° toward the turn)
    /// error  = max over t of | |B(t) − centre| − r |    (17 samples, then golden-section refinement)
    /// ```
    /// Straight cubics, S-curves, loops, cusps, degenerate handles and non-finite input give `nil`.
    /// - Complexity: O(1): about 50 curve evaluations for a recognised cubic, a few products else.
    public var circularArcFit: CubicArcFit? {
        let chord = p3 - p0
        let start = p1 - p0, end = p3 - p2
        let chordLength = chord.length, startLength = start.length, endLength = end.length
        guard chordLength > 0, startLength > 0, endLength > 0,
              chordLength.isFinite, startLength.isFinite, endLength.isFinite else { return nil }
        let startAngle = start.signedAngle(to: chord), endAngle = chord.signedAngle(to: end)
        guard startAngle * endAngle > 0, Swift.abs(startAngle - endAngle) <= Self.arcFitSymmetryTolerance else { return nil }
        let sweep = startAngle + endAngle
        guard Swift.abs(sweep) > 1e-3, Swift.abs(sweep) <= .pi + 1e-6 else { return nil }
        let radius = chordLength / (2 * sin(Swift.abs(sweep) / 2))
        let handle = 4.0 / 3.0 * tan(Swift.abs(sweep) / 4) * radius
        guard Swift.abs(startLength / handle - 1) <= Self.arcFitHandleTolerance,
              Swift.abs(endLength / handle - 1) <= Self.arcFitHandleTolerance else { return nil }
        let side: Double = sweep > 0 ? 1 : -1
        let startNormal = (start / startLength).perpendicular * side
        let endNormal = (end / endLength).perpendicular * side
        let fromStart = p0 + startNormal * radius, fromEnd = p3 + endNormal * radius
        let center = fromStart.midpoint(to: fromEnd)
        guard center.isFinite, radius.isFinite else { return nil }
        return CubicArcFit(center: center, radius: radius, sweep: sweep,
                           radialError: radialError(center: center, radius: radius),
                           standardRadialError: CubicArcFit.standardRadialError(sweep: sweep, radius: radius))
    }

    /// `max over t | |B(t) − center| − radius |`: the squared distance is sampled (no square root
    /// per sample), the extreme sample refined by golden-section search on its neighbourhood.
    func radialError(center: Point, radius: Double) -> Double {
        let radiusSquared = radius * radius
        func excess(_ t: Double) -> Double { Swift.abs((point(at: t) - center).lengthSquared - radiusSquared) }
        let samples = 16
        var worstT = 0.0, worst = -1.0
        for index in 0...samples {
            let t = Double(index) / Double(samples)
            let value = excess(t)
            if value > worst { worst = value; worstT = t }
        }
        var low = Swift.max(0, worstT - 1.0 / Double(samples)), high = Swift.min(1, worstT + 1.0 / Double(samples))
        let ratio = (5.0.squareRoot() - 1) / 2
        for _ in 0..<10 {
            let a = high - ratio * (high - low), b = low + ratio * (high - low)
            if excess(a) >= excess(b) { high = b } else { low = a }
        }
        let refinedT = 0.5 * (low + high)
        let distance = (point(at: worstT) - center).length
        let refined = (point(at: refinedT) - center).length
        return Swift.max(Swift.abs(distance - radius), Swift.abs(refined - radius))
    }
}

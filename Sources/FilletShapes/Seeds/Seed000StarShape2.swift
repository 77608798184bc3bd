import Foundation
import FilletGeometry

/// Seed 000, "Star with rounded corners in SwiftUI": `StarShape2`, transcribed line by line, in
/// both published versions.
///
/// ```
/// centre      = (rect.width/2, rect.height/2)            — rect.origin is ignored
/// centre.y   *= n·(−0.04) + 1.3      when n is odd, n < 8 and !isCircleOutline
/// R           = min(w, h)/2 · 0.9    (0.8 in the first version),   inner = 0.4·R
/// outer angle θᵢ = 2π·i/n − π/2,     inner angle φᵢ = 2π·(i + 0.5)/n − π/2
/// per point:  line to  P(outerᵢ, r, θᵢ − 0.45π)
///             arc  centre outerᵢ, radius r, θᵢ − 0.45π → θᵢ + 0.45π, clockwise: false (sweep +0.9π)
///             line to  P(innerᵢ, r, φᵢ − 0.7π)                        (first version: to innerᵢ)
///             arc  centre innerᵢ, radius r, φᵢ − 0.7π → φᵢ + 0.7π, clockwise: true  (sweep −0.6π)
///                                                                    (first version: no inner arc)
/// ```
///
/// Flaws kept on purpose (the verifier is meant to find them):
/// - The arcs are centred *on* the sharp vertices, not on the bisector inside them: each point's
///   tip sticks out to R + r, and each inner corner is pushed in by r.
/// - The sweeps are fixed (±0.45π either side of the point's direction, ±0.7π at the inner
///   corners), not the turn angle, so the lines meet the arcs at a kink: not tangent-continuous,
///   for every n (the article says so: "More work could be done to calculate the exact angles").
/// - The inner arc with `clockwise: true` from φ − 0.7π to φ + 0.7π runs the short way round
///   (−0.6π), through φ + π, the side facing the centre.
/// - The odd-n centre shift is a fixed factor, not the star's actual bounds; `rect.origin` is
///   ignored for the star but used for the cutout frame.
/// - Large r overlaps neighbouring segments (the article's 15 points, r = 14, 300 × 300).
public struct Seed000StarShape2: Hashable, Sendable {
    /// Which of the two published versions.
    public enum Version: String, Hashable, Sendable, Codable, CaseIterable {
        /// The first `StarShape2`: R factor 0.8, arcs at the points only, straight to each inner vertex.
        case outerArcs
        /// The final `StarShape2` ("Round inner corners"): R factor 0.9, arcs at both.
        case innerAndOuterArcs
    }

    public var points: Int
    public var cornerRadius: Double
    public var isCutout: Bool
    public var isCircleOutline: Bool
    public var version: Version

    /// The fixed half-sweep of the outer arcs, 0.45π (81°).
    public static let outerHalfSweep = Double.pi * 0.45
    /// The fixed half-sweep of the inner arcs, 0.7π.
    public static let innerHalfSweep = Double.pi * 0.7

    /// - Parameters: as the article (`points` = 5, `cornerRadius` = 3, `isCutout` = false,
    ///   `isCircleOutline` = false); `version` defaults to the final one.
    public init(points: Int = 5, cornerRadius: Double = 3.0, isCutout: Bool = false,
                isCircleOutline: Bool = false, version: Version = .innerAndOuterArcs) {
        self.points = points
        self.cornerRadius = cornerRadius
        self.isCutout = isCutout
        self.isCircleOutline = isCircleOutline
        self.version = version
    }

    /// One star point: the article's `Segment` (final version; the first version uses
    /// `outerCenter`, `outerAngle`, `outerRadius` and the inner vertex as `line2`).
    struct Segment {
        let outerCenter: Point
        let outerAngle: Double
        let outerRadius: Double
        let innerCenter: Point
        let innerAngle: Double

        var line: Point {
            let pt = SeedSupport.cartesian(length: outerRadius, angle: outerStartAngle)
            return Point(x: pt.x + outerCenter.x, y: pt.y + outerCenter.y)
        }
        var line2: Point {
            let pt = SeedSupport.cartesian(length: outerRadius, angle: innerStartAngle)
            return Point(x: pt.x + innerCenter.x, y: pt.y + innerCenter.y)
        }
        var outerStartAngle: Double { outerAngle - Seed000StarShape2.outerHalfSweep }
        var outerEndAngle: Double { outerAngle + Seed000StarShape2.outerHalfSweep }
        var innerStartAngle: Double { innerAngle - Seed000StarShape2.innerHalfSweep }
        var innerEndAngle: Double { innerAngle + Seed000StarShape2.innerHalfSweep }
    }

    /// The outer-radius factor of the version: 0.9 (final) or 0.8 (first).
    public var outerRadiusFactor: Double { version == .innerAndOuterArcs ? 0.9 : 0.8 }

    /// The centre `path(in:)` uses, with the odd-n shift.
    public func center(in rect: Rect) -> Point {
        var center = Point(x: rect.width / 2.0, y: rect.height / 2.0)
        if points % 2 == 1 && points < 8 && !isCircleOutline {
            center = Point(x: center.x, y: center.y * ((Double(points) * (-0.04)) + 1.3))
        }
        return center
    }

    /// The path in `rect`, as `path(in:)` builds it.
    /// - Throws: ``ShapeError`` for `points` outside 1…10⁵ (the original divides by zero for 0 and
    ///   traps for negative n), a non-finite or negative `cornerRadius` (the builder would reject
    ///   it), or a non-finite or negative rect size.
    public func path(in rect: Rect) throws(ShapeError) -> Path {
        try Check.count(points, "points", minimum: 1, maximum: ShapeLimits.maximumSeedPoints)
        try Check.nonNegative(cornerRadius, "cornerRadius")
        try rect.validate("rect", allowEmpty: true)
        let points = self.points
        let center = center(in: rect)
        // radius of a circle that will fit in the rect with some padding
        let outerRadius = (Double(min(rect.width, rect.height)) / 2.0) * outerRadiusFactor
        let innerRadius = outerRadius * 0.4
        let offsetAngle = Double.pi * (-0.5)

        var starSegments: [Segment] = []
        starSegments.reserveCapacity(points)
        for i in 0..<points {
            let angle1 = (2.0 * Double.pi / Double(points)) * Double(i) + offsetAngle
            let outerPoint = SeedSupport.cartesian(length: outerRadius, angle: angle1)
            let angle2 = (2.0 * Double.pi / Double(points)) * (Double(i) + 0.5) + offsetAngle
            let innerPoint = SeedSupport.cartesian(length: innerRadius, angle: angle2)
            starSegments.append(Segment(
                outerCenter: Point(x: outerPoint.x + center.x, y: outerPoint.y + center.y),
                outerAngle: angle1,
                outerRadius: cornerRadius,
                innerCenter: Point(x: innerPoint.x + center.x, y: innerPoint.y + center.y),
                innerAngle: angle2))
        }
        let version = self.version, isCutout = self.isCutout, isCircleOutline = self.isCircleOutline
        return try Check.geometry { () throws(GeometryError) -> Path in
            var path = Path()
            path.reserveCapacity(4 * points + 8)
            if isCutout {
                if isCircleOutline {
                    path.addPath(try SeedSupport.swiftUICircle(in: rect))
                } else {
                    path.addPath(try SeedSupport.swiftUIRectangle(in: rect))
                }
            }
            for (n, seg) in starSegments.enumerated() {
                if n == 0 { try path.move(to: seg.line) } else { try path.addLine(to: seg.line) }
                try path.addArc(center: seg.outerCenter, radius: seg.outerRadius,
                                startAngle: seg.outerStartAngle, endAngle: seg.outerEndAngle,
                                clockwise: false)
                switch version {
                case .outerArcs:
                    try path.addLine(to: seg.innerCenter)
                case .innerAndOuterArcs:
                    try path.addLine(to: seg.line2)
                    try path.addArc(center: seg.innerCenter, radius: seg.outerRadius,
                                    startAngle: seg.innerStartAngle, endAngle: seg.innerEndAngle,
                                    clockwise: true)
                }
            }
            path.closeSubpath()
            return path
        }
    }
}

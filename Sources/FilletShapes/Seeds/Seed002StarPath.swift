import Foundation
import FilletGeometry

/// Seed 002, "Drawing a star with UIBezierPath" (MartianCraft): `UIBezierPath(starIn:points:)`,
/// transcribed line by line, with `pointsOnCircle` and the `CGPoint` helpers it depends on.
///
/// ```
/// centre = (rect.midX, rect.midY),   radius R = rect.width · 0.5        — the height is ignored
/// outer k  at angle 1.5π + k·2π/n   (accumulated: endAngle += 2π/n)     — twelve o'clock first
/// m      = midpoint(outer₀, outer₁),  opp = |outer₀ − m|,  θ = ((n − 2)π/n)/2
/// inner radius = |centre − m| − opp / tan θ          (n ≥ 5;  = R·cos(2π/n)/cos(π/n))
///              = |centre − m| · 0.5                  (n = 3 or 4: the fallback)
/// inner k  at angle 1.5π + π/n + k·2π/n
/// path:  move(outer₀), then addLine(outerₖ), addLine(innerₖ) for each k      — no close()
/// then translate by (0, (rect.height − bounds.height)·0.5)
/// ```
///
/// Flaws kept on purpose:
/// - The first `addLine` goes to `outer₀`, where the path already is: a zero-length segment.
/// - The published listing never calls `close()`: filling closes implicitly, but a stroke leaves
///   the last edge (innerₙ₋₁ → outer₀) undrawn. (The article's code blocks lost some lines when
///   published; this transcribes the text as it stands.)
/// - The "vertical recentring" moves the path by half the spare height; that centres the star only
///   when its top already touches `rect.minY`, i.e. when the rect is square. Otherwise the star is
///   off-centre by (h − w)/2 and, with R = w/2, overflows a rect shorter than it is wide.
/// - n = 3 and 4 use the fallback ½·|centre − m|, an arbitrary fatter star (the tan formula gives
///   0 and a negative value there).
public struct Seed002StarPath: Hashable, Sendable {
    public var points: Int

    /// `UIBezierPath.twelveOClock`, 1.5π.
    public static let twelveOClock = Double.pi * 1.5

    /// - Parameter points: default 5; the original's `precondition(points >= 3)` becomes a
    ///   ``ShapeError`` in ``path(in:)``.
    public init(points: Int = 5) {
        self.points = points
    }

    /// The article's `UIBezierPath.pointsOnCircle(center:radius:points:startAngle:)`: the current
    /// point after each `addArc`, i.e. the end angle, starting at `startAngle` and accumulating the
    /// step `2π/n` by repeated addition as the original does.
    public static func pointsOnCircle(center: Point, radius: Double, points: Int,
                                      startAngle: Double = twelveOClock) -> [Point] {
        let pointOffsetAngle = ((Double.pi * 2.0) / Double(points))
        var endAngle = startAngle
        var circlePoints: [Point] = []
        circlePoints.reserveCapacity(points)
        for _ in 1...points {
            circlePoints.append(Point(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle)))
            endAngle += pointOffsetAngle
        }
        return circlePoints
    }

    /// The article's `CGPoint.distance(to:)`: √(Δx² + Δy²).
    static func distance(_ from: Point, _ to: Point) -> Double {
        let deltaX = to.x - from.x
        let deltaY = to.y - from.y
        return ((deltaX * deltaX) + (deltaY * deltaY)).squareRoot()
    }

    /// The article's `CGPoint.midPoint(to:)`: `self` translated by half the difference.
    static func midPoint(_ from: Point, _ to: Point) -> Point {
        Point(x: from.x + (to.x - from.x) * 0.5, y: from.y + (to.y - from.y) * 0.5)
    }

    /// The inner radius the initialiser computes for `points` and outer radius `radius`.
    /// - Throws: ``ShapeError/countOutOfRange(parameter:value:valid:)`` outside 3…10⁵.
    public static func innerRadius(points: Int, radius: Double, center: Point = .zero) throws(ShapeError) -> Double {
        try Check.count(points, "points", minimum: 3, maximum: ShapeLimits.maximumSeedPoints)
        let outerPoints = pointsOnCircle(center: center, radius: radius, points: points)
        return innerRadius(points: points, center: center, outerPoints: outerPoints)
    }

    static func innerRadius(points: Int, center: Point, outerPoints: [Point]) -> Double {
        // The internal angle of the regular polygon at the center of the star
        let internalAngle = (Double(points - 2) * .pi) / Double(points)
        // The midpoint of the line between the two outer points
        let midPoint = midPoint(outerPoints[0], outerPoints[1])
        // The length of that line
        let opp = distance(outerPoints[0], midPoint)
        let theta = internalAngle * 0.5
        let distanceIn = opp / tan(theta)
        switch points {
        case 3, 4: return distance(center, midPoint) * 0.5
        default: return distance(center, midPoint) - distanceIn
        }
    }

    /// The path `UIBezierPath(starIn: rect, points:)` builds.
    /// - Throws: ``ShapeError`` for `points` outside 3…10⁵ or a non-finite or negative rect.
    public func path(in rect: Rect) throws(ShapeError) -> Path {
        try Check.count(points, "points", minimum: 3, maximum: ShapeLimits.maximumSeedPoints)
        try rect.validate("rect", allowEmpty: true)
        let points = self.points
        // Constants describing the star
        let center = Point(x: rect.midX, y: rect.midY)
        let radius = rect.width * 0.5
        let outerPoints = Self.pointsOnCircle(center: center, radius: radius, points: points)
        let innerRadius = Self.innerRadius(points: points, center: center, outerPoints: outerPoints)
        let innerPointOffset = (.pi * 2.0 / Double(points)) * 0.5
        let innerPoints = Self.pointsOnCircle(center: center, radius: innerRadius, points: points,
                                              startAngle: Self.twelveOClock + innerPointOffset)
        // Bounds of every point the path visits (all straight lines, so these are the path's bounds).
        var minY = outerPoints[0].y, maxY = outerPoints[0].y
        for point in outerPoints + innerPoints {
            minY = Swift.min(minY, point.y)
            maxY = Swift.max(maxY, point.y)
        }
        // Center the star vertically in the passed in rect
        let heightAdjustment = (rect.height - (maxY - minY)) * 0.5
        func shifted(_ point: Point) -> Point { Point(x: point.x, y: point.y + heightAdjustment) }
        return try Check.geometry { () throws(GeometryError) -> Path in
            var path = Path()
            path.reserveCapacity(2 * points + 1)
            try path.move(to: shifted(outerPoints[0]))
            for (outer, inner) in zip(outerPoints, innerPoints) {
                try path.addLine(to: shifted(outer))
                try path.addLine(to: shifted(inner))
            }
            return path
        }
    }
}

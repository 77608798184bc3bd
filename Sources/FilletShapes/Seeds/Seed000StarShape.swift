import Foundation
import FilletGeometry

/// Seed 000, "Star with rounded corners in SwiftUI": the earlier sharp `StarShape`, transcribed
/// line by line.
///
/// ```
/// centre      = (rect.width/2, rect.height/2)            — rect.origin is ignored
/// centre.y   *= n·(−0.04) + 1.3      when n is odd, n < 8 and !circle   (the odd-n shift)
/// R           = min(w, h)/2 · 0.9,   inner = 0.4·R
/// offsetAngle = π/n + π/2
/// outer i at angle 2π/n·i + offsetAngle, inner i at 2π/n·(i + 0.5) + offsetAngle
/// ```
///
/// As published: with offsetAngle π/n + π/2 an odd star has a point straight up (i = (n−1)/2),
/// but an even star has no point up: for n = 6 two points are horizontal and an inner vertex is at
/// twelve o'clock. `cutout` first adds the frame (`Rectangle` or `Circle`) as its own subpath so an
/// even-odd fill punches the star out of it.
public struct Seed000StarShape: Hashable, Sendable {
    public var points: Int
    public var cutout: Bool
    public var circle: Bool

    /// - Parameters: as the article's `StarShape` (defaults 5, false, false). `points` must be in
    ///   1…``ShapeLimits/maximumSeedPoints`` (the Swift original traps on `0..<points` for n < 0 and
    ///   divides by zero for n = 0).
    public init(points: Int = 5, cutout: Bool = false, circle: Bool = false) {
        self.points = points
        self.cutout = cutout
        self.circle = circle
    }

    /// The path in `rect`, as `path(in:)` builds it.
    /// - Throws: ``ShapeError`` for `points` outside 1…10⁵ or a non-finite or negative rect.
    public func path(in rect: Rect) throws(ShapeError) -> Path {
        try Check.count(points, "points", minimum: 1, maximum: ShapeLimits.maximumSeedPoints)
        try rect.validate("rect", allowEmpty: true)
        let points = self.points
        let circle = self.circle
        // centre of the containing rect
        var center = Point(x: rect.width / 2.0, y: rect.height / 2.0)
        // Adjust center down for odd number of sides less than 8
        if points % 2 == 1 && points < 8 && !circle {
            center = Point(x: center.x, y: center.y * ((Double(points) * (-0.04)) + 1.3))
        }
        // radius of a circle that will fit in the rect
        let outerRadius = (Double(min(rect.width, rect.height)) / 2.0) * 0.9
        let innerRadius = outerRadius * 0.4
        let offsetAngle = (Double.pi / Double(points)) + Double.pi / 2.0

        var vertices: [Point] = []
        vertices.reserveCapacity(2 * points)
        for i in 0..<points {
            let angle1 = (2.0 * Double.pi / Double(points)) * Double(i) + offsetAngle
            let outerPoint = SeedSupport.cartesian(length: outerRadius, angle: angle1)
            vertices.append(Point(x: outerPoint.x + center.x, y: outerPoint.y + center.y))
            let angle2 = (2.0 * Double.pi / Double(points)) * (Double(i) + 0.5) + offsetAngle
            let innerPoint = SeedSupport.cartesian(length: innerRadius, angle: angle2)
            vertices.append(Point(x: innerPoint.x + center.x, y: innerPoint.y + center.y))
        }
        return try Check.geometry { () throws(GeometryError) -> Path in
            var path = Path()
            if cutout {
                if circle {
                    path.addPath(try SeedSupport.swiftUICircle(in: rect))
                } else {
                    path.addPath(try SeedSupport.swiftUIRectangle(in: rect))
                }
            }
            for (n, pt) in vertices.enumerated() {
                if n == 0 { try path.move(to: pt) } else { try path.addLine(to: pt) }
            }
            path.closeSubpath()
            return path
        }
    }
}

/// Helpers that reproduce the SwiftUI pieces the seeds call.
enum SeedSupport {
    /// The article's `Cartesian(length:angle:)`.
    static func cartesian(length: Double, angle: Double) -> Point {
        Point(x: length * cos(angle), y: length * sin(angle))
    }

    /// `Rectangle().path(in: rect)`: CoreGraphics' `addRect` order — top-left, top-right,
    /// bottom-right, bottom-left, close.
    static func swiftUIRectangle(in rect: Rect) throws(GeometryError) -> Path {
        var path = Path()
        try path.move(to: Point(x: rect.minX, y: rect.minY))
        try path.addLine(to: Point(x: rect.maxX, y: rect.minY))
        try path.addLine(to: Point(x: rect.maxX, y: rect.maxY))
        try path.addLine(to: Point(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }

    /// `Circle().path(in: rect)`: the circle of diameter min(w, h) centred in the rect, here as one
    /// exact arc from the rightmost point toward increasing angle. (SwiftUI approximates it with
    /// four cubic Béziers, within 2.7·10⁻⁴·r of the true circle; the direction only matters for
    /// the non-zero fill rule, and the seed fills the cutout even-odd.)
    static func swiftUICircle(in rect: Rect) throws(GeometryError) -> Path {
        var path = Path()
        let radius = Swift.min(rect.width, rect.height) / 2
        try path.addArc(Arc(center: rect.center, radius: radius, startAngle: 0, sweep: 2 * Double.pi))
        path.closeSubpath()
        return path
    }
}

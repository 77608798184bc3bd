import Foundation
import FilletGeometry

/// Seed 003, "iOS で星型の図形を UIBezierPath で作る" (Qiita): `starVertexes(in:padding:roundness:numberOfVertexes:)`
/// and `UIBezierPath.polygon(_:)`, transcribed line by line.
///
/// ```
/// R         = min(w − padding, h − padding) / 2          — padding counted once, not per side
/// centre    = (frame.midX, frame.midY)
/// k         = max(min(roundness, 100), 0) / 100           — "roundness" is the inner/outer ratio in %
/// n         = max(numberOfVertexes, 2)
/// point j   for j in 0...2n (2n + 1 points: the first is repeated at the end)
///           r = j even ? R : k·R,   θ = j/(2n) · 2π − π/2
/// polygon:  move(p₀), addLine(p) for every p (p₀ included), close()
/// ```
///
/// Flaws kept on purpose:
/// - `polygon` adds a line to p₀ right after moving there: a zero-length first segment.
/// - The repeated last point p₂ₙ is computed at θ = 3π/2, not −π/2, so it differs from p₀ by
///   rounding (about 2·10⁻¹⁶·R in x), and `close()` then adds a last, nearly zero-length segment.
/// - Padding is subtracted once from the smaller side, i.e. half of it per side; a padding larger
///   than that side makes R negative and the star comes out flipped through its centre.
/// - roundness 0 puts every inner point on the centre; roundness 100 gives a regular 2n-gon.
public struct Seed003StarVertexes: Hashable, Sendable {
    public var padding: Double
    public var roundness: Double
    public var numberOfVertexes: Int

    /// - Parameters: as `StarView`'s defaults: padding 0, roundness 40, 5 vertexes.
    public init(padding: Double = 0, roundness: Double = 40, numberOfVertexes: Int = 5) {
        self.padding = padding
        self.roundness = roundness
        self.numberOfVertexes = numberOfVertexes
    }

    /// The 2n + 1 points `starVertexes(in:padding:roundness:numberOfVertexes:)` returns.
    ///
    /// The published clamping is kept (roundness to 0…100, vertex count to ≥ 2), but non-finite
    /// numbers and counts above 10⁵ (``ShapeLimits/maximumSeedPoints``) are errors rather than NaN points or a huge allocation.
    /// - Throws: ``ShapeError`` naming `padding`, `roundness`, `numberOfVertexes` or `frame.*`.
    public func vertexes(in frame: Rect) throws(ShapeError) -> [Point] {
        try frame.validate("frame", allowEmpty: true)
        try Check.finite(padding, "padding")
        try Check.finite(roundness, "roundness")
        guard numberOfVertexes <= ShapeLimits.maximumSeedPoints else {
            throw .countOutOfRange(parameter: "numberOfVertexes", value: numberOfVertexes,
                                   valid: Int.min...ShapeLimits.maximumSeedPoints)
        }
        return Self.starVertexes(
            radius: Swift.min(frame.width - padding, frame.height - padding) / 2,
            center: Point(x: frame.midX, y: frame.midY),
            roundness: Swift.max(Swift.min(roundness, 100), 0) / 100,
            numberOfVertexes: Swift.max(numberOfVertexes, 2))
    }

    /// The article's `starVertexes(radius:center:roundness:numberOfVertexes:)`.
    static func starVertexes(radius: Double, center: Point, roundness: Double, numberOfVertexes vertexes: Int) -> [Point] {
        let vertexes = (vertexes * 2)
        return [Int](0...vertexes).map { offset in
            let r = (offset % 2 == 0) ? radius : roundness * radius
            let θ = Double(offset) / Double(vertexes) * (2 * Double.pi) - Double.pi / 2
            return Point(x: r * cos(θ) + center.x, y: r * sin(θ) + center.y)
        }
    }

    /// The path `UIBezierPath.polygon(starVertexes(…))` draws.
    /// - Throws: as ``vertexes(in:)``.
    public func path(in frame: Rect) throws(ShapeError) -> Path {
        let vertexes = try vertexes(in: frame)
        return try Check.geometry { () throws(GeometryError) -> Path in
            var path = Path()
            path.reserveCapacity(vertexes.count + 2)
            try path.move(to: vertexes.first!)
            for vertex in vertexes { try path.addLine(to: vertex) }
            path.closeSubpath()
            return path
        }
    }
}

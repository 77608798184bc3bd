import Foundation
import FilletGeometry

/// A regular polygon with `n` sides and the same fillet at every corner.
///
/// ```
/// vertex i = centre + R · (cos θᵢ, sin θᵢ),   θᵢ = rotation + 2π·i/n
/// interior angle A = (n − 2)·π / n,   tangent length = r·cot(A/2) = r·tan(π/n)
/// area = (n/2)·R²·sin(2π/n) − n·r²·(tan(π/n) − π/n)
/// ```
///
/// (each rounded corner removes the kite between vertex and fillet, `r²·cot(A/2)`, and adds back
/// the sector `r²·(π − A)/2`). A fillet fits while `r·tan(π/n) ≤ s/2 = R·sin(π/n)`, i.e.
/// `r ≤ R·cos(π/n)` (the inradius); `.proportional` clamps larger radii to it, giving the circle.
public struct RegularPolygon: Hashable, Sendable {
    public let sides: Int
    public let radius: Double
    public let rotation: Double
    public let center: Point
    /// The rounded outline as a general polygon (corners, realised radii).
    public let polygon: RoundedPolygon

    public var path: Path { polygon.path }
    /// The corners, placed on demand: O(n) and one allocation per read (``RoundedPolygon/corners``).
    public var corners: [CornerRounding.Corner] { polygon.corners }

    /// - Parameters:
    ///   - sides: n in 3…``ShapeLimits/maximumCount``. Default 6.
    ///   - radius: circumradius R, finite, > 0.
    ///   - cornerRadius: finite, ≥ 0 (default 0 = sharp).
    ///   - rotation: angle of the first vertex, finite (default −π/2, twelve o'clock).
    ///   - center: finite (default origin).
    ///   - clamping: default `.proportional`.
    /// - Throws: ``ShapeError`` naming `sides`, `radius`, `cornerRadius`, `rotation` or `center`.
    /// - Complexity: O(n).
    public init(sides: Int = 6, radius: Double, cornerRadius: Double = 0,
                rotation: Double = -Double.pi / 2, center: Point = .zero,
                clamping: CornerRounding.Clamping = .proportional) throws(ShapeError) {
        try Self.validate(sides: sides, radius: radius, cornerRadius: cornerRadius, rotation: rotation, center: center)
        self.sides = sides
        self.radius = radius
        self.rotation = rotation
        self.center = center
        // Every corner is congruent: one fillet, rotated into place (see SymmetricPolygon); the
        // general construction only where that cannot decide.
        let type = SymmetricPolygon.CornerType(vertexRadius: radius, cornerRadius: cornerRadius)
        if let polygon = SymmetricPolygon.build(copies: sides, typeCount: 1, types: .init(type, type),
                                                rotation: rotation, center: center, clamping: clamping) {
            self.polygon = polygon
        } else {
            self.polygon = try Self.generalPolygon(sides: sides, radius: radius, cornerRadius: cornerRadius,
                                                   rotation: rotation, center: center, clamping: clamping)
        }
    }

    /// A regular polygon whose corners are smoothed (issue 46): the parameters of
    /// ``init(sides:radius:cornerRadius:rotation:center:clamping:)`` plus `smoothing` in [0, 1]
    /// at every corner. At 0 it is exactly that initialiser's polygon (the same path, bit for
    /// bit); above 0 each rounded corner is a `SmoothedCorner` (FilletGeometry) and the polygon
    /// is built corner by corner (the general ``RoundedPolygon``), the radius fitted first as
    /// without smoothing and the smoothing reduced (and reported on each corner) where the flanks
    /// do not fit.
    /// - Throws: as that initialiser, and ``ShapeError`` naming `smoothing`.
    public init(sides: Int = 6, radius: Double, cornerRadius: Double = 0, smoothing: Double,
                rotation: Double = -Double.pi / 2, center: Point = .zero,
                clamping: CornerRounding.Clamping = .proportional) throws(ShapeError) {
        try Check.smoothing(smoothing, "smoothing")
        guard smoothing != 0 else {
            try self.init(sides: sides, radius: radius, cornerRadius: cornerRadius, rotation: rotation, center: center,
                          clamping: clamping)
            return
        }
        try Self.validate(sides: sides, radius: radius, cornerRadius: cornerRadius, rotation: rotation, center: center)
        let polygon = try Self.generalPolygon(sides: sides, radius: radius, cornerRadius: cornerRadius,
                                              smoothing: smoothing, rotation: rotation, center: center,
                                              clamping: clamping)
        self.init(sides: sides, radius: radius, rotation: rotation, center: center, polygon: polygon)
    }

    /// A polygon from its parts, for the initialisers that build its outline themselves.
    private init(sides: Int, radius: Double, rotation: Double, center: Point, polygon: RoundedPolygon) {
        self.sides = sides
        self.radius = radius
        self.rotation = rotation
        self.center = center
        self.polygon = polygon
    }

    /// The checks of ``init(sides:radius:cornerRadius:rotation:center:clamping:)``, in its order.
    private static func validate(sides: Int, radius: Double, cornerRadius: Double, rotation: Double,
                                 center: Point) throws(ShapeError) {
        try Check.count(sides, "sides", minimum: 3)
        try Check.positive(radius, "radius")
        try Check.nonNegative(cornerRadius, "cornerRadius")
        try Check.finite(rotation, "rotation")
        try Check.finite(center, "center")
        try Check.resolvable(2 * radius * sin(Double.pi / Double(sides)), atScale: BoundingBox(point: center).largestMagnitude,
                             "radius")
    }

    /// The polygon built corner by corner as a general ``RoundedPolygon`` (vertex i at
    /// `centre.offset(by: R, angle: rotation + 2π·i/n)`): the fast construction's reference and fallback.
    /// With `smoothing` (default 0) at every corner.
    static func generalPolygon(sides: Int, radius: Double, cornerRadius: Double, smoothing: Double = 0,
                               rotation: Double, center: Point,
                               clamping: CornerRounding.Clamping) throws(ShapeError) -> RoundedPolygon {
        let step = 2 * Double.pi / Double(sides)
        let rotation = Angle.withinOneTurn(rotation)
        var vertices: [Point] = []
        vertices.reserveCapacity(sides)
        for index in 0..<sides {
            vertices.append(center.offset(by: radius, angle: rotation + step * Double(index)))
        }
        return try RoundedPolygon(vertices: vertices, radius: cornerRadius, smoothing: smoothing, clamping: clamping)
    }
}

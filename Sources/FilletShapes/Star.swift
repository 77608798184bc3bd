import Foundation
import FilletGeometry

/// A star with `n` points, exact fillets at its outer and inner corners.
///
/// The sharp star alternates `n` outer vertices on the circle of radius `R` and `n` inner vertices
/// on the circle of radius `k·R`, half a step apart:
///
/// ```
/// outer i = centre + R   · (cos θᵢ, sin θᵢ),          θᵢ = rotation + 2π·i/n
/// inner i = centre + k·R · (cos(θᵢ + π/n), sin(θᵢ + π/n))
/// ```
///
/// (y-down: the default rotation −π/2 puts the first point at twelve o'clock). Its outline is a
/// ``RoundedPolygon`` with the outer corner radius at outer vertices and the inner corner radius at
/// inner vertices, so every fillet is a true tangent arc and each corner reports its requested and
/// realised radius.
///
/// The star is symmetric under rotation by 2π/n about its centre (the corners repeat with period 2),
/// and under reflection in the line through the centre and any point.
public struct Star: Hashable, Sendable {
    /// How the inner radius is chosen.
    public enum InnerRadius: Hashable, Sendable {
        /// `k·R` with `0 < k < 1`.
        case ratio(Double)
        /// The regular star {n/2}: the inner vertices are where the chords outerᵢ–outerᵢ₊₂ of the
        /// star polygon cross, so outerᵢ, innerᵢ, innerᵢ₊₁ and outerᵢ₊₂ lie on one line.
        /// Ratio `cos(2π/n) / cos(π/n)` (see ``Star/regularInnerRatio(points:)``); needs n ≥ 5.
        case regular
    }

    /// Number of points n.
    public let points: Int
    /// Outer radius R: centre to each outer vertex.
    public let outerRadius: Double
    /// Inner radius k·R: centre to each inner vertex.
    public let innerRadius: Double
    /// Angle of the first outer vertex, radians from +x toward +y.
    public let rotation: Double
    /// The centre.
    public let center: Point
    /// The rounded outline; vertices alternate outer (even indices) and inner (odd indices).
    public let polygon: RoundedPolygon

    /// The outline: one closed subpath.
    public var path: Path { polygon.path }
    /// Requested and realised radius per corner, outer and inner alternating from the first point.
    /// - Complexity: O(n) and one allocation per read (placed on demand, see
    ///   ``RoundedPolygon/corners``): read it once when iterating.
    public var corners: [CornerRounding.Corner] { polygon.corners }

    /// The largest point count: ``ShapeLimits/maximumCount`` / 2, so the star has at most
    /// ``ShapeLimits/maximumCount`` corners.
    public static let maximumPoints = ShapeLimits.maximumCount / 2

    /// A star given by centre and outer radius.
    /// - Parameters:
    ///   - points: n in 2…``maximumPoints``; ``InnerRadius/regular`` needs n ≥ 5. Default 5.
    ///   - outerRadius: R, finite, > 0.
    ///   - innerRadius: `.ratio(k)` with k in (0, 1), or `.regular` (default).
    ///   - outerCornerRadius: fillet radius at the points, finite, ≥ 0 (default 0 = sharp).
    ///   - innerCornerRadius: fillet radius at the inner corners, finite, ≥ 0 (default 0).
    ///   - rotation: angle of the first point, finite (default −π/2, twelve o'clock in y-down).
    ///   - center: finite (default origin).
    ///   - clamping: default `.proportional`.
    /// - Throws: ``ShapeError`` naming the parameter: `points`, `outerRadius`, `innerRatio`,
    ///   `outerCornerRadius`, `innerCornerRadius`, `rotation`, `center`.
    /// - Complexity: O(n).
    public init(points: Int = 5, outerRadius: Double, innerRadius: InnerRadius = .regular,
                outerCornerRadius: Double = 0, innerCornerRadius: Double = 0,
                rotation: Double = -Double.pi / 2, center: Point = .zero,
                clamping: CornerRounding.Clamping = .proportional) throws(ShapeError) {
        let ratio = try Self.validatedInnerRatio(points: points, outerRadius: outerRadius, innerRadius: innerRadius,
                                                 outerCornerRadius: outerCornerRadius,
                                                 innerCornerRadius: innerCornerRadius, rotation: rotation,
                                                 center: center)
        self.points = points
        self.outerRadius = outerRadius
        self.innerRadius = outerRadius * ratio
        self.rotation = rotation
        self.center = center
        // All outer corners are congruent, and all inner ones: one fillet per kind, rotated into
        // place (see SymmetricPolygon); the general construction only where that cannot decide.
        let types = SymmetricPolygon.PerType(
            SymmetricPolygon.CornerType(vertexRadius: outerRadius, cornerRadius: outerCornerRadius),
            SymmetricPolygon.CornerType(vertexRadius: outerRadius * ratio, cornerRadius: innerCornerRadius))
        if let polygon = SymmetricPolygon.build(copies: points, typeCount: 2, types: types, rotation: rotation,
                                                center: center, clamping: clamping) {
            self.polygon = polygon
        } else {
            self.polygon = try Self.generalPolygon(points: points, outerRadius: outerRadius, innerRatio: ratio,
                                                   outerCornerRadius: outerCornerRadius,
                                                   innerCornerRadius: innerCornerRadius,
                                                   rotation: rotation, center: center, clamping: clamping)
        }
    }

    /// A star given by centre and outer radius, its corners smoothed (issue 46): each rounded
    /// corner is a `SmoothedCorner` (FilletGeometry), a shorter arc between two cubic flanks of
    /// continuous curvature reaching `(1 + smoothing)` times its tangent length along each edge.
    ///
    /// The parameters are those of
    /// ``init(points:outerRadius:innerRadius:outerCornerRadius:innerCornerRadius:rotation:center:clamping:)``,
    /// plus `smoothing` in [0, 1] for every corner. At 0 the star is exactly that initialiser's
    /// (the same path, bit for bit). Above 0 it is built like it, one smoothed corner per kind
    /// placed n times (the general ``RoundedPolygon`` of the star's vertices where that cannot
    /// decide; the two agree to rounding): the radii are fitted first as without smoothing,
    /// then with `.proportional` clamping each corner's smoothing is reduced where its flanks do
    /// not fit on an edge, and its corner says so (``CornerRounding/Corner/smoothingWasReduced``).
    /// - Throws: as that initialiser, and ``ShapeError`` naming `smoothing` when it is NaN, ±∞ or
    ///   outside [0, 1].
    public init(points: Int = 5, outerRadius: Double, innerRadius: InnerRadius = .regular,
                outerCornerRadius: Double = 0, innerCornerRadius: Double = 0, smoothing: Double,
                rotation: Double = -Double.pi / 2, center: Point = .zero,
                clamping: CornerRounding.Clamping = .proportional) throws(ShapeError) {
        try Check.smoothing(smoothing, "smoothing")
        guard smoothing != 0 else {
            try self.init(points: points, outerRadius: outerRadius, innerRadius: innerRadius,
                          outerCornerRadius: outerCornerRadius, innerCornerRadius: innerCornerRadius,
                          rotation: rotation, center: center, clamping: clamping)
            return
        }
        let ratio = try Self.validatedInnerRatio(points: points, outerRadius: outerRadius, innerRadius: innerRadius,
                                                 outerCornerRadius: outerCornerRadius,
                                                 innerCornerRadius: innerCornerRadius, rotation: rotation,
                                                 center: center)
        // The fast construction places one smoothed corner per kind, as without smoothing.
        let types = SymmetricPolygon.PerType(
            SymmetricPolygon.CornerType(vertexRadius: outerRadius, cornerRadius: outerCornerRadius),
            SymmetricPolygon.CornerType(vertexRadius: outerRadius * ratio, cornerRadius: innerCornerRadius))
        let polygon: RoundedPolygon
        if let symmetric = SymmetricPolygon.build(copies: points, typeCount: 2, types: types, rotation: rotation,
                                                  center: center, clamping: clamping, smoothing: smoothing) {
            polygon = symmetric
        } else {
            polygon = try Self.generalPolygon(points: points, outerRadius: outerRadius, innerRatio: ratio,
                                              outerCornerRadius: outerCornerRadius,
                                              innerCornerRadius: innerCornerRadius, smoothing: smoothing,
                                              rotation: rotation, center: center, clamping: clamping)
        }
        self.init(points: points, outerRadius: outerRadius, innerRadius: outerRadius * ratio, rotation: rotation,
                  center: center, polygon: polygon)
    }

    /// A star from its parts, for the initialisers that build its outline themselves.
    private init(points: Int, outerRadius: Double, innerRadius: Double, rotation: Double, center: Point,
                 polygon: RoundedPolygon) {
        self.points = points
        self.outerRadius = outerRadius
        self.innerRadius = innerRadius
        self.rotation = rotation
        self.center = center
        self.polygon = polygon
    }

    /// Checks the parameters of ``init(points:outerRadius:innerRadius:outerCornerRadius:innerCornerRadius:rotation:center:clamping:)``
    /// in its order and returns the inner-radius ratio k.
    static func validatedInnerRatio(points: Int, outerRadius: Double, innerRadius: InnerRadius,
                                    outerCornerRadius: Double, innerCornerRadius: Double, rotation: Double,
                                    center: Point) throws(ShapeError) -> Double {
        try Check.count(points, "points", minimum: 2, maximum: Self.maximumPoints)
        try Check.positive(outerRadius, "outerRadius")
        try Check.finite(rotation, "rotation")
        try Check.finite(center, "center")
        try Check.nonNegative(outerCornerRadius, "outerCornerRadius")
        try Check.nonNegative(innerCornerRadius, "innerCornerRadius")
        let ratio = try Self.innerRatio(innerRadius, points: points)
        // Every edge runs from a point to an inner corner: R·√(1 + k² − 2k·cos(π/n)) long.
        let edge = outerRadius * (1 + ratio * ratio - 2 * ratio * cos(Double.pi / Double(points))).squareRoot()
        try Check.resolvable(edge, atScale: BoundingBox(point: center).largestMagnitude, "outerRadius")
        return ratio
    }

    /// The star built corner by corner as a general ``RoundedPolygon`` of its ``vertices(points:outerRadius:innerRatio:rotation:center:)``:
    /// the reference the fast construction is tested against, and its fallback.
    /// With `smoothing` (default 0) at every corner.
    static func generalPolygon(points: Int, outerRadius: Double, innerRatio: Double,
                               outerCornerRadius: Double, innerCornerRadius: Double, smoothing: Double = 0,
                               rotation: Double, center: Point,
                               clamping: CornerRounding.Clamping) throws(ShapeError) -> RoundedPolygon {
        let vertices = Self.vertices(points: points, outerRadius: outerRadius, innerRatio: innerRatio,
                                     rotation: rotation, center: center)
        var radii: [Double] = []
        radii.reserveCapacity(2 * points)
        for _ in 0..<points {
            radii.append(outerCornerRadius)
            radii.append(innerCornerRadius)
        }
        guard smoothing != 0 else { return try RoundedPolygon(vertices: vertices, radii: radii, clamping: clamping) }
        return try RoundedPolygon(vertices: vertices, radii: .init(radii), smoothing: .init(uniform: smoothing),
                                  clamping: clamping)
    }

    /// A star scaled and centred so that its sharp outline's bounding box fits `rect` inset by
    /// `padding` on every side, touching it on two opposite sides.
    ///
    /// Unlike the seeds' fixed centre shifts, this centres the star's actual bounds, for any n and
    /// rotation. The rounded outline lies inside the sharp one's bounds, so it fits too.
    /// - Parameters:
    ///   - rect: finite, width and height > 0.
    ///   - padding: finite, ≥ 0 and less than half the smaller side.
    ///   - points: the number of points, as in ``init(points:outerRadius:innerRadius:outerCornerRadius:innerCornerRadius:rotation:center:clamping:)``.
    ///   - innerRadius: the inner vertices' radius rule, as there.
    ///   - outerCornerRadius: the points' fillet radius, as there.
    ///   - innerCornerRadius: the inner corners' fillet radius, as there.
    ///   - rotation: the first point's angle, as there.
    ///   - clamping: the policy for radii that do not fit, as there.
    public init(points: Int = 5, fittedIn rect: Rect, padding: Double = 0,
                innerRadius: InnerRadius = .regular,
                outerCornerRadius: Double = 0, innerCornerRadius: Double = 0,
                rotation: Double = -Double.pi / 2,
                clamping: CornerRounding.Clamping = .proportional) throws(ShapeError) {
        let fit = try Self.fit(points: points, in: rect, padding: padding, innerRadius: innerRadius, rotation: rotation)
        try self.init(points: points, outerRadius: fit.scale, innerRadius: .ratio(fit.ratio),
                      outerCornerRadius: outerCornerRadius, innerCornerRadius: innerCornerRadius,
                      rotation: rotation, center: fit.center, clamping: clamping)
    }

    /// The fitted star of
    /// ``init(points:fittedIn:padding:innerRadius:outerCornerRadius:innerCornerRadius:rotation:clamping:)``
    /// with its corners smoothed by `smoothing` in [0, 1], as
    /// ``init(points:outerRadius:innerRadius:outerCornerRadius:innerCornerRadius:smoothing:rotation:center:clamping:)``
    /// smooths them (0: exactly the unsmoothed star).
    /// - Throws: as the unsmoothed initialiser, and ``ShapeError`` naming `smoothing`.
    public init(points: Int = 5, fittedIn rect: Rect, padding: Double = 0,
                innerRadius: InnerRadius = .regular,
                outerCornerRadius: Double = 0, innerCornerRadius: Double = 0, smoothing: Double,
                rotation: Double = -Double.pi / 2,
                clamping: CornerRounding.Clamping = .proportional) throws(ShapeError) {
        let fit = try Self.fit(points: points, in: rect, padding: padding, innerRadius: innerRadius, rotation: rotation)
        try self.init(points: points, outerRadius: fit.scale, innerRadius: .ratio(fit.ratio),
                      outerCornerRadius: outerCornerRadius, innerCornerRadius: innerCornerRadius, smoothing: smoothing,
                      rotation: rotation, center: fit.center, clamping: clamping)
    }

    /// The outer radius, centre and inner ratio that fit the star's sharp bounds into `rect`
    /// inset by `padding`, checking the parameters in the fitted initialiser's order.
    private static func fit(points: Int, in rect: Rect, padding: Double, innerRadius: InnerRadius,
                            rotation: Double) throws(ShapeError) -> (scale: Double, center: Point, ratio: Double) {
        try Check.count(points, "points", minimum: 2, maximum: Self.maximumPoints)
        try rect.validate("rect")
        try Check.nonNegative(padding, "padding")
        try Check.finite(rotation, "rotation")
        let available = rect.insetBy(dx: padding, dy: padding)
        guard available.width > 0, available.height > 0 else {
            throw .outOfRange(parameter: "padding", value: padding,
                              valid: "less than half the smaller side of rect (\(Swift.min(rect.width, rect.height) / 2))")
        }
        let ratio = try Self.innerRatio(innerRadius, points: points)
        // Bounds of the unit star centred at the origin: exactly the extreme vertices.
        let unit = Self.vertices(points: points, outerRadius: 1, innerRatio: ratio, rotation: rotation, center: .zero)
        var bounds = BoundingBox.empty
        for vertex in unit { bounds.formUnion(vertex) }
        let scale = Swift.min(available.width / bounds.width, available.height / bounds.height)
        let center = Point(x: available.midX - scale * (bounds.minX + bounds.maxX) / 2,
                           y: available.midY - scale * (bounds.minY + bounds.maxY) / 2)
        return (scale, center, ratio)
    }

    /// The inner-radius ratio of the regular star {n/2}:
    ///
    /// ```
    /// k = cos(2π/n) / cos(π/n)
    /// ```
    ///
    /// Seed 002 derives the same value with tangents: `(d − (s/2)/tan((n−2)π/(2n))) / R`, where `d`
    /// is the distance from the centre to the midpoint of an outer edge and `s` its length.
    /// It is positive only for n ≥ 5 (n = 4 gives 0, n = 3 a negative value): for n < 5 the
    /// "regular" star does not exist. n = 5 gives 0.381966… = 1/φ².
    /// - Throws: ``ShapeError/undefined(parameter:reason:)`` for n < 5,
    ///   ``ShapeError/countOutOfRange(parameter:value:valid:)`` above ``maximumPoints``.
    public static func regularInnerRatio(points: Int) throws(ShapeError) -> Double {
        guard points >= 5 else {
            throw .undefined(parameter: "points",
                             reason: "the regular inner radius R·cos(2π/n)/cos(π/n) is positive only for n ≥ 5, got \(points); give an inner ratio instead")
        }
        try Check.count(points, "points", minimum: 5, maximum: maximumPoints)
        if points < regularInnerRatios.count { return regularInnerRatios[points] }
        return regularInnerRatioFormula(points)
    }

    /// The formula of ``regularInnerRatio(points:)``.
    private static func regularInnerRatioFormula(_ points: Int) -> Double {
        let n = Double(points)
        return cos(2 * Double.pi / n) / cos(Double.pi / n)
    }

    /// ``regularInnerRatio(points:)`` for n < 65 (NaN below 5), computed once by the same formula
    /// (the same bits): every regular star someone draws, without two `cos` per construction.
    private static let regularInnerRatios: [Double] = (0..<65).map { $0 >= 5 ? regularInnerRatioFormula($0) : .nan }

    static func innerRatio(_ innerRadius: InnerRadius, points: Int) throws(ShapeError) -> Double {
        switch innerRadius {
        case .regular:
            return try regularInnerRatio(points: points)
        case .ratio(let ratio):
            try Check.finite(ratio, "innerRatio")
            guard ratio > 0, ratio < 1 else {
                throw .outOfRange(parameter: "innerRatio", value: ratio, valid: "in (0, 1)")
            }
            return ratio
        }
    }

    /// The 2n sharp vertices, outer first, in increasing-angle order.
    static func vertices(points: Int, outerRadius: Double, innerRatio: Double,
                         rotation: Double, center: Point) -> [Point] {
        var vertices: [Point] = []
        vertices.reserveCapacity(2 * points)
        let step = 2 * Double.pi / Double(points)
        let innerRadius = outerRadius * innerRatio
        let rotation = Angle.withinOneTurn(rotation)
        for index in 0..<points {
            let angle = rotation + step * Double(index)
            vertices.append(center.offset(by: outerRadius, angle: angle))
            vertices.append(center.offset(by: innerRadius, angle: angle + step / 2))
        }
        return vertices
    }
}

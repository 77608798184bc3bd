import FilletGeometry
import FilletShapes

/// A built path plus what its construction promised: the input of `Catalogue.check(_:options:)`.
///
/// The path alone gets the path-level invariants (closed and finite, continuity, G1 at arcs,
/// non-self-intersection, flattening, orientation, scale invariance). Each piece of metadata
/// switches on the invariants that need it:
///
/// | metadata            | invariants                                          |
/// |---------------------|-----------------------------------------------------|
/// | `corners`           | radii                                               |
/// | `star`              | star-inner-radius, star-inner-collinear (regular)   |
/// | `symmetry`          | rotational-symmetry                                 |
/// | `frame`             | within-frame                                        |
/// | `border`            | border-width, border-concentric                     |
/// | `expectedTurning`   | orientation checks the direction, not only ±1       |
///
/// ``init(spec:)`` fills everything in from a `ShapeSpec`; ``init(path:)`` is for
/// a path from anywhere.
public struct ShapeUnderTest: Sendable {
    /// The outline under test.
    public var path: Path
    /// The parameters it was built from, if any (used to rebuild it scaled).
    public var spec: ShapeSpec?
    /// Polygon corners in path order (requested and realised radius, fillet), grouped in rings.
    public var corners: [CornerRounding.Corner]

    /// The largest coordinate magnitude of the corners' vertices (0 without corners): what the
    /// construction computed the path from (see `PathAnalysis.prepare(_:inputMagnitude:elementNames:)`).
    public var vertexMagnitude: Double {
        corners.reduce(0) { Swift.max($0, Swift.abs($1.vertex.x), Swift.abs($1.vertex.y)) }
    }
    /// Index ranges of `corners` that form closed polygons (one per ring; a border has two).
    public var cornerRings: [Range<Int>]
    /// The clamp policy the corners were built with; `nil` accepts any reported clamping.
    public var clamping: CornerRounding.Clamping?
    public var star: StarGeometry?
    public var symmetry: RotationalSymmetry?
    /// The rect the shape must stay inside (padding already applied).
    public var frame: Rect?
    public var border: BorderGeometry?
    /// Per subpath, the expected turning number (+1 toward increasing angle, −1 the other way);
    /// `nil` checks only that each subpath turns ±1 with an area of the same sign.
    public var expectedTurning: [Int]?

    /// A path with no construction metadata: the path-level invariants only.
    public init(path: Path) {
        self.path = path
        spec = nil
        corners = []
        cornerRings = []
        clamping = nil
        star = nil
        symmetry = nil
        frame = nil
        border = nil
        expectedTurning = nil
    }

    /// Everything, for a construction of your own.
    public init(path: Path, spec: ShapeSpec? = nil, corners: [CornerRounding.Corner] = [],
                cornerRings: [Range<Int>]? = nil, clamping: CornerRounding.Clamping? = nil,
                star: StarGeometry? = nil, symmetry: RotationalSymmetry? = nil, frame: Rect? = nil,
                border: BorderGeometry? = nil, expectedTurning: [Int]? = nil) {
        self.path = path
        self.spec = spec
        self.corners = corners
        self.cornerRings = cornerRings ?? (corners.isEmpty ? [] : [0..<corners.count])
        self.clamping = clamping
        self.star = star
        self.symmetry = symmetry
        self.frame = frame
        self.border = border
        self.expectedTurning = expectedTurning
    }
}

/// A star's sharp outline: the vertices the fillets round, alternating outer and inner.
public struct StarGeometry: Hashable, Sendable {
    /// n.
    public var points: Int
    /// 2n sharp vertices, outer (even indices) and inner (odd) alternating, in path order.
    public var vertices: [Point]
    public var center: Point
    /// R: centre to each outer vertex.
    public var outerRadius: Double
    /// The k the construction promises; for a regular star the tan-based value is computed by
    /// the invariant itself and this must match it.
    public var innerRatio: Double
    /// Whether the star is the regular {n/2}: its inner vertices lie on the chords outerᵢ–outerᵢ₊₂.
    public var isRegular: Bool

    public init(points: Int, vertices: [Point], center: Point, outerRadius: Double, innerRatio: Double,
                isRegular: Bool) {
        self.points = points
        self.vertices = vertices
        self.center = center
        self.outerRadius = outerRadius
        self.innerRatio = innerRatio
        self.isRegular = isRegular
    }

    /// The star whose centre and outer radius are measured from `vertices` (the mean of all
    /// vertices, the mean distance of the outer ones), e.g. for a star fitted into a rect.
    /// `nil` unless there are 2n vertices, n ≥ 2.
    public init?(vertices: [Point], innerRatio: Double, isRegular: Bool) {
        guard vertices.count >= 4, vertices.count % 2 == 0 else { return nil }
        var sumX = 0.0, sumY = 0.0
        for vertex in vertices { sumX += vertex.x; sumY += vertex.y }
        let center = Point(x: sumX / Double(vertices.count), y: sumY / Double(vertices.count))
        var radius = 0.0
        for index in stride(from: 0, to: vertices.count, by: 2) { radius += vertices[index].distance(to: center) }
        self.init(points: vertices.count / 2, vertices: vertices, center: center,
                  outerRadius: radius / Double(vertices.count / 2), innerRatio: innerRatio, isRegular: isRegular)
    }
}

/// n-fold rotational symmetry about a centre.
public struct RotationalSymmetry: Hashable, Sendable {
    /// n ≥ 2: the outline maps onto itself when rotated by 2π/n.
    public var order: Int
    public var center: Point

    public init(order: Int, center: Point) {
        self.order = order
        self.center = center
    }
}

/// A border ring: the outer boundary, the inner one, and the width between them.
public struct BorderGeometry: Hashable, Sendable {
    /// w.
    public var borderWidth: Double
    /// Subpath index of the outer boundary.
    public var outerSubpath: Int
    /// Subpath index of the inner boundary, or `nil` when the border has no hole.
    public var innerSubpath: Int?
    /// Whether the construction promises a constant width (the concentric rule, and seed 004's
    /// stated intent); the width and concentricity invariants apply only then.
    public var claimsConstantWidth: Bool

    public init(borderWidth: Double, outerSubpath: Int = 0, innerSubpath: Int? = 1, claimsConstantWidth: Bool = true) {
        self.borderWidth = borderWidth
        self.outerSubpath = outerSubpath
        self.innerSubpath = innerSubpath
        self.claimsConstantWidth = claimsConstantWidth
    }
}

import FilletGeometry

// The parameter sets of ``ShapeSpec``. Field names are the constructions' API parameter names;
// defaults are the API defaults, with sizes chosen so a default shape lies in the positive quadrant.

extension ShapeSpec {
    /// ``Star``: by centre and outer radius, or fitted into `rect` (when set) with `padding`.
    public struct StarParameters: Hashable, Sendable {
        /// The number of points, n ≥ 2 (n ≥ 5 for the regular star).
        public var points = 5
        /// R, the points' distance from the centre, > 0.
        public var outerRadius = 100.0
        /// k in (0, 1), or `nil` for the regular star (needs points ≥ 5).
        public var innerRatio: Double?
        /// The fillet radius at the points, ≥ 0 (0: sharp).
        public var outerCornerRadius = 0.0
        /// The fillet radius at the inner corners, ≥ 0 (0: sharp).
        public var innerCornerRadius = 0.0
        /// The corner smoothing of every corner, in [0, 1] (default 0: plain arcs).
        public var smoothing = 0.0
        /// The first point's angle in radians (default −π/2: straight up, y-down).
        public var rotation = -Double.pi / 2
        /// The star's centre (ignored when `rect` is set).
        public var center = Point(x: 100, y: 100)
        /// When set, the star is fitted into this rect and `outerRadius` and `center` are ignored.
        public var rect: Rect?
        /// With `rect`: the margin kept inside it on every side, ≥ 0.
        public var padding = 0.0
        /// What a radius that does not fit becomes (default proportional).
        public var clamping = CornerRounding.Clamping.proportional

        /// The default star: 5 points, R = 100 at (100, 100), the regular inner radius, sharp corners.
        public init() {}

        /// `innerRatio` as the ``Star`` initialiser takes it.
        public var innerRadius: Star.InnerRadius { innerRatio.map { .ratio($0) } ?? .regular }
    }

    /// ``RoundedPolygon``: one `radius` for every vertex, or per-vertex `radii` when set.
    public struct PolygonParameters: Hashable, Sendable {
        /// The polygon's vertices in order, at least 3; either orientation.
        public var vertices: [Point]
        /// The corner radius of every vertex when `radii` is `nil`, ≥ 0.
        public var radius = 0.0
        /// One corner radius per vertex (0: sharp), or `nil` for `radius` everywhere.
        public var radii: [Double]?
        /// The corner smoothing of every vertex, in [0, 1] (default 0: plain arcs).
        public var smoothing = 0.0
        /// What a radius that does not fit becomes (default proportional).
        public var clamping = CornerRounding.Clamping.proportional

        /// A sharp polygon on `vertices`.
        public init(vertices: [Point]) { self.vertices = vertices }
    }

    /// ``RegularPolygon``.
    public struct RegularPolygonParameters: Hashable, Sendable {
        /// The number of sides, ≥ 3.
        public var sides = 6
        /// The circumradius R, > 0.
        public var radius = 100.0
        /// The corner radius, ≥ 0 (0: sharp).
        public var cornerRadius = 0.0
        /// The corner smoothing of every corner, in [0, 1] (default 0: plain arcs).
        public var smoothing = 0.0
        /// The first vertex's angle in radians (default −π/2: straight up).
        public var rotation = -Double.pi / 2
        /// The polygon's centre.
        public var center = Point(x: 100, y: 100)
        /// What a radius that does not fit becomes (default proportional).
        public var clamping = CornerRounding.Clamping.proportional

        /// The default: a hexagon of circumradius 100 at (100, 100), sharp corners.
        public init() {}
    }

    /// ``RoundedRect``.
    public struct RectParameters: Hashable, Sendable {
        /// The rectangle rounded.
        public var rect = Rect(x: 0, y: 0, width: 200, height: 120)
        /// The four corner radii (top-left, top-right, bottom-right, bottom-left).
        public var cornerRadii = RoundedRect.CornerRadii(20)
        /// The corner smoothing of every corner, in [0, 1] (default 0: plain arcs).
        public var smoothing = 0.0
        /// What radii that do not fit become (default proportional).
        public var clamping = CornerRounding.Clamping.proportional

        /// The default: 200 × 120 at the origin, corner radius 20.
        public init() {}
    }

    /// ``RoundedBorder``.
    public struct BorderParameters: Hashable, Sendable {
        /// The reference rectangle the border is placed on.
        public var rect = Rect(x: 0, y: 0, width: 200, height: 120)
        /// The border's width w, ≥ 0.
        public var borderWidth = 12.0
        /// Where the ring lies relative to `rect`: inside, centred on it, or outside.
        public var position = RoundedBorder.Position.inside
        /// The outer boundary's corner radius R, ≥ 0.
        public var cornerRadius = 24.0
        /// The inner boundary's corner radius (default concentric: max(0, R − w)).
        public var innerCornerRule = RoundedBorder.InnerCornerRule.concentric
        /// The corner smoothing of both boundaries, in [0, 1] (default 0: plain arcs).
        public var smoothing = 0.0
        /// What radii that do not fit become (default proportional).
        public var clamping = CornerRounding.Clamping.proportional

        /// The default: a 12-wide border inside 200 × 120 with corner radius 24.
        public init() {}
    }

    /// ``Seed000StarShape`` (`version` `.sharp`, where `isCutout`/`isCircleOutline` are its
    /// `cutout`/`circle` and `cornerRadius` is unused) or ``Seed000StarShape2``.
    public struct Seed000Parameters: Hashable, Sendable {
        /// Which of the article's three shapes.
        public enum Version: String, Hashable, Sendable, Codable, CaseIterable {
            /// The earlier sharp `StarShape`.
            case sharp
            /// The first `StarShape2` (0.8, outer arcs only).
            case outerArcs
            /// The final `StarShape2` (0.9, outer and inner arcs).
            case innerAndOuterArcs
        }

        /// Which of the article's shapes (default the final `StarShape2`).
        public var version = Version.innerAndOuterArcs
        /// The number of points.
        public var points = 5
        /// The arc radius at the vertices (unused by `sharp`).
        public var cornerRadius = 3.0
        /// Whether the frame is added as a subpath, for an even-odd cutout.
        public var isCutout = false
        /// With `isCutout`, the frame is a circle; also disables the odd-n shift.
        public var isCircleOutline = false
        /// The SwiftUI frame (`path(in:)`'s rect); the article's examples use 150 × 150.
        public var rect = Rect(x: 0, y: 0, width: 150, height: 150)

        /// The article's defaults: the final version, 5 points, radius 3, 150 × 150.
        public init() {}
    }

    /// ``Seed001RoundedCornerPolygon``: `rounded` has one flag per vertex, or is empty for all rounded.
    public struct Seed001Parameters: Hashable, Sendable {
        /// The polygon's points, at least 3.
        public var vertices: [Point]
        /// Per vertex: rounded (`true`) or sharp; empty rounds every vertex.
        public var rounded: [Bool] = []
        /// `cornerRadius` of every rounded vertex, ≥ 0.
        public var cornerRadius = 10.0

        /// The article's construction on `vertices`, every vertex rounded with radius 10.
        public init(vertices: [Point]) { self.vertices = vertices }
    }

    /// ``Seed002StarPath``.
    public struct Seed002Parameters: Hashable, Sendable {
        /// The number of points.
        public var points = 5
        /// The rect the star is drawn in (`starIn:`).
        public var rect = Rect(x: 0, y: 0, width: 200, height: 200)

        /// Five points in 200 × 200.
        public init() {}
    }

    /// ``Seed003StarVertexes``.
    public struct Seed003Parameters: Hashable, Sendable {
        /// The frame the vertices are placed in (`in:`).
        public var frame = Rect(x: 0, y: 0, width: 200, height: 200)
        /// `padding`, subtracted once from the radius.
        public var padding = 0.0
        /// `roundness` in per cent, clamped to 0…100 as the article does.
        public var roundness = 40.0
        /// `numberOfVertexes`: the star's points.
        public var numberOfVertexes = 5

        /// Five vertices, roundness 40, in 200 × 200.
        public init() {}
    }

    /// ``Seed004RoundedBorder``: `rect` is the content the border decorates.
    public struct Seed004Parameters: Hashable, Sendable {
        public var rect = Rect(x: 0, y: 0, width: 200, height: 120)
        /// The modifier's width.
        public var borderWidth = 1.0
        /// Where the border lies relative to `rect` (default outside).
        public var position = RoundedBorder.Position.outside
        /// The outer corner radius.
        public var cornerRadius = 16.0
        /// `insideStyle.cornerRadius`; ≤ 0 means the outer radius (the article's default).
        public var insideCornerRadius = -1.0

        /// The article's defaults: width 1, outside, corner radius 16, around 200 × 120.
        public init() {}
    }
}

import FilletGeometry

// The parameter sets of ``ShapeSpec``. Field names are the constructions' API parameter names;
// defaults are the API defaults, with sizes chosen so a default shape lies in the positive quadrant.

extension ShapeSpec {
    /// ``Star``: by centre and outer radius, or fitted into `rect` (when set) with `padding`.
    public struct StarParameters: Hashable, Sendable {
        public var points = 5
        public var outerRadius = 100.0
        /// k in (0, 1), or `nil` for the regular star (needs points ≥ 5).
        public var innerRatio: Double?
        public var outerCornerRadius = 0.0
        public var innerCornerRadius = 0.0
        public var rotation = -Double.pi / 2
        public var center = Point(x: 100, y: 100)
        /// When set, the star is fitted into this rect and `outerRadius` and `center` are ignored.
        public var rect: Rect?
        public var padding = 0.0
        public var clamping = CornerRounding.Clamping.proportional

        public init() {}

        public var innerRadius: Star.InnerRadius { innerRatio.map { .ratio($0) } ?? .regular }
    }

    /// ``RoundedPolygon``: one `radius` for every vertex, or per-vertex `radii` when set.
    public struct PolygonParameters: Hashable, Sendable {
        public var vertices: [Point]
        public var radius = 0.0
        public var radii: [Double]?
        public var clamping = CornerRounding.Clamping.proportional

        public init(vertices: [Point]) { self.vertices = vertices }
    }

    /// ``RegularPolygon``.
    public struct RegularPolygonParameters: Hashable, Sendable {
        public var sides = 6
        public var radius = 100.0
        public var cornerRadius = 0.0
        public var rotation = -Double.pi / 2
        public var center = Point(x: 100, y: 100)
        public var clamping = CornerRounding.Clamping.proportional

        public init() {}
    }

    /// ``RoundedRect``.
    public struct RectParameters: Hashable, Sendable {
        public var rect = Rect(x: 0, y: 0, width: 200, height: 120)
        public var cornerRadii = RoundedRect.CornerRadii(20)
        public var clamping = CornerRounding.Clamping.proportional

        public init() {}
    }

    /// ``RoundedBorder``.
    public struct BorderParameters: Hashable, Sendable {
        public var rect = Rect(x: 0, y: 0, width: 200, height: 120)
        public var borderWidth = 12.0
        public var position = RoundedBorder.Position.inside
        public var cornerRadius = 24.0
        public var innerCornerRule = RoundedBorder.InnerCornerRule.concentric
        public var clamping = CornerRounding.Clamping.proportional

        public init() {}
    }

    /// ``Seed000StarShape`` (`version` `.sharp`, where `isCutout`/`isCircleOutline` are its
    /// `cutout`/`circle` and `cornerRadius` is unused) or ``Seed000StarShape2``.
    public struct Seed000Parameters: Hashable, Sendable {
        public enum Version: String, Hashable, Sendable, Codable, CaseIterable {
            /// The earlier sharp `StarShape`.
            case sharp
            /// The first `StarShape2` (0.8, outer arcs only).
            case outerArcs
            /// The final `StarShape2` (0.9, outer and inner arcs).
            case innerAndOuterArcs
        }

        public var version = Version.innerAndOuterArcs
        public var points = 5
        public var cornerRadius = 3.0
        public var isCutout = false
        public var isCircleOutline = false
        /// The SwiftUI frame (`path(in:)`'s rect); the article's examples use 150 × 150.
        public var rect = Rect(x: 0, y: 0, width: 150, height: 150)

        public init() {}
    }

    /// ``Seed001RoundedCornerPolygon``: `rounded` has one flag per vertex, or is empty for all rounded.
    public struct Seed001Parameters: Hashable, Sendable {
        public var vertices: [Point]
        public var rounded: [Bool] = []
        public var cornerRadius = 10.0

        public init(vertices: [Point]) { self.vertices = vertices }
    }

    /// ``Seed002StarPath``.
    public struct Seed002Parameters: Hashable, Sendable {
        public var points = 5
        public var rect = Rect(x: 0, y: 0, width: 200, height: 200)

        public init() {}
    }

    /// ``Seed003StarVertexes``.
    public struct Seed003Parameters: Hashable, Sendable {
        public var frame = Rect(x: 0, y: 0, width: 200, height: 200)
        public var padding = 0.0
        public var roundness = 40.0
        public var numberOfVertexes = 5

        public init() {}
    }

    /// ``Seed004RoundedBorder``: `rect` is the content the border decorates.
    public struct Seed004Parameters: Hashable, Sendable {
        public var rect = Rect(x: 0, y: 0, width: 200, height: 120)
        public var borderWidth = 1.0
        public var position = RoundedBorder.Position.outside
        public var cornerRadius = 16.0
        public var insideCornerRadius = -1.0

        public init() {}
    }
}

import FilletSupport
import FilletVerification
import Foundation
import FilletGeometry
import FilletShapes
import PropertyCheck

/// The constructions the range explorer can map, each with its numeric parameters (what an axis
/// may sweep), its default map and how its parameters become a `ShapeSpec`.
///
/// | construction    | default x              | default y               | z (boundary along)   |
/// |-----------------|------------------------|-------------------------|----------------------|
/// | star            | points 3…24            | inner-ratio 0.05…0.95   | corner-radius 0…100  |
/// | polygon         | vertices 3…24 (seeded) | jitter 0…0.9            | corner-radius 0…100  |
/// | regular-polygon | sides 3…24             | radius 10…200           | corner-radius 0…200  |
/// | rect            | width 20…400           | height 20…400           | corner-radius 0…200  |
/// | border          | border-width 1…60      | height 20…200           | corner-radius 0…150  |
/// | seed000         | points 3…16            | version 1…2             | corner-radius 0…40   |
/// | seed001         | example 0…2            | (one row)               | corner-radius 0…100  |
///
/// A view over `ShapeSpec.Kind`, the one enum of constructions: a parameter that is
/// one of the construction's own (``ExplorerParameter/isShapeParameter``) takes its name (the
/// flag), default and whole-number-ness from the construction's descriptor and is set on the spec
/// through it; only what the explorer adds (a star's `corner-radius` for both corner types, the
/// random polygon's `jitter` and `seed`, seed 001's `example` polygons) is described here.
public struct ExplorerConstruction: Hashable, Sendable, CaseIterable, RawRepresentable {
    /// The construction.
    public let kind: ShapeSpec.Kind

    private init(mapped kind: ShapeSpec.Kind) { self.kind = kind }

    public static let star = Self(mapped: .star), polygon = Self(mapped: .polygon)
    public static let regularPolygon = Self(mapped: .regularPolygon), rect = Self(mapped: .rect)
    public static let border = Self(mapped: .border), seed000 = Self(mapped: .seed000), seed001 = Self(mapped: .seed001)

    /// The constructions with a map, in `ShapeSpec.Kind` order.
    public static let allCases: [ExplorerConstruction] = ShapeSpec.Kind.allCases.compactMap(Self.init(kind:))

    /// The explorer's view of `kind`, or `nil` when the explorer has no map for it (seeds 002–004).
    public init?(kind: ShapeSpec.Kind) {
        guard Self.parameterTable(kind) != nil else { return nil }
        self.kind = kind
    }

    /// The construction's name, as on the command line.
    public var rawValue: String { kind.rawValue }

    public init?(rawValue: String) {
        guard let kind = ShapeSpec.Kind(rawValue: rawValue) else { return nil }
        self.init(kind: kind)
    }

    /// Every parameter, in the order of ``ExplorerValues/values``.
    public var parameters: [ExplorerParameter] { Self.parameterTable(kind) ?? [] }

    public func parameterIndex(_ name: String) -> Int? { parameters.firstIndex { $0.name == name } }

    /// The default map: x and y axes (name, interval) and the boundary parameter z (name, interval).
    public var defaultAxes: (x: (String, ClosedRange<Double>), y: (String, ClosedRange<Double>), z: (String, ClosedRange<Double>)) {
        switch kind {
        case .star: return (("points", 3...24), ("inner-ratio", 0.05...0.95), ("corner-radius", 0...100))
        case .polygon: return (("vertices", 3...24), ("jitter", 0...0.9), ("corner-radius", 0...100))
        case .regularPolygon: return (("sides", 3...24), ("radius", 10...200), ("corner-radius", 0...200))
        case .rect: return (("width", 20...400), ("height", 20...400), ("corner-radius", 0...200))
        case .border: return (("border-width", 1...60), ("height", 20...200), ("corner-radius", 0...150))
        case .seed000: return (("points", 3...16), ("version", 1...2), ("corner-radius", 0...40))
        case .seed001: return (("example", 0...2), ("size", 100...100), ("corner-radius", 0...100))
        case .seed002, .seed003, .seed004: preconditionFailure("no map for \(kind)")
        }
    }

    /// The parameters that are corner radii: with them as z, the edge budget is the closed form.
    public var radiusParameters: Set<String> {
        switch kind {
        case .star: return ["corner-radius", "outer-corner-radius", "inner-corner-radius"]
        case .polygon, .regularPolygon, .rect, .seed001: return ["corner-radius"]
        case .border: return ["corner-radius", "inner-corner-radius"]
        case .seed000, .seed002, .seed003, .seed004: return []
        }
    }

    /// The shape under test at `values`: the spec's (`ShapeUnderTest.init(spec:)`), except seed
    /// 001 with `closed` = 1, whose published path (which ends with a line back to its start but
    /// never closes) gets `closeSubpath()` appended, so the catalogue sees the outline a fill
    /// paints rather than failing closed-finite and touching its own start at every radius.
    /// - Throws: the construction's `ShapeError`.
    public func shape(_ values: ExplorerValues, clamping: CornerRounding.Clamping) throws(ShapeError) -> ShapeUnderTest {
        let spec = try spec(values, clamping: clamping)
        guard self == .seed001, values.integer("closed") == 1 else { return try ShapeUnderTest(spec: spec) }
        var path = try spec.build().path
        path.closeSubpath()
        return ShapeUnderTest(path: path, spec: spec)
    }

    /// Invariants a default map leaves out: seed 000's fixed sweeps kink at every radius (see
    /// ``RangeExplorer/notes(_:)`` for the kink sizes), so its map counts everything else.
    public var defaultIgnored: [Invariant] {
        self == .seed000 ? [.tangentContinuity] : []
    }

    /// Whether the construction takes a clamp policy (the seeds do not: they are as published):
    /// whether its descriptor has a `--clamp` flag.
    public var hasClampPolicy: Bool { kind.descriptor.parameter(flag: "clamp") != nil }

    /// One line for help and the summary.
    public var summary: String {
        switch kind {
        case .star: return "star with exact fillets (inner-ratio 0 = the regular star {n/2})"
        case .polygon: return "random star-shaped polygons, seeded per vertex count, radial and angular jitter"
        case .regularPolygon: return "regular polygon with rounded corners"
        case .rect: return "rounded rectangle, the same radius at every corner"
        case .border: return "constant-width border (position inside, concentric inner corners unless inner-corner-radius is set)"
        case .seed000: return "seed 000's StarShape2 as published (version 1 = outer arcs, 2 = inner and outer arcs)"
        case .seed001: return "seed 001's arcTo polygon as published, on example polygons (0 square, 1 flat triangle, 2 L-hexagon)"
        case .seed002, .seed003, .seed004: return kind.descriptor.summary
        }
    }

    /// The parameters of `kind`'s map, or `nil` when it has none. A `.shape` parameter is the
    /// construction's own flag; the others exist only in the explorer.
    static func parameterTable(_ kind: ShapeSpec.Kind) -> [ExplorerParameter]? {
        switch kind {
        case .star: return starParameters
        case .polygon: return polygonParameters
        case .regularPolygon: return regularPolygonParameters
        case .rect: return rectParameters
        case .border: return borderParameters
        case .seed000: return seed000Parameters
        case .seed001: return seed001Parameters
        case .seed002, .seed003, .seed004: return nil
        }
    }

    static let starParameters: [ExplorerParameter] = [
        .shape("points", of: .star), .shape("inner-ratio", of: .star, default: 0.4, special: 0), .shape("outer-radius", of: .star),
        .init("corner-radius", 0, .nonNegative, "fillet radius at outer and inner corners, ≥ 0 (default 0)"),
        .shape("outer-corner-radius", of: .star, default: .nan), .shape("inner-corner-radius", of: .star, default: .nan),
        .shape("rotation", of: .star), .shape("smoothing", of: .star),
    ]
    static let polygonParameters: [ExplorerParameter] = [
        .init("vertices", 8, integer: true, .integers(3...ShapeLimits.maximumCount), "vertex count, 3…10 000 (default 8)"),
        .init("jitter", 0.5, .closed(0, maximumJitter), "irregularity in [0, 0.95]: radius R·(1 − jitter·u), angle step·(i + 0.9·jitter·(v − ½)) (default 0.5)"),
        .init("radius", 100, .positive, "R, > 0 (default 100)"),
        .init("corner-radius", 0, .nonNegative, "fillet radius at every vertex, ≥ 0 (default 0)"),
        .init("seed", 1, integer: true, .integers(-(1 << 53)...(1 << 53)),
              "seed of the random u, v per vertex count, |seed| ≤ 2⁵³ (default 1)"),
    ]
    static let regularPolygonParameters: [ExplorerParameter] = ["sides", "radius", "corner-radius", "rotation"].map {
        .shape($0, of: .regularPolygon)
    }
    static let rectParameters: [ExplorerParameter] = ["width", "height", "corner-radius", "smoothing"].map { .shape($0, of: .rect) }
    static let borderParameters: [ExplorerParameter] = ["width", "height", "border-width", "corner-radius", "inner-corner-radius"]
        .map { .shape($0, of: .border) }
    static let seed000Parameters: [ExplorerParameter] = [
        .shape("points", of: .seed000), .shape("corner-radius", of: .seed000),
        .init("size", 150, .positive, "side of the square SwiftUI frame, > 0 (default 150)"),
        .init("version", 2, integer: true, .integers(0...2), "0 sharp StarShape, 1 first StarShape2 (outer arcs), 2 final (default)"),
    ]
    static let seed001Parameters: [ExplorerParameter] = [
        .init("example", 0, integer: true, .integers(0...2), "example polygon: 0 square, 1 flat triangle, 2 L-shaped hexagon (default 0)"),
        .init("size", 100, .positive, "the example's size, > 0 (default 100)"),
        .shape("corner-radius", of: .seed001),
        .init("closed", 1, integer: true, .integers(0...1), "1: the published path plus closeSubpath(), as a fill sees it (default); 0: as published, never closed"),
    ]

    /// Seed 001's example polygons on the unit square, scaled by `size` (the article publishes
    /// none: a square, a flat triangle whose apex angle is wide, and a non-convex L).
    public static let seed001Examples: [[Point]] = [
        [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)],
        [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0.5, y: 0.1)],
        [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 0.4), Point(x: 0.4, y: 0.4), Point(x: 0.4, y: 1),
         Point(x: 0, y: 1)],
    ]

    /// The spec at `values`, with `clamping` for the constructions that have a policy.
    /// - Throws: the construction's `ShapeError` for values it rejects.
    public func spec(_ v: ExplorerValues, clamping: CornerRounding.Clamping) throws(ShapeError) -> ShapeSpec {
        let descriptor = kind.descriptor
        var spec = descriptor.startingSpec
        // The construction's own parameters, through its descriptor; NaN means "not set".
        for (index, parameter) in parameters.enumerated() where parameter.isShapeParameter && !v.values[index].isNaN {
            descriptor.setNumber(parameter.name, v.values[index], in: &spec)
        }
        // What the explorer adds.
        switch spec {
        case .star(var p):
            if p.innerRatio == 0 { p.innerRatio = nil }
            p.outerCornerRadius = v.value("outer-corner-radius", or: v["corner-radius"])
            p.innerCornerRadius = v.value("inner-corner-radius", or: v["corner-radius"])
            p.center = Point(x: p.outerRadius, y: p.outerRadius)
            p.clamping = clamping
            return .star(p)
        case .polygon:
            var p = ShapeSpec.PolygonParameters(vertices: try Self.randomPolygon(
                count: v.integer("vertices"), jitter: v["jitter"], radius: v["radius"], seed: v.integer("seed")))
            p.radius = v["corner-radius"]
            p.clamping = clamping
            return .polygon(p)
        case .regularPolygon(var p):
            p.center = Point(x: p.radius, y: p.radius)
            p.clamping = clamping
            return .regularPolygon(p)
        case .rect(var p):
            p.clamping = clamping
            return .rect(p)
        case .border(var p):
            p.clamping = clamping
            return .border(p)
        case .seed000(var p):
            p.rect = Rect(x: 0, y: 0, width: v["size"], height: v["size"])
            switch v.integer("version") {
            case 0: p.version = .sharp
            case 1: p.version = .outerArcs
            case 2: p.version = .innerAndOuterArcs
            default: throw .outOfRange(parameter: "version", value: v["version"], valid: "0, 1 or 2")
            }
            return .seed000(p)
        case .seed001(var p):
            let example = v.integer("example")
            guard Self.seed001Examples.indices.contains(example) else {
                throw .outOfRange(parameter: "example", value: v["example"], valid: "0…\(Self.seed001Examples.count - 1)")
            }
            let size = v["size"]
            p.vertices = Self.seed001Examples[example].map { Point(x: $0.x * size, y: $0.y * size) }
            return .seed001(p)
        case .seed002, .seed003, .seed004:
            return spec
        }
    }

    /// The largest jitter of ``randomPolygon(count:jitter:radius:seed:)``.
    public static let maximumJitter = 0.95

    /// A random polygon, star-shaped about (R, R) and hence simple, turning toward increasing angle:
    ///
    /// ```
    /// vertex i = (R, R) + R·(1 − jitter·uᵢ) · (cos φᵢ, sin φᵢ),   φᵢ = 2π/n · (i + 0.9·jitter·(vᵢ − ½))
    /// ```
    ///
    /// with uᵢ, vᵢ uniform in [0, 1) from a generator seeded by (seed, n): for a fixed seed and n the
    /// polygon deforms continuously from the regular n-gon (jitter 0) as the jitter grows.
    /// - Throws: `ShapeError` for n outside 3…`ShapeLimits.maximumCount`,
    ///   jitter outside [0, ``maximumJitter``], R not finite and > 0.
    public static func randomPolygon(count: Int, jitter: Double, radius: Double, seed: Int) throws(ShapeError) -> [Point] {
        guard count >= 3, count <= ShapeLimits.maximumCount else {
            throw .countOutOfRange(parameter: "vertices", value: count, valid: 3...ShapeLimits.maximumCount)
        }
        guard jitter >= 0, jitter <= maximumJitter else {
            throw .outOfRange(parameter: "jitter", value: jitter, valid: "in [0, \(maximumJitter)]")
        }
        guard radius.isFinite, radius > 0 else { throw .outOfRange(parameter: "radius", value: radius, valid: "finite, > 0") }
        var random = SplitMix64.caseGenerator(seed: UInt64(bitPattern: Int64(seed)), caseIndex: count)
        let step = 2 * Double.pi / Double(count)
        let center = Point(x: radius, y: radius)
        var vertices: [Point] = []
        vertices.reserveCapacity(count)
        for index in 0..<count {
            let u = random.nextUnitDouble(), v = random.nextUnitDouble()
            let angle = step * (Double(index) + 0.9 * jitter * (v - 0.5))
            vertices.append(center.offset(by: radius * (1 - jitter * u), angle: angle))
        }
        return vertices
    }
}

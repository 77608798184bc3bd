import FilletGeometry

/// Any construction with its parameters, as a plain value: what the command line parses, what the
/// verifier generates and stores as a counterexample, and what ``build()`` turns into a path.
///
/// Its JSON form is flat, the kind first, every parameter under its API name (all optional when
/// decoding; a missing one takes its default):
///
/// ```
/// {"kind":"star","points":5,"outerRadius":100,"innerRatio":0.4,"outerCornerRadius":8, …}
/// {"kind":"polygon","vertices":[[0,0],[100,0],[50,80]],"radii":[10,0,5],"clamping":"none"}
/// ```
public enum ShapeSpec: Hashable, Sendable {
    /// A ``Star``.
    case star(StarParameters)
    /// A ``RoundedPolygon``.
    case polygon(PolygonParameters)
    /// A ``RegularPolygon``.
    case regularPolygon(RegularPolygonParameters)
    /// A ``RoundedRect``.
    case rect(RectParameters)
    /// A ``RoundedBorder``.
    case border(BorderParameters)
    /// Seed 000 as published (``Seed000StarShape``, ``Seed000StarShape2``).
    case seed000(Seed000Parameters)
    /// Seed 001 as published (``Seed001RoundedCornerPolygon``).
    case seed001(Seed001Parameters)
    /// Seed 002 as published (``Seed002StarPath``).
    case seed002(Seed002Parameters)
    /// Seed 003 as published (``Seed003StarVertexes``).
    case seed003(Seed003Parameters)
    /// Seed 004 as published (``Seed004RoundedBorder``).
    case seed004(Seed004Parameters)

    /// The construction's name, as in JSON (`"kind"`) and on the command line.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// The exact constructions: ``Star`` and ``RoundedPolygon``.
        case star, polygon
        /// ``RegularPolygon``, `regular-polygon` in JSON and on the command line.
        case regularPolygon = "regular-polygon"
        /// ``RoundedRect``, ``RoundedBorder`` and the five seeds as published.
        case rect, border, seed000, seed001, seed002, seed003, seed004
    }

    /// Which construction this is.
    public var kind: Kind {
        switch self {
        case .star: return .star
        case .polygon: return .polygon
        case .regularPolygon: return .regularPolygon
        case .rect: return .rect
        case .border: return .border
        case .seed000: return .seed000
        case .seed001: return .seed001
        case .seed002: return .seed002
        case .seed003: return .seed003
        case .seed004: return .seed004
        }
    }

    /// The spec of `kind` with every parameter at its default, or `nil` when the kind has a
    /// required parameter without a default (`polygon`, `seed001`: the vertices).
    public static func defaults(for kind: Kind) -> ShapeSpec? { kind.descriptor.defaults }

    /// Builds the construction; the result is always finite (`Path.isFinite`).
    /// - Throws: the construction's ``ShapeError``; ``ShapeError/overflow(parameter:value:)``
    ///   naming the largest length when finite input gives coordinates or a size that overflow.
    /// - Complexity: O(number of corners).
    public func build() throws(ShapeError) -> BuiltShape {
        let shape: BuiltShape
        do {
            shape = try buildUnchecked()
        } catch {
            // A non-finite value the caller never gave is an overflow of the construction.
            switch error {
            case .nonFinite(_, let value) where inputsAreFinite && !value.isFinite:
                throw overflowError
            case .geometry(.nonFinite) where inputsAreFinite, .geometry(.overflow):
                throw overflowError
            default:
                throw error
            }
        }
        guard shape.path.isFinite else { throw overflowError }
        return shape
    }

    /// Whether every number of the spec is finite: the lengths, and the angles and ratios.
    private var inputsAreFinite: Bool {
        for parameter in kind.descriptor.parameters where !parameter.isLength
            && (parameter.value == .number || parameter.value == .optionalNumber) {
            guard parameter.numbers(in: self).allSatisfy(\.isFinite) else { return false }
        }
        var finite = true
        _ = mappingLengths { _, value in
            finite = finite && value.isFinite
            return value
        }
        return finite
    }

    private var overflowError: ShapeError {
        let largest = largestLength ?? (name: "parameters", value: .nan)
        return .overflow(parameter: largest.name, value: largest.value)
    }

    private func buildUnchecked() throws(ShapeError) -> BuiltShape {
        switch self {
        case .star(let p):
            let star: Star
            if let rect = p.rect {
                star = try Star(points: p.points, fittedIn: rect, padding: p.padding, innerRadius: p.innerRadius,
                                outerCornerRadius: p.outerCornerRadius, innerCornerRadius: p.innerCornerRadius,
                                smoothing: p.smoothing, rotation: p.rotation, clamping: p.clamping)
            } else {
                star = try Star(points: p.points, outerRadius: p.outerRadius, innerRadius: p.innerRadius,
                                outerCornerRadius: p.outerCornerRadius, innerCornerRadius: p.innerCornerRadius,
                                smoothing: p.smoothing, rotation: p.rotation, center: p.center, clamping: p.clamping)
            }
            return BuiltShape(path: star.path, fillRule: .nonZero, corners: star.corners, construction: .star(star))
        case .polygon(let p):
            let polygon: RoundedPolygon
            if let radii = p.radii {
                polygon = try RoundedPolygon(vertices: p.vertices, radii: radii,
                                             smoothing: [Double](repeating: p.smoothing, count: radii.count),
                                             clamping: p.clamping)
            } else {
                polygon = try RoundedPolygon(vertices: p.vertices, radius: p.radius, smoothing: p.smoothing,
                                             clamping: p.clamping)
            }
            return BuiltShape(path: polygon.path, fillRule: .nonZero, corners: polygon.corners,
                              construction: .polygon(polygon))
        case .regularPolygon(let p):
            let polygon = try RegularPolygon(sides: p.sides, radius: p.radius, cornerRadius: p.cornerRadius,
                                             smoothing: p.smoothing, rotation: p.rotation, center: p.center,
                                             clamping: p.clamping)
            return BuiltShape(path: polygon.path, fillRule: .nonZero, corners: polygon.corners,
                              construction: .regularPolygon(polygon))
        case .rect(let p):
            let rect = try RoundedRect(rect: p.rect, radii: p.cornerRadii, smoothing: p.smoothing, clamping: p.clamping)
            return BuiltShape(path: rect.path, fillRule: .nonZero, corners: rect.corners, construction: .rect(rect))
        case .border(let p):
            let border = try RoundedBorder(rect: p.rect, borderWidth: p.borderWidth, position: p.position,
                                           cornerRadius: p.cornerRadius, innerCornerRule: p.innerCornerRule,
                                           smoothing: p.smoothing, clamping: p.clamping)
            return BuiltShape(path: border.path, fillRule: .evenOdd, corners: border.boundaryCorners,
                              construction: .border(border))
        case .seed000(let p):
            let path: Path
            switch p.version {
            case .sharp:
                path = try Seed000StarShape(points: p.points, cutout: p.isCutout, circle: p.isCircleOutline)
                    .path(in: p.rect)
            case .outerArcs, .innerAndOuterArcs:
                let version: Seed000StarShape2.Version = p.version == .outerArcs ? .outerArcs : .innerAndOuterArcs
                path = try Seed000StarShape2(points: p.points, cornerRadius: p.cornerRadius, isCutout: p.isCutout,
                                             isCircleOutline: p.isCircleOutline, version: version)
                    .path(in: p.rect)
            }
            return BuiltShape(path: path, fillRule: p.isCutout ? .evenOdd : .nonZero, corners: [])
        case .seed001(let p):
            guard p.rounded.isEmpty || p.rounded.count == p.vertices.count else {
                throw .outOfRange(parameter: "rounded", value: Double(p.rounded.count),
                                  valid: "one entry per vertex (\(p.vertices.count))")
            }
            let points = p.vertices.enumerated().map { index, point in
                Seed001RoundedCornerPolygon.PolygonPoint(point: point,
                                                         isRounded: p.rounded.isEmpty ? true : p.rounded[index])
            }
            let path = try Seed001RoundedCornerPolygon(points: points, cornerRadius: p.cornerRadius).path()
            return BuiltShape(path: path, fillRule: .nonZero, corners: [])
        case .seed002(let p):
            let path = try Seed002StarPath(points: p.points).path(in: p.rect)
            return BuiltShape(path: path, fillRule: .nonZero, corners: [])
        case .seed003(let p):
            let path = try Seed003StarVertexes(padding: p.padding, roundness: p.roundness,
                                               numberOfVertexes: p.numberOfVertexes).path(in: p.frame)
            return BuiltShape(path: path, fillRule: .nonZero, corners: [])
        case .seed004(let p):
            let path = try Seed004RoundedBorder(borderWidth: p.borderWidth, position: p.position,
                                                cornerRadius: p.cornerRadius,
                                                insideCornerRadius: p.insideCornerRadius).path(in: p.rect)
            return BuiltShape(path: path, fillRule: .evenOdd, corners: [])
        }
    }
}

/// A built construction: its path, the fill rule it is meant for, and — for the exact
/// constructions — the requested and realised radius of every corner.
public struct BuiltShape: Hashable, Sendable {
    /// How the path's subpaths combine into a filled area.
    public enum FillRule: String, Hashable, Sendable, Codable {
        /// SVG's `nonzero` and `evenodd` rules.
        case nonZero, evenOdd
    }

    /// The typed value an exact construction built (its centre, radii and corners as it computed
    /// them, so nothing downstream re-estimates them from the path); `nil` for the seeds as
    /// published, which are paths only.
    public enum Construction: Hashable, Sendable {
        /// A ``Star``.
        case star(Star)
        /// A ``RoundedPolygon``.
        case polygon(RoundedPolygon)
        /// A ``RegularPolygon``.
        case regularPolygon(RegularPolygon)
        /// A ``RoundedRect``.
        case rect(RoundedRect)
        /// A ``RoundedBorder``.
        case border(RoundedBorder)
    }

    /// The outline: lines and exact arcs.
    public var path: Path
    /// The fill rule the path is meant for (a border's ring is even-odd).
    public var fillRule: FillRule
    /// One entry per polygon corner, in path order; empty for the seeds (which have no corner model).
    public var corners: [CornerRounding.Corner]
    /// The typed construction, or `nil` for the seeds as published.
    public var construction: Construction?

    /// A built shape from its parts.
    public init(path: Path, fillRule: FillRule, corners: [CornerRounding.Corner], construction: Construction? = nil) {
        self.path = path
        self.fillRule = fillRule
        self.corners = corners
        self.construction = construction
    }
}

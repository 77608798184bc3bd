import FilletGeometry
import FilletSupport
import FilletShapes

/// The shape flags of every construction, shared by every command that takes a shape
/// (`fillet shape`, and later `fillet check`): the flag tables for help, and the parser that turns
/// `<kind> [flags]` into a ``ShapeSpec``. Flags are the API parameter names in kebab case.
enum ShapeOptions {
    static let kindNames = ShapeSpec.Kind.allCases.map(\.rawValue)

    /// One line per construction for help.
    static let summaries: [(ShapeSpec.Kind, String)] = [
        (.star, "star with exact fillets at its points and inner corners"),
        (.polygon, "any polygon with a per-vertex fillet radius"),
        (.regularPolygon, "regular polygon with rounded corners"),
        (.rect, "rectangle with per-corner radii"),
        (.border, "constant-width rounded border (ring, even-odd)"),
        (.seed000, "seed 000: SwiftUI StarShape / StarShape2 as published"),
        (.seed001, "seed 001: rounded-corner polygon with arcTo as published"),
        (.seed002, "seed 002: UIBezierPath(starIn:points:) as published"),
        (.seed003, "seed 003: starVertexes(in:padding:roundness:numberOfVertexes:) as published"),
        (.seed004, "seed 004: roundedBorder ring as published"),
    ]

    static let clamp = Option.value("clamp", "none|proportional",
        "radii that do not fit: proportional scales them per edge (default), none overshoots like arcTo")

    static func rectOptions(_ what: String, width: Double, height: Double) -> [Option] {
        [.number("x", "x", "\(what) left edge", .finite, default: "0"),
         .number("y", "y", "\(what) top edge", .finite, default: "0"),
         .number("width", "w", "\(what) width", .positive, default: format(width)),
         .number("height", "h", "\(what) height", .positive, default: format(height))]
    }

    /// The flags `kind` accepts, each numeric one with the range ``Arguments`` enforces.
    static func options(for kind: ShapeSpec.Kind) -> [Option] {
        switch kind {
        case .star:
            return [
                .number("points", "n", "number of points (--regular needs ≥ 5)", .integers(2...Star.maximumPoints),
                        default: "5"),
                .number("outer-radius", "R", "centre to each point", .positive, default: "100"),
                .number("inner-ratio", "k", "inner radius = k·R", .open(0, 1), default: "--regular"),
                .toggle("regular", "inner radius of the regular star {n/2}: R·cos(2π/n)/cos(π/n) (the default)"),
                .number("outer-corner-radius", "r", "fillet radius at the points", .nonNegative, default: "0"),
                .number("inner-corner-radius", "r", "fillet radius at the inner corners", .nonNegative, default: "0"),
                .number("rotation", "radians", "angle of the first point from +x toward +y", .finite, default: "−π/2: up"),
                .value("center", "x,y", "centre (default 100,100); ignored with --width/--height"),
                .number("x", "x", "with --width/--height: the rect's left edge", .finite, default: "0"),
                .number("y", "y", "with --width/--height: the rect's top edge", .finite, default: "0"),
                .number("width", "w", "fit the star into the rect (x, y, w, h); give both --width and --height", .positive),
                .number("height", "h", "the rect's height, with --width", .positive),
                .number("padding", "p", "with --width/--height: inset of the rect on every side", .nonNegative,
                        default: "0"),
                clamp,
            ]
        case .polygon:
            return [
                .value("vertices", "\"x,y x,y …\"", "the vertices, at least 3, either orientation (required)"),
                .number("radius", "r", "the same fillet radius at every vertex", .nonNegative, default: "0"),
                .numbers("radii", "\"r r …\"", "one radius per vertex, 0 = sharp (overrides --radius); each",
                        .nonNegative),
                clamp,
            ]
        case .regularPolygon:
            return [
                .number("sides", "n", "number of sides", .integers(3...ShapeLimits.maximumCount), default: "6"),
                .number("radius", "R", "circumradius", .positive, default: "100"),
                .number("corner-radius", "r", "fillet radius", .nonNegative, default: "0"),
                .number("rotation", "radians", "angle of the first vertex", .finite, default: "−π/2: up"),
                .value("center", "x,y", "centre (default 100,100)"),
                clamp,
            ]
        case .rect:
            return rectOptions("rect", width: 200, height: 120) + [
                .number("corner-radius", "r", "the same radius at every corner", .nonNegative, default: "20"),
                .numbers("radii", "\"tl tr br bl\"", "one radius per corner (overrides --corner-radius); each",
                        .nonNegative),
                clamp,
            ]
        case .border:
            return rectOptions("content rect", width: 200, height: 120) + [
                .number("border-width", "w", "border width", .positive, default: "12"),
                .value("position", "inside|center|outside", "where the border lies on the rect's edge (default inside)"),
                .number("corner-radius", "R", "outer boundary's corner radius", .nonNegative, default: "24"),
                .value("inner-corner-rule", "concentric|same-as-outer|explicit",
                       "inner radius: max(0, R − w) (default), R as seed 004, or --inner-corner-radius"),
                .number("inner-corner-radius", "r", "explicit inner corner radius (implies explicit)", .nonNegative),
                clamp,
            ]
        case .seed000:
            return [
                .value("version", "sharp|outer-arcs|inner-and-outer-arcs",
                       "StarShape, first StarShape2 (0.8), final StarShape2 (0.9; default)"),
                .number("points", "n", "number of points", .integers(1...ShapeLimits.maximumSeedPoints), default: "5"),
                .number("corner-radius", "r", "arc radius at the vertices (unused by sharp)", .nonNegative, default: "3"),
                .toggle("cutout", "add the frame as a subpath, for an even-odd cutout (isCutout / cutout)"),
                .toggle("circle-outline", "with --cutout the frame is a circle; also disables the odd-n shift"),
            ] + rectOptions("SwiftUI frame", width: 150, height: 150)
        case .seed001:
            return [
                .value("vertices", "\"x,y x,y …\"", "the polygon's points, at least 3 (required)"),
                .value("rounded", "\"1 0 1 …\"", "per vertex: 1 = rounded (arcTo), 0 = sharp (default: all 1)"),
                .number("corner-radius", "r", "cornerRadius for every rounded vertex", .nonNegative, default: "10"),
            ]
        case .seed002:
            return [.number("points", "n", "number of points", .integers(3...ShapeLimits.maximumSeedPoints), default: "5")]
                + rectOptions("rect (starIn:)", width: 200, height: 200)
        case .seed003:
            return rectOptions("frame", width: 200, height: 200) + [
                .number("padding", "p", "subtracted once from the smaller side", .finite, default: "0"),
                .number("roundness", "percent", "inner/outer radius in %, clamped to 0…100", .finite, default: "40"),
                .number("number-of-vertexes", "n", "points, clamped to ≥ 2",
                        .integers(Int.min...ShapeLimits.maximumSeedPoints), default: "5"),
            ]
        case .seed004:
            return rectOptions("content rect", width: 200, height: 120) + [
                .number("border-width", "w", "the modifier's width", .nonNegative, default: "1"),
                .value("position", "inside|center|outside", "border position (default outside)"),
                .number("corner-radius", "R", "outer corner radius", .nonNegative, default: "16"),
                .number("inside-corner-radius", "r", "insideStyle.cornerRadius; ≤ 0 means the outer radius", .finite,
                        default: "−1"),
            ]
        }
    }

    /// Parses the shape flags of `kind` into a spec. Flags not in ``options(for:)`` must already
    /// have been rejected by ``Arguments``.
    static func spec(_ kind: ShapeSpec.Kind, _ a: Arguments) throws(UsageError) -> ShapeSpec {
        switch kind {
        case .star:
            var p = ShapeSpec.StarParameters()
            p.points = try a.int("points") ?? p.points
            p.outerRadius = try a.double("outer-radius") ?? p.outerRadius
            if a.has("inner-ratio") && a.isSet("regular") {
                throw UsageError(flag: "--regular", "cannot be combined with --inner-ratio")
            }
            p.innerRatio = try a.double("inner-ratio")
            p.outerCornerRadius = try a.double("outer-corner-radius") ?? p.outerCornerRadius
            p.innerCornerRadius = try a.double("inner-corner-radius") ?? p.innerCornerRadius
            p.rotation = try a.double("rotation") ?? p.rotation
            p.center = try a.point("center").map { Point(x: $0.x, y: $0.y) } ?? p.center
            if a.has("width") || a.has("height") {
                guard let width = try a.double("width") else { throw UsageError(flag: "--width", "required with --height") }
                guard let height = try a.double("height") else { throw UsageError(flag: "--height", "required with --width") }
                p.rect = Rect(x: try a.double("x") ?? 0, y: try a.double("y") ?? 0, width: width, height: height)
            } else if a.has("x") || a.has("y") || a.has("padding") {
                let flag = a.has("padding") ? "--padding" : (a.has("x") ? "--x" : "--y")
                throw UsageError(flag: flag, "only applies with --width and --height (fitting into a rect)")
            }
            p.padding = try a.double("padding") ?? p.padding
            p.clamping = try clamping(a) ?? p.clamping
            return .star(p)
        case .polygon:
            guard let vertices = try a.points("vertices") else { throw UsageError(flag: "--vertices", "required") }
            var p = ShapeSpec.PolygonParameters(vertices: vertices.map { Point(x: $0.x, y: $0.y) })
            p.radius = try a.double("radius") ?? p.radius
            p.radii = try a.doubles("radii")
            p.clamping = try clamping(a) ?? p.clamping
            return .polygon(p)
        case .regularPolygon:
            var p = ShapeSpec.RegularPolygonParameters()
            p.sides = try a.int("sides") ?? p.sides
            p.radius = try a.double("radius") ?? p.radius
            p.cornerRadius = try a.double("corner-radius") ?? p.cornerRadius
            p.rotation = try a.double("rotation") ?? p.rotation
            p.center = try a.point("center").map { Point(x: $0.x, y: $0.y) } ?? p.center
            p.clamping = try clamping(a) ?? p.clamping
            return .regularPolygon(p)
        case .rect:
            var p = ShapeSpec.RectParameters()
            p.rect = try rect(a, p.rect)
            if let radius = try a.double("corner-radius") { p.cornerRadii = .init(radius) }
            if let radii = try a.doubles("radii") {
                guard radii.count == 4 else {
                    throw UsageError(flag: "--radii", "expected 4 radii (top-left top-right bottom-right bottom-left), got \(radii.count)")
                }
                p.cornerRadii = .init(topLeft: radii[0], topRight: radii[1], bottomRight: radii[2], bottomLeft: radii[3])
            }
            p.clamping = try clamping(a) ?? p.clamping
            return .rect(p)
        case .border:
            var p = ShapeSpec.BorderParameters()
            p.rect = try rect(a, p.rect)
            p.borderWidth = try a.double("border-width") ?? p.borderWidth
            p.position = try position(a) ?? p.position
            p.cornerRadius = try a.double("corner-radius") ?? p.cornerRadius
            let rule = try a.choice("inner-corner-rule", ["concentric", "same-as-outer", "explicit"])
            let explicitRadius = try a.double("inner-corner-radius")
            switch (rule, explicitRadius) {
            case (nil, nil), ("concentric", nil): p.innerCornerRule = .concentric
            case ("same-as-outer", nil): p.innerCornerRule = .sameAsOuter
            case (nil, let radius?), ("explicit", let radius?): p.innerCornerRule = .explicit(radius)
            case ("explicit", nil): throw UsageError(flag: "--inner-corner-radius", "required with --inner-corner-rule explicit")
            default: throw UsageError(flag: "--inner-corner-radius", "only applies with --inner-corner-rule explicit")
            }
            p.clamping = try clamping(a) ?? p.clamping
            return .border(p)
        case .seed000:
            var p = ShapeSpec.Seed000Parameters()
            if let version = try a.choice("version", ["sharp", "outer-arcs", "inner-and-outer-arcs"]) {
                p.version = version == "sharp" ? .sharp : (version == "outer-arcs" ? .outerArcs : .innerAndOuterArcs)
            }
            p.points = try a.int("points") ?? p.points
            p.cornerRadius = try a.double("corner-radius") ?? p.cornerRadius
            p.isCutout = a.isSet("cutout")
            p.isCircleOutline = a.isSet("circle-outline")
            p.rect = try rect(a, p.rect)
            return .seed000(p)
        case .seed001:
            guard let vertices = try a.points("vertices") else { throw UsageError(flag: "--vertices", "required") }
            var p = ShapeSpec.Seed001Parameters(vertices: vertices.map { Point(x: $0.x, y: $0.y) })
            p.rounded = try a.bools("rounded") ?? []
            p.cornerRadius = try a.double("corner-radius") ?? p.cornerRadius
            return .seed001(p)
        case .seed002:
            var p = ShapeSpec.Seed002Parameters()
            p.points = try a.int("points") ?? p.points
            p.rect = try rect(a, p.rect)
            return .seed002(p)
        case .seed003:
            var p = ShapeSpec.Seed003Parameters()
            p.frame = try rect(a, p.frame)
            p.padding = try a.double("padding") ?? p.padding
            p.roundness = try a.double("roundness") ?? p.roundness
            p.numberOfVertexes = try a.int("number-of-vertexes") ?? p.numberOfVertexes
            return .seed003(p)
        case .seed004:
            var p = ShapeSpec.Seed004Parameters()
            p.rect = try rect(a, p.rect)
            p.borderWidth = try a.double("border-width") ?? p.borderWidth
            p.position = try position(a) ?? p.position
            p.cornerRadius = try a.double("corner-radius") ?? p.cornerRadius
            p.insideCornerRadius = try a.double("inside-corner-radius") ?? p.insideCornerRadius
            return .seed004(p)
        }
    }

    /// The flag a ``ShapeError`` is about: its parameter (`rect.width`, `radii[2]`, `innerRatio`)
    /// without rect prefix, index or field, in kebab case. Where two flags set the same parameter
    /// (`--radii` / `--corner-radius` of a rect), the one given wins.
    static func flag(for error: ShapeError, kind: ShapeSpec.Kind, given: Arguments) -> String? {
        guard var name = error.parameter else { return nil }
        for prefix in ["rect.", "frame."] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        if let cut = name.firstIndex(where: { $0 == "." || $0 == "[" }) { name = String(name[..<cut]) }
        var kebab = ""
        for character in name {
            if character.isUppercase { kebab += "-" + character.lowercased() } else { kebab.append(character) }
        }
        if kind == .rect && kebab == "radii" && !given.has("radii") && given.has("corner-radius") {
            kebab = "corner-radius"
        }
        return "--" + kebab
    }

    static func clamping(_ a: Arguments) throws(UsageError) -> CornerRounding.Clamping? {
        try a.choice("clamp", ["none", "proportional"]).flatMap(CornerRounding.Clamping.init(rawValue:))
    }

    static func position(_ a: Arguments) throws(UsageError) -> RoundedBorder.Position? {
        try a.choice("position", ["inside", "center", "outside"]).flatMap(RoundedBorder.Position.init(rawValue:))
    }

    static func rect(_ a: Arguments, _ fallback: Rect) throws(UsageError) -> Rect {
        Rect(x: try a.double("x") ?? fallback.x, y: try a.double("y") ?? fallback.y,
             width: try a.double("width") ?? fallback.width, height: try a.double("height") ?? fallback.height)
    }

    static func format(_ value: Double) -> String { NumberText.short(value) }
}

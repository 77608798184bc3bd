import FilletGeometry
import FilletSupport

// The one table of every construction's parameters. Defaults are the parameter structs' own
// (ShapeSpec+Parameters.swift); help prints them from there. Order is help order and JSON order.

extension ShapeSpec {
    /// One descriptor per ``Kind``, in `Kind.allCases` order.
    static let descriptors: [ConstructionDescriptor] = [
        ConstructionDescriptor(.star, StarParameters.self, "star with exact fillets at its points and inner corners", [
            .integer("points", flag: "points", \StarParameters.points, "n", "number of points (--regular needs ≥ 5)",
                     .integers(2...Star.maximumPoints)),
            .number("outerRadius", flag: "outer-radius", \StarParameters.outerRadius, "R", "centre to each point",
                    .positive, isLength: true),
            .optionalNumber("innerRatio", flag: "inner-ratio", \StarParameters.innerRatio, "k", "inner radius = k·R",
                            .open(0, 1), isLength: false,
                            absent: ("regular", "inner radius of the regular star {n/2}: R·cos(2π/n)/cos(π/n) (the default)")),
            .number("outerCornerRadius", flag: "outer-corner-radius", \StarParameters.outerCornerRadius, "r",
                    "fillet radius at the points", .nonNegative, isLength: true),
            .number("innerCornerRadius", flag: "inner-corner-radius", \StarParameters.innerCornerRadius, "r",
                    "fillet radius at the inner corners", .nonNegative, isLength: true),
            .smoothing(\StarParameters.smoothing),
            .number("rotation", flag: "rotation", \StarParameters.rotation, "radians",
                    "angle of the first point from +x toward +y", .finite, isLength: false, defaultText: "−π/2: up"),
            .point("center", flag: "center", \StarParameters.center,
                   "centre (default {default}); ignored with --width/--height"),
            .optionalRect("rect", \StarParameters.rect,
                          help: ["with --width/--height: the rect's left edge", "with --width/--height: the rect's top edge",
                                 "fit the star into the rect (x, y, w, h); give both --width and --height",
                                 "the rect's height, with --width"],
                          dependents: [("padding", \StarParameters.padding)]),
            .number("padding", flag: "padding", \StarParameters.padding, "p",
                    "with --width/--height: inset of the rect on every side", .nonNegative, isLength: true),
            .clamping(\StarParameters.clamping),
        ]),
        ConstructionDescriptor(.polygon, PolygonParameters.self, "any polygon with a per-vertex fillet radius", [
            .points("vertices", flag: "vertices", \PolygonParameters.vertices,
                    "the vertices, at least 3, either orientation (required)"),
            .number("radius", flag: "radius", \PolygonParameters.radius, "r", "the same fillet radius at every vertex",
                    .nonNegative, isLength: true),
            .numbers("radii", flag: "radii", \PolygonParameters.radii, "\"r r …\"",
                     "one radius per vertex, 0 = sharp (overrides --radius); each", .nonNegative, isLength: true),
            .smoothing(\PolygonParameters.smoothing),
            .clamping(\PolygonParameters.clamping),
        ]),
        ConstructionDescriptor(.regularPolygon, RegularPolygonParameters.self, "regular polygon with rounded corners", [
            .integer("sides", flag: "sides", \RegularPolygonParameters.sides, "n", "number of sides",
                     .integers(3...ShapeLimits.maximumCount)),
            .number("radius", flag: "radius", \RegularPolygonParameters.radius, "R", "circumradius", .positive, isLength: true),
            .number("cornerRadius", flag: "corner-radius", \RegularPolygonParameters.cornerRadius, "r", "fillet radius",
                    .nonNegative, isLength: true),
            .smoothing(\RegularPolygonParameters.smoothing),
            .number("rotation", flag: "rotation", \RegularPolygonParameters.rotation, "radians", "angle of the first vertex",
                    .finite, isLength: false, defaultText: "−π/2: up"),
            .point("center", flag: "center", \RegularPolygonParameters.center, "centre (default {default})"),
            .clamping(\RegularPolygonParameters.clamping),
        ]),
        ConstructionDescriptor(.rect, RectParameters.self, "rectangle with per-corner radii", [
            .rect("rect", \RectParameters.rect, what: "rect"),
            .cornerRadii(\RectParameters.cornerRadii),
            .smoothing(\RectParameters.smoothing),
            .clamping(\RectParameters.clamping),
        ]),
        ConstructionDescriptor(.border, BorderParameters.self, "constant-width rounded border (ring, even-odd)", [
            .rect("rect", \BorderParameters.rect, what: "content rect"),
            .number("borderWidth", flag: "border-width", \BorderParameters.borderWidth, "w", "border width", .positive,
                    isLength: true),
            .position(\BorderParameters.position, "where the border lies on the rect's edge (default {default})"),
            .number("cornerRadius", flag: "corner-radius", \BorderParameters.cornerRadius, "R",
                    "outer boundary's corner radius", .nonNegative, isLength: true),
            .innerCornerRule(\BorderParameters.innerCornerRule),
            .smoothing(\BorderParameters.smoothing),
            .clamping(\BorderParameters.clamping),
        ]),
        ConstructionDescriptor(.seed000, Seed000Parameters.self, "seed 000: SwiftUI StarShape / StarShape2 as published", [
            .choice("version", flag: "version", \Seed000Parameters.version,
                    "StarShape, first StarShape2 (0.8), final StarShape2 (0.9; default)",
                    [("sharp", .sharp), ("outer-arcs", .outerArcs), ("inner-and-outer-arcs", .innerAndOuterArcs)]),
            .integer("points", flag: "points", \Seed000Parameters.points, "n", "number of points",
                     .integers(1...ShapeLimits.maximumSeedPoints)),
            .number("cornerRadius", flag: "corner-radius", \Seed000Parameters.cornerRadius, "r",
                    "arc radius at the vertices (unused by sharp)", .nonNegative, isLength: true),
            .toggle("isCutout", flag: "cutout", \Seed000Parameters.isCutout,
                    "add the frame as a subpath, for an even-odd cutout (isCutout / cutout)"),
            .toggle("isCircleOutline", flag: "circle-outline", \Seed000Parameters.isCircleOutline,
                    "with --cutout the frame is a circle; also disables the odd-n shift"),
            .rect("rect", \Seed000Parameters.rect, what: "SwiftUI frame"),
        ]),
        ConstructionDescriptor(.seed001, Seed001Parameters.self, "seed 001: rounded-corner polygon with arcTo as published", [
            .points("vertices", flag: "vertices", \Seed001Parameters.vertices, "the polygon's points, at least 3 (required)"),
            .flags("rounded", flag: "rounded", \Seed001Parameters.rounded, "\"1 0 1 …\"",
                   "per vertex: 1 = rounded (arcTo), 0 = sharp (default: all 1)"),
            .number("cornerRadius", flag: "corner-radius", \Seed001Parameters.cornerRadius, "r",
                    "cornerRadius for every rounded vertex", .nonNegative, isLength: true),
        ]),
        ConstructionDescriptor(.seed002, Seed002Parameters.self, "seed 002: UIBezierPath(starIn:points:) as published", [
            .integer("points", flag: "points", \Seed002Parameters.points, "n", "number of points",
                     .integers(3...ShapeLimits.maximumSeedPoints)),
            .rect("rect", \Seed002Parameters.rect, what: "rect (starIn:)"),
        ]),
        ConstructionDescriptor(.seed003, Seed003Parameters.self,
                               "seed 003: starVertexes(in:padding:roundness:numberOfVertexes:) as published", [
            .rect("frame", \Seed003Parameters.frame, what: "frame"),
            .number("padding", flag: "padding", \Seed003Parameters.padding, "p", "subtracted once from the smaller side",
                    .finite, isLength: true),
            .number("roundness", flag: "roundness", \Seed003Parameters.roundness, "percent",
                    "inner/outer radius in %, clamped to 0…100", .finite, isLength: false),
            .integer("numberOfVertexes", flag: "number-of-vertexes", \Seed003Parameters.numberOfVertexes, "n",
                     "points, clamped to ≥ 2", .integers(Int.min...ShapeLimits.maximumSeedPoints)),
        ]),
        ConstructionDescriptor(.seed004, Seed004Parameters.self, "seed 004: roundedBorder ring as published", [
            .rect("rect", \Seed004Parameters.rect, what: "content rect"),
            .number("borderWidth", flag: "border-width", \Seed004Parameters.borderWidth, "w", "the modifier's width",
                    .nonNegative, isLength: true),
            .position(\Seed004Parameters.position, "border position (default {default})"),
            .number("cornerRadius", flag: "corner-radius", \Seed004Parameters.cornerRadius, "R", "outer corner radius",
                    .nonNegative, isLength: true),
            .number("insideCornerRadius", flag: "inside-corner-radius", \Seed004Parameters.insideCornerRadius, "r",
                    "insideStyle.cornerRadius; ≤ 0 means the outer radius", .finite, isLength: true, defaultText: "−1"),
        ]),
    ]
}

// MARK: - Parameters shared by several constructions, and the two compound ones

extension ShapeParameter {
    /// The clamp policy of the exact constructions.
    static func clamping<P: ShapeParameterSet>(_ path: ParameterPath<P, CornerRounding.Clamping>) -> ShapeParameter {
        choice("clamping", flag: "clamp", path,
               "radii that do not fit: proportional scales them per edge (default), none overshoots like arcTo",
               [("none", .none), ("proportional", .proportional)])
    }

    /// The corner smoothing in [0, 1] (issue 46): 0 draws plain arcs; above, each corner is a
    /// shorter arc between two cubic flanks reaching `(1 + s)` times the arc's cut along each
    /// edge. Written to JSON only when not 0, so every spec without smoothing keeps its JSON.
    static func smoothing<P: ShapeParameterSet>(_ path: ParameterPath<P, Double>) -> ShapeParameter {
        let range = NumberRange.closed(0, 1)
        return make(P.self, name: "smoothing", flag: "smoothing", value: .number, range: range, isLength: false,
                    options: [option("smoothing", "s",
                                     "corner smoothing in [0, 1]: flanks of continuous curvature reaching (1+s)× the cut;"
                                        + " reduced per corner (reported) where it does not fit", range: range,
                                     default: text(P.start[keyPath: path]))],
                    numbers: { [$0[keyPath: path]] },
                    encode: { parameters, writer in
                        let value = parameters[keyPath: path]
                        if value != 0 || value.isNaN { try writer.put("smoothing", value) }
                    },
                    decode: { parameters, reader in parameters[keyPath: path] = try reader.value("smoothing", parameters[keyPath: path]) },
                    parse: { (parameters: inout P, a: Arguments) throws(UsageError) in
                        parameters[keyPath: path] = try a.double("smoothing") ?? parameters[keyPath: path]
                    },
                    get: { parameters, _ in parameters[keyPath: path] },
                    set: { parameters, _, value in parameters[keyPath: path] = value })
    }

    /// Where a border lies on its rect's edge.
    static func position<P: ShapeParameterSet>(_ path: ParameterPath<P, RoundedBorder.Position>, _ help: String) -> ShapeParameter {
        choice("position", flag: "position", path, help, [("inside", .inside), ("center", .center), ("outside", .outside)])
    }

    /// A rounded rect's corner radii (API name `radii`, JSON key `cornerRadii`): `--corner-radius r`
    /// for all four, or `--radii "tl tr br bl"`, which wins. An error about the radii names
    /// whichever of the two was given (`--radii` when both or neither).
    static func cornerRadii<P: ShapeParameterSet>(_ path: ParameterPath<P, RoundedRect.CornerRadii>) -> ShapeParameter {
        let start = P.start[keyPath: path]
        return make(P.self, name: "radii", jsonKey: "cornerRadii", flag: "radii", value: .cornerRadii,
                    range: .nonNegative, isLength: true,
                    options: [.number("corner-radius", "r", "the same radius at every corner", .nonNegative,
                                      default: text(start.topLeft)),
                              .numbers("radii", "\"tl tr br bl\"", "one radius per corner (overrides --corner-radius); each",
                                       .nonNegative)],
                    numbers: { radiiList($0[keyPath: path]) },
                    mapLengths: { parameters, transform in
                        let radii = parameters[keyPath: path]
                        parameters[keyPath: path] = RoundedRect.CornerRadii(
                            topLeft: transform("radii[0]", radii.topLeft), topRight: transform("radii[1]", radii.topRight),
                            bottomRight: transform("radii[2]", radii.bottomRight),
                            bottomLeft: transform("radii[3]", radii.bottomLeft))
                    },
                    encode: { parameters, writer in try writer.put("cornerRadii", parameters[keyPath: path]) },
                    decode: { parameters, reader in
                        parameters[keyPath: path] = try reader.value("cornerRadii", parameters[keyPath: path])
                    },
                    parse: { (parameters: inout P, a: Arguments) throws(UsageError) in
                        if let radius = try a.double("corner-radius") { parameters[keyPath: path] = .init(radius) }
                        if let radii = try a.doubles("radii") {
                            guard radii.count == 4 else {
                                throw UsageError(flag: "--radii", "expected 4 radii (top-left top-right bottom-right bottom-left), got \(radii.count)")
                            }
                            parameters[keyPath: path] = .init(topLeft: radii[0], topRight: radii[1], bottomRight: radii[2],
                                                              bottomLeft: radii[3])
                        }
                    },
                    errorFlag: { _, _, given in
                        !given.has("radii") && given.has("corner-radius") ? "--corner-radius" : "--radii"
                    },
                    get: { parameters, flag in flag == "corner-radius" ? parameters[keyPath: path].topLeft : nil },
                    set: { parameters, flag, value in if flag == "corner-radius" { parameters[keyPath: path] = .init(value) } })
    }

    static func radiiList(_ radii: RoundedRect.CornerRadii) -> [Double] {
        [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]
    }

    /// A border's inner corner rule: `--inner-corner-rule concentric|same-as-outer|explicit`
    /// with `--inner-corner-radius r` (which alone implies explicit); JSON `"innerCornerRule":
    /// "concentric" | "sameAsOuter" | "explicit"` with `"innerCornerRadius"`. The explicit radius
    /// is a length (API name `innerCornerRadius`).
    static func innerCornerRule<P: ShapeParameterSet>(_ path: ParameterPath<P, RoundedBorder.InnerCornerRule>) -> ShapeParameter {
        make(P.self, name: "innerCornerRule", flag: "inner-corner-rule", aliases: ["innerCornerRadius"],
             value: .innerCornerRule, range: .nonNegative, isLength: true,
             options: [.value("inner-corner-rule", "concentric|same-as-outer|explicit",
                              "inner radius: max(0, R − w) (default), R as seed 004, or --inner-corner-radius"),
                       .number("inner-corner-radius", "r", "explicit inner corner radius (implies explicit)", .nonNegative)],
             numbers: { parameters in
                 if case .explicit(let radius) = parameters[keyPath: path] { return [radius] }
                 return []
             },
             mapLengths: { parameters, transform in
                 if case .explicit(let radius) = parameters[keyPath: path] {
                     parameters[keyPath: path] = .explicit(transform("innerCornerRadius", radius))
                 }
             },
             encode: { parameters, writer in
                 switch parameters[keyPath: path] {
                 case .concentric: try writer.put("innerCornerRule", "concentric")
                 case .sameAsOuter: try writer.put("innerCornerRule", "sameAsOuter")
                 case .explicit(let radius):
                     try writer.put("innerCornerRule", "explicit")
                     try writer.put("innerCornerRadius", radius)
                 }
             },
             decode: { parameters, reader in
                 // As on the command line: a radius alone implies the explicit rule, and a radius
                 // with another rule is refused rather than dropped.
                 let hasRadius = reader.contains("innerCornerRadius")
                 switch try reader.optional("innerCornerRule") as String? {
                 case nil where hasRadius, "explicit"?:
                     parameters[keyPath: path] = .explicit(try reader.required("innerCornerRadius"))
                 case let rule? where hasRadius && (rule == "concentric" || rule == "sameAsOuter"):
                     throw DecodingError.dataCorruptedError(
                         forKey: ShapeSpec.JSONKey("innerCornerRadius"), in: reader.container,
                         debugDescription: "only applies with \"innerCornerRule\": \"explicit\" (the rule is \(rule))")
                 case nil, "concentric"?: parameters[keyPath: path] = .concentric
                 case "sameAsOuter"?: parameters[keyPath: path] = .sameAsOuter
                 case let other?:
                     throw DecodingError.dataCorruptedError(
                         forKey: ShapeSpec.JSONKey("innerCornerRule"), in: reader.container,
                         debugDescription: "expected concentric, sameAsOuter or explicit, got \(other)")
                 }
             },
             parse: { (parameters: inout P, a: Arguments) throws(UsageError) in
                 let rule = try a.choice("inner-corner-rule", ["concentric", "same-as-outer", "explicit"])
                 let explicitRadius = try a.double("inner-corner-radius")
                 switch (rule, explicitRadius) {
                 case (nil, nil), ("concentric", nil): parameters[keyPath: path] = .concentric
                 case ("same-as-outer", nil): parameters[keyPath: path] = .sameAsOuter
                 case (nil, let radius?), ("explicit", let radius?): parameters[keyPath: path] = .explicit(radius)
                 case ("explicit", nil):
                     throw UsageError(flag: "--inner-corner-radius", "required with --inner-corner-rule explicit")
                 default: throw UsageError(flag: "--inner-corner-radius", "only applies with --inner-corner-rule explicit")
                 }
             },
             errorFlag: { root, _, _ in root == "innerCornerRadius" ? "--inner-corner-radius" : "--inner-corner-rule" },
             get: { parameters, flag in
                 guard flag == "inner-corner-radius", case .explicit(let radius) = parameters[keyPath: path] else { return nil }
                 return radius
             },
             set: { parameters, flag, value in
                 if flag == "inner-corner-radius" { parameters[keyPath: path] = .explicit(value) }
             })
    }
}

// MARK: - Embedding each parameter struct in ShapeSpec

extension ShapeSpec.StarParameters: ShapeParameterSet {
    static var start: Self { Self() }
    init?(_ spec: ShapeSpec) { guard case .star(let p) = spec else { return nil }; self = p }
    var spec: ShapeSpec { .star(self) }
}

extension ShapeSpec.PolygonParameters: ShapeParameterSet {
    static var start: Self { Self(vertices: []) }
    init?(_ spec: ShapeSpec) { guard case .polygon(let p) = spec else { return nil }; self = p }
    var spec: ShapeSpec { .polygon(self) }
}

extension ShapeSpec.RegularPolygonParameters: ShapeParameterSet {
    static var start: Self { Self() }
    init?(_ spec: ShapeSpec) { guard case .regularPolygon(let p) = spec else { return nil }; self = p }
    var spec: ShapeSpec { .regularPolygon(self) }
}

extension ShapeSpec.RectParameters: ShapeParameterSet {
    static var start: Self { Self() }
    init?(_ spec: ShapeSpec) { guard case .rect(let p) = spec else { return nil }; self = p }
    var spec: ShapeSpec { .rect(self) }
}

extension ShapeSpec.BorderParameters: ShapeParameterSet {
    static var start: Self { Self() }
    init?(_ spec: ShapeSpec) { guard case .border(let p) = spec else { return nil }; self = p }
    var spec: ShapeSpec { .border(self) }
}

extension ShapeSpec.Seed000Parameters: ShapeParameterSet {
    static var start: Self { Self() }
    init?(_ spec: ShapeSpec) { guard case .seed000(let p) = spec else { return nil }; self = p }
    var spec: ShapeSpec { .seed000(self) }
}

extension ShapeSpec.Seed001Parameters: ShapeParameterSet {
    static var start: Self { Self(vertices: []) }
    init?(_ spec: ShapeSpec) { guard case .seed001(let p) = spec else { return nil }; self = p }
    var spec: ShapeSpec { .seed001(self) }
}

extension ShapeSpec.Seed002Parameters: ShapeParameterSet {
    static var start: Self { Self() }
    init?(_ spec: ShapeSpec) { guard case .seed002(let p) = spec else { return nil }; self = p }
    var spec: ShapeSpec { .seed002(self) }
}

extension ShapeSpec.Seed003Parameters: ShapeParameterSet {
    static var start: Self { Self() }
    init?(_ spec: ShapeSpec) { guard case .seed003(let p) = spec else { return nil }; self = p }
    var spec: ShapeSpec { .seed003(self) }
}

extension ShapeSpec.Seed004Parameters: ShapeParameterSet {
    static var start: Self { Self() }
    init?(_ spec: ShapeSpec) { guard case .seed004(let p) = spec else { return nil }; self = p }
    var spec: ShapeSpec { .seed004(self) }
}

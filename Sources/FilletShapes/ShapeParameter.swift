import Foundation
import FilletGeometry
import FilletSupport

/// One parameter of a construction, described once: its API name (as ``ShapeError/parameter``
/// spells it), its JSON key, its command-line flag(s), help text, default, valid range and whether
/// it is a length. The CLI options and their parsing, the flat JSON coding, scaling
/// (``ShapeSpec/mappingLengths(_:)``) and error-to-flag mapping are all derived from it.
///
/// A parameter may be compound: a rect is one parameter with four flags (`--x --y --width
/// --height`), a rect's corner radii one parameter with two spellings (`--corner-radius`,
/// `--radii`).
public struct ShapeParameter: Sendable {
    /// What sort of value the parameter holds.
    public enum Value: String, Hashable, Sendable {
        /// A number, a whole number, an optional number, a point `x,y`, a rect (four flags), an
        /// optional rect, a list of points, a list of numbers, four corner radii (one or four
        /// numbers), one of a set of words, a switch, a list of 0/1 flags, or a border's inner
        /// corner rule.
        case number, integer, optionalNumber, point, rect, optionalRect, points, numbers, cornerRadii, choice,
             toggle, flags, innerCornerRule
    }

    /// The API name, as ``ShapeError/parameter`` spells it (the first component: `rect` for
    /// `rect.width`, `radii` for `radii[2]`).
    public let name: String
    /// The key in the flat ``ShapeSpec`` JSON form.
    public let jsonKey: String
    /// The primary flag, kebab case, without dashes (`outer-corner-radius`; `width` for a rect).
    public let flag: String
    /// Other API names errors use for this parameter (a border's `innerCornerRadius`).
    public let aliases: [String]
    /// What sort of value it holds, which decides its parsing and help.
    public let value: Value
    /// The valid values of each number (`nil` for points, rects, choices and flags).
    public let range: NumberRange?
    /// Whether every number of the parameter is a length (scaled by ``ShapeSpec/scaled(by:)``).
    public let isLength: Bool
    /// The command-line options the parameter accepts, in help order.
    public let options: [Option]

    /// Every number of the parameter in `spec` (of its kind), for finiteness and tests.
    let numbers: @Sendable (ShapeSpec) -> [Double]
    /// Replaces every length of the parameter by `transform(name, value)` (nothing unless ``isLength``).
    let mapLengths: @Sendable (inout ShapeSpec, ShapeSpec.LengthTransform) -> Void
    let encode: @Sendable (ShapeSpec, inout ShapeSpec.JSONWriter) throws -> Void
    let decode: @Sendable (inout ShapeSpec, ShapeSpec.JSONReader) throws -> Void
    /// The JSON keys of other parameters that this one leaves unused in `spec` (a star's
    /// `padding` without a `rect`) but that hold something else than their default: a decoded
    /// spec refuses them, as the command line refuses their flags, since no construction would
    /// check their values and writing the spec would carry them on.
    let unusedKeys: @Sendable (ShapeSpec) -> [String]
    let parse: @Sendable (inout ShapeSpec, Arguments) throws(UsageError) -> Void
    /// The flag an error about `root` (this parameter's name or an alias) points at: `field` is
    /// what follows `root.` (`width` in `rect.width`), if anything.
    let errorFlag: @Sendable (_ root: String, _ field: String?, _ given: Arguments) -> String?

    /// The number behind one of the parameter's flags (`width` of a rect, `corner-radius` of a
    /// rect's radii) in `spec`, or `nil` when it has none (an absent optional, a point, a choice).
    let numberForFlag: @Sendable (ShapeSpec, _ flag: String) -> Double?
    /// Sets the number behind one of the parameter's flags; a count takes the value rounded (0 when
    /// it is not finite or not below 10¹⁵ in magnitude).
    let setNumberForFlag: @Sendable (inout ShapeSpec, _ flag: String, Double) -> Void

    /// The numbers of the parameter in `spec`, which must be of the parameter's construction.
    public func numbers(in spec: ShapeSpec) -> [Double] { numbers(spec) }
}

extension ShapeSpec {
    /// `transform(name, value)` of ``mappingLengths(_:)``: name as an autoclosure.
    public typealias LengthTransform = (_ name: @autoclosure () -> String, _ value: Double) -> Double
}

/// A parameter struct of ``ShapeSpec``, embedded in and extracted from the enum: the glue that
/// lets a parameter described over its own struct act on a ``ShapeSpec``.
protocol ShapeParameterSet: Sendable {
    /// What decoding and parsing start from: the defaults, with placeholders for required
    /// parameters (their parameter overwrites them or throws).
    static var start: Self { get }
    init?(_ spec: ShapeSpec)
    var spec: ShapeSpec { get }
}

/// Key paths usable inside the descriptors' `@Sendable` closures.
typealias ParameterPath<P, V> = WritableKeyPath<P, V> & Sendable

extension ShapeParameter {
    /// Builds a parameter from closures over its struct `P`.
    static func make<P: ShapeParameterSet>(
        _ type: P.Type, name: String, jsonKey: String? = nil, flag: String, aliases: [String] = [], value: Value, range: NumberRange?,
        isLength: Bool, options: [Option],
        numbers: @escaping @Sendable (P) -> [Double],
        mapLengths: @escaping @Sendable (inout P, ShapeSpec.LengthTransform) -> Void = { _, _ in },
        encode: @escaping @Sendable (P, inout ShapeSpec.JSONWriter) throws -> Void,
        decode: @escaping @Sendable (inout P, ShapeSpec.JSONReader) throws -> Void,
        unusedKeys: @escaping @Sendable (P) -> [String] = { _ in [] },
        parse: @escaping @Sendable (inout P, Arguments) throws(UsageError) -> Void,
        errorFlag: (@Sendable (String, String?, Arguments) -> String?)? = nil,
        get: @escaping @Sendable (P, String) -> Double? = { _, _ in nil },
        set: @escaping @Sendable (inout P, String, Double) -> Void = { _, _, _ in }
    ) -> ShapeParameter {
        let primary = "--" + flag
        return ShapeParameter(
            name: name, jsonKey: jsonKey ?? name, flag: flag, aliases: aliases, value: value, range: range, isLength: isLength,
            options: options,
            numbers: { spec in P(spec).map(numbers) ?? [] },
            mapLengths: { spec, transform in
                guard isLength, var parameters = P(spec) else { return }
                mapLengths(&parameters, transform)
                spec = parameters.spec
            },
            encode: { spec, writer in if let parameters = P(spec) { try encode(parameters, &writer) } },
            decode: { spec, reader in
                guard var parameters = P(spec) else { return }
                try decode(&parameters, reader)
                spec = parameters.spec
            },
            unusedKeys: { spec in P(spec).map(unusedKeys) ?? [] },
            parse: { (spec: inout ShapeSpec, arguments: Arguments) throws(UsageError) in
                guard var parameters = P(spec) else { return }
                try parse(&parameters, arguments)
                spec = parameters.spec
            },
            errorFlag: errorFlag ?? { _, _, _ in primary },
            numberForFlag: { spec, flag in P(spec).flatMap { get($0, flag) } },
            setNumberForFlag: { spec, flag, value in
                guard var parameters = P(spec) else { return }
                set(&parameters, flag, value)
                spec = parameters.spec
            })
    }

    /// `value` as a count: rounded, 0 when not finite or not below 10¹⁵ in magnitude.
    static func wholeNumber(_ value: Double) -> Int {
        let rounded = value.rounded()
        guard rounded.isFinite, Swift.abs(rounded) < 1e15 else { return 0 }
        return Int(rounded)
    }

    /// A default as help prints it: `{default}` in `help` is replaced by it; otherwise it is the
    /// option's `(default …)`.
    static func option(_ flag: String, _ placeholder: String?, _ help: String, range: NumberRange? = nil,
                       default text: String?, isList: Bool = false) -> Option {
        if let text, help.contains("{default}") {
            return Option(name: flag, value: placeholder, summary: help.replacingOccurrences(of: "{default}", with: text),
                          range: range, isList: isList)
        }
        return Option(name: flag, value: placeholder, summary: help, range: range, defaultText: text, isList: isList)
    }

    static func text(_ value: Double) -> String { NumberText.short(value) }
    static func text(_ point: Point) -> String { "\(text(point.x)),\(text(point.y))" }

    // MARK: - Kinds of parameter

    /// A number. `defaultText` overrides the printed default (`−π/2: up`).
    static func number<P: ShapeParameterSet>(_ name: String, flag: String, _ path: ParameterPath<P, Double>,
                                            _ placeholder: String, _ help: String, _ range: NumberRange,
                                            isLength: Bool, defaultText: String? = nil) -> ShapeParameter {
        make(P.self, name: name, flag: flag, value: .number, range: range, isLength: isLength,
             options: [option(flag, placeholder, help, range: range, default: defaultText ?? text(P.start[keyPath: path]))],
             numbers: { [$0[keyPath: path]] },
             mapLengths: { parameters, transform in parameters[keyPath: path] = transform(name, parameters[keyPath: path]) },
             encode: { parameters, writer in try writer.put(name, parameters[keyPath: path]) },
             decode: { parameters, reader in parameters[keyPath: path] = try reader.value(name, parameters[keyPath: path]) },
             parse: { (parameters: inout P, a: Arguments) throws(UsageError) in
                 parameters[keyPath: path] = try a.double(flag) ?? parameters[keyPath: path]
             },
             get: { parameters, _ in parameters[keyPath: path] },
             set: { parameters, _, value in parameters[keyPath: path] = value })
    }

    /// A whole number (a count).
    static func integer<P: ShapeParameterSet>(_ name: String, flag: String, _ path: ParameterPath<P, Int>,
                                             _ placeholder: String, _ help: String, _ range: NumberRange) -> ShapeParameter {
        make(P.self, name: name, flag: flag, value: .integer, range: range, isLength: false,
             options: [option(flag, placeholder, help, range: range, default: String(P.start[keyPath: path]))],
             numbers: { [Double($0[keyPath: path])] },
             encode: { parameters, writer in try writer.put(name, parameters[keyPath: path]) },
             decode: { parameters, reader in parameters[keyPath: path] = try reader.value(name, parameters[keyPath: path]) },
             parse: { (parameters: inout P, a: Arguments) throws(UsageError) in
                 parameters[keyPath: path] = try a.int(flag) ?? parameters[keyPath: path]
             },
             get: { parameters, _ in Double(parameters[keyPath: path]) },
             set: { parameters, _, value in parameters[keyPath: path] = wholeNumber(value) })
    }

    /// A number whose absence (`nil`, JSON `null` or no key) means a named alternative, which
    /// also has a switch of its own (`--regular`, the default); giving both is an error.
    static func optionalNumber<P: ShapeParameterSet>(_ name: String, flag: String, _ path: ParameterPath<P, Double?>,
                                                    _ placeholder: String, _ help: String, _ range: NumberRange,
                                                    isLength: Bool, absent: (flag: String, help: String)) -> ShapeParameter {
        make(P.self, name: name, flag: flag, value: .optionalNumber, range: range, isLength: isLength,
             options: [option(flag, placeholder, help, range: range, default: "--" + absent.flag),
                       .toggle(absent.flag, absent.help)],
             numbers: { $0[keyPath: path].map { [$0] } ?? [] },
             mapLengths: { parameters, transform in
                 parameters[keyPath: path] = parameters[keyPath: path].map { transform(name, $0) }
             },
             encode: { parameters, writer in try writer.put(name, parameters[keyPath: path]) },
             decode: { parameters, reader in parameters[keyPath: path] = try reader.optional(name) },
             parse: { (parameters: inout P, a: Arguments) throws(UsageError) in
                 if a.has(flag) && a.isSet(absent.flag) {
                     throw UsageError(flag: "--" + absent.flag, "cannot be combined with --\(flag)")
                 }
                 parameters[keyPath: path] = try a.double(flag)
             },
             get: { parameters, _ in parameters[keyPath: path] },
             set: { parameters, _, value in parameters[keyPath: path] = value })
    }

    /// A point, `x,y` on the command line and `[x, y]` in JSON; `{default}` in `help` is the default.
    static func point<P: ShapeParameterSet>(_ name: String, flag: String, _ path: ParameterPath<P, Point>,
                                           _ help: String) -> ShapeParameter {
        make(P.self, name: name, flag: flag, value: .point, range: nil, isLength: true,
             options: [option(flag, "x,y", help, default: text(P.start[keyPath: path]))],
             numbers: { [$0[keyPath: path].x, $0[keyPath: path].y] },
             mapLengths: { parameters, transform in parameters[keyPath: path] = map(parameters[keyPath: path], name, transform) },
             encode: { parameters, writer in
                 let point = parameters[keyPath: path]
                 try writer.put(name, [point.x, point.y])
             },
             decode: { parameters, reader in parameters[keyPath: path] = try reader.point(name, parameters[keyPath: path]) },
             parse: { (parameters: inout P, a: Arguments) throws(UsageError) in
                 parameters[keyPath: path] = try a.point(flag).map { Point(x: $0.x, y: $0.y) } ?? parameters[keyPath: path]
             })
    }

    /// The flags of a rect's four numbers, in order.
    static let rectFlags = ["x", "y", "width", "height"]

    /// A rect: `--x --y --width --height` (help "`what` left edge", …), an object in JSON.
    static func rect<P: ShapeParameterSet>(_ name: String, _ path: ParameterPath<P, Rect>, what: String) -> ShapeParameter {
        let start = P.start[keyPath: path]
        return make(P.self, name: name, flag: "width", value: .rect, range: nil, isLength: true,
             options: [.number("x", "x", "\(what) left edge", .finite, default: text(start.x)),
                       .number("y", "y", "\(what) top edge", .finite, default: text(start.y)),
                       .number("width", "w", "\(what) width", .positive, default: text(start.width)),
                       .number("height", "h", "\(what) height", .positive, default: text(start.height))],
             numbers: { rectNumbers($0[keyPath: path]) },
             mapLengths: { parameters, transform in parameters[keyPath: path] = map(parameters[keyPath: path], name, transform) },
             encode: { parameters, writer in try writer.put(name, parameters[keyPath: path]) },
             decode: { parameters, reader in parameters[keyPath: path] = try reader.value(name, parameters[keyPath: path]) },
             parse: { (parameters: inout P, a: Arguments) throws(UsageError) in
                 let fallback = parameters[keyPath: path]
                 parameters[keyPath: path] = Rect(x: try a.double("x") ?? fallback.x, y: try a.double("y") ?? fallback.y,
                                                  width: try a.double("width") ?? fallback.width,
                                                  height: try a.double("height") ?? fallback.height)
             },
             errorFlag: { _, field, _ in rectFlag(field) },
             get: { parameters, flag in rectFlags.firstIndex(of: flag).map { rectNumbers(parameters[keyPath: path])[$0] } },
             set: { parameters, flag, value in parameters[keyPath: path] = setting(parameters[keyPath: path], flag, value) })
    }

    /// An optional rect (`nil` by default): given by `--width` and `--height` together, with
    /// `--x`, `--y` (default 0) and the `dependents` flags only alongside them; in JSON, a
    /// dependent without the rect only at its default (as the spec is written without a rect).
    static func optionalRect<P: ShapeParameterSet>(_ name: String, _ path: ParameterPath<P, Rect?>,
                                                  help: [String],
                                                  dependents: [(key: String, path: ParameterPath<P, Double>)]) -> ShapeParameter {
        make(P.self, name: name, flag: "width", value: .optionalRect, range: nil, isLength: true,
             options: [.number("x", "x", help[0], .finite, default: "0"),
                       .number("y", "y", help[1], .finite, default: "0"),
                       .number("width", "w", help[2], .positive),
                       .number("height", "h", help[3], .positive)],
             numbers: { $0[keyPath: path].map(rectNumbers) ?? [] },
             mapLengths: { parameters, transform in parameters[keyPath: path] = parameters[keyPath: path].map { map($0, name, transform) } },
             encode: { parameters, writer in try writer.put(name, parameters[keyPath: path]) },
             decode: { parameters, reader in parameters[keyPath: path] = try reader.optional(name) },
             unusedKeys: { parameters in
                 guard parameters[keyPath: path] == nil else { return [] }
                 // `==`, not bit patterns: −0 is the default's value, NaN is nobody's.
                 return dependents.filter { !(parameters[keyPath: $0.path] == P.start[keyPath: $0.path]) }.map(\.key)
             },
             parse: { (parameters: inout P, a: Arguments) throws(UsageError) in
                 if a.has("width") || a.has("height") {
                     guard let width = try a.double("width") else { throw UsageError(flag: "--width", "required with --height") }
                     guard let height = try a.double("height") else { throw UsageError(flag: "--height", "required with --width") }
                     parameters[keyPath: path] = Rect(x: try a.double("x") ?? 0, y: try a.double("y") ?? 0,
                                                      width: width, height: height)
                 } else if let stray = (dependents.map(\.key) + ["x", "y"]).first(where: a.has) {
                     throw UsageError(flag: "--" + stray, "only applies with --width and --height (fitting into a rect)")
                 }
             },
             errorFlag: { _, field, _ in rectFlag(field) })
    }

    /// A required list of points: `"x,y x,y …"` on the command line, `[[x, y], …]` in JSON.
    static func points<P: ShapeParameterSet>(_ name: String, flag: String, _ path: ParameterPath<P, [Point]>,
                                            _ help: String) -> ShapeParameter {
        make(P.self, name: name, flag: flag, value: .points, range: nil, isLength: true,
             options: [.value(flag, "\"x,y x,y …\"", help)],
             numbers: { $0[keyPath: path].flatMap { [$0.x, $0.y] } },
             mapLengths: { parameters, transform in
                 parameters[keyPath: path] = parameters[keyPath: path].enumerated().map { index, point in
                     map(point, "\(name)[\(index)]", transform)
                 }
             },
             encode: { parameters, writer in try writer.put(name, parameters[keyPath: path].map { [$0.x, $0.y] }) },
             decode: { parameters, reader in parameters[keyPath: path] = try reader.points(name) },
             parse: { (parameters: inout P, a: Arguments) throws(UsageError) in
                 guard let points = try a.points(flag) else { throw UsageError(flag: "--" + flag, "required") }
                 parameters[keyPath: path] = points.map { Point(x: $0.x, y: $0.y) }
             })
    }

    /// An optional list of numbers, `"a b …"` on the command line, each in `range`.
    static func numbers<P: ShapeParameterSet>(_ name: String, flag: String, _ path: ParameterPath<P, [Double]?>,
                                             _ placeholder: String, _ help: String, _ range: NumberRange,
                                             isLength: Bool) -> ShapeParameter {
        make(P.self, name: name, flag: flag, value: .numbers, range: range, isLength: isLength,
             options: [.numbers(flag, placeholder, help, range)],
             numbers: { $0[keyPath: path] ?? [] },
             mapLengths: { parameters, transform in
                 parameters[keyPath: path] = parameters[keyPath: path]?.enumerated().map { index, value in
                     transform("\(name)[\(index)]", value)
                 }
             },
             encode: { parameters, writer in try writer.put(name, parameters[keyPath: path]) },
             decode: { parameters, reader in parameters[keyPath: path] = try reader.optional(name) },
             parse: { (parameters: inout P, a: Arguments) throws(UsageError) in parameters[keyPath: path] = try a.doubles(flag) })
    }

    /// One of a fixed set of values; `choices` pairs each command-line spelling with its value
    /// (JSON writes the value's raw value). `{default}` in `help` is the default's spelling
    /// (no `(default …)` is appended: a choice's help says it in words).
    static func choice<P: ShapeParameterSet, V: RawRepresentable & Codable & Equatable & Sendable>(
        _ name: String, flag: String, _ path: ParameterPath<P, V>, _ help: String, _ choices: [(String, V)]
    ) -> ShapeParameter where V.RawValue == String {
        let spellings = choices.map(\.0)
        let defaultSpelling = choices.first { $0.1 == P.start[keyPath: path] }?.0 ?? ""
        return make(P.self, name: name, flag: flag, value: .choice, range: nil, isLength: false,
             options: [.value(flag, spellings.joined(separator: "|"), help.replacingOccurrences(of: "{default}", with: defaultSpelling))],
             numbers: { _ in [] },
             encode: { parameters, writer in try writer.put(name, parameters[keyPath: path]) },
             decode: { parameters, reader in parameters[keyPath: path] = try reader.value(name, parameters[keyPath: path]) },
             parse: { (parameters: inout P, a: Arguments) throws(UsageError) in
                 if let spelling = try a.choice(flag, spellings), let chosen = choices.first(where: { $0.0 == spelling }) {
                     parameters[keyPath: path] = chosen.1
                 }
             })
    }

    /// A switch: on when the flag is given.
    static func toggle<P: ShapeParameterSet>(_ name: String, flag: String, _ path: ParameterPath<P, Bool>,
                                            _ help: String) -> ShapeParameter {
        make(P.self, name: name, flag: flag, value: .toggle, range: nil, isLength: false,
             options: [.toggle(flag, help)],
             numbers: { _ in [] },
             encode: { parameters, writer in try writer.put(name, parameters[keyPath: path]) },
             decode: { parameters, reader in parameters[keyPath: path] = try reader.value(name, parameters[keyPath: path]) },
             parse: { (parameters: inout P, a: Arguments) throws(UsageError) in parameters[keyPath: path] = a.isSet(flag) })
    }

    /// A list of yes/no flags, `"1 0 1 …"` on the command line (empty when not given).
    static func flags<P: ShapeParameterSet>(_ name: String, flag: String, _ path: ParameterPath<P, [Bool]>,
                                           _ placeholder: String, _ help: String) -> ShapeParameter {
        make(P.self, name: name, flag: flag, value: .flags, range: nil, isLength: false,
             options: [.value(flag, placeholder, help)],
             numbers: { _ in [] },
             encode: { parameters, writer in try writer.put(name, parameters[keyPath: path]) },
             decode: { parameters, reader in parameters[keyPath: path] = try reader.value(name, parameters[keyPath: path]) },
             parse: { (parameters: inout P, a: Arguments) throws(UsageError) in parameters[keyPath: path] = try a.bools(flag) ?? [] })
    }

    // MARK: - Helpers

    static func map(_ point: Point, _ name: String, _ transform: ShapeSpec.LengthTransform) -> Point {
        Point(x: transform("\(name).x", point.x), y: transform("\(name).y", point.y))
    }

    static func map(_ rect: Rect, _ name: String, _ transform: ShapeSpec.LengthTransform) -> Rect {
        Rect(x: transform("\(name).x", rect.x), y: transform("\(name).y", rect.y),
             width: transform("\(name).width", rect.width), height: transform("\(name).height", rect.height))
    }

    static func rectNumbers(_ rect: Rect) -> [Double] { [rect.x, rect.y, rect.width, rect.height] }

    /// `rect` with the field of `flag` (`x`, `y`, `width`, `height`) set to `value`.
    static func setting(_ rect: Rect, _ flag: String, _ value: Double) -> Rect {
        var rect = rect
        switch flag {
        case "x": rect.x = value
        case "y": rect.y = value
        case "width": rect.width = value
        case "height": rect.height = value
        default: break
        }
        return rect
    }

    /// `--x`, `--y`, `--width` or `--height` for a rect's field (`--width` when none is named).
    static func rectFlag(_ field: String?) -> String {
        "--" + (field.flatMap { rectFlags.contains($0) ? $0 : nil } ?? "width")
    }
}

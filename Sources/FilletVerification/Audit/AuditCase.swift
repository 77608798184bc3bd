import FilletGeometry
import FilletShapes

/// One of the five seed articles whose constructions `fillet audit` examines as published.
public enum AuditSeed: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
    case seed000 = "000", seed001 = "001", seed002 = "002", seed003 = "003", seed004 = "004"

    /// The three-digit id used by `--seed-filter` and in file names.
    public var id: String { rawValue }

    /// The article's title.
    public var title: String {
        switch self {
        case .seed000: return "Star with rounded corners in SwiftUI (StarShape, StarShape2)"
        case .seed001: return "Irregular polygons with a mix of rounded and sharp corners (RoundedCornerPolygonView)"
        case .seed002: return "Drawing a star with UIBezierPath (UIBezierPath(starIn:points:))"
        case .seed003: return "iOS で星型の図形を UIBezierPath で作る (starVertexes(in:padding:roundness:numberOfVertexes:))"
        case .seed004: return "Custom Rounded Bordering in SwiftUI (roundedBorder)"
        }
    }

    /// The seed's shape kind in ``FilletShapes/ShapeSpec``.
    public var kind: ShapeSpec.Kind {
        switch self {
        case .seed000: return .seed000
        case .seed001: return .seed001
        case .seed002: return .seed002
        case .seed003: return .seed003
        case .seed004: return .seed004
        }
    }

    public static func < (lhs: AuditSeed, rhs: AuditSeed) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A swept parameter's value: a number (radius, count, size) or a label (version, polygon, pattern).
public enum AuditValue: Hashable, Sendable, Codable, CustomStringConvertible {
    case number(Double)
    case text(String)

    public var number: Double? { if case .number(let value) = self { return value } else { return nil } }

    public var description: String {
        switch self {
        case .number(let value): return AuditFormat.number(value)
        case .text(let text): return text
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Double.self) { self = .number(value) } else {
            self = .text(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let value): try container.encode(value)
        case .text(let text): try container.encode(text)
        }
    }
}

/// A named parameter value of an audit case.
public struct AuditParameter: Hashable, Sendable, Codable {
    public var name: String
    public var value: AuditValue

    public init(_ name: String, _ value: AuditValue) {
        self.name = name
        self.value = value
    }

    public init(_ name: String, _ number: Double) { self.init(name, .number(number)) }
    public init(_ name: String, _ count: Int) { self.init(name, .number(Double(count))) }
    public init(_ name: String, _ text: String) { self.init(name, .text(text)) }
    public init(_ name: String, _ flag: Bool) { self.init(name, .text(flag ? "yes" : "no")) }
}

/// One parameter set of a seed's sweep: the seed construction as published (``spec``) and the
/// swept values that describe it in the report (``parameters``, in a fixed order per seed).
public struct AuditCase: Hashable, Sendable {
    public var seed: AuditSeed
    public var spec: ShapeSpec
    public var parameters: [AuditParameter]

    public init(seed: AuditSeed, spec: ShapeSpec, parameters: [AuditParameter]) {
        self.seed = seed
        self.spec = spec
        self.parameters = parameters
    }

    /// The value of the parameter called `name`.
    public subscript(_ name: String) -> AuditValue? { parameters.first { $0.name == name }?.value }

    /// `name = value, …` for tables and labels.
    public var parameterText: String {
        parameters.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
    }
}

/// Number formatting shared by the audit's report writers: up to six significant digits, no
/// exponent for ordinary magnitudes, integers without a fraction.
enum AuditFormat {
    static func number(_ value: Double, digits: Int = 6) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "∞" : "−∞" }
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int64(value)) }
        let magnitude = Swift.abs(value)
        if magnitude >= 1e-4 && magnitude < 1e9 {
            var text = String(format: "%.\(digits)g", value)
            if text.contains("e") { text = String(format: "%.\(digits)f", value) }
            return text
        }
        return String(format: "%.\(Swift.max(digits - 1, 1))e", value)
    }
}

import Foundation
import FilletSupport
import FilletVerification
import FilletGeometry
import FilletShapes

/// One of the five seed articles whose constructions `fillet audit` examines as published: a view
/// over `ShapeSpec.Kind` (the seed kinds), not an enum of its own.
public struct AuditSeed: Hashable, Sendable, Comparable, Codable, CaseIterable, CustomStringConvertible {
    /// The seed's construction.
    public let kind: ShapeSpec.Kind

    private init(seed kind: ShapeSpec.Kind) { self.kind = kind }

    /// Seeds 000, 001 and 002.
    public static let seed000 = Self(seed: .seed000), seed001 = Self(seed: .seed001), seed002 = Self(seed: .seed002)
    /// Seeds 003 and 004.
    public static let seed003 = Self(seed: .seed003), seed004 = Self(seed: .seed004)

    /// The seeds, in id order.
    public static let allCases: [AuditSeed] = ShapeSpec.Kind.allCases.compactMap(Self.init(kind:))

    /// The seed of `kind`, or `nil` for the exact constructions.
    public init?(kind: ShapeSpec.Kind) {
        guard kind.rawValue.hasPrefix(Self.kindPrefix) else { return nil }
        self.kind = kind
    }

    /// The seed with the three-digit `id` (`"004"`).
    public init?(rawValue id: String) {
        guard let kind = ShapeSpec.Kind(rawValue: Self.kindPrefix + id) else { return nil }
        self.init(kind: kind)
    }

    /// A seed kind's name is `seed` followed by its id.
    private static let kindPrefix = "seed"

    /// The three-digit id used by `--seed-filter`, in file names and in `audit.json`.
    public var id: String { String(kind.rawValue.dropFirst(Self.kindPrefix.count)) }
    public var rawValue: String { id }
    public var description: String { kind.rawValue }

    /// The article's title.
    public var title: String {
        switch kind {
        case .seed000: return "Star with rounded corners in SwiftUI (StarShape, StarShape2)"
        case .seed001: return "Irregular polygons with a mix of rounded and sharp corners (RoundedCornerPolygonView)"
        case .seed002: return "Drawing a star with UIBezierPath (UIBezierPath(starIn:points:))"
        case .seed003: return "iOS で星型の図形を UIBezierPath で作る (starVertexes(in:padding:roundness:numberOfVertexes:))"
        case .seed004: return "Custom Rounded Bordering in SwiftUI (roundedBorder)"
        case .star, .polygon, .regularPolygon, .rect, .border: preconditionFailure("\(kind) is not a seed")
        }
    }

    public static func < (lhs: AuditSeed, rhs: AuditSeed) -> Bool { lhs.id < rhs.id }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let id = try container.decode(String.self)
        guard let seed = Self(rawValue: id) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown seed id '\(id)'")
        }
        self = seed
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}

/// A swept parameter's value: a number (radius, count, size) or a label (version, polygon, pattern).
public enum AuditValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A numeric value.
    case number(Double)
    /// A label.
    case text(String)

    /// The value as a number, or `nil` for a label.
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
    /// The parameter's name, as the report shows it.
    public var name: String
    /// Its value in this case.
    public var value: AuditValue

    /// A named value.
    public init(_ name: String, _ value: AuditValue) {
        self.name = name
        self.value = value
    }

    /// A named number.
    public init(_ name: String, _ number: Double) { self.init(name, .number(number)) }
    /// A named count.
    public init(_ name: String, _ count: Int) { self.init(name, .number(Double(count))) }
    /// A named label.
    public init(_ name: String, _ text: String) { self.init(name, .text(text)) }
    /// A named yes/no label.
    public init(_ name: String, _ flag: Bool) { self.init(name, .text(flag ? "yes" : "no")) }
}

/// One parameter set of a seed's sweep: the seed construction as published (``spec``) and the
/// swept values that describe it in the report (``parameters``, in a fixed order per seed).
public struct AuditCase: Hashable, Sendable {
    /// The seed swept.
    public var seed: AuditSeed
    /// The construction as published, with this case's parameters.
    public var spec: ShapeSpec
    /// The swept values describing the case, in the seed's fixed order.
    public var parameters: [AuditParameter]

    /// A case from its parts.
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
        NumberText.compact(value, digits: digits, plain: 1e-4..<1e9, wholeBelow: 1e15, special: .symbols)
    }
}

import FilletGeometry
import FilletSupport

/// One property of the invariant catalogue: what a correctly built rounded shape must satisfy.
///
/// Every invariant yields an ``InvariantResult`` with a signed margin (slack): positive or zero
/// means it holds with that much room, negative means it is violated by that much. Margins are
/// dimensionless so they compare across shapes of any size (see ``MarginUnit``); every tolerance
/// is a named constant in ``VerificationTolerances``.
///
/// An invariant is the stable identifier of one type that says everything about it — its name,
/// documentation, margin unit, summary, default severity in the gate, evaluation over a path's
/// analysis and, where `fillet fix path` repairs it, its repair — each in its own file
/// (`Invariants/Definitions/`; see the article "Adding an invariant"). The constants
/// (``closedAndFinite``, ``radii``, …) are declared there too. The name (``rawValue``) is the
/// stable name used in reports, JSON, JUnit XML, SARIF, baselines, configurations and tables.
public struct Invariant: RawRepresentable, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// The stable name.
    public let rawValue: String
    /// Position in ``allCases``: the invariant's bit in a ``VerdictMask``.
    let ordinal: Int

    /// The invariant named `rawValue`, or `nil` when no invariant has that name.
    public init?(rawValue: String) {
        guard let invariant = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = invariant
    }

    /// The identifier of `definition` (its name, its place in ``definitions``).
    init(_ definition: any InvariantDefinition.Type) {
        guard let ordinal = Self.definitions.firstIndex(where: { $0 == definition }) else {
            preconditionFailure("\(definition) is not in Invariant.definitions")
        }
        self.rawValue = definition.name
        self.ordinal = ordinal
    }

    /// Every invariant, in the order of the registry (`Invariant.definitions`).
    public static let allCases: [Invariant] = definitions.map { $0.invariant }

    /// The stable name (the raw value).
    public var name: String { rawValue }
    public var description: String { rawValue }

    /// The type that says everything about this invariant.
    var definition: any InvariantDefinition.Type { Self.definitions[ordinal] }

    /// What a margin of this invariant measures.
    public enum MarginUnit: String, Codable, Hashable, Sendable {
        /// A length divided by the shape's `Path.characteristicSize`.
        case relativeLength = "relative-length"
        /// An area divided by the square of the shape's size.
        case relativeArea = "relative-area"
        /// Radians.
        case radians
        /// A curvature times the shape's size (a circle of diameter = size has 2).
        case relativeCurvature = "relative-curvature"
        /// Turns (2π radians) of the tangent.
        case turns
        /// A verdict only: 0 when the invariant holds, −1 when it does not.
        case verdict
    }

    /// The unit of ``InvariantResult/margin`` for this invariant.
    public var marginUnit: MarginUnit { definition.marginUnit }

    /// One line for tables and help: what holds and with which tolerance.
    public var summary: String { definition.summary }

    /// One line for a finding (SARIF's short description): what it means.
    public var findingDescription: String { definition.findingDescription }

    /// The settings a gate configuration may give this invariant besides its severity.
    public var settings: [InvariantSetting] { definition.settings }

    /// The finding `fillet fix path` repairs for this invariant, if it repairs one.
    public var repair: RepairKind? { definition.repair }

    /// The differential invariants: an exact measure against an independent route — the
    /// flattened polyline (``polylineDifferential``), then the others (the piece tree against an
    /// all-pairs scan).
    public static let differential: [Invariant] = polylineDifferential
        + definitions.filter { $0.isDifferential && !$0.comparesWithPolyline }.map { $0.invariant }

    /// The differential invariants that compare with the flattened polyline (they fail together
    /// when there is no polyline).
    public static let polylineDifferential: [Invariant] = definitions
        .filter { $0.isDifferential && $0.comparesWithPolyline }.map { $0.invariant }

    /// Bit of this invariant in a ``VerdictMask``.
    var bit: UInt32 { 1 << UInt32(ordinal) }

    public static func == (lhs: Invariant, rhs: Invariant) -> Bool { lhs.ordinal == rhs.ordinal }
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let invariant = Invariant(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Cannot initialize Invariant from invalid String value \(name)")
        }
        self = invariant
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension Invariant {
    /// Every invariant's type, in the order of ``allCases`` (reports, tables and the bits of a
    /// ``VerdictMask``: at most 32). Adding an invariant adds its type here.
    static let definitions: [any InvariantDefinition.Type] = [
        ClosedAndFiniteInvariant.self, PositionContinuityInvariant.self, TangentContinuityInvariant.self,
        RadiiInvariant.self, StarInnerRadiusInvariant.self, StarInnerCollinearInvariant.self,
        NonSelfIntersectionInvariant.self, RotationalSymmetryInvariant.self, WithinFrameInvariant.self,
        BorderWidthInvariant.self, BorderConcentricInvariant.self, FlatteningDeviationInvariant.self,
        FlatteningChordCountInvariant.self, AreaAgreementInvariant.self, LengthAgreementInvariant.self,
        BoundsAgreementInvariant.self, IntersectionAgreementInvariant.self, ClearanceAgreementInvariant.self,
        TreeAgreementInvariant.self, TurningAgreementInvariant.self, AffineMapInvariant.self,
        SVGRoundTripInvariant.self, OrientationInvariant.self, ScaleInvarianceInvariant.self,
        CurvatureContinuityInvariant.self, ArcCubicsInvariant.self, CheckableInputInvariant.self,
        ArcFitAgreementInvariant.self, StarCertificateInvariant.self,
    ]
}

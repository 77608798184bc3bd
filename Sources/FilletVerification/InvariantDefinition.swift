import FilletGeometry

/// Everything said about one invariant, in one type (one file under `Invariants/Definitions/`):
/// its stable name and identifier, its documentation (the type's), the unit of its margins, a
/// one-line summary, how the gate grades and describes a finding of it, and, where
/// `fillet fix path` repairs it, the repair. A type that is checked on paths conforms to
/// ``ConstructionInvariant`` (the catalogue's evaluation of a construction) and/or
/// ``PathInvariant`` (the users' gate): an evaluation over the one analysis of a path
/// (``PathAnalysis``) under that gate's policy.
///
/// The catalogue's gate, the users' gate (``GateProfile/invariants``, ``GateProfile/graded``),
/// the default severities (``GateProfile/default``), the configuration's settings
/// (``GateConfig/settings``) and SARIF's rules are lists derived from these types.
protocol InvariantDefinition: SendableMetatype {
    /// The stable name (``Invariant/rawValue``).
    static var name: String { get }
    /// The identifier (``Invariant``), declared beside the type.
    static var invariant: Invariant { get }
    /// What a margin of the invariant measures.
    static var marginUnit: Invariant.MarginUnit { get }
    /// One line for tables and help: what holds and with which tolerance.
    static var summary: String { get }
    /// One line for a finding (SARIF's short description): what it means. Default: ``summary``.
    static var findingDescription: String { get }
    /// The rule of the default gate profile (``GateProfile/default``): severity and visibility
    /// threshold. Default: an error, graded by its verdict.
    static var defaultRule: GateProfile.Rule { get }
    /// The settings a configuration may give the invariant besides its severity. Default: none.
    static var settings: [GateConfig.Setting] { get }
    /// The measure that grades a finding of the invariant (``PathCheck/FindingMeasures``), or
    /// `nil` for one graded by its verdict alone (the default).
    static func deviation(in measures: PathCheck.FindingMeasures) -> Double?
    /// The element (index in the path given) of a finding, where known. Default: `nil`.
    static func element(in measures: PathCheck.FindingMeasures) -> Int?
    /// The finding `fillet fix path` repairs for this invariant, if any (default `nil`).
    static var repair: PathRepair.Kind? { get }
    /// Whether the invariant holds the geometry core to an independent route (``Invariant/differential``).
    static var isDifferential: Bool { get }
    /// Whether that route is the flattened polyline (``Invariant/polylineDifferential``).
    static var comparesWithPolyline: Bool { get }
}

extension InvariantDefinition {
    static var findingDescription: String { summary }
    static var defaultRule: GateProfile.Rule { GateProfile.Rule(severity: .error) }
    static var settings: [GateConfig.Setting] { [] }
    static func deviation(in measures: PathCheck.FindingMeasures) -> Double? { nil }
    static func element(in measures: PathCheck.FindingMeasures) -> Int? { nil }
    static var repair: PathRepair.Kind? { nil }
    static var isDifferential: Bool { false }
    static var comparesWithPolyline: Bool { false }
}

/// An invariant of the constructions' gate (``Catalogue``): evaluated on the analysis of a
/// shape's path (in `context`, prepared for `shape.path`) under the catalogue's policy (the
/// shape's metadata and ``Catalogue/Options``), when it applies to the shape.
protocol ConstructionInvariant: InvariantDefinition {
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>)
}

/// An invariant of the users' gate (``PathCheck``): evaluated on the analysis of a user's path
/// (in `context`) under the users' policy (``PathCheck/Options``).
protocol PathInvariant: InvariantDefinition {
    /// - Returns: what the evaluation measured of its finding (its own fields of
    ///   ``PathCheck/FindingMeasures``).
    static func evaluate<Sink: InvariantSink>(options: PathCheck.Options, _ context: CatalogueContext,
                                              _ verdicts: inout VerdictRecorder<Sink>) -> PathCheck.FindingMeasures
}

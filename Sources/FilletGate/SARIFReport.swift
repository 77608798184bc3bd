import Foundation
import FilletSupport
import FilletVerification
import PropertyCheck

/// The gate's findings as SARIF 2.1.0 (OASIS, "Static Analysis Results Interchange Format
/// Version 2.1.0", §3): one run of the tool `fillet`, each invariant of `GateProfile.graded`
/// a rule (id its name, short and full description, default level from the profile), each
/// finding a result: `ruleId`, `ruleIndex`, `level` (`error` or `warning`), `message`, one
/// physical location (the file's URI relative to the working directory; the region's `startLine`,
/// and `startColumn` where the segment is known: files of path data), a logical location naming
/// the element, and `partialFingerprints` from the ``GateFingerprint``.
///
/// With a baseline each result has a `baselineState` (`new`, `updated` for worse, `unchanged`
/// for known, which also carry an external suppression), and each gone entry is a result with
/// state `absent`, kind `pass`. Written piece by piece: the results as the run goes, the rules at
/// the end (keys stay sorted: `results` before `tool`). The run's `properties.config` names the
/// configuration in force.
public struct SARIFReport: GateReportWriter {
    /// Findings alone: no holding margin or detail is printed.
    public static var showsPassingVerdicts: Bool { false }
    /// No measures shown.
    public static var showsMeasures: Bool { false }

    private let profile: GateProfile
    private let hasBaseline: Bool
    private let config: String
    private var written = 0
    private let encoder = PropertyCheckJSON.encoder()

    /// - Parameters:
    ///   - profile: the severities, each rule's default level.
    ///   - hasBaseline: whether results carry a `baselineState`.
    ///   - config: the configuration in force (``GateConfig/description``), the run's
    ///     `properties.config` (§3.14.20: a property bag holds what the format has no field for).
    public init(profile: GateProfile, hasBaseline: Bool, config: String) {
        self.profile = profile
        self.hasBaseline = hasBaseline
        self.config = config
    }

    /// The schema the output declares.
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    public mutating func start() -> String {
        "{\n  \"$schema\" : \(quoted(Self.schema)),\n  \"runs\" : [\n    {\n      \"columnKind\" : \"unicodeCodePoints\",\n"
            + "      \"properties\" : {\n        \"config\" : \(quoted(config))\n      },\n      \"results\" : ["
    }

    public mutating func fileStart(_ file: String) -> String { "" }

    public mutating func element(_ element: GateElement, file: String) -> String {
        var text = ""
        for finding in element.findings where finding.severity != .off {
            text += result(finding, element: element.element.input.name(file: file))
        }
        return text
    }

    public mutating func fileEnd(_ file: String) -> String { "" }

    public mutating func end(_ summary: GateSummary) -> String {
        var text = ""
        for entry in summary.gone ?? [] { text += gone(entry) }
        let rules = GateProfile.graded.map { invariant -> Rule in
            let severity = profile.rule(invariant).severity
            return Rule(id: invariant.name, shortDescription: Message(text: Self.shortDescription(invariant)),
                        fullDescription: Message(text: invariant.summary),
                        defaultConfiguration: Configuration(level: severity == .off ? "none" : severity.rawValue,
                                                            enabled: severity != .off))
        }
        let driver = Driver(name: "fillet", rules: rules)
        text += (written == 0 ? "\n" : "\n      ") + "],\n      \"tool\" : " + encode(Tool(driver: driver))
        return text + "\n    }\n  ],\n  \"version\" : \"2.1.0\"\n}\n"
    }

    /// One line per rule: what a finding means (the invariant's own finding description).
    static func shortDescription(_ invariant: Invariant) -> String { invariant.findingDescription }

    // MARK: - Results

    private mutating func result(_ finding: GateFinding, element: String) -> String {
        let fingerprint = finding.fingerprint
        var properties = ["margin": JSONValue.double(finding.result.margin)]
        if let deviation = finding.deviation { properties["deviation"] = .double(deviation) }
        let value = Result(
            ruleId: fingerprint.invariant.name,
            ruleIndex: GateProfile.graded.firstIndex(of: fingerprint.invariant) ?? 0,
            kind: nil, level: finding.severity.rawValue,
            message: Message(text: "\(element): \(finding.result.detail)"),
            locations: [Location(file: fingerprint.file, line: finding.line, column: finding.column, element: element)],
            partialFingerprints: ["fillet/v1": Self.hash(fingerprint)],
            baselineState: finding.baseline.map {
                switch $0 {
                case .new: return "new"
                case .worse: return "updated"
                case .known: return "unchanged"
                }
            },
            suppressions: finding.baseline == .known ? [Suppression(kind: "external", justification: "in the baseline")] : nil,
            properties: properties)
        return next(value)
    }

    private mutating func gone(_ entry: GateBaseline.Entry) -> String {
        let fingerprint = entry.fingerprint
        let value = Result(
            ruleId: fingerprint.invariant.name,
            ruleIndex: GateProfile.graded.firstIndex(of: fingerprint.invariant) ?? 0,
            kind: "pass", level: "none",
            message: Message(text: "gone: \(fingerprint.element) at \(fingerprint.location) (\(entry.severity.rawValue) in the baseline)"),
            locations: [Location(file: fingerprint.file, line: nil, column: nil, element: nil)],
            partialFingerprints: ["fillet/v1": Self.hash(fingerprint)],
            baselineState: "absent", suppressions: nil, properties: ["margin": .double(entry.margin)])
        return next(value)
    }

    private mutating func next<Value: Encodable>(_ value: Value) -> String {
        defer { written += 1 }
        return (written == 0 ? "\n        " : ",\n        ") + encode(value)
    }

    /// FNV-1a over the fingerprint's fields, 16 hex digits: stable across runs and machines.
    static func hash(_ fingerprint: GateFingerprint) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in [fingerprint.file, fingerprint.invariant.name, fingerprint.element, fingerprint.location]
            .joined(separator: "\u{1F}").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A relative path as a URI reference (RFC 3986: every byte but unreserved ones and `/`
    /// percent-encoded); an absolute path as a `file://` URI.
    static func uri(_ file: String) -> String {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        let encoded = file.addingPercentEncoding(withAllowedCharacters: allowed) ?? file
        return file.hasPrefix("/") ? "file://" + encoded : encoded
    }

    private func encode<Value: Encodable>(_ value: Value) -> String {
        String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
    }

    private func quoted(_ text: String) -> String { encode(text) }

    // MARK: - SARIF objects (the fields used, named as §3 names them)

    struct Message: Encodable { var text: String }
    struct Configuration: Encodable { var level: String; var enabled: Bool }
    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var fullDescription: Message
        var defaultConfiguration: Configuration
    }
    struct Driver: Encodable { var name: String; var rules: [Rule] }
    struct Tool: Encodable { var driver: Driver }
    struct Suppression: Encodable { var kind: String; var justification: String }
    struct Location: Encodable {
        struct Artifact: Encodable { var uri: String }
        struct Region: Encodable { var startLine: Int; var startColumn: Int? }
        struct Physical: Encodable { var artifactLocation: Artifact; var region: Region? }
        struct Logical: Encodable { var name: String; var kind: String }
        var physicalLocation: Physical
        var logicalLocations: [Logical]?

        init(file: String, line: Int?, column: Int?, element: String?) {
            physicalLocation = Physical(artifactLocation: Artifact(uri: SARIFReport.uri(file)),
                                        region: line.map { Region(startLine: Swift.max(1, $0), startColumn: column.map { Swift.max(1, $0) }) })
            logicalLocations = element.map { [Logical(name: $0, kind: "element")] }
        }
    }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var kind: String?
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var baselineState: String?
        var suppressions: [Suppression]?
        var properties: [String: JSONValue]
    }
}

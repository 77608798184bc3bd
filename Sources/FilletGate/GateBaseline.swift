import Foundation
import FilletSupport
import FilletVerification
import PropertyCheck

/// Today's findings, recorded so the gate fails only on new or worse ones (`--write-baseline`,
/// `--baseline`): one entry per finding (errors and warnings; an invariant `off` is not checked), each
/// its ``GateFingerprint``, its margin and its severity then.
///
/// ```json
/// {
///   "findings" : [
///     {"element" : "id:check", "file" : "icons/a.svg", "invariant" : "tangent-continuity",
///      "location" : "8.00000,3.50000", "margin" : -0.0011, "severity" : "warning"}
///   ],
///   "tool" : "fillet check path",
///   "version" : 1
/// }
/// ```
/// The file is deterministic: entries sorted by file, element, invariant, location and margin,
/// keys sorted, so a change to it reads well in a pull request.
public struct GateBaseline: Sendable {
    public struct Entry: Hashable, Sendable {
        public var fingerprint: GateFingerprint
        public var margin: Double
        public var severity: Severity

        public init(fingerprint: GateFingerprint, margin: Double, severity: Severity) {
            self.fingerprint = fingerprint
            self.margin = margin
            self.severity = severity
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted {
            $0.fingerprint != $1.fingerprint ? $0.fingerprint < $1.fingerprint : $0.margin < $1.margin
        }
    }

    /// The format's version, refused when different.
    public static let version = 1
    /// The largest baseline read: 256 MiB.
    public static let maximumFileBytes = 256 << 20

    /// A finding is worse than its entry when its margin is below the recorded one by more than
    /// `1e-9 + 1e-6·|recorded|` (margins are recomputed bit for bit from the same geometry; the
    /// slack absorbs their decimal round trip).
    public static func isWorse(_ margin: Double, than recorded: Double) -> Bool {
        margin < recorded - (1e-9 + 1e-6 * Swift.abs(recorded))
    }

    /// The baseline's text: pretty JSON with sorted keys, one entry per finding.
    public var text: String {
        struct EntryJSON: Encodable {
            var element: String, file: String, invariant: String, location: String, margin: Double, severity: String
        }
        struct Document: Encodable {
            var findings: [EntryJSON]
            var tool = "fillet check path"
            var version = GateBaseline.version
        }
        let document = Document(findings: entries.map {
            EntryJSON(element: $0.fingerprint.element, file: $0.fingerprint.file, invariant: $0.fingerprint.invariant.name,
                      location: $0.fingerprint.location, margin: $0.margin, severity: $0.severity.rawValue)
        })
        let data = (try? PropertyCheckJSON.encoder(pretty: true).encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads and validates the baseline at `path`.
    public static func read(_ path: String) throws(GateFileError) -> GateBaseline {
        try parse(StrictJSON.read(path, limit: maximumFileBytes), file: path)
    }

    /// Validates a baseline's JSON value.
    public static func parse(_ value: JSONValue, file: String) throws(GateFileError) -> GateBaseline {
        let reader = StrictJSON(file: file)
        let members = try reader.object(value, at: nil, allowed: ["findings", "tool", "version"])
        guard let versionValue = members["version"] else { throw reader.fail("version", "missing") }
        let version = try reader.number(versionValue, at: "version", in: 0...1e9)
        guard version == Double(Self.version) else { throw reader.fail("version", "expected \(Self.version), got \(NumberText.short(version))") }
        if let tool = members["tool"] { _ = try reader.string(tool, at: "tool") }
        guard let findingsValue = members["findings"] else { throw reader.fail("findings", "missing") }
        guard case .array(let items) = findingsValue else {
            throw reader.fail("findings", "expected an array, got \(StrictJSON.kind(findingsValue))")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        let keys: Set<String> = ["element", "file", "invariant", "location", "margin", "severity"]
        for (index, item) in items.enumerated() {
            let key = "findings[\(index)]"
            let fields = try reader.object(item, at: key, allowed: keys)
            func field(_ name: String) throws(GateFileError) -> JSONValue {
                guard let value = fields[name] else { throw reader.fail("\(key).\(name)", "missing") }
                return value
            }
            let invariantName = try reader.string(try field("invariant"), at: "\(key).invariant")
            guard let invariant = Invariant(rawValue: invariantName), GateProfile.invariants.contains(invariant) else {
                let reason = invariantName == Invariant.checkableInput.name
                    ? "an input that could not be checked is never baselined (grade it in the configuration instead)"
                    : "unknown invariant \(OneLine.quoted(invariantName))"
                throw reader.fail("\(key).invariant", reason)
            }
            let severityName = try reader.string(try field("severity"), at: "\(key).severity")
            guard let severity = Severity(rawValue: severityName) else {
                throw reader.fail("\(key).severity", "expected one of: error, warning, off; got \(OneLine.quoted(severityName))")
            }
            let margin = try reader.number(try field("margin"), at: "\(key).margin",
                                           in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            let fingerprint = GateFingerprint(file: try reader.string(try field("file"), at: "\(key).file"), invariant: invariant,
                                              element: try reader.string(try field("element"), at: "\(key).element"),
                                              location: try reader.string(try field("location"), at: "\(key).location"))
            for (name, problem) in [("file", fileProblem(fingerprint.file)), ("element", elementProblem(fingerprint.element)),
                                    ("location", locationProblem(fingerprint.location))] {
                if let problem { throw reader.fail("\(key).\(name)", problem) }
            }
            entries.append(Entry(fingerprint: fingerprint, margin: margin, severity: severity))
        }
        return GateBaseline(entries: entries)
    }

    /// The longest `file` or `element` a baseline entry may hold: 4 096 bytes (`PATH_MAX`).
    public static let maximumFieldBytes = 4_096

    /// Why an entry's `file` is refused: empty, longer than `maximumFieldBytes`, or holding a
    /// control or bidirectional character (one `OneLine.escaped(_:)` escapes) — a name the gate
    /// never writes, which could only break the lines that echo it. A `##[` is not refused: the
    /// gate writes the names it finds, and every line that echoes one breaks it up.
    static func fileProblem(_ file: String) -> String? {
        if file.isEmpty { return "empty" }
        if file.utf8.count > maximumFieldBytes { return "longer than \(maximumFieldBytes) bytes" }
        if OneLine.holdsEscapable(file) { return "holds a control character: \(OneLine.quoted(file))" }
        return nil
    }

    /// Why an entry's `element` is refused: not `id:<id>` (an id bounded and free of control
    /// characters, as for a file) or `geometry:` and 16 lower-case hex digits.
    static func elementProblem(_ element: String) -> String? {
        if element.hasPrefix("id:") { return fileProblem(String(element.dropFirst(3))).map { "id \($0)" } }
        let hex = element.utf8.dropFirst("geometry:".utf8.count)
        if element.hasPrefix("geometry:"), hex.count == 16,
           hex.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }) {
            return nil
        }
        return "expected id:<id> or geometry:<16 hex digits>, got \(OneLine.quoted(element))"
    }

    /// Why an entry's `location` is refused: not `-` or `x,y` with two numbers.
    static func locationProblem(_ location: String) -> String? {
        if location == "-" { return nil }
        let parts = location.split(separator: ",", omittingEmptySubsequences: false)
        // As the gate writes them: `%.Nf` at the quantum's decimals, over 600 digits at most.
        let isNumber = { (part: Substring) -> Bool in part.utf8.count <= 1_024 && Double(part) != nil }
        if parts.count == 2, isNumber(parts[0]), isNumber(parts[1]) { return nil }
        return "expected - or x,y (two numbers), got \(OneLine.quoted(location))"
    }

    /// Matches a run's findings to a baseline's entries, in the run's order: each entry suppresses
    /// one finding with its fingerprint (the one with the lowest recorded margin first), and the
    /// entries left over in the files checked are the findings gone. The entries of an invariant
    /// not checked (`off` in today's profile) are neither matched nor gone: nothing was looked at.
    public struct Matcher {
        private var open: [GateFingerprint: [Entry]] = [:]
        private var checkedFiles = Set<String>()

        /// - Parameters:
        ///   - baseline: the entries recorded.
        ///   - unchecked: the invariants this run does not check (`PathCheck.Options.unchecked`),
        ///     whose entries are set aside.
        public init(_ baseline: GateBaseline, unchecked: Set<Invariant> = []) {
            for entry in baseline.entries where !unchecked.contains(entry.fingerprint.invariant) {
                open[entry.fingerprint, default: []].append(entry)
            }
            for key in open.keys { open[key]!.sort { $0.margin > $1.margin } }
        }

        /// The state of a finding with `fingerprint`, `margin` and `severity`, consuming its entry:
        /// worse when its margin is (``GateBaseline/isWorse(_:than:)``) or its severity rose.
        public mutating func match(_ fingerprint: GateFingerprint, margin: Double, severity: Severity) -> GateFinding.BaselineState {
            guard var entries = open[fingerprint], let recorded = entries.popLast() else { return .new }
            open[fingerprint] = entries.isEmpty ? nil : entries
            return GateBaseline.isWorse(margin, than: recorded.margin) || severity > recorded.severity ? .worse : .known
        }

        /// Notes that `file` was checked (its leftover entries are gone, not merely unchecked).
        public mutating func checked(_ file: String) { checkedFiles.insert(file) }

        /// The entries not matched in the files checked, sorted.
        public var gone: [Entry] {
            open.filter { checkedFiles.contains($0.key.file) }.values.flatMap { $0 }
                .sorted { $0.fingerprint != $1.fingerprint ? $0.fingerprint < $1.fingerprint : $0.margin < $1.margin }
        }
    }
}

import FilletSupport
import FilletVerification

/// The gate's text output: the configuration in force (`config: .fillet.json`), then per file, a table of its elements (verdict `pass`, `warn` or `FAIL`,
/// the worst counting finding and its margin) and each counting finding with its severity,
/// margin, measured deviation and detail; gone baseline entries; the totals line.
public struct GateTextReport: GateReportWriter {
    /// Findings alone: no holding margin or detail is printed.
    public static var showsPassingVerdicts: Bool { false }
    /// No measures shown.
    public static var showsMeasures: Bool { false }

    private var elements: [GateElement] = []
    private let config: String

    /// - Parameter config: the configuration in force (``GateConfig/description``), named on the
    ///   first line.
    public init(config: String) { self.config = config }

    public mutating func start() -> String { "config: \(OneLine.escaped(config))\n" }

    public mutating func fileStart(_ file: String) -> String {
        elements.removeAll(keepingCapacity: true)
        return ""
    }

    public mutating func element(_ element: GateElement, file: String) -> String {
        elements.append(element)
        return ""
    }

    /// The element table's columns: index and segment count right-aligned.
    private static let tableAlignments: [TextTable.Alignment] = [.right, .left, .left, .right]

    public mutating func fileEnd(_ file: String) -> String {
        var table = TextTable(alignments: Self.tableAlignments, indent: "  ")
        table.append(["#", "id", "element", "segments", "verdict", "worst", "margin"])
        var failing = 0, warned = 0
        // The findings' lines, as bytes, piece by piece (no interpolated string per line).
        var findings: [UInt8] = []
        func add(_ piece: String) { findings.appendUTF8(of: piece) }
        for element in elements {
            let input = element.element.input
            let counting = element.findings.filter { $0.counts }
            let worst = counting.max { ($0.severity, -$0.result.margin) < ($1.severity, -$1.result.margin) }
            let verdict: String
            switch worst?.severity {
            case .error: verdict = "FAIL"; failing += 1
            case .warning: verdict = "warn"; warned += 1
            default: verdict = "pass"
            }
            table.append([String(input.index), input.id.map { OneLine.escaped(OneLine.abbreviated($0)) } ?? "-", input.element,
                          String(element.element.report.segmentCount), verdict, worst?.result.invariant.name ?? "-",
                          worst.map { CatalogueReport.format($0.result.margin) } ?? "-"])
            guard !counting.isEmpty else { continue }
            add(verdict == "FAIL" ? "  FAIL " : "  WARN ")
            add(OneLine.escaped(input.name(file: file)))
            if let line = input.line {
                add(" (line ")
                add(String(line))
                add(")")
            }
            add(":\n")
            for finding in counting {
                let invariant = finding.result.invariant
                add("    ")
                add(finding.severity.rawValue)
                add(" ")
                add(invariant.name)
                if finding.baseline == .worse { add(" (worse than the baseline)") }
                add(": margin ")
                add(CatalogueReport.format(finding.result.margin))
                add(" ")
                add(invariant.marginUnit.rawValue)
                if let deviation = finding.deviation {
                    add(", deviation ")
                    add(CatalogueReport.format(deviation))
                }
                add(" — ")
                add(OneLine.escaped(finding.result.detail))
                add("\n")
            }
        }
        let passing = elements.count - failing - warned
        // Built as bytes in one buffer, made a string once.
        var bytes: [UInt8] = []
        bytes.appendUTF8(of: OneLine.lineStart(OneLine.escaped(file)))
        bytes.append(0x0A)
        table.write(into: &bytes)
        bytes.appendUTF8(of: "  \(elements.count) elements, \(passing) pass, \(warned) warn, \(failing) FAIL\n")
        bytes.append(contentsOf: findings)
        bytes.append(0x0A)
        return String(decoding: bytes, as: UTF8.self)
    }

    public mutating func end(_ summary: GateSummary) -> String {
        var text = ""
        for entry in summary.gone ?? [] {
            let fingerprint = entry.fingerprint
            text += "gone: \(OneLine.escaped(fingerprint.file)) \(OneLine.escaped(fingerprint.element)) \(fingerprint.invariant.name) at \(OneLine.escaped(OneLine.abbreviated(fingerprint.location))) (\(entry.severity.rawValue), margin \(CatalogueReport.format(entry.margin)))\n"
        }
        return text + summary.line + "\n"
    }
}

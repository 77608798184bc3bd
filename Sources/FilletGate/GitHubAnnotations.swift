import FilletSupport
import FilletVerification

/// The gate's findings as GitHub Actions workflow commands, which the runner turns into
/// annotations on the file and line:
///
/// ```
/// ::error file=icons/a.svg,line=3,col=5,title=fillet tangent-continuity::icons/a.svg#0(check): …
/// ::warning file=icons/b.svg,line=7,title=fillet non-self-intersection::…
/// ::notice file=icons/c.svg,title=fillet baseline::gone: …
/// ```
/// Escaping follows the runner's rules (actions/toolkit, `command.ts`): in the message `%`, CR
/// and LF become `%25`, `%0D`, `%0A`; in property values `:` and `,` also become `%3A`, `%2C`.
/// Baseline-suppressed and `off` findings are not annotated; a plain first line names the
/// configuration and the totals end the output as a plain line. Every value is escaped (control
/// characters as `OneLine` writes them), so no line begins with `::` but the commands written here.
public struct GitHubAnnotations: GateReportWriter {
    /// Findings alone: no holding margin or detail is printed.
    public static var showsPassingVerdicts: Bool { false }
    /// No measures shown.
    public static var showsMeasures: Bool { false }

    private let config: String

    /// - Parameter config: the configuration in force (``GateConfig/description``), named on a
    ///   plain first line.
    public init(config: String) { self.config = config }

    public mutating func start() -> String { "fillet check path: config \(OneLine.escaped(config))\n" }
    public mutating func fileStart(_ file: String) -> String { "" }
    public mutating func fileEnd(_ file: String) -> String { "" }

    public mutating func element(_ element: GateElement, file: String) -> String {
        var text = ""
        for finding in element.findings where finding.counts {
            var properties = [("file", file)]
            if let line = finding.line { properties.append(("line", String(line))) }
            if let column = finding.column { properties.append(("col", String(column))) }
            properties.append(("title", "fillet \(finding.result.invariant.name)"))
            let worse = finding.baseline == .worse ? " (worse than the baseline)" : ""
            text += Self.command(finding.severity == .error ? "error" : "warning", properties,
                                 "\(element.element.input.name(file: file))\(worse): \(finding.result.detail)")
        }
        return text
    }

    public mutating func end(_ summary: GateSummary) -> String {
        var text = ""
        for entry in summary.gone ?? [] {
            let fingerprint = entry.fingerprint
            text += Self.command("notice", [("file", fingerprint.file), ("title", "fillet baseline")],
                                 "gone: \(fingerprint.invariant.name) on \(fingerprint.element) at \(fingerprint.location)")
        }
        return text + summary.line + "\n"
    }

    /// `::name key=value,…::message` with both escaped.
    public static func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapeData(OneLine.escaped(message)))\n"
    }

    public static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    public static func escapeProperty(_ text: String) -> String {
        escapeData(OneLine.escaped(text)).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

import FilletSupport
import FilletVerification
/// The gate's JSON output: the document of `PathCheck.JSONOutput` (issue 12's contract:
/// `passed` is the invariant's verdict whatever its severity), each invariant with its
/// `severity` and `deviation`, and, with a baseline, each finding's `baseline` state and the
/// `gone` entries after the files; `config` names the configuration in force.
public struct GateJSONReport: GateReportWriter {
    private let writer = PathCheck.JSONOutput.Writer()
    private var files = 0, written = 0
    private let config: String

    /// - Parameter config: the configuration in force (``GateConfig/description``), the
    ///   document's `config`.
    public init(config: String) { self.config = config }

    public mutating func start() -> String { writer.start(config: config) }

    public mutating func fileStart(_ file: String) -> String {
        defer { files += 1; written = 0 }
        return writer.fileStart(file, isFirst: files == 0)
    }

    public mutating func element(_ element: GateElement, file: String) -> String {
        defer { written += 1 }
        return writer.element(element, isFirst: written == 0)
    }

    /// The element's object at its depth: everything but the separator before it.
    public static func rendered(_ element: GateElement, file: String) -> String? {
        PathCheck.JSONOutput.Writer.body(of: element)
    }

    public mutating func element(rendered: String, file: String) -> String {
        defer { written += 1 }
        return PathCheck.JSONOutput.Writer.separator(isFirst: written == 0) + rendered
    }

    public mutating func fileEnd(_ file: String) -> String { writer.fileEnd(isEmpty: written == 0) }

    public mutating func end(_ summary: GateSummary) -> String {
        guard let gone = summary.gone else { return writer.end(isEmpty: files == 0) + "\n" }
        return writer.end(isEmpty: files == 0, gone: gone) + "\n"
    }
}

/// Everything that stops fillet-bench, each with a one-line message and its exit code.
public enum BenchError: Error, CustomStringConvertible, Equatable {
    /// Bad command line: unknown flag, missing or bad value. Exit 2.
    case usage(String)
    /// `--compare NAME` with no such baseline file. Exit 1.
    case missingBaseline(name: String, path: String)
    /// A baseline file that does not decode as a fillet-bench run. Exit 1.
    case corruptBaseline(name: String, path: String, detail: String)
    /// `--save-baseline NAME` over an existing file without `--force`. Exit 1.
    case baselineExists(name: String, path: String)
    /// A history line that does not decode. Exit 1.
    case corruptHistory(path: String, line: Int, detail: String)
    /// `report` with no history file to read, or one without entries. Exit 1.
    case missingHistory(path: String)
    /// A case failed its sanity check, or the allocation counter failed its self-check. Exit 1.
    case sanity(String)
    /// Reading or writing a file failed. Exit 1.
    case io(String)

    public var exitCode: Int32 {
        if case .usage = self { return 2 }
        return 1
    }

    public var description: String {
        switch self {
        case .usage(let message):
            // The shared parser's messages already point at the help.
            "fillet-bench: \(message)" + (message.contains("--help)") ? "" : " (see fillet-bench --help)")
        case .missingBaseline(let name, let path):
            "fillet-bench: no baseline named '\(name)' at \(path); save one with --save-baseline \(name)"
        case .corruptBaseline(let name, let path, let detail):
            "fillet-bench: baseline '\(name)' at \(path) is not a readable fillet-bench result (\(detail)); it was left untouched"
        case .baselineExists(let name, let path):
            "fillet-bench: baseline '\(name)' already exists at \(path); pass --force to replace it"
        case .corruptHistory(let path, let line, let detail):
            "fillet-bench: \(path) line \(line) is not a readable history entry (\(detail))"
        case .missingHistory(let path):
            "fillet-bench: no history entries at \(path) (record one with --record); no trend was written"
        case .sanity(let message):
            "fillet-bench: \(message)"
        case .io(let message):
            "fillet-bench: \(message)"
        }
    }
}

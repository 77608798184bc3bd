import FilletSupport
import FilletVerification
import FilletShapes
import FilletGeometry

/// Why a range exploration could not be set up or its files read back: one line naming the part
/// at fault, for the command line to print as is.
public enum ExplorerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An axis or grid specification that does not parse or is out of range.
    case badAxis(String)
    /// A setting of a map that is out of range: `setting` names it as its flag does, without
    /// dashes (`x`, `y`, `z`, `grid`, `fixed`).
    case badSetting(setting: String, String)
    /// A parameter name the construction does not have.
    case unknownParameter(name: String, construction: String, valid: [String])
    /// A CSV file that does not have the documented columns or a row that does not parse.
    case badCSV(String)
    /// Shard files that do not describe the same map.
    case mismatchedShards(String)
    /// A file could not be written or read.
    case io(String)

    public var description: String {
        switch self {
        case .badAxis(let message): return message
        case .badSetting(_, let message): return message
        case .unknownParameter(let name, let construction, let valid):
            return "unknown parameter \(OneLine.quoted(String(name))) for \(construction) (parameters: \(valid.joined(separator: ", ")))"
        case .badCSV(let message): return message
        case .mismatchedShards(let message): return message
        case .io(let message): return message
        }
    }
}

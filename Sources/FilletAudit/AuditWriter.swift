import FilletVerification
import Foundation
import PropertyCheck
import FilletSupport

/// Writes an audit's files: `README.md`, `audit.json` and the pictures, as one set of atomic
/// writes (temporary files beside them, then `rename(2)`), into one directory.
public enum AuditWriter {
    /// The report as pretty-printed JSON with sorted keys.
    public static func json(_ report: AuditReport) throws(PropertyCheckError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do { return try encoder.encode(report) + Data("\n".utf8) } catch {
            throw .encoding(String(describing: error))
        }
    }

    /// Writes every file of `output` under `directory` (created if missing), as one set
    /// (``FilletSupport/AtomicFile/writeAll(_:)``): the pictures, then `audit.json`, then the
    /// `README.md` that links to them; a failure before the first rename changes nothing.
    /// - Returns: the paths written.
    /// - Throws: ``PropertyCheck/PropertyCheckError/fileWrite(path:reason:)`` when a file cannot be written.
    @discardableResult
    public static func write(_ output: AuditOutput, to directory: String) throws(PropertyCheckError) -> [String] {
        let base = URL(fileURLWithPath: directory)
        var files = output.pictures.map { (path: base.appendingPathComponent($0.name).path, data: Data($0.svg.utf8)) }
        files.append((base.appendingPathComponent("audit.json").path, try json(output.report)))
        files.append((base.appendingPathComponent("README.md").path, Data(output.report.markdown.utf8)))
        do { try AtomicFile.writeAll(files) } catch { throw .fileWrite(path: error.path, reason: error.reason) }
        let written = files.map(\.path)
        // Pictures of an earlier run for the audited seeds that this run did not produce are stale.
        let produced = Set(output.pictures.map(\.name))
        let prefixes = output.report.seeds.map { "seed\($0.seed.id)" }
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in existing where name.hasSuffix(".svg") && !produced.contains(name)
            && prefixes.contains(where: { name.hasPrefix($0 + "-") || name == $0 + ".svg" }) {
            try? FileManager.default.removeItem(atPath: base.appendingPathComponent(name).path)
        }
        return written
    }
}

import FilletVerification
import Foundation
import PropertyCheck
import FilletSupport

/// Writes an audit's files: `README.md`, `audit.json` and the pictures, each atomically
/// (temporary file beside it, then `rename(2)`), into one directory.
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

    /// Writes every file of `output` under `directory` (created if missing).
    /// - Returns: the paths written.
    /// - Throws: ``PropertyCheck/PropertyCheckError/fileWrite(path:reason:)`` when a file cannot be written.
    @discardableResult
    public static func write(_ output: AuditOutput, to directory: String) throws(PropertyCheckError) -> [String] {
        let base = URL(fileURLWithPath: directory)
        var written: [String] = []
        func put(_ data: Data, _ name: String) throws(PropertyCheckError) {
            let path = base.appendingPathComponent(name).path
            do { try AtomicFile.write(data, to: path) } catch {
                throw .fileWrite(path: path, reason: error.reason)
            }
            written.append(path)
        }
        try put(Data(output.report.markdown.utf8), "README.md")
        try put(try json(output.report), "audit.json")
        for picture in output.pictures { try put(Data(picture.svg.utf8), picture.name) }
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

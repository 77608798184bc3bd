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
    /// (`AtomicFile.writeAll(_:)`): the pictures, then `audit.json`, then the
    /// `README.md` that links to them; a failure before the first rename changes nothing.
    /// - Returns: the paths written.
    /// - Throws: `PropertyCheckError.fileWrite(path:reason:)` when a file cannot be written.
    @discardableResult
    public static func write(_ output: AuditOutput, to directory: String) throws(PropertyCheckError) -> [String] {
        let base = URL(fileURLWithPath: directory)
        let previousPictures = picturesNamed(byAuditIn: base.appendingPathComponent("audit.json").path)
        var files = output.pictures.map { (path: base.appendingPathComponent($0.name).path, data: Data($0.svg.utf8)) }
        files.append((base.appendingPathComponent("audit.json").path, try json(output.report)))
        files.append((base.appendingPathComponent("README.md").path, Data(output.report.markdown.utf8)))
        do { try AtomicFile.writeAll(files) } catch { throw .fileWrite(path: error.path, reason: error.reason) }
        let written = files.map(\.path)
        // Pictures the audit that was here wrote for the seeds audited now, and this run did not
        // produce, are stale: removed if they are still regular files. Nothing else in the
        // directory is touched (a file or directory merely named like a picture is the user's).
        let produced = Set(output.pictures.map(\.name))
        let prefixes = output.report.seeds.map { "seed\($0.seed.id)" }
        for name in previousPictures where !produced.contains(name)
            && prefixes.contains(where: { name.hasPrefix($0 + "-") || name == $0 + ".svg" }) {
            let path = base.appendingPathComponent(name).path
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { unlink(path) }
        }
        return written
    }

    /// The picture names (`seedNNN….svg`, no directory part) an earlier audit's `audit.json` at
    /// `path` refers to, in its picture fields and its findings' links; none when there is no
    /// such file or it cannot be read.
    static func picturesNamed(byAuditIn path: String) -> Set<String> {
        guard let text = try? InputFile.text(path, limit: 64 << 20),
              let pattern = try? NSRegularExpression(pattern: "(?<![A-Za-z0-9_.-])seed[0-9]{3}[A-Za-z0-9_.-]*\\.svg") else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: range).compactMap { match in
            Range(match.range, in: text).map { String(text[$0]) }
        })
    }
}

import Foundation

/// Writing a map's files: `<name>.csv`, `<name>.svg`, `<name>.md` (or a shard's
/// `<name>.shard-<i>-of-<N>.csv`), each atomically.
public enum RangeMapFiles {
    /// Writes `text` to `url` atomically: a temporary file in the same directory, then `rename(2)`
    /// over the target, so a reader sees the old file or the new one, never a part. Creates missing
    /// parent directories.
    /// - Throws: ``ExplorerError/io(_:)`` naming the file.
    public static func writeAtomically(_ text: String, to url: URL) throws(ExplorerError) {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw ExplorerError.io("cannot rename \(temporary.path) to \(url.path): \(String(cString: strerror(errno)))")
            }
        } catch let error as ExplorerError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .io("cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// The file name of shard `index` of `count`.
    public static func shardFileName(_ name: String, index: Int, count: Int) -> String {
        "\(name).shard-\(index)-of-\(count).csv"
    }

    /// Writes the CSV, SVG heatmap and markdown summary of a whole map into `directory`.
    /// - Returns: the paths written.
    @discardableResult
    public static func write(_ map: RangeMap, name: String, to directory: URL) throws(ExplorerError) -> [String] {
        var written: [String] = []
        for (suffix, text) in [("csv", map.csv), ("svg", map.svg), ("md", map.markdown(name: name))] {
            let url = directory.appendingPathComponent("\(name).\(suffix)")
            try writeAtomically(text, to: url)
            written.append(url.path)
        }
        return written
    }
}

import FilletVerification
import Foundation
import FilletSupport

/// Writing a map's files: `<name>.csv`, `<name>.svg`, `<name>.md` (or a shard's
/// `<name>.shard-<i>-of-<N>.csv`), each atomically.
public enum RangeMapFiles {
    /// Writes `text` to `url` with the project's one atomic writer (``FilletSupport/AtomicFile``).
    /// - Throws: ``ExplorerError/io(_:)`` naming the file.
    public static func writeAtomically(_ text: String, to url: URL) throws(ExplorerError) {
        do { try AtomicFile.write(text, to: url.path) } catch { throw .io(error.description) }
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

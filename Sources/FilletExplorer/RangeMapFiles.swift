import FilletVerification
import Foundation
import FilletSupport

/// Writing a map's files: `<name>.csv`, `<name>.svg`, `<name>.md` (or a shard's
/// `<name>.shard-<i>-of-<N>.csv`), atomically.
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

    /// Writes the CSV, SVG heatmap and markdown summary of a whole map into `directory`, as one
    /// set (``FilletSupport/AtomicFile/writeAll(_:)``, the markdown that links to the others
    /// last): a failure before the first rename leaves the old files as they were.
    /// - Returns: the paths written.
    @discardableResult
    public static func write(_ map: RangeMap, name: String, to directory: URL) throws(ExplorerError) -> [String] {
        let files = [("csv", map.csv), ("svg", map.svg), ("md", map.markdown(name: name))].map { suffix, text in
            (path: directory.appendingPathComponent("\(name).\(suffix)").path, data: Data(text.utf8))
        }
        do { try AtomicFile.writeAll(files) } catch { throw .io(error.description) }
        return files.map(\.path)
    }
}
